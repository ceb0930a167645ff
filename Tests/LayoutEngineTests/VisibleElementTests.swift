import LayoutEngine
import Testing
import TestSupport

/// layout-rules §12: pinned boundary items at a scroll offset, and what a rect holds.
@Suite struct VisibleElementTests {
    func visible(_ layout: ScreenLayout, at offset: Point) -> [VisibleElement] {
        layout.elementIndex().elements(in: layout.viewport(at: offset), contentOffset: offset)
    }

    func cell(_ section: Int?, _ index: Int, _ frame: Rect, zIndex: Int = 0) -> VisibleElement {
        VisibleElement(section: section, category: .item, kind: nil, index: index, frame: frame, zIndex: zIndex)
    }

    func supplementary(_ section: Int?, _ kind: String, _ frame: Rect, index: Int = 0, zIndex: Int = 1) -> VisibleElement {
        VisibleElement(section: section, category: .supplementary, kind: kind, index: index, frame: frame, zIndex: zIndex)
    }

    /// W 320 × H 100, insets (3,4,5,6), a horizontal group FW1×AB40 of FW0.5 items, a pinned
    /// header FW1×AB30; sections of 3 and 12 items.
    func pinnedHeaders() throws -> ScreenLayout {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let header = BoundaryItem.band(kind: "header", height: 30, estimated: false, alignment: .top, pinToVisibleBounds: true)
        let sections = [3, 12].map { compositional(group, items: $0, contentInsets: insets(3, 4, 5, 6), boundaryItems: [header]) }
        return try layout(sections, height: 100)
    }

