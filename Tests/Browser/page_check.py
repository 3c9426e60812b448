"""The HTML preview in a real browser (headless Chromium over the DevTools protocol).

For every example spec, `preview --format html` is loaded at several URL fragments; for each,
the page must show the sample nearest to the fragment's progress (and say so when it lies
between samples), and each `g.subview[data-id]` element's frame, both its `data-*` attributes
and the box Chromium draws its rectangle in (for a visible subview), must be the frame
`preview --format json` prints at that sample's progress, within 0.01 pt; the bar's drawn
height must be the JSON's height. The page must log no error (a refused script or style
under its content security policy is one). A screenshot of one example at 0.5 is written to
OUT/preview-square-cash.png. `animation_check.py` checks `preview --format svg --animate` of
each example in the same browser.

With a fourth argument, RECORD, also `webview_check.py`: the VS Code preview's page as the
extension sets it, with the messages it posts.

usage: page_check.py ROOT BINARY OUT [RECORD]
"""

import json
import os
import subprocess
import sys
import tempfile

from animation_check import check_animation
from cdp import Browser
from page_check_common import TOLERANCE, close, nearest
FRAGMENTS = ["0", "0.25", "0.503", "0.5", "0.777", "1", "-0.4", "1.5"]

STATE = """(function () {
  var bar = document.getElementById('bar').getBoundingClientRect();
  return {
    progress: document.getElementById('stage').getAttribute('data-progress'),
    heightText: document.getElementById('height').textContent,
    status: document.getElementById('status').textContent,
    bar: [bar.width, bar.height],
    subviews: Array.prototype.map.call(document.querySelectorAll('g.subview'), function (g) {
      var box = g.querySelector('rect.frame').getBoundingClientRect();
      return {
        id: g.getAttribute('data-id'),
        frame: ['data-x', 'data-y', 'data-width', 'data-height'].map(function (name) {
          return Number(g.getAttribute(name));
        }),
        visible: g.getAttribute('data-visible') === 'true',
        box: [box.left - bar.left, box.top - bar.top, box.width, box.height]
      };
    })
  };
}())"""


