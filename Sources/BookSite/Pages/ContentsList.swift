import BookHTML

/// Writes the table of contents as nested lists: a top-level list per run of numbered or of
/// unnumbered chapters, a sub-list under a chapter for its sections (`1.1`, `1.2`), and a new list
/// after every part title and separator. An entry's `<li>` stays open until the next entry shows
/// whether a sub-list goes inside it.
struct ContentsList {
    /// The index page's part headings' level; nil for the sidebar, which labels parts and numbers
    /// every entry itself.
    let headingLevel: Int?
    /// False for book.toml's `no-section-label`: chapters keep their nesting, without numbers.
    var showsNumbers = true
    private var html = ""
    /// How many lists are open: 1 inside a top-level list.
    private var depth = 0
    private var itemOpen = false
    private var topIsNumbered = false

    init(headingLevel: Int?, showsNumbers: Bool = true) {
        self.headingLevel = headingLevel
        self.showsNumbers = showsNumbers
    }

    mutating func part(_ name: String) {
        close(to: 0)
        if let level = headingLevel {
            html += "<h\(level) class=\"bg-index-part\">\(HTMLEscape.text(name))</h\(level)>\n"
        } else {
            html += "<p class=\"bg-toc-part\">\(HTMLEscape.text(name))</p>\n"
        }
    }

    mutating func separator() {
        close(to: 0)
        html += "<hr class=\"bg-toc-separator\">\n"
    }

    /// An entry: `opening` and `closing` around its title (a link, or a draft's span).
    mutating func entry(number: [Int]?, body opening: String, title: String, closing: String) {
        let level = number?.count ?? 1
        if depth > 0, level == 1, (number != nil) != topIsNumbered { close(to: 0) }
        if depth == 0 {
            topIsNumbered = number != nil
            html += number.map { showsNumbers ? "<ol start=\"\($0[0])\">\n" : "<ol class=\"bg-toc-plain\">\n" } ?? "<ul class=\"bg-toc-plain\">\n"
            depth = 1
        }
        if level > depth {
            while depth < level {
                html += "\n<ol class=\"bg-toc-sub\">\n"
                depth += 1
            }
            itemOpen = false
        } else {
            close(to: level)
            closeItem()
        }
        html += "<li>" + opening
        // The sidebar numbers every entry; the index page's top-level lists number themselves.
        if let number, showsNumbers, headingLevel == nil || number.count > 1 {
            html += "<span class=\"bg-toc-number\">\(number.map(String.init).joined(separator: ".")).</span>"
        }
        html += HTMLEscape.text(title) + closing
        itemOpen = true
    }

    mutating func finished() -> String {
        close(to: 0)
        return html
    }

    private mutating func closeItem() {
        if itemOpen { html += "</li>\n" }
        itemOpen = false
    }

    /// Closes lists until `target` are open; the entry a closed sub-list sits in stays open.
    private mutating func close(to target: Int) {
        while depth > target {
            closeItem()
            html += depth == 1 && !topIsNumbered ? "</ul>\n" : "</ol>\n"
            depth -= 1
            itemOpen = depth > 0
        }
    }
}
