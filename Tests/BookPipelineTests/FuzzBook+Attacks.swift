import Foundation

/// The attacks on a fuzz book, and the text of its chapters, SUMMARY.md and book.toml.
extension FuzzBook.Writer {
    /// Adds one attack, at random, to the book or to one of its chapters.
    mutating func attack() throws {
        if chapterNames.isEmpty, try newFile(chapters + "/x.md", "") { chapterNames.append("x.md") }
        let chapter = pick(chapterNames)
        let up = Self.up(from: chapter)
        switch Int.random(in: 0..<17, using: &generator) {
        case 0:
            // A chapter with a hostile name, listed however SUMMARY.md may write it.
            let path = pick(chapterFolders) + "/" + name(suffix: ".md", hostile: true)
            if try newFile(path, "") { chapterNames.append(relative(path)) }
        case 1:
            // A chapter in a folder with a hostile name.
            let folder = chapters + "/" + name(hostile: true)
            let path = folder + "/" + name(suffix: ".md")
            if try makeFolder(folder), try newFile(path, "") { chapterNames.append(relative(path)) }
        case 2:
            // An asset with a hostile name, shown, linked or included; or an image, which the EPUB
            // packs, with a separator of another system or a control character in its name.
            let image = chance(1, in: 2)
            let name = image ? name(hostile: true, longest: 120) + pick(["\\", "..\\", "\u{1}", "\u{7F}", "\t"]) + name(suffix: pick([".png", ".svg"]), hostile: true, longest: 120)
                : name(suffix: pick([".png", ".svg", ".txt", ""]), hostile: true)
            let path = pick(chapterFolders) + "/" + name
            if try newFile(path, "asset\n") {
                add(image ? "![an image](\(Self.percentEncoded(up + relative(path))))" : reference(to: up + relative(path)), to: chapter)
            }
        case 3, 4:
            add(reference(to: escape(from: chapter)), to: chapter)
        case 5:
            add("```swift include=\"\(packageEscape())\"\n```", to: chapter)
        case 6, 7, 8, 9:
            try linkAttack(on: chapter)
        case 10:
            // The theme, one of its files, book.toml or SUMMARY.md is a link.
            let target = pick(linkTargets)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                try makeFolder(root + "/theme")
                try link(at: root + "/theme/" + pick(FuzzBook.themeFiles), to: target)
            case 1: try link(at: root + "/theme", to: target)
            case 2: try link(at: root + "/book.toml", to: target)
            default: try link(at: chapters + "/SUMMARY.md", to: target)
            }
        case 11:
            summaryEntries.append(markdownDestination(pick([
                relative(sandbox + "/SECRET.md"), sandbox + "/SECRET.md", percentDots(from: "x.md") + "SECRET.md",
                ".hidden/../" + relative(sandbox + "/SECRET.md"), relative(sandbox + "/secret-dir/chapter.md"), "..\\..\\..\\SECRET.md",
                name(suffix: ".md", hostile: true),
            ])))
        case 12:
            // A file `[output.html]` adds, relative to book.toml's folder.
            let path = escape(from: "x.md")
            extraFiles.append(path.hasPrefix("/") || path.contains("://") || chapters == root ? path : "src/" + path)
        case 13:
            redirects.append(pick(["/" + name(suffix: ".html", hostile: true), "/../../escape.html", "../escape.html", "/a/../../escape.html", "//escape.html"]))
        case 14:
            if chance(1, in: 2) { title = name(hostile: true) } else { bookSettings.append("src = \(Self.toml(escape(from: "x.md")))") }
        case 15:
            // Into a folder and back out, past a slash that a combining mark follows: one
            // `Character`, which a split on `Character`s does not see as a separator.
            let asset = "\u{301}" + name(suffix: ".png")
            if let folder = subfolders.first, try newFile(chapters + "/" + asset, "asset\n") {
                add(pick(["![x](<\(up + folder)/../\(asset)>)", "[x](<\(up + folder)/../\(asset)>)"]), to: chapter)
            }
        default:
            // A chapter in a folder named with a joiner (or a combining mark) first, in a folder
            // that holds a harmless `notes.txt`, includes `../notes.txt`; the chapters' own
            // `notes.txt` is a link out. Read as `Character`s, `../` climbs one folder too many.
            let folder = chapters + "/" + name(suffix: "-" + pick(["\u{200D}", "\u{301}"]))
            let inner = folder + "/" + pick(["\u{200D}", "\u{301}"]) + name()
            let path = inner + "/" + name(suffix: ".md")
            if try makeFolder(folder), try makeFolder(inner), try newFile(folder + "/notes.txt", "asset\n"), try newFile(path, "") {
                try link(at: chapters + "/notes.txt", to: pick(linkTargets))
                chapterNames.append(relative(path))
                add(pick(["{{#include ../notes.txt}}", "![x](<../notes.txt>)"]), to: relative(path))
            }
        }
    }

    /// Where an attack's link points: outside the book and its package, to a hidden file, nowhere,
    /// to itself, to another link, or to a folder that holds the book.
    var linkTargets: [String] {
        [
            sandbox + "/SECRET.txt", sandbox + "/SECRET.md", sandbox + "/secret-dir", sandbox + "/secret-dir/notes.txt", sandbox, package,
            package + "/NOTES.txt", package + "/.env", sandbox + "/victim/new.txt", root + "/.env", root + "/.git", root + "/.git/config",
            chapters + "/.hidden", chapters + "/.hidden/pic.png", root, chapters, "", otherBook, otherBook + "/SECRET.txt", otherPackage + "/SECRET.txt",
        ] + links.map { chapters + "/" + $0.path }
    }

    /// A file to name after a link that leads to folder `target`: one that must not be read.
    func secret(in target: String) -> String? {
        // Pairs, not a dictionary: the chapters' folder may be the root.
        [(sandbox + "/secret-dir", "notes.txt"), (sandbox, "SECRET.txt"), (package, ".env"), (root, ".env"), (root + "/.git", "config"),
         (chapters + "/.hidden", "pic.png"), (chapters, ".secret.png"), (otherBook, "SECRET.txt")].first { $0.0.utf8.elementsEqual(target.utf8) }?.1
    }

    /// A symbolic link in the book to a `linkTargets` place, shown, linked, included, listed as a
    /// chapter or added to the site by book.toml.
    mutating func linkAttack(on chapter: String) throws {
        let target = pick(linkTargets)
        let isChapter = chance(1, in: 4)
        let folder = isChapter ? chapters : pick(chapterFolders)
        let path = folder + "/" + name(suffix: isChapter ? ".md" : pick([".png", ".txt", ""]), hostile: chance(1, in: 4))
        guard try link(at: path, to: target) else { return }
        let linked = relative(path) + (secret(in: target).map { "/" + $0 } ?? "")
        if isChapter {
            summaryEntries.append(markdownDestination(relative(path)))
            return
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where ![package + "/NOTES.txt", otherBook, otherBook + "/SECRET.txt"].contains { $0.utf8.elementsEqual(target.utf8) }:
            // `include=` reads the package's files: its NOTES.txt is one, and so is what the
            // folder beside the book holds.
            add("```swift include=\"\(Self.relative(chapters + "/" + linked, from: package))\"\n```", to: chapter)
        case 1:
            extraFiles.append(Self.relative(chapters + "/" + linked, from: root))
        default:
            add(reference(to: Self.up(from: chapter) + linked), to: chapter)
        }
    }

    /// A path that leads out of the book, into a hidden file, or nowhere, as a chapter at `chapter`
    /// (relative to the chapters' folder) would write it.
    mutating func escape(from chapter: String) -> String {
        let up = Self.up(from: chapter)
        var choices = [
            relative(sandbox + "/SECRET.txt"), relative(sandbox + "/SECRET.md"), relative(package + "/NOTES.txt"),
            relative(sandbox + "/secret-dir/notes.txt"), relative(sandbox + "/secret-dir/pic.png"), relative(root + "/.env"),
            relative(root + "/.git/config"), ".env", "./.env", ".git/config", ".hidden/pic.png", ".secret.png", "x/../.env",
            relative(otherBook + "/SECRET.txt"),
        ].map { up + $0 }
        choices += subfolders.map { up + $0 + "/../.secret.png" }
        choices += [
            sandbox + "/SECRET.txt", "file://" + sandbox + "/SECRET.txt", "//" + sandbox + "/SECRET.txt", percentDots(from: chapter) + "SECRET.txt",
            percentDots(from: chapter).replacingOccurrences(of: "%2e%2e/", with: "..%2F") + "SECRET.txt",
            percentDots(from: chapter).replacingOccurrences(of: "%2e%2e/", with: "..\\") + "SECRET.txt",
            ".%65nv", "%2Eenv", "\\\\server\\share\\SECRET.txt", name(hostile: true),
        ]
        return pick(choices)
    }

    /// `%2e%2e/` as many times as it takes to climb from `chapter` to the sandbox.
    func percentDots(from chapter: String) -> String {
        String(repeating: "%2e%2e/", count: FuzzBook.parts(Self.up(from: chapter) + relative(sandbox)).filter { $0 == ".." }.count)
    }

    /// A path for `include=` (relative to the package) that leads out of it or into a hidden file.
    mutating func packageEscape() -> String {
        pick([
            "../SECRET.txt", sandbox + "/SECRET.txt", "Sources/../../SECRET.txt", ".env", ".git/config", FuzzBook.bookName + "/.env",
            FuzzBook.bookName + "/.git/config", "../" + FuzzBook.otherPackageName + "/SECRET.txt",
            "Sources\\..\\..\\SECRET.txt", "Sources/%2e%2e/%2e%2e/SECRET.txt", "./.env", "Sources/Shown/../../.git/config",
        ])
    }

    /// A block of a chapter that names `path` (relative to the chapter's folder): a link, an image,
    /// an include, or raw HTML.
    mutating func reference(to path: String) -> String {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: "See [the file](\(markdownDestination(path)))."
        case 1: "![an image](\(markdownDestination(path)))"
        case 2: "{{#include \(path)}}"
        case 3: "```swift\n{{#include \(path):1}}\n```"
        case 4: "<img src=\"\(path)\"> <a href=\"\(path)\">x</a>"
        default: "{{#include \(path)::2}}"
        }
    }

    /// A link destination as Markdown may write it: as is, in angle brackets, or percent-encoded.
    mutating func markdownDestination(_ path: String) -> String {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: path
        case 1: "<" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "<", with: "\\<").replacingOccurrences(of: ">", with: "\\>") + ">"
        default: Self.percentEncoded(path)
        }
    }

    /// `path` with every character but a letter, a digit and `/._-` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "/._-"))) ?? path
    }

    mutating func add(_ block: String, to chapter: String) {
        blocks[Array(chapter.utf8), default: []].append(block)
        recipe.append("in \(chapter.debugDescription): \(block.debugDescription)")
    }

    /// Writes the chapters, SUMMARY.md and book.toml (those that no attack made a link).
    mutating func writeText() throws {
        let download = chance(2, in: 3)
        for chapter in chapterNames {
            let up = Self.up(from: chapter)
            var text = ["# " + name()]
            if download { text.append("```swift\nexample(of: \"x\") {\n  print(\"x\")\n}\n```\n\n```output\n--- Example of: x ---\nx\n```") }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let harmless = files + links.filter { link in
                    FuzzBook.parts(link.path).first != ".." && files.contains { $0.utf8.elementsEqual(Self.relative(link.target, from: chapters).utf8) }
                }.map(\.path)
                guard let file = harmless.randomElement(using: &generator) else { break }
                // `{{#include}}` trims the blanks around its path, as mdBook does.
                let includable = file.hasSuffix(".txt") && file.unicodeScalars.first?.properties.isWhitespace == false
                text.append([".png", ".svg", ".jpg"].contains { file.hasSuffix($0) } ? "![an image](<\(up + file)>)"
                            : includable && chance(1, in: 2) ? "{{#include \(up + file)}}" : "See [the file](<\(up + file)>).")
            }
            if chance(1, in: 3) { text.append("```swift include=\"Sources/Shown/Shown.swift\"\n```") }
            if chapterNames.count > 1 { text.append("See [another chapter](<\(up + pick(chapterNames))>).") }
            text += blocks[Array(chapter.utf8)] ?? []
            try file(chapters + "/" + chapter, text.joined(separator: "\n\n") + "\n")
        }
        let nested = chapterNames.contains { FuzzBook.parts($0).count > 1 }
        if !exists(chapters + "/SUMMARY.md"), mdBook || nested || !summaryEntries.isEmpty || chance(2, in: 3) {
            var text = title.map { "# \($0)\n\n" } ?? (chance(1, in: 2) ? "# \(name())\n\n" : "")
            let harmless = Set(FuzzBook.harmlessPieces.joined().unicodeScalars).union("/.".unicodeScalars)
            var entries = chapterNames.map { $0.unicodeScalars.allSatisfy(harmless.contains) ? "<\($0)>" : markdownDestination($0) }
            entries += summaryEntries
            entries.shuffle(using: &generator)
            text += entries.map { "- [\(name())](\($0))\n" }.joined()
            try file(chapters + "/SUMMARY.md", text)
        }
        guard !exists(root + "/book.toml") else { return }
        var toml = "[book]\ntitle = \(Self.toml(title ?? name()))\n"
        if mdBook && !bookSettings.contains(where: { $0.hasPrefix("src =") }) { toml += "src = \"src\"\n" }
        toml += bookSettings.map { $0 + "\n" }.joined()
        if download {
            toml += """
                download = "reader"

                [environment.reader]
                package = "../missing"
                products = ["RxSwift"]
                version = "6.10.2"
                download-url = "https://github.com/ReactiveX/RxSwift.git"
                optional = true

                """
        }
        if chance(1, in: 3) {
            let style = name(suffix: ".css")
            if try newFile(root + "/" + style, "body {}\n") { extraFiles.append(style) }
        }
        if chance(1, in: 3) { redirects.append("/old/" + name(suffix: ".html")) }
        if !extraFiles.isEmpty || !redirects.isEmpty {
            toml += "\n[output.html]\n"
            let css = extraFiles.filter { _ in chance(2, in: 3) }, js = extraFiles.filter { !css.contains($0) }
            toml += "additional-css = [\(css.map(Self.toml).joined(separator: ", "))]\n"
            toml += "additional-js = [\(js.map(Self.toml).joined(separator: ", "))]\n"
            toml += "\n[output.html.redirect]\n" + redirects.map { "\(Self.toml($0)) = \"https://example.com/\"\n" }.joined()
        }
        try file(root + "/book.toml", toml)
        recipe.append("book.toml: \(toml.debugDescription)")
    }

    /// A TOML basic string holding `text`.
    static func toml(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
