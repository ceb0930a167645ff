import LayoutEngine
@testable import LayoutOutput
import LayoutSpec
import LayoutText
import Testing
import TestSupport

@Suite struct OutputFormatTests {
    func output(_ json: String, format: OutputFormat = .json, precision: Int? = nil, widths: [Double]? = nil) throws -> String {
        var screen = try screen(json)
        var documents: [LaidOutDocument] = []
        for width in widths ?? [screen.container.width] {
            screen.container.width = width
            documents.append(LaidOutDocument(source: "spec.json", layout: try screen.layout()))
        }
        var out = ByteWriter(sink: ByteArraySink(), capacity: 256)  // small, to exercise flushing
        try format.write(documents, precision: precision, to: &out)
        try out.flush()
        return String(decoding: (out.sink as! ByteArraySink).bytes, as: UTF8.self)
    }

    /// SPEC §2's example, its folded objects unfolded as `jq .` prints them.
    @Test func theSpecsExampleDocument() throws {
        let expected = """
            {
              "container": {
                "width": 390
              },
              "contentSize": {
                "width": 390,
                "height": 390
              },
              "sections": [
                {
                  "index": 0,
                  "id": "banners",
                  "kind": "carousel",
                  "frame": {
                    "x": 0,
                    "y": 0,
                    "width": 390,
                    "height": 390
                  },
                  "items": [
                    {
                      "index": 0,
                      "x": 0,
                      "y": 0,
                      "width": 390,
                      "height": 390
                    },
                    {
                      "index": 1,
                      "x": 390,
                      "y": 0,
                      "width": 390,
                      "height": 390
                    },
                    {
                      "index": 2,
                      "x": 780,
                      "y": 0,
                      "width": 390,
                      "height": 390
                    }
                  ],
                  "orthogonal": {
                    "behavior": "continuousGroupLeadingBoundary",
                    "contentWidth": 1170,
                    "maxOffset": 780,
                    "restingOffsets": [
                      0,
                      390,
                      780
                    ]
                  },
                  "transforms": [
                    {
                      "offset": 0,
                      "items": [
                        {
                          "index": 0,
                          "scale": 1
                        }
                      ]
                    },
                    {
                      "offset": 390,
                      "items": [
                        {
                          "index": 1,
                          "scale": 1
                        }
                      ]
                    },
                    {
                      "offset": 780,
                      "items": [
                        {
                          "index": 2,
                          "scale": 1
                        }
                      ]
                    }
                  ]
                }
              ]
            }

            """
        let spec = #"{"container": {"width": 390}, "sections": [{"id": "banners", "kind": "carousel", "items": 3}]}"#
        #expect(try output(spec) == expected)
    }

    @Test func optionalKeysAppearOnlyWhenGiven() throws {
        let spec = #"{"container": {"width": 100, "height": 50}, "scale": 2, "sections": [{"kind": "waterfall", "columns": 1,"#
            + #" "items": [{"id": "a\"b", "height": 10}], "header": {"height": 5}}, {"kind": "waterfall"}]}"#
        let expected = """
            {
              "container": {
                "width": 100,
                "height": 50,
                "scale": 2
              },
              "contentSize": {
                "width": 100,
                "height": 15
              },
              "sections": [
                {
                  "index": 0,
                  "id": "section-0",
                  "kind": "waterfall",
                  "frame": {
                    "x": 0,
                    "y": 0,
                    "width": 100,
                    "height": 15
                  },
                  "items": [
                    {
                      "index": 0,
                      "id": "a\\"b",
                      "x": 0,
                      "y": 5,
                      "width": 100,
                      "height": 10
                    }
                  ],
                  "supplementaries": [
                    {
                      "kind": "header",
                      "index": 0,
                      "x": 0,
                      "y": 0,
                      "width": 100,
                      "height": 5
                    }
                  ]
                },
                {
                  "index": 1,
                  "id": "section-1",
                  "kind": "waterfall",
                  "frame": {
                    "x": 0,
                    "y": 15,
                    "width": 100,
                    "height": 0
                  },
                  "items": []
                }
              ]
            }

            """
        #expect(try output(spec) == expected)
    }

