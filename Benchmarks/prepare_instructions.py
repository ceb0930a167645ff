#!/usr/bin/env python3
"""Instructions per `prepare`, for machines whose perf events do not count them.

    python3 prepare_instructions.py [--before BEFORE] AFTER

AFTER and BEFORE are PrepareRuns executables (Benchmarks/Sources/PrepareRuns), built against
this checkout and, for BEFORE, against another (LAYOUTCALC_PACKAGE in Package.swift). For each
case PrepareRuns lists, callgrind counts a run that prepares the layout once and one that
prepares it N + 1 times; the difference over N is one `prepare`, without start-up, the
layout's making or first-use costs. The counts repeat to the instruction from run to run.
Prints a Markdown table.
"""

import argparse
import re
import subprocess
import sys

# Prepares per case beyond the first: enough that one prepare's count is exact to 0.1%, few
# enough that the largest cases take a minute under callgrind.
REPEATS = {"example-100k": 2, "measured-list-10k": 2, "waterfall-100k": 2, "example-20x50": 10}
DEFAULT_REPEATS = 40


def cases(executable):
    listing = subprocess.run([executable], check=True, capture_output=True, text=True).stdout
    return [re.match(r"\s+([\w-]+): (.*)", line).groups() for line in listing.splitlines()[1:]]


def instructions(executable, case, count):
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", executable, case, str(count)],
        check=True, capture_output=True, text=True)
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


def per_prepare(executable, case):
    repeats = REPEATS.get(case, DEFAULT_REPEATS)
    return (instructions(executable, case, repeats + 1) - instructions(executable, case, 1)) / repeats


def millions(count):
    return f"{count / 1e6:.3g}M" if count < 1e8 else f"{count / 1e6:,.0f}M"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", help="PrepareRuns built against the checkout before the change")
    parser.add_argument("after", help="PrepareRuns built against this checkout")
    arguments = parser.parse_args()
    if arguments.before:
        print("| layout | before | after | before / after |\n|---|---:|---:|---:|")
    else:
        print("| layout | instructions |\n|---|---:|")
    for case, summary in cases(arguments.after):
        after = per_prepare(arguments.after, case)
        if arguments.before:
            before = per_prepare(arguments.before, case)
            print(f"| {summary} | {millions(before)} | {millions(after)} | {before / after:.1f}× |")
        else:
            print(f"| {summary} | {millions(after)} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
