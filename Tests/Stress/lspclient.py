"""The one small LSP client over pipes for the project's scripts (stdlib only): the stress and
hostile-input scripts, the benchmark against the peer server (Tests/Performance/lsp_bench.py) and
the editor tests' reference (EditorSupport/test/reference.py).

Starts `headerspec lsp` (or any server command), frames messages, answers the server's own
requests (workspace/configuration with the given settings, client/registerCapability,
window/workDoneProgress/create) and, on a reader thread, keeps every message that arrives: the
responses by id, the notifications (and server requests) in order, and all of them with the
`time.perf_counter()` of their arrival, read before decoding (`wait_for`).
"""

import io
import json
import os
import subprocess
import threading
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.environ.get("HEADERSPEC", os.path.join(ROOT, ".build", "release", "headerspec"))

METHOD_NOT_FOUND = -32601
REQUEST_CANCELLED = -32800
CONTENT_MODIFIED = -32801


def read_frame(stream):
    """The body of the next `Content-Length` framed message on `stream` (other headers are
    skipped), or None when the stream ends first."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    body = b""
    while len(body) < length:
        chunk = stream.read(length - len(body))
        if not chunk:
            return None
        body += chunk
    return body


def position_of(text, index, encoding):
    """The LSP position of code point `index` in `text` (lines end at \\n only here)."""
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    prefix = text[start:index]
    if encoding == "utf-8":
        column = len(prefix.encode("utf-8"))
    elif encoding == "utf-16":
        column = len(prefix.encode("utf-16-le")) // 2
    else:
        column = len(prefix)
    return {"line": line, "character": column}


def rss_kib(pid, field="VmRSS"):
    """VmRSS (or another field, e.g. VmHWM) of a process in KiB, from /proc."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class Client:
    """One server process and the messages exchanged with it.

    `command` is the server's command line (default: the release `headerspec lsp`); `settings`
    is what each `workspace/configuration` item is answered with (default null)."""

    def __init__(self, start_reader=True, stderr=subprocess.DEVNULL, command=None,
                 settings=None):
        self.process = subprocess.Popen(
            command or [BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=stderr, bufsize=0)
        self.settings = settings
        self.lock = threading.Condition()
        self.responses = {}
        self.notifications = []
        self.inbox = []
        self.next_id = 1
        self.write_lock = threading.Lock()
        self.reader = None
        if start_reader:
            self.start_reader()

    @property
    def pid(self):
        return self.process.pid

    def start_reader(self):
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        # Buffered: on the raw pipe, `readline` costs a system call per byte of the headers,
        # about 0.1 ms a message that the benchmarks would charge to the server.
        stream = io.BufferedReader(self.process.stdout, buffer_size=1 << 16)
        while True:
            body = read_frame(stream)
            if body is None:
                with self.lock:
                    self.lock.notify_all()
                return
            arrived = time.perf_counter()  # before decoding: the client's parse is not timed
            message = json.loads(body)
            if "method" in message and "id" in message:
                self._answer(message)
            with self.lock:
                if "method" in message:
                    self.notifications.append(message)
                else:
                    self.responses[message.get("id")] = message
                self.inbox.append((arrived, message))
                self.lock.notify_all()

    def _answer(self, request):
        result = None
        if request["method"] == "workspace/configuration":
            result = [self.settings for _ in request["params"].get("items", [])]
        self.write({"jsonrpc": "2.0", "id": request["id"], "result": result})

    def write_raw(self, data):
        with self.write_lock:
            self.process.stdin.write(data)

    def write(self, message):
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        self.write_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params=None):
        """Sends a request; returns its id."""
        with self.lock:
            request_id = self.next_id
            self.next_id += 1
        self.write({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}})
        return request_id

    def notify(self, method, params=None):
        self.write({"jsonrpc": "2.0", "method": method, "params": params or {}})

    def wait(self, request_id, timeout=30):
        """The response to `request_id`, or None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while request_id not in self.responses:
                left = deadline - time.monotonic()
                if left <= 0 or self.process.poll() is not None:
                    return self.responses.get(request_id)
                self.lock.wait(left)
            return self.responses[request_id]

    def call(self, method, params=None, timeout=30):
        return self.wait(self.request(method, params), timeout)

    def wait_for(self, matches, timeout=30, take=False):
        """`(arrived, message)` for the first message so far or to come that `matches`, taken out
        of the inbox when `take`; None after `timeout` seconds or when the server has exited."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                for index, (arrived, message) in enumerate(self.inbox):
                    if matches(message):
                        if take:
                            del self.inbox[index]
                        return arrived, message
                left = deadline - time.monotonic()
                if left <= 0 or self.process.poll() is not None:
                    return None
                self.lock.wait(left)

    def drop(self, matches):
        """Forgets the messages of the inbox that `matches`."""
        with self.lock:
            self.inbox = [item for item in self.inbox if not matches(item[1])]

    def initialize(self, encoding="utf-16", pull=True):
        capabilities = {
            "general": {"positionEncodings": [encoding], "staleRequestSupport": {"cancel": True}},
            "textDocument": {"diagnostic": {}} if pull else {},
        }
        response = self.call("initialize", {
            "processId": os.getpid(), "rootUri": None, "capabilities": capabilities})
        self.notify("initialized")
        return response

    def close(self, timeout=10):
        """shutdown, exit; returns the exit code (None when it did not exit in time)."""
        try:
            self.call("shutdown", timeout=timeout)
            self.notify("exit")
            self.process.stdin.close()
        except OSError:
            pass
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None
