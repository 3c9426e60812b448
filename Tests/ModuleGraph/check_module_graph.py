"""Checks each Sources/ target's imports and Package.swift dependencies against its README.

Usage: check_module_graph.py PACKAGE_JSON (the output of `swift package dump-package`).

A target's README.md says what the target may import, in a paragraph of its own:

    May import: HeaderGeometry, JSONSyntax, Foundation (behind `#if`).

Every word of that paragraph that names a module counts (backticks and notes in words are
allowed); `nothing` allows nothing. The check fails for a target without a README or without that line, for an
`import` of a module the line does not name, and for a Package.swift dependency it does not
name.

The tiers are checked too: each target lives in `Sources/<tier>/<name>`, and depends only on
targets of its own tier or a lower one, in the order of `TIERS` (the runtime an app links, then
loading a spec, the tooling, the server, the command line, and the support of tests and
benchmarks). The app's own runtime (`APP_ONLY`) is for apps: no loading, tooling, server or
command-line target depends on it. Self-test: `python3 check_module_graph.py --self-test`.
"""

import json
import os
import re
import sys

IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"
)
RULE = re.compile(r"^\s*(?:\*\*)?May import:(?:\*\*)?\s*(.*?)(?:\n\s*\n|\Z)", re.MULTILINE | re.DOTALL)


TIERS = ["Runtime", "Loading", "Tooling", "Server", "CommandLine", "Support"]
APP_ONLY = {"HeaderSpecKit"}


def tier_of(target):
    """The tier folder of `target` (`Sources/<tier>/<name>`), or None when it is not in one."""
    parts = (target.get("path") or "").split("/")
    if len(parts) == 3 and parts[0] == "Sources" and parts[1] in TIERS:
        return parts[1]
    return None


def tier_problems(target, tiers):
    """How `target` breaks the tiers: a folder outside them, a dependency on a higher tier."""
    tier = tier_of(target)
    if tier is None:
        return [f"{target['name']}: not in a tier folder Sources/<{'|'.join(TIERS)}>/{target['name']}"]
    problems = []
    for name in dependencies(target):
        other = tiers.get(name)
        if other is not None and TIERS.index(other) > TIERS.index(tier):
            problems.append(f"Package.swift: {target['name']} ({tier}) depends on {name}, "
                            f"of the higher tier {other}")
        if name in APP_ONLY and tier not in ("Runtime", "Support"):
            problems.append(f"Package.swift: {target['name']} ({tier}) depends on {name}, "
                            "the app's runtime, which only apps and benchmarks link")
    return problems


def allowed_modules(readme_text):
    """The module names the README's `May import:` line allows, or None without that line."""
    match = RULE.search(readme_text)
    if match is None:
        return None
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", match.group(1))
    return set(words) - {"nothing"}


def imports(folder):
    """(path, line number, module) for every import in the Swift sources under `folder`."""
    found = []
    for directory, _, files in os.walk(folder):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    match = IMPORT.match(line)
                    if match:
                        found.append((path, number, match.group(1)))
    return found


def dependencies(target):
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                yield dependency[kind][0]


def problems_of(target):
    """Every way `target` breaks its README's rule, as printable lines."""
    folder = target.get("path") or os.path.join("Sources", target["name"])
    readme = os.path.join(folder, "README.md")
    if not os.path.isfile(readme):
        return [f"{folder}: no README.md saying what the target may import"]
    with open(readme, encoding="utf-8") as text:
        allowed = allowed_modules(text.read())
    if allowed is None:
        return [f"{readme}: no `May import:` line"]
    problems = []
    for path, number, module in imports(folder):
        if module not in allowed:
            problems.append(f"{path}:{number}: imports {module}, which {readme} does not allow")
    for name in dependencies(target):
        if name not in allowed:
            problems.append(f"Package.swift: {target['name']} depends on {name}, "
                            f"which {readme} does not allow")
    return problems


def self_test():
    assert allowed_modules("x\nMay import: `HeaderGeometry`, `JSONSyntax`.\n") == {
        "HeaderGeometry", "JSONSyntax"}
    assert allowed_modules("**May import:** nothing.") == set()
    assert "headerspec" in allowed_modules("May import: PackagePlugin; runs `headerspec`.")
    assert allowed_modules("May import: A,\nB.\n\nNot C.") == {"A", "B"}
    assert allowed_modules("no rule here") is None
    assert IMPORT.match("@_exported import HeaderGeometry").group(1) == "HeaderGeometry"
    assert IMPORT.match("  import struct Foundation.Data").group(1) == "Foundation"
    assert IMPORT.match("// import Foundation") is None
    runtime = {"name": "HeaderGeometry", "path": "Sources/Runtime/HeaderGeometry"}
    assert tier_of(runtime) == "Runtime"
    assert tier_of({"name": "X", "path": "Sources/X"}) is None
    climbing = {"name": "HeaderGeometry", "path": "Sources/Runtime/HeaderGeometry",
                "dependencies": [{"byName": ["GeometryChecks", None]}]}
    assert len(tier_problems(climbing, {"GeometryChecks": "Tooling"})) == 1
    tool = {"name": "SpecRendering", "path": "Sources/Tooling/SpecRendering",
            "dependencies": [{"byName": ["HeaderSpecKit", None]}]}
    assert len(tier_problems(tool, {"HeaderSpecKit": "Runtime"})) == 1
    print("check_module_graph self-test: 13 passed, 0 failed")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return 0
    with open(arguments[0], encoding="utf-8") as file:
        package = json.load(file)
    passed = failed = 0
    tiers = {target["name"]: tier_of(target) for target in package["targets"]}
    for target in sorted(package["targets"], key=lambda t: t["name"]):
        if target.get("type") == "test":
            continue
        problems = tier_problems(target, tiers) + problems_of(target)
        for problem in problems:
            print("FAIL  " + problem)
        if problems:
            failed += 1
        else:
            print(f"ok    {target['name']}")
            passed += 1
    print(f"module-graph: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
