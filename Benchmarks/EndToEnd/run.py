#!/usr/bin/env python3
"""Measures layoutcalc against its floors and peers in one run and prints the table of ratios
that the README's Performance section shows. Usage: run.py BENCH_DIR LAYOUTCALC
BENCH_DIR holds parse-only, hello, parser-hello and inputs/; LAYOUTCALC is the executable timed,
a copy in BENCH_DIR like the others (see `make bench`).

Each ratio is measured in pairs: the commands compared are timed in short turns, one after the
other, in an order that alternates from turn to turn, and a turn's ratio compares the runs of
that turn only. The ratio reported is the median of the turns' ratios. A shared VM's speed
drifts over seconds and minutes; within a turn both commands see the same machine."""
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
parser_hello = os.path.join(bench, "parser-hello")
TURNS = int(os.environ.get("BENCH_TURNS", "15"))
# The machine's load when the run starts and ends: on a shared machine other work stretches
# every wall time, and a missed time target is to be read with it.
load_at_start = os.getloadavg()[0]


def turn(commands, runs, failing=False):
    """The median wall time of each command over `runs` runs timed by hyperfine, without a
    shell, its output to /dev/null. `failing` commands may exit with a status other than 0."""
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        subprocess.run(["hyperfine", "-N", "--style", "none", "--runs", str(runs), "--export-json", report.name,
                        *(["--ignore-failure"] if failing else []), *commands], check=True, stdout=subprocess.DEVNULL)
        times = {result["command"]: result["times"] for result in json.load(open(report.name))["results"]}
    return [statistics.median(times[command]) for command in commands]


def paired(first, *others, runs, failing=False):
    """For `first` and each of `others`: the median of the turns' median times, and for each of
    `others` the median of the turns' ratios first ÷ other. Each command runs once unmeasured,
    then `runs` times a turn. `failing` commands may exit with a status other than 0."""
    commands = [first, *others]
    subprocess.run(["hyperfine", "-N", "--style", "none", "--runs", "1",
                    *(["--ignore-failure"] if failing else []), *commands], check=True, stdout=subprocess.DEVNULL)
    times = {command: [] for command in commands}
    for number in range(TURNS):
        order = commands if number % 2 == 0 else commands[::-1]
        for command, time in zip(order, turn(order, runs, failing)):
            times[command].append(time)
    ratios = [statistics.median(a / b for a, b in zip(times[first], times[other])) for other in others]
    return [statistics.median(times[command]) for command in commands], ratios


def peak_kilobytes(command, runs=3):
    """The median of /usr/bin/time's maximum resident set size."""
    return peak_and_cpu(command, runs)[0]


def peak_and_cpu(command, runs=3):
    """The medians of /usr/bin/time's maximum resident set size and of its CPU seconds (user
    and system): on a shared machine the CPU time says what the run cost when other work
    stretches its wall time."""
    peaks, cpus = [], []
    for _ in range(runs):
        result = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", "sh", "-c", command + " > /dev/null"],
                                stderr=subprocess.PIPE, text=True, check=True)
        peak, user, system = result.stderr.strip().splitlines()[-1].split()
        peaks.append(int(peak))
        cpus.append(float(user) + float(system))
    return statistics.median(peaks), statistics.median(cpus)


def spec(name):
    return os.path.join(inputs, name + ".json")


def lay(name):
    return f"{layoutcalc} {spec(name)}"


rows = []  # (what, measured, reference, ratio, target or None, unit)
times = {}

# A few milliseconds a run: many runs a turn, or the medians move with the machine's moods.
(home, jq_home, parser_start, start), (to_jq, to_parser, ratio) = paired(
    lay("home"), f"jq -c . {spec('home')}", f"{parser_hello} {spec('home')}", hello, runs=20)
# The start-up peer: the usual tool that reads and prints JSON, on the same spec.
rows.append(("home screen, end to end, vs `jq -c .` on the same spec", home, jq_home, to_jq, 0.5, "s"))
# Rows without a target: the least command swift-argument-parser builds, which layoutcalc is
# built on, and a Swift hello-world, which parses no arguments at all.
rows.append(("home screen, end to end, vs a one-argument swift-argument-parser command",
             home, parser_start, to_parser, None, "s"))
