#!/usr/bin/env python3
"""Checks the repository's Markdown: every relative link resolves (the file exists and, for a
`#fragment` into a Markdown file, a heading or `<a id>` gives that anchor, as GitHub makes them);
every `Schemas/FORMAT.md#anchor` cited in the sources names a section of the format reference;
no source cites the format by the document it came from outside the repository (by that
file's name or its section numbers) instead of `Schemas/FORMAT.md`; README.md
has at most 300 lines of at most 100 columns. Prints a line per failure and
`docs: N passed, M failed`; exits 1 on any failure. Standard library only.

    python3 Tests/Docs/check_docs.py [REPOSITORY_ROOT]
"""
import os
import re
import subprocess
import sys
import unicodedata

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(__file__, "..", "..", ".."))
README_MAX_LINES = 300
README_MAX_COLUMNS = 100
SKIPPED_DIRS = {".build", ".git", "node_modules"}

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
EXPLICIT_ANCHOR = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")
FORMAT_CITATION = re.compile(r"Schemas/FORMAT\.md#([A-Za-z0-9_-]+)")
OLD_CITATION = re.compile(r"\bSPEC(?:\.md\b|\s+section\b|\s+\d|'s\b|\s+(?:gives|makes|defines)\b)|shared/SPEC")

passed = 0
failures = []


def check(ok, message):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(message)


def files(extensions=None, folders=None):
    """Repository files (tracked or not, never under .build/.git), relative to ROOT."""
    result = []
    for top in folders or ["."]:
        for directory, subdirs, names in os.walk(os.path.join(ROOT, top)):
            subdirs[:] = sorted(d for d in subdirs if d not in SKIPPED_DIRS)
            for name in sorted(names):
                if extensions is None or name.endswith(extensions):
                    result.append(os.path.relpath(os.path.join(directory, name), ROOT))
    return result


def prose_lines(text):
    """The lines outside fenced code blocks, with inline code spans blanked."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if not fenced:
            yield number, re.sub(r"`[^`]*`", "``", line)


def slug(heading):
    text = re.sub(r"<[^>]+>", "", heading)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text).replace("`", "").strip().lower()
    return "".join(c for c in text if c.isalnum() or c in "-_ ").replace(" ", "-")


anchor_cache = {}


def anchors(path):
    if path not in anchor_cache:
        found, seen = set(), {}
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            text = file.read()
        for _, line in prose_lines(text):
            match = HEADING.match(line)
            if match:
                base = slug(match.group(2))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
        found.update(EXPLICIT_ANCHOR.findall(text))
        anchor_cache[path] = found
    return anchor_cache[path]


def check_links(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        text = file.read()
    for number, line in prose_lines(text):
        for target in LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, ...
                continue
            where = f"{path}:{number}: link {target}"
            file_part, _, fragment = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            exists = os.path.exists(os.path.join(ROOT, resolved))
            check(exists, f"{where}: {resolved} does not exist")
            if exists and fragment and resolved.endswith(".md"):
                check(fragment in anchors(resolved), f"{where}: no anchor #{fragment} in {resolved}")


def check_readme():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        lines = file.read().rstrip("\n").split("\n")
    check(len(lines) <= README_MAX_LINES, f"README.md: {len(lines)} lines, more than {README_MAX_LINES}")
    for number, line in enumerate(lines, 1):
        width = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)
        check(width <= README_MAX_COLUMNS, f"README.md:{number}: {width} columns, more than {README_MAX_COLUMNS}")


def check_citations():
    format_anchors = anchors("Schemas/FORMAT.md")
    for path in files(folders=["Sources", "Tests", "EditorSupport", "Schemas", ".ci"]):
        if path == os.path.relpath(os.path.abspath(__file__), ROOT):
            continue
        try:
            with open(os.path.join(ROOT, path), encoding="utf-8") as file:
                text = file.read()
        except (UnicodeDecodeError, OSError):
            continue
        for number, line in enumerate(text.split("\n"), 1):
            for anchor in FORMAT_CITATION.findall(line):
                check(anchor in format_anchors, f"{path}:{number}: no section #{anchor} in Schemas/FORMAT.md")
            if OLD_CITATION.search(line):
                check(False, f"{path}:{number}: cites a format document outside the repository, not Schemas/FORMAT.md: {line.strip()}")


for markdown in files(extensions=".md"):
    check_links(markdown)
check_readme()
check_citations()

for failure in failures:
    print(f"FAIL  {failure}")
print(f"docs: {passed} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
