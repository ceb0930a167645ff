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

# The adversarial table (issue 22): specs of at most 1 MB that ask for far more work than their
# size, each laid out with its arguments. Each must lay out and print within the guarantee (a
# second and 1 GiB on this machine, README, Limits) or be refused. `adversarial/cases.json` lists
# them in the order run.py prints them: name, spec, arguments, what it is.
adversarial = os.path.join(out, "adversarial")
os.makedirs(adversarial, exist_ok=True)
cases = []


def case(name, what, spec, arguments=()):
    text = json.dumps(spec, separators=(",", ":"))
    assert len(text) <= 1 << 20, f"{name} is {len(text)} bytes"
    path = os.path.join(adversarial, name + ".json")
    with open(path, "w") as f:
        f.write(text)
    cases.append({"name": name, "spec": path, "arguments": list(arguments), "what": what, "bytes": len(text)})


def size(width, height):
    return {"width": width, "height": height}


def item(width, height, **keys):
    return {"size": size(width, height), **keys}


fw = lambda f: {"fractionalWidth": f}
fh = lambda f: {"fractionalHeight": f}
ab = lambda v: {"absolute": v}
es = lambda v: {"estimated": v}
row = {"group": "horizontal", "size": size(fw(1), ab(1)), "subitems": [item(fw(1), fh(1))]}

# The specs.
case("carousel-100k", "the issue's carousel: 100,000 pages 0.001 of the width, each resting offset showing ~1,000",
     {"container": {"width": 390}, "sections": [{"id": "a", "kind": "carousel", "groupWidth": 0.001, "groupHeight": 0.1, "items": 100000}]})
case("carousel-1m", "the same with 1,000,000 pages",
     {"container": {"width": 390}, "sections": [{"id": "a", "kind": "carousel", "groupWidth": 0.001, "groupHeight": 0.1, "items": 1000000}]})
case("carousel-offsets", "2,000 pages and 200,000 explicit offsets",
     {"container": {"width": 390}, "sections": [{"id": "a", "kind": "carousel", "groupWidth": 0.001, "groupHeight": 0.1, "items": 2000,
                                                 "offsets": [k % 100 for k in range(200000)]}]})
# Waterfall spans (issue 22, item 3): the 500,000 items in 1,000 columns with span 999,
# "ordered" with spans of 500, and every span from 2 to 999 in turn (the window trees' worst case).
case("waterfall-span-999", "the issue's waterfall: 500,000 items in 1,000 columns, each spanning 999",
     {"container": {"width": 20000},
      "sections": [{"kind": "waterfall", "columns": 1000, "span": 999, "ratios": digits}]})
case("waterfall-ordered-span-500", "the same placed in order, each spanning 500",
     {"container": {"width": 20000},
      "sections": [{"kind": "waterfall", "columns": 1000, "placement": "ordered", "span": 500, "ratios": digits}]})
case("waterfall-every-span", "43,000 items in 1,000 columns taking every span from 2 to 999 in turn",
     {"container": {"width": 20000},
      "sections": [{"kind": "waterfall", "columns": 1000,
                    "items": [{"height": 1 + i % 3, "span": 2 + i % 998} for i in range(43_000)]}]})

# Transforms and what is visible, just within the limits and past them.
case("transforms-json", "12,000 pages 1 point wide in 100: 1,202,001 transforms entries as JSON",
     {"container": {"width": 100}, "sections": [{"kind": "carousel", "groupWidth": 0.01, "items": 12000}]})
case("transforms-ndjson", "the same as ndjson",
     {"container": {"width": 100}, "sections": [{"kind": "carousel", "groupWidth": 0.01, "items": 12000}]}, ["--format", "ndjson"])
case("transforms-past", "57,000 such pages: 5,747,000 transforms entries",
     {"container": {"width": 100}, "sections": [{"kind": "carousel", "groupWidth": 0.01, "items": 57000}]})
case("scroll-offsets-12k", "1,000 rows of 1 point seen at 12,000 scroll offsets: 1,212,000 visible entries",
     {"container": size(100, 100), "sections": [{"kind": "compositional", "items": 1000, "group": row}],
      "scrollOffsets": [[0, k % 901] for k in range(12000)]})
