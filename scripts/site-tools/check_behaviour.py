#!/usr/bin/env python3
"""Checks the site's scripts in headless Chromium, from file://, as a reader uses them:

1. the shared table of contents (toc.js) fills the sidebar, which lists the chapter's sections
   and marks the one being read as the page scrolls;
2. pressing "/" opens search; a query lists results with highlighted words and links to a page
   and an anchor that exist; code is searched too ("lastSearch"); a heading ranks high for a word
   it holds in another form ("dispose" finds "Disposing a replay subject");
3. a result's link keeps the query: the page it opens highlights the terms and search opens on it;
4. the theme toggle switches the theme and stores the choice (localStorage) for the next page;
5. "?" opens the keyboard shortcuts panel; an example whose code and output do not scroll costs
   at most two Tab stops (its Copy and Copy program buttons);
6. at 390 px, the menu opens the sidebar as a drawer with a backdrop, moves focus into it, and a
   tap on the backdrop closes it and gives focus back to the menu button; on every page with a
   table, a table too wide for the screen scrolls, says so, and can be reached with Tab;
7. a link to a missing section shows a notice naming the likely section; the 404 page, served at a
   missing address, guesses the chapter meant;
8. on 02-publish-subject.html, "Copy program" on the last block of the first example, pressed with
   the keyboard, puts on the clipboard exactly the complete program its disclosure shows (the one
   PublishedCodeRunTests compiles against RxSwift and runs): imports, the example helper, and the
   example up to that block.

Chromium is driven over the DevTools protocol (cdp.py), in real time, with real key presses and taps
where a synthetic event would not do. With AXE_JS, axe-core also checks the states only the script
reaches (drawer open, search results, shortcuts panel, highlighted terms, missing-anchor notice), light
and dark. Usage: check_behaviour.py SITE CHAPTER_PAGE [AXE_JS].
"""
import json
import os
import shutil
import sys
import tempfile

import cdp

# Helpers every check can use, defined once per page.
HELPERS = """
window.__wait = function (ms) { return new Promise(function (done) { setTimeout(done, ms); }); };
window.__search = function (query) {
  var input = document.getElementById("bg-search-input"), tries = 0;
  input.value = query;
  return new Promise(function (done) {
    (function poll() {
      input.dispatchEvent(new Event("input", { bubbles: true }));
      var links = document.querySelectorAll("#bg-search-results a");
      if (links.length === 0 && tries++ < 30) { setTimeout(poll, 100); return; }
      done({ links: [].map.call(links, function (a) { return { href: a.getAttribute("href"), title: a.querySelector(".bg-result-title").textContent }; }),
             marks: document.querySelectorAll("#bg-search-results mark").length });
    })();
  });
};
true
"""

SIDEBAR = """(async function () {
  var r = {}, doc = document;
  r.tocLinks = doc.querySelectorAll("#bg-toc a[href$='.html']").length;
  r.sections = doc.querySelectorAll(".bg-toc-sections a").length;
  var headings = doc.querySelectorAll(".bg-article h2[id], .bg-article h3[id]");
  r.tracked = [];
  var targets = [headings[2], headings[headings.length - 3], headings[1]];
  for (var k = 0; k < targets.length; k++) {
    window.scrollTo(0, targets[k].getBoundingClientRect().top + window.scrollY - 60);
    await __wait(250);
    var current = doc.querySelector(".bg-toc-sections a[aria-current=location]");
    r.tracked.push({ expected: "#" + targets[k].id, marked: current ? current.getAttribute("href") : null });
  }
  window.scrollTo(0, 0);
  await __wait(100);
  return r;
})()"""

SEARCH = """(async function () {
  var r = {}, doc = document;
  doc.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
  var panel = doc.getElementById("bg-search");
  r.searchOpened = !!panel && !panel.hidden;
  var found = await __search("replay buffer");
  r.replayBuffer = found.links.slice(0, 3); r.replayMarks = found.marks;
  r.lastSearch = (await __search("lastSearch")).links.slice(0, 3);
  r.dispose = (await __search("dispose")).links.slice(0, 5);
  return r;
})()"""

THEME = """(function () {
  var r = {}, doc = document, toggle = doc.getElementById("bg-theme-toggle");
  r.searchClosed = doc.getElementById("bg-search").hidden;
  r.toggleFound = !!toggle;
  if (toggle) {
    r.themeBefore = doc.documentElement.getAttribute("data-theme");
    toggle.click();
    r.themeAfter = doc.documentElement.getAttribute("data-theme");
    try { r.remembered = JSON.stringify(Object.assign({}, localStorage)); } catch (e) { r.remembered = "unavailable: " + e; }
  }
  return r;
})()"""

