#!/usr/bin/env python3
"""A DocC image with a `~dark` variant, in headless Chromium: the light image shows and the dark one
is hidden in the light theme; the dark one shows (and the light one hides) when the reader picks the
dark theme with the toggle, and when the system prefers dark and the reader picked nothing; print
always shows the light one. The image shown must also load, from file://.

Usage: check_dark_images.py SITE PAGE   (exits 1 on any problem)
"""
import os
import sys

from cdp import Browser

# The shown image is scrolled to (they load lazily) and decoded before its size is read.
SHOWN = """(async () => {
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).display !== "none";
  const light = document.querySelector("img.bg-img-light"), dark = document.querySelector("img.bg-img-dark");
  if (!light || !dark) return null;
  const visible = shown(light) ? light : dark;
  visible.scrollIntoView();
  try { await visible.decode(); } catch (e) {}
  return {light: shown(light), dark: shown(dark), loaded: visible.naturalWidth > 0};
})()"""


def main(site, page):
    url = "file://" + os.path.abspath(os.path.join(site, page))
    problems = []
    with Browser() as browser:
        def state(dark_system=False, toggle=False, printing=False):
            tab = browser.open(url, dark=dark_system)
            try:
                if toggle:
                    tab.run("document.getElementById('bg-theme-toggle').click(), true")
                if printing:
                    tab.media("print")
                return tab.run(SHOWN)
            finally:
                tab.run("localStorage.removeItem('bookgen-theme'), true")
                tab.close()

        # The toggle's choice is stored for later pages: it comes last, and is cleared after each tab.
        cases = [("light theme", {}, (True, False)), ("system prefers dark", {"dark_system": True}, (False, True)),
                 ("printed in the dark", {"dark_system": True, "printing": True}, (True, False)),
                 ("dark theme picked", {"toggle": True}, (False, True))]
        for name, options, (light, dark) in cases:
            seen = state(**options)
            if seen is None:
                problems.append(f"{page}: no light/dark image pair")
                break
            if (seen["light"], seen["dark"]) != (light, dark):
                problems.append(f"{name}: light shown {seen['light']}, dark shown {seen['dark']}; expected {light}, {dark}")
            if not seen["loaded"]:
                problems.append(f"{name}: an image did not load")
    for problem in problems:
        print(problem)
    print(f"dark images: {len(cases)} states checked on {page}, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
