#!/usr/bin/env python3
"""Randomized LSP session against the real release binary (`headerspec lsp`), stdlib only.

Two sessions (utf-16 and utf-8 position encodings), each with EDITS random incremental edits
(insertions of JSON fragments, CJK text and emoji; deletions of random ranges) to one open
spec, interleaved with completion, hover, code action and pull diagnostic requests, and
cancellations. After every edit the server's text (`headerspec/documentState`) must equal the
client's; every request must be answered (a result, RequestCancelled, ContentModified, or
MethodNotFound for a feature the server does not advertise); memory (VmRSS) at the end must be
within MEMORY_BOUND_MIB of the start.

Usage: lsp_stress.py [EDITS] [SEED]   (defaults 10000 and 9). Last line:
`stress: N passed, M failed`.
"""

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import lspclient  # noqa: E402

MEMORY_BOUND_MIB = 64
URI = "file:///stress/random.header.json"
START = """{
  "$schema": "https://headerspec.dev/schema/v1.json",
  "bar": {"kind": "largeTitle", "height": 96},
  "subviews": [
    {"id": "title", "kind": "label", "text": "标题 🚀"}
  ]
}
"""
FRAGMENTS = [
    "{", "}", "[", "]", ",", ":", '"', '"id"', '"kind": "label"', "0", "-1.5e3", "true", "null",
    '{"a": [1, 2]}', "\n", "  ", "标题", "日本語テキスト", "한국어", "🚀", "👩‍💻", "🇫🇷", "é", "\\u00e9",
    '"subviews": []', '"bar": {}', "// comment\n", "/* x */", "\t", '"\\"', "𝄞",
]
PROBES = ["textDocument/completion", "textDocument/hover", "textDocument/codeAction",
          "textDocument/diagnostic"]
CAPABILITY = {"textDocument/completion": "completionProvider",
              "textDocument/hover": "hoverProvider",
              "textDocument/codeAction": "codeActionProvider",
              "textDocument/diagnostic": "diagnosticProvider"}


def session(encoding, edits, rng, failures):
    client = lspclient.Client()
    capabilities = client.initialize(encoding)["result"]["capabilities"]
    if capabilities.get("positionEncoding") != encoding:
        failures.append(f"{encoding}: negotiated {capabilities.get('positionEncoding')}")
    text = START
    version = 1
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": URI, "languageId": "json", "version": version, "text": text}})
    client.call("headerspec/documentState", {"textDocument": {"uri": URI}})
    start_rss = lspclient.rss_kib(client.pid)
    sent = {}
    mismatches = 0
    began = time.monotonic()
    for step in range(edits):
        # An edit: insert a fragment, or delete a range (more often when the text is long).
        if rng.random() < (0.3 if len(text) < 3000 else 0.8) and text:
            a = rng.randrange(len(text) + 1)
            b = min(len(text), a + rng.randrange(1, 10))
            new = ""
        else:
            a = b = rng.randrange(len(text) + 1)
            new = "".join(rng.choice(FRAGMENTS) for _ in range(rng.randrange(1, 4)))
        change = {"range": {"start": lspclient.position_of(text, a, encoding),
                            "end": lspclient.position_of(text, b, encoding)}, "text": new}
        text = text[:a] + new + text[b:]
        version += 1
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": URI, "version": version}, "contentChanges": [change]})
        # Feature requests at random positions, some cancelled at once.
        for _ in range(rng.randrange(0, 3)):
            method = rng.choice(PROBES)
            offset = rng.randrange(len(text) + 1)
            position = lspclient.position_of(text, offset, encoding)
            params = {"textDocument": {"uri": URI}}
            if method == "textDocument/codeAction":
                params["range"] = {"start": position, "end": position}
                params["context"] = {"diagnostics": []}
            elif method != "textDocument/diagnostic":
                params["position"] = position
            request_id = client.request(method, params)
            sent[request_id] = method
            if rng.random() < 0.2:
                client.notify("$/cancelRequest", {"id": request_id})
        state = client.call("headerspec/documentState", {"textDocument": {"uri": URI}})
        sent[state["id"] if state else -step] = "headerspec/documentState"
        if not state or state.get("result", {}).get("text") != text:
            mismatches += 1
            if mismatches <= 3:
                failures.append(f"{encoding}: step {step}: the server's text differs "
                                f"(version {version}, change {change!r})")
    elapsed = time.monotonic() - began
    # Every request answered.
    unanswered = [i for i in sent if i > 0 and client.wait(i, timeout=20) is None]
    answered = sum(1 for i in sent if i > 0) - len(unanswered)
    if unanswered:
        failures.append(f"{encoding}: {len(unanswered)} requests unanswered, e.g. {unanswered[:5]}")
    bad = []
    for request_id, method in sent.items():
        response = client.responses.get(request_id)
        if not response or "error" not in response:
            continue
        code = response["error"]["code"]
        if code in (lspclient.REQUEST_CANCELLED, lspclient.CONTENT_MODIFIED):
            continue
        if code == lspclient.METHOD_NOT_FOUND and CAPABILITY.get(method) not in capabilities:
            continue
        bad.append((method, response["error"]))
    if bad:
        failures.append(f"{encoding}: {len(bad)} unexpected errors, e.g. {bad[:3]}")
    end_rss = lspclient.rss_kib(client.pid)
    peak = lspclient.rss_kib(client.pid, "VmHWM")
    code = client.close()
    if code != 0:
        failures.append(f"{encoding}: exit code {code} after shutdown and exit")
    growth = (end_rss - start_rss) / 1024
    if growth > MEMORY_BOUND_MIB:
        failures.append(f"{encoding}: memory grew by {growth:.1f} MiB (bound {MEMORY_BOUND_MIB})")
    print(f"stress: {encoding}: {edits} edits in {elapsed:.1f} s, {answered} requests answered, "
          f"{mismatches} text mismatches; VmRSS {start_rss / 1024:.1f} MiB at start, "
          f"{end_rss / 1024:.1f} MiB at end (peak {peak / 1024:.1f} MiB, bound +{MEMORY_BOUND_MIB} "
          f"MiB); final text {len(text)} characters")


def main():
    edits = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    rng = random.Random(seed)
    passed = failed = 0
    for encoding in ("utf-16", "utf-8"):
        failures = []
        try:
            session(encoding, edits, rng, failures)
        except Exception as error:  # a crashed server shows up as a broken pipe or a None
            failures.append(f"{encoding}: {type(error).__name__}: {error}")
        for failure in failures:
            print(f"stress: FAILED {failure}")
        if failures:
            failed += 1
        else:
            passed += 1
    print(f"stress: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
