#!/usr/bin/env python3
"""Checks a built site offline: every internal link and anchor resolves, nothing is loaded from the
network, and no page relies on what Chromium blocks under file:// (fetch, ES modules).

Links in the shared sidebar (toc.js) and in the search index (searchindex.js) are checked too.
Prints one line per problem and a summary; exits 1 when there is any problem.
"""
import html.parser
import json
import os
import re
import sys
import urllib.parse

RESOURCE_ATTRIBUTES = {("script", "src"), ("img", "src"), ("link", "href"), ("iframe", "src"), ("source", "src"),
                       ("video", "src"), ("audio", "src"), ("embed", "src"), ("object", "data"), ("track", "src")}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []       # (tag, attribute, value, line)
        self.modules = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "a" and "name" in attributes:
            self.ids.add(attributes["name"])
        for name, value in attrs:
            if value is None:
                continue
            if (tag, name) in RESOURCE_ATTRIBUTES or (tag == "a" and name == "href") or name == "srcset":
                self.links.append((tag, name, value, self.getpos()[0]))
            if name == "style" and "url(" in value:
                self.links.append((tag, "style", value, self.getpos()[0]))
        if tag == "script" and attributes.get("type") == "module":
            self.modules.append(self.getpos()[0])


def is_external(url):
    return bool(re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", url)) or url.startswith("//")


def main(root):
    pages = {}
    problems = []
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                page = Page()
                with open(path, encoding="utf-8") as handle:
                    page.feed(handle.read())
                pages[os.path.relpath(path, root)] = page

    checked = external_links = 0

    def check(source, line, url, is_resource):
        nonlocal checked, external_links
        if is_external(url):
            if is_resource:
                problems.append(f"{source}:{line}: external resource: {url}")
            elif not url.startswith(("http:", "https:", "mailto:")):
                problems.append(f"{source}:{line}: link with a disallowed scheme: {url}")
            else:
                external_links += 1
            return
        checked += 1
        parsed = urllib.parse.urlsplit(url)
        target = urllib.parse.unquote(parsed.path)
        base = os.path.dirname(source)
        target_path = os.path.normpath(os.path.join(base, target)) if target else source
        if not os.path.exists(os.path.join(root, target_path)):
            problems.append(f"{source}:{line}: broken link: {url}")
            return
        if parsed.fragment:
            fragment = urllib.parse.unquote(parsed.fragment)
            page = pages.get(target_path)
            if page is None or fragment not in page.ids:
                problems.append(f"{source}:{line}: broken anchor: {url}")

    for source, page in sorted(pages.items()):
        for tag, attribute, value, line in page.links:
            if attribute == "style":
                for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", value):
                    check(source, line, url, True)
            elif attribute == "srcset":
                for candidate in value.split(","):
                    check(source, line, candidate.strip().split(" ")[0], True)
            else:
                check(source, line, value, (tag, attribute) in RESOURCE_ATTRIBUTES)
        for line in page.modules:
            problems.append(f"{source}:{line}: ES module script (blocked under file://)")

    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, root)
            if name.endswith(".css"):
                text = open(path, encoding="utf-8").read()
                for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", text):
                    if is_external(url) and not url.startswith("data:"):
                        problems.append(f"{relative}: external resource in CSS: {url}")
                for url in re.findall(r"@import\s+['\"]([^'\"]+)", text):
                    problems.append(f"{relative}: @import in CSS: {url}")
            if name.endswith(".js"):
                text = open(path, encoding="utf-8").read()
                if re.search(r"\bfetch\s*\(|XMLHttpRequest|\bimport\s*\(|^\s*import\s", text, re.M):
                    problems.append(f"{relative}: fetch, XMLHttpRequest or import (blocked under file://)")
                if re.search(r"https?://", text) and name != "searchindex.js":
                    problems.append(f"{relative}: mentions a network address")

    toc_path = os.path.join(root, "toc.js")
    if os.path.exists(toc_path):
        toc = Page()
        toc.feed(json.loads(open(toc_path, encoding="utf-8").read().split("=", 1)[1].strip().rstrip(";")))
        for _, _, value, _ in toc.links:
            check("toc.js", 1, value, False)
    else:
        problems.append("toc.js is missing")
    index_path = os.path.join(root, "searchindex.js")
    if os.path.exists(index_path):
        text = open(index_path, encoding="utf-8").read()
        index = json.loads(text.split("=", 1)[1].strip().rstrip(";"))
        for entry in index["docs"]:
            page = index["pages"][entry[0]][0]
            check("searchindex.js", 1, page + ("#" + entry[1] if entry[1] else ""), False)
    else:
        problems.append("searchindex.js is missing")

    for problem in problems:
        print(problem)
    print(f"links: {len(pages)} pages, {checked} internal links and anchors checked, "
          f"{external_links} links to other sites, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "site"))