case("scroll-offsets-12k-ndjson", "the same as ndjson",
     {"container": size(100, 100), "sections": [{"kind": "compositional", "items": 1000, "group": row}],
      "scrollOffsets": [[0, k % 901] for k in range(12000)]}, ["--format", "ndjson"])
case("scroll-offsets-100k", "the same seen at 100,000 scroll offsets",
     {"container": size(100, 100), "sections": [{"kind": "compositional", "items": 1000, "group": row}],
      "scrollOffsets": [[0, k % 901] for k in range(100000)]})
case("scroll-offsets-table", "7,000 scroll offsets of it as a table: 707,000 visible rows",
     {"container": size(100, 100), "sections": [{"kind": "compositional", "items": 1000, "group": row}],
      "scrollOffsets": [[0, k % 901] for k in range(7000)]}, ["--format", "table"])
case("waterfall-long-item", "a waterfall whose first item is 10,000,000 points tall, then 250,000 items, at 40,000 scroll offsets",
     {"container": size(390, 844), "sections": [{"kind": "waterfall", "columns": 2, "ratios": [0.0000191] + [1] * 250000}],
      "scrollOffsets": [[0, k * 97] for k in range(40000)]})
case("sections-met", "5,000 sections 1 point tall, 500 scroll offsets each meeting 845 of them",
     {"container": size(100, 844), "sections": [{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1},
                                                 "minimumLineSpacing": 0} for _ in range(5000)],
      "scrollOffsets": [[0, k * 8] for k in range(500)]})
case("sections-met-3k", "the same at 3,000 scroll offsets",
     {"container": size(100, 844), "sections": [{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1},
                                                 "minimumLineSpacing": 0} for _ in range(5000)],
      "scrollOffsets": [[0, k % 4000] for k in range(3000)]})
case("layout-boundary-items", "4,000 pinned boundary items of the layout at 20,000 scroll offsets",
     {"container": size(390, 844), "boundaryItems": [{"kind": "h", "size": size(fw(1), ab(1)), "alignment": "top",
                                                      "pinToVisibleBounds": True}] * 4000, "sections": [],
      "scrollOffsets": [[0, k] for k in range(20000)]})
case("decorations", "1,000 sections of 70 decorations at 300 scroll offsets",
     {"container": size(390, 844), "sections": [{"kind": "flow", "items": 0, "decorations": [{"kind": "d"}] * 70}
                                                for _ in range(1000)], "scrollOffsets": [[0, 0]] * 300})

# Many of something.
case("sections", "24,000 sections", {"container": {"width": 390}, "sections": [{"kind": "flow", "items": 1}] * 24000})
case("variants-and-widths", "a section of 20,000 variants laid out at 1,000 widths",
     {"container": {"width": 390}, "sections": [{"kind": "flow", "items": 10,
                                                 "variants": [{"when": {"minWidth": 2000 + i}, "items": i} for i in range(20000)]}]},
     ["--width", ",".join(str(300 + k) for k in range(1000))])
case("widths", "the home screen at 8,000 widths", json.load(open(os.path.join(root, "samples", "home.json"))),
     ["--width", ",".join(str(200 + k / 10) for k in range(8000))])
nested = item(fw(1), fh(1))
for _ in range(4):
    nested = {"group": "horizontal", "count": 10000, "size": size(fw(1), ab(1)), "subitems": [nested]}
case("nested-counts", "groups of count 10,000 nested 4 deep, 1,000,000 items",
     {"container": {"width": 390}, "sections": [{"kind": "compositional", "items": 1000000, "group": nested}]})
estimated = item(es(10), es(10))
for _ in range(3):
    estimated = {"group": "horizontal", "count": 30, "size": size(es(100), es(10)), "subitems": [estimated]}
case("measured-nested", "40,000 measured items in estimated groups of count 30 nested 3 deep",
     {"container": {"width": 390}, "sections": [{"kind": "compositional", "group": estimated,
                                                 "items": [{"width": 1 + i % 10, "height": 1 + i % 3} for i in range(40000)]}]})
