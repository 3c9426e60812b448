#!/usr/bin/env python3
"""Checks the VS Code extension's manifest against the server's settings.

    check_manifest.py [REPO]

The server's settings are read twice and must agree: from Schemas/settings.schema.json (names,
types, defaults, severity names) and from the Swift sources (the keys
`AnalysisSettings(editorSettings:)` reads, the defaults of `AnalysisSettings.init`, the
`DiagnosticSeverity` cases). The
manifest (EditorSupport/vscode/package.json) must then expose each as `headerspec.<name>` with
the same type, default and allowed values, and nothing else but the extension's own settings
(`headerspec.server.path`, `headerspec.trace.server`). Also checked: the language contribution
for `*.header.json` and `*.events.json`, the grammar and language configuration files, the
`jsonValidation` associations with the header spec schema and the scroll events schema, the
commands and what extension.js registers.

Prints `ok    ...` / `FAIL  ...` per check; exit status 1 when something failed.
"""
import fnmatch
import json
import os
import re
import sys

failures = 0


def report(ok, label, detail=""):
    global failures
    if ok:
        print(f"ok    {label}")
    else:
        failures += 1
        print(f"FAIL  {label}{': ' + detail if detail else ''}")
    return ok


# MARK: - The server's settings, from the Swift source


def swift_literal(text):
    """A Swift literal as used for the defaults: numbers, arrays, `[:]`, booleans, strings."""
    text = text.strip()
    if text == "[:]":
        return {}
    if text in ("true", "false"):
        return text == "true"
    if text == "nil":
        return None
    return json.loads(text)


# The setting names that differ from the property of `AnalysisSettings` they set.
PROPERTY_OF_SETTING = {"allowComments": "allowsComments"}


def swift_settings(repo):
    """(keys read, {setting: default}, severity cases) from the Swift sources: the keys that
    AnalysisSettings+EditorSettings.swift reads, the defaults of `AnalysisSettings.init`, and
    the cases of `DiagnosticSeverity`."""
    def read(path):
        return open(os.path.join(repo, path)).read()
    reader = read("Sources/Server/LanguageServer/AnalysisSettings+EditorSettings.swift")
    keys = re.findall(r'section\["(\w+)"\]', reader)
    parameters = {}
    for name, value in re.findall(r"(\w+): [^=\n,]+ = (\[[^\]]*\]|[^,\n)]+)",
                                  read("Sources/Tooling/SpecAnalysis/AnalysisSettings.swift")):
        try:
            parameters[name] = swift_literal(value)
        except ValueError:
            pass
    defaults = {key: parameters[PROPERTY_OF_SETTING.get(key, key)] for key in keys
                if PROPERTY_OF_SETTING.get(key, key) in parameters}
    enum = re.search(r"enum DiagnosticSeverity\b[^{]*\{\s*case ([\w, ]+)",
                     read("Sources/Tooling/SpecAnalysis/DiagnosticSeverity.swift"))
    cases = [c.strip() for c in enum.group(1).split(",")] if enum else []
    off = '"off"' in reader
    return keys, defaults, cases + (["off"] if off else [])


def json_type(value):
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "null"


# MARK: - A small validator for settings values (the keywords settings.schema.json uses)


def validate(value, schema, where="headerspec"):
    """Problems of `value` against `schema` (type, enum, items, properties,
    additionalProperties, minItems)."""
    problems = []
    expected = schema.get("type")
    actual = json_type(value)
    if isinstance(expected, list):
        if actual not in expected:
            return [f"{where}: {actual} where one of {expected} is expected"]
    elif expected and not (actual == expected or (expected == "integer" and actual == "number")):
        return [f"{where}: {actual} where {expected} is expected"]
    if "enum" in schema and value not in schema["enum"]:
        problems.append(f"{where}: {value!r} is not one of {schema['enum']}")
    if actual == "array":
        if len(value) < schema.get("minItems", 0):
            problems.append(f"{where}: fewer than {schema['minItems']} items")
        for i, item in enumerate(value):
            problems += validate(item, schema.get("items", {}), f"{where}[{i}]")
    if actual == "object":
        properties = schema.get("properties", {})
        for key, item in value.items():
            if key in properties:
                problems += validate(item, properties[key], f"{where}.{key}")
            elif schema.get("additionalProperties") is False:
                problems.append(f"{where}: unknown setting {key!r}")
            elif isinstance(schema.get("additionalProperties"), dict):
                problems += validate(item, schema["additionalProperties"], f"{where}.{key}")
    return problems