rows.append(("home screen, end to end, vs a Swift hello-world built the same way", home, start, ratio, None, "s"))
times["home"] = home

(million, floor, jq_compact, jq_pretty), (to_floor, to_compact, to_pretty) = paired(
    lay("waterfall-1m-2"), f"{parse_only} {spec('waterfall-1m-2')}", f"jq -c . {spec('waterfall-1m-2')}",
    f"jq . {spec('waterfall-1m-2')}", runs=1)
rows.append(("1M-item waterfall to JSON vs json-c parsing it", million, floor, to_floor, 1.5, "s"))
rows.append(("1M-item waterfall to JSON vs `jq -c .`", million, jq_compact, to_compact, 1.0, "s"))
# A peer without a target: jq pretty-printing the spec, the style layoutcalc prints in.
rows.append(("1M-item waterfall to JSON vs `jq .`", million, jq_pretty, to_pretty, None, "s"))
times["waterfall-1m-2"] = million

(wide, narrow), (ratio,) = paired(lay("waterfall-1m-64"), lay("waterfall-1m-2"), runs=1)
rows.append(("1M-item waterfall, 64 columns vs 2", wide, narrow, ratio, 1.2, "s"))
times["waterfall-1m-64"] = wide

peak, peak_floor = peak_kilobytes(lay("waterfall-1m-2")), peak_kilobytes(f"{parse_only} {spec('waterfall-1m-2')}")
rows.append(("1M-item waterfall, peak memory vs json-c parsing it", peak, peak_floor, peak / peak_floor, 1.5, "KB"))

for kind in ["waterfall-{}-2", "waterfall-{}-64", "photos-{}", "flow-{}", "mosaic-{}"]:
    (large, small), (ratio,) = paired(lay(kind.format("100k")), lay(kind.format("10k")), runs=2)
    rows.append((f"{kind.format('100k')} vs {kind.format('10k')}", large, small, ratio, 12, "s"))
    times[kind.format("100k")], times[kind.format("10k")] = large, small

