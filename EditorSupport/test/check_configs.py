#!/usr/bin/env python3
"""Static checks of the editor configurations that no editor here can run (Helix, Sublime Text,
Zed): they parse, they register `*.header.json` and `*.events.json`, they start `headerspec
lsp`, and the server settings they carry are valid against Schemas/settings.schema.json with
its defaults. And for all six editors (VS Code, Neovim and Emacs too): the file names each
configuration gives the server take `*.header.json` specs and `*.events.json` events files, and
no other JSON file by name.

    check_configs.py [REPO]

Prints `ok    ...` / `FAIL  ...` per check; exit status 1 when something failed.
"""
import fnmatch
import json
import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "vscode"))
from check_manifest import report, settings_schema, validate  # noqa: E402
import check_manifest  # noqa: E402


def defaults(schema):
    """Every setting's default, except those whose default is null (unset: TOML cannot write
    null, and an editor need not show a setting that is off)."""
    return {name: spec["default"] for name, spec in schema["properties"].items()
            if spec.get("default") is not None}


def check_settings(label, value, schema):
    problems = validate(value, schema)
    report(not problems, f"{label}: the settings are valid", "; ".join(problems))
    report(value == defaults(schema), f"{label}: the settings shown are the server's defaults",
           f"{json.dumps(value)} vs {json.dumps(defaults(schema))}")


def strip_json_comments(text):
    """Sublime's JSON: `//` line comments outside strings."""
    out, in_string, i = [], False, 0
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            out.append(c)
        elif text.startswith("//", i):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        else:
            out.append(c)
        i += 1
    return "".join(out)


def check_helix(repo, schema):
    folder = os.path.join(repo, "EditorSupport/helix")
    config = tomllib.load(open(os.path.join(folder, "languages.toml"), "rb"))
    server = config.get("language-server", {}).get("headerspec", {})
    report(server.get("command") == "headerspec" and server.get("args") == ["lsp"],
           "helix: language-server headerspec runs `headerspec lsp`")
    check_settings("helix: language-server.headerspec.config.headerspec",
                   server.get("config", {}).get("headerspec"), schema)
    languages = [l for l in config.get("language", []) if l.get("name") == "headerspec"]
    if report(len(languages) == 1, "helix: language headerspec"):
        language = languages[0]
        globs = [t["glob"] for t in language.get("file-types", []) if isinstance(t, dict)]
        report(globs == ["*.header.json", "*.events.json"], f"helix: file-types {globs}")
        report(language.get("language-servers") == ["headerspec"] and language.get("grammar") == "json",
               "helix: uses the headerspec server and the json grammar")
    json_languages = [l for l in config.get("language", []) if l.get("name") == "json"]
    report(len(json_languages) == 1 and json_languages[0].get("language-servers")
           == ["vscode-json-language-server", "headerspec"],
           "helix: JSON files run the headerspec server beside the JSON one ($schema-named specs)")
    for query in ("highlights", "indents", "textobjects"):
        path = os.path.join(folder, "queries/headerspec", f"{query}.scm")
        report(os.path.isfile(path) and open(path).read().startswith("; inherits: json"),
               f"helix: queries/headerspec/{query}.scm inherits json")


def check_sublime(repo, schema):
    folder = os.path.join(repo, "EditorSupport/sublime")
    client = json.loads(strip_json_comments(
        open(os.path.join(folder, "LSP-headerspec.sublime-settings")).read()))["clients"]["headerspec"]
    report(client.get("command") == ["headerspec", "lsp"], "sublime: the LSP client runs `headerspec lsp`")
    syntax = open(os.path.join(folder, "HeaderSpec.sublime-syntax")).read()
    scope = re.search(r"^scope: (\S+)$", syntax, re.M)
    report(scope is not None and client.get("selector") == "source.json"
           and scope.group(1).startswith("source.json."),
           f"sublime: the client's selector {client.get('selector')!r} takes the syntax's scope "
           f"and all JSON ($schema-named specs)")
    report(re.search(r"^file_extensions:\n  - header\.json\n  - events\.json$", syntax, re.M)
           is not None and "extends: Packages/JSON/JSON.sublime-syntax" in syntax,
           "sublime: the syntax extends JSON for the header.json and events.json extensions")
    check_settings("sublime: initializationOptions", client.get("initializationOptions"), schema)
    check_settings("sublime: settings.headerspec", client.get("settings", {}).get("headerspec"), schema)
    json.loads(strip_json_comments(open(os.path.join(folder, "HeaderSpec.sublime-settings")).read()))
    report(True, "sublime: HeaderSpec.sublime-settings parses")


