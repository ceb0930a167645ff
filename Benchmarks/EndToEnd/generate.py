#!/usr/bin/env python3
"""Writes the benchmark inputs into the directory given: the home screen, waterfalls of 10k,
100k and 1M items at 2 and 64 columns, 10k/100k-item sections of the photos group, flow
and mosaic, and the spec `check` is timed with (a waterfall whose JSON is 10 MB; run.py makes
its golden files). The same seed every time, so every run measures the same specs."""
import json
import os
import random
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
root = os.path.join(os.path.dirname(__file__), "..", "..")
random.seed(2026)


def write(name, spec):
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump(spec, f, separators=(",", ":"))


with open(os.path.join(root, "samples", "home.json")) as f:
    write("home", json.load(f))

ratios = [round(random.uniform(0.5, 2.0), 3) for _ in range(1_000_000)]
for count, label in ((10_000, "10k"), (100_000, "100k"), (1_000_000, "1m")):
    for columns in (2, 64):
        write(f"waterfall-{label}-{columns}", {
            "container": {"width": 1024},
            "sections": [{"kind": "waterfall", "columns": columns, "spacing": 8, "contentInsets": 8,
                          "ratios": ratios[:count]}]})

with open(os.path.join(root, "samples", "photos-album.json")) as f:
    album = json.load(f)
for count, label in ((10_000, "10k"), (100_000, "100k")):
    album["sections"][0]["items"] = count
    write(f"photos-{label}", album)
    write(f"flow-{label}", {
        "container": {"width": 390},
        "sections": [{"kind": "flow", "items": count, "contentInsets": 16, "minimumInteritemSpacing": 8,
                      "sizes": [{"width": {"fraction": 1}, "height": 112},
                                {"width": {"perRow": 3}, "height": {"aspect": 1}},
                                {"width": {"perRow": 3}, "height": {"aspect": 1}},
                                {"width": {"perRow": 3}, "height": {"aspect": 1}}]}]})
    write(f"mosaic-{label}", {
        "container": {"width": 390},
        "sections": [{"kind": "mosaic", "items": count,
                      "pattern": ["oneTwo", "threeRight", "twoOne", "threeRight"]}]})

# 62,000 items of a two-column waterfall print 10 MB of JSON.
write("check-10mb", {
    "container": {"width": 1024},
    "sections": [{"kind": "waterfall", "columns": 2, "spacing": 8, "contentInsets": 8, "ratios": ratios[:62_000]}]})

# Waterfalls with spans, 1 MB each (issue 22): 500,000 one-digit ratios in 1,000 columns, every
# item spanning 999, or 500 with the ordered placement; and 45,000 item objects taking every
# span from 2 to 999 in turn (the window trees' worst case: each tree misses the others'
# updates). Not in the tables above; docs/performance.md times them.
digits = [random.randint(1, 9) for _ in range(500_000)]
write("waterfall-span-999", {
    "container": {"width": 20000},
    "sections": [{"kind": "waterfall", "columns": 1000, "span": 999, "ratios": digits}]})
write("waterfall-ordered-span-500", {
    "container": {"width": 20000},
    "sections": [{"kind": "waterfall", "columns": 1000, "placement": "ordered", "span": 500, "ratios": digits}]})
write("waterfall-every-span", {
    "container": {"width": 20000},
    "sections": [{"kind": "waterfall", "columns": 1000,
                  "items": [{"height": random.randint(1, 3), "span": 2 + i % 998} for i in range(45_000)]}]})
