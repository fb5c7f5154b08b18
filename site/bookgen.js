(function () {
  "use strict";
  var doc = document, root = doc.documentElement;

  // Sidebar: one shared table of contents (toc.js), marked with the current page.
  var toc = doc.getElementById("bg-toc");
  if (toc && typeof window.bookgenTOC === "string") {
    toc.innerHTML = window.bookgenTOC;
    var current = toc.getAttribute("data-current");
    var links = toc.querySelectorAll("a");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") === current) {
        links[i].setAttribute("aria-current", "page");
        if (links[i].scrollIntoView && window.innerWidth > 992) links[i].scrollIntoView({ block: "center" });
      }
    }
  }

  var sidebar = doc.getElementById("bg-sidebar");
  var menu = doc.getElementById("bg-menu");
  function setMenu(open) {
    if (!sidebar || !menu) return;
    sidebar.classList.toggle("bg-open", open);
    menu.setAttribute("aria-expanded", open ? "true" : "false");
  }
  if (menu) menu.addEventListener("click", function () { setMenu(!sidebar.classList.contains("bg-open")); });

  // Theme: the system's choice unless the reader picked one; the pick is remembered.
  var toggle = doc.getElementById("bg-theme-toggle");
  function isDark() {
    var chosen = root.getAttribute("data-theme");
    if (chosen) return chosen === "dark";
    return !!(window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  }
  function showTheme() { if (toggle) toggle.setAttribute("aria-pressed", isDark() ? "true" : "false"); }
  if (toggle) {
    showTheme();
    toggle.addEventListener("click", function () {
      var next = isDark() ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("bookgen-theme", next); } catch (e) {}
      showTheme();
    });
  }

  // Copy buttons: copy exactly the code shown, which never holds the hidden lines.
  function copyText(text, done) {
    function fallback() {
      var area = doc.createElement("textarea");
      area.value = text; area.setAttribute("readonly", ""); area.style.position = "fixed"; area.style.opacity = "0";
      doc.body.appendChild(area); area.select();
      try { doc.execCommand("copy"); done(true); } catch (e) { done(false); }
      doc.body.removeChild(area);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else { fallback(); }
  }
  var blocks = doc.querySelectorAll(".bg-code");
  for (var b = 0; b < blocks.length; b++) {
    (function (block) {
      var code = block.querySelector("pre code");
      var head = block.querySelector(".bg-code-head");
      if (!code || !head) return;
      var button = doc.createElement("button");
      button.type = "button"; button.className = "bg-copy"; button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy code");
      button.addEventListener("click", function () {
        copyText(code.textContent, function (ok) {
          button.textContent = ok ? "Copied" : "Copy failed";
          setTimeout(function () { button.textContent = "Copy"; }, 1500);
        });
      });
      head.appendChild(button);
    })(blocks[b]);
  }

  // Search: the index is a script (searchindex.js), loaded the first time search opens.
  var panel = doc.getElementById("bg-search");
  var input = doc.getElementById("bg-search-input");
  var results = doc.getElementById("bg-search-results");
  var status = doc.getElementById("bg-search-status");
  var searchButton = doc.getElementById("bg-search-button");
  var prepared = null, loading = false;

  function prepare() {
    var index = window.bookgenSearch;
    if (!index) return null;
    prepared = index.docs.map(function (d) {
      return { page: index.pages[d[0]], anchor: d[1], title: d[2], text: d[3],
               titleLower: d[2].toLowerCase(), lower: d[3].toLowerCase() };
    });
    return prepared;
  }
  function loadIndex() {
    if (prepared || loading) return;
    loading = true;
    var script = doc.createElement("script");
    script.src = "searchindex.js";
    script.onload = function () { prepare(); run(); };
    script.onerror = function () { status.textContent = "The search index could not be loaded."; };
    doc.head.appendChild(script);
  }
  function openSearch() {
    if (!panel) return;
    panel.hidden = false;
    if (searchButton) searchButton.setAttribute("aria-expanded", "true");
    input.focus(); input.select();
    loadIndex();
  }
  function closeSearch() {
    if (!panel || panel.hidden) return;
    panel.hidden = true;
    if (searchButton) { searchButton.setAttribute("aria-expanded", "false"); searchButton.focus(); }
  }
  function appendHighlighted(parent, text, terms) {
    var lower = text.toLowerCase(), at = 0;
    while (at < text.length) {
      var best = -1, length = 0;
      for (var t = 0; t < terms.length; t++) {
        var found = lower.indexOf(terms[t], at);
        if (found !== -1 && (best === -1 || found < best)) { best = found; length = terms[t].length; }
      }
      if (best === -1) { parent.appendChild(doc.createTextNode(text.slice(at))); return; }
      if (best > at) parent.appendChild(doc.createTextNode(text.slice(at, best)));
      var mark = doc.createElement("mark");
      mark.textContent = text.slice(best, best + length);
      parent.appendChild(mark);
      at = best + length;
    }
  }
  function run() {
    if (!prepared || !results) return;
    var query = input.value.trim().toLowerCase();
    results.textContent = "";
    if (!query) { status.textContent = ""; return; }
    var terms = query.split(/\s+/).filter(function (t) { return t.length > 0; });
    var hits = [];
    for (var i = 0; i < prepared.length; i++) {
      var d = prepared[i], score = 0, all = true;
      for (var t = 0; t < terms.length; t++) {
        var inTitle = d.titleLower.indexOf(terms[t]) !== -1;
        if (!inTitle && d.lower.indexOf(terms[t]) === -1) { all = false; break; }
        score += inTitle ? 10 : 1;
      }
      if (!all) continue;
      if (terms.length > 1 && (d.titleLower + " " + d.lower).indexOf(query) !== -1) score += 5;
      hits.push({ d: d, score: score, order: i });
    }
    hits.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    status.textContent = hits.length === 0 ? "No results." : hits.length + (hits.length === 1 ? " result" : " results") + (hits.length > 50 ? ", the first 50 shown." : ".");
    hits.slice(0, 50).forEach(function (hit) {
      var d = hit.d, item = doc.createElement("li"), link = doc.createElement("a");
      link.href = d.page[0] + (d.anchor ? "#" + d.anchor : "");
      var title = doc.createElement("span");
      title.className = "bg-result-title";
      appendHighlighted(title, d.title === d.page[1] ? d.title : d.page[1] + " › " + d.title, terms);
      link.appendChild(title);
      var at = d.lower.indexOf(terms[0]);
      if (at === -1) at = 0;
      var start = Math.max(0, at - 60), end = Math.min(d.text.length, at + 120);
      var snippet = doc.createElement("span");
      snippet.className = "bg-result-snippet";
      appendHighlighted(snippet, (start > 0 ? "…" : "") + d.text.slice(start, end) + (end < d.text.length ? "…" : ""), terms);
      link.appendChild(snippet);
      link.addEventListener("click", function () { panel.hidden = true; });
      item.appendChild(link);
      results.appendChild(item);
    });
  }
  if (input) {
    input.addEventListener("input", run);
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter") {
        var first = results.querySelector("a");
        if (first) { event.preventDefault(); first.click(); window.location.href = first.href; }
      } else if (event.key === "ArrowDown") {
        var firstLink = results.querySelector("a");
        if (firstLink) { event.preventDefault(); firstLink.focus(); }
      }
    });
  }
  if (results) {
    results.addEventListener("keydown", function (event) {
      var item = event.target.parentNode;
      if (event.key === "ArrowDown" && item.nextSibling) { event.preventDefault(); item.nextSibling.firstChild.focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); if (item.previousSibling) item.previousSibling.firstChild.focus(); else input.focus(); }
    });
  }
  if (searchButton) searchButton.addEventListener("click", function () { if (panel.hidden) openSearch(); else closeSearch(); });

  doc.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target, typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
    if (event.key === "Escape") { closeSearch(); setMenu(false); return; }
    if (typing) return;
    if (event.key === "/" || event.key === "s" || event.key === "S") { event.preventDefault(); openSearch(); return; }
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (rel) {
      var link = doc.querySelector(".bg-pager a[rel=" + rel + "]");
      if (link) window.location.href = link.href;
    }
  });
})();