"""Lists the tests a Swift Testing log shows started and never ended (passed, failed or skipped).

Usage: unfinished-tests.py LOG.  For a run that was stopped by a time limit: the tests it names are
the ones to look at (a test waiting on something that never comes, or one holding a place among the
test cases Swift Testing runs at once). Standard library only.
"""
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;]*m")
STARTED = re.compile(r"^\S+ (Test(?: case)? .*) started\.$")
ENDED = re.compile(
    r"^\S+ (Test(?: case)? .*?)(?: with \d+ test cases?)? (?:(?:passed|failed) after \d|skipped(?:\.|: |$))")


def main(path):
    open_tests = {}
    for raw in open(path, encoding="utf-8", errors="replace"):
        line = ANSI.sub("", raw).strip()
        started = STARTED.match(line)
        if started:
            open_tests[started.group(1)] = open_tests.get(started.group(1), 0) + 1
            continue
        ended = ENDED.match(line)
        if ended and ended.group(1) in open_tests:
            open_tests[ended.group(1)] -= 1
            if open_tests[ended.group(1)] == 0:
                del open_tests[ended.group(1)]
    names = [name for name in open_tests if name != "Test run"]
    print(f"{len(names)} tests started and never ended:")
    for name in names:
        print(f"  {name}")


if __name__ == "__main__":
    main(sys.argv[1])
