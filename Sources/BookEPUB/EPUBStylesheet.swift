/// The EPUB's style sheet: the site's classes, restyled for e-readers. No custom properties, fixed
/// positions, hover effects or dark palette (readers apply their own themes and many ignore
/// `var()`); sizes in `em`, so the reader's font size rules; code wraps instead of scrolling, since
/// a page cannot scroll sideways; outputs are light with a border, which e-ink shows well.
/// A book's `theme/epub.css` replaces it.
enum EPUBStylesheet {
    /// `Resources/epub.css`, embedded into the binary when it is built (`.embedInCode` in
    /// Package.swift). It has no final newline, as the style sheet has never had one.
    static let builtIn = String(decoding: PackageResources.epub_css, as: UTF8.self)
}
