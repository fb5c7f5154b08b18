#!/usr/bin/env python3
"""Checks the site's scripts in headless Chromium, from file://, as a reader uses them:

1. the shared table of contents (toc.js) fills the sidebar of a chapter page;
2. pressing "/" opens search, typing a query lists results with highlighted snippets, and the
   first result links to a page and an anchor that exist;
3. the theme toggle switches the theme and stores the choice (localStorage) for the next page.

Each check is a page copy with a few lines appended that act like a reader and write what they saw
into the page; `chromium --headless --dump-dom` prints it. Usage: check_behaviour.py SITE CHAPTER_PAGE.
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

PROBE = """<script>
window.addEventListener("load", function () {
  var doc = document, report = {};
  function finish() {
    var out = doc.createElement("pre"); out.id = "behaviour-result";
    out.textContent = JSON.stringify(report); doc.body.appendChild(out);
  }
  report.tocLinks = doc.querySelectorAll("nav a[href$='.html']").length;
  doc.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
  var panel = doc.getElementById("bg-search");
  report.searchOpened = !!panel && !panel.hidden;
  var input = doc.getElementById("bg-search-input");
  input.value = %(query)s;
  var tries = 0;
  (function poll() {
    input.dispatchEvent(new Event("input", { bubbles: true }));
    var links = doc.querySelectorAll("#bg-search-results a");
    if (links.length === 0 && tries++ < 50) { setTimeout(poll, 100); return; }
    report.results = links.length;
    report.firstHref = links.length ? links[0].getAttribute("href") : null;
    report.marks = doc.querySelectorAll("#bg-search-results mark").length;
    report.status = doc.getElementById("bg-search-status").textContent;
    var toggle = doc.getElementById("bg-theme-toggle");
    report.toggleFound = !!toggle;
    if (toggle) {
      var before = doc.documentElement.getAttribute("data-theme");
      toggle.click();
      report.themeBefore = before;
      report.themeAfter = doc.documentElement.getAttribute("data-theme");
      try { report.remembered = JSON.stringify(Object.assign({}, localStorage)); } catch (e) { report.remembered = "unavailable: " + e; }
    }
    finish();
  })();
});
</script>"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("behaviour: no chromium on this machine")


def main(site, page):
    browser = chromium()
    problems = []
    with tempfile.TemporaryDirectory() as work:
        copy = os.path.join(work, "site")
        shutil.copytree(site, copy)
        source = open(os.path.join(copy, page), encoding="utf-8").read()
        probe = os.path.join(copy, "behaviour-" + page)
        with open(probe, "w", encoding="utf-8") as handle:
            handle.write(source.replace("</body>", PROBE % {"query": json.dumps("replay buffer")} + "</body>"))
        result = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=20000",
             "--window-size=1280,900", "--dump-dom", "file://" + probe],
            capture_output=True, text=True, timeout=180)
        match = re.search(r'<pre id="behaviour-result">(.*?)</pre>', result.stdout, re.S)
        if not match:
            print(f"behaviour: {page}: no result (chromium exit {result.returncode})")
            return 1
        report = json.loads(html.unescape(match.group(1)))
        print("behaviour:", json.dumps(report, sort_keys=True))
        if report.get("tocLinks", 0) < 9:
            problems.append(f"the sidebar holds {report.get('tocLinks')} chapter links, expected at least 9")
        if not report.get("searchOpened"):
            problems.append("pressing / did not open search")
        if report.get("results", 0) < 1:
            problems.append(f"searching 'replay buffer' found nothing ({report.get('status')!r})")
        if report.get("marks", 0) < 1:
            problems.append("search results have no highlighted terms")
        href = report.get("firstHref") or ""
        target, _, anchor = href.partition("#")
        target_path = os.path.join(site, target)
        if not os.path.isfile(target_path):
            problems.append(f"the first result links to a missing page: {href!r}")
        elif anchor and f'id="{anchor}"' not in open(target_path, encoding="utf-8").read():
            problems.append(f"the first result links to a missing anchor: {href!r}")
        if not report.get("toggleFound"):
            problems.append("no theme toggle found")
        elif report.get("themeAfter") == report.get("themeBefore"):
            problems.append("the theme toggle did not change the theme")
        elif report.get("themeAfter") not in str(report.get("remembered")):
            problems.append(f"the chosen theme is not remembered: {report.get('remembered')!r}")
    for problem in problems:
        print(f"behaviour: {page}: {problem}")
    print(f"behaviour: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
