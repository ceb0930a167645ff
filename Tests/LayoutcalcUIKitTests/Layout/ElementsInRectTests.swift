import LayoutcalcUIKit
import Foundation
import Testing
import TestSupport

/// `layoutAttributesForElements(in:)` and the content offset: layout-rules §12, "What a rect
/// holds" and "Pinned boundary items at a scroll offset".
@Suite struct ElementsInRectTests {
    /// An element as the JSON output's `visible` block lists it: the layout's own items with
    /// section `nil`, a zIndex only where it is not the element's default.
    struct Listed: Equatable, CustomStringConvertible {
        var section: Int?
        var element: String
        var kind: String?
        var index: Int
        var frame: CGRect
        var zIndex: Int?

        init(section: Int?, element: String, kind: String? = nil, index: Int, frame: CGRect, zIndex: Int? = nil) {
            (self.section, self.element, self.kind, self.index, self.frame, self.zIndex) = (section, element, kind, index, frame, zIndex)
        }

        init(_ attributes: UICollectionViewLayoutAttributes) {
            let isLayoutItem = attributes.indexPath == IndexPath(item: Int.max, section: 0)
            let (element, standard) =
                switch attributes.representedElementCategory {
                case .cell: ("item", 0)
                case .supplementaryView: ("supplementary", 1)
                case .decorationView: ("decoration", 0)
                }
            self.init(
                section: isLayoutItem ? nil : attributes.indexPath.section, element: element, kind: attributes.representedElementKind,
                index: isLayoutItem ? 0 : attributes.indexPath.item, frame: attributes.frame,
                zIndex: attributes.zIndex == standard ? nil : attributes.zIndex)
        }

        var description: String {
            "\(section.map(String.init) ?? "-") \(element) \(kind ?? "") \(index) \(frame) \(zIndex.map(String.init) ?? "")"
        }
    }

    func listed(_ layout: UICollectionViewCompositionalLayout, in rect: CGRect) -> [Listed]? {
        layout.layoutAttributesForElements(in: rect)?.map(Listed.init)
    }

    func item(_ section: Int, _ index: Int, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, zIndex: Int? = nil) -> Listed {
        Listed(section: section, element: "item", index: index, frame: CGRect(x: x, y: y, width: width, height: height), zIndex: zIndex)
    }