    @Test func zIndexAppearsWhereItDiffersFromUIKitsDefault() throws {
        let spec = #"{"container": {"width": 100}, "sections": [{"kind": "compositional", "items": 2, "group": {"group": "horizontal","#
            + #" "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [{"zIndex": 2,"#
            + #" "size": {"width": {"absolute": 50}, "height": {"absolute": 10}}, "supplementaries": [{"kind": "b", "zIndex": 1,"#
            + #" "size": {"width": {"absolute": 2}, "height": {"absolute": 2}}, "anchor": {"edges": ["top"]}}]}]},"#
            + #" "boundaryItems": [{"kind": "h", "zIndex": 0, "alignment": "top", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]}]}"#
        let text = try output(spec, format: .json)
        // Items at zIndex 2 say so; the badge at 1 (the default) does not; the boundary item at 0 does.
        #expect(text.ranges(of: "\"zIndex\": 2").count == 2)
        #expect(text.ranges(of: "\"zIndex\": 1").isEmpty)
        #expect(text.ranges(of: "\"zIndex\": 0").count == 1)
        #expect(text.contains("\"item\": 1"))
    }

    @Test func severalWidthsMakeAnArrayOfDocuments() throws {
        let spec = #"{"container": {"width": 100}, "sections": []}"#
        let expected = """
            [
              {
                "container": {
                  "width": 320
                },
                "contentSize": {
                  "width": 320,
                  "height": 0
                },
                "sections": []
              },
              {
                "container": {
                  "width": 390
                },
                "contentSize": {
                  "width": 390,
                  "height": 0
                },
                "sections": []
              }
            ]

            """
        #expect(try output(spec, widths: [320, 390]) == expected)
    }

    /// A section long enough to be formatted on two threads, chunk by chunk: its items come
    /// whole and in order. One column of square items 100 wide stack 100 apart.
    @Test func aLongSectionsItemsComeWholeAndInOrder() throws {
        let count = 12 * 4096 + 3
        try #require(count > SplitFormatting.minimumLength)
        let ratios = Array(repeating: "1", count: count).joined(separator: ",")
        let json = #"{"container": {"width": 100}, "sections": [{"kind": "waterfall", "columns": 1, "spacing": 0, "ratios": [\#(ratios)]}]}"#
        let items = (0..<count).map { index in
            """
                    {
                      "index": \(index),
                      "x": 0,
                      "y": \(100 * index),
                      "width": 100,
                      "height": 100
                    }
            """
        }
        let expected = "      \"items\": [\n" + items.joined(separator: ",\n") + "\n      ]"
        let text = try output(json)
        let start = try #require(text.range(of: "      \"items\": [\n")).lowerBound
        #expect(firstDifference(String(text[start...].prefix(expected.count)), expected) == nil)
    }

