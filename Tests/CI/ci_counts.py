#!/usr/bin/env python3
"""The closing line of `.ci/run`: how many tests passed, failed and were skipped, counted from
the logs of the run rather than taken from one summary. Standard library only.

    python3 Tests/CI/ci_counts.py [--status N] [--stopped-in LOG] [--swift-test LOG]...
                                  [CHECK_LOG]...

* `--swift-test LOG`: the output of `swift test`, which runs both runners. XCTest prints a
  `Test Case '...' passed|failed|skipped (...)` line per test; Swift Testing a
  `Test NAME() passed after ...`, `... failed after ...` or `... skipped: "reason"` line per
  test (`Test case passing ...` lines are the arguments of one test, not tests). A test that
  started and never ended crashed the process: it failed. Tests that `Test run with N tests`
  counts beyond those with a line of their own are counted as skipped.
* each `CHECK_LOG`: the output of one `.ci/checks/` script; every `NAME: N passed, M failed`
  line (optionally `, S skipped`) in it counts. A log without such a line counts as one case:
  one passed, or one failed if it is the `--stopped-in` log, the step the run stopped in.
* `--status N`: the run's exit status. A run that failed (N is not 0) without a counted
  failure (a build, the format lint, a crash) counts one failure: the closing line of a failed
  run never says `0 failed`.

Prints a line per source, then `ci: N passed, N failed, N skipped` as the last line.
"""

import argparse
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass

# Swift Testing prints a symbol first (◇ started, ✔ passed, ✘ failed, ➜ skipped on Linux).
# A test's name: its function (`aTest(_:)`, no spaces) or its display name in quotes.
TEST_NAME = r'(?:"(?:[^"\\]|\\.)*"|[^\s"]+)'
SWIFT_TESTING_RESULT = re.compile(
    r"^\S+ Test (?!run with |case passing )(" + TEST_NAME + r")(?: with \d+ test cases?)?"
    r" (?:(passed|failed) after [\d.]+ seconds(?: with .*)?\.|(skipped)(?:: \".*\")?\.?)\s*$")
SWIFT_TESTING_START = re.compile(
    r"^\S+ Test (?!run |case passing )(" + TEST_NAME + r") started\.\s*$")
SWIFT_TESTING_RUN = re.compile(
    r"^\S+ Test run with (\d+) tests? in \d+ suites? (?:passed|failed) after [\d.]+ seconds")
XCTEST_START = re.compile(r"^Test Case '(.+)' started at ")
XCTEST_RESULT = re.compile(r"^Test Case '(.+)' (passed|failed|skipped) \([\d.]+ seconds\)\s*$")
CHECK_SUMMARY = re.compile(
    r"^([A-Za-z][\w.-]*): (\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$")


@dataclass
class Counts:
    """Passed, failed and skipped tests (or cases of a check)."""
    passed: int = 0
    failed: int = 0
    skipped: int = 0

    def __add__(self, other):
        return Counts(self.passed + other.passed, self.failed + other.failed,
                      self.skipped + other.skipped)

    def __str__(self):
        return f"{self.passed} passed, {self.failed} failed, {self.skipped} skipped"


def swift_testing_counts(text):
    """The Swift Testing tests in `swift test` output: one line per test, a test that started
    and never ended (it crashed) as failed, and the tests that only the run's total counts as
    skipped."""
    counts = Counts()
    total = None
    started, finished = Counter(), Counter()
    for line in text.splitlines():
        start = SWIFT_TESTING_START.match(line)
        if start:
            started[start.group(1)] += 1
            continue
        result = SWIFT_TESTING_RESULT.match(line)
        if result:
            finished[result.group(1)] += 1
            outcome = result.group(2) or result.group(3)
            if outcome == "passed":
                counts.passed += 1
            elif outcome == "failed":
                counts.failed += 1
            else:
                counts.skipped += 1
            continue
        run = SWIFT_TESTING_RUN.match(line)
        if run:
            total = (total or 0) + int(run.group(1))
    # A test that started and never ended took the process down with it.
    counts.failed += sum((started - finished).values())
    if total is not None:
        counts.skipped += max(0, total - counts.passed - counts.failed - counts.skipped)
    return counts


def xctest_counts(text):
    """The XCTest tests in `swift test` output, one `Test Case` line each; one that started and
    never ended (it crashed) failed."""
    counts = Counts()
    started, finished = Counter(), Counter()
    for line in text.splitlines():
        start = XCTEST_START.match(line)
        if start:
            started[start.group(1)] += 1
        result = XCTEST_RESULT.match(line)
        if result:
            finished[result.group(1)] += 1
            setattr(counts, result.group(2), getattr(counts, result.group(2)) + 1)
    counts.failed += sum((started - finished).values())
    return counts


def check_counts(text):
    """The sum of every `NAME: N passed, M failed[, S skipped]` line of a check's output, or
    None when it has none."""
    found = None
    for line in text.splitlines():
        summary = CHECK_SUMMARY.match(line)
        if summary:
            found = (found or Counts()) + Counts(
                int(summary.group(2)), int(summary.group(3)), int(summary.group(4) or 0))
    return found


def read(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


def closing_lines(swift_test_logs, check_logs, status, stopped_in=None):
    """The lines to print: one per source, then the closing line."""
    lines = []
    total = Counts()
    for path in swift_test_logs:
        text = read(path)
        for runner, counts in (("XCTest", xctest_counts(text)),
                               ("Swift Testing", swift_testing_counts(text))):
            lines.append(f"ci: swift test, {runner}: {counts}")
            total += counts
    for path in check_logs:
        counts = check_counts(read(path))
        name = os.path.splitext(os.path.basename(path))[0]
        if counts is None:
            stopped = stopped_in is not None and os.path.samefile(path, stopped_in)
            counts = Counts(failed=1) if stopped else Counts(passed=1)
            lines.append(f"ci: {name}: {counts} (no count printed: one case)")
        else:
            lines.append(f"ci: {name}: {counts}")
        total += counts
    if status != 0 and total.failed == 0:
        total.failed = 1
        lines.append(f"ci: the run stopped with status {status} (one failure)")
    lines.append(f"ci: {total}")
    return lines


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--status", type=int, default=0)
    parser.add_argument("--stopped-in")
    parser.add_argument("--swift-test", action="append", default=[])
    parser.add_argument("checks", nargs="*")
    arguments = parser.parse_args(argv)
    for line in closing_lines(arguments.swift_test, arguments.checks, arguments.status,
                              arguments.stopped_in):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
