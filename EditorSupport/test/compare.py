#!/usr/bin/env python3
"""Judges an editor session's results against the reference and the cases.

    compare.py WORKDIR RESULT.json

Prints `ok    ...` / `FAIL  ...` per check. Exit status 1 when something failed.
"""
import json
import os
import sys

failures = 0


def report(ok, label, detail=""):
    global failures
    if ok:
        print(f"ok    {label}")
    else:
        failures += 1
        print(f"FAIL  {label}{': ' + detail if detail else ''}")


def hover_text(contents):
    """The text of a hover's `contents` (MarkupContent, MarkedString or a list of them), or the
    string an editor rendered."""
    if contents is None:
        return ""
    if isinstance(contents, str):
        return contents
    if isinstance(contents, list):
        return "\n".join(hover_text(c) for c in contents)
    return contents.get("value", "")


def answered_result(label, answer, advertised, provider):
    """The result of a request the editor made, or None after reporting why there is none."""
    if not advertised:
        return report(False, label, f"the server does not advertise {provider}")
    if answer is None:
        return report(False, label, "not requested")
    if not answer.get("answered"):
        return report(False, label, f"no answer ({answer.get('error')})")
    if answer.get("error") or not answer.get("result"):
        return report(False, label, f"no result: {answer}")
    return answer["result"]


def judge_hover(editor, name, spec, answer, advertised):
    label = f"{editor}: {name}: hover at {spec['line']}:{spec['character']}"
    result = answered_result(label, answer, advertised, "hoverProvider")
    if result is None:
        return
    text = hover_text(result.get("contents") if isinstance(result, dict) else result)
    missing = [s for s in spec.get("expect_contains", []) if s.lower() not in text.lower()]
    report(text.strip() != "" and not missing, label,
           f"missing {missing} in {text[:200]!r}")


def judge_completion(editor, name, spec, answer, advertised):
    label = f"{editor}: {name}: completion at {spec['line']}:{spec['character']}"
    result = answered_result(label, answer, advertised, "completionProvider")
    if result is None:
        return
    items = result.get("items", []) if isinstance(result, dict) else result
    labels = [str(item.get("label", "")).strip('"') for item in items]
    report(len(items) > 0, f"{label}: offers items", "no items")
    wanted = [l for l in spec.get("expect_labels", []) if l not in labels]
    report(not wanted, f"{label}: offers {spec.get('expect_labels', [])}",
           f"missing {wanted} among {labels[:20]}")
    present = [l for l in spec.get("expect_absent_labels", []) if l in labels]
    report(not present, f"{label}: keys already present are not offered", f"offered {present}")
    # Neovim 0.7 declares no snippet support: no item may be a snippet.
    snippets = [item.get("label") for item in items if item.get("insertTextFormat") == 2]
    report(not snippets, f"{label}: no snippets for a client without snippet support",
           f"snippet items {snippets[:5]}")


def judge_code_lenses(editor, name, spec, lenses):
    """The lenses the editor shows: the expected (line, title) pairs, and one visibility lens
    per subview."""
    label = f"{editor}: {name}: code lenses"
    if lenses is None:
        return report(False, label, "not recorded")
    got = [[lens.get("line"), lens.get("title")] for lens in lenses]
    missing = [pair for pair in spec["expect"] if pair not in got]
    report(not missing, f"{label} {spec['expect']}", f"missing {missing} among {got}")
    spans = [title for _, title in got if title.startswith("visible") or title == "never visible"]
    report(len(spans) == spec["visibility_lenses"],
           f"{label}: one visibility lens per subview ({spec['visibility_lenses']})", f"{spans}")


def judge_inlay_hints(editor, name, spec, answer):
    """The inlay hints the server gives the editor's client for the whole document: their
    number and some labels."""
    label = f"{editor}: {name}: inlay hints"
    if not answer or not answer.get("answered"):
        return report(False, label, f"no answer ({(answer or {}).get('error')})")
    labels = answer.get("labels") or []
    report(len(labels) == spec["count"], f"{label}: {spec['count']} hints",
           f"{len(labels)}: {labels[:5]}")
    missing = [l for l in spec.get("expect_labels", []) if l not in labels]
    report(not missing, f"{label} {spec.get('expect_labels', [])}",
           f"missing {missing} among {labels}")


