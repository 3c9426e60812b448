#!/usr/bin/env python3
"""Hostile inputs end to end against the release binary, stdlib only. Each case prints what the
user sees and PASS or FAIL; the last line is `hostile: N passed, M failed`.

Cases: 1,000,000-deep nesting and a 100 MB document through `headerspec check` (which refuses
the document over its 16 MiB input limit, in one line) and opened in the server; a 2 GB declared Content-Length; a client that disconnects mid-message; a flood of
10,000 requests written before any response is read; 3,000 outline requests whose answers the
client leaves unread for 8 s (the server stops reading at 64 MB unsent). Set HOSTILE_MB to
shrink the big document.
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
import lspclient  # noqa: E402

RESULTS = []


def case(name, ok, seen):
    RESULTS.append(ok)
    print(f"hostile: {'PASS' if ok else 'FAIL'} {name}: {seen}")


# The input gate's limit (SpecFiles.SpecFile.defaultSizeLimit): a larger file is refused in one
# line, before it is read.
SIZE_LIMIT = 16 * 1024 * 1024


def check_file(name, path, limit):
    began = time.monotonic()
    try:
        run = subprocess.run([lspclient.BINARY, "check", path], capture_output=True, timeout=limit,
                             env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    except subprocess.TimeoutExpired:
        return case(f"check {name}", False, f"no answer within {limit} s")
    elapsed = time.monotonic() - began
    if os.path.getsize(path) > SIZE_LIMIT:
        refusal = run.stderr.decode(errors="replace").strip()[:150]
        return case(f"check {name}",
                    run.returncode == 2 and "larger than 16 MiB, the size limit" in refusal,
                    f"exit {run.returncode} in {elapsed:.1f} s; {refusal!r}")
    first = (run.stdout.decode(errors="replace").strip().splitlines() or [""])[0][:150]
    case(f"check {name}", run.returncode == 1 and first != "",
         f"exit {run.returncode} in {elapsed:.1f} s; first line: {first!r}")


def open_in_server(name, text, limit):
    client = lspclient.Client()
    client.initialize()
    uri = f"file:///hostile/{name}.header.json"
    began = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": text}})
    report = client.call("textDocument/diagnostic", {"textDocument": {"uri": uri}}, timeout=limit)
    elapsed = time.monotonic() - began
    items = (report or {}).get("result", {}).get("items", [])
    state = client.call("headerspec/documentState", {
        "textDocument": {"uri": "file:///hostile/missing.header.json"}}, timeout=limit)
    peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    code = client.close()
    first = items[0]["message"][:100] if items else "none"
    case(f"server {name}", bool(items) and state is not None and code == 0,
         f"{len(items)} diagnostic(s) in {elapsed:.1f} s, first: {first!r}; still serving: "
         f"{state is not None}; peak RSS {peak:.0f} MiB; exit {code}")


def huge_content_length():
    client = lspclient.Client(stderr=subprocess.PIPE)
    client.initialize()
    client.write_raw(b"Content-Length: 2147483648\r\n\r\n")
    answer = client.call("headerspec/documentState", {"textDocument": {"uri": "file:///x.json"}})
    rss = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    code = client.close()
    log = client.process.stderr.read().decode(errors="replace")
    line = next((l for l in log.splitlines() if "Content-Length" in l), "")[:140]
    case("2 GB Content-Length", answer is not None and code == 0 and rss < 200,
         f"log: {line!r}; next request answered: {answer is not None}; peak RSS {rss:.0f} MiB; "
         f"exit {code}")


def disconnect_mid_message():
    client = lspclient.Client()
    client.initialize()
    client.write_raw(b'Content-Length: 500\r\n\r\n{"jsonrpc": "2.0", "id": 99, "meth')
    client.process.stdin.close()
    began = time.monotonic()
    try:
        code = client.process.wait(10)
    except subprocess.TimeoutExpired:
        client.process.kill()
        code = None
    case("disconnect mid-message", code == 1,
         f"exit code {code} after {time.monotonic() - began:.2f} s (1: exit without shutdown)")


def flood(count=10000):
    client = lspclient.Client(start_reader=False)
    uri = "file:///hostile/flood.header.json"
    began = time.monotonic()
    client.write({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "capabilities": {"textDocument": {"diagnostic": {}}}}})
    client.notify("initialized")
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": '{"bar": {}}'}})
    client.next_id = 1
    methods = ["textDocument/hover", "headerspec/documentState", "textDocument/diagnostic"]
    for i in range(count):
        client.request(methods[i % 3], {"textDocument": {"uri": uri},
                                        "position": {"line": 0, "character": i % 12}})
    written = time.monotonic() - began
    peak_before_reading = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    client.start_reader()
    missing = [i for i in range(1, count + 1) if client.wait(i, timeout=60) is None]
    peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    code = client.close()
    case(f"flood of {count} requests", not missing and code == 0 and peak < 500,
         f"written in {written:.1f} s without reading; {count - len(missing)} answered; peak RSS "
         f"{peak_before_reading:.0f} MiB before reading, {peak:.0f} MiB in all; exit {code}")


def unread_output(count=3000):
    """A client that sends `count` documentSymbol requests for a 2,000-subview spec (an outline
    of about 1 MB each, 3 GB in all) and reads nothing for a while: the server stops reading
    once 64 MB of answers wait unsent, so its memory stays bounded; then the client reads, and
    every request is answered."""
    import threading
    client = lspclient.Client(start_reader=False)
    uri = "file:///hostile/unread.header.json"
    subviews = ",\n".join(
        '    { "id": "v%d", "kind": "view", "keyframes": [{ "progress": 0, "frame": [0, 0, 1, 1] }] }'
        % i for i in range(2000))
    text = ('{ "version": 1, "name": "Unread", "bar": { "maxHeight": 100, "minHeight": 20 },\n'
            '  "behavior": { "kind": "squareCash" },\n  "subviews": [\n' + subviews + "\n  ]\n}\n")
    client.write({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "capabilities": {"textDocument": {"diagnostic": {}}}}})
    client.notify("initialized")
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": text}})
    client.next_id = 1

    # 20 KB of padding per request (ignored by the server): 60 MB in all, more than the pipes
    # hold, so the writer blocks once the server stops reading.
    padding = "x" * 20000

    def send_all():
        for _ in range(count):
            client.request("textDocument/documentSymbol",
                           {"textDocument": {"uri": uri}, "padding": padding})
    writer = threading.Thread(target=send_all, daemon=True)
    writer.start()
    # A fixed wait on purpose: the case is a client that reads nothing for 8 s, so the time is
    # the scenario; what must hold during it (the server stops reading, its memory stays
    # bounded) is measured at its end.
    time.sleep(8)
    unread_peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    sent_before_reading = client.next_id - 1
    client.start_reader()
    writer.join(120)
    missing = [i for i in range(1, count + 1) if client.wait(i, timeout=120) is None]
    peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    code = client.close()
    stopped = sent_before_reading < count
    case(f"{count} outlines unread",
         stopped and not missing and code == 0 and unread_peak < 300 and peak < 500,
         f"{sent_before_reading} of {count} requests written in 8 s without reading (the server "
         f"{'stopped' if stopped else 'did not stop'} reading), peak RSS {unread_peak:.0f} MiB; "
         f"then {count - len(missing)} answered, peak RSS {peak:.0f} MiB in all; exit {code}")


def snapshot(folder):
    files = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            info = os.stat(path)
            with open(path, "rb") as file:
                files[path] = (file.read(), info.st_mtime_ns, info.st_mode)
    return files


def server_never_writes():
    """A session in a temporary workspace asking for every edit-producing feature: the files
    on disk are unchanged afterwards (edits reach the user only as results they accept)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "a.header.json")
        with open(path, "w") as file:
            file.write('{"bar":{"kind":"largeTitle"},  "behavior": {"kind": "facebook"},}\n')
        with open(os.path.join(folder, "b.header.json"), "w") as file:
            file.write("[[[\n")
        before = snapshot(folder)
        client = lspclient.Client()
        uri = "file://" + path
        client.call("initialize", {"processId": None, "rootUri": "file://" + folder,
                                   "workspaceFolders": [{"uri": "file://" + folder, "name": "w"}],
                                   "capabilities": {"textDocument": {"diagnostic": {}},
                                                    "workspace": {"applyEdit": True}}})
        client.notify("initialized")
        with open(path) as file:
            text = file.read()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "json", "version": 1, "text": text}})
        whole = {"start": {"line": 0, "character": 0}, "end": {"line": 1, "character": 0}}
        answers = [
            client.call("textDocument/diagnostic", {"textDocument": {"uri": uri}}),
            client.call("workspace/diagnostic", {"previousResultIds": []}),
            client.call("textDocument/formatting", {"textDocument": {"uri": uri},
                                                    "options": {"tabSize": 2, "insertSpaces": True}}),
            client.call("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": whole,
                                                    "context": {"diagnostics": []}}),
        ]
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                                 "contentChanges": [{"text": "{}"}]})
        client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        code = client.close()
        after = snapshot(folder)
        applied = [n for n in client.notifications if n.get("method") == "workspace/applyEdit"]
        case("server never writes files", before == after and not applied and code == 0,
             f"{sum(a is not None for a in answers)}/{len(answers)} requests answered; files "
             f"unchanged: {before == after}; applyEdit requests: {len(applied)}; exit {code}")


def main():
    megabytes = int(os.environ.get("HOSTILE_MB", "100"))
    deep = "[" * 1_000_000
    members = []
    size = 0
    while size < megabytes * 1_000_000:
        member = f'    "key{len(members)}": {{"kind": "label", "text": "{"x" * 80}"}}'
        members.append(member)
        size += len(member) + 2
    big = '{\n  "bar": {"kind": "largeTitle"},\n  "extra": {\n' + ",\n".join(members) + "\n  }\n}\n"
    with tempfile.TemporaryDirectory() as folder:
        for name, text in (("deep", deep), ("big", big)):
            path = os.path.join(folder, f"{name}.header.json")
            with open(path, "w") as file:
                file.write(text)
            check_file(f"{name} ({len(text.encode()) / 1e6:.0f} MB)", path, 120)
    open_in_server("deep", deep, 60)
    open_in_server("big", big, 120)
    huge_content_length()
    disconnect_mid_message()
    flood()
    unread_output()
    server_never_writes()
    passed = sum(RESULTS)
    print(f"hostile: {passed} passed, {len(RESULTS) - passed} failed")
    return 0 if passed == len(RESULTS) else 1


if __name__ == "__main__":
    sys.exit(main())
