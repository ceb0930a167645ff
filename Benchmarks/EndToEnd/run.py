#!/usr/bin/env python3
"""Measures layoutcalc against its floors and peers in one run and prints the table of ratios
that the README's Performance section shows. Usage: run.py BENCH_DIR LAYOUTCALC
BENCH_DIR holds parse-only, hello and inputs/ (see `make bench`).

Each ratio is measured side by side: both commands are timed in turn, in rounds that alternate
their order, and the medians of all their runs compared. A machine whose speed drifts (a shared
VM does) then slows both alike."""
import json
import os
import statistics
import subprocess
import sys
import tempfile

bench, layoutcalc = sys.argv[1], sys.argv[2]
inputs = os.path.join(bench, "inputs")
parse_only = os.path.join(bench, "parse-only")
hello = os.path.join(bench, "hello")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
RUNS = int(os.environ.get("BENCH_RUNS", "5"))


def medians(*commands, runs=RUNS):
    """The median wall time of each command, run without a shell, its output to /dev/null,
    `runs` times a round."""
    samples = {command: [] for command in commands}
    for round in range(ROUNDS):
        order = list(commands) if round % 2 == 0 else list(reversed(commands))
        with tempfile.NamedTemporaryFile(suffix=".json") as report:
            subprocess.run(["hyperfine", "-N", "--style", "none", "--warmup", "1", "--runs", str(runs),
                            "--export-json", report.name, *order], check=True, stdout=subprocess.DEVNULL)
            for result in json.load(open(report.name))["results"]:
                samples[result["command"]].extend(result["times"])
    return [statistics.median(samples[command]) for command in commands]


def peak_kilobytes(command, runs=3):
    """The median of /usr/bin/time's maximum resident set size."""
    peaks = []
    for _ in range(runs):
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "sh", "-c", command + " > /dev/null"],
                                stderr=subprocess.PIPE, text=True, check=True)
        peaks.append(int(result.stderr.strip().splitlines()[-1]))
    return statistics.median(peaks)


def spec(name):
    return os.path.join(inputs, name + ".json")


def lay(name):
    return f"{layoutcalc} {spec(name)}"


rows = []  # (what, measured, reference, target, unit)
times = {}

# A few milliseconds a run: many more runs, or the medians move with the machine's moods.
home, start = medians(lay("home"), hello, runs=20 * RUNS)
rows.append(("home screen, end to end, vs a Swift hello-world built the same way", home, start, 1.3, "s"))
times["home"] = home

million, floor, jq_compact = medians(lay("waterfall-1m-2"), f"{parse_only} {spec('waterfall-1m-2')}",
                                     f"jq -c . {spec('waterfall-1m-2')}", runs=2 * RUNS)
rows.append(("1M-item waterfall to JSON vs json-c parsing it", million, floor, 1.5, "s"))
rows.append(("1M-item waterfall to JSON vs `jq -c .`", million, jq_compact, 1.0, "s"))
times["waterfall-1m-2"] = million

wide, narrow = medians(lay("waterfall-1m-64"), lay("waterfall-1m-2"))
rows.append(("1M-item waterfall, 64 columns vs 2", wide, narrow, 1.2, "s"))
times["waterfall-1m-64"] = wide

peak, peak_floor = peak_kilobytes(lay("waterfall-1m-2")), peak_kilobytes(f"{parse_only} {spec('waterfall-1m-2')}")
rows.append(("1M-item waterfall, peak memory vs json-c parsing it", peak, peak_floor, 1.5, "KB"))

for kind in ["waterfall-{}-2", "waterfall-{}-64", "photos-{}", "flow-{}", "mosaic-{}"]:
    large, small = medians(lay(kind.format("100k")), lay(kind.format("10k")))
    rows.append((f"{kind.format('100k')} vs {kind.format('10k')}", large, small, 12, "s"))
    times[kind.format("100k")], times[kind.format("10k")] = large, small


def show(value, unit):
    return f"{value / 1024:.1f} MB" if unit == "KB" else f"{value * 1000:.1f} ms"


print("| measurement | layoutcalc | reference | ratio | target |")
print("|---|---:|---:|---:|---:|")
failures = 0
for what, measured, reference, target, unit in rows:
    ratio = measured / reference
    ok = ratio <= target
    failures += not ok
    print(f"| {what} | {show(measured, unit)} | {show(reference, unit)} | {ratio:.2f} | ≤ {target}{'' if ok else ' ✗'} |")
print()
print("| input | layoutcalc (median) |")
print("|---|---:|")
for name in sorted(times, key=lambda name: (name.split("-")[0], len(name), name)):
    print(f"| {name} | {show(times[name], 's')} |")
print(f"| Swift hello-world | {show(start, 's')} |")
print(f"| json-c parse only, 1M-item waterfall | {show(floor, 's')} |")
print(f"| `jq -c .`, 1M-item waterfall | {show(jq_compact, 's')} |")
sys.exit(1 if failures else 0)
