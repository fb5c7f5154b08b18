extension DefaultTheme {
    /// The style sheet: system fonts only, light and dark palettes, a drawer sidebar on phones,
    /// and a print style. Colours meet WCAG AA contrast on their backgrounds in both palettes.
    static let stylesheet = #"""
    :root {
      --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --border: #d0d7de; --link: #0550ae;
      --sidebar-bg: #f6f8fa; --code-bg: #f6f8fa; --inline-code-bg: #eff1f3; --mark: #fff8c5;
      --console-bg: #1f2328; --console-fg: #f0f3f6; --console-muted: #c9d1d9;
      --k: #cf222e; --t: #6639ba; --s: #0a3069; --n: #0550ae; --c: #57606a; --a: #953800; --d: #8a4600; --v: #0550ae;
      --ok-bg: #dafbe1; --ok-fg: #116329; --fail-bg: #ffebe9; --fail-fg: #a40e26;
      --warn-bg: #fff8c5; --warn-fg: #6c4400; --muted-bg: #eaeef2; --muted-fg: #424a53;
      --info-bg: #ddf4ff; --info-fg: #0a3069; --scroll-shadow: rgba(31, 35, 40, 0.3);
      --tip: #1a7f37; --important: #8250df; --warning: #9a6700; --caution: #cf222e;
      color-scheme: light;
    }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) {
        --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #30363d; --link: #4493f8;
        --sidebar-bg: #010409; --code-bg: #161b22; --inline-code-bg: #262c36; --mark: #5c4a00;
        --console-bg: #010409; --console-fg: #e6edf3; --console-muted: #9198a1;
        --k: #ff7b72; --t: #d2a8ff; --s: #a5d6ff; --n: #79c0ff; --c: #9198a1; --a: #ffa657; --d: #ffa657; --v: #79c0ff;
        --ok-bg: #12261e; --ok-fg: #7ee787; --fail-bg: #3d1519; --fail-fg: #ffa198;
        --warn-bg: #2e2510; --warn-fg: #e3b341; --muted-bg: #21262d; --muted-fg: #b1bac4;
        --info-bg: #0c2d6b; --info-fg: #cae8ff; --scroll-shadow: rgba(145, 152, 161, 0.5);
        --tip: #3fb950; --important: #a371f7; --warning: #d29922; --caution: #f85149;
        color-scheme: dark;
      }
    }
    :root[data-theme="dark"] {
      --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #30363d; --link: #4493f8;
      --sidebar-bg: #010409; --code-bg: #161b22; --inline-code-bg: #262c36; --mark: #5c4a00;
      --console-bg: #010409; --console-fg: #e6edf3; --console-muted: #9198a1;
      --k: #ff7b72; --t: #d2a8ff; --s: #a5d6ff; --n: #79c0ff; --c: #9198a1; --a: #ffa657; --d: #ffa657; --v: #79c0ff;
      --ok-bg: #12261e; --ok-fg: #7ee787; --fail-bg: #3d1519; --fail-fg: #ffa198;
      --warn-bg: #2e2510; --warn-fg: #e3b341; --muted-bg: #21262d; --muted-fg: #b1bac4;
      --info-bg: #0c2d6b; --info-fg: #cae8ff; --scroll-shadow: rgba(145, 152, 161, 0.5);
      --tip: #3fb950; --important: #a371f7; --warning: #d29922; --caution: #f85149;
      color-scheme: dark;
    }

    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    /* Targets of links stop below the sticky top bar. A margin on the targets, not a scroll-padding
       on the page: with scroll-padding, focusing a top-bar button scrolls the page. */
    [id] { scroll-margin-top: 4rem; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font: 1.0625rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", "DejaVu Sans", sans-serif;
      overflow-wrap: break-word;
    }
    a { color: var(--link); text-underline-offset: 0.15em; }
    code, pre, samp, kbd { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 0.875em; }
    :not(pre) > code { background: var(--inline-code-bg); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
    kbd { border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 4px; padding: 0 0.3em; background: var(--code-bg); }
    .bg-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    .bg-skip { position: absolute; left: -999px; top: 0.5rem; z-index: 100; background: var(--bg); padding: 0.5rem 1rem; }
    .bg-skip:focus { left: 0.5rem; }
    html:not(.js) .bg-js-only { display: none; }

    .bg-topbar {
      position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 0.5rem;
      height: 3.25rem; padding: 0 0.75rem; background: var(--bg); border-bottom: 1px solid var(--border);
    }
    .bg-title { flex: 1; min-width: 0; font-weight: 600; color: var(--fg); text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .bg-tools { display: flex; gap: 0.25rem; }
    .bg-button {
      display: inline-flex; align-items: center; justify-content: center; min-width: 2.5rem; height: 2.5rem;
      padding: 0 0.5rem; border: 1px solid transparent; border-radius: 6px; background: none; color: var(--fg);
      font: inherit; cursor: pointer; text-decoration: none;
    }
    .bg-button:hover { background: var(--code-bg); border-color: var(--border); }
    :focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }

    .bg-layout { display: flex; align-items: flex-start; }
    .bg-sidebar {
      position: sticky; top: 3.25rem; flex: 0 0 17rem; height: calc(100vh - 3.25rem); overflow-y: auto;
      padding: 1rem 0.75rem 2rem; background: var(--sidebar-bg); border-right: 1px solid var(--border); font-size: 0.9375rem;
    }
    .bg-sidebar ol, .bg-sidebar ul { list-style: none; margin: 0; padding: 0; }
    .bg-sidebar .bg-toc-sub { padding-left: 1rem; }
    .bg-toc-draft { display: block; padding: 0.3rem 0.5rem; color: var(--muted); }
    .bg-toc-separator { border: 0; border-top: 1px solid var(--border); margin: 0.75rem 0.5rem; }
    .bg-sidebar li { margin: 0.1rem 0; }
    .bg-sidebar a { display: block; padding: 0.3rem 0.5rem; border-radius: 6px; color: var(--fg); text-decoration: none; }
    .bg-sidebar a:hover { background: var(--code-bg); text-decoration: underline; }
    .bg-sidebar a[aria-current="page"] { background: var(--info-bg); color: var(--info-fg); font-weight: 600; }
    .bg-toc-part { margin: 1rem 0.5rem 0.25rem; font-size: 0.8125rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
    .bg-toc-number { color: var(--muted); margin-right: 0.35em; }
    .bg-sidebar a[aria-current="page"] .bg-toc-number { color: inherit; }

    .bg-main { flex: 1; min-width: 0; max-width: 50rem; margin: 0 auto; padding: 1.5rem 1.5rem 4rem; }
    .bg-main:focus { outline: none; }
    .bg-article h1 { font-size: 2.1rem; line-height: 1.2; margin: 0.5rem 0 1rem; }
    .bg-article h2 { font-size: 1.5rem; line-height: 1.3; margin: 2.25rem 0 0.75rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--border); }
    .bg-article h3 { font-size: 1.2rem; margin: 1.75rem 0 0.5rem; }
    /* Always shown (muted), so a touch screen can reach a section's link too. */
    .bg-anchor { margin-left: 0.2rem; padding: 0 0.2rem; color: var(--muted); text-decoration: none; font-weight: 400; font-size: 0.8em; }
    .bg-anchor:hover, .bg-anchor:focus { color: var(--link); text-decoration: underline; }
    /* A chapter title's link is the page's own address: shown only on hover or focus. */
    h1 .bg-anchor { opacity: 0; }
    h1:hover .bg-anchor, h1 .bg-anchor:focus { opacity: 1; }
    blockquote { margin: 1rem 0; padding: 0.25rem 1rem; border-left: 4px solid var(--border); color: var(--muted); }
    img { max-width: 100%; height: auto; }
    hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
    li.bg-task { list-style: none; }
    li.bg-task input { margin: 0 0.4em 0 -1.3em; vertical-align: -0.1em; }
    del { color: var(--muted); }
    /* The page colour on a mark, whatever colours the text around it: links, muted text, code tokens. */
    mark { background: var(--mark); color: var(--fg); }

    /* A table wider than the page scrolls inside its frame; shadows at the edges say there is more. */
    .bg-table {
      overflow-x: auto; margin: 1rem 0; background-color: var(--bg);
      background-image: linear-gradient(to right, var(--bg) 30%, transparent), linear-gradient(to left, var(--bg) 30%, transparent),
        radial-gradient(farthest-side at 0 50%, var(--scroll-shadow), transparent), radial-gradient(farthest-side at 100% 50%, var(--scroll-shadow), transparent);
      background-position: left center, right center, left center, right center;
      background-size: 2.5rem 100%, 2.5rem 100%, 0.9rem 100%, 0.9rem 100%;
      background-repeat: no-repeat; background-attachment: local, local, scroll, scroll;
    }
    /* Code in a cell keeps its words whole: the table scrolls rather than break "three" as "thre|e". */
    .bg-table code { overflow-wrap: normal; word-break: normal; }
    table { border-collapse: collapse; font-size: 0.9375rem; }
    th, td { border: 1px solid var(--border); padding: 0.4rem 0.7rem; vertical-align: top; text-align: left; }
    th { border-bottom-width: 2px; }
    .bg-center { text-align: center; } .bg-right { text-align: right; }

    .bg-page-toc { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: 8px; font-size: 0.9375rem; }
    .bg-page-toc-title { margin: 0 0 0.25rem; font-weight: 600; }
    .bg-page-toc ul { margin: 0; padding-left: 1.1rem; }
    .bg-page-toc .bg-sub { margin-left: 1rem; }
    .bg-toc-sections { margin: 0.15rem 0 0.5rem 0.9rem !important; padding-left: 0.35rem !important; border-left: 1px solid var(--border); font-size: 0.875rem; }
    .bg-toc-sections a { padding: 0.2rem 0.5rem; }
    .bg-toc-sections .bg-sub { margin-left: 0.75rem; }
    .bg-sidebar .bg-toc-sections a[aria-current="location"] { color: var(--link); font-weight: 600; box-shadow: inset 3px 0 0 var(--link); border-radius: 0 6px 6px 0; }
    .bg-sidebar-foot { margin: 1.25rem 0.5rem 0; font-size: 0.875rem; }
    .bg-text-button { font: inherit; padding: 0.15rem 0.4rem; border: 1px solid transparent; border-radius: 6px; background: none; color: var(--link); cursor: pointer; text-decoration: underline; text-underline-offset: 0.15em; }
    .bg-text-button:hover { border-color: var(--border); }
    .bg-text-button kbd { text-decoration: none; color: var(--fg); }

    .bg-code, .bg-console { margin: 1rem 0; border: 1px solid var(--border); border-radius: 8px; overflow: hidden; }
    .bg-code { background: var(--code-bg); }
    .bg-code-head, .bg-console-head {
      display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; padding: 0.3rem 0.6rem;
      font-size: 0.8125rem; border-bottom: 1px solid var(--border);
    }
    .bg-lang { font-weight: 600; color: var(--muted); margin-right: auto; }
    .bg-badge { display: inline-block; padding: 0.05rem 0.5rem; border-radius: 999px; font-size: 0.78rem; font-weight: 600; }
    .bg-ok { background: var(--ok-bg); color: var(--ok-fg); }
    .bg-fail { background: var(--fail-bg); color: var(--fail-fg); }
    .bg-warn { background: var(--warn-bg); color: var(--warn-fg); }
    .bg-muted { background: var(--muted-bg); color: var(--muted-fg); }
    .bg-info { background: var(--info-bg); color: var(--info-fg); }
    .bg-copy { font: inherit; font-size: 0.78rem; padding: 0.1rem 0.6rem; border: 1px solid var(--border); border-radius: 6px; background: var(--bg); color: var(--fg); cursor: pointer; }
    .bg-copy:hover { border-color: var(--link); }
    pre { margin: 0; padding: 0.75rem 1rem; overflow-x: auto; line-height: 1.5; tab-size: 4; }
    pre code, pre samp { font-size: 0.875rem; background: none; padding: 0; }
    .bg-console { background: var(--console-bg); color: var(--console-fg); border-color: var(--console-bg); }
    .bg-console-head { color: var(--console-muted); border-bottom-color: #3d444d; }
    .bg-console-title { margin-right: auto; font-weight: 600; }
    .bg-console .bg-ok { background: #12261e; color: #7ee787; }
    .bg-console .bg-fail { background: #3d1519; color: #ffa198; }
    .bg-console .bg-muted { background: #2f353d; color: #d1d9e0; }
    .bg-example { margin: 1rem 0; }
    .bg-example > .bg-code { margin-bottom: 0; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
    .bg-example > .bg-console { margin-top: 0; border-top-left-radius: 0; border-top-right-radius: 0; }
    .bg-console-empty { margin: 0; padding: 0.75rem 1rem; font-style: italic; color: var(--console-muted); }
    .bg-caption { margin: 0; padding: 0.5rem 1rem; border-top: 1px solid var(--border); font-size: 0.875rem; color: var(--muted); }
    .bg-failure { padding: 0.5rem 1rem; background: var(--fail-bg); color: var(--fail-fg); font-size: 0.875rem; }
    .bg-failure ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
    /* An example block's complete program: a quiet line under the code, opened on demand. */
    .bg-program { border-top: 1px solid var(--border); font-size: 0.875rem; }
    .bg-program > summary { cursor: pointer; padding: 0.35rem 1rem; color: var(--muted); }
    .bg-program > .bg-caption { border-top: 0; padding-top: 0; }
    .bg-download { color: var(--muted); }
    .bg-raw { background: var(--code-bg); border: 1px dashed var(--border); border-radius: 8px; }

    /* Marble diagrams: drawn at their own size, scrolling sideways in their frame when the page is narrower. */
    .bg-console:has(+ .bg-marbles) { margin-bottom: 0; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
    .bg-marbles { margin: 0 0 1rem; border: 1px solid var(--border); border-top: 0; border-radius: 0 0 8px 8px; }
    .bg-marbles-scroll { display: flex; align-items: flex-start; overflow-x: auto; padding: 0.5rem 0 0; }
    /* The lane names stay in view over the diagram's own while it scrolls. */
    .bg-mb-gutter { position: sticky; left: 0; z-index: 1; flex: none; font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; }
    .bg-mb-gutter-fill { fill: var(--bg); }
    .bg-marbles figcaption { padding: 0.35rem 1rem 0.5rem; font-size: 0.8125rem; color: var(--muted); border-top: 1px solid var(--border); }
    .bg-mb { display: block; flex: none; max-width: none; font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; }
    .bg-mb-source { color: var(--link); }
    .bg-mb-subscription, .bg-mb-legend { color: var(--fg); }
    .bg-mb-axis { stroke-width: 1.5; }
    .bg-mb-after { stroke-dasharray: 3 4; }
    .bg-mb-value { fill: var(--fg); }
    .bg-mb-next circle { fill: var(--bg); stroke-width: 2; }
    .bg-mb-error { color: var(--fail-fg); }
    .bg-mb-ignored { color: var(--muted); }
    .bg-mb-ignored circle, .bg-mb-ignored path { stroke-dasharray: 2 2; }

    .k { color: var(--k); } .t { color: var(--t); } .s { color: var(--s); } .n { color: var(--n); }
    .c { color: var(--c); font-style: italic; } .a { color: var(--a); } .d { color: var(--d); } .v { color: var(--v); }

    .bg-pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--border); }
    .bg-pager a { display: block; max-width: 48%; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 8px; text-decoration: none; }
    .bg-pager a:hover { border-color: var(--link); }
    .bg-next { margin-left: auto; text-align: right; }
    .bg-pager-label { display: block; font-size: 0.8125rem; color: var(--muted); }

    .bg-search {
      position: fixed; z-index: 30; top: 3.75rem; left: 50%; transform: translateX(-50%);
      width: min(40rem, calc(100vw - 1rem)); max-height: calc(100vh - 5rem); overflow-y: auto;
      padding: 1rem; background: var(--bg); border: 1px solid var(--border); border-radius: 10px; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.25);
    }
    .bg-search[hidden] { display: none; }
    .bg-search label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
    .bg-search input { width: 100%; padding: 0.5rem 0.75rem; font: inherit; color: var(--fg); background: var(--code-bg); border: 1px solid var(--border); border-radius: 6px; }
    .bg-search-status { margin: 0.5rem 0; font-size: 0.875rem; color: var(--muted); }
    .bg-search-results { list-style: none; margin: 0; padding: 0; }
    .bg-search-results li { border-top: 1px solid var(--border); }
    .bg-search-results a { display: block; padding: 0.5rem 0.25rem; text-decoration: none; color: var(--fg); }
    .bg-search-results a:hover, .bg-search-results a:focus { background: var(--code-bg); }
    .bg-result-title { display: block; color: var(--link); font-weight: 600; }
    .bg-result-snippet { display: block; font-size: 0.875rem; color: var(--muted); }

    mark.bg-hit-current { outline: 2px solid var(--link); outline-offset: 1px; }
    .bg-hit-bar {
      position: fixed; z-index: 22; bottom: 1rem; left: 0.5rem; right: 0.5rem; width: fit-content; margin: 0 auto;
      display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; padding: 0.4rem 0.5rem 0.4rem 0.9rem;
      background: var(--bg); border: 1px solid var(--border); border-radius: 10px; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2); font-size: 0.875rem;
    }
    .bg-notice { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; margin: 0.5rem 0 1rem; padding: 0.6rem 0.9rem; background: var(--warn-bg); color: var(--warn-fg); border-radius: 8px; }
    .bg-notice p { flex: 1 1 15rem; margin: 0; }
    .bg-notice a, .bg-notice .bg-text-button { color: inherit; }
    .bg-keys { max-width: min(32rem, calc(100vw - 2rem)); padding: 1rem 1.25rem; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 10px; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.3); }
    .bg-keys::backdrop { background: rgba(0, 0, 0, 0.45); }
    .bg-keys-title { margin: 0 0 0.5rem; font-weight: 600; font-size: 1.1rem; }
    .bg-keys dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; margin: 0 0 1rem; }
    .bg-keys dt { white-space: nowrap; }
    .bg-keys dd { margin: 0; }
    .bg-keys-close { border-color: var(--border); }
    .bg-backdrop { position: fixed; z-index: 24; top: 3.25rem; right: 0; bottom: 0; left: 0; background: rgba(0, 0, 0, 0.45); }
    .bg-backdrop[hidden] { display: none; }

    .bg-alert { margin: 1.25rem 0; padding: 0.5rem 1rem; border-left: 4px solid var(--alert); border-radius: 0 6px 6px 0; background: var(--code-bg); --alert: var(--link); }
    .bg-alert > p { margin: 0.5rem 0; }
    .bg-alert-title { font-weight: 700; color: var(--alert); }
    .bg-alert-tip { --alert: var(--tip); }
    .bg-alert-important { --alert: var(--important); }
    .bg-alert-warning { --alert: var(--warning); }
    .bg-alert-caution { --alert: var(--caution); }
    .bg-article dt { font-weight: 600; }
    .bg-article dd { margin: 0 0 0.5rem 1.5rem; }
    .bg-footnote-ref { line-height: 0; }
    .bg-footnote-ref a { padding: 0 0.1em; text-decoration: none; }
    .bg-footnotes { margin-top: 3rem; padding-top: 0.5rem; border-top: 1px solid var(--border); font-size: 0.9375rem; }
    .bg-footnotes li > p { margin: 0.25rem 0; }
    .bg-footnote-back { margin: 0; }
    .bg-index-toc ol { padding-left: 1.5rem; }
    .bg-index-toc .bg-toc-sub, .bg-index-toc .bg-toc-plain { list-style: none; }
    .bg-index-toc .bg-toc-draft { display: inline; padding: 0; }
    .bg-index-part { margin-top: 1.5rem; font-size: 1.1rem; }
    .bg-chapter { border-top: 2px solid var(--border); margin-top: 3rem; }

    @media (max-width: 62rem) {
      .bg-sidebar {
        position: fixed; z-index: 25; top: 3.25rem; left: 0; bottom: 0; height: auto; width: min(20rem, 85vw);
        transform: translateX(-105%); transition: transform 0.2s ease; visibility: hidden;
      }
      .bg-sidebar.bg-open { transform: none; visibility: visible; box-shadow: 0 0 30px rgba(0, 0, 0, 0.3); }
      html:not(.js) .bg-sidebar { position: static; transform: none; visibility: visible; width: auto; }
      html:not(.js) .bg-layout { display: block; }
      .bg-main { padding: 1rem 1rem 3rem; }
      .bg-article h1 { font-size: 1.75rem; }
    }
    @media (min-width: 62.01rem) {
      #bg-menu, .bg-backdrop { display: none; }
      /* With the script, the sidebar lists the chapter's sections and marks the one being read. */
      html.js .bg-page-toc { display: none; }
    }
    @media (prefers-reduced-motion: reduce) { .bg-sidebar { transition: none; } }

    .bg-solution { margin: 1rem 0; border: 1px solid var(--border); border-radius: 8px; padding: 0 1rem; }
    .bg-solution > summary { cursor: pointer; padding: 0.5rem 0; }
    .bg-solution > summary > h2, .bg-solution > summary > h3, .bg-solution > summary > h4 { display: inline; margin: 0; }
    .bg-solution > summary::after { content: " (select to show)"; color: var(--muted); font-size: 0.875rem; }
    .bg-solution[open] > summary::after { content: ""; }

    @media print {
      /* Paper cannot be clicked: a solution prints in full. */
      .bg-solution::details-content { content-visibility: visible; display: contents; }
      .bg-solution > summary::after { content: ""; }
      /* Light whatever the reader's theme: as specific as the dark rules above, and later. */
      :root, :root:not([data-theme="light"]), :root[data-theme="dark"] {
        --bg: #fff; --fg: #000; --muted: #444; --border: #bbb; --link: #000; --code-bg: #f6f8fa;
        --console-bg: #f6f8fa; --console-fg: #000; --console-muted: #444;
        --k: #000; --t: #000; --s: #000; --n: #000; --c: #444; --a: #000; --d: #000; --v: #000;
      }
      .bg-topbar, .bg-sidebar, .bg-pager, .bg-page-toc, .bg-search, .bg-copy, .bg-anchor, .bg-skip,
      .bg-hit-bar, .bg-notice, .bg-backdrop, .bg-keys, .bg-program, .bg-download { display: none !important; }
      mark.bg-hit { background: none; }
      /* Paper does not scroll: a wide table wraps its code rather than lose its last columns. */
      .bg-table { overflow: visible; background: none; }
      .bg-table code { overflow-wrap: anywhere; }
      .bg-layout { display: block; }
      .bg-main { max-width: none; padding: 0; }
      body { font-size: 11pt; }
      pre { white-space: pre-wrap; overflow: visible; orphans: 3; widows: 3; }
      /* A long block may run onto the next page, its header staying with its first lines; a short
         one stays whole, so no page is left half empty for a block that would not fit anyway. */
      .bg-code-head, .bg-console-head { break-after: avoid; }
      .bg-short { break-inside: avoid; }
      .bg-print-toc { break-after: page; }
      .bg-print-toc ol ol { font-size: 0.9em; }
      .bg-console { border: 1px solid #bbb; }
      /* Paper does not scroll either: a wide diagram is scaled to the page. */
      .bg-marbles { break-inside: avoid; }
      .bg-marbles-scroll { display: block; overflow: visible; }
      .bg-mb-gutter { display: none; }
      .bg-mb { max-width: 100%; height: auto; }
      .bg-console .bg-ok, .bg-console .bg-fail, .bg-console .bg-muted { background: none; color: #000; }
      h1, h2, h3 { break-after: avoid; }
      .bg-chapter { break-before: page; border: 0; margin-top: 0; }
      a { text-decoration: none; }
    }
    """#
}
