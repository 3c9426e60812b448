#!/usr/bin/env python3
"""Prepares the editor sessions and computes the diagnostics they must show.

    reference.py REPO WORKDIR BINARY

* Copies each file of `cases.json` into WORKDIR (with its `companions`, the files it names: an
  events file's spec), checks that every position still points at its
  `text_at`/`text_before`, and writes the edited text (the `edit` applied) under WORKDIR/edited/.
* For a `code_action` case: asks the server itself (a direct LSP session) for the actions at
  the position, applies the edit of the one titled `apply` to the text, and writes the result
  under WORKDIR/actioned/: the text the editor's buffer must hold after applying it.
* Writes WORKDIR/cases.resolved.json (absolute paths, positions) for the editor scripts.
* Writes WORKDIR/reference.json: for each file, before and after its edit (and its code
  action: with the titles offered and the text), the diagnostics as a
  sorted list of [line (0-based), code], from `headerspec check --format json` when the binary
  has `check`, otherwise from a direct LSP session with the same binary (push diagnostics, one
  `didOpen` per file, wait for the publish of version 1).
"""
import json
import os
import re
import shutil
import subprocess
import sys

# The LSP client shared with the stress and benchmark scripts.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Stress"))
import lspclient  # noqa: E402

TIMEOUT_S = 20


def fail(message):
    print(f"FAIL  reference: {message}")
    sys.exit(1)


def position_offset(text, line, character):
    """Character offset of an LSP position in an ASCII-positioned text."""
    lines = text.split("\n")
    if line >= len(lines) or character > len(lines[line]):
        return None
    return sum(len(l) + 1 for l in lines[:line]) + character


def check_position(text, spec, what, name):
    offset = position_offset(text, spec["line"], spec["character"])
    if offset is None:
        fail(f"{name}: {what} position {spec['line']}:{spec['character']} is outside the file")
    if "text_at" in spec and not text.startswith(spec["text_at"], offset):
        fail(f"{name}: {what} position does not point at {spec['text_at']!r}")
    if "text_before" in spec and not text[:offset].endswith(spec["text_before"]):
        fail(f"{name}: {what} position does not follow {spec['text_before']!r}")
    return offset


def prepare(repo, workdir, cases):
    os.makedirs(os.path.join(workdir, "edited"), exist_ok=True)
    resolved = []
    for case in cases["files"]:
        name = case["name"]
        path = os.path.join(workdir, name)
        shutil.copyfile(os.path.join(repo, case["source"]), path)
        for companion in case.get("companions", []):
            shutil.copyfile(os.path.join(repo, companion),
                            os.path.join(workdir, os.path.basename(companion)))
        text = open(path, encoding="utf-8").read()
        entry = dict(case, path=path)
        for what in ("hover", "completion", "code_action"):
            if what in case:
                check_position(text, case[what], what, name)
        if "edit" in case:
            offset = check_position(text, case["edit"], "edit", name)
            edited = text[:offset] + case["edit"]["insert"] + text[offset:]
            entry["edited_path"] = os.path.join(workdir, "edited", name)
            with open(entry["edited_path"], "w", encoding="utf-8") as f:
                f.write(edited)
        resolved.append(entry)
    return resolved


# MARK: - headerspec check --format json


def has_check(binary):
    out = subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=TIMEOUT_S)
    return re.search(r"headerspec check\b", out.stdout + out.stderr) is not None


def diagnostics_in(value):
    """Every object with a `code` and a line, anywhere in `check`'s JSON output."""
    found = []
    if isinstance(value, dict):
        line = value.get("line")
        if line is None and isinstance(value.get("start"), dict):
            line = value["start"].get("line")
        if line is None and isinstance(value.get("range"), dict):
            line = value["range"].get("start", {}).get("line")
        if "code" in value and isinstance(line, (int, float)) and not isinstance(line, bool):
            found.append([int(line) - 1, str(value["code"])])  # check reports 1-based lines
            return found
        for child in value.values():
            found += diagnostics_in(child)
    elif isinstance(value, list):
        for child in value:
            found += diagnostics_in(child)
    return found


def check_reference(binary, paths):
    result = {}
    for path in paths:
        out = subprocess.run(
            [binary, "check", "--format", "json", path],
            capture_output=True, text=True, timeout=TIMEOUT_S)
        if out.returncode not in (0, 1):
            fail(f"headerspec check {path}: exit {out.returncode}: {out.stderr.strip()}")
        try:
            data = json.loads(out.stdout)
        except json.JSONDecodeError as error:
            fail(f"headerspec check --format json {path}: not JSON ({error})")
        result[path] = sorted(diagnostics_in(data))
    return result


# MARK: - A direct LSP session


class Session(lspclient.Client):
    """The shared LSP client, failing the run when an answer does not come in time."""

    def __init__(self, command):
        super().__init__(command=command)

    def ask(self, method, params):
        """The response to a request."""
        request_id = self.request(method, params)
        return self.expect(lambda m: m.get("id") == request_id and "method" not in m, method)

    def expect(self, predicate, what):
        found = self.wait_for(predicate, TIMEOUT_S)
        if found is None:
            fail(f"LSP session: no {what} within {TIMEOUT_S} s")
        return found[1]


def uri_of(path):
    return "file://" + os.path.abspath(path)


