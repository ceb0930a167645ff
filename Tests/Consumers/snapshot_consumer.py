#!/usr/bin/env python3
"""The LayoutcalcSnapshotTesting product as an app's package uses it, for `make test`: the
package Tests/Consumers/SnapshotConsumer (layoutcalc with its Snapshots trait; a compositional, a
flow and a custom layout snapshotted) copied into WORK and its tests run three times on one
build:

1. in record mode (SNAPSHOT_TESTING_RECORD=all): every snapshot is written;
2. unchanged: every test passes, and `layoutcalc check` takes the feed's JSON snapshot as the
   golden file of the spec `spec(of:)` writes for it, and its table snapshot too;
3. after a change to the layouts (LAYOUT_CHANGE=1): the tests fail, and the failure names the
   elements that moved with their old and new frames (worked out by hand below), and
   `layoutcalc diff` draws the recorded snapshots against the failed ones.

Usage: snapshot_consumer.py PACKAGE_DIR LAYOUTCALC WORK. PACKAGE_DIR is layoutcalc's checkout,
LAYOUTCALC the executable to check with, WORK a folder of this script's (its build folder is
kept from run to run, so that a second `make test` builds only what changed)."""
import json
import os
import shutil
import subprocess
import sys

root, layoutcalc, work = (os.path.abspath(argument) for argument in sys.argv[1:4])
here = os.path.dirname(os.path.abspath(__file__))
package = os.path.join(work, "package")
build = os.path.join(work, "build")
specs = os.path.join(work, "specs")
artifacts = os.path.join(work, "artifacts")
pictures = os.path.join(work, "pictures")
snapshots = os.path.join(package, "Tests", "ScreensTests", "__Snapshots__", "ScreensTests")

# The snapshots each test records, by file name.
RECORDED = ["feed.1.json", "feed.2.txt", "gridOnAPhoneAndAPad.1.json", "gridOnAPhoneAndAPad.2.svg",
            "cards.1.json", "cards.2.txt"]

# What the failure must say after the change, from the layout rules and the layouts' code:
# the feed's rows are 50 high, 10 apart (0, 60, 120; content 170), then 20 apart (0, 70, 140;
# content 190), and its section's band spans the rows; the cards sit under a 40-high header,
# 358 wide at x 16, 80 high and 8 apart (y 40, 128, 216; content 40 + 3 × 88 = 304), then 90
# high (y 40, 138, 236; content 334), and the section covers the header and the cards.
EXPECTED_FAILURES = [
    "width 390: 3 changed, 0 added, 0 removed · content 390 × 170 → 390 × 190 pt",
    "section-0 (section 0) changed: 0, 0, 390 × 170 → 0, 0, 390 × 190",
    "section-0 item 1 changed: 0, 60, 390 × 50 → 0, 70, 390 × 50",
    "section-0 item 2 changed: 0, 120, 390 × 50 → 0, 140, 390 × 50",
    "width 390: 4 changed, 0 added, 0 removed · content 390 × 304 → 390 × 334 pt",
    "section-0 (section 0) changed: 0, 0, 390 × 296 → 0, 0, 390 × 326",
    "section-0 item 0 changed: 16, 40, 358 × 80 → 16, 40, 358 × 90",
    "section-0 item 1 changed: 16, 128, 358 × 80 → 16, 138, 358 × 90",
    "section-0 item 2 changed: 16, 216, 358 × 80 → 16, 236, 358 × 90",
]


def fail(message, output=""):
    print(output[-20000:])
    print(f"snapshot consumer: {message}")
    sys.exit(1)


def run(command, **extra):
    env = dict(os.environ, SNAPSHOT_ARTIFACTS=artifacts, **extra)
    result = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


def swift_test(**extra):
    return run(["swift", "test", "--skip-build", "--package-path", package, "--scratch-path", build], **extra)


shutil.rmtree(package, ignore_errors=True)
shutil.rmtree(specs, ignore_errors=True)
shutil.rmtree(artifacts, ignore_errors=True)
shutil.rmtree(pictures, ignore_errors=True)
os.makedirs(specs)
os.makedirs(pictures)
shutil.copytree(os.path.join(here, "SnapshotConsumer"), package,
                ignore=shutil.ignore_patterns(".build", ".build-*", "Package.resolved", "__Snapshots__"))
manifest = os.path.join(package, "Package.swift")
with open(manifest) as file:
    text = file.read()
with open(manifest, "w") as file:
    file.write(text.replace('"../../.."', json.dumps(root)))

status, output = run(["swift", "build", "--build-tests", "--package-path", package, "--scratch-path", build,
                      "-Xswiftc", "-warnings-as-errors"])
if status != 0:
    fail("the consumer package does not build", output)

status, output = swift_test(SNAPSHOT_TESTING_RECORD="all")
missing = [name for name in RECORDED if not os.path.isfile(os.path.join(snapshots, name))]
if missing:
    fail(f"record mode did not write {', '.join(missing)}", output)
for name in RECORDED:
    with open(os.path.join(snapshots, name)) as file:
        if file.read().startswith("layoutcalc could not snapshot"):
            fail(f"{name} is a refusal, not a snapshot", output)
print(f"snapshot consumer: recorded {len(RECORDED)} snapshots")

status, output = swift_test(SNAPSHOT_CONSUMER_SPECS=specs)
if status != 0:
    fail("the tests fail against the snapshots they just recorded", output)
for extra, snapshot in [([], "feed.1.json"), (["--format", "table"], "feed.2.txt")]:
    status, output = run([layoutcalc, "check", os.path.join(specs, "feed.json"), *extra,
                          "--expected", os.path.join(snapshots, snapshot)])
    if status != 0:
        fail(f"layoutcalc check does not take {snapshot} as the golden file of the feed's spec", output)
print("snapshot consumer: the tests pass unchanged, and layoutcalc check takes the feed's snapshots as goldens")

status, output = swift_test(LAYOUT_CHANGE="1")
if status == 0:
    fail("the tests pass after the layouts changed", output)
unnamed = [line for line in EXPECTED_FAILURES if line not in output]
if unnamed:
    fail("the failure does not say:\n  " + "\n  ".join(unnamed), output)
# The recorded snapshots against the failed ones, as a reviewer draws them: the feed's three
# changes and the cards' four (the custom layout's JSON reads back as the command line's).
for snapshot, expected in [("feed.1.json", 3), ("cards.1.json", 4)]:
    picture = os.path.join(pictures, snapshot.replace(".json", ".svg"))
    status, output = run([layoutcalc, "diff", os.path.join(snapshots, snapshot),
                          os.path.join(artifacts, "ScreensTests", snapshot), "--diff-svg", picture])
    changed = 0
    if os.path.isfile(picture):
        with open(picture) as file:
            changed = file.read().count('<g class="changed"')
    if status != 1 or changed != expected:
        fail(f"layoutcalc diff of the failed {snapshot} exits {status} and draws {changed} changed elements, "
             f"not 1 and {expected}", output)
print("snapshot consumer: after the change the tests fail naming the moved elements, and layoutcalc diff draws them")