case("fractional-subitems", "a group of 12,000 fractional subitems of next to no length, 1,000,000 items",
     {"container": {"width": 390}, "sections": [{"kind": "compositional", "items": 1000000, "group": {
         "group": "horizontal", "size": size(fw(1), ab(10)), "interItemSpacing": {"fixed": 0.0001},
         "subitems": [item(fw(0.00001), fh(1))] * 12000}}]})
case("paging-tiny-viewport", "10 paging rows seen through 1 point, each resting at 1,000,000 offsets",
     {"container": {"width": 100}, "sections": [{"kind": "compositional", "items": 1, "orthogonalScrolling": "paging",
                                                 "contentInsets": {"leading": 49.5, "trailing": 49.5},
                                                 "group": {"group": "horizontal", "size": size(ab(1000000), ab(1)),
                                                           "subitems": [item(fw(1), fh(1))]}}] * 10})
case("flow-sizes", "1,000,000 flow items in 30,000 sizes",
     {"container": {"width": 390}, "sections": [{"kind": "flow", "items": 1000000,
                                                 "sizes": [{"width": 1 + i % 7, "height": 1 + i % 5} for i in range(30000)]}]})
case("mosaic-rects", "a mosaic block of 25,000 rects, 1,000,000 items",
     {"container": {"width": 390}, "sections": [{"kind": "mosaic", "items": 1000000,
                                                 "pattern": [{"rects": [[0, i * 0.0001, 1, 0.0001] for i in range(25000)]}]}]})
badge = {"kind": "b", "size": size(ab(1), ab(1)), "anchor": {"edges": ["top"]}}
case("badges", "310,000 items with 3 badges each: 1,240,000 elements",
     {"container": {"width": 390}, "sections": [{"kind": "compositional", "items": 310000, "group": {
         "group": "horizontal", "size": size(fw(1), ab(10)), "subitems": [item(fw(0.25), fh(1), supplementaries=[badge] * 3)]}}]})
case("badges-50", "1,000,000 items with 50 badges each",
     {"container": {"width": 390}, "sections": [{"kind": "compositional", "items": 1000000, "group": {
         "group": "horizontal", "size": size(fw(1), ab(10)), "subitems": [item(fw(0.25), fh(1), supplementaries=[badge] * 50)]}}]})
case("horizontal", "a horizontal layout: 57,000 pages of a carousel",
     {"container": size(100, 100), "scrollDirection": "horizontal",
      "sections": [{"kind": "carousel", "groupWidth": 0.01, "items": 57000}]})
items_1m = {"container": {"width": 390}, "sections": [{"kind": "compositional", "items": n, "group": row} for n in (500000, 500000)]}
case("items-1m", "1,000,000 items, the most a spec may have", items_1m)
case("items-1m-ndjson", "the same as ndjson", items_1m, ["--format", "ndjson"])
case("items-1m-widths", "the same at 2 widths: 2,000,000 items", items_1m, ["--width", "390,400"])
case("table", "749,990 items as a table",
     {"container": {"width": 390}, "sections": [{"kind": "flow", "items": 749990}]}, ["--format", "table"])
case("long-id-ndjson", "a section id of 500,000 bytes on each of 1,000,000 ndjson lines",
     {"container": {"width": 390}, "sections": [{"id": "x" * 500000, "kind": "flow", "items": 1000000}]}, ["--format", "ndjson"])

# Found in review: what one offset shows listed once, not once a chunk; long strings counted as
# printed; sections at many widths.
case("visible-one-offset", "600,000 rows 0.001 tall, all on screen at one scroll offset",
     {"container": size(390, 844), "scrollOffsets": [[0, 0]], "sections": [{"kind": "compositional", "items": 600000, "group": {
         "group": "horizontal", "size": size(fw(1), ab(0.001)), "subitems": [item(fw(1), fh(1))]}}]}, ["--format", "ndjson"])
case("transforms-unordered", "a row of 600,000 items whose spans move back, its scales at one offset",
     {"container": size(390, 844), "sections": [{"kind": "compositional", "items": 600000, "orthogonalScrolling": "continuous",
                                                  "effect": {"scale": {"min": 0.5}}, "offsets": [0], "group": {
         "group": "vertical", "size": size(ab(0.0001), ab(50)), "subitems": [item(fw(1), ab(25)), item(fw(0.5), ab(25))]}}]})
