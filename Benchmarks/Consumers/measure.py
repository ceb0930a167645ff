#!/usr/bin/env python3
"""What an app pays to depend on layoutcalc's Swift library: the first debug build (tests
included, from an empty build folder) of a consumer package that tests a layout with
LayoutcalcUIKit, against the same of a package that depends on Yams, a common dependency of
about the library's size with no dependencies of its own; and what snapshot-testing adds: the
same first build of a consumer that snapshots its layout with LayoutcalcSnapshotTesting
(layoutcalc with its Snapshots trait, and so swift-snapshot-testing), against LayoutcalcUIKit's
alone (reported, no target). Usage: measure.py WORK_DIR PACKAGE_DIR
WORK_DIR is where the consumers are made (emptied first); PACKAGE_DIR is layoutcalc's checkout.
Both libraries come as an app gets them, by a git URL and a version: Yams by its usual one,
layoutcalc from a repository made in WORK_DIR of the checkout's files as they are (uncommitted
changes included), tagged 1.0.0. (Depended on by path instead, a package's manifest is compiled
again at every first build; by URL, SwiftPM compiles it once and keeps it, as it does Yams's.)

The consumers are built in turns, LayoutcalcUIKit's in the middle of each, so that each ratio
is of two builds one right after the other, in an order that alternates from turn to turn; the
ratio reported is the median of the turns' ratios (each turn's is printed too): a shared VM's
speed drifts over minutes, and within a turn both builds see the same machine. Each consumer is
built once, unmeasured, before the first turn, so that no turn pays for the machine's cold
caches (the toolchain's files, the system modules' caches) that the first build of a fresh
machine fills."""
import os
import shutil
import statistics
import subprocess
import sys
import time

work, package = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
TURNS = int(os.environ.get("CONSUMER_TURNS", "3"))
TARGET = 2.0
here = os.path.dirname(os.path.abspath(__file__))

MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [{dependency}],
    targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App", {product}]),
    ]
)
"""

# The repository the consumers clone layoutcalc from; its folder's name is the package's identity.
repository = os.path.join(work, "layoutcalc")
CONSUMERS = {
    "LayoutcalcUIKit": (f'.package(url: "file://{repository}", from: "1.0.0")', '.product(name: "LayoutcalcUIKit", package: "layoutcalc")'),
    "LayoutcalcSnapshotTesting": (
        f'.package(url: "file://{repository}", from: "1.0.0", traits: ["Snapshots"])',
        '.product(name: "LayoutcalcUIKit", package: "layoutcalc"), .product(name: "LayoutcalcSnapshotTesting", package: "layoutcalc")'),
    "Yams": ('.package(url: "https://github.com/jpsim/Yams", from: "6.2.2")', '.product(name: "Yams", package: "Yams")'),
}


def make(name):
    """The consumer package of `name`: its manifest, an app target, and a test of its own."""
    # Not named as its dependency: a package's identity is its folder's name.
    folder = os.path.join(work, "ConsumerOf" + name)
    os.makedirs(os.path.join(folder, "Sources", "App"))
    os.makedirs(os.path.join(folder, "Tests", "AppTests"))
    dependency, product = CONSUMERS[name]
    with open(os.path.join(folder, "Package.swift"), "w") as manifest:
        manifest.write(MANIFEST.replace("{dependency}", dependency).replace("{product}", product))
    shutil.copy(os.path.join(here, "App.swift"), os.path.join(folder, "Sources", "App", "App.swift"))
    shutil.copy(os.path.join(here, f"{name}Tests.swift"), os.path.join(folder, "Tests", "AppTests", "AppTests.swift"))
    return folder


def first_build(folder):
    """The wall seconds of a first debug build of `folder`'s package and its tests."""
    shutil.rmtree(os.path.join(folder, ".build"), ignore_errors=True)
    start = time.monotonic()
    subprocess.run(["swift", "build", "--build-tests", "--package-path", folder], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start


def make_repository():
    """A git repository of the checkout's files (tracked, and new ones not ignored), tagged 1.0.0."""
    files = subprocess.run(["git", "-C", package, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           check=True, capture_output=True).stdout.decode().split("\0")
    for file in filter(None, files):
        source = os.path.join(package, file)
        if os.path.isfile(source):  # not one deleted from the working tree
            os.makedirs(os.path.dirname(os.path.join(repository, file)), exist_ok=True)
            shutil.copy2(source, os.path.join(repository, file))
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "measured"], ["tag", "1.0.0"]):
        subprocess.run(["git", "-C", repository, "-c", "user.name=measure", "-c", "user.email=measure@localhost"] + command,
                       check=True, stdout=subprocess.DEVNULL)


shutil.rmtree(work, ignore_errors=True)
make_repository()
folders = {name: make(name) for name in CONSUMERS}
# Resolved and built once, unmeasured, so that every turn builds from a resolved package on a
# machine whose caches the first build has filled.
for folder in folders.values():
    subprocess.run(["swift", "package", "resolve", "--package-path", folder], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    first_build(folder)
times = {name: [] for name in CONSUMERS}
ratios = []
# LayoutcalcUIKit in the middle: each of the two ratios is of neighbouring builds.
ORDER = ["Yams", "LayoutcalcUIKit", "LayoutcalcSnapshotTesting"]
for number in range(TURNS):
    order = ORDER if number % 2 == 0 else ORDER[::-1]
    turn = {name: first_build(folders[name]) for name in order}
    for name, seconds in turn.items():
        times[name].append(seconds)
    ratios.append(turn["LayoutcalcUIKit"] / turn["Yams"])
ratio = statistics.median(ratios)
print()
print(f"| a consumer's first debug build ({TURNS} turns) | time | vs Yams | target |")
print("|---|---:|---:|---:|")
print(f"| with Yams | {statistics.median(times['Yams']):.1f} s | | |")
print(f"| with LayoutcalcUIKit | {statistics.median(times['LayoutcalcUIKit']):.1f} s | {ratio:.2f} | "
      f"≤ {TARGET:g}{' ✗' if ratio > TARGET else ''} |")
# The median alone hides how far one turn's ratio strays on a shared machine.
print(f"\nthe turns' ratios: {', '.join(f'{turn:.2f}' for turn in ratios)}")
snapshots = statistics.median(
    with_snapshots / alone for with_snapshots, alone in zip(times["LayoutcalcSnapshotTesting"], times["LayoutcalcUIKit"]))
print()
print(f"| a consumer's first debug build ({TURNS} turns) | time | vs LayoutcalcUIKit alone |")
print("|---|---:|---:|")
print(f"| with LayoutcalcUIKit | {statistics.median(times['LayoutcalcUIKit']):.1f} s | |")
print(f"| with LayoutcalcSnapshotTesting (Snapshots trait) | {statistics.median(times['LayoutcalcSnapshotTesting']):.1f} s | "
      f"{snapshots:.2f} |")
sys.exit(1 if ratio > TARGET else 0)
