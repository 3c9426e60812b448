#!/usr/bin/env python3
"""Benchmark: the server with a device environment, on a spec that lists 9 devices in 2
orientations (issue 22: edit -> diagnostics under 20 ms on a 20 KB spec).

The spec is Tests/Performance/check_bench.py's generated spec at about 20 KB, with
`"supports": { "devices": [the 9 presets], "orientations": ["portrait", "landscape"] }`. Two
servers (`.build/release/headerspec lsp`) in turn: one without an environment, which checks the
geometry in each of the 18 supported environments on every analysis and merges their problems
(the matrix, as `check` runs it), and one with the `environment` setting
`{ "device": "iPhone 15" }`, which analyses that one device. Measured in each:

* a one-character `didChange` to the `publishDiagnostics` of that version, p50/p95;
* `textDocument/hover` on subviews, whose answer has the frame on each of the 18 supported
  device and orientation pairs (18 adaptations and resolutions of the spec per hover), p50/p95.

    swift build -c release --product headerspec
    python3 Tests/Performance/environment_bench.py [--edits 200] [--size 20000]
    python3 Tests/Performance/environment_bench.py --write /tmp/devices.header.json
    .build/release/Benchmarks analysis --file /tmp/devices.header.json --repeat 50

Standard library only (the client is lsp_bench.py's).
"""

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lsp_bench as bench  # noqa: E402

DEVICES = [
    "iPhone SE 3rd generation", "iPhone 11 Pro", "iPhone 11", "iPhone 14", "iPhone 15",
    "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch",
]


def spec(size):
    """The generated spec of about `size` bytes, listing every device in both orientations."""
    text = bench.spec(size)
    supports = (
        '  "supports": { "devices": [' + ", ".join(f'"{d}"' for d in DEVICES)
        + '], "orientations": ["portrait", "landscape"] },\n'
    )
    anchor = '  "width": 375,\n'
    assert anchor in text
    return text.replace(anchor, anchor + supports, 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--hovers", type=int, default=50)
    parser.add_argument("--size", type=int, default=20_000)
    parser.add_argument("--write", metavar="PATH", help="only write the spec to PATH")
    args = parser.parse_args()
    if args.write:
        with open(args.write, "w") as file:
            file.write(spec(args.size))
        return 0
    binary = os.environ.get(
        "HEADERSPEC_BINARY", os.path.join(bench.ROOT, ".build/release/headerspec"))
    if not os.path.exists(binary):
        sys.exit("build it first: swift build -c release --product headerspec")
    text = spec(args.size)
    print(f"spec: {len(text.encode()) / 1000:.1f} KB, {len(DEVICES)} devices x 2 orientations")
    ok = True
    for label, settings in [
        ("matrix (no environment: 18 environments per analysis)", {"headerspec": {}}),
        ("one device (environment iPhone 15)",
         {"headerspec": {"environment": {"device": "iPhone 15"}}}),
    ]:
        print(label)
        ok = measure(binary, settings, text, args) and ok
    return 0 if ok else 1


def measure(binary, settings, text, args):
    """Opens `text` in a server with `settings`, prints the edit and hover figures; whether the
    hovers had a row per supported environment."""
    server = bench.Server("headerspec", [binary, "lsp", "--stdio"], settings)
    bench.initialize(server)
    uri = "file:///bench/devices.header.json"
    seconds, count = bench.open_document(server, uri, text)
    print(f"  open -> diagnostics {seconds * 1000:.2f} ms ({count} diagnostics)")
    server.drop_diagnostics()

    editor = bench.Editor(server, uri, text)
    waits = []
    for _ in range(args.edits):
        start = time.perf_counter()
        editor.edit()
        arrived, _ = server.diagnostics(uri, editor.version)
        waits.append(arrived - start)
    p50, p95 = bench.percentiles(waits)
    print(f"  edit -> diagnostics: p50 {p50:.2f} ms, p95 {p95:.2f} ms over {args.edits} edits "
          f"(goal: under 20 ms)")

    hovers = []
    rows = 0
    for position in bench.places(editor.text, '"keyframes"', args.hovers):
        seconds, message = server.timed_call(
            "textDocument/hover", {"textDocument": {"uri": uri}, "position": position})
        value = (message.get("result") or {}).get("contents", {}).get("value", "")
        rows = max(rows, value.count(", portrait |") + value.count(", landscape |"))
        hovers.append(seconds)
    p50, p95 = bench.percentiles(hovers)
    print(f"  hover on a subview ({rows} device rows): p50 {p50:.2f} ms, p95 {p95:.2f} ms "
          f"over {len(hovers)} hovers")
    server.stop()
    return rows == 2 * len(DEVICES)


if __name__ == "__main__":
    sys.exit(main())
