/// The EPUB's style sheet: the site's classes, restyled for e-readers. No custom properties, fixed
/// positions, hover effects or dark palette (readers apply their own themes and many ignore
/// `var()`); sizes in `em`, so the reader's font size rules; code wraps instead of scrolling, since
/// a page cannot scroll sideways; outputs are light with a border, which e-ink shows well.
/// A book's `theme/epub.css` replaces it.
enum EPUBStylesheet {
    static let builtIn = #"""
    @charset "utf-8";
    body { margin: 0 0.5em; line-height: 1.5; overflow-wrap: break-word; }
    h1 { font-size: 1.6em; line-height: 1.25; margin: 0.5em 0 0.75em; }
    h2 { font-size: 1.3em; line-height: 1.3; margin: 1.5em 0 0.5em; page-break-after: avoid; break-after: avoid; }
    h3 { font-size: 1.1em; margin: 1.25em 0 0.4em; page-break-after: avoid; break-after: avoid; }
    h4, h5, h6 { font-size: 1em; margin: 1em 0 0.3em; page-break-after: avoid; break-after: avoid; }
    a { color: #0550ae; }
    code, pre, samp, kbd { font-family: monospace; }
    code, samp { font-size: 0.9em; }
    :not(pre) > code { background-color: #eff1f3; padding: 0 0.2em; border-radius: 3px; }
    kbd { border: 1px solid #999999; border-radius: 3px; padding: 0 0.25em; }
    blockquote { margin: 1em 0; padding: 0 0 0 0.8em; border-left: 3px solid #bbbbbb; }
    .bg-alert { margin: 1em 0; padding: 0.2em 0.8em; border-left: 3px solid #555555; background-color: #f6f8fa; }
    .bg-alert-title { font-weight: bold; margin: 0.3em 0; }
    .bg-footnotes { margin-top: 2em; border-top: 1px solid #bbbbbb; font-size: 0.9em; }
    .bg-footnote-ref a { text-decoration: none; }
    img { max-width: 100%; height: auto; }
    hr { border: 0; border-top: 1px solid #bbbbbb; margin: 1.5em 0; }
    li.bg-task { list-style: none; }
    del { color: #57606a; }
    table { border-collapse: collapse; margin: 1em 0; font-size: 0.9em; }
    th, td { border: 1px solid #bbbbbb; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
    th { background-color: #f0f2f4; }
    .bg-center { text-align: center; }
    .bg-right { text-align: right; }

    .bg-example, .bg-code, .bg-console { margin: 1em 0; }
    .bg-code, .bg-console { border: 1px solid #bbbbbb; border-radius: 4px; }
    .bg-code { background-color: #f6f8fa; }
    .bg-console { background-color: #ffffff; border-left: 4px solid #57606a; }
    .bg-example .bg-code { margin-bottom: 0; border-bottom-left-radius: 0; border-bottom-right-radius: 0; page-break-after: avoid; break-after: avoid; }
    .bg-example .bg-console { margin-top: 0; border-top: 0; border-top-left-radius: 0; border-top-right-radius: 0; }
    .bg-code-head, .bg-console-head { padding: 0.2em 0.5em; font-size: 0.75em; line-height: 1.6; border-bottom: 1px solid #d0d7de; }
    .bg-lang, .bg-console-title { font-weight: bold; color: #424a53; margin-right: 0.5em; }
    .bg-badge { display: inline-block; padding: 0 0.5em; margin: 0.1em 0.3em 0.1em 0; border-radius: 0.8em; font-weight: bold; }
    .bg-ok { background-color: #dafbe1; color: #116329; }
    .bg-fail { background-color: #ffebe9; color: #a40e26; }
    .bg-warn { background-color: #fff8c5; color: #6c4400; }
    .bg-muted { background-color: #eaeef2; color: #424a53; }
    .bg-info { background-color: #ddf4ff; color: #0a3069; }
    pre { margin: 0; padding: 0.5em 0.6em; white-space: pre-wrap; overflow-wrap: break-word; line-height: 1.4; font-size: 0.85em; }
    pre code, pre samp { font-size: 1em; background: none; padding: 0; }
    .bg-failure { padding: 0.4em 0.6em; background-color: #ffebe9; color: #a40e26; font-size: 0.85em; }
    .bg-failure ul { margin: 0.2em 0 0; padding-left: 1.2em; }
    .bg-raw { background-color: #f6f8fa; border: 1px dashed #bbbbbb; }
    .bg-code, .bg-console, .bg-failure { page-break-inside: avoid; break-inside: avoid; }

    .bg-marbles { margin: 0 0 1em; border: 1px solid #bbbbbb; border-top: 0; page-break-inside: avoid; break-inside: avoid; }
    .bg-marbles figcaption { padding: 0.2em 0.5em; font-size: 0.75em; color: #424a53; border-top: 1px solid #d0d7de; }
    .bg-mb { display: block; max-width: 100%; height: auto; font-family: monospace; }
    .bg-mb-gutter { display: none; }
    .bg-mb-source { color: #0550ae; }
    .bg-mb-subscription, .bg-mb-legend { color: #1f2328; }
    .bg-mb-axis { stroke-width: 1.5; }
    .bg-mb-after { stroke-dasharray: 3 4; }
    .bg-mb-value { fill: #1f2328; }
    .bg-mb-next circle { fill: #ffffff; stroke-width: 2; }
    .bg-mb-error { color: #a40e26; }
    .bg-mb-ignored { color: #57606a; }
    .bg-mb-ignored circle, .bg-mb-ignored path { stroke-dasharray: 2 2; }

    .k { color: #cf222e; }
    .t { color: #6639ba; }
    .s { color: #0a3069; }
    .n { color: #0550ae; }
    .c { color: #57606a; font-style: italic; }
    .a { color: #953800; }
    .d { color: #8a4600; }
    .v { color: #0550ae; }

    .bg-title-page { margin-top: 3em; text-align: center; }
    .bg-title-page h1 { font-size: 2em; }
    .bg-authors { font-size: 1.1em; margin: 1em 0 2em; }
    .bg-summary { text-align: left; margin: 2em 0; font-size: 0.95em; }
    nav#toc ol { list-style: none; padding-left: 0; }
    nav#toc ol ol { padding-left: 1.2em; margin-bottom: 0.4em; }
    nav#toc li { margin: 0.25em 0; }
    .bg-part { display: block; margin-top: 0.8em; font-weight: bold; }
    """#
}