def settings_schema(repo):
    return json.load(open(os.path.join(repo, "Schemas/settings.schema.json")))


# MARK: - Checks


def check_schema_against_swift(repo, schema):
    properties = schema["properties"]
    keys, defaults, severities = swift_settings(repo)
    report(sorted(keys) == sorted(properties),
           f"AnalysisSettings(editorSettings:) reads exactly the settings of settings.schema.json {sorted(keys)}",
           f"Swift reads {sorted(keys)}, the schema has {sorted(properties)}")
    for name, spec in properties.items():
        if name not in defaults:
            report(False, f"AnalysisSettings has a default for {name}", "no init parameter")
            continue
        report(defaults[name] == spec.get("default"),
               f"settings.schema.json default of {name} is the server's ({json.dumps(defaults[name])})",
               f"schema {json.dumps(spec.get('default'))}")
        types = spec.get("type") if isinstance(spec.get("type"), list) else [spec.get("type")]
        report(json_type(defaults[name]) in types,
               f"settings.schema.json type of {name} fits the server's default ({spec.get('type')})")
        report(not validate(defaults[name], spec, name), f"the server's default of {name} is valid")
    overrides = properties.get("severityOverrides", {}).get("additionalProperties", {})
    report(sorted(overrides.get("enum", [])) == sorted(severities),
           f"severity names are the server's {severities}", f"schema {overrides.get('enum')}")


