/// The built-in theme: the files of `Resources/`, embedded into the binary when it is built
/// (`.embedInCode` in Package.swift), so that `swift run`, an installed copy and a test all find it
/// without resource bundles. Each file is what a book's `theme/` folder would hold, byte for byte.
enum DefaultTheme {
    /// The page template (Mustache), `page.mustache`. Values: `pageTitle`, `bookTitle`, `pageFile`,
    /// `header` and `content` (HTML), `hasPageToc` and `pageToc` (`id`, `text`, `isSub`), `previous`
    /// and `next` (`href`, `title`), `isPrint`, `generator`; from book.toml's `[output.html]`:
    /// `baseURL` (the 404 page's `site-url`), `additionalCSS` and `additionalJS` (paths),
    /// `repositoryURL`, `editURL` (a chapter's).
    static let page = String(decoding: PackageResources.page_mustache, as: UTF8.self)

    /// The style sheet, `bookgen.css`: system fonts only, light and dark palettes, a drawer sidebar
    /// on phones, and a print style. Colours meet WCAG AA contrast on their backgrounds in both
    /// palettes. The file has no final newline, as the style sheet has never had one: an editor
    /// that adds it changes every site's `bookgen.css`.
    static let stylesheet = String(decoding: PackageResources.bookgen_css, as: UTF8.self)

    /// The page script, `bookgen.js`: one classic script (no modules, no fetch), so it works from
    /// `file://`. Its parts, the files below, share one function scope, so each can call what
    /// another declares.
    static let script = "(function () {\n  \"use strict\";\n" + chromeScript + readingScript + searchScript + keyboardScript + "})();\n"

    /// `chrome.js`: the sidebar and its phone drawer, the theme toggle, copy buttons and the
    /// shortcuts panel.
    static let chromeScript = String(decoding: PackageResources.chrome_js, as: UTF8.self)

    /// `reading.js`: the chapter's sections in the sidebar with the one being read marked, Tab stops
    /// only for blocks that scroll, a notice for a link to a section that does not exist, and the
    /// 404 page's guess at the chapter the reader wanted.
    static let readingScript = String(decoding: PackageResources.reading_js, as: UTF8.self)

    /// `search.js`: the index (`searchindex.js`) is a script, loaded the first time search opens.
    /// Words are stemmed ("disposing" finds "dispose"), a term matches words it begins, a match in a
    /// heading weighs most, and every term must match. A result's link carries the query
    /// (`?search=`), so the page it opens highlights the terms and search opens on the same query again.
    static let searchScript = String(decoding: PackageResources.search_js, as: UTF8.self)

    /// `keyboard.js`: search, the shortcuts panel, previous and next chapter, Escape.
    static let keyboardScript = String(decoding: PackageResources.keyboard_js, as: UTF8.self)
}
