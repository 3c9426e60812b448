#!/usr/bin/env python3
"""Tests of ci_counts.py on real output of this toolchain (Swift 6.3.1, samples/):

* `swift-test-headerspec.log`: `swift test` on this repository (the build's lines and the
  `started` lines left out): 611 Swift Testing tests, 4 of them skipped (`.enabled(if:)`).
* `swift-test-mixed.log`: a small package made to show every outcome. XCTest: one test that
  passes, one that fails an assertion, one that throws XCTSkip, one that throws an error.
  Swift Testing, in a suite: a test that passes, one that fails one expectation, one that
  fails two, one disabled with `.enabled(if: false)`, a parameterized test whose 3 cases pass,
  one whose second of 2 cases fails, a passing test whose display name is
  "A display name passed after 1 seconds", one with a known issue (`withKnownIssue`); and a
  disabled suite of 2 tests.
* `swift-test-crash.log`: the same package with a passing test, then one that calls
  `fatalError`: the process dies, no summary is printed.
* `check-docs.log`, `check-portable-library.log`, `check-complexity.log`,
  `check-lsp-conformance.log`: checks' output.

Run: `python3 Tests/CI/test_ci_counts.py` (prints `ci-counts: N passed, M failed`, as a check).
"""

import io
import os
import sys
import unittest
from contextlib import redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ci_counts  # noqa: E402
from ci_counts import Counts  # noqa: E402


def sample(name):
    return os.path.join(HERE, "samples", name)


def text(name):
    return ci_counts.read(sample(name))


class SwiftTestCounts(unittest.TestCase):
    def test_this_repository_counts_its_skipped_tests_as_skipped(self):
        log = text("swift-test-headerspec.log")
        self.assertIn("Test run with 611 tests", log)
        self.assertEqual(ci_counts.swift_testing_counts(log), Counts(607, 0, 4))
        self.assertEqual(ci_counts.xctest_counts(log), Counts(0, 0, 0))

    def test_every_swift_testing_outcome(self):
        # Known issue, parameterized and the misleading display name pass; the issue lines
        # of a failing test are not tests; the disabled suite's 2 tests are skipped.
        self.assertEqual(ci_counts.swift_testing_counts(text("swift-test-mixed.log")),
                         Counts(passed=4, failed=3, skipped=3))

    def test_every_xctest_outcome(self):
        self.assertEqual(ci_counts.xctest_counts(text("swift-test-mixed.log")),
                         Counts(passed=1, failed=2, skipped=1))

    def test_tests_the_total_counts_without_a_line_are_skipped(self):
        log = "\n".join([
            '✔ Test one() passed after 0.001 seconds.',
            '✔ Test run with 3 tests in 1 suite passed after 0.002 seconds.'])
        self.assertEqual(ci_counts.swift_testing_counts(log), Counts(1, 0, 2))

    def test_a_test_that_crashed_failed(self):
        log = text("swift-test-crash.log")
        self.assertNotIn("Test run with", log)
        self.assertEqual(ci_counts.swift_testing_counts(log), Counts(1, 1, 0))
        lines = ci_counts.closing_lines([sample("swift-test-crash.log")], [], status=1)
        self.assertEqual(lines[-1], "ci: 1 passed, 1 failed, 0 skipped")

    def test_tests_of_the_same_name_in_two_suites_are_two_tests(self):
        log = "\n".join(["◇ Test same() started.", "◇ Test same() started.",
                         "✔ Test same() passed after 0.001 seconds."])
        self.assertEqual(ci_counts.swift_testing_counts(log), Counts(1, 1, 0))


class CheckCounts(unittest.TestCase):
    def test_real_check_output(self):
        self.assertEqual(ci_counts.check_counts(text("check-docs.log")), Counts(695, 0, 0))
        self.assertEqual(ci_counts.check_counts(text("check-portable-library.log")),
                         Counts(4, 0, 0))
        # pytest's own "19 passed in 3.52s" is not a check's summary line.
        self.assertEqual(ci_counts.check_counts(text("check-lsp-conformance.log")),
                         Counts(19, 0, 0))
        # 174 `complexity: PASS ...` lines, and the one summary that counts.
        self.assertEqual(ci_counts.check_counts(text("check-complexity.log")), Counts(174, 0, 0))

    def test_every_summary_line_of_a_check_counts(self):
        # .ci/checks/stress prints the session's line and the hostile inputs' line.
        log = "stress: 1 passed, 0 failed\nFAIL  flood\nhostile: 7 passed, 1 failed\n"
        self.assertEqual(ci_counts.check_counts(log), Counts(8, 1, 0))
        self.assertEqual(ci_counts.check_counts("lsp-conformance: 30 passed, 0 failed, 2 skipped"),
                         Counts(30, 0, 2))

    def test_other_lines_do_not_count(self):
        log = ("complexity: PASS reverse-keyframes check --format text 0.10 s\n"
               "✔ Test run with 1 test in 1 suite passed after 9.1 seconds.\n"
               "the note: 3 passed, 1 failed in the excerpt\n")
        self.assertIsNone(ci_counts.check_counts(log))


class ClosingLine(unittest.TestCase):
    def closing(self, *arguments):
        out = io.StringIO()
        with redirect_stdout(out):
            self.assertEqual(ci_counts.main(list(arguments)), 0)
        return out.getvalue().splitlines()

    def test_sums_swift_test_and_checks(self):
        lines = self.closing("--swift-test", sample("swift-test-headerspec.log"),
                             sample("check-docs.log"), sample("check-portable-library.log"))
        self.assertEqual(lines[-1], "ci: 1306 passed, 0 failed, 4 skipped")
        self.assertIn("ci: check-docs: 695 passed, 0 failed, 0 skipped", lines)

    def test_failures_and_skips_are_not_passes(self):
        lines = self.closing("--status", "1", "--swift-test", sample("swift-test-mixed.log"))
        self.assertEqual(lines[-1], "ci: 5 passed, 5 failed, 4 skipped")

    def test_a_failed_run_without_a_counted_failure_has_one(self):
        lines = self.closing("--status", "2", sample("check-docs.log"))
        self.assertEqual(lines[-1], "ci: 695 passed, 1 failed, 0 skipped")
        self.assertEqual(self.closing(sample("check-docs.log"))[-1],
                         "ci: 695 passed, 0 failed, 0 skipped")

    def test_a_check_without_a_count_is_one_case(self):
        quiet = os.path.join(HERE, "test_ci_counts.py")
        self.assertEqual(self.closing(quiet)[-1], "ci: 1 passed, 0 failed, 0 skipped")
        lines = self.closing("--status", "3", "--stopped-in", quiet, quiet)
        self.assertEqual(lines[-1], "ci: 0 passed, 1 failed, 0 skipped")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    print(f"ci-counts: {result.testsRun - failed - skipped} passed, {failed} failed"
          + (f", {skipped} skipped" if skipped else ""))
    sys.exit(1 if failed or not result.testsRun else 0)