    /// The same in ndjson: a line per item, whole and in order.
    @Test func aLongSectionsItemLinesComeWholeAndInOrder() throws {
        let count = 12 * 4096 + 3
        try #require(count > SplitFormatting.minimumLength)
        let ratios = Array(repeating: "1", count: count).joined(separator: ",")
        let json = #"{"container": {"width": 100}, "sections": [{"id": "s", "kind": "waterfall", "columns": 1, "spacing": 0, "ratios": [\#(ratios)]}]}"#
        let lines = try output(json, format: .ndjson).split(separator: "\n").filter { $0.contains(#""element":"item""#) }
        let expected = (0..<count).map { #"{"section":"s","element":"item","index":\#($0),"x":0,"y":\#(100 * $0),"width":100,"height":100}"# }
        #expect(firstDifference(lines.joined(separator: "\n"), expected.joined(separator: "\n")) == nil)
    }

    /// And in the table, measured and written on two threads: the widest y (100 × 49,154) and
    /// the content height (100 × 49,155) take 7 characters, the last index 5, as its header does.
    @Test func aLongSectionsTableRowsAlignAndComeInOrder() throws {
        let count = 12 * 4096 + 3
        try #require(count > SplitFormatting.minimumLength)
        let ratios = Array(repeating: "1", count: count).joined(separator: ",")
        let json = #"{"container": {"width": 100}, "sections": [{"id": "s", "kind": "waterfall", "columns": 1, "spacing": 0, "ratios": [\#(ratios)]}]}"#
        let rows = try output(json, format: .table).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.count == count + 4)  // header, section, items, content, and the final newline
        #expect(rows[0] == "section  kind       element  index  x        y  width   height  scale")
        #expect(rows[1] == "s        waterfall  section      0  0        0    100  4915500")
        #expect(rows[2] == "s        waterfall  item         0  0        0    100      100")
        #expect(rows[2 + 1234] == "s        waterfall  item      1234  0   123400    100      100")
        #expect(rows[count + 1] == "s        waterfall  item     49154  0  4915400    100      100")
        #expect(rows[count + 2] == "                    content         0        0    100  4915500")
        #expect(rows[count + 3] == "")
    }

    /// Rows 1 point tall of one item with a 2 × 2 badge at its top leading corner: 50,000
    /// badges at (0, k), formatted on two threads, whole and in order (JSON and ndjson).
    @Test func aLongSectionsSupplementariesComeWholeAndInOrder() throws {
        let count = 50_000
        try #require(count > SplitFormatting.minimumLength)
        let json = #"{"container": {"width": 100}, "sections": [{"id": "s", "kind": "compositional", "items": \#(count),"#
            + #" "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},"#
            + #" "supplementaries": [{"kind": "b", "size": {"width": {"absolute": 2}, "height": {"absolute": 2}},"#
            + #" "anchor": {"edges": ["top", "leading"]}}]}]}}]}"#
        let badges = (0..<count).map { index in
            "        {\n          \"kind\": \"b\",\n          \"index\": \(index),\n          \"item\": \(index),\n"
                + "          \"x\": 0,\n          \"y\": \(index),\n          \"width\": 2,\n          \"height\": 2\n        }"
        }
        let expected = "      \"supplementaries\": [\n" + badges.joined(separator: ",\n") + "\n      ]\n    }\n  ]\n}\n"
        let text = try output(json)
        let start = try #require(text.range(of: "      \"supplementaries\": [\n")).lowerBound
        #expect(firstDifference(String(text[start...]), expected) == nil)
        let lines = try output(json, format: .ndjson).split(separator: "\n").filter { $0.contains(#""element":"b""#) }
        let expectedLines = (0..<count).map {
            #"{"section":"s","element":"b","index":\#($0),"item":\#($0),"x":0,"y":\#($0),"width":2,"height":2}"#
        }
        #expect(firstDifference(lines.joined(separator: "\n"), expectedLines.joined(separator: "\n")) == nil)
    }

    /// A carousel 100 wide of 1,000 pages 1 point wide (0.01 of it) rests at 0, 1, …, 900 and
    /// shows the 100 items from o to o + 99 at offset o, each at scale
    /// max(1 − |(k + 1/2 − o) − 50| / 100, 0.8) (layout-rules §6): 90,100 scales and 901 offsets,
    /// formatted on two threads in chunks that cut through offsets.
    func longCarousel() -> (json: String, offsets: [(offset: Int, scales: [(index: Int, scale: Double)])]) {
        let json = #"{"container": {"width": 100}, "sections": [{"id": "c", "kind": "carousel", "groupWidth": 0.01, "items": 1000}]}"#
        func scale(_ index: Int, at offset: Int) -> Double {
            let distance: Double = abs((Double(index) + 0.5 - Double(offset)) - 50)
            return max(1 - distance / 100, 0.8)
        }
        let offsets: [(offset: Int, scales: [(index: Int, scale: Double)])] = (0...900).map { offset in
            (offset, (offset..<(offset + 100)).map { ($0, scale($0, at: offset)) })
        }
        return (json, offsets)
    }

    /// A scale as JSON prints it: integral without a fraction, else its shortest form (as Swift's).
    func printed(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : "\(scale)"
    }

    @Test func aLongTransformsRunComesWholeAndInOrder() throws {
        let (json, offsets) = longCarousel()
        try #require(offsets.count + 100 * offsets.count > SplitFormatting.minimumLength)
        let snapshots = offsets.map { offset, scales -> String in
            let items: [String] = scales.map { index, scale in
                "            {\n              \"index\": \(index),\n              \"scale\": \(printed(scale))\n            }"
            }
            let head = "        {\n          \"offset\": \(offset),\n          \"items\": [\n"
            return head + items.joined(separator: ",\n") + "\n          ]\n        }"
        }
        let expected = "      \"transforms\": [\n" + snapshots.joined(separator: ",\n") + "\n      ]\n    }\n  ]\n}\n"
        let text = try output(json)
        let start = try #require(text.range(of: "      \"transforms\": [\n")).lowerBound
        #expect(firstDifference(String(text[start...]), expected) == nil)
    }

    @Test func aLongTransformsRunsLinesComeWholeAndInOrder() throws {
        let (json, offsets) = longCarousel()
        let lines = try output(json, format: .ndjson).split(separator: "\n").filter { $0.contains(#""element":"transform""#) }
        let expected = offsets.flatMap { offset, scales in
            scales.map { #"{"section":"c","element":"transform","offset":\#(offset),"index":\#($0.index),"scale":\#(printed($0.scale))}"# }
        }
        #expect(firstDifference(lines.joined(separator: "\n"), expected.joined(separator: "\n")) == nil)
    }

    /// Offsets that each show more items than a chunk holds, of a row whose spans move back (the
    /// search then lists what an offset shows by sorting it): a row 10,000 wide in a container
    /// 5,000 wide (offsets up to 5,000 stand unclamped), of 5,000 vertical groups 2 wide, each of
    /// an item 2 wide and one 1 wide, both at x = 2j. At offset o item k of frame (x, w) shows
    /// when x + w − o > 0 and x − o < 5,000, at scale max(1 − |(x + w/2 − o) − 2,500| / 5,000, 0.5)
    /// (layout-rules §6), in index order: some 5,000 items at each offset.
    @Test func offsetsShowingMoreThanAChunkComeWholeAndInOrder() throws {
        let offsets: [Double] = [0, 2.5, 5000, 1, 4999, 0, 2, 3000.5, 1234, 0, 4000]
        let json = #"{"container": {"width": 5000}, "sections": [{"id": "c", "kind": "compositional", "items": 10000,"#
            + #" "orthogonalScrolling": "continuous", "effect": {"scale": {"min": 0.5}},"#
            + #" "offsets": [\#(offsets.map(printed).joined(separator: ", "))],"#
            + #" "group": {"group": "vertical", "size": {"width": {"absolute": 2}, "height": {"absolute": 50}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 25}}},"#
            + #" {"size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 25}}}]}}]}"#
        let snapshots = offsets.map { offset -> (offset: Double, scales: [(index: Int, scale: Double)]) in
            let shown = (0..<10_000).compactMap { index -> (index: Int, scale: Double)? in
                let x = Double(2 * (index / 2))
                let width: Double = index % 2 == 0 ? 2 : 1
                guard x + width - offset > 0 && x - offset < 5_000 else { return nil }
                return (index, max(1 - abs((x + width / 2 - offset) - 2_500) / 5_000, 0.5))
            }
            return (offset, shown)
        }
        try #require(snapshots.allSatisfy { $0.scales.count >= SplitFormatting.chunkLength })
        try #require(snapshots.reduce(offsets.count) { $0 + $1.scales.count } > SplitFormatting.minimumLength)

        let objects = snapshots.map { offset, scales -> String in
            let items: [String] = scales.map { index, scale in
                "            {\n              \"index\": \(index),\n              \"scale\": \(printed(scale))\n            }"
            }
            let head = "        {\n          \"offset\": \(printed(offset)),\n          \"items\": [\n"
            return head + items.joined(separator: ",\n") + "\n          ]\n        }"
        }
        let expected = "      \"transforms\": [\n" + objects.joined(separator: ",\n") + "\n      ]\n    }\n  ]\n}\n"
        let text = try output(json)
        let start = try #require(text.range(of: "      \"transforms\": [\n")).lowerBound
        #expect(firstDifference(String(text[start...]), expected) == nil)

        let lines = try output(json, format: .ndjson).split(separator: "\n").filter { $0.contains(#""element":"transform""#) }
        let expectedLines = snapshots.flatMap { offset, scales in
            scales.map { #"{"section":"c","element":"transform","offset":\#(printed(offset)),"index":\#($0.index),"scale":\#(printed($0.scale))}"# }
        }
        #expect(firstDifference(lines.joined(separator: "\n"), expectedLines.joined(separator: "\n")) == nil)
    }

    /// An offset where no item shows lists none: its items are `[]` (jq's empty array), and
    /// ndjson has no line for it. Items 1 point wide, 1,000 apart, in a container 100 wide: at
    /// 0.5 item 0 shows half, at 1.5 none does (the next starts at 1,001).
    @Test func anOffsetShowingNothingListsNoItems() throws {
        let spec = #"{"container": {"width": 100}, "sections": [{"id": "r", "kind": "compositional", "items": 3,"#
            + #" "orthogonalScrolling": "continuous", "interGroupSpacing": 1000, "effect": {"scale": {"min": 0.5}},"#
            + #" "offsets": [0.5, 1.5], "group": {"group": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#
        let text = try output(spec)
        // Item 0's centre 0.5 is at 0 from the offset, 50 from the middle: 1 − 50/100.
        #expect(
            text.contains(
                """
                      "transforms": [
                        {
                          "offset": 0.5,
                          "items": [
                            {
                              "index": 0,
                              "scale": 0.5
                            }
                          ]
                        },
                        {
                          "offset": 1.5,
                          "items": []
                        }
                      ]
                """))
        let lines = try output(spec, format: .ndjson).split(separator: "\n").filter { $0.contains(#""transform""#) }
        #expect(lines == [#"{"section":"r","element":"transform","offset":0.5,"index":0,"scale":0.5}"#])
    }

    /// Rows 1 point tall in a container 100 wide and `height` tall, seen at `count` scroll
    /// offsets: at (0, y) the rows y to y + height − 1 (y from 0 to count − 1); at (100, y) none,
    /// the viewport only touching the content's right edge, though the index counts the `height`
    /// rows it passes along the axis. A height of 100 at 700 offsets is a run of 35,000 elements
    /// (and 35,000 counted that are not there) cut into chunks that fall inside offsets; a
    /// height of 5,000 at 12 offsets is 6 offsets each showing more than a chunk (and 6 counted
    /// as long that show none); both are formatted on two threads.
    func longVisibleRun(height: Int, count: Int) -> (json: String, offsets: [(x: Int, y: Int)]) {
        let offsets = (0..<count).map { (x: $0 % 2 == 0 ? 0 : 100, y: $0) }
        let list = offsets.map { "[\($0.x), \($0.y)]" }.joined(separator: ", ")
        let json = #"{"container": {"width": 100, "height": \#(height)}, "sections": [{"id": "s", "kind": "compositional","#
            + #" "items": \#(height + count + 200),"#
            + #" "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}],"#
            + #" "scrollOffsets": [\#(list)]}"#
        return (json, offsets)
    }

    @Test(arguments: [(100, 700), (5_000, 12)])
    func aLongVisibleRunComesWholeAndInOrder(height: Int, count: Int) throws {
        let (json, offsets) = longVisibleRun(height: height, count: count)
        try #require(offsets.count * (1 + height) > SplitFormatting.minimumLength)
        let entries = offsets.map { x, y -> String in
            let head = "    {\n      \"offset\": {\n        \"x\": \(x),\n        \"y\": \(y)\n      },\n      \"elements\": "
            guard x == 0 else { return head + "[]\n    }" }
            let elements: [String] = (y..<(y + height)).map { row in
                "        {\n          \"section\": 0,\n          \"element\": \"item\",\n          \"index\": \(row),\n"
                    + "          \"x\": 0,\n          \"y\": \(row),\n          \"width\": 100,\n          \"height\": 1\n        }"
            }
            return head + "[\n" + elements.joined(separator: ",\n") + "\n      ]\n    }"
        }
        let expected = "  \"visible\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
        let text = try output(json)
        let start = try #require(text.range(of: "  \"visible\": [\n")).lowerBound
        #expect(firstDifference(String(text[start...]), expected) == nil)
    }

    @Test(arguments: [(100, 700), (5_000, 12)])
    func aLongVisibleRunsLinesComeWholeAndInOrder(height: Int, count: Int) throws {
        let (json, offsets) = longVisibleRun(height: height, count: count)
        let lines = try output(json, format: .ndjson).split(separator: "\n").filter { $0.hasPrefix(#"{"scrollOffset""#) }
        let expected = offsets.filter { $0.x == 0 }.flatMap { offset in
            (offset.y..<(offset.y + height)).map { row in
                #"{"scrollOffset":{"x":0,"y":\#(offset.y)},"section":"s","element":"item","index":\#(row),"x":0,"y":\#(row),"width":100,"height":1}"#
            }
        }
        #expect(firstDifference(lines.joined(separator: "\n"), expected.joined(separator: "\n")) == nil)
    }

    @Test func theTableAlignsOneRowPerElement() throws {
        let spec = #"{"container": {"width": 390}, "sections": [{"id": "feed", "kind": "waterfall", "columns": 3, "spacing": 0,"#
            + #" "ratios": [1, 1.5], "header": {"height": 20}}, {"id": "c", "kind": "carousel", "items": 2, "groupWidth": 0.8}]}"#
        // Waterfall: c = 130; heights 130 and 130 / 1.5 (86.67 to two decimals), under a
        // 20-high header. Carousel pages 0.8 × 390 = 312 wide and FW(1) = 390 high; at offset 0
        // the first (centre 156, 39 from 195) at 0.9, the second (centre 468) held at the
        // minimum 0.8. Columns are as wide as their longest cell, text left-aligned, numbers
        // right-aligned.
        let expected = """
            section  kind       element  index    x    y  width  height  scale
            feed     waterfall  section      0    0    0    390     150
            feed     waterfall  item         0    0   20    130     130
            feed     waterfall  item         1  130   20    130   86.67
            feed     waterfall  header       0    0    0    390      20
            c        carousel   section      1    0  150    390     390
            c        carousel   item         0    0  150    312     390    0.9
            c        carousel   item         1  312  150    312     390    0.8
                                content           0    0    390     540

            """
        #expect(try output(spec, format: .table) == expected)
    }

    @Test func precisionRoundsEveryNumber() throws {
        let spec = #"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "columns": 3, "spacing": 0, "ratios": [1.5]}]}"#
        let text = try output(spec, precision: 2)
        #expect(text.contains("\"height\": 86.67"))
        #expect(!text.contains("86.666"))
    }

    /// SPEC §2's carousel with two pages, a line per element: pages 390 square side by side,
    /// the row 780 long and resting at each page, each page alone in view at its offset.
    @Test func ndjsonPrintsACompactObjectPerElementPerLine() throws {
        let spec = #"{"container": {"width": 390}, "sections": [{"id": "banners", "kind": "carousel", "items": 2}]}"#
        let expected = """
            {"element":"content","width":390,"height":390}
            {"section":"banners","element":"section","index":0,"kind":"carousel","x":0,"y":0,"width":390,"height":390}
            {"section":"banners","element":"item","index":0,"x":0,"y":0,"width":390,"height":390}
            {"section":"banners","element":"item","index":1,"x":390,"y":0,"width":390,"height":390}
            {"section":"banners","element":"orthogonal","behavior":"continuousGroupLeadingBoundary","contentWidth":780,"maxOffset":390,"restingOffsets":[0,390]}
            {"section":"banners","element":"transform","offset":0,"index":0,"scale":1}
            {"section":"banners","element":"transform","offset":390,"index":1,"scale":1}

            """
        #expect(try output(spec, format: .ndjson) == expected)
    }

    /// Ids, supplementaries with their item, zIndex off the default and rounding, as in JSON.
    @Test func ndjsonCarriesWhatTheJSONDocumentCarries() throws {
        let spec = #"{"container": {"width": 90}, "sections": [{"id": "feed", "kind": "waterfall", "columns": 3, "spacing": 0,"#
            + #" "items": [{"id": "a", "ratio": 1.5}], "header": {"height": 5}}]}"#
        // c = 30; the item 30 / 1.5 = 20 high under the 5-high header, the section 25 high.
        let expected = """
            {"element":"content","width":90,"height":25}
            {"section":"feed","element":"section","index":0,"kind":"waterfall","x":0,"y":0,"width":90,"height":25}
            {"section":"feed","element":"item","index":0,"id":"a","x":0,"y":5,"width":30,"height":20}
            {"section":"feed","element":"header","index":0,"x":0,"y":0,"width":90,"height":5}

            """
        #expect(try output(spec, format: .ndjson) == expected)
    }

    @Test func ndjsonNamesTheSpecAndWidthOfEachOfSeveralDocuments() throws {
        let spec = #"{"container": {"width": 100}, "sections": []}"#
        let expected = """
            {"spec":"spec.json","containerWidth":320,"element":"content","width":320,"height":0}
            {"spec":"spec.json","containerWidth":390,"element":"content","width":390,"height":0}

            """
        #expect(try output(spec, format: .ndjson, widths: [320, 390]) == expected)
    }

    @Test func ndjsonRoundsToThePrecision() throws {
        let spec = #"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "columns": 3, "spacing": 0, "ratios": [1.5]}]}"#
        // 130 / 1.5 = 86.666…
        #expect(try output(spec, format: .ndjson, precision: 1).contains(#""height":86.7}"#))
    }
}
