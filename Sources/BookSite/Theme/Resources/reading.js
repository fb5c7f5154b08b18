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