def check_zed(repo, schema):
    folder = os.path.join(repo, "EditorSupport/zed")
    extension = tomllib.load(open(os.path.join(folder, "extension.toml"), "rb"))
    language = tomllib.load(open(os.path.join(folder, "languages/headerspec/config.toml"), "rb"))
    cargo = tomllib.load(open(os.path.join(folder, "Cargo.toml"), "rb"))
    server = extension.get("language_servers", {}).get("headerspec", {})
    report(server.get("languages") == [language.get("name"), "JSON"],
           f"zed: the headerspec server serves the language {language.get('name')!r} and JSON "
           "($schema-named specs)")
    grammar = language.get("grammar")
    report(grammar in extension.get("grammars", {}) and
           re.fullmatch(r"[0-9a-f]{40}", extension["grammars"][grammar].get("rev", "")) is not None,
           f"zed: the grammar {grammar!r} is declared with a pinned commit")
    suffixes = language.get("path_suffixes", [])
    report(all(any(fnmatch.fnmatch(n, "*." + s) for s in suffixes)
               for n in ("facebook.header.json", "safari.events.json")),
           f"zed: path_suffixes {suffixes} name *.header.json and *.events.json")
    for query in ("highlights", "brackets", "indents", "outline"):
        report(os.path.isfile(os.path.join(folder, f"languages/headerspec/{query}.scm")),
               f"zed: languages/headerspec/{query}.scm")
    source = open(os.path.join(folder, cargo["lib"]["path"])).read()
    report(cargo["lib"].get("crate-type") == ["cdylib"] and "zed_extension_api" in cargo["dependencies"],
           "zed: a cdylib crate on zed_extension_api")
    report('vec!["lsp".to_string()]' in source and 'worktree.which(SERVER)' in source and
           "register_extension!" in source,
           "zed: the crate starts `headerspec lsp`, found on PATH")


# MARK: - The file names every editor gives the server


SPEC, EVENTS = "facebook.header.json", "safari.events.json"
OTHERS = ("package.json", "header.json", "events.json", "a.events.json.bak", "events.jsonl")


def name_patterns(repo):
    """Editor -> a predicate on file names: whether its configuration gives a file of that name
    the HeaderSpec language (and so the server), read from each configuration file."""
    def read(path):
        return open(os.path.join(repo, "EditorSupport", path)).read()
    globs = {}
    manifest = json.loads(read("vscode/package.json"))
    languages = [l for l in manifest["contributes"]["languages"] if l["id"] == "headerspec"]
    globs["vscode"] = languages[0].get("filenamePatterns", []) if languages else []
    helix = tomllib.loads(read("helix/languages.toml"))
    globs["helix"] = [t["glob"] for l in helix.get("language", []) if l.get("name") == "headerspec"
                      for t in l.get("file-types", []) if isinstance(t, dict)]
    syntax = read("sublime/HeaderSpec.sublime-syntax")
    block = re.search(r"^file_extensions:\n((?:  - \S+\n?)+)", syntax, re.M)
    globs["sublime"] = ["*." + e for e in re.findall(r"- (\S+)", block.group(1))] if block else []
    zed = tomllib.loads(read("zed/languages/headerspec/config.toml"))
    globs["zed"] = ["*." + s for s in zed.get("path_suffixes", [])]
    lua = read("neovim/lua/headerspec.lua")
    # vim.filetype.add (0.8+) takes Lua patterns; the autocommand (0.7) takes the globs.
    lua_patterns = re.findall(r"\['(\.\*[^']*)'\] = M\.filetype", lua)
    values = dict(re.findall(r"^M\.(\w+) = '([^']*)'", lua, re.M))
    autocommand = re.search(r"\{ 'BufRead', 'BufNewFile' \}, \{[^}]*?pattern = \{([^}]*)\}", lua)
    names = re.findall(r"M\.(\w+)", autocommand.group(1)) if autocommand else []
    globs["neovim (autocommand)"] = [values[n] for n in names if n in values]
    elisp = read("emacs/headerspec.el")
    regexes = re.findall(r"'auto-mode-alist '\(\"([^\"]*)\" \. headerspec-mode\)", elisp)

    def lua_match(name):
        # The Lua patterns used here: `.*` and `%.` only; vim.filetype.add anchors them.
        return any(re.fullmatch(p.replace("%.", "\\."), name) for p in lua_patterns)

    def elisp_match(name):
        # Emacs regexps as written in the source: `\\.` and the end anchor `\\'`.
        return any(re.search(r.replace("\\\\", "\\").replace("\\'", "\\Z"), name)
                   for r in regexes)
    predicates = {editor: (lambda name, g=g: any(fnmatch.fnmatchcase(name, p) for p in g))
                  for editor, g in globs.items()}
    predicates["neovim (vim.filetype.add)"] = lua_match
    predicates["emacs (auto-mode-alist)"] = elisp_match
    return predicates


def check_names(repo):
    for editor, matches in name_patterns(repo).items():
        report(matches(SPEC) and matches(EVENTS),
               f"{editor}: *.header.json and *.events.json get the HeaderSpec language "
               f"({SPEC}, {EVENTS})", f"{SPEC}: {matches(SPEC)}, {EVENTS}: {matches(EVENTS)}")
        taken = [name for name in OTHERS if matches(name)]
        report(not taken, f"{editor}: no other JSON file by name", f"takes {taken}")


def main():
    repo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    schema = settings_schema(repo)
    check_helix(repo, schema)
    check_sublime(repo, schema)
    check_zed(repo, schema)
    check_names(repo)
    return 1 if check_manifest.failures else 0


if __name__ == "__main__":
    sys.exit(main())
