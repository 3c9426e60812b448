#!/usr/bin/env python3
"""The cases of issue 18's "work that grows faster than the input", at the sizes the issue
measured, against the release binary (stdlib only). Prints one line per case: seconds, peak
MiB and output bytes. The figures before and after the fixes are in README.md beside this.

    python3 Tests/Complexity/issue_cases.py
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Stress"))
import complexity  # noqa: E402
import lspclient  # noqa: E402


def reversed_keyframes(count):
    frames = ['{ "progress": %.6f, "frame": [0, 0, 10, 10] }' % (1 - i / count)
              for i in range(count)]
    return (complexity.HEAD + complexity.BEHAVIOR + '  "subviews": [\n'
            + complexity.subview("a", frames) + "\n  ]\n}\n")


def identical_ranges(count):
    ranges = ",\n".join(['      { "target": 0, "from": 0, "to": 1 }'] * count)
    return (complexity.HEAD + '  "behavior": { "kind": "squareCash", "snapping": [\n' + ranges
            + "\n  ] },\n" + '  "subviews": []\n}\n')


def line(case, seconds, peak_mib, output):
    print(f"issue: {case:52} {seconds:7.2f} s {peak_mib:7.0f} MiB {output:>13,} bytes out",
          flush=True)


def cli(case, arguments, directory):
    out = os.path.join(directory, "out")
    rss = os.path.join(directory, "rss")
    began = time.monotonic()
    with open(out, "wb") as stdout:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rss, lspclient.BINARY] + arguments,
                       stdout=stdout, stderr=subprocess.DEVNULL, cwd=directory, timeout=600)
    seconds = time.monotonic() - began
    with open(rss) as file:
        peak = int(file.read().split()[-1]) / 1024
    line(case, seconds, peak, os.path.getsize(out))


def code_action_select_all(count):
    text = reversed_keyframes(count)
    client = lspclient.Client()
    client.call("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {
        "textDocument": {"codeAction": {"codeActionLiteralSupport": {
            "codeActionKind": {"valueSet": ["quickfix"]}}}}}})
    client.notify("initialized")
    uri = "file:///issue/reverse.header.json"
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": text}})
    lines = text.split("\n")
    began = time.monotonic()
    response = client.call("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 0, "character": 0},
                  "end": {"line": len(lines) - 1, "character": 0}},
        "context": {"diagnostics": []}}, timeout=600)
    seconds = time.monotonic() - began
    peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    actions = (response or {}).get("result") or []
    client.close()
    line(f"codeAction select-all, {count} reversed keyframes ({len(actions)} actions)",
         seconds, peak, len(json.dumps(response)))


def identical_ranges_in_server(count):
    client = lspclient.Client()
    client.initialize()
    uri = "file:///issue/ranges.header.json"
    began = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": identical_ranges(count)}})
    report = client.call("textDocument/diagnostic", {"textDocument": {"uri": uri}}, timeout=600)
    seconds = time.monotonic() - began
    peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    items = ((report or {}).get("result") or {}).get("items", [])
    client.close()
    line(f"server diagnostics, {count} identical ranges ({len(items)} items)", seconds, peak,
         len(json.dumps(report)))


def preview_in_server(count):
    client = lspclient.Client()
    client.initialize()
    uri = "file:///issue/preview.header.json"
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1,
        "text": '{ "bar": { "maxHeight": 80 }, "behavior": { "kind": "fixed" } }'}})
    began = time.monotonic()
    response = client.call("headerspec/preview", {"textDocument": {"uri": uri},
                                                 "progress": [i / count for i in range(count)]},
                           timeout=600)
    seconds = time.monotonic() - began
    peak = lspclient.rss_kib(client.pid, "VmHWM") / 1024
    client.close()
    answer = (response or {}).get("error", {}).get("message") or "samples"
    line(f"headerspec/preview, {count} progress values: {answer[:40]}", seconds, peak,
         len(json.dumps(response)))


def main():
    directory = tempfile.mkdtemp(prefix="headerspec-issue-")
    try:
        for count in [500, 1000, 5000]:
            code_action_select_all(count)
        with open(os.path.join(directory, "k10.header.json"), "w") as file:
            file.write(reversed_keyframes(10000))
        cli("check --format json, 10,000 reversed keyframes",
            ["check", "--format", "json", "k10.header.json"], directory)
        with open(os.path.join(directory, "k20.header.json"), "w") as file:
            file.write(reversed_keyframes(20000))
        cli("check --fix, 20,000 reversed keyframes", ["check", "--fix", "k20.header.json"],
            directory)
        for count in [1000, 20000]:
            with open(os.path.join(directory, "r.header.json"), "w") as file:
                file.write(identical_ranges(count))
            cli(f"check, {count} identical ranges", ["check", "r.header.json"], directory)
        identical_ranges_in_server(1000)
        identical_ranges_in_server(20000)
        deep = os.path.join(directory, "d", *[f"d{i}" for i in range(40)])
        os.makedirs(deep)
        with open(os.path.join(deep, "a.header.json"), "w") as file:
            file.write('{ "bar": { "maxHeight": 80 }, "behavior": { "kind": "fixed" } }\n')
        cli("check 'd/**/**/**/**/**/**/**/**/*.nomatch', 40 deep",
            ["check", "d/**/**/**/**/**/**/**/**/*.nomatch"], directory)
        with open(os.path.join(directory, "p.header.json"), "w") as file:
            file.write('{ "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" } }\n')
        # 100,000 values do not fit in one argument (128 KiB); 10,000 do.
        progress = ",".join(str(i / 10000) for i in range(10000))
        cli("preview --progress (10,000 values)",
            ["preview", "--progress", progress, "p.header.json"], directory)
        preview_in_server(100000)
        events = ",\n".join('{ "type": "scroll", "offset": %d }' % (i % 300 - 150)
                            for i in range(1000000))
        with open(os.path.join(directory, "events.json"), "w") as file:
            file.write('{ "events": [\n' + events + "\n] }\n")
        cli("simulate, 1,000,000 events", ["simulate", "p.header.json", "--events",
                                            "events.json", "--format", "json"], directory)
        with open(os.path.join(directory, "events.json"), "w") as file:
            file.write('{ "events": [\n' + ",\n".join(events.split(",\n")[:100000]) + "\n] }\n")
        cli("simulate, 100,000 events (the limit)", ["simulate", "p.header.json", "--events",
                                                     "events.json", "--format", "json"],
            directory)
    finally:
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
