#!/usr/bin/env python3
"""Runs axe-core in headless Chromium on pages of a built site, light and dark, and checks that no
page scrolls sideways at a 390 px phone width (measured in a 390 px iframe: headless Chromium will
not make its window narrower than 500 px).

No WebDriver: each page is copied with axe.min.js and a few lines that run axe and write the
violations into the page; `chromium --headless --dump-dom` then prints the page, results included.
Usage: run_axe.py SITE AXE_JS [PAGE ...]. Exits 1 on any serious or critical violation.
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

RUNNER = """<script src="%(root)saxe.min.js"></script><script>
(function () {
  if (%(dark)s) document.documentElement.setAttribute("data-theme", "dark");
  axe.run(document, { resultTypes: ["violations"] }).then(function (r) {
    var out = document.createElement("pre"); out.id = "axe-result";
    var list = r.violations.map(function (v) {
      return { id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(function (n) { return n.target.join(" ") + " :: " + (n.failureSummary || ""); }), count: v.nodes.length };
    });
    out.textContent = JSON.stringify(list);
    document.body.appendChild(out);
  }, function (e) { var out = document.createElement("pre"); out.id = "axe-result"; out.textContent = JSON.stringify({ error: String(e) }); document.body.appendChild(out); });
})();
</script>"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("axe: no chromium on this machine")


PROBE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>probe</title></head><body>
<iframe id="f" title="page" src="%(page)s" style="width:390px;height:844px;border:0"></iframe><pre id="probe-result"></pre>
<script>document.getElementById("f").onload = function () {
  var d = this.contentDocument.documentElement;
  document.getElementById("probe-result").textContent = String(d.scrollWidth - d.clientWidth);
};</script></body></html>"""


def sideways(browser, copy, pages):
    """The number of pages that scroll sideways in a 390 px wide viewport."""
    bad = 0
    for page in pages:
        # At the top of the site, framing the page by its path from there.
        probe = os.path.join(copy, "probe-" + page.replace("/", "-"))
        with open(probe, "w", encoding="utf-8") as handle:
            handle.write(PROBE % {"page": page})
        result = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--virtual-time-budget=10000", "--window-size=800,900", "--dump-dom", "file://" + probe],
            capture_output=True, text=True, timeout=180)
        match = re.search(r'<pre id="probe-result">(-?\d+)</pre>', result.stdout)
        if not match:
            print(f"390 px: {page}: no measurement")
            bad += 1
        elif int(match.group(1)) > 0:
            print(f"390 px: {page}: scrolls sideways by {match.group(1)} px")
            bad += 1
        else:
            print(f"390 px: {page}: no sideways scrolling")
    return bad


def main(site, axe_js, pages):
    browser = chromium()
    serious = 0
    with tempfile.TemporaryDirectory() as work:
        copy = os.path.join(work, "site")
        shutil.copytree(site, copy)
        shutil.copy(axe_js, os.path.join(copy, "axe.min.js"))
        for page in pages:
            for dark, width in ((False, 1280), (True, 1280)):
                source = open(os.path.join(copy, page), encoding="utf-8").read()
                # Beside the page, so that its relative links hold; axe is found from the top.
                folder, base = os.path.split(page)
                name = os.path.join(folder, ("dark-" if dark else "light-") + str(width) + "-" + base)
                root = "../" * len([part for part in folder.split("/") if part])
                with open(os.path.join(copy, name), "w", encoding="utf-8") as handle:
                    handle.write(source.replace("</body>", RUNNER % {"dark": "true" if dark else "false", "root": root} + "</body>"))
                result = subprocess.run(
                    [browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=30000",
                     f"--window-size={width},900", "--dump-dom", "file://" + os.path.join(copy, name)],
                    capture_output=True, text=True, timeout=180)
                match = re.search(r'<pre id="axe-result">(.*?)</pre>', result.stdout, re.S)
                label = f"{page} ({'dark' if dark else 'light'}, {width} px)"
                if not match:
                    print(f"axe: {label}: no result (chromium exit {result.returncode})")
                    serious += 1
                    continue
                violations = json.loads(html.unescape(match.group(1)))
                if isinstance(violations, dict):
                    print(f"axe: {label}: axe failed: {violations['error']}")
                    serious += 1
                    continue
                bad = [v for v in violations if v["impact"] in ("serious", "critical")]
                serious += len(bad)
                print(f"axe: {label}: {len(violations)} violations, {len(bad)} serious or critical")
                for v in violations:
                    print(f"    [{v['impact']}] {v['id']}: {v['help']} ({v['count']} elements)")
                    for node in v["nodes"]:
                        print(f"        {node}")
        serious += sideways(browser, copy, pages)
    print(f"axe: {serious} serious or critical violations (sideways scrolling counted as serious)")
    return 1 if serious else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