def lsp_reference(binary, paths):
    session = Session([binary, "lsp"])
    session.ask("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    session.notify("initialized", {})
    for path in paths:
        session.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri_of(path), "languageId": "headerspec", "version": 1,
            "text": open(path, encoding="utf-8").read()}})
    result = {}
    for path in paths:
        uri = uri_of(path)
        message = session.expect(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri and m["params"].get("version") == 1,
            f"diagnostics for {os.path.basename(path)}")
        result[path] = sorted(
            [d["range"]["start"]["line"], str(d.get("code"))]
            for d in message["params"]["diagnostics"])
    session.ask("shutdown", None)
    session.notify("exit", None)
    code = session.process.wait(timeout=TIMEOUT_S)
    if code != 0:
        fail(f"LSP session: the server exited with {code} after shutdown")
    return result


def utf16_offset(text, line, character):
    """Character offset of an LSP position (UTF-16 code units) in `text`."""
    lines = text.split("\n")
    if line >= len(lines):
        return len(text)
    start = sum(len(l) + 1 for l in lines[:line])
    units = 0
    for index, char in enumerate(lines[line]):
        if units >= character:
            return start + index
        units += 2 if ord(char) > 0xFFFF else 1
    return start + len(lines[line])


def apply_workspace_edit(text, uri, edit):
    """The text after a WorkspaceEdit's edits for `uri` (`changes` or `documentChanges`)."""
    edits = list((edit.get("changes") or {}).get(uri, []))
    for change in edit.get("documentChanges") or []:
        if change.get("textDocument", {}).get("uri") == uri:
            edits += change.get("edits", [])
    spans = []
    for e in edits:
        r = e["range"]
        spans.append((utf16_offset(text, r["start"]["line"], r["start"]["character"]),
                      utf16_offset(text, r["end"]["line"], r["end"]["character"]), e["newText"]))
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def code_action_reference(binary, workdir, entries):
    """For each entry with a `code_action`: the titles the server offers at its position, and
    the text with the edit of the action titled `apply`, written under WORKDIR/actioned/."""
    os.makedirs(os.path.join(workdir, "actioned"), exist_ok=True)
    session = Session([binary, "lsp"])
    session.ask("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {
        "textDocument": {"codeAction": {"codeActionLiteralSupport": {"codeActionKind": {
            "valueSet": ["quickfix", "refactor"]}}}}}})
    session.notify("initialized", {})
    for entry in entries:
        spec, uri = entry["code_action"], uri_of(entry["path"])
        text = open(entry["path"], encoding="utf-8").read()
        session.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "headerspec", "version": 1, "text": text}})
        position = {"line": spec["line"], "character": spec["character"]}
        answer = session.ask("textDocument/codeAction", {
            "textDocument": {"uri": uri}, "range": {"start": position, "end": position},
            "context": {"diagnostics": []}})
        actions = answer.get("result") or []
        chosen = [a for a in actions if a.get("title") == spec["apply"]]
        if not chosen or "edit" not in chosen[0]:
            fail(f"{entry['name']}: the server offers no {spec['apply']!r} with an edit at "
                 f"{spec['line']}:{spec['character']} (offered {[a.get('title') for a in actions]})")
        entry["actioned_path"] = os.path.join(workdir, "actioned", entry["name"])
        with open(entry["actioned_path"], "w", encoding="utf-8") as f:
            f.write(apply_workspace_edit(text, uri, chosen[0]["edit"]))
        entry["action_titles"] = [a.get("title") for a in actions]
    session.ask("shutdown", None)
    session.notify("exit", None)
    session.process.wait(timeout=TIMEOUT_S)


def main():
    repo, workdir, binary = sys.argv[1:4]
    cases = json.load(open(os.path.join(repo, "EditorSupport/test/cases.json")))
    resolved = prepare(repo, workdir, cases)
    shutil.copyfile(os.path.join(repo, "Schemas/settings.schema.json"),
                    os.path.join(workdir, "settings.schema.json"))
    with open(os.path.join(workdir, "cases.resolved.json"), "w") as f:
        json.dump({"files": resolved}, f, indent=2)
    actioned = [e for e in resolved if "code_action" in e]
    if actioned:
        code_action_reference(binary, workdir, actioned)
    paths = [e["path"] for e in resolved] + [e["edited_path"] for e in resolved if "edited_path" in e]
    paths += [e["actioned_path"] for e in actioned]
    if has_check(binary):
        source = "headerspec check --format json"
        by_path = check_reference(binary, paths)
    else:
        source = "a direct LSP session (headerspec check does not exist yet)"
        by_path = lsp_reference(binary, paths)
    reference = {"source": source, "files": {}}
    for entry in resolved:
        diagnostics = by_path[entry["path"]]
        reference["files"][entry["name"]] = {
            "diagnostics": diagnostics,
            "after_edit": by_path.get(entry.get("edited_path")),
        }
        if "actioned_path" in entry:
            reference["files"][entry["name"]].update({
                "action_titles": entry["action_titles"],
                "after_action": by_path[entry["actioned_path"]],
                "after_action_text": open(entry["actioned_path"], encoding="utf-8").read(),
            })
        if "settings" in entry:
            if not diagnostics:
                fail(f"{entry['name']}: the settings case needs a diagnostic to turn off")
            # The editors turn this code off with severityOverrides and expect the rest.
            entry["off_code"] = diagnostics[0][1]
            reference["files"][entry["name"]]["with_override"] = [
                d for d in diagnostics if d[1] != entry["off_code"]]
    with open(os.path.join(workdir, "cases.resolved.json"), "w") as f:
        json.dump({"files": resolved}, f, indent=2)
    with open(os.path.join(workdir, "reference.json"), "w") as f:
        json.dump(reference, f, indent=2)
    print(f"ok    reference diagnostics from {source}")


if __name__ == "__main__":
    main()
