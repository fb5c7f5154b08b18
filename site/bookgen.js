(function () {
  "use strict";
  var doc = document, root = doc.documentElement;
  var narrowQuery = window.matchMedia ? window.matchMedia("(max-width: 62rem)") : null;
  function isNarrow() { return narrowQuery ? narrowQuery.matches : window.innerWidth <= 992; }

  // Printing a chapter prints its solutions too; they close again afterwards.
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    var closed = doc.querySelectorAll("details.bg-solution:not([open])");
    for (var i = 0; i < closed.length; i++) { closed[i].open = true; openedForPrint.push(closed[i]); }
  });
  window.addEventListener("afterprint", function () {
    while (openedForPrint.length) { openedForPrint.pop().open = false; }
  });

  // Sidebar: one shared table of contents (toc.js), marked with the current page. Its links name
  // pages from the top of the site; a page in a folder (data-root="../") prefixes the way up.
  var toc = doc.getElementById("bg-toc"), currentEntry = null;
  var pathToRoot = (toc && toc.getAttribute("data-root")) || "";
  if (toc && typeof window.bookgenTOC === "string") {
    toc.innerHTML = window.bookgenTOC;
    var current = toc.getAttribute("data-current");
    var entries = toc.querySelectorAll("a");
    for (var i = 0; i < entries.length; i++) {
      var entryHref = entries[i].getAttribute("href");
      if (entryHref === current) {
        entries[i].setAttribute("aria-current", "page");
        currentEntry = entries[i];
      }
      if (pathToRoot) entries[i].setAttribute("href", pathToRoot + entryHref);
    }
  }

  // On phones the sidebar is a drawer over the page: a backdrop closes it, the page behind it is
  // inert while it is open, and focus goes into it and back to the menu button.
  var sidebar = doc.getElementById("bg-sidebar");
  var menu = doc.getElementById("bg-menu");
  var main = doc.getElementById("bg-main");
  var backdrop = doc.createElement("div");
  backdrop.className = "bg-backdrop";
  backdrop.hidden = true;
  doc.body.appendChild(backdrop);
  function menuIsOpen() { return !!sidebar && sidebar.classList.contains("bg-open"); }
  function setMenu(open, returnFocus) {
    if (!sidebar || !menu || open === menuIsOpen()) return false;
    sidebar.classList.toggle("bg-open", open);
    menu.setAttribute("aria-expanded", open ? "true" : "false");
    backdrop.hidden = !open;
    if (main) main.inert = open;
    if (open) {
      var target = sidebar.querySelector("[aria-current=location]") || sidebar.querySelector("[aria-current=page]") || sidebar.querySelector("a");
      if (target) {
        // preventScroll: focusing inside a sticky or fixed box can scroll the page; the list scrolls itself.
        target.focus({ preventScroll: true });
        sidebar.scrollTop += target.getBoundingClientRect().top - sidebar.getBoundingClientRect().top - sidebar.clientHeight / 3;
      }
    } else if (returnFocus) {
      menu.focus({ preventScroll: true });
    }
    return true;
  }
  if (menu) menu.addEventListener("click", function () { setMenu(!menuIsOpen(), true); });
  backdrop.addEventListener("click", function () { setMenu(false, true); });
  if (sidebar) {
    sidebar.addEventListener("click", function (event) {
      if (isNarrow() && event.target.closest && event.target.closest("a")) setMenu(false, false);
    });
  }
  if (narrowQuery && narrowQuery.addEventListener) {
    narrowQuery.addEventListener("change", function () { if (!isNarrow()) setMenu(false, false); });
  }

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

  // Copy buttons: "Copy" copies exactly the code shown, which never holds the hidden lines;
  // "Copy program" copies the complete program of the block's disclosure (imports, helper,
  // hidden declarations, the example up to this block), which compiles on its own.
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
      function addButton(label, description, source) {
        var button = doc.createElement("button");
        button.type = "button"; button.className = "bg-copy"; button.textContent = label;
        button.setAttribute("aria-label", description);
        button.addEventListener("click", function () {
          copyText(source.textContent, function (ok) {
            button.textContent = ok ? "Copied" : "Copy failed";
            setTimeout(function () { button.textContent = label; }, 1500);
          });
        });
        head.appendChild(button);
      }
      addButton("Copy", "Copy code", code);
      var program = block.querySelector(".bg-program pre code");
      if (program) {
        addButton("Copy program", "Copy the complete program up to this block", program);
        // The button gives the keyboard the program, so its disclosure costs no Tab stop of its
        // own; a pointer and a screen reader's browse mode still open it.
        var summary = block.querySelector(".bg-program summary");
        if (summary) summary.setAttribute("tabindex", "-1");
      }
    })(blocks[b]);
  }

  // The keyboard shortcuts panel: a modal dialog, opened with "?" or the sidebar's button.
  var keys = doc.getElementById("bg-keys");
  function openKeys() {
    if (!keys || keys.open || !keys.showModal) return;
    setMenu(false, false);
    keys.showModal();
  }
  if (keys) {
    var closeKeys = keys.querySelector("[data-close]");
    if (closeKeys) closeKeys.addEventListener("click", function () { keys.close(); });
    // A click on the backdrop lands on the dialog itself.
    keys.addEventListener("click", function (event) { if (event.target === keys) keys.close(); });
  }
  var keysButton = doc.getElementById("bg-keys-button");
  if (keysButton) keysButton.addEventListener("click", openKeys);
  var article = doc.querySelector(".bg-article");
  var topbar = doc.querySelector(".bg-topbar");
  var isPrintPage = doc.body.classList.contains("bg-print-page");
  function decoded(text) { try { return decodeURIComponent(text); } catch (e) { return text; } }

  // The current chapter's sections, listed under its sidebar entry.
  var headings = article && !isPrintPage ? [].slice.call(article.querySelectorAll("h2[id], h3[id]")) : [];
  var sectionLinks = [];
  function headingText(heading) {
    var copy = heading.cloneNode(true), anchor = copy.querySelector(".bg-anchor");
    if (anchor) anchor.parentNode.removeChild(anchor);
    return copy.textContent.trim();
  }
  if (currentEntry && headings.length > 1) {
    var sections = doc.createElement("ol");
    sections.className = "bg-toc-sections";
    sections.setAttribute("aria-label", "Sections of this chapter");
    headings.forEach(function (heading) {
      var item = doc.createElement("li"), link = doc.createElement("a");
      if (heading.tagName === "H3") item.className = "bg-sub";
      link.href = "#" + heading.id;
      link.textContent = headingText(heading);
      item.appendChild(link);
      sections.appendChild(item);
      sectionLinks.push(link);
    });
    currentEntry.parentNode.appendChild(sections);
  }
  function keepInSidebarView(link, where) {
    if (!sidebar || isNarrow()) return;
    var box = sidebar.getBoundingClientRect(), place = link.getBoundingClientRect();
    if (place.top < box.top + 8 || place.bottom > box.bottom - 8) sidebar.scrollTop += place.top - box.top - box.height * where;
  }
  if (currentEntry) keepInSidebarView(currentEntry, 0.2);

  // The section being read: the last heading above a line just under the top bar. At the end of
  // the page the last sections may never reach that line; then the one the address names, or the
  // last one on screen.
  var reading = -1, scheduled = false;
  function track() {
    scheduled = false;
    var line = (topbar ? topbar.getBoundingClientRect().bottom : 0) + 24, index = -1, i;
    for (i = 0; i < headings.length; i++) {
      if (headings[i].getBoundingClientRect().top <= line) index = i; else break;
    }
    var scroller = doc.scrollingElement || root;
    if (scroller.scrollTop > 0 && scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 2) {
      var named = headings.indexOf(doc.getElementById(decoded(window.location.hash.slice(1))));
      if (named > index) index = named;
      else for (i = headings.length - 1; i > index; i--) { if (headings[i].getBoundingClientRect().top < window.innerHeight) { index = i; break; } }
    }
    if (index === reading) return;
    if (reading >= 0) sectionLinks[reading].removeAttribute("aria-current");
    reading = index;
    if (index >= 0) {
      sectionLinks[index].setAttribute("aria-current", "location");
      keepInSidebarView(sectionLinks[index], 0.33);
    }
  }
  function scheduleTrack() {
    if (!scheduled) { scheduled = true; window.requestAnimationFrame(track); }
  }
  if (sectionLinks.length) {
    window.addEventListener("scroll", scheduleTrack, { passive: true });
    window.addEventListener("hashchange", scheduleTrack);
    track();
  }

  // Code, output, tables and marble diagrams take a Tab stop (to scroll them with the keyboard) only when they scroll.
  var scrollers = doc.querySelectorAll(".bg-code pre, .bg-console pre, .bg-table, .bg-marbles-scroll");
  function updateScrollers() {
    var scrolls = [], s;
    for (s = 0; s < scrollers.length; s++) {
      scrolls.push(scrollers[s].scrollWidth > scrollers[s].clientWidth + 1 || scrollers[s].scrollHeight > scrollers[s].clientHeight + 1);
    }
    for (s = 0; s < scrollers.length; s++) {
      if (scrolls[s]) scrollers[s].setAttribute("tabindex", "0"); else scrollers[s].removeAttribute("tabindex");
    }
  }
  updateScrollers();
  var resizeTimer = null;
  window.addEventListener("resize", function () { clearTimeout(resizeTimer); resizeTimer = setTimeout(updateScrollers, 150); });

  // A link to a section this page does not have says so, instead of leaving the reader at the top.
  var notice = null;
  function idWords(id) {
    return id.toLowerCase().split(/[^a-z0-9\u00C0-\uFFFF]+/).filter(function (w) { return w.length > 2; }).map(stem);
  }
  function similarHeadings(id) {
    var wanted = idWords(id), found = [];
    var all = article.querySelectorAll("h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]");
    for (var h = 0; h < all.length; h++) {
      var have = idWords(all[h].id), shared = 0;
      for (var w = 0; w < wanted.length; w++) if (have.indexOf(wanted[w]) !== -1) shared++;
      if (shared) found.push({ heading: all[h], shared: shared, order: h });
    }
    found.sort(function (a, b) { return b.shared - a.shared || a.order - b.order; });
    return found.slice(0, 3).map(function (f) { return f.heading; });
  }
  function checkAnchor() {
    if (notice) { notice.parentNode.removeChild(notice); notice = null; }
    var raw = window.location.hash.slice(1), id = decoded(raw);
    if (!raw || !article) return;
    if (doc.getElementById(id) || doc.getElementById(raw)) return;
    notice = doc.createElement("div");
    notice.className = "bg-notice";
    notice.setAttribute("role", "alert");
    var text = doc.createElement("p");
    text.appendChild(doc.createTextNode("This page has no section “#" + id + "”: the link that brought you here is out of date. "));
    var similar = similarHeadings(id);
    if (similar.length) {
      text.appendChild(doc.createTextNode(similar.length === 1 ? "Perhaps you wanted " : "Perhaps you wanted one of "));
      similar.forEach(function (heading, n) {
        if (n > 0) text.appendChild(doc.createTextNode(n === similar.length - 1 ? " or " : ", "));
        var link = doc.createElement("a");
        link.href = "#" + heading.id;
        link.textContent = headingText(heading);
        text.appendChild(link);
      });
      text.appendChild(doc.createTextNode("."));
    } else {
      text.appendChild(doc.createTextNode(sectionLinks.length ? "The chapter's sections are listed in the sidebar." : "The page starts below."));
    }
    notice.appendChild(text);
    var dismiss = doc.createElement("button");
    dismiss.type = "button"; dismiss.className = "bg-text-button"; dismiss.textContent = "Dismiss";
    dismiss.addEventListener("click", function () { notice.parentNode.removeChild(notice); notice = null; });
    notice.appendChild(dismiss);
    article.insertBefore(notice, article.firstChild);
  }
  checkAnchor();
  window.addEventListener("hashchange", checkAnchor);

  // The 404 page: a guess at the chapter the address meant, by the words the two names share.
  var guess = doc.getElementById("bg-not-found-guess");
  if (guess && toc) {
    var asked = decoded(window.location.pathname.split("/").pop() || "");
    var askedWords = asked.toLowerCase().replace(/\.html?$/, "").split(/[^a-z0-9]+/).filter(function (w) { return w && w !== "404"; });
    var bestEntry = null, bestShared = 0, chapters = toc.querySelectorAll("a[href$='.html']");
    for (var c = 0; c < chapters.length; c++) {
      var nameWords = chapters[c].getAttribute("href").replace(/\.html$/, "").split(/[^a-z0-9]+/), shared = 0;
      for (var a = 0; a < askedWords.length; a++) if (nameWords.indexOf(askedWords[a]) !== -1) shared++;
      if (shared > bestShared) { bestShared = shared; bestEntry = chapters[c]; }
    }
    if (bestEntry) {
      guess.textContent = "Perhaps you were looking for ";
      var suggestion = doc.createElement("a");
      suggestion.href = bestEntry.getAttribute("href");
      suggestion.textContent = bestEntry.textContent.replace(/^\d+\.\s*/, "");
      guess.appendChild(suggestion);
      guess.appendChild(doc.createTextNode("."));
      guess.hidden = false;
    }
  }
  var panel = doc.getElementById("bg-search");
  var input = doc.getElementById("bg-search-input");
  var results = doc.getElementById("bg-search-results");
  var status = doc.getElementById("bg-search-status");
  var searchButton = doc.getElementById("bg-search-button");
  var prepared = null, loading = false;
  var WORD = (function () {
    try { return new RegExp("[\\p{L}\\p{N}_]+", "gu"); } catch (e) { return /[A-Za-z0-9_\u00C0-\uFFFF]+/g; }
  })();
  function wordsOf(text) { return text.match(WORD) || []; }

  // A light English stemmer: "disposing", "disposed" and "dispose" all become "dispos".
  function stem(word) {
    var w = word;
    if (w.length <= 3) return w;
    if (/ies$/.test(w)) w = w.slice(0, -3) + "y";
    else if (/sses$/.test(w)) w = w.slice(0, -2);
    else if (/[^su]s$/.test(w)) w = w.slice(0, -1);
    if (w.length > 5 && /ing$/.test(w)) w = w.slice(0, -3);
    else if (w.length > 4 && /ed$/.test(w)) w = w.slice(0, -2);
    if (/([b-df-hj-km-np-rtv-z])\1$/.test(w)) w = w.slice(0, -1);
    if (w.length > 3 && /e$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  // The stems of a word: the word's own and, for camelCase names, each part's ("lastSearch": "search").
  function stemsOf(word) {
    var lower = word.toLowerCase(), stems = [stem(lower)];
    if (lower !== word && /[a-z0-9][A-Z]/.test(word)) {
      var parts = word.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(" ");
      for (var p = 0; p < parts.length; p++) if (parts[p].length > 1) stems.push(stem(parts[p]));
    }
    return stems;
  }
  function stemCounts(text) {
    var counts = Object.create(null), words = wordsOf(text);
    for (var w = 0; w < words.length; w++) {
      var stems = stemsOf(words[w]);
      for (var s = 0; s < stems.length; s++) counts[stems[s]] = (counts[stems[s]] || 0) + 1;
    }
    return counts;
  }
  function termsOf(query) {
    var terms = [], seen = Object.create(null), words = wordsOf(query);
    for (var w = 0; w < words.length; w++) {
      var stemmed = stem(words[w].toLowerCase());
      if (!seen[stemmed]) { seen[stemmed] = true; terms.push(stemmed); }
    }
    return terms;
  }
  // 2: the same stem; 1: a word that begins with the term (from three letters on); 0: no match.
  function strength(stemmed, term) {
    if (stemmed === term) return 2;
    return term.length >= 3 && stemmed.lastIndexOf(term, 0) === 0 ? 1 : 0;
  }
  function best(counts, term) {
    var top = 0;
    for (var word in counts) { var s = strength(word, term); if (s > top) { top = s; if (s === 2) break; } }
    return top;
  }
  function occurrences(counts, term) {
    var n = 0;
    for (var word in counts) n += counts[word] * strength(word, term);
    return n;
  }
  function matches(word, terms) {
    var stems = stemsOf(word);
    for (var t = 0; t < terms.length; t++) for (var s = 0; s < stems.length; s++) if (strength(stems[s], terms[t])) return true;
    return false;
  }

  function prepare() {
    var index = window.bookgenSearch;
    if (!index) return null;
    prepared = index.docs.map(function (d, order) {
      var page = index.pages[d[0]], code = d[4] || "";
      return { page: page, anchor: d[1], title: d[2], text: d[3], code: code, order: order,
               titleLower: d[2].toLowerCase(), textLower: d[3].toLowerCase(),
               titleWords: stemCounts(d[2]), pageWords: stemCounts(page[1]), textWords: stemCounts(d[3]), codeWords: stemCounts(code) };
    });
    return prepared;
  }
  function score(d, terms, phrase) {
    var total = 0;
    for (var t = 0; t < terms.length; t++) {
      var inTitle = best(d.titleWords, terms[t]), inText = occurrences(d.textWords, terms[t]), inCode = best(d.codeWords, terms[t]);
      if (!inTitle && !inText && !inCode) return 0;
      total += (inTitle === 2 ? 40 : inTitle ? 25 : 0) + Math.min(inText, 10) + (inCode ? 4 : 0) + (best(d.pageWords, terms[t]) ? 3 : 0);
    }
    if (terms.length > 1 && phrase) {
      if (d.titleLower.indexOf(phrase) !== -1) total += 30;
      else if (d.textLower.indexOf(phrase) !== -1) total += 10;
    }
    return total;
  }

  // Appends `text` to `parent` with each matching word in a <mark>; returns how many were marked.
  function appendMarked(parent, text, terms, markClass) {
    var pattern = new RegExp(WORD.source, WORD.flags), found, at = 0, count = 0;
    while ((found = pattern.exec(text)) !== null) {
      if (!matches(found[0], terms)) continue;
      if (found.index > at) parent.appendChild(doc.createTextNode(text.slice(at, found.index)));
      var mark = doc.createElement("mark");
      if (markClass) mark.className = markClass;
      mark.textContent = found[0];
      parent.appendChild(mark);
      at = found.index + found[0].length;
      count++;
    }
    if (at < text.length) parent.appendChild(doc.createTextNode(text.slice(at)));
    return count;
  }
  function firstMatch(text, terms) {
    var pattern = new RegExp(WORD.source, WORD.flags), found;
    while ((found = pattern.exec(text)) !== null) if (matches(found[0], terms)) return found.index;
    return -1;
  }
  function excerpt(d, terms) {
    var at = firstMatch(d.text, terms);
    if (at === -1) {
      var names = wordsOf(d.code).filter(function (word) { return matches(word, terms); });
      if (names.length) return "In the code: " + names.slice(0, 4).join(", ");
      at = 0;
    }
    var start = Math.max(0, at - 60), end = Math.min(d.text.length, at + 140);
    if (start > 0) { var space = d.text.indexOf(" ", start); if (space !== -1 && space < at) start = space + 1; }
    return (start > 0 ? "…" : "") + d.text.slice(start, end) + (end < d.text.length ? "…" : "");
  }

  function loadIndex() {
    if (prepared || loading) return;
    loading = true;
    var script = doc.createElement("script");
    script.src = pathToRoot + "searchindex.js";
    script.onload = function () { prepare(); run(); };
    script.onerror = function () { status.textContent = "The search index could not be loaded."; };
    doc.head.appendChild(script);
  }
  function remember(query) { try { sessionStorage.setItem("bookgen-search", query); } catch (e) {} }
  function openSearch() {
    if (!panel) return;
    if (!input.value) { try { input.value = sessionStorage.getItem("bookgen-search") || ""; } catch (e) {} }
    panel.hidden = false;
    if (searchButton) searchButton.setAttribute("aria-expanded", "true");
    input.focus(); input.select();
    loadIndex();
    run();
  }
  function closeSearch() {
    if (!panel || panel.hidden) return false;
    panel.hidden = true;
    if (searchButton) { searchButton.setAttribute("aria-expanded", "false"); searchButton.focus({ preventScroll: true }); }
    return true;
  }
  function run() {
    if (!prepared || !results) return;
    var query = input.value.trim();
    results.textContent = "";
    var terms = termsOf(query);
    if (!terms.length) { status.textContent = ""; return; }
    remember(query);
    var phrase = query.toLowerCase().replace(/\s+/g, " "), hits = [];
    for (var i = 0; i < prepared.length; i++) {
      var value = score(prepared[i], terms, phrase);
      if (value > 0) hits.push({ d: prepared[i], score: value });
    }
    hits.sort(function (a, b) { return b.score - a.score || a.d.order - b.d.order; });
    // book.toml's `[output.html.search] limit-results`, else 50.
    var limit = parseInt(panel.getAttribute("data-limit"), 10) || 50;
    status.textContent = hits.length === 0 ? "No results." : hits.length + (hits.length === 1 ? " result" : " results") + (hits.length > limit ? ", the first " + limit + " shown." : ".");
    hits.slice(0, limit).forEach(function (hit) {
      var d = hit.d, item = doc.createElement("li"), link = doc.createElement("a");
      link.href = pathToRoot + d.page[0] + "?search=" + encodeURIComponent(query) + (d.anchor ? "#" + d.anchor : "");
      var title = doc.createElement("span");
      title.className = "bg-result-title";
      appendMarked(title, d.title === d.page[1] ? d.title : d.page[1] + " › " + d.title, terms);
      link.appendChild(title);
      var snippet = doc.createElement("span");
      snippet.className = "bg-result-snippet";
      appendMarked(snippet, excerpt(d, terms), terms);
      link.appendChild(snippet);
      item.appendChild(link);
      results.appendChild(item);
    });
  }
  if (input) {
    input.addEventListener("input", run);
    input.addEventListener("keydown", function (event) {
      var first = results.querySelector("a");
      if (event.key === "Enter" && first) { event.preventDefault(); window.location.href = first.href; }
      else if (event.key === "ArrowDown" && first) { event.preventDefault(); first.focus(); }
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

  // The page a result opened: its terms highlighted, with a bar to step through them or clear them.
  var hitBar = null, hitIndex = -1;
  function highlightPage(query) {
    var terms = termsOf(query), article = doc.querySelector(".bg-article");
    if (!terms.length || !article) return 0;
    var walker = doc.createTreeWalker(article, NodeFilter.SHOW_TEXT, null), nodes = [], node;
    while ((node = walker.nextNode())) {
      if (!node.parentNode.closest(".bg-anchor, .bg-code-head, .bg-console-head, .bg-notice") && firstMatch(node.nodeValue, terms) !== -1) nodes.push(node);
    }
    var count = 0;
    nodes.forEach(function (textNode) {
      var fragment = doc.createDocumentFragment();
      count += appendMarked(fragment, textNode.nodeValue, terms, "bg-hit");
      textNode.parentNode.replaceChild(fragment, textNode);
    });
    return count;
  }
  function nextHit() {
    var marks = doc.querySelectorAll("mark.bg-hit");
    if (!marks.length) return;
    if (hitIndex >= 0 && marks[hitIndex]) marks[hitIndex].classList.remove("bg-hit-current");
    hitIndex = (hitIndex + 1) % marks.length;
    marks[hitIndex].classList.add("bg-hit-current");
    marks[hitIndex].scrollIntoView({ block: "center" });
  }
  function clearHighlights() {
    var marks = doc.querySelectorAll("mark.bg-hit");
    if (!marks.length && !hitBar) return false;
    for (var m = 0; m < marks.length; m++) {
      var parent = marks[m].parentNode;
      parent.replaceChild(doc.createTextNode(marks[m].textContent), marks[m]);
      parent.normalize();
    }
    if (hitBar) { hitBar.parentNode.removeChild(hitBar); hitBar = null; }
    try { history.replaceState(null, "", window.location.pathname + window.location.hash); } catch (e) {}
    return true;
  }
  function showHitBar(query, count) {
    hitBar = doc.createElement("div");
    hitBar.className = "bg-hit-bar";
    hitBar.setAttribute("role", "status");
    var text = doc.createElement("span");
    text.textContent = count ? count + (count === 1 ? " match" : " matches") + " for “" + query + "”" : "No match for “" + query + "” on this page";
    hitBar.appendChild(text);
    function button(label, action) {
      var b = doc.createElement("button");
      b.type = "button"; b.className = "bg-text-button"; b.textContent = label;
      b.addEventListener("click", action);
      hitBar.appendChild(b);
    }
    if (count > 1) button("Next", nextHit);
    button("Clear", clearHighlights);
    doc.body.appendChild(hitBar);
  }
  var landingQuery = null;
  try { landingQuery = new URLSearchParams(window.location.search).get("search"); } catch (e) {}
  if (landingQuery && landingQuery.trim()) {
    landingQuery = landingQuery.trim();
    if (input) input.value = landingQuery;
    remember(landingQuery);
    var hitCount = highlightPage(landingQuery);
    showHitBar(landingQuery, hitCount);
    // A result for a chapter's opening section has no anchor: show its first match.
    if (!window.location.hash && hitCount) nextHit();
  }
  doc.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (keys && keys.open) return;
    if (event.key === "Escape") {
      if (!closeSearch() && !setMenu(false, true)) clearHighlights();
      return;
    }
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
    if (event.key === "/" || event.key === "s" || event.key === "S") { event.preventDefault(); setMenu(false, false); openSearch(); return; }
    if (event.key === "?") { event.preventDefault(); openKeys(); return; }
    // Arrows scroll a focused code block or table; elsewhere they turn the page.
    if (target && target.closest && target.closest("pre, .bg-table")) return;
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (rel && !event.shiftKey) {
      var link = doc.querySelector(".bg-pager a[rel=" + rel + "]");
      if (link) window.location.href = link.href;
    }
  });
})();