# `check` with a golden file of 10 MB: one that differs from the output in one line (a number in
# the middle), and one that differs in every item (the output at another width: every x, width
# and y moves). Each is timed against laying the spec out alone; each must take under a second.
check_spec = spec("check-10mb")
golden = subprocess.run([layoutcalc, check_spec], check=True, stdout=subprocess.PIPE).stdout
lines = golden.split(b"\n")
middle = next(index for index in range(len(lines) // 2, len(lines)) if lines[index].strip().startswith(b'"y":'))
lines[middle] = lines[middle].rstrip(b",") + b"1" + (b"," if lines[middle].endswith(b",") else b"")
goldens = {"one line": os.path.join(inputs, "check-10mb-one-line.json"),
           "every item": os.path.join(inputs, "check-10mb-every-item.json")}
with open(goldens["one line"], "wb") as f:
    f.write(b"\n".join(lines))
with open(goldens["every item"], "wb") as f:
    f.write(subprocess.run([layoutcalc, check_spec, "--width", "1000"], check=True, stdout=subprocess.PIPE).stdout)
check_rows = []
for differing, path in goldens.items():
    assert os.path.getsize(path) >= 10_000_000
    (checked, alone), (ratio,) = paired(f"{layoutcalc} check {check_spec} --expected {path}", lay("check-10mb"),
                                        runs=2, failing=True)
    rows.append((f"check, a 10 MB golden differing in {differing}, vs laying out alone", checked, alone, ratio, None, "s"))
    check_rows.append((differing, checked))


def show(value, unit):
    return f"{value / 1024:.1f} MB" if unit == "KB" else f"{value * 1000:.1f} ms"


# The adversarial table: each spec (at most 1 MB, generate.py) laid out and printed to /dev/null,
# the median of three runs, and its peak memory. Within the guarantee (README, Limits): printed
# (exit 0) within a second and 1 GiB, or refused by a limit (exit 65, or 64 for a usage limit)
# within 0.1 s and 1 GiB; a refusal under 50 ms is fast. Beside it, json-c parsing the spec alone
# (parse-only, one thread): no refusal that reads the whole spec can come sooner than that.
GUARANTEE_SECONDS, REFUSAL_SECONDS, GUARANTEE_KB, FAST_REFUSAL_SECONDS = 1.0, 0.1, 1 << 20, 0.05
adversarial_rows = []
for entry in json.load(open(os.path.join(inputs, "adversarial", "cases.json"))):
    command = [layoutcalc, entry["spec"], *entry["arguments"]]
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    (elapsed, parsed) = turn([" ".join(command), f"{parse_only} {entry['spec']}"], runs=3, failing=True)
    peak, cpu = peak_and_cpu(" ".join(command) + " > /dev/null 2>&1 || true")
    seconds = GUARANTEE_SECONDS if status == 0 else REFUSAL_SECONDS
    within = status in (0, 64, 65) and elapsed <= seconds and peak <= GUARANTEE_KB
    adversarial_rows.append((entry, status, elapsed, parsed, cpu, peak, within))

# Standard input past the size limit (256 MiB): refused once it passes it, having held no more
# than the limit and a fixed margin (the program's own, under 48 MiB).
SPEC_LIMIT_KB, INPUT_MARGIN_KB = 256 << 10, 48 << 10
piped = f"head -c {(256 << 20) + (1 << 20)} /dev/zero | {layoutcalc} -"
piped_status = subprocess.run(["sh", "-c", piped], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
piped_peak = peak_kilobytes(piped + " 2> /dev/null || true")


print(f"Load average (1 min, {os.cpu_count()} cores): {load_at_start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end.")
print()
print("| measurement | layoutcalc | reference | ratio | target |")
print("|---|---:|---:|---:|---:|")
failures = 0
for what, measured, reference, ratio, target, unit in rows:
    missed = target is not None and ratio > target
    failures += missed
    verdict = "none" if target is None else f"≤ {target}{' ✗' if missed else ''}"
    print(f"| {what} | {show(measured, unit)} | {show(reference, unit)} | {ratio:.2f} | {verdict} |")
print()
print("| input | layoutcalc (median) |")
print("|---|---:|")
for name in sorted(times, key=lambda name: (name.split("-")[0], len(name), name)):
    print(f"| {name} | {show(times[name], 's')} |")
print(f"| `jq -c .`, home screen | {show(jq_home, 's')} |")
print(f"| Swift hello-world | {show(start, 's')} |")
print(f"| one-argument swift-argument-parser command | {show(parser_start, 's')} |")
print(f"| json-c parse only, 1M-item waterfall | {show(floor, 's')} |")
print(f"| `jq -c .`, 1M-item waterfall | {show(jq_compact, 's')} |")
print(f"| `jq .`, 1M-item waterfall | {show(jq_pretty, 's')} |")
print()
print("| `check` of a 10 MB golden | time | target |")
print("|---|---:|---:|")
for differing, checked in check_rows:
    missed = checked >= 1.0
    failures += missed
    print(f"| differing in {differing} | {show(checked, 's')} | < 1 s{' ✗' if missed else ''} |")
print()
print("| adversarial spec | bytes | outcome | time | json-c's parse | CPU time | peak memory | within the guarantee |")
print("|---|---:|---|---:|---:|---:|---:|---|")
for entry, status, elapsed, parsed, cpu, peak, within in adversarial_rows:
    failures += not within
    outcome = {0: "printed", 64: "refused (64)", 65: "refused (65)"}.get(status, f"exit {status}")
    fast = " fast" if status != 0 and elapsed < FAST_REFUSAL_SECONDS else ""
    arguments = " ".join(argument if len(argument) < 40 else argument[:20] + "…" for argument in entry["arguments"])
    name = entry["name"] + (f" `{arguments}`" if arguments else "")
    print(f"| {name}: {entry['what']} | {entry['bytes']:,} | {outcome}{fast} | {show(elapsed, 's')} | {show(parsed, 's')} | "
          f"{show(cpu, 's')} | {show(peak, 'KB')} | {'✓' if within else '✗'} |")
print()
print("| standard input | outcome | peak memory | target |")
print("|---|---|---:|---:|")
missed = piped_status != 65 or piped_peak > SPEC_LIMIT_KB + INPUT_MARGIN_KB
failures += missed
print(f"| 257 MiB piped, past the 256 MiB limit | exit {piped_status} | {show(piped_peak, 'KB')} | "
      f"≤ {show(SPEC_LIMIT_KB + INPUT_MARGIN_KB, 'KB')}{' ✗' if missed else ''} |")
sys.exit(1 if failures else 0)