    @Test func beforePrepareThereIsNothing() {
        let layout = SemanticsCases.decorated()
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func thePinnedHeaderAtAScrollOffset() throws {
        // §12 (W 320, H 100, insets (3,4,5,6), HG FW1×AB40 of FW0.5 items, pinned header FW1×AB30,
        // sections of 3 and 12 items), offset (0,130) → the second section's header at (4,130,
        // 310,30), zIndex 1000000001, and its items 0–3 (y 151, 191); nothing of the first
        // section, which ends at 118 (30 + 3 + 80 + 5).
        let layout = SemanticsCases.pinnedHeaders()
        try layout.prepare(size: CGSize(width: 320, height: 100), itemCounts: [3, 12])
        layout.contentOffset = CGPoint(x: 0, y: 130)
        #expect(listed(layout, in: CGRect(x: 0, y: 130, width: 320, height: 100)) == [
            item(1, 0, 4, 151, 155, 40), item(1, 1, 159, 151, 155, 40), item(1, 2, 4, 191, 155, 40), item(1, 3, 159, 191, 155, 40),
            Listed(section: 1, element: "supplementary", kind: "header", index: 0, frame: CGRect(x: 4, y: 130, width: 310, height: 30), zIndex: 1_000_000_001),
        ])
        // Asked for one by one: the second header where it is pinned; the first pushed up by the
        // end of its section's content, 118 − 30 = 88 (min(max(0, 130), 118 − 30)).
        #expect(layout.supplementary("header", at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 4, y: 130, width: 310, height: 30))
        let first = try #require(layout.supplementary("header"))
        #expect(first.frame == CGRect(x: 4, y: 88, width: 310, height: 30) && first.zIndex == 1_000_000_001)
        // At rest (the content offset set back to zero) each is at its own place.
        layout.contentOffset = .zero
        #expect(layout.supplementary("header", at: IndexPath(item: 0, section: 1))?.frame.minY == 118)
        #expect(layout.supplementary("header")?.frame.minY == 0)
    }

    @Test func theContentOffsetOutlivesPrepare() throws {
        // A collection view keeps its offset when its layout is prepared again.
        let layout = SemanticsCases.pinnedHeaders()
        layout.contentOffset = CGPoint(x: 0, y: 130)
        try layout.prepare(size: CGSize(width: 320, height: 100), itemCounts: [3, 12])
        #expect(layout.contentOffset == CGPoint(x: 0, y: 130))
        #expect(layout.supplementary("header", at: IndexPath(item: 0, section: 1))?.frame.minY == 130)
    }

    @Test func anItemIsInARectWhereItsGroupIs() throws {
        // Rule 2: groups 20 tall (HG FW1×AB20) holding items 100 tall, rect (0, 33, 320, 0.5):
        // only the items of the second group (y 20), not those of the first (y 0), although
        // both cross y 33; the third group (y 40) does not meet the rect.
        let tall = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(100)))
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [tall])))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [6])
        #expect(layout.collectionViewContentSize.height == 60)
        #expect(listed(layout, in: CGRect(x: 0, y: 33, width: 320, height: 0.5)) == [item(0, 2, 0, 20, 160, 100), item(0, 3, 160, 20, 160, 100)])
        // Rule 1: the rect is clipped to the content (0 … 60) first: below it there is nothing,
        // though the last items reach y 140; touching its end leaves a strip of no height,
        // which overlaps nothing.
        #expect(listed(layout, in: CGRect(x: 0, y: 70, width: 320, height: 50)) == [])
        #expect(listed(layout, in: CGRect(x: 0, y: 60, width: 320, height: 50)) == [])
    }

    @Test func touchingEdgesDoNotOverlap() throws {
        // Rule 3, and the pinned case's "touching edges do not overlap", at rest: the first
        // section's second row is 73 … 113, the second section's header 118 … 148. A rect from
        // 113 to 118 touches both and holds neither; half a point more each way holds both.
        let layout = SemanticsCases.pinnedHeaders()
        try layout.prepare(size: CGSize(width: 320, height: 100), itemCounts: [3, 12])
        #expect(listed(layout, in: CGRect(x: 0, y: 113, width: 320, height: 5)) == [])
        #expect(listed(layout, in: CGRect(x: 0, y: 112.5, width: 320, height: 6)) == [
            item(0, 2, 4, 73, 155, 40),
            Listed(section: 1, element: "supplementary", kind: "header", index: 0, frame: CGRect(x: 4, y: 118, width: 310, height: 30), zIndex: 1_000_000_001),
        ])
    }

    @Test func aDecorationIsInARectItsSectionMeets() throws {
        // Rule 4, on the decorations' case (content 320 × 238, cards 2 in from the left, 4 from
        // the right): the rect (320, 0, 50, 480) is clipped to a strip of no width at x 320,
        // which meets every section's frame, so it holds every card (the empty section's too),
        // though none reaches x 320, and nothing else.
        let layout = SemanticsCases.decorated()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3, 0, 2])
        let cards = [(0, 1, 118), (1, 123, 34), (2, 161, 74)].map { section, y, height in
            Listed(section: section, element: "decoration", kind: "card", index: 0, frame: CGRect(x: 2, y: y, width: 314, height: height), zIndex: -3)
        }
        #expect(listed(layout, in: CGRect(x: 320, y: 0, width: 50, height: 480)) == cards)
        // Through the middle of the first section: its header, two items (zIndex 1) and card.
        #expect(listed(layout, in: CGRect(x: 0, y: 20, width: 100, height: 20)) == [
            item(0, 0, 4, 33, 155, 40, zIndex: 1),
            Listed(section: 0, element: "supplementary", kind: "header", index: 0, frame: CGRect(x: 4, y: 0, width: 310, height: 30)),
            cards[0],
        ])
    }

    /// `layoutAttributesForElements(in:)` at each of a sample's scroll offsets, the viewport
    /// there, lists what the sample's golden output lists in its `visible` block, in that order.
    @Test(arguments: ["settings.json", "shelf.json"])
    func theVisibleBlockOfTheSamplesGolden(_ name: String) throws {
        let objects = try ScreenObjects(try sample(name))
        let layout = try objects.prepared()
        let golden = try JSONSerialization.jsonObject(with: Data(contentsOf: packageRoot.appendingPathComponent("samples/expected/" + name)))
        let visible = try #require((golden as? [String: Any])?["visible"] as? [[String: Any]])
        #expect(visible.count == objects.harness.scrollOffsets.count && !visible.isEmpty)
        for block in visible {
            let offset = try #require(block["offset"] as? [String: Double])
            let origin = CGPoint(x: try #require(offset["x"]), y: try #require(offset["y"]))
            let expected = try #require(block["elements"] as? [[String: Any]]).map { element in
                Listed(
                    section: element["section"] as? Int, element: element["element"] as? String ?? "", kind: element["kind"] as? String,
                    index: element["index"] as? Int ?? -1,
                    frame: CGRect(x: element["x"] as? Double ?? .nan, y: element["y"] as? Double ?? .nan, width: element["width"] as? Double ?? .nan,
                                  height: element["height"] as? Double ?? .nan),
                    zIndex: element["zIndex"] as? Int)
            }
            layout.contentOffset = origin
            let viewport = CGRect(origin: origin, size: CGSize(width: objects.harness.width, height: objects.harness.height ?? 0))
            #expect(listed(layout, in: viewport) == expected, "at \(origin)")
        }
    }
}