    @Test func aPinnedHeaderStaysAtTheTopOfItsSection() throws {
        let result = try pinnedHeaders()
        // Listed where it rests, its zIndex raised: 1 + 1,000,000,000.
        #expect(result.sections[1].supplementaries[0] == SupplementaryFrame(kind: "header", index: 0, item: nil, frame: rect(4, 118, 310, 30), zIndex: 1_000_000_001))
        #expect(visible(result, at: Point(x: 0, y: 130)) == [
            cell(1, 0, rect(4, 151, 155, 40)), cell(1, 1, rect(159, 151, 155, 40)),
            cell(1, 2, rect(4, 191, 155, 40)), cell(1, 3, rect(159, 191, 155, 40)),
            supplementary(1, "header", rect(4, 130, 310, 30), zIndex: 1_000_000_001),
        ])
    }

    @Test func aPinnedHeaderIsPushedOffByTheEndOfItsSection() throws {
        let result = try pinnedHeaders()
        // At y 100 the first section's header stops 30 above the end of its section's content
        // (its frame's end less its bottom bands, 118): at 88.
        let elements = visible(result, at: Point(x: 0, y: 100))
        #expect(elements.contains(supplementary(0, "header", rect(4, 88, 310, 30), zIndex: 1_000_000_001)))
        // The second section's header rests at 118, below the viewport's top.
        #expect(elements.contains(supplementary(1, "header", rect(4, 118, 310, 30), zIndex: 1_000_000_001)))
        #expect(result.elementIndex().frame(ofSupplementary: 0, inSection: 0, contentOffset: Point(x: 0, y: 100)) == rect(4, 88, 310, 30))
        // The header travels from its natural place to 118, its section's content end (the
        // upper limit, less its 30 when it is placed); the lower limit is the end of the
        // section's top bands, 30.
        let pins = result.sections[0].pins
        #expect(pins.map(\.position) == [0] && pins.map(\.pinsToStart) == [true])
        #expect(pins.map(\.lowerLimit) == [30] && pins.map(\.upperLimit) == [118])
    }

    @Test func aPinnedItemPushedPastItsSectionIsStillListed() throws {
        // Found by the differential test (LayoutPropertyTests). Section 0 has no items, an
        // extending header band of 30, a footer band of 10 and a non-extending bottomLeading
        // item 60 × 40 that pins: the section is its bands, 40; the item rests inside it at
        // y 40 − 40 = 0, and at offset 50 pins at max(min(0, 50 + 100 − 40), 30) = 30, the end
        // of the top bands, so it reaches y 70, past its section's end. Section 1 follows at 40.
        let header = BoundaryItem.band(kind: "header", height: 30, estimated: false, alignment: .top)
        let footer = BoundaryItem.band(kind: "footer", height: 10, estimated: false, alignment: .bottom)
        let tab = BoundaryItem(
            kind: "tab", size: size(ab(60), ab(40)), alignment: .bottomLeading, extendsBoundary: false, pinToVisibleBounds: true)
        let group = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [item(fw(1), fh(1))])
        let result = try layout(
            [compositional(group, items: 0, boundaryItems: [header, footer, tab]), compositional(group, items: 1, id: "t")], height: 100)
        #expect(result.sections[0].frame == rect(0, 0, 320, 40))
        #expect(result.sections[0].supplementaries[2].frame == rect(0, 0, 60, 40))
        // The viewport (0, 50, 320, 100) holds the pinned item at (0, 30, 60, 40) (y 50…70 of it)
        // and the second section's item; the header (0…30) and the footer (30…40) are above it.
        #expect(visible(result, at: Point(x: 0, y: 50)) == [
            supplementary(0, "tab", rect(0, 30, 60, 40), zIndex: 1_000_000_001), cell(1, 0, rect(0, 40, 320, 100)),
        ])
    }

    @Test func aPinnedFooterRisesToTheBottomOfTheViewport() throws {
        // Five full-width rows of 40 (y 0…200), a footer band of 30 below them: the section
        // is 230, the footer travels between the top bands' end (0) and its own place (200).
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let footer = BoundaryItem.band(kind: "footer", height: 30, estimated: false, alignment: .bottom, pinToVisibleBounds: true)
        let result = try layout([compositional(group, items: 5, boundaryItems: [footer])], height: 100)
        // At 0: max(min(200, 0 + 100 − 30), 0) = 70.
        #expect(visible(result, at: Point.zero).last == supplementary(0, "footer", rect(0, 70, 320, 30), zIndex: 1_000_000_001))
        // At 130: min(200, 200) = 200, where it rests.
        #expect(visible(result, at: Point(x: 0, y: 130)).last == supplementary(0, "footer", rect(0, 200, 320, 30), zIndex: 1_000_000_001))
    }

    /// A horizontal layout W 100 × H 480: a pinned leading header 30 wide and groups 100 wide.
    func horizontalPinned(_ direction: LayoutDirection) throws -> ScreenLayout {
        let group = LayoutGroup.vertical(size(ab(100), fh(1)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem(kind: "header", size: size(ab(30), fh(1)), alignment: .leading, pinToVisibleBounds: true)
        return try Screen(
            container: Container(width: 100, height: 480), sections: [compositional(group, items: 3, boundaryItems: [header])],
            scrollDirection: .horizontal, layoutDirection: direction
        ).layout()
    }

    @Test func aLeadingHeaderPinsAlongXInAHorizontalLayout() throws {
        let result = try horizontalPinned(.leftToRight)
        // Items at x 30, 130, 230; at x 50 the header is at min(max(0, 50), 330 − 30) = 50.
        #expect(visible(result, at: Point(x: 50, y: 0)) == [
            cell(0, 0, rect(30, 0, 100, 480)), cell(0, 1, rect(130, 0, 100, 480)),
            supplementary(0, "header", rect(50, 0, 30, 480), zIndex: 1_000_000_001),
        ])
    }

    @Test func rightToLeftPinsMirrored() throws {
        // The content 330 wide, mirrored: the left-to-right viewport at 50…150 is 180…280 here;
        // the header pinned at 50…80 is 250…280, the items 200…300 and 100…200.
        let result = try horizontalPinned(.rightToLeft)
        #expect(visible(result, at: Point(x: 180, y: 0)) == [
            cell(0, 0, rect(200, 0, 100, 480)), cell(0, 1, rect(100, 0, 100, 480)),
            supplementary(0, "header", rect(250, 0, 30, 480), zIndex: 1_000_000_001),
        ])
    }

    @Test func anItemIsInARectOnlyWhereItsGroupIs() throws {
        // Groups 20 tall holding items 100 tall: the thin rect at y 33 crosses the items of the
        // first and second groups, but only the second group (y 20…40).
        let group = LayoutGroup.horizontal(size(fw(1), ab(20)), subitems: [item(fw(0.5), ab(100))])
        let result = try layout([compositional(group, items: 6)])
        let elements = result.elementIndex().elements(in: rect(0, 33, 320, 0.5), contentOffset: Point.zero)
        #expect(elements == [cell(0, 2, rect(0, 20, 160, 100)), cell(0, 3, rect(160, 20, 160, 100))])
    }

    @Test func eachItemNamesTheGroupThatHoldsIt() throws {
        // The same groups, 320 × 20 at y 0, 20, 40, each holding two items: what a page tests
        // besides an item's frame. A waterfall's items have no groups.
        let group = LayoutGroup.horizontal(size(fw(1), ab(20)), subitems: [item(fw(0.5), ab(100))])
        let result = try layout([compositional(group, items: 6)])
        #expect(result.holdingGroupFrames(ofSection: 0) == [0, 0, 20, 20, 40, 40].map { rect(0, $0, 320, 20) })
        let waterfall = try layout([Section(id: "w", content: .waterfall(WaterfallSection(columns: 2, items: WaterfallItems(ratios: [1, 2]))))])
        #expect(waterfall.holdingGroupFrames(ofSection: 0) == nil)
    }

    @Test func aRectOutsideTheContentHoldsNothingAndAnEdgeHoldsOnlyDecorations() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let background = DecorationItem(kind: "background", contentInsets: EdgeInsets(all: 2))
        let sections = [3, 0, 2].map {
            Section(
                id: "s", content: .compositional(CompositionalSection(group: group, itemCount: $0)),
                boundaryItems: [.band(kind: "header", height: 10, estimated: false, alignment: .top)], decorations: [background])
        }
        let result = try layout(sections)
        let index = result.elementIndex()
        #expect(index.elements(in: rect(0, 500, 320, 10), contentOffset: Point.zero) == [])
        // Clipped to a zero-width strip at x 320: every decoration, nothing else.
        let strip = index.elements(in: rect(320, 0, 50, 480), contentOffset: Point.zero)
        #expect(strip.map(\.category) == [.decoration, .decoration, .decoration])
        #expect(strip.map(\.section) == [0, 1, 2])
        #expect(strip.map(\.zIndex) == [0, 0, 0])
        // Items of a decorated section carry zIndex 1.
        #expect(index.elements(in: rect(0, 10, 10, 10), contentOffset: Point.zero).first == cell(0, 0, rect(0, 10, 160, 40), zIndex: 1))
    }

    @Test func theLayoutsItemsComeFirstWithoutASection() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem(kind: "banner", size: size(fw(1), ab(30)), alignment: .top, pinToVisibleBounds: true)
        let result = try Screen(
            container: Container(width: 320, height: 100), sections: [compositional(group, items: 10)], boundaryItems: [header]
        ).layout()
        // The section is 30…430; the banner, resting at 0, pins at min(max(0, 200), 430 − 30).
        let elements = visible(result, at: Point(x: 0, y: 200))
        #expect(elements.first == supplementary(nil, "banner", rect(0, 200, 320, 30), zIndex: 1_000_000_001))
        #expect(elements.dropFirst().map(\.index) == [4, 5, 6])
    }

    @Test func anOrthogonalRowsItemsAreTestedUnscrolled() throws {
        let section = compositional(Carousel().group, items: 3, scrolling: .continuousGroupLeadingBoundary)
        let result = try layout([section], width: 390, height: 844)
        #expect(visible(result, at: Point.zero) == [cell(0, 0, rect(0, 0, 390, 390))])
    }

    @Test func aBadgeIsInTheRectWithItsGroup() throws {
        let badge = AnchoredSupplementary(kind: "badge", size: size(ab(20), ab(20)), containerAnchor: Anchor(edges: [.top, .trailing]))
        let badged = LayoutItem(size: size(fw(1), fh(1)), supplementaries: [badge])
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [.item(badged)])
        let result = try layout([compositional(group, items: 3)])
        let elements = result.elementIndex().elements(in: rect(0, 60, 320, 10), contentOffset: Point.zero)
        #expect(elements == [cell(0, 1, rect(0, 50, 320, 50)), supplementary(0, "badge", rect(300, 50, 20, 20), index: 1)])
    }

    /// Rule 2 tests a group's frame as laid out, and a partly filled group keeps its full size
    /// (§3). VG FW1×AB100 of AB30 items, 5 items, a group supplementary FW1×AB10 anchored at the
    /// bottom: the second group holds items 3 and 4 (y 100, 130) and its frame runs 100…200,
    /// with its supplementary at 190, though the section ends at 170 (what it holds, 60, plus a
    /// full group's slack, 10). A flow section follows at 170, its first item 50 × 50. The rect
    /// from y 185 to 195 holds the supplementary and the flow item.
    @Test func aPartlyFilledGroupIsTestedAtItsFullFrame() throws {
        let footer = AnchoredSupplementary(kind: "footer", size: size(fw(1), ab(10)), containerAnchor: Anchor(edges: [.bottom]))
        var group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), ab(30))])
        group.supplementaries = [footer]
        let flow = Section(
            id: "f", content: .flow(FlowSection(itemCount: 1, sizes: [FlowItemSize(width: .points(50), height: .points(50))])))
        let result = try layout([compositional(group, items: 5), flow], height: 10)
        #expect(result.sections[1].frame.y == 170)
        let elements = result.elementIndex().elements(in: rect(0, 185, 320, 10), contentOffset: Point(x: 0, y: 185))
        #expect(elements == [supplementary(0, "footer", rect(0, 190, 320, 10), index: 1), cell(1, 0, rect(0, 170, 50, 50))])
    }

    /// Negative top insets put a section's content before its frame, over the section before
    /// it (layout-rules §3); a rect there holds it all the same (rule 2). Section 0's item and
    /// group are 0…50; section 1 starts at 50, its top inset −30 puts its group and item at
    /// 20…70; section 2, a waterfall, starts at 70 and its inset −50 puts its item at 20…100. The
    /// rect from y 25 to 35 holds the three items, though it meets only section 0's frame.
    @Test func contentBeforeItsSectionsFrameIsInTheRect() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), fh(1))])
        let waterfall = Section(
            id: "w", content: .waterfall(WaterfallSection(columns: 1, items: WaterfallItems(ratios: [4]))),
            contentInsets: insets(-50, 0, 0, 0))
        let result = try layout([compositional(group, items: 1), compositional(group, items: 1, contentInsets: insets(-30, 0, 0, 0)), waterfall])
        #expect(result.sections.map(\.frame.y) == [0, 50, 70])
        let index = result.elementIndex()
        #expect(index.elements(in: rect(0, 25, 320, 10), contentOffset: Point.zero) == [
            cell(0, 0, rect(0, 0, 160, 50)), cell(1, 0, rect(0, 20, 160, 50)), cell(2, 0, rect(0, 20, 320, 80)),
        ])
        #expect(index.sectionsMet(by: rect(0, 25, 320, 10)) == 3)
    }

    /// A waterfall's items, found through the bounds on their spans, are exactly those a scan of
    /// every item finds (rules 1 and 2: clipped, then overlapping with positive area).
    @Test(arguments: [2, 3, 7])
    func aWaterfallsItemsAreThoseAScanFinds(columns: Int) throws {
        var random = SeededRandom(seed: UInt64(columns))
        let ratios = (0..<400).map { _ in 0.3 + Double(random.next() % 1000) / 400 }
        let section = Section(
            id: "w",
            content: .waterfall(WaterfallSection(columns: columns, items: WaterfallItems(ratios: ratios))))
        let result = try layout([section], width: 390, height: 844)
        let index = result.elementIndex()
        let content = Rect(origin: .zero, size: result.contentSize)
        for _ in 0..<200 {
            let y = Double(random.next() % UInt64(result.contentSize.height + 400)) - 200
            let rect = Rect(x: Double(random.next() % 400) - 5, y: y, width: 120, height: Double(random.next() % 900))
            let expected = rect.clipped(to: content).map { clipped in
                result.sections[0].items.indices.filter { result.sections[0].items[$0].overlaps(clipped) }
            } ?? []
            #expect(index.elements(in: rect, contentOffset: Point.zero).map(\.index) == expected)
        }
    }

    /// The count of what a rect holds is every item whose span along the scroll axis meets the
    /// rect's (touching included: what the listing looks at), never fewer than it lists; a first
    /// item 100,000 tall does not make every later one a candidate.
    @Test(arguments: [2, 3])
    func aWaterfallsCountBoundsWhatItLists(columns: Int) throws {
        var random = SeededRandom(seed: UInt64(columns))
        let ratios = [0.00001] + (0..<400).map { _ in 0.3 + Double(random.next() % 1000) / 400 }
        let section = Section(
            id: "w",
            content: .waterfall(WaterfallSection(columns: columns, items: WaterfallItems(ratios: ratios))))
        let result = try layout([section], width: 390, height: 844)
        let items = result.sections[0].items
        let index = result.elementIndex()
        let content = Rect(origin: .zero, size: result.contentSize)
        for _ in 0..<200 {
            let y = Double(random.next() % 30_000)
            let rect = Rect(x: Double(random.next() % 400) - 5, y: y, width: 120, height: Double(random.next() % 900))
            let count = index.count(in: rect, contentOffset: Point.zero)
            let listed = index.elements(in: rect, contentOffset: Point.zero).count
            guard let clipped = rect.clipped(to: content) else {
                #expect(count == 0 && index.sectionsMet(by: rect) == 0)
                continue
            }
            let lookedAt = items.filter { $0.y <= clipped.maxY && $0.maxY >= clipped.y }.count
            #expect(count == lookedAt && index.sectionsMet(by: rect) == 1)
            #expect(count >= listed)
        }
    }

    /// A compositional section is counted by its group repetitions: every item of each one the
    /// rect reaches along the axis, and their anchored supplementaries. Rows of 2 items 40 tall
    /// with a badge on each item (see `pinnedHeaders`, without the headers): a rect from y 30 to
    /// 95 reaches rows 0 (0…40), 1 (40…80) and 2 (80…120): 6 items and 6 badges.
    @Test func aCompositionalSectionIsCountedByItsRows() throws {
        let badge = AnchoredSupplementary(
            kind: "badge", size: size(ab(1), ab(1)), containerAnchor: Anchor(edges: [.top]), itemAnchor: nil, zIndex: 1)
        let badged = LayoutItem(size: size(fw(0.5), fh(1)), supplementaries: [badge])
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [.item(badged)])
        let result = try layout([compositional(group, items: 10)], height: 100)
        let index = result.elementIndex()
        #expect(index.count(in: rect(0, 30, 320, 65), contentOffset: Point.zero) == 12)
        #expect(index.sectionsMet(by: rect(0, 30, 320, 65)) == 1)
        #expect(result.elementIndex().elements(in: rect(0, 30, 320, 65), contentOffset: Point.zero).count <= 12)
    }
}
