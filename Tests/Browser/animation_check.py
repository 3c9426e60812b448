"""`preview --format svg --animate` in Chromium: the SVG, opened as a document of its own, must
run CSS animations by itself; paused at a time t, each visible subview's rectangle must be drawn
at the frame `preview --format json` prints at the progress t stands for (within 0.01 pt; the
bar collapses from 0 to 1 in 2 s and expands back in 2 s), and two screenshots at different
times must differ when the layouts at their progress differ.
"""

import json
import subprocess

from page_check_common import TOLERANCE, close

DURATION_MS = 2000
# (time in ms, the progress it shows): forwards, then on the way back.
TIMES = [(0, 0.0), (1000, 0.5), (1500, 0.75), (2000, 1.0), (3000, 0.5)]

PAUSE = """(function (t) {
  document.getAnimations().forEach(function (a) { a.pause(); a.currentTime = t; });
  var bar = document.querySelectorAll('rect.bar')[1].getBoundingClientRect();
  return {
    bar: bar.height,
    subviews: Array.prototype.map.call(document.querySelectorAll('g[data-id]'), function (g) {
      var box = g.querySelector('rect.frame').getBoundingClientRect();
      return { id: g.getAttribute('data-id'),
        visible: getComputedStyle(g).visibility === 'visible'
          && Number(getComputedStyle(g).opacity) > 0,
        box: [box.left - bar.left, box.top - bar.top, box.width, box.height] };
    })
  };
}(%d))"""


def check_animation(page, binary, spec, svg, name, failures):
    """Returns the number of checks that passed."""
    output = subprocess.run(
        [binary, "preview", spec, "--progress", ",".join(str(p) for _, p in TIMES),
         "--format", "json"], check=True, capture_output=True, text=True).stdout
    samples = json.loads(output)["files"][0]["samples"]
    page.open(f"file://{svg}", ready="document.getAnimations().length > 0")
    passed = 0
    running = page.evaluate(
        "document.getAnimations().every(function (a) { return a.playState === 'running'; })")
    before = page.evaluate("document.getAnimations()[0].currentTime")
    page.wait(f"document.getAnimations()[0].currentTime > {before} + 100", timeout=5)
    if running:
        passed += 1
    else:
        failures.append(f"{name} (animated): the animations do not run by themselves")
    for (time, progress), sample in zip(TIMES, samples):
        where = f"{name} (animated) at {time} ms, progress {progress}"
        start = len(failures)
        state = page.evaluate(PAUSE % time)
        if abs(state["bar"] - sample["height"]) > TOLERANCE:
            failures.append(f"{where}: bar drawn {state['bar']} tall, JSON {sample['height']}")
        expected = {entry["id"]: entry for entry in sample["subviews"]}
        if len(state["subviews"]) != len(expected):
            failures.append(f"{where}: {len(state['subviews'])} subviews, JSON {len(expected)}")
        for subview in state["subviews"]:
            entry = expected[subview["id"]]
            visible = entry["alpha"] > 0 and not entry["hidden"]
            if subview["visible"] != visible:
                failures.append(f"{where}: {subview['id']} visible {subview['visible']}")
            if visible and not close(subview["box"], entry["frame"]):
                failures.append(f"{where}: {subview['id']} drawn at {subview['box']}, "
                                f"JSON {entry['frame']}")
        if len(failures) == start:
            passed += 1
    page.evaluate(PAUSE % 0)
    first = page.send("Page.captureScreenshot", {"format": "png"})["data"]
    page.evaluate(PAUSE % (DURATION_MS // 2))
    second = page.send("Page.captureScreenshot", {"format": "png"})["data"]
    # A bar that moves must look different at 0 and 1 s (progress 0 and 0.5); a fixed one not.
    moves = [(s["height"], s["subviews"]) for s in samples[:2]]
    moves = moves[0] != moves[1]
    if (first != second) == moves:
        passed += 1
    else:
        failures.append(f"{name} (animated): the screenshots at 0 and 1 s are "
                        f"{'the same' if moves else 'different'}, the JSON layouts "
                        f"{'differ' if moves else 'do not'}")
    failures.extend(f"{name} (animated): {p}" for p in page.problems())
    return passed
