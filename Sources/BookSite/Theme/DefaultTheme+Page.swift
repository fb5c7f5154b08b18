/// The built-in theme, written as Swift string literals so that it is part of the binary: `swift run`,
/// an installed copy and a test all find it without resource bundles.
enum DefaultTheme {}

extension DefaultTheme {
    /// The page template (Mustache). Values: `pageTitle`, `bookTitle`, `pageFile`, `header` and `content` (HTML),
    /// `hasPageToc` and `pageToc` (`id`, `text`, `isSub`), `previous` and `next` (`href`, `title`),
    /// `isPrint`, `generator`; from book.toml's `[output.html]`: `baseURL` (the 404 page's `site-url`),
    /// `additionalCSS` and `additionalJS` (paths), `repositoryURL`, `editURL` (a chapter's).
    static let page = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{pageTitle}}</title>
    <meta name="generator" content="{{generator}}">
    <meta name="color-scheme" content="light dark">
    {{#baseURL}}<base href="{{baseURL}}">
    {{/baseURL}}<link rel="stylesheet" href="bookgen.css">
    {{#additionalCSS}}<link rel="stylesheet" href="{{.}}">
    {{/additionalCSS}}<script>document.documentElement.className="js";try{var t=localStorage.getItem("bookgen-theme");if(t==="dark"||t==="light")document.documentElement.setAttribute("data-theme",t)}catch(e){}</script>
    </head>
    <body{{#isPrint}} class="bg-print-page"{{/isPrint}}>
    <a class="bg-skip" href="#bg-main">Skip to content</a>
    <header class="bg-topbar">
    <button type="button" id="bg-menu" class="bg-button bg-js-only" aria-controls="bg-sidebar" aria-expanded="false"><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/></svg><span class="bg-visually-hidden">Chapters</span></button>
    <a class="bg-title" href="index.html">{{bookTitle}}</a>
    <div class="bg-tools">
    <button type="button" id="bg-search-button" class="bg-button bg-js-only" aria-controls="bg-search" aria-expanded="false" title="Search (press /)"><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" stroke-width="2" fill="none"/><path d="M15.5 15.5L21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg><span class="bg-visually-hidden">Search</span></button>
    <button type="button" id="bg-theme-toggle" class="bg-button bg-js-only" aria-pressed="false" title="Dark theme"><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><circle cx="12" cy="12" r="8" stroke="currentColor" stroke-width="2" fill="none"/><path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor"/></svg><span class="bg-visually-hidden">Dark theme</span></button>
    {{#editURL}}<a class="bg-button" href="{{editURL}}" title="Edit this page"><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" stroke="currentColor" stroke-width="2" fill="none" stroke-linejoin="round"/></svg><span class="bg-visually-hidden">Edit this page</span></a>
    {{/editURL}}{{#repositoryURL}}<a class="bg-button" href="{{repositoryURL}}" title="The book's source repository"><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><circle cx="6" cy="6" r="2.5" stroke="currentColor" stroke-width="2" fill="none"/><circle cx="6" cy="18" r="2.5" stroke="currentColor" stroke-width="2" fill="none"/><circle cx="18" cy="8" r="2.5" stroke="currentColor" stroke-width="2" fill="none"/><path d="M6 8.5v7M18 10.5c0 4-6 3-10.5 6" stroke="currentColor" stroke-width="2" fill="none"/></svg><span class="bg-visually-hidden">Source repository</span></a>
    {{/repositoryURL}}<a class="bg-button" href="print.html" title="The whole book on one page, for printing"><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" stroke="currentColor" stroke-width="2" fill="none" stroke-linejoin="round"/></svg><span class="bg-visually-hidden">Print the book</span></a>
    </div>
    </header>
    <div id="bg-search" class="bg-search" role="search" hidden>
    <label for="bg-search-input">Search the book</label>
    <input id="bg-search-input" type="search" autocomplete="off" spellcheck="false" placeholder="e.g. replay buffer">
    <p id="bg-search-status" class="bg-search-status" aria-live="polite"></p>
    <ol id="bg-search-results" class="bg-search-results"></ol>
    </div>
    <div class="bg-layout">
    <nav id="bg-sidebar" class="bg-sidebar" aria-label="Chapters"><div id="bg-toc" data-current="{{pageFile}}"><p><a href="index.html">Table of contents</a></p></div>
    <p class="bg-sidebar-foot bg-js-only"><button type="button" id="bg-keys-button" class="bg-text-button">Keyboard shortcuts <kbd>?</kbd></button></p></nav>
    <main id="bg-main" class="bg-main" tabindex="-1">
    <article class="bg-article">
    {{{header}}}
    {{#hasPageToc}}
    <nav id="bg-page-toc" class="bg-page-toc" aria-label="On this page">
    <p class="bg-page-toc-title">On this page</p>
    <ul>
    {{#pageToc}}<li{{#isSub}} class="bg-sub"{{/isSub}}><a href="#{{id}}">{{text}}</a></li>
    {{/pageToc}}
    </ul>
    </nav>
    {{/hasPageToc}}
    {{{content}}}
    </article>
    {{#hasPager}}
    <nav class="bg-pager" aria-label="Previous and next chapters">
    {{#previous}}<a class="bg-prev" href="{{href}}" rel="prev"><span class="bg-pager-label">Previous</span> {{title}}</a>{{/previous}}
    {{#next}}<a class="bg-next" href="{{href}}" rel="next"><span class="bg-pager-label">Next</span> {{title}}</a>{{/next}}
    </nav>
    {{/hasPager}}
    </main>
    </div>
    <dialog id="bg-keys" class="bg-keys" aria-labelledby="bg-keys-title">
    <p id="bg-keys-title" class="bg-keys-title">Keyboard shortcuts</p>
    <dl>
    <dt><kbd>/</kbd> or <kbd>S</kbd></dt><dd>Search the book</dd>
    <dt><kbd>↓</kbd> <kbd>↑</kbd>, <kbd>Enter</kbd></dt><dd>In search: move through the results, open one</dd>
    <dt><kbd>←</kbd> <kbd>→</kbd></dt><dd>Previous or next chapter</dd>
    <dt><kbd>Esc</kbd></dt><dd>Close search or the chapter list; clear highlighted search terms</dd>
    <dt><kbd>?</kbd></dt><dd>Show this list</dd>
    </dl>
    <button type="button" class="bg-button bg-keys-close" data-close>Close</button>
    </dialog>
    <script src="toc.js"></script>
    <script src="bookgen.js"></script>
    {{#additionalJS}}<script src="{{.}}"></script>
    {{/additionalJS}}</body>
    </html>

    """#
}