KEYS_OPEN = """(function () { var keys = document.getElementById("bg-keys");
  return { open: !!keys && keys.open, listed: keys ? keys.querySelectorAll("dt").length : 0, focusInside: !!keys && keys.contains(document.activeElement) }; })()"""

# Tab stops per example, counted for the examples where nothing scrolls (code, output, a marble diagram).
TAB_STOPS = """(function () {
  var examples = document.querySelectorAll(".bg-example"), most = 0, still = 0, scrolling = 0, focusableScrolling = 0;
  for (var i = 0; i < examples.length; i++) {
    var pres = examples[i].querySelectorAll("pre, .bg-marbles-scroll"), scrolls = false;
    for (var p = 0; p < pres.length; p++) {
      var closed = pres[p].closest("details:not([open])");
      if (closed && !pres[p].closest("summary")) continue;  // not shown until the reader opens it
      if (pres[p].scrollWidth > pres[p].clientWidth + 1) { scrolls = true; if (pres[p].getAttribute("tabindex") === "0") focusableScrolling++; }
    }
    var stops = [].filter.call(examples[i].querySelectorAll("button, a[href], [tabindex]"), function (e) {
      return e.tabIndex >= 0 && !(e.closest("details:not([open])") && !e.closest("summary"));
    }).length;
    if (scrolls) { scrolling++; continue; }
    still++;
    most = Math.max(most, stops);
  }
  return { still: still, scrolling: scrolling, mostTabStops: most, focusableScrolling: focusableScrolling };
})()"""

LANDING = """(async function () {
  var r = {}, doc = document;
  r.hits = doc.querySelectorAll("mark.bg-hit").length;
  r.hitBar = !!doc.querySelector(".bg-hit-bar");
  r.kept = doc.getElementById("bg-search-input").value;
  doc.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
  await __wait(500);
  r.resultsOnOpen = doc.querySelectorAll("#bg-search-results a").length;
  doc.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  var clear = doc.querySelector(".bg-hit-bar .bg-text-button:last-child");
  if (clear) clear.click();
  r.hitsAfterClear = doc.querySelectorAll("mark.bg-hit").length;
  return r;
})()"""

DRAWER_OPEN = """(function () {
  var doc = document, sidebar = doc.getElementById("bg-sidebar"), backdrop = doc.querySelector(".bg-backdrop");
  doc.getElementById("bg-menu").click();
  var box = backdrop ? backdrop.getBoundingClientRect() : null;
  return { width: window.innerWidth, opened: sidebar.classList.contains("bg-open"),
           backdropShown: !!backdrop && !backdrop.hidden && getComputedStyle(backdrop).display !== "none",
           tapX: box ? Math.round(box.right - 20) : 0, tapY: box ? Math.round(box.top + box.height / 2) : 0,
           focusInside: sidebar.contains(doc.activeElement), mainInert: !!doc.getElementById("bg-main").inert };
})()"""

DRAWER_STATE = """(function () { var doc = document;
  return { open: doc.getElementById("bg-sidebar").classList.contains("bg-open"), focusOnMenu: doc.activeElement === doc.getElementById("bg-menu"),
           sideways: doc.documentElement.scrollWidth - doc.documentElement.clientWidth }; })()"""

# At 390 px: code in table cells is never split inside a word; a table that scrolls is focusable and
# shows edge shadows; section links are visible without hovering.
PHONE_READING = """(function () {
  var codes = document.querySelectorAll(".bg-table code"), broken = [];
  for (var i = 0; i < codes.length; i++) {
    if (!/\\s/.test(codes[i].textContent) && codes[i].getClientRects().length > 1) broken.push(codes[i].textContent);
  }
  var tables = document.querySelectorAll(".bg-table"), scrolling = 0, hinted = 0, focusable = 0;
  for (var t = 0; t < tables.length; t++) {
    if (tables[t].scrollWidth <= tables[t].clientWidth + 1) continue;
    scrolling++;
    if (getComputedStyle(tables[t]).backgroundImage.indexOf("radial-gradient") !== -1) hinted++;
    if (tables[t].getAttribute("tabindex") === "0") focusable++;
  }
  var anchor = document.querySelector(".bg-article h2 .bg-anchor"), style = anchor && getComputedStyle(anchor);
  return { codeInCells: codes.length, brokenCode: broken, scrollingTables: scrolling, hintedTables: hinted, focusableTables: focusable,
           anchorVisible: !!style && style.opacity === "1" && style.visibility === "visible" && style.display !== "none" };
})()"""