def check_manifest(repo, schema):
    folder = os.path.join(repo, "EditorSupport/vscode")
    manifest = json.load(open(os.path.join(folder, "package.json")))
    contributes = manifest.get("contributes", {})
    properties = contributes.get("configuration", {}).get("properties", {})
    server = schema["properties"]
    client_only = {"headerspec.server.path": "string", "headerspec.trace.server": "string"}

    # Settings.
    for name, spec in server.items():
        key = f"headerspec.{name}"
        entry = properties.get(key)
        if not report(entry is not None, f"manifest exposes {key}"):
            continue
        same = {k: entry.get(k) for k in ("type", "default", "items", "additionalProperties", "minItems")
                if k in spec or k in entry}
        want = {k: spec.get(k) for k in same}
        report(same == want, f"manifest {key}: type, default and allowed values match the server",
               f"manifest {json.dumps(same)}, server {json.dumps(want)}")
        report(bool(entry.get("description") or entry.get("markdownDescription")),
               f"manifest {key} is described")
    extra = sorted(set(properties) - {f"headerspec.{n}" for n in server})
    report(set(extra) <= set(client_only),
           f"manifest has no settings the server does not read except the extension's own {sorted(client_only)}",
           f"unknown: {sorted(set(extra) - set(client_only))}")
    for key, kind in client_only.items():
        report(properties.get(key, {}).get("type") == kind, f"manifest {key} is a {kind}")
    report(properties.get("headerspec.server.path", {}).get("default") == "headerspec",
           "the server is found on PATH by default (headerspec.server.path = \"headerspec\")")
    defaults = {k.split(".", 1)[1]: v["default"] for k, v in properties.items()
                if k.split(".", 1)[1] in server}
    problems = validate(defaults, schema)
    report(not problems, "the manifest's defaults form a valid settings object", "; ".join(problems))

    # extension.js agrees on which settings go to the server.
    source = open(os.path.join(folder, "extension.js")).read()
    listed = re.search(r"SERVER_SETTINGS = \[([^\]]*)\]", source)
    names = re.findall(r"'(\w+)'", listed.group(1)) if listed else []
    report(sorted(names) == sorted(server), f"extension.js sends the server settings {sorted(names)}",
           f"server reads {sorted(server)}")
    client_listed = re.search(r"CLIENT_SETTINGS = \[([^\]]*)\]", source)
    client_names = re.findall(r"'([\w.]+)'", client_listed.group(1)) if client_listed else []
    report(sorted(f"headerspec.{n}" for n in client_names) == sorted(client_only),
           "extension.js restarts the server for the extension's own settings")
    report(re.search(r"new LanguageClient\(\s*'headerspec'", source) is not None,
           "the client id is 'headerspec' (so headerspec.trace.server traces it)")
    report("args: ['lsp']" in source, "extension.js starts `<server.path> lsp`")

    # Language, grammar, language configuration.
    languages = [l for l in contributes.get("languages", []) if l.get("id") == "headerspec"]
    if report(len(languages) == 1, "manifest contributes the language `headerspec`"):
        language = languages[0]
        patterns = language.get("filenamePatterns", [])
        report(all(any(fnmatch.fnmatch(n, p) for p in patterns)
                   for n in ("facebook.header.json", "a.b.header.json", "safari.events.json")) and
               not any(fnmatch.fnmatch(n, p) for p in patterns
                       for n in ("package.json", "header.json", "events.json.bak")),
               f"its filenamePatterns {patterns} take *.header.json and *.events.json and no "
               "other JSON")
        configuration = os.path.join(folder, language.get("configuration", "-"))
        report(os.path.isfile(configuration) and isinstance(json.load(open(configuration)), dict),
               "its language-configuration.json exists and is JSON")
    grammars = [g for g in contributes.get("grammars", []) if g.get("language") == "headerspec"]
    if report(len(grammars) == 1, "manifest contributes a grammar for headerspec"):
        grammar = json.load(open(os.path.join(folder, grammars[0]["path"])))
        report(grammar.get("scopeName") == grammars[0].get("scopeName"),
               f"the grammar's scopeName is {grammars[0].get('scopeName')}")

    # jsonValidation: the header spec schema and the scroll events schema, copied into the
    # extension when packaging.
    validations = contributes.get("jsonValidation", [])
    copy_script = open(os.path.join(folder, "scripts/copy-schema.js")).read()
    copies = re.search(r"for \(const name of \[([^\]]*)\]\)", copy_script)
    copied = re.findall(r"'([\w.-]+)'", copies.group(1)) if copies else []
    for example, schema in (("facebook.header.json", "header-spec.schema.json"),
                            ("safari.events.json", "scroll-events.schema.json")):
        pattern = "*." + example.split(".", 1)[1]
        matched = [v.get("url") for v in validations
                   if any(fnmatch.fnmatch(example, m.lstrip("/")) for m in v.get("fileMatch", []))]
        report(matched == [f"./schemas/{schema}"],
               f"jsonValidation associates {pattern} with ./schemas/{schema}", f"{matched}")
        report(schema in copied and "path.join(__dirname, '..', '..', '..', 'Schemas', name)"
               in copy_script and "path.join(__dirname, '..', 'schemas', name)" in copy_script and
               "node scripts/copy-schema.js" in
               manifest.get("scripts", {}).get("vscode:prepublish", ""),
               f"vscode:prepublish copies Schemas/{schema} to where jsonValidation points")
        report(os.path.isfile(os.path.join(repo, "Schemas", schema)), f"Schemas/{schema} exists")

    # Commands and activation.
    commands = {c["command"]: c for c in contributes.get("commands", [])}
    preview = commands.get("headerspec.preview", {})
    report(preview.get("category") == "HeaderSpec" and preview.get("title") == "Preview header",
           "command \"HeaderSpec: Preview header\" (headerspec.preview)")
    for command in commands:
        report(f"registerCommand('{command}'" in source, f"extension.js registers {command}")
    report("'headerspec/preview'" in source, "the preview asks the server for headerspec/preview")
    report(os.path.isfile(os.path.join(folder, manifest.get("main", "-"))),
           f"the entry point {manifest.get('main')} exists")
    report("onLanguage:headerspec" in manifest.get("activationEvents", []),
           "activates on onLanguage:headerspec")
    report("vscode-languageclient" in manifest.get("dependencies", {}),
           "depends on vscode-languageclient")
    report(bool(manifest.get("engines", {}).get("vscode")) and bool(manifest.get("publisher")),
           "engines.vscode and publisher are set (vsce needs them)")


def main():
    repo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    schema = settings_schema(repo)
    check_schema_against_swift(repo, schema)
    check_manifest(repo, schema)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
