"""A small driver for headless Chromium over the DevTools protocol on a pipe (no WebDriver, no
network port, nothing to install): open a page at a given size and colour scheme, run JavaScript in
it (awaiting promises, in real time, so scrolling and animation frames happen as for a reader), and
take screenshots. `--dump-dom` with a virtual-time budget cannot do this: it often renders no frame
after load, so scroll events and requestAnimationFrame never fire.
"""
import base64
import json
import os
import select
import shutil
import subprocess
import sys
import time


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("no chromium on this machine")


class Browser:
    """One headless Chromium; fd 3 carries commands to it and fd 4 its answers, each ending in NUL."""

    def __init__(self, binary=None):
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()

        def wire():
            # Copies first: a pipe may already sit on fd 3 or 4, and dup2 onto itself would keep close-on-exec.
            reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [binary or find_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--hide-scrollbars", "about:blank"],
            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._events = []
        self._next_id = 0

    def close(self):
        try:
            self.send("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.close(self._to_browser)
        os.close(self._from_browser)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def _read(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_browser], [], [], left)[0]:
                raise RuntimeError("the browser did not answer in time")
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method, params=None, session=None, timeout=60):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read(timeout)
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error'].get('message')}")
                return answer.get("result", {})
            self._events.append(answer)

    def wait_for(self, method, session, timeout=60):
        while True:
            for event in self._events:
                if event.get("method") == method and event.get("sessionId") == session:
                    self._events.remove(event)
                    return event
            self._events.append(self._read(timeout))

    def open(self, url, width=1280, height=900, dark=False):
        """A new tab showing `url` at `width` x `height` CSS pixels, once its load event has fired."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session, target)
        self.send("Page.enable", session=session)
        self.send("Runtime.enable", session=session)
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}, session)
        if dark:
            page.media(features={"prefers-color-scheme": "dark"})
        self.send("Page.navigate", {"url": url}, session)
        self.wait_for("Page.loadEventFired", session)
        return page


class Page:
    def __init__(self, browser, session, target):
        self.browser, self.session, self.target = browser, session, target

    def run(self, expression, timeout=60):
        """The value of a JavaScript expression (a promise is awaited), as JSON data."""
        result = self.browser.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
                                   self.session, timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError(details.get("exception", {}).get("description") or details.get("text"))
        return result["result"].get("value")

    def media(self, media="", features=None):
        self.browser.send("Emulation.setEmulatedMedia", {
            "media": media, "features": [{"name": k, "value": v} for k, v in (features or {}).items()]}, self.session)

    def key(self, key, code=None, text=None):
        """A real key press (trusted events, so a modal dialog's Escape works too)."""
        for kind in ("keyDown", "keyUp"):
            params = {"type": kind, "key": key, "code": code or key}
            if text and kind == "keyDown":
                params["text"] = text
            if key == "Escape":
                params["windowsVirtualKeyCode"] = 27
            elif key == "Tab":
                params["windowsVirtualKeyCode"] = 9
            self.browser.send("Input.dispatchKeyEvent", params, self.session)

    def tap(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, self.session)

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            size = self.run("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            params.update({"captureBeyondViewport": True, "clip": {"x": 0, "y": 0, "width": size[0], "height": min(size[1], 6000), "scale": 1}})
        data = self.browser.send("Page.captureScreenshot", params, self.session)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})
