/// A DocC block directive as written: `@Image(source: "chart", alt: "A chart")`, `@Comment { ... }`.
package struct Directive: Hashable, Sendable {
    /// The name after `@`, as written (`Image`, `Metadata`).
    package var name: String
    /// What stands between the parentheses, as written; empty without them.
    package var arguments: String
    /// What stands between the braces, as written; nil without them.
    package var body: String?

    package init(name: String, arguments: String, body: String?) {
        self.name = name
        self.arguments = arguments
        self.body = body
    }

    /// The value of the argument `label` (`source` in `source: "chart"` or `source: chart`), its
    /// quotes removed; nil when the directive has no such argument.
    package func argument(_ label: String) -> String? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            // Labels start a comma-separated entry: `label: value`.
            let rest = arguments[index...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," }
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            let name = rest[..<colon].trimmingCharacters(in: " \t\n")
            var valueStart = arguments.index(after: colon)
            while valueStart < arguments.endIndex, " \t\n".contains(arguments[valueStart]) { valueStart = arguments.index(after: valueStart) }
            var value = ""
            var end = valueStart
            if valueStart < arguments.endIndex, arguments[valueStart] == "\"" {
                end = arguments.index(after: valueStart)
                while end < arguments.endIndex, arguments[end] != "\"" {
                    if arguments[end] == "\\", arguments.index(after: end) < arguments.endIndex { end = arguments.index(after: end) }
                    value.append(arguments[end])
                    end = arguments.index(after: end)
                }
                if end < arguments.endIndex { end = arguments.index(after: end) }
            } else {
                while end < arguments.endIndex, arguments[end] != "," { value.append(arguments[end]); end = arguments.index(after: end) }
                value = value.trimmingCharacters(in: " \t\n")
            }
            if name == label { return value }
            index = end
        }
        return nil
    }
}

/// The files of one image: its scales (`@2x`) and its dark appearance (`~dark`).
package struct ImageSet: Hashable, Sendable {
    package struct Variant: Hashable, Sendable {
        /// The file, relative to the chapter's folder, as an image destination is written.
        package var path: String
        /// 1, 2 or 3: the `@2x` in the name.
        package var scale: Int
        /// Whether it is the `~dark` appearance.
        package var isDark: Bool

        package init(path: String, scale: Int, isDark: Bool) {
            self.path = path
            self.scale = scale
            self.isDark = isDark
        }
    }

    /// Every file of the image, light ones first, each appearance by scale.
    package var variants: [Variant]
    package var title: String
    /// The size the image is shown at, in CSS pixels (a `@2x` file's pixels halved), when known.
    package var width: Int?
    package var height: Int?

    package init(variants: [Variant], title: String, width: Int? = nil, height: Int? = nil) {
        self.variants = variants.sorted { ($0.isDark ? 1 : 0, $0.scale) < ($1.isDark ? 1 : 0, $1.scale) }
        self.title = title
        self.width = width
        self.height = height
    }

    package var light: [Variant] { variants.filter { !$0.isDark } }
    package var dark: [Variant] { variants.filter(\.isDark) }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String { Substring(self).trimmingCharacters(in: set) }
}
