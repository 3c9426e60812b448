#!/usr/bin/env python3
"""Complexity benchmark against the release binary, stdlib only: adversarial specs of about
COMPLEXITY_MB megabytes (default 1) run through every feature, each timed and its peak memory
and output size measured. A feature passes when it takes at most LIMIT_S seconds (default 10)
and LIMIT_MB MiB of peak RSS (default 500) and its output is at most OUTPUT_FACTOR times the
input plus 1 MB (default 50: the densest specs have a diagnostic per 14-byte line, and SARIF
spends about 600 bytes on each): work and output must grow like the input, not faster.

Specs: keyframes in reverse order, identical snapping ranges, disjoint snapping ranges in
shuffled order, thousands of subviews with one
id, thousands of unknown keys, thousands of duplicate keys, deep nesting, unclosed nesting on
one line, a chain of references. Then the guards, at fixed sizes: 1,000,000 `[` on one line
through `check`, and a chain of 40,000 references through `check` and `preview`, the
cases that unit tests once timed in a debug build (speed is asserted here, on the release
build, never in a unit test); and in a server of their own, issue 32's long lines (one 6 MB
line with 100,001 references, one 5 MB line of subviews), each request within SERVER_LIMIT_S
seconds (default 2) and SERVER_LIMIT_MB MiB (default 300).
Features: `check` in the text, json, sarif and github formats, `check --fix`, and in one
server: diagnostics (pull), a keystroke and its diagnostics, and every document request the
server supports over the whole document (codeAction with every diagnostic, documentSymbol,
foldingRange, selectionRange, formatting, rangeFormatting, onTypeFormatting (the closing `}`),
inlayHint, documentColor, hover, completion, headerspec/preview).

Prints one line per (spec, feature): seconds, peak MiB, output bytes, PASS or FAIL; the last
line is `complexity: N passed, M failed`. Exit status 1 on any failure.

    python3 Tests/Complexity/complexity.py            # 1 MB specs
    COMPLEXITY_MB=0.25 python3 Tests/Complexity/complexity.py   # what .ci/checks/complexity runs
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
import preview_bounds  # noqa: E402

MEGABYTES = float(os.environ.get("COMPLEXITY_MB", "1"))
LIMIT_S = float(os.environ.get("LIMIT_S", "10"))
LIMIT_MB = float(os.environ.get("LIMIT_MB", "500"))
OUTPUT_FACTOR = float(os.environ.get("OUTPUT_FACTOR", "50"))
RESULTS = []

HEAD = ('{\n  "version": 1,\n  "name": "Adversarial",\n  "width": 375,\n'
        '  "bar": { "maxHeight": 100, "minHeight": 20 },\n')
BEHAVIOR = '  "behavior": { "kind": "squareCash", "snapping": [] },\n'


def subview(id_, keyframes, extra=""):
    return ('    { "id": "%s", "kind": "view"%s,\n      "keyframes": [\n%s\n      ]\n    }'
            % (id_, extra, ",\n".join("        " + k for k in keyframes)))


def fill(unit, size):
    return max(1, int(size / len(unit)))


def reverse_keyframes(size):
    n = fill('        { "progress": 0.000000, "frame": [0, 0, 10, 10] },\n', size)
    frames = ['{ "progress": %.6f, "frame": [0, 0, 10, 10] }' % (1 - i / n) for i in range(n)]
    return HEAD + BEHAVIOR + '  "subviews": [\n' + subview("a", frames) + "\n  ]\n}\n"


def identical_ranges(size):
    unit = '      { "target": 0, "from": 0, "to": 1 },\n'
    ranges = ",\n".join(['      { "target": 0, "from": 0, "to": 1 }'] * fill(unit, size))
    return (HEAD + '  "behavior": { "kind": "squareCash", "snapping": [\n' + ranges + "\n  ] },\n"
            '  "subviews": []\n}\n')


def disjoint_ranges(size):
    # Ranges that touch only at their ends, in shuffled order: no overlap to report, so an
    # overlap check that compares every pair does all n(n - 1)/2 comparisons.
    n = fill('      { "target": 0, "from": 0.0000000, "to": 0.0000000 },\n', size)
    order = list(range(n))
    order = order[0::2] + order[1::2][::-1]
    ranges = ",\n".join('      { "target": 0, "from": %.7f, "to": %.7f }' % (i / n, (i + 1) / n)
                        for i in order)
    return (HEAD + '  "behavior": { "kind": "squareCash", "snapping": [\n' + ranges + "\n  ] },\n"
            '  "subviews": []\n}\n')


def duplicate_ids(size):
    one = subview("same", ['{ "progress": 0, "frame": [0, 0, 10, 10] }'])
    views = ",\n".join([one] * fill(one + ",\n", size))
    return HEAD + BEHAVIOR + '  "subviews": [\n' + views + "\n  ]\n}\n"


def unknown_keys(size):
    n = fill('        "unknownKey000000": 1,\n', size)
    keys = ",\n".join('        "unknownKey%06d": 1' % i for i in range(n))
    view = ('    { "id": "a", "kind": "view",\n' + keys + ',\n      "keyframes": '
            '[{ "progress": 0, "frame": [0, 0, 10, 10] }]\n    }')
    return HEAD + BEHAVIOR + '  "subviews": [\n' + view + "\n  ]\n}\n"


def duplicate_keys(size):
    n = fill('      "alpha": 1,\n', size)
    keys = ",\n".join(['      "alpha": 0.5'] * n)
    return (HEAD + BEHAVIOR + '  "subviews": [\n    { "id": "a", "kind": "view", "keyframes": '
            '[{ "progress": 0, "frame": [0, 0, 10, 10],\n' + keys + " }] }\n  ]\n}\n")


def deep_nesting(size):
    depth = fill("[]", size)
    return HEAD + BEHAVIOR + '  "subviews": ' + "[" * depth + "]" * depth + "\n}\n"


def unclosed_nesting(size):
    # One line of opening brackets: hundreds of diagnostics on the one line, whose excerpts
    # must each be a window of it (each used to copy the whole line: 46 s for 1 MB).
    return "[" * size


def chain(count):
    """`count` subviews, subview i's leading edge at subview i + 1's trailing edge plus 1,
    listed from the end of the chain: resolving them in order is linear, following each
    reference anew from every subview quadratic."""
    views = [subview("v%d" % i, ['{ "progress": 0, "size": [1, 1], "anchor": { "leading": '
                                 '{ "to": "v%d.trailing", "offset": 1 }, "top": 0 } }' % (i + 1)])
             for i in range(count - 1)]
    views.append(subview("v%d" % (count - 1), ['{ "progress": 0, "frame": [0, 0, 1, 1] }']))
    return HEAD + BEHAVIOR + '  "subviews": [\n' + ",\n".join(views) + "\n  ]\n}\n"


def label_chain(count):
    """`count` labels with a text style, each anchored after the one before it (its width from
    its text), and a `supports` of every preset, orientation, content size and direction (432
    environments, every one its own layout): laying each label out alone at each sample
    followed the chain anew, quadratic in the labels (issue 40: 125 labels took 3.9 s)."""
    views = []
    for i in range(count):
        leading = '{ "to": "l%d.trailing", "offset": 4 }' % (i - 1) if i else "8"
        views.append('    { "id": "l%d", "kind": "label", "text": "Label %d", "font": { '
                     '"textStyle": "body" }, "keyframes": [ { "progress": 0, "anchor": { '
                     '"leading": %s, "top": 10 } }, { "progress": 1, "alpha": 0.5 } ] }'
                     % (i, i, leading))
    return HEAD + BEHAVIOR + preview_bounds.supports_line() + '  "subviews": [\n' + ",\n".join(views) + "\n  ]\n}\n"


def reference_chain(size):
    return chain(fill(subview("v00000", ['{ "progress": 0, "size": [1, 1], "anchor": { '
                                         '"leading": { "to": "v00000.trailing", "offset": 1 }, '
                                         '"top": 0 } }']) + ",\n", size))


SPECS = [("reverse-keyframes", reverse_keyframes), ("identical-ranges", identical_ranges),
         ("disjoint-ranges", disjoint_ranges),
         ("duplicate-ids", duplicate_ids), ("unknown-keys", unknown_keys),
         ("duplicate-keys", duplicate_keys), ("deep-nesting", deep_nesting),
         ("unclosed-nesting", unclosed_nesting), ("reference-chain", reference_chain)]

# Fixed sizes, whatever COMPLEXITY_MB says: the cases that unit tests once timed in a debug
# build, at sizes where work that grows faster than the input cannot stay within LIMIT_S.
# Each is (name, text, [(feature, arguments after the path's command)]).
GUARDS = [
    # NothingLostTests.aHugeLineIsShownAsAWindow's document: 46 s in a release build when
    # each of its 514 excerpts copied the whole megabyte line.
    ("unclosed-1M", lambda: "[" * 1_000_000,
     [("check --format text", ["check", "--format", "text"])]),
    # ReferenceTests.aChainOfTenThousandResolves, four times longer (7.7 MB): following the
    # references anew from each subview would be 8 * 10^8 steps per layout; in order, 40,000.
    ("reference-chain-40k", lambda: chain(40_000),
     [("check --format text", ["check", "--format", "text"]),
      ("preview --format json", ["preview", "--progress", "0,0.5,1", "--format", "json"])]),
    # Issue 32's full `supports` matrix: 8,000 labels with a text style in 432 environments
    # (1.8 MB). The matrix costs what differs between environments: a layout check per
    # device, orientation and direction (36), and a text comparison per label and content
    # size. A bound, not a goal (issue 40): MATRIX_LIMIT_S and MATRIX_LIMIT_MB.
    ("matrix-8000x432", lambda: preview_bounds.spec(8_000, matrix=True),
     [("check --format text", ["check", "--format", "text"])]),
    # Issue 40's chain of labels, anchored one after the other, in 432 environments (88 KB):
    # linear in labels x environments (1.2 s for 125 labels, 2.6 s for 250), where each label
    # laid out alone at each sample followed the chain anew (125 labels: 47 s).
    ("label-chain-200x432", lambda: label_chain(200),
     [("check --format text", ["check", "--format", "text"])]),
]


def one_line_references(count):
    """Subview `a` and `count` subviews anchored to it twice, all on one line (6.1 MB for
    50,000): `count * 2 + 1` references to `a`, the last ones millions of columns in."""
    anchored = ('{"id":"s%05d","keyframes":[{"progress":0,"size":[1,1],'
                '"anchor":{"leading":{"to":"a.trailing"},"top":{"to":"a.top"}}}]}')
    views = ['{"id":"a","kind":"view","keyframes":[{"progress":0,"frame":[0,0,10,10]}]}']
    views += [anchored % i for i in range(count)]
    return HEAD.replace("\n", "") + BEHAVIOR.strip() + '"subviews":[' + ",".join(views) + "]}"


def one_line_subviews(size):
    """Plain subviews on one line up to `size` bytes: two outline symbols each."""
    one = '{"id":"v%06d","kind":"view","keyframes":[{"progress":0,"frame":[0,0,10,10]}]}'
    views = [one % i for i in range(fill(one % 0 + ",", size))]
    return HEAD.replace("\n", "") + BEHAVIOR.strip() + '"subviews":[' + ",".join(views) + "]}"


# Fixed sizes in one server, each request within SERVER_LIMIT_S seconds (default 2) and the
# server within SERVER_LIMIT_MB MiB (default 300): issue 32's long lines, where an offset's
# column used to cost its distance from the line's start (references: 7.4 s; documentSymbol
# on 5 MB: 6 s). Each is (name, text, the needle whose position the requests name,
# [(feature, method, extra params or None for none, whether within the server limits)]). A
# rename is never cut short (a part of one would break the references it leaves): its 100,001
# edits (11 MB of JSON) are held to LIMIT_S and LIMIT_MB only.
SERVER_LIMIT_S = float(os.environ.get("SERVER_LIMIT_S", "2"))
SERVER_LIMIT_MB = float(os.environ.get("SERVER_LIMIT_MB", "300"))
SERVER_GUARDS = [
    ("one-line-refs-100k", lambda: one_line_references(50_000), '"a.top"',
     [("lsp references", "textDocument/references", {"context": {"includeDeclaration": True}},
       True),
      ("lsp documentHighlight", "textDocument/documentHighlight", {}, True),
      ("lsp documentSymbol", "textDocument/documentSymbol", None, True),
      ("lsp rename (uncut)", "textDocument/rename", {"newName": "b"}, False)]),
    ("one-line-symbols-5M", lambda: one_line_subviews(5_000_000), '"v000001"',
     [("lsp documentSymbol", "textDocument/documentSymbol", None, True),
      ("lsp references", "textDocument/references", {"context": {"includeDeclaration": True}},
       True),
      ("lsp hover", "textDocument/hover", {}, True)]),
]


# Issue 40's bound for the megabyte matrix: within 60 s and 1 GB (check and the server), a
# hover during its analysis within 1 s.
MATRIX_LIMIT_S = float(os.environ.get("MATRIX_LIMIT_S", "60"))
MATRIX_LIMIT_MB = float(os.environ.get("MATRIX_LIMIT_MB", "1024"))
MATRIX_HOVER_S = 1.0
BOUNDS = {"matrix-8000x432": (MATRIX_LIMIT_S, MATRIX_LIMIT_MB)}


def record(spec, feature, seconds, peak_mib, output, input_size, limit_s=None, limit_mb=None):
    output_limit = OUTPUT_FACTOR * input_size + (1 << 20)
    limit_s = LIMIT_S if limit_s is None else limit_s
    limit_mb = LIMIT_MB if limit_mb is None else limit_mb
    ok = seconds <= limit_s and peak_mib <= limit_mb and output <= output_limit
    RESULTS.append(ok)
    print(f"complexity: {'PASS' if ok else 'FAIL'} {spec:18} {feature:26} {seconds:6.2f} s "
          f"{peak_mib:6.0f} MiB {output:>11,} bytes out", flush=True)


def run_cli(spec, feature, arguments, input_size, directory):
    out_path = os.path.join(directory, "out")
    rss_path = os.path.join(directory, "rss")
    # The child's own peak: a forked child's ru_maxrss starts from this (large) process's, so
    # GNU time, which is small, measures it when it is there.
    timer = ["/usr/bin/time", "-f", "%M", "-o", rss_path] if os.path.exists("/usr/bin/time") else []
    with open(out_path, "wb") as out:
        began = time.monotonic()
        process = subprocess.Popen(timer + [lspclient.BINARY] + arguments, stdout=out,
                                   stderr=subprocess.DEVNULL, cwd=directory)
        limit_s, limit_mb = BOUNDS.get(spec, (LIMIT_S, LIMIT_MB))
        deadline = began + 3 * limit_s
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                process.kill()
                pid, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.01)
        seconds = time.monotonic() - began
    peak_kib = usage.ru_maxrss
    if timer:
        with open(rss_path) as rss:
            lines = rss.read().split()
            peak_kib = int(lines[-1]) if lines and lines[-1].isdigit() else peak_kib
    record(spec, feature, seconds, peak_kib / 1024, os.path.getsize(out_path), input_size,
           limit_s, limit_mb)


def whole_range(text):
    lines = text.split("\n")
    return {"start": {"line": 0, "character": 0},
            "end": {"line": len(lines) - 1, "character": len(lines[-1])}}


def run_server(spec, text):
    client = lspclient.Client()
    # An editor's capabilities: code actions as literals (otherwise the server offers none).
    client.call("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {
        "general": {"positionEncodings": ["utf-16"]},
        "textDocument": {"diagnostic": {}, "codeAction": {"codeActionLiteralSupport": {
            "codeActionKind": {"valueSet": ["quickfix", "refactor"]}}}}}})
    client.notify("initialized")
    uri = f"file:///complexity/{spec}.header.json"
    size = len(text.encode())
    everything = whole_range(text)
    middle = {"line": text.count("\n") // 2, "character": 6}
    document = {"textDocument": {"uri": uri}}

    def measure(feature, method, params, notify=None):
        began = time.monotonic()
        if notify:
            client.notify(*notify)
        response = client.call(method, params, timeout=3 * LIMIT_S)
        seconds = time.monotonic() - began
        out = len(json.dumps(response)) if response is not None else 0
        if response is None:
            seconds = max(seconds, 3 * LIMIT_S)
        record(spec, feature, seconds, lspclient.rss_kib(client.pid, "VmHWM") / 1024, out, size)
        return (response or {}).get("result")

    report = measure("lsp diagnostic (open)", "textDocument/diagnostic", document, notify=(
        "textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "json",
                                                   "version": 1, "text": text}}))
    diagnostics = (report or {}).get("items", [])
    measure("lsp diagnostic (keystroke)", "textDocument/diagnostic", document, notify=(
        "textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                   "contentChanges": [{"range": {"start": {"line": 0,
                                                       "character": 1}, "end": {
                                                       "line": 0, "character": 1}},
                                                       "text": " "}]}))
    measure("lsp codeAction (all)", "textDocument/codeAction", dict(
        document, range=everything, context={"diagnostics": diagnostics}))
    for feature, method, params in [
            ("lsp documentSymbol", "textDocument/documentSymbol", document),
            ("lsp foldingRange", "textDocument/foldingRange", document),
            ("lsp selectionRange", "textDocument/selectionRange",
             dict(document, positions=[middle])),
            ("lsp formatting", "textDocument/formatting",
             dict(document, options={"tabSize": 2, "insertSpaces": True})),
            ("lsp rangeFormatting", "textDocument/rangeFormatting",
             dict(document, range=everything, options={"tabSize": 2, "insertSpaces": True})),
            ("lsp onTypeFormatting", "textDocument/onTypeFormatting",
             dict(document, position=whole_range(text.rstrip())["end"], ch="}",
                  options={"tabSize": 2, "insertSpaces": True})),
            ("lsp inlayHint", "textDocument/inlayHint", dict(document, range=everything)),
            ("lsp documentColor", "textDocument/documentColor", document),
            ("lsp semanticTokens", "textDocument/semanticTokens/full", document),
            ("lsp hover", "textDocument/hover", dict(document, position=middle)),
            ("lsp completion", "textDocument/completion", dict(document, position=middle)),
            ("lsp preview", "headerspec/preview", document)]:
        measure(feature, method, params)
    code = client.close()
    RESULTS.append(code == 0)
    if code != 0:
        print(f"complexity: FAIL {spec:18} server exit {code}")


def run_server_guard(spec, text, needle, requests):
    """Opens `text` in a fresh server, waits for its diagnostics (within LIMIT_S), then times
    each request at the position inside `needle` within SERVER_LIMIT_S and SERVER_LIMIT_MB (or
    LIMIT_S and LIMIT_MB where it says so)."""
    client = lspclient.Client()
    client.initialize("utf-16")
    uri = f"file:///complexity/{spec}.header.json"
    size = len(text.encode())
    document = {"textDocument": {"uri": uri}}
    index = text.index(needle) + 2
    position = lspclient.position_of(text, index, "utf-16")
    began = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": text}})
    opened = client.call("textDocument/diagnostic", document, timeout=3 * LIMIT_S)
    record(spec, "lsp diagnostic (open)", time.monotonic() - began,
           lspclient.rss_kib(client.pid, "VmHWM") / 1024,
           len(json.dumps(opened)) if opened else 0, size)
    for feature, method, extra, within_server_limits in requests:
        params = dict(document) if extra is None else dict(document, position=position, **extra)
        began = time.monotonic()
        response = client.call(method, params, timeout=3 * LIMIT_S)
        seconds = time.monotonic() - began
        result = (response or {}).get("result")
        if response is None or "error" in response or not result:
            print(f"complexity: FAIL {spec:18} {feature}: no result: {str(response)[:200]}")
            RESULTS.append(False)
            continue
        limits = (SERVER_LIMIT_S, SERVER_LIMIT_MB) if within_server_limits else (None, None)
        record(spec, feature, seconds, lspclient.rss_kib(client.pid, "VmHWM") / 1024,
               len(json.dumps(response)), size, *limits)
    code = client.close()
    RESULTS.append(code == 0)
    if code != 0:
        print(f"complexity: FAIL {spec:18} server exit {code}")


def run_matrix_server_guard():
    """Issue 32's matrix in the server (`matrix-8000x432`'s spec): its diagnostics after the
    open, then five edits in a row and a hover at once, which waits for the model of the last
    edit, not for the checks of the older ones, then the diagnostics of the last edit: the
    diagnostics within MATRIX_LIMIT_S, the hover within MATRIX_HOVER_S, the server within
    MATRIX_LIMIT_MB throughout (issue 40's bound)."""
    spec = "matrix-8000x432"
    text = preview_bounds.spec(8_000, matrix=True)
    client = lspclient.Client()
    client.initialize("utf-16")
    uri = f"file:///complexity/{spec}.header.json"
    size = len(text.encode())
    document = {"textDocument": {"uri": uri}}

    def measure(feature, method, params, limit_s):
        began = time.monotonic()
        response = client.call(method, params, timeout=3 * MATRIX_LIMIT_S)
        seconds = time.monotonic() - began
        if response is None or "error" in response or not response.get("result"):
            print(f"complexity: FAIL {spec:18} {feature}: no result: {str(response)[:200]}")
            RESULTS.append(False)
            return
        record(spec, feature, seconds, lspclient.rss_kib(client.pid, "VmHWM") / 1024,
               len(json.dumps(response)), size, limit_s, MATRIX_LIMIT_MB)

    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1, "text": text}})
    measure("lsp diagnostic (open)", "textDocument/diagnostic", document, MATRIX_LIMIT_S)
    for version in range(2, 7):
        text = text.replace('"name": "Many', '"name": "MMany', 1)
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]})
    position = lspclient.position_of(text, text.index('"label7"') + 2, "utf-16")
    measure("lsp hover (five edits on)", "textDocument/hover",
            dict(document, position=position), MATRIX_HOVER_S)
    measure("lsp diagnostic (last edit)", "textDocument/diagnostic", document, MATRIX_LIMIT_S)
    code = client.close()
    RESULTS.append(code == 0)
    if code != 0:
        print(f"complexity: FAIL {spec:18} server exit {code}")


