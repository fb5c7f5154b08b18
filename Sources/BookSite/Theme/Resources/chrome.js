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
