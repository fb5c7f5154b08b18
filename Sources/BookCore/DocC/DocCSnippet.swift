/// A package's snippet as DocC shows it: `// snippet.hide` hides the lines up to
/// `// snippet.show`, `// snippet.NAME` and `// snippet.end` mark a slice, and the markers
/// themselves are never shown.
enum DocCSnippet {
    /// The file `@Snippet(path:)` names, and the snippet's name (its path under `Snippets/`,
    /// without `.swift`). DocC reads the path from the package's `Snippets` folder, after an
    /// optional `Snippets/` or `PackageName/Snippets/`; subfolders are allowed.
    static func file(named path: String, inPackage package: String) -> (file: String, name: String) {
        var parts = path.split(separator: "/").map(String.init)
        if parts.count > 2, parts[1] == "Snippets" {
            parts.removeFirst(2)
        } else if parts.count > 1, parts[0] == "Snippets" {
            parts.removeFirst()
        }
        let name = parts.joined(separator: "/")
        return (package + "/Snippets/" + name + ".swift", name)
    }

    static func visibleLines(_ text: String, slice: String?) -> [String] {
        var shown: [String] = []
        var hidden = false
        var inSlice = slice == nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("// snippet.") {
                let marker = trimmed.dropFirst("// snippet.".count).trimmingSuffix
                switch marker {
                case "hide": hidden = true
                case "show": hidden = false
                case "end": if slice != nil { inSlice = false }
                default: if let slice { inSlice = marker == slice }
                }
                continue
            }
            if !hidden, inSlice { shown.append(String(line)) }
        }
        while shown.last?.allSatisfy({ $0 == " " }) == true { shown.removeLast() }
        while shown.first?.allSatisfy({ $0 == " " }) == true { shown.removeFirst() }
        // A slice is shown as its lines' common indentation would leave it.
        let indent = shown.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return shown.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }
}

private extension Substring {
    var trimmingSuffix: String { String(reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()) }
}
