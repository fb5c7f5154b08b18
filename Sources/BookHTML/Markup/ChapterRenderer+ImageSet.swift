import BookCore
import BookMarkdown

extension ChapterRenderer {
    /// An image with scale and appearance variants (a DocC asset). On a page: the light image with
    /// its scales as a `srcset`, and the dark one beside it, each shown in its theme (the dark one
    /// when the reader picks the dark theme, or prefers dark and picks none; see bookgen.css). In
    /// the EPUB, whose readers pick no theme of ours: the light image at its largest scale.
    mutating func imageSet(_ node: MarkdownNode, _ set: ImageSet) {
        let location = FileLocation(file: chapter.path, line: node.range.start.line, column: node.range.start.column)
        let alt = HTMLEscape.text(node.plainText)
        var title = set.title.isEmpty ? "" : " title=\"\(HTMLEscape.text(set.title))\""
        if let width = set.width, let height = set.height { title += " width=\"\(width)\" height=\"\(height)\"" }
        func sources(_ variants: [ImageSet.Variant]) -> [(href: String, scale: Int)] {
            variants.compactMap { variant in
                switch links.resolveImage(variant.path, in: page, at: location, mode: mode) {
                case .asset(let href, let path):
                    assets.insert(path)
                    return (HTMLEscape.text(HTMLEscape.href(href)), variant.scale)
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                    return nil
                case .href:
                    return nil
                }
            }
        }
        let light = sources(set.light.isEmpty ? set.dark : set.light)
        guard let largest = light.last else {
            html += alt
            return
        }
        if mode.isXHTML {
            html += "<img src=\"\(largest.href)\" alt=\"\(alt)\"\(title)/>"
            return
        }
        // Called with `light`, which has a last, or with a `dark` that is not empty.
        func image(_ found: [(href: String, scale: Int)], className: String?) -> String {
            // `found` is never empty: it is `light`, which has a last, or a non-empty `dark`.
            // A lone `@2x` file too needs its scale said, or it is shown twice its size.
            let srcset = found.count > 1 || found[0].scale > 1 ? " srcset=\"\(found.map { "\($0.href) \($0.scale)x" }.joined(separator: ", "))\"" : ""
            let classes = className.map { " class=\"\($0)\"" } ?? ""
            return "<img src=\"\(found[0].href)\"\(srcset)\(classes) alt=\"\(alt)\"\(title) loading=\"lazy\">"
        }
        let dark = set.light.isEmpty ? [] : sources(set.dark)
        if dark.isEmpty {
            html += image(light, className: nil)
        } else {
            html += image(light, className: "bg-img-light") + image(dark, className: "bg-img-dark")
        }
    }
}
