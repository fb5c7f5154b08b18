#!/usr/bin/env python3
"""Takes the screenshots a reviewer looks at before publishing the site: desktop, 390 px phone,
dark theme, search open, the phone drawer, the shortcuts panel, a table that scrolls, a search
result's page, a link to a missing section, the 404 page and the print style.

Usage: screenshots.py SITE OUTPUT_FOLDER [CHAPTER_PAGE]. Writes PNG files and prints their names.
"""
import os
import sys

import cdp

SCROLL_TO = """(function (selector) {
  var element = document.querySelector(selector);
  if (element) window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 70);
  return new Promise(function (done) { setTimeout(done, 300); });
})(%r)"""


def main(site, output, page="04-replay-subject.html"):
    os.makedirs(output, exist_ok=True)
    url = "file://" + os.path.abspath(os.path.join(site, page))
    shots = []

    def save(tab, name, full_page=False):
        path = os.path.join(output, name + ".png")
        tab.screenshot(path, full_page)
        shots.append(path)

    with cdp.Browser() as browser:
        tab = browser.open(url, 1280, 900)
        save(tab, "desktop-top")
        tab.run(SCROLL_TO % "#a-buffer-of-one")
        save(tab, "desktop-section")
        tab.run("document.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true })), true")
        tab.run("(function () { var i = document.getElementById('bg-search-input'); i.value = 'dispose'; i.dispatchEvent(new Event('input')); return new Promise(function (d) { setTimeout(d, 500); }); })()")
        save(tab, "desktop-search")
        tab.key("Escape")
        tab.run("document.activeElement.blur(), true")
        tab.key("?", "Slash", "?")
        save(tab, "desktop-shortcuts")
        tab.close()

        tab = browser.open(url, 1280, 900, dark=True)
        tab.run(SCROLL_TO % ".bg-example")
        save(tab, "dark-desktop")
        tab.close()

        tab = browser.open(url + "?search=dispose#disposing-a-replay-subject", 1280, 900)
        save(tab, "desktop-result-landing")
        tab.close()

        tab = browser.open(url + "#disposing", 1280, 900)
        save(tab, "desktop-missing-anchor")
        tab.close()

        tab = browser.open(url, 390, 844)
        save(tab, "phone-top")
        tab.run(SCROLL_TO % ".bg-table")
        save(tab, "phone-table")
        tab.run("document.getElementById('bg-menu').click(), true")
        tab.run("new Promise(function (d) { setTimeout(d, 400); })")
        save(tab, "phone-drawer")
        tab.close()

        tab = browser.open(url + "?search=replay%20buffer#creating-a-replay-subject-with-a-buffer", 390, 844)
        save(tab, "phone-result-landing")
        tab.close()

        tab = browser.open(url + "#disposing", 390, 844, dark=True)
        save(tab, "phone-dark-missing-anchor")
        tab.close()

        tab = browser.open(url, 390, 844, dark=True)
        tab.run("document.getElementById('bg-search-button').click(), true")
        tab.run("(function () { var i = document.getElementById('bg-search-input'); i.value = 'lastSearch'; i.dispatchEvent(new Event('input')); return new Promise(function (d) { setTimeout(d, 500); }); })()")
        save(tab, "phone-dark-search")
        tab.close()

        tab = browser.open("file://" + os.path.abspath(os.path.join(site, "10-choosing.html")), 390, 844)
        tab.run(SCROLL_TO % ".bg-table")
        save(tab, "phone-table-choosing")
        tab.run("(function () { var t = document.querySelector('.bg-table'); t.scrollLeft = 120; return new Promise(function (d) { setTimeout(d, 200); }); })()")
        save(tab, "phone-table-choosing-scrolled")
        tab.close()

        tab = browser.open("file://" + os.path.abspath(os.path.join(site, "404.html")), 1280, 900)
        save(tab, "desktop-404")
        tab.close()

        tab = browser.open("file://" + os.path.abspath(os.path.join(site, "print.html")), 1280, 900)
        tab.media("print")
        tab.run(SCROLL_TO % ".bg-example")
        save(tab, "print-preview")
        tab.run(SCROLL_TO % ".bg-table")
        save(tab, "print-preview-table")
        tab.close()
    for path in shots:
        print(path)


if __name__ == "__main__":
    main(*sys.argv[1:])
