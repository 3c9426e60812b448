"""A small Chrome DevTools Protocol client over --remote-debugging-pipe (stdlib only).

Chromium reads JSON messages ending in NUL from fd 3 and writes its own to fd 4; no port is
opened. One `Browser` runs one headless chromium; `page()` opens a tab and returns a `Page`
whose `send` waits for the answer and keeps the events (console messages, exceptions, CSP
reports) it saw meanwhile.
"""

import json
import os
import shutil
import subprocess
import tempfile
import time


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("chromium is not installed (apt-get install chromium)")


class Browser:
    def __init__(self, width=800, height=600):
        self.profile = tempfile.mkdtemp(prefix="headerspec-chromium-")
        to_child_read, self._write = os.pipe()
        self._read, from_child_write = os.pipe()

        def fds():
            # Out of the way first (either may already be 3 or 4), then onto 3 and 4, which
            # dup2 makes inheritable.
            import fcntl
            high_read = fcntl.fcntl(to_child_read, fcntl.F_DUPFD, 100)
            high_write = fcntl.fcntl(from_child_write, fcntl.F_DUPFD, 100)
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.process = subprocess.Popen(
            [
                chromium_binary(), "--headless", "--no-sandbox", "--disable-gpu",
                "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking",
                "--force-device-scale-factor=1", f"--window-size={width},{height}",
                f"--user-data-dir={self.profile}", "about:blank",
            ],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=fds, close_fds=False,
        )
        os.close(to_child_read)
        os.close(from_child_write)
        self._buffer = b""
        self._next_id = 0
        self.events = []

    def _message(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("chromium did not answer")
            import select
            ready, _, _ = select.select([self._read], [], [], 0.5)
            if ready:
                chunk = os.read(self._read, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium closed its pipe")
                self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=30):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._message(timeout)
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})
        page = Page(self, session["sessionId"])
        for domain in ("Page", "Runtime", "Log"):
            page.send(f"{domain}.enable")
        return page

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._read)
        os.close(self._write)
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def send(self, method, params=None, timeout=30):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:60]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url, ready="true", timeout=20):
        """Loads `url` afresh (through about:blank, so a fragment is read on load) and waits
        until `ready` (a JavaScript expression) is true."""
        self.send("Page.navigate", {"url": "about:blank"})
        self.send("Page.navigate", {"url": url})
        self.wait(f"document.readyState === 'complete' && ({ready})", timeout)

    def wait(self, expression, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if self.evaluate(f"Boolean({expression})"):
                    return
            except RuntimeError:
                pass
            time.sleep(0.05)
        raise TimeoutError(f"waited {timeout} s for {expression}")

    def problems(self):
        """Console errors, uncaught exceptions and CSP reports this page logged, then forgets them."""
        found = []
        keep = []
        for event in self.browser.events:
            if event.get("sessionId") != self.session:
                keep.append(event)
                continue
            method = event.get("method")
            params = event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(params["exceptionDetails"].get("text", "exception"))
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                found.append(params["entry"]["text"])
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                found.append(str(params.get("args")))
        self.browser.events = keep
        return found

    def screenshot(self, path):
        import base64
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
