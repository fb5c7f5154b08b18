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
