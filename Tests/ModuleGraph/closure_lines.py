"""Counts the lines of Swift that each library product an app links brings, and holds them to
their budgets.

Usage: closure_lines.py PACKAGE_JSON (the output of `swift package dump-package`);
closure_lines.py --self-test.

A product's closure is every target it reaches through target dependencies; its size is every
line of every `.swift` file under those targets' folders, generated schema tables
(`Embedded*.swift`) not counted. `HeaderSpecKit` (the runtime) may bring at most 6,000 lines
and no thread: no file of its closure imports Dispatch or names `Thread`; `HeaderSpecLoading`
(the loader) at most 10,000. One line per product, then `closure-lines: N passed, M failed`.
"""

import json
import os
import re
import sys

from check_module_graph import dependencies

BUDGETS = {"HeaderSpecKit": 6000, "HeaderSpecLoading": 10000}
THREADS = {"HeaderSpecKit"}
THREAD_USE = re.compile(r"^\s*import\s+Dispatch\b|\bThread\b|concurrentPerform", re.MULTILINE)


def closure(package, roots):
    targets = {t["name"]: t for t in package["targets"]}
    seen, pending = set(), list(roots)
    while pending:
        name = pending.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        pending.extend(dependencies(targets[name]))
    return [targets[name] for name in sorted(seen)]


def swift_files(target):
    folder = target.get("path") or os.path.join("Sources", target["name"])
    for directory, _, files in os.walk(folder):
        for file in sorted(files):
            if file.endswith(".swift") and not file.startswith("Embedded"):
                yield os.path.join(directory, file)


def measure(package, product):
    """(lines, files that use threads) of `product`'s closure."""
    roots = next(p["targets"] for p in package["products"] if p["name"] == product)
    lines, threaded = 0, []
    for target in closure(package, roots):
        for path in swift_files(target):
            with open(path, encoding="utf-8") as source:
                text = source.read()
            lines += text.count("\n")
            if THREAD_USE.search(text):
                threaded.append(path)
    return lines, threaded


def self_test():
    package = {"products": [{"name": "P", "targets": ["A"]}],
               "targets": [{"name": "A", "dependencies": [{"byName": ["B", None]}]},
                           {"name": "B", "dependencies": []}, {"name": "C"}]}
    assert [t["name"] for t in closure(package, ["A"])] == ["A", "B"]
    assert THREAD_USE.search("import Dispatch\n")
    assert THREAD_USE.search("let t = Thread { }")
    assert not THREAD_USE.search("// the threads of a spec")
    print("closure_lines self-test: 4 passed, 0 failed")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return 0
    with open(arguments[0], encoding="utf-8") as file:
        package = json.load(file)
    passed = failed = 0
    for product, budget in BUDGETS.items():
        lines, threaded = measure(package, product)
        problems = []
        if lines > budget:
            problems.append(f"{lines} lines, over its budget of {budget}")
        if product in THREADS:
            problems += [f"{path} uses threads" for path in threaded]
        for problem in problems:
            print(f"FAIL  {product}: {problem}")
        if problems:
            failed += 1
        else:
            print(f"ok    {product}: {lines} lines (budget {budget})")
            passed += 1
    print(f"closure-lines: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
