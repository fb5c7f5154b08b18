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
