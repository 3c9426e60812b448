#!/usr/bin/env python3
"""Benchmark: `headerspec check` against `check-jsonschema` on the same 1,000 specs.

Generates 1,000 header specs from 1 KB to 200 KB (sizes spread geometrically, so every order of
magnitude is represented; about 37 MB in all) into a temporary directory, then times, side by
side in one run:

* `.build/release/headerspec check DIR` (every diagnostic: syntax, schema, geometry), best of 3;
* `check-jsonschema --schemafile Schemas/header-spec.schema.json FILE...` (the schema only), once.

Prints both times, the MB/s of each and the ratio. Goals (issue 7): at least 50x faster than
check-jsonschema and at least 100 MB/s on the 2-core CI machine.

    swift build -c release --product headerspec
    .build/ci-venv/bin/pip install check-jsonschema   # .ci/checks/schema creates the venv
    python3 Tests/Performance/check_bench.py [--files 1000] [--keep DIR]

Standard library only; check-jsonschema is taken from .build/ci-venv/bin, else from PATH.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TITLES = ["标题", "設定", "메뉴", "Profile", "Élan", "プロフィール", "검색 🔍", "Tab \\u00e9"]


def subview(index):
    """One clean subview (a label or a view) with four keyframes, about 700 bytes."""
    x = index % 200 + 0.5
    keyframes = f"""[
        {{ "progress": 0, "center": [{x + 80}, 35], "size": [120, 30], "transform": {{ "scale": 1.25 }} }},
        {{ "progress": 0.25, "center": [187.5, {90 - index % 50}], "size": [120, 30] }},
        {{ "progress": 0.5, "center": [187.5, 41.4], "alpha": 0.5, "zIndex": {index % 3} }},
        {{ "progress": 1, "center": [66, 20.75], "size": [100, 2.5e1], "alpha": 0, "hidden": true }}
      ]"""
    if index % 2:
        return f"""    {{
      "id": "view-{index}",
      "kind": "view",
      "backgroundColor": "#33669{index % 10}",
      "keyframes": {keyframes}
    }}"""
    return f"""    {{
      "id": "label-{index}",
      "kind": "label",
      "text": "{TITLES[index % len(TITLES)]} {index} 🎉",
      "font": {{ "size": {12 + index % 20}, "weight": "semibold" }},
      "keyframes": {keyframes}
    }}"""


def spec(size):
    """A pretty-printed spec of about `size` bytes (at least one subview)."""
    head = """{
  "$schema": "../Schemas/header-spec.schema.json",
  "version": 1,
  "name": "Benchmark",
  "width": 375,
  "bar": { "maxHeight": 200, "minHeight": 65, "clipsToBounds": true },
  "behavior": {
    "kind": "squareCash",
    "elastic": true,
    "snapping": [
      { "target": 0, "from": 0, "to": 0.5 },
      { "target": 1, "from": 0.5, "to": 1 }
    ]
  },
  "subviews": [
"""
    parts = []
    length = len(head.encode())
    index = 0
    while not parts or length < size - 10:
        part = subview(index)
        parts.append(part)
        length += len(part.encode()) + 2
        index += 1
    return head + ",\n".join(parts) + "\n  ]\n}\n"


def generate(directory, count):
    total = 0
    for i in range(count):
        size = int(1024 * 200 ** (i / max(count - 1, 1)))
        text = spec(size).encode()
        with open(os.path.join(directory, f"spec-{i:04d}.header.json"), "wb") as f:
            f.write(text)
        total += len(text)
    return total


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return time.perf_counter() - start, result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--keep", help="generate into this directory and keep it")
    arguments = parser.parse_args()

    binary = os.path.join(ROOT, ".build/release/headerspec")
    if not os.access(binary, os.X_OK):
        sys.exit("build first: swift build -c release --product headerspec")
    venv_tool = os.path.join(ROOT, ".build/ci-venv/bin/check-jsonschema")
    checker = venv_tool if os.access(venv_tool, os.X_OK) else shutil.which("check-jsonschema")
    if not checker:
        sys.exit("check-jsonschema not found: .build/ci-venv/bin/pip install check-jsonschema")

    directory = arguments.keep or tempfile.mkdtemp(prefix="headerspec-bench-")
    os.makedirs(directory, exist_ok=True)
    try:
        total = generate(directory, arguments.files)
        files = sorted(os.path.join(directory, name) for name in os.listdir(directory))
        megabytes = total / 1e6
        print(f"{len(files)} specs, {megabytes:.1f} MB, 1 KB to 200 KB, in {directory}")

        timed([binary, "check", directory])  # warm the page cache
        runs = [timed([binary, "check", directory]) for _ in range(3)]
        ours = min(seconds for seconds, _ in runs)
        status = runs[0][1].returncode
        if status not in (0, 1):
            sys.exit(f"headerspec check failed ({status}): {runs[0][1].stderr.decode()[:500]}")
        schema = os.path.join(ROOT, "Schemas/header-spec.schema.json")
        theirs, result = timed([checker, "--schemafile", schema] + files)
        if result.returncode not in (0, 1):
            sys.exit(f"check-jsonschema failed: {result.stderr.decode()[:500]}")

        print(f"headerspec check:  {ours:8.3f} s  {megabytes / ours:8.1f} MB/s  (best of 3, exit {status})")
        print(
            f"check-jsonschema:  {theirs:8.3f} s  {megabytes / theirs:8.1f} MB/s  "
            f"(exit {result.returncode})")
        print(f"ratio: headerspec is {theirs / ours:.1f}x faster (goal: 50x; 100 MB/s)")
    finally:
        if not arguments.keep:
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
