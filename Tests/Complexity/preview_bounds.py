#!/usr/bin/env python3
"""Issue 32's previews past their bounds, at the sizes the issue measured, against the release
binary (stdlib only), and previews at the bounds: each must be refused (exit 2 on the command
line, RequestFailed in the server, naming the bound) or made within its limits. The server must
stay under SERVER_MB MiB (300) and answer each refused request within SERVER_S seconds (2), then
answer the next request; a preview made at the server's budget within LIMIT_S (10).

Cases (Tests/Complexity/README.md#current-figures has the figures before and after):
* `preview --format html` of 8,000 labels (1.4 MB): was 10.7 s and 1.64 GB for a 90 MB page;
  with every supported environment (`--device` keeps the analysis to one environment; the page
  still holds 8): was an abort on allocation.
* `preview --format svg --matrix` of 500 subviews in 432 environments (91 KB): was 555 MB.
* `diff` of a spec with itself: 500 subviews in 8 environments, every environment compared
  within the layout budget; 8,000 labels, refused (2,400,000 layouts for the comparison as
  written alone).
* in the server, on the 8,000 labels: `headerspec/preview` with a nonce (the page the VS Code
  extension asks for after each edit), `headerspec/preview` at 1,000 samples, and
  `headerspec.showPreview` (the "Preview" lens); on the 500 subviews in 432 environments, the
  page request.
* at the bounds: `--format svg --matrix` of 50 subviews in 432 environments (108,000 layouts,
  55 MiB) and, in the server, 1,000 samples of 50 subviews (100,000 layouts) and the page of 50
  subviews in 8 environments.

Prints one line per case and `preview-bounds: N passed, M failed`; exit status 1 on a failure.

    python3 Tests/Complexity/preview_bounds.py
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Stress"))
import lspclient  # noqa: E402

LIMIT_S = float(os.environ.get("LIMIT_S", "10"))
SERVER_S = float(os.environ.get("SERVER_S", "2"))
SERVER_MB = float(os.environ.get("SERVER_MB", "300"))
RESULTS = []

DEVICES = ["iPhone SE 3rd generation", "iPhone 11 Pro", "iPhone 11", "iPhone 14", "iPhone 15",
           "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch"]
SIZES = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]


def supports_line():
    """A spec's `supports` member (one line, with its comma) of every device, orientation,
    content size and direction: 432 environments."""
    return ('  "supports": { "devices": %s, "orientations": ["portrait", "landscape"], '
            '"contentSizes": %s, "layoutDirections": ["ltr", "rtl"] },\n'
            % (json.dumps(DEVICES), json.dumps(SIZES)))


def spec(labels, matrix=False):
    """`labels` labels of two keyframes each (175 bytes a label); with `matrix`, a `supports` of
    every device, orientation, content size and direction (432 environments)."""
    views = ['    { "id": "label%d", "kind": "label", "text": "Label %d", "font": { "textStyle": '
             '"body" },\n      "keyframes": [ { "progress": 0, "frame": [%d, 10, 100, 20] }, '
             '{ "progress": 1, "frame": [%d, 4, 80, 16], "alpha": 0.5 } ] }'
             % (i, i, i % 200, i % 150) for i in range(labels)]
    supports = supports_line() if matrix else ""
    return ('{\n  "version": 1,\n  "name": "Many",\n  "width": 375,\n'
            '  "bar": { "maxHeight": 100, "minHeight": 44 },\n'
            '  "behavior": { "kind": "squareCash", "snappingEnabled": false },\n' + supports
            + '  "subviews": [\n' + ",\n".join(views) + "\n  ]\n}\n")


def case(name, ok, seconds, peak_mib, output, seen):
    RESULTS.append(ok)
    print(f"preview-bounds: {'PASS' if ok else 'FAIL'} {name:58} {seconds:6.2f} s "
          f"{peak_mib:5.0f} MiB {output:>11,} bytes out  {seen}", flush=True)


def run_cli(name, text, arguments, refused, directory, limit_mb=SERVER_MB):
    """`headerspec ARGUMENTS` on a file of `text` (`FILE` in ARGUMENTS): refused (exit 2, the
    bound named on stderr, nothing on stdout) or made (exit 0) as `refused` says, within
    LIMIT_S and `limit_mb`."""
    path = os.path.join(directory, "many.header.json")
    with open(path, "w") as file:
        file.write(text)
    out_path = os.path.join(directory, "out")
    rss_path = os.path.join(directory, "rss")
    timer = ["/usr/bin/time", "-f", "%M", "-o", rss_path] if os.path.exists("/usr/bin/time") else []
    with open(out_path, "wb") as out:
        began = time.monotonic()
        try:
            run = subprocess.run(timer + [lspclient.BINARY] + [path if a == "FILE" else a
                                                               for a in arguments],
                                 stdout=out, stderr=subprocess.PIPE, timeout=3 * LIMIT_S)
            status, errors = run.returncode, run.stderr.decode(errors="replace")
        except subprocess.TimeoutExpired:
            status, errors = None, "killed at %g s" % (3 * LIMIT_S)
        seconds = time.monotonic() - began
    peak = 0
    if timer and os.path.exists(rss_path):
        lines = open(rss_path).read().split()
        peak = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else 0
    size = os.path.getsize(out_path)
    message = errors.strip().splitlines()[-1] if errors.strip() else ""
    if refused:
        ok = status == 2 and size == 0 and "at most" in message
    else:
        ok = status == 0 and size > 0
    ok = ok and seconds <= LIMIT_S and peak <= limit_mb
    case(name, ok, seconds, peak, size, f"exit {status}: {message[:150]}")


def run_server(name, text, requests):
    """Opens `text` in one server, waits for its diagnostics (the analysis is not the
    preview's), then sends each (label, method, params, refused) request: a refused one must
    answer RequestFailed within SERVER_S, a made one a result within LIMIT_S, with the server
    under SERVER_MB; after each, the outline must still be answered."""
    client = lspclient.Client()
    client.initialize()
    uri = "file:///preview-bounds/many.header.json"
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": text}})
    client.call("textDocument/diagnostic", {"textDocument": {"uri": uri}}, timeout=3 * LIMIT_S)
    document = {"textDocument": {"uri": uri}}
    for label, method, params, refused in requests:
        params = dict(params)
        if method == "workspace/executeCommand":
            params["arguments"] = [uri]
        else:
            params.update(document)
        began = time.monotonic()
        response = client.call(method, params, timeout=3 * LIMIT_S)
        seconds = time.monotonic() - began
        peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
        size = len(json.dumps(response)) if response is not None else 0
        error = (response or {}).get("error") or {}
        if refused:
            ok = error.get("code") == -32803 and "at most" in error.get("message", "")
            ok = ok and seconds <= SERVER_S
        else:
            ok = response is not None and "result" in response and seconds <= LIMIT_S
        outline = client.call("textDocument/documentSymbol", document, timeout=LIMIT_S)
        ok = ok and outline is not None and peak <= SERVER_MB
        seen = error.get("message", "answered" if response else "no answer")[:150]
        case(f"{name}: {label}", ok, seconds, peak, size,
             f"{seen}; next request answered: {outline is not None}")
    code = client.close()
    RESULTS.append(code == 0)
    if code != 0:
        print(f"preview-bounds: FAIL {name}: server exit {code}")


def main():
    samples = [i / 999 for i in range(1000)]
    progress = ",".join(str(p) for p in samples)
    page = {"progress": [0], "nonce": "abc"}
    directory = tempfile.mkdtemp(prefix="headerspec-preview-bounds-")
    try:
        labels = spec(8_000)
        run_cli("cli: preview --format html, 8,000 labels", labels,
                ["preview", "FILE", "--format", "html"], True, directory)
        run_cli("cli: same, every supported environment (8 on the page)", spec(8_000, True),
                ["preview", "FILE", "--format", "html", "--device", "iPhone 15"], True, directory)
        run_cli("cli: preview --format json, 8,000 labels x 1,000 samples", labels,
                ["preview", "FILE", "--format", "json", "--progress", progress], True, directory)
        run_cli("cli: preview --format svg --matrix, 500 subviews x 432", spec(500, True),
                ["preview", "FILE", "--format", "svg", "--matrix"], True, directory)
        # diff compares every environment of supports within its layout budget.
        run_cli("cli: diff, 500 subviews x 8 environments (all compared)", spec(500, True),
                ["diff", "FILE", "FILE"], False, directory)
        run_cli("cli: diff, 8,000 labels (refused)", labels, ["diff", "FILE", "FILE"], True,
                directory)
        run_cli("cli at the bound: --matrix, 50 subviews x 432 (108,000)", spec(50, True),
                ["preview", "FILE", "--format", "svg", "--matrix"], False, directory,
                limit_mb=500)
        run_server("server, 8,000 labels", labels, [
            ("headerspec/preview with a nonce (the editor's page)", "headerspec/preview", page,
             True),
            ("headerspec/preview, 1,000 samples", "headerspec/preview", {"progress": samples},
             True),
            ("headerspec.showPreview", "workspace/executeCommand",
             {"command": "headerspec.showPreview"}, True)])
        run_server("server, 500 subviews x 432", spec(500, True), [
            ("headerspec/preview with a nonce (the editor's page)", "headerspec/preview", page,
             True),
            ("headerspec.showPreview", "workspace/executeCommand",
             {"command": "headerspec.showPreview"}, True)])
        run_server("server at the bound, 50 subviews", spec(50), [
            ("headerspec/preview, 1,000 samples (100,000)", "headerspec/preview",
             {"progress": samples}, False)])
        run_server("server, 50 subviews x 432", spec(50, True), [
            ("the editor's page, 8 environments (80,500)", "headerspec/preview", page, False)])
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    passed = sum(RESULTS)
    print(f"preview-bounds: {passed} passed, {len(RESULTS) - passed} failed")
    return 0 if passed == len(RESULTS) else 1


if __name__ == "__main__":
    sys.exit(main())