case("long-kind-table", "a boundary item's kind of 100,000 bytes padding 200,000 table rows",
     {"container": {"width": 390}, "boundaryItems": [{"kind": "k" * 100000, "size": size(fw(1), ab(10)), "alignment": "top"}],
      "sections": [{"kind": "flow", "items": 200000}]}, ["--format", "table"])
long_ids = {"container": {"width": 390}, "sections": [{"id": f"{k}" + "y" * 4000, "kind": "carousel", "items": 0,
                                                      "orthogonalScrolling": "continuous"} for k in range(95)]}
case("long-ids-widths", "95 rows with ids of 4 KB at 260 widths (24,700 sections) as ndjson", long_ids,
     ["--format", "ndjson", "--width", ",".join(str(300 + k) for k in range(260))])
case("long-ids-widths-table", "the same as a table", long_ids,
     ["--format", "table", "--width", ",".join(str(300 + k) for k in range(260))])
case("long-ids-widths-past", "the same at 2,100 widths", long_ids,
     ["--format", "ndjson", "--width", ",".join(str(300 + k) for k in range(2100))])
decorated = {"kind": "compositional", "items": 0, "decorations": [{"kind": "d"}],
             "boundaryItems": [{"kind": "h", "size": size(fw(1), ab(10)), "alignment": "top"}], "group": row}
case("sections-widths", "550 decorated sections at 45 widths (24,750 sections) as ndjson",
     {"container": {"width": 390}, "sections": [decorated] * 550}, ["--format", "ndjson", "--width", ",".join(str(300 + k) for k in range(45))])
case("sections-widths-past", "the same at 10,000 widths",
     {"container": {"width": 390}, "sections": [decorated] * 550}, ["--width", ",".join(str(300 + k) for k in range(10000))])

# Issue 35: the solver's work summed over sections and widths, and variants times items.
def counts(depth):
    """Groups of count 10,000 nested `depth` deep around one item: 10,000 group members a level."""
    node = item(ab(1), fh(1))
    for _ in range(depth):
        node = {"group": "horizontal", "count": 10000, "size": size(fw(1), ab(1)), "subitems": [node]}
    return {"kind": "compositional", "items": 1, "group": node}


case("nested-counts-sections", "the issue's: 100 sections of groups of count 10,000 nested 4 deep, one item each",
     {"container": {"width": 390}, "sections": [counts(4)] * 100})
case("nested-counts-deep", "100 sections of groups of count 10,000 nested 31 deep: 31,000,000 group members",
     {"container": {"width": 390}, "sections": [counts(31)] * 100})
case("nested-counts-deep-32", "32 such sections: 9,920,000 group members, just within the limit",
     {"container": {"width": 390}, "sections": [counts(31)] * 32})
case("nested-counts-widths", "3 such sections at 1,000 widths",
     {"container": {"width": 390}, "sections": [counts(31)] * 3}, ["--width", ",".join(str(300 + k) for k in range(1000))])
thin = {"kind": "compositional", "items": 20000, "group": {
    "group": "horizontal", "size": size(fw(1), ab(1)), "subitems": [item(fw(1 / 30000), fh(1))] * 100}}
case("fit-weight-sections", "50 sections of groups of 100 fractions 1/30,000 wide: 3,000,100 subitems weighed each",
     {"container": {"width": 100}, "sections": [thin] * 50})
waterfall_items = [{"ratio": random.choice([0.75, 1, 1.5, 2])} for _ in range(40000)]
case("variants-items", "the issue's waterfall: 40,000 item objects, 1,000 variants that never match",
     {"container": {"width": 390}, "sections": [{"kind": "waterfall", "items": waterfall_items,
                                                 "variants": [{"when": {"minWidth": 10000 + i}} for i in range(1000)]}]})
case("variants-items-3000", "the same with 3,000 variants",
     {"container": {"width": 390}, "sections": [{"kind": "waterfall", "items": waterfall_items,
                                                 "variants": [{"when": {"minWidth": 10000 + i}} for i in range(3000)]}]})

with open(os.path.join(adversarial, "cases.json"), "w") as f:
    json.dump(cases, f)
