#!/usr/bin/env python3
"""`check --format json --max-diagnostics 0` of two builds, byte for byte, on the specs a change
of the analysis must not change: the examples, the schema corpus, the realistic performance
spec, each as written and with every supported environment (a `supports` of 432 environments),
1,000 labels in 432 environments, and seeded random specs with quirky keyframes (anchors and
frames mixed, text styles, references, snapping ranges that overlap).

    python3 Tests/Performance/differential.py OLD_HEADERSPEC NEW_HEADERSPEC [--random N]

Build the old binary from the commit before the change (`git worktree add`, `swift build`).
Prints one line per difference and `differential: N passed, M failed`; exit status 1 on a
difference. Stdlib only.
"""

import glob
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "Tests", "Complexity"))
import preview_bounds  # noqa: E402

EVERYWHERE = {"devices": preview_bounds.DEVICES, "orientations": ["portrait", "landscape"],
              "contentSizes": preview_bounds.SIZES, "layoutDirections": ["ltr", "rtl"]}
TEXT_STYLES = ["largeTitle", "title1", "headline", "body", "caption1"]
EDGES = ["leading", "trailing", "top", "bottom", "centerX", "centerY"]


def with_supports(text):
    """`text` with every supported environment, or None when it is no spec object."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    if not isinstance(value, dict):
        return None
    value["supports"] = EVERYWHERE
    return json.dumps(value, indent=2, ensure_ascii=False)


def random_spec(seed):
    """A spec of 4 to 14 subviews whose keyframes mix frames, centers, anchors with sizes,
    references to earlier subviews, alpha and hidden, labels with text styles or sizes, and
    2 to 4 snapping ranges: what the geometry and the matrix find problems in."""
    rng = random.Random(seed)
    subviews = []
    for index in range(rng.randint(4, 14)):
        subview = {"id": f"v{index}"}
        kind = rng.choice(["view", "label", "label", "image", "button"])
        if kind != "view":
            subview["kind"] = kind
        if kind == "label":
            subview["text"] = rng.choice(["Title", "A much longer title that may not fit", "时刻 🎉"])
            subview["font"] = ({"textStyle": rng.choice(TEXT_STYLES)} if rng.random() < 0.6
                               else {"size": rng.choice([12, 17, 34])})
        keyframes = []
        for progress in sorted(rng.sample([0, 0.25, 0.5, 0.75, 1], rng.randint(1, 3))):
            keyframe = {"progress": progress}
            shape = rng.random()
            if shape < 0.35:
                keyframe["frame"] = [rng.randint(-20, 380), rng.randint(-10, 120),
                                     rng.randint(0, 300), rng.randint(0, 80)]
            elif shape < 0.55:
                keyframe["center"] = [rng.randint(0, 375), rng.randint(0, 120)]
                keyframe["size"] = [rng.randint(10, 200), rng.randint(10, 60)]
            else:
                anchor = {}
                for edge in rng.sample(EDGES, rng.randint(1, 3)):
                    if index > 0 and rng.random() < 0.25:
                        target = rng.randint(0, index - 1)
                        anchor[edge] = {"to": f"v{target}.{rng.choice(EDGES)}",
                                        "offset": rng.randint(-8, 8)}
                    else:
                        anchor[edge] = rng.randint(-10, 60)
                keyframe["anchor"] = anchor
                if rng.random() < 0.7:
                    keyframe["size"] = [rng.randint(10, 200), rng.randint(10, 60)]
            if rng.random() < 0.3:
                keyframe["alpha"] = rng.choice([0, 0.5, 1])
            keyframes.append(keyframe)
        subview["keyframes"] = keyframes
        subviews.append(subview)
    ranges = []
    for _ in range(rng.randint(2, 4)):
        start = round(rng.random(), 2)
        end = round(min(1, start + rng.random() * 0.6), 2)
        ranges.append({"target": rng.choice([0, 1]), "from": start, "to": end})
    spec = {"version": 1, "name": f"Random{seed}", "width": 375,
            "bar": {"maxHeight": rng.choice([100, 140, 200]), "minHeight": rng.choice([44, 64])},
            "behavior": {"kind": rng.choice(["squareCash", "facebook"]),
                         "elastic": rng.random() < 0.5, "snapping": ranges},
            "subviews": subviews}
    if rng.random() < 0.5:
        spec["supports"] = EVERYWHERE
    return json.dumps(spec, indent=2, ensure_ascii=False)


def cases(count):
    files = sorted(glob.glob(os.path.join(ROOT, "Schemas", "examples", "*.header.json")))
    files += sorted(glob.glob(os.path.join(ROOT, "Tests", "SchemaCorpus", "**", "*.json"),
                              recursive=True))
    files.append(os.path.join(ROOT, "Tests", "Performance", "realistic.header.json"))
    for path in files:
        with open(path, encoding="utf-8", errors="surrogateescape") as file:
            text = file.read()
        name = os.path.relpath(path, ROOT)
        yield name, text
        everywhere = with_supports(text)
        if everywhere is not None and name.endswith(".header.json"):
            yield name + " (432 environments)", everywhere
    yield "1,000 labels (432 environments)", preview_bounds.spec(1000, True)
    for seed in range(count):
        yield f"random spec {seed}", random_spec(seed)


def check(binary, path):
    done = subprocess.run([binary, "check", "--format", "json", "--max-diagnostics", "0", path],
                          capture_output=True)
    return done.returncode, done.stdout


def main(arguments):
    count = 60
    if "--random" in arguments:
        count = int(arguments[arguments.index("--random") + 1])
    old, new = arguments[0], arguments[1]
    passed = failed = 0
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "spec.header.json")
        for name, text in cases(count):
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as file:
                file.write(text)
            if check(old, path) == check(new, path):
                passed += 1
            else:
                failed += 1
                print(f"FAIL  {name}: the outputs differ")
    print(f"differential: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