ANCHOR = """(function () {
  var notice = document.querySelector(".bg-notice");
  return { notice: notice ? notice.textContent : null,
           suggested: notice ? [].map.call(notice.querySelectorAll("a"), function (a) { return a.getAttribute("href"); }) : [] };
})()"""

NOT_FOUND = """(function () {
  var guess = document.getElementById("bg-not-found-guess"), link = guess && guess.querySelector("a");
  return { guessShown: !!guess && !guess.hidden, guess: link ? link.getAttribute("href") : null };
})()"""


AXE_RUN = """axe.run(document, { resultTypes: ["violations"] }).then(function (r) {
  return r.violations.filter(function (v) { return v.impact === "serious" || v.impact === "critical"; }).map(function (v) {
    return v.id + " (" + v.nodes.length + "): " + v.nodes.slice(0, 2).map(function (n) { return n.target.join(" "); }).join("; ");
  });
})"""

# The states a page only reaches through its script, which run_axe.py (page as loaded) never sees.
AXE_STATES = [
    ("drawer open, 390 px", "", 390, "document.getElementById('bg-menu').click()"),
    ("search results", "", 1280, "(document.getElementById('bg-search-button').click(), __search('dispose subject'))"),
    ("shortcuts panel", "", 1280, "document.getElementById('bg-keys').showModal()"),
    ("a result's page, highlighted", "?search=dispose%20subject%20next#disposing-a-replay-subject", 1280, "true"),
    ("missing-anchor notice, 390 px", "#disposing", 390, "true"),
]


COPY_PROGRAM = """(async function () {
  var r = {}, doc = document;
  var blocks = [].filter.call(doc.querySelectorAll(".bg-code"), function (b) { return b.querySelector(".bg-program"); });
  function exampleOf(block) { var m = /example \u201c(.*)\u201d/.exec(block.querySelector(".bg-badge").textContent); return m && m[1]; }
  r.example = exampleOf(blocks[0]);
  var last = blocks.filter(function (b) { return exampleOf(b) === r.example; }).pop();
  r.blocks = blocks.filter(function (b) { return exampleOf(b) === r.example; }).length;
  var button = [].filter.call(last.querySelectorAll("button.bg-copy"), function (b) { return b.textContent === "Copy program"; })[0];
  r.hasButton = !!button;
  r.label = button && button.getAttribute("aria-label");
  r.program = last.querySelector(".bg-program pre code").textContent;
  r.shown = last.querySelector("pre code").textContent;
  if (button) button.focus();
  r.focused = doc.activeElement === button;
  return r;
})()"""