def judge_code_action(editor, name, spec, shown, expected, advertised):
    """The actions offered at the position, and the buffer and diagnostics after the editor
    applied the one titled `apply`."""
    answer = shown.get("code_action")
    label = f"{editor}: {name}: code actions at {spec['line']}:{spec['character']}"
    if not advertised:
        return report(False, label, "the server does not advertise codeActionProvider")
    if not answer or not answer.get("answered"):
        return report(False, label, f"no answer ({(answer or {}).get('error')})")
    if answer.get("error"):
        return report(False, label, f"error {answer['error']}")
    titles = answer.get("titles") or []
    wanted = [t for t in spec.get("expect_titles", []) if t not in titles]
    report(not wanted, f"{label}: offers {spec.get('expect_titles', [])}",
           f"missing {wanted} among {titles}")
    report(titles == expected["action_titles"],
           f"{label}: the titles a direct session gets", f"{titles} vs {expected['action_titles']}")
    label = f"{editor}: {name}: {spec['apply']!r} applied by the editor"
    if answer.get("applied") != spec["apply"] or "after_action_text" not in shown:
        return report(False, label, f"not applied ({answer.get('apply_error') or 'no such action'})")
    text = shown["after_action_text"]
    missing = [s for s in spec.get("expect_text_contains", []) if s not in text]
    report(not missing, f"{label}: the buffer has {len(spec.get('expect_text_contains', []))} "
           "expected snippets", f"missing {missing}")
    report(text == expected["after_action_text"],
           f"{label}: the buffer is the server's edit applied to the file",
           f"buffer {text!r} vs {expected['after_action_text']!r}")
    before = {code for _, code in expected["diagnostics"]}
    absent = [c for c in spec.get("expect_codes_before", []) if c not in before]
    report(not absent, f"{name}: {spec.get('expect_codes_before', [])} before the action",
           f"the reference has {sorted(before)}")
    after = sorted(shown.get("after_action") or [])
    report(after == expected["after_action"],
           f"{label}: diagnostics {after} afterwards", f"expected {expected['after_action']}")
    lingering = [c for c in spec.get("expect_codes_gone", []) if c in {code for _, code in after}]
    report(not lingering, f"{label}: {spec.get('expect_codes_gone', [])} gone",
           f"still shown: {lingering}")


def main():
    workdir, result_path = sys.argv[1:3]
    cases = json.load(open(os.path.join(workdir, "cases.resolved.json")))
    reference = json.load(open(os.path.join(workdir, "reference.json")))
    if not os.path.exists(result_path):
        report(False, f"{os.path.basename(result_path)}", "the editor wrote no result")
        return 1
    result = json.load(open(result_path))
    editor = result.get("editor", "editor")
    for error in result.get("errors", []):
        report(False, f"{editor}: session", error.strip().splitlines()[0])
    if "settings" in result:
        schema = json.load(open(os.path.join(workdir, "settings.schema.json")))
        # A setting whose default is null (environment) may be left out: the server reads an
        # absent setting as its default, and Lua tables and Emacs plists cannot hold a null.
        wanted = {name: spec["default"] for name, spec in schema["properties"].items()
                  if spec["default"] is not None}
        report(result["settings"] == wanted,
               f"{editor}: the settings given to the server are the defaults of settings.schema.json",
               f"{json.dumps(result['settings'])} vs {json.dumps(wanted)}")
    if "config_merge" in result:
        merged = result["config_merge"]
        report(merged == {"cmd": ["/opt/headerspec", "lsp"], "sampleProgress": [0, 1]},
               f"{editor}: the module's options replace its defaults (cmd, sampleProgress)",
               json.dumps(merged))
    capabilities = result.get("capabilities", {})
    files = result.get("files") or {}
    source = reference["source"]
    for case in cases["files"]:
        name = case["name"]
        shown = files.get(name)
        expected = reference["files"][name]
        if shown is None:
            report(False, f"{editor}: {name}", "not opened")
            continue
        if "filetype" in shown:
            report(shown["filetype"] == "headerspec", f"{editor}: {name}: filetype headerspec",
                   f"filetype {shown['filetype']!r}")
        if "mode" in shown:
            report(shown["mode"] == "headerspec-mode", f"{editor}: {name}: headerspec-mode",
                   f"major mode {shown['mode']}")
        got = sorted(shown.get("diagnostics") or [])
        report(got == expected["diagnostics"],
               f"{editor}: {name}: diagnostics {got} as {source}",
               f"expected {expected['diagnostics']}")
        if "off_code" in case:
            code = case["off_code"]
            got = sorted(shown.get("with_override") or [])
            report(got == expected["with_override"],
                   f"{editor}: {name}: severityOverrides {{{code}: off}} leaves {got}",
                   f"expected {expected['with_override']}")
            got = sorted(shown.get("after_restore") or [])
            report(got == expected["diagnostics"],
                   f"{editor}: {name}: without the override, {got} again",
                   f"expected {expected['diagnostics']}")
        if "edit" in case:
            after = sorted(shown.get("after_edit") or []) if "after_edit" in shown else None
            report(after == expected["after_edit"],
                   f"{editor}: {name}: after the edit, diagnostics {after}",
                   f"expected {expected['after_edit']}")
            report(expected["after_edit"] != expected["diagnostics"],
                   f"{name}: the edit changes the diagnostics", "the case's edit changes nothing")
        if "hover" in case and "hover" in shown:
            judge_hover(editor, name, case["hover"], shown["hover"],
                        bool(capabilities.get("hoverProvider")))
        if "code_lenses" in case and editor.startswith("neovim"):
            judge_code_lenses(editor, name, case["code_lenses"], shown.get("code_lenses"))
        if "inlay_hints" in case:
            judge_inlay_hints(editor, name, case["inlay_hints"], shown.get("inlay_hints"))
        if "completion" in case and "completion" in shown:
            judge_completion(editor, name, case["completion"], shown["completion"],
                             bool(capabilities.get("completionProvider")))
        if "code_action" in case:
            judge_code_action(editor, name, case["code_action"], shown, expected,
                              bool(capabilities.get("codeActionProvider")))
    if "exit_code" in result:
        report(result["exit_code"] == 0, f"{editor}: the server exits with 0 after shutdown",
               f"exit code {result['exit_code']}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