def main():
    size = int(MEGABYTES * (1 << 20))
    print(f"complexity: specs of {size:,} bytes, limits {LIMIT_S:g} s, {LIMIT_MB:g} MiB, "
          f"output {OUTPUT_FACTOR:g} x input + 1 MB", flush=True)
    directory = tempfile.mkdtemp(prefix="headerspec-complexity-")
    try:
        for spec, generate in SPECS:
            text = generate(size)
            path = os.path.join(directory, f"{spec}.header.json")
            data = text.encode()
            for format_ in ["text", "json", "sarif", "github"]:
                with open(path, "wb") as file:
                    file.write(data)
                run_cli(spec, f"check --format {format_}", ["check", "--format", format_, path],
                        len(data), directory)
            run_cli(spec, "check --fix", ["check", "--fix", path], len(data), directory)
            with open(path, "wb") as file:
                file.write(data)
            run_server(spec, text)
        for spec, generate, features in GUARDS:
            data = generate().encode()
            path = os.path.join(directory, f"{spec}.header.json")
            for feature, arguments in features:
                with open(path, "wb") as file:
                    file.write(data)
                run_cli(spec, feature, arguments[:1] + [path] + arguments[1:], len(data),
                        directory)
        for spec, generate, needle, requests in SERVER_GUARDS:
            run_server_guard(spec, generate(), needle, requests)
        run_matrix_server_guard()
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    passed = sum(RESULTS)
    print(f"complexity: {passed} passed, {len(RESULTS) - passed} failed")
    return 0 if passed == len(RESULTS) else 1


if __name__ == "__main__":
    sys.exit(main())