def copy_program(browser, site, check, show):
    """Step 8: the clipboard after a keyboard press of "Copy program" holds the disclosure's program."""
    page = os.path.join(site, "02-publish-subject.html")
    if not os.path.isfile(page):
        check(False, "there is no 02-publish-subject.html to copy a program from")
        return
    browser.send("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    tab = open_page(browser, "file://" + page)
    browser.send("Emulation.setFocusEmulationEnabled", {"enabled": True}, tab.session)
    r = tab.run(COPY_PROGRAM)
    check(r["hasButton"], f"the last block of example {r['example']!r} has no Copy program button")
    check(r["focused"], "the Copy program button cannot take focus")
    tab.key("Enter", text="\r")
    copied = tab.run("__wait(300).then(function () { return navigator.clipboard.readText(); })")
    program = r["program"]
    show("copy program", {"example": r["example"], "blocks": r["blocks"], "label": r["label"], "copiedCharacters": len(copied or ""),
                          "firstLine": (copied or "").split("\n")[0]})
    check(r["blocks"] >= 2, f"example {r['example']!r} has {r['blocks']} blocks; the check wants one that extends it")
    check(copied == program, "the clipboard does not hold the program the last block's disclosure shows")
    check(program.startswith("import RxSwift\n"), "the copied program does not start with `import RxSwift`")
    check("func example(of" in program, "the copied program lacks the example helper")
    check(f'example(of: "{r["example"]}")' in program, "the copied program does not start the example")
    check(r["shown"].strip() in program, "the copied program does not hold the block it was copied from")
    tab.close()


def axe_states(browser, url, axe_js, check):
    script = open(axe_js, encoding="utf-8").read()
    for dark in (False, True):
        for label, suffix, width, setup in AXE_STATES:
            tab = browser.open(url + suffix, width, 900, dark=dark)
            tab.run(HELPERS)
            tab.run(setup)
            tab.run("__wait(300)")
            tab.run(script + ";true")
            found = tab.run(AXE_RUN)
            name = f"{label}, {'dark' if dark else 'light'}"
            print(f"behaviour (axe, {name}): {len(found)} serious or critical")
            for violation in found:
                check(False, f"axe, {name}: {violation}")
            tab.close()


def open_page(browser, url, width=1280, height=900):
    page = browser.open(url, width, height)
    page.run(HELPERS)
    return page


def page_of(href):
    return href.split("#")[0].split("?")[0]


def main(site, page, axe_js=None):
    problems = []

    def check(condition, message):
        if not condition:
            problems.append(message)

    def show(label, value):
        print(f"behaviour ({label}):", json.dumps(value, sort_keys=True, ensure_ascii=False))

    with tempfile.TemporaryDirectory() as work, cdp.Browser() as browser:
        copy = os.path.join(work, "site")
        shutil.copytree(site, copy)
        url = "file://" + os.path.join(copy, page)

        tab = open_page(browser, url)
        r = tab.run(SIDEBAR)
        show("sidebar", r)
        check(r["tocLinks"] >= 9, f"the sidebar holds {r['tocLinks']} chapter links, expected at least 9")
        check(r["sections"] >= 2, "the sidebar does not list the chapter's sections")
        for visit in r["tracked"]:
            check(visit["marked"] == visit["expected"], f"scrolled to {visit['expected']} but the sidebar marks {visit['marked']}")

        r = tab.run(SEARCH)
        show("search", r)
        check(r["searchOpened"], "pressing / did not open search")
        check(r["replayBuffer"], "searching 'replay buffer' found nothing")
        check(r["replayMarks"] >= 1, "search results have no highlighted terms")
        for result in r["replayBuffer"][:1]:
            href = result["href"]
            check("?search=replay%20buffer" in href, f"a result's link does not keep the query: {href!r}")
            target, anchor = page_of(href), href.partition("#")[2]
            target_path = os.path.join(site, target)
            if not os.path.isfile(target_path):
                problems.append(f"the first result links to a missing page: {href!r}")
            elif anchor and f'id="{anchor}"' not in open(target_path, encoding="utf-8").read():
                problems.append(f"the first result links to a missing anchor: {href!r}")
        check(any(page_of(x["href"]) == "04-replay-subject.html" for x in r["lastSearch"]),
              f"searching code for 'lastSearch' does not find chapter 4: {r['lastSearch']}")
        check(any("Disposing a replay subject" in x["title"] for x in r["dispose"][:3]),
              f"'Disposing a replay subject' is not among the first 3 results for 'dispose': {r['dispose']}")

        tab.key("Escape")
        r = tab.run(THEME)
        show("theme", r)
        check(r["searchClosed"], "Escape did not close search")
        if not r["toggleFound"]:
            problems.append("no theme toggle found")
        elif r["themeAfter"] == r["themeBefore"]:
            problems.append("the theme toggle did not change the theme")
        elif r["themeAfter"] not in str(r["remembered"]):
            problems.append(f"the chosen theme is not remembered: {r['remembered']!r}")

        tab.run("document.activeElement && document.activeElement.blur(), true")
        tab.key("?", "Slash", "?")
        r = tab.run(KEYS_OPEN)
        tab.key("Escape")
        r["closedByEscape"] = not tab.run(KEYS_OPEN)["open"]
        show("shortcuts panel", r)
        check(r["open"] and r["listed"] >= 4, "? does not open the keyboard shortcuts panel")
        check(r["focusInside"], "focus does not move into the keyboard shortcuts panel")
        check(r["closedByEscape"], "Escape does not close the keyboard shortcuts panel")

        r = tab.run(TAB_STOPS)
        show("tab stops", r)
        check(r["still"] >= 1, "no example without scrolling to count Tab stops on")
        check(r["mostTabStops"] <= 2, f"an example that does not scroll costs {r['mostTabStops']} Tab stops (Copy and Copy program at most)")
        check(r["focusableScrolling"] >= r["scrolling"], "a scrolling code block cannot be reached with Tab")
        tab.close()

        tab = open_page(browser, url + "?search=lastSearch")
        r = tab.run(LANDING)
        show("landing page of a result", r)
        check(r["hits"] >= 1, "the page a result opens highlights nothing")
        check(r["hitBar"], "the page a result opens has no bar to clear the highlights")
        check(r["kept"] == "lastSearch", "the page a result opens does not keep the query in search")
        check(r["resultsOnOpen"] >= 1, "search on the page a result opens does not show the query's results")
        check(r["hitsAfterClear"] == 0, "Clear does not remove the highlights")
        tab.close()

        tab = open_page(browser, url, 390, 844)
        r = tab.run(DRAWER_OPEN)
        # A tap beside the drawer: on the backdrop when there is one.
        tab.tap(r["tapX"] or 380, r["tapY"] or 400)
        after_tap = tab.run(DRAWER_STATE)
        tab.run("document.getElementById('bg-menu').click(), true")
        tab.key("Escape")
        after_escape = tab.run(DRAWER_STATE)
        r.update({"closedByTap": not after_tap["open"], "focusBack": after_tap["focusOnMenu"], "closedByEscape": not after_escape["open"],
                  "focusBackAfterEscape": after_escape["focusOnMenu"], "sideways": after_escape["sideways"]})
        show("390 px drawer", r)
        for key, message in (("opened", "the menu does not open the drawer"), ("backdropShown", "the drawer has no backdrop"),
                             ("focusInside", "focus does not move into the drawer"), ("mainInert", "the page behind the drawer stays interactive"),
                             ("closedByTap", "a tap outside the drawer does not close it"),
                             ("focusBack", "focus does not return to the menu button"), ("closedByEscape", "Escape does not close the drawer")):
            check(r[key], message)
        check(r["sideways"] <= 0, f"the page scrolls sideways at 390 px by {r['sideways']} px")
        tab.close()
        # Tables are read wherever the book has them: every page with one, summed.
        r = {"codeInCells": 0, "brokenCode": [], "scrollingTables": 0, "hintedTables": 0, "focusableTables": 0}
        folder_url = url.rsplit("/", 1)[0]
        for name in sorted(os.listdir(site)):
            if not name.endswith(".html") or name == "print.html" or "<table" not in open(os.path.join(site, name), encoding="utf-8").read():
                continue
            tab = open_page(browser, f"{folder_url}/{name}", 390, 844)
            page = tab.run(PHONE_READING)
            for key in ("codeInCells", "scrollingTables", "hintedTables", "focusableTables"):
                r[key] += page[key]
            r["brokenCode"] += [f"{name}: {code}" for code in page["brokenCode"]]
            tab.close()
        tab = open_page(browser, url, 390, 844)
        r["anchorVisible"] = tab.run(PHONE_READING)["anchorVisible"]
        show("390 px reading", r)
        check(r["codeInCells"] >= 1, "no code in table cells to check")
        check(not r["brokenCode"], f"code in table cells breaks inside a word at 390 px: {r['brokenCode']}")
        check(r["scrollingTables"] >= 1, "no table scrolls at 390 px to check the hint on")
        check(r["hintedTables"] == r["scrollingTables"], "a table that scrolls shows no hint")
        check(r["focusableTables"] == r["scrollingTables"], "a table that scrolls cannot be reached with Tab")
        check(r["anchorVisible"], "section links are hidden until hovered, so touch cannot reach them")
        tab.close()

        tab = open_page(browser, url + "#disposing")
        r = tab.run(ANCHOR)
        show("missing anchor", r)
        check(r["notice"], "a link to a missing section shows no notice")
        check(r["suggested"], "the missing-section notice suggests no section")
        tab.close()

        # A server answers a missing address with 404.html's content at that address.
        if os.path.isfile(os.path.join(copy, "404.html")):
            shutil.copy(os.path.join(copy, "404.html"), os.path.join(copy, "publish.html"))
            tab = open_page(browser, "file://" + os.path.join(copy, "publish.html"))
            r = tab.run(NOT_FOUND)
            show("404 page at publish.html", r)
            check(r["guessShown"] and (r["guess"] or "").endswith("publish-subject.html"), "the 404 page does not guess the chapter for publish.html")
            tab.close()
        else:
            problems.append("the site has no 404.html")

        copy_program(browser, copy, check, show)

        if axe_js:
            axe_states(browser, url, axe_js, check)
    for problem in problems:
        print(f"behaviour: {page}: {problem}")
    print(f"behaviour: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
