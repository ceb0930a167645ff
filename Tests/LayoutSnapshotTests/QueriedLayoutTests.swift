import LayoutDiff
import LayoutSnapshot
import LayoutcalcUIKit
import Testing

/// A custom layout's snapshot: what its queries answer, in the command line's shape.
@Suite struct QueriedLayoutTests {
    static func snapshot(_ format: SnapshotFormat, rowHeight: CGFloat = 80, items: Int, height: CGFloat = 844, scrollOffsets: [CGPoint] = []) throws
        -> String
    {
        let harness = LayoutcalcHarness(width: 390, height: height, itemCounts: [items], scrollOffsets: scrollOffsets)
        return try LayoutSnapshot(format: format, harnesses: [harness]).text(of: CardLayout(rowHeight: rowHeight))
    }

    /// Every element once, items by index, then the header, then the background, each with its
    /// frame (cards at y 40 and 40 + 88; the background from 40 over 2 × 88 − 8), its zIndex
    /// where it is not 0 and its transform where it is not the identity; the section's frame
    /// covers them, the content is 40 + 2 × 88 high.
    @Test func theJSONHasEveryElementAsTheQueriesAnswer() throws {
        #expect(
            try Self.snapshot(.json, items: 2) == """
                {
                  "container": {
                    "width": 390,
                    "height": 844,
                    "scale": 1
                  },
                  "contentSize": {
                    "width": 390,
                    "height": 216
                  },
                  "sections": [
                    {
                      "index": 0,
                      "id": "section-0",
                      "kind": "custom",
                      "frame": {
                        "x": 0,
                        "y": 0,
                        "width": 390,
                        "height": 208
                      },
                      "items": [
                        {
                          "index": 0,
                          "x": 16,
                          "y": 40,
                          "width": 358,
                          "height": 80,
                          "zIndex": 1,
                          "transform": {
                            "a": 0.5,
                            "b": 0,
                            "c": 0,
                            "d": 0.5,
                            "tx": 0,
                            "ty": 0
                          }
                        },
                        {
                          "index": 1,
                          "x": 16,
                          "y": 128,
                          "width": 358,
                          "height": 80,
                          "zIndex": 1
                        }
                      ],
                      "supplementaries": [
                        {
                          "kind": "header",
                          "index": 0,
                          "x": 0,
                          "y": 0,
                          "width": 390,
                          "height": 40
                        }
                      ],
                      "decorations": [
                        {
                          "kind": "background",
                          "index": 0,
                          "x": 0,
                          "y": 40,
                          "width": 390,
                          "height": 168,
                          "zIndex": -1
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    /// The table, with what the bounds hold scrolled to y 100 (100 high: the card from 40 to
    /// 120 and the background, not the header).
    @Test func theTableHasWhatIsVisibleAtEachOffset() throws {
        #expect(
            try Self.snapshot(.table, items: 1, height: 100, scrollOffsets: [CGPoint(x: 0, y: 100)]) == """
                section    element        kind        index   x    y  width  height  zIndex  transform
                section-0  item                           0  16   40    358      80       1  a 0.5 b 0 c 0 d 0.5 tx 0 ty 0
                section-0  supplementary  header          0   0    0    390      40
                section-0  decoration     background      0   0   40    390      80      -1
                           content                            0    0    390     128
                           viewport                           0  100    390     100
                section-0  item                           0  16   40    358      80       1  a 0.5 b 0 c 0 d 0.5 tx 0 ty 0
                section-0  decoration     background      0   0   40    390      80      -1

                """)
    }

    /// The JSON reads back as the command line's does, and two snapshots compare: the cards 80
    /// then 90 high move the second card from y 128 to 138.
    @Test func twoSnapshotsOfACustomLayoutCompare() throws {
        let difference = try #require(
            SnapshotDifference(reference: try Self.snapshot(.json, items: 2), actual: try Self.snapshot(.json, rowHeight: 90, items: 2)))
        let lines = difference.report.split(separator: "\n").map(String.init)
        #expect(lines.first == "width 390: 4 changed, 0 added, 0 removed · content 390 × 216 → 390 × 236 pt")
        #expect(lines.contains("  section-0 item 1 changed: 16, 128, 358 × 80 → 16, 138, 358 × 90"))
        #expect(lines.contains("  section-0 background decoration 0 changed: 0, 40, 390 × 168 → 0, 40, 390 × 188"))
        #expect(difference.picture(title: "cards")?.contains("<g class=\"changed\" data-section=\"0\" data-element=\"item\" data-index=\"1\">") == true)
    }

    /// The picture draws each element once, named.
    @Test func thePictureDrawsEachElement() throws {
        let picture = try Self.snapshot(.svg, items: 2)
        #expect(picture.components(separatedBy: "<g class=\"item\"").count - 1 == 2)
        #expect(picture.contains("<title>section-0 header 0: 0, 0, 390 × 40</title>"))
        #expect(picture.contains("<title>section-0 background 0: 0, 40, 390 × 168</title>"))
    }

    /// An element at an index path no section has is refused, not written (nor trapped on).
    @Test func anElementOutsideTheSectionsIsRefused() {
        final class Astray: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 100) }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let astray = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: -1))
                astray.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                return [astray]
            }
        }
        #expect {
            try LayoutSnapshot(format: .json, harnesses: [LayoutcalcHarness(width: 390, height: 844, itemCounts: [1])]).text(of: Astray())
        } throws: { error in
            (error as? SnapshotError)?.message.hasPrefix("Astray: error: the layout answers an element at the index path [-1, 0]") == true
        }
    }
}