def json_preview(binary, spec, progress):
    values = ",".join(repr(p) for p in progress)
    output = subprocess.run(
        [binary, "preview", spec, "--progress", values, "--format", "json"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(output)["files"][0]["samples"]


def check_state(name, fragment, state, sample, failures):
    asked = float(fragment)
    shown = nearest(asked)
    where = f"{name}#progress={fragment}"
    if abs(float(state["progress"]) - shown) > 1e-9:
        failures.append(f"{where}: shows progress {state['progress']}, expected {shown}")
    if (asked != shown) != ("between samples" in state["status"]):
        failures.append(f"{where}: status '{state['status']}'")
    if abs(float(state["heightText"]) - sample["height"]) > TOLERANCE:
        failures.append(f"{where}: height {state['heightText']}, JSON {sample['height']}")
    if abs(state["bar"][1] - sample["height"]) > TOLERANCE:
        failures.append(f"{where}: the bar is drawn {state['bar'][1]} tall, JSON {sample['height']}")
    expected = {entry["id"]: entry for entry in sample["subviews"]}
    if [s["id"] for s in state["subviews"]] == [] or len(state["subviews"]) != len(expected):
        failures.append(f"{where}: {len(state['subviews'])} subviews, JSON {len(expected)}")
    for subview in state["subviews"]:
        entry = expected.get(subview["id"])
        if entry is None:
            failures.append(f"{where}: {subview['id']} is not in the JSON")
            continue
        if not close(subview["frame"], entry["frame"]):
            failures.append(f"{where}: {subview['id']} data frame {subview['frame']}, "
                            f"JSON {entry['frame']}")
        visible = entry["alpha"] > 0 and not entry["hidden"]
        if subview["visible"] != visible:
            failures.append(f"{where}: {subview['id']} visible {subview['visible']}")
        if visible and not close(subview["box"], entry["frame"]):
            failures.append(f"{where}: {subview['id']} drawn at {subview['box']}, "
                            f"JSON {entry['frame']}")
    return len(state["subviews"])


def check_play(page, html, failures, name, fragment=None, total=None):
    """Clicks play (or opens the page at `fragment`, `#play=fling`, which plays by itself) and
    watches: each gesture record the status names must be shown at the sample nearest to its
    progress, and the replay must end by itself; with `total`, the status must count that many
    records."""
    page.open(f"file://{html}{fragment or ''}",
              ready="document.getElementById('stage').hasAttribute('data-progress')")
    if fragment is None:
        page.evaluate("document.getElementById('play').click()")
    else:
        name = f"{name}{fragment}"
    seen = {}
    import re
    import time
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        status, shown, label = page.evaluate(
            "[document.getElementById('status').textContent, "
            "document.getElementById('stage').getAttribute('data-progress'), "
            "document.getElementById('play').textContent]")
        match = re.match(r"gesture (\d+)/(\d+): \w+, progress (-?[\d.e-]+)", status)
        if match:
            seen[int(match[1])] = (float(match[3]), float(shown), int(match[2]))
        if label.startswith("Play") and seen:
            break
        time.sleep(0.01)
    else:
        failures.append(f"{name}: the replay did not end within 20 s")
    for index, (progress, shown, total) in sorted(seen.items()):
        if abs(nearest(progress) - shown) > 1e-9:
            failures.append(f"{name}: gesture record {index} at progress {progress} shown at {shown}")
    if len(seen) < 10:
        failures.append(f"{name}: play showed {len(seen)} gesture records")
    counted = {count for (_, _, count) in seen.values()}
    if total is not None and counted != {total}:
        failures.append(f"{name}: the status counts {sorted(counted)} records, not {total}")
    failures.extend(f"{name} (play): {p}" for p in page.problems())
    return len(seen)


def main():
    root, binary, out = sys.argv[1:4]
    examples = os.path.join(root, "Schemas", "examples")
    specs = sorted(f for f in os.listdir(examples) if f.endswith(".header.json"))
    passed, failures = 0, []
    browser = Browser(width=480, height=400)
    work = tempfile.mkdtemp(prefix="headerspec-page-")
    try:
        page = browser.page()
        for spec in specs:
            name = spec[: -len(".header.json")]
            path = os.path.join(examples, spec)
            html = os.path.join(work, name + ".html")
            with open(html, "w") as file:
                subprocess.run([binary, "preview", path, "--format", "html"], check=True,
                               stdout=file)
            samples = json_preview(binary, path, [nearest(float(f)) for f in FRAGMENTS])
            for fragment, sample in zip(FRAGMENTS, samples):
                before = len(failures)
                page.open(f"file://{html}#progress={fragment}",
                          ready="document.getElementById('stage').hasAttribute('data-progress')")
                count = check_state(name, fragment, page.evaluate(STATE), sample, failures)
                failures.extend(f"{name}#progress={fragment}: {p}" for p in page.problems())
                if len(failures) == before:
                    passed += 1
                    print(f"ok    {name}#progress={fragment}: {count} subviews")
                else:
                    print(f"FAIL  {name}#progress={fragment}")
            before = len(failures)
            seen = check_play(page, html, failures, name)
            print(f"{'ok  ' if len(failures) == before else 'FAIL'}  {name}: play showed "
                  f"{seen} gesture records")
            passed += len(failures) == before
            # The example's scroll scenario replayed in the page (preview --events): every
            # record played, each at its progress.
            scenario = os.path.join(examples, name + ".events.json")
            replay = os.path.join(work, name + "-events.html")
            with open(replay, "w") as file:
                subprocess.run([binary, "preview", path, "--format", "html", "--events",
                                scenario], check=True, stdout=file)
            records = json.loads(subprocess.run(
                [binary, "simulate", "--events", scenario, "--format", "json"], check=True,
                capture_output=True, text=True).stdout)["records"]
            before = len(failures)
            seen = check_play(page, replay, failures, name + " (events)", total=len(records))
            label = page.evaluate("document.getElementById('play').textContent")
            if label != f"Play {len(records)} events":
                failures.append(f"{name} (events): the play button says {label!r}")
            print(f"{'ok  ' if len(failures) == before else 'FAIL'}  {name}: play replayed the "
                  f"scenario's {len(records)} records ({seen} seen)")
            passed += len(failures) == before
            svg = os.path.join(work, name + ".svg")
            with open(svg, "w") as file:
                subprocess.run([binary, "preview", path, "--format", "svg", "--animate"],
                               check=True, stdout=file)
            before = len(failures)
            count = check_animation(page, binary, path, svg, name, failures)
            print(f"{'ok  ' if len(failures) == before else 'FAIL'}  {name}: animated SVG, "
                  f"{count} checks passed")
            passed += count
            if name == "square-cash":
                # A malformed escape in the fragment shows progress 0, with no exception.
                before = len(failures)
                page.open(f"file://{html}#progress=%E0%A4%A",
                          ready="document.getElementById('stage').hasAttribute('data-progress')")
                state = page.evaluate(STATE)
                if float(state["progress"]) != 0:
                    failures.append(f"{name}#progress=%E0%A4%A: shows {state['progress']}")
                failures.extend(f"{name}#progress=%E0%A4%A: {p}" for p in page.problems())
                print(f"{'ok  ' if len(failures) == before else 'FAIL'}  {name}#progress=%E0%A4%A"
                      f": progress {state['progress']}")
                passed += len(failures) == before
                before = len(failures)
                seen = check_play(page, html, failures, name, fragment="#play=fling")
                print(f"{'ok  ' if len(failures) == before else 'FAIL'}  {name}#play=fling: "
                      f"played {seen} gesture records")
                passed += len(failures) == before
                page.open(f"file://{html}#progress=0.5",
                          ready="document.getElementById('stage').hasAttribute('data-progress')")
                os.makedirs(out, exist_ok=True)
                shot = os.path.join(out, "preview-square-cash.png")
                page.screenshot(shot)
                print(f"wrote {shot}")
        if len(sys.argv) > 4:
            from webview_check import check_webview
            before = len(failures)
            count = check_webview(page, binary, root, sys.argv[4], failures)
            print(f"{'ok  ' if len(failures) == before else 'FAIL'}  VS Code webview page: "
                  f"{count} checks passed")
            passed += count
    finally:
        browser.close()
    for failure in failures:
        print(f"FAIL  {failure}")
    print(f"browser: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
