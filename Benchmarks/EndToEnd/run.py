#!/usr/bin/env python3
"""Measures layoutcalc against its floors and peers in one run and prints the table of ratios
that the README's Performance section shows. Usage: run.py BENCH_DIR LAYOUTCALC
BENCH_DIR holds parse-only, hello and inputs/ (see `make bench`)."""
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
RUNS = int(os.environ.get("BENCH_RUNS", "10"))


def median_seconds(command, runs=RUNS):
    """hyperfine's median wall time of `command` (output to /dev/null)."""
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        subprocess.run(["hyperfine", "--style", "none", "--warmup", "2", "--runs", str(runs),
                        "--export-json", report.name, command],
                       check=True, stdout=subprocess.DEVNULL)
        return json.load(open(report.name))["results"][0]["median"]


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


rows = []  # (what, measured, reference, ratio, target)


def compare(what, measured, reference, target, unit="s"):
    ratio = measured / reference
    rows.append((what, measured, reference, ratio, target, unit))


times = {}
for name in ["home", "waterfall-10k-2", "waterfall-100k-2", "waterfall-1m-2", "waterfall-10k-64",
             "waterfall-100k-64", "waterfall-1m-64", "photos-10k", "photos-100k", "flow-10k", "flow-100k",
             "mosaic-10k", "mosaic-100k"]:
    times[name] = median_seconds(lay(name))
times["hello"] = median_seconds(hello)
times["parse-only-1m"] = median_seconds(f"{parse_only} {spec('waterfall-1m-2')}")
times["jq-1m"] = median_seconds(f"jq . {spec('waterfall-1m-2')}", runs=5)
times["jq-c-1m"] = median_seconds(f"jq -c . {spec('waterfall-1m-2')}", runs=5)
peak = peak_kilobytes(lay("waterfall-1m-2"))
peak_floor = peak_kilobytes(f"{parse_only} {spec('waterfall-1m-2')}")

compare("home screen, end to end, vs a Swift hello-world", times["home"], times["hello"], 1.3)
compare("1M-item waterfall to JSON vs json-c parsing it", times["waterfall-1m-2"], times["parse-only-1m"], 1.5)
compare("1M-item waterfall to JSON vs jq -c .", times["waterfall-1m-2"], times["jq-c-1m"], 1.0)
compare("1M-item waterfall: 64 columns vs 2", times["waterfall-1m-64"], times["waterfall-1m-2"], 1.2)
compare("1M-item waterfall: peak memory vs json-c parsing it", peak, peak_floor, 1.5, unit="KB")
for kind in ["waterfall-{}-2", "waterfall-{}-64", "photos-{}", "flow-{}", "mosaic-{}"]:
    compare(f"{kind.format('100k/10k')} time", times[kind.format("100k")], times[kind.format("10k")], 12)

def show(value, unit):
    return f"{value / 1024:.1f} MB" if unit == "KB" else f"{value * 1000:.1f} ms"

print("| measurement | layoutcalc | reference | ratio | target |")
print("|---|---:|---:|---:|---:|")
failures = 0
for what, measured, reference, ratio, target, unit in rows:
    ok = ratio <= target
    failures += not ok
    print(f"| {what} | {show(measured, unit)} | {show(reference, unit)} | {ratio:.2f} | ≤ {target}{'' if ok else ' ✗'} |")
print()
print("| input | layoutcalc (median) |")
print("|---|---:|")
for name, seconds in times.items():
    if name not in ("hello", "parse-only-1m", "jq-1m", "jq-c-1m"):
        print(f"| {name} | {seconds * 1000:.1f} ms |")
print(f"| (Swift hello-world) | {times['hello'] * 1000:.1f} ms |")
print(f"| (json-c parse only, 1M waterfall) | {times['parse-only-1m'] * 1000:.1f} ms |")
print(f"| (jq . / jq -c ., 1M waterfall) | {times['jq-1m'] * 1000:.1f} / {times['jq-c-1m'] * 1000:.1f} ms |")
print(f"| (peak memory, layoutcalc / parse only, 1M waterfall) | {peak / 1024:.1f} / {peak_floor / 1024:.1f} MB |")
sys.exit(1 if failures else 0)
