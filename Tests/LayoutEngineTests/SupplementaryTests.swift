import LayoutEngine
import Testing

/// layout-rules §4: boundary items and anchored items.
@Suite struct SupplementaryTests {
    /// The §4 setting: W 320, H 480, insets (3,4,5,6), a horizontal group FW1×AB40 of FW0.5
    /// items, sections of 3 and 2 items, each with the same 60×30 boundary item.
    func twoSections(_ boundary: BoundaryItem) throws -> ScreenLayout {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        return try layout([
            compositional(group, items: 3, contentInsets: insets(3, 4, 5, 6), boundaryItems: [boundary]),
            compositional(group, items: 2, contentInsets: insets(3, 4, 5, 6), boundaryItems: [boundary]),
        ])
    }

    func box(_ alignment: BoundaryAlignment, extends: Bool = true, offset: Point = .zero) -> BoundaryItem {
        BoundaryItem(
            kind: "box", size: size(ab(60), ab(30)), alignment: alignment, extendsBoundary: extends,
            absoluteOffset: offset)
    }

    @Test func anExtendingTopItemPushesTheContentDown() throws {
        let result = try twoSections(box(.top))
        #expect(result.sections[0].supplementaries[0].frame.origin == Point(x: 129, y: 0))
        #expect(result.sections[0].items[0].y == 33)
        #expect(result.sections[1].supplementaries[0].frame.y == 118)
        #expect(result.contentSize.height == 196)
    }

    @Test func aTopItemsYOffsetChangesItsBand() throws {
        let result = try twoSections(box(.top, offset: Point(x: 5, y: 7)))
        #expect(result.sections[0].supplementaries[0].frame.origin == Point(x: 134, y: 0))
        #expect(result.sections[0].items[0].y == 26)
        #expect(result.sections[1].supplementaries[0].frame.y == 111)
        #expect(result.contentSize.height == 182)
    }

    @Test func anExtendingLeadingItemIsCentredOnTheSection() throws {
        let result = try twoSections(box(.leading))
        #expect(result.sections[0].supplementaries[0].frame.origin == Point(x: 4, y: 29))
        #expect(result.sections[0].frame.height == 88)
    }

    @Test func aNonExtendingItemMovesByItsOffsetOnly() throws {
        let result = try twoSections(box(.topTrailing, extends: false, offset: Point(x: -5, y: -7)))
        #expect(result.sections[0].supplementaries[0].frame.origin == Point(x: 249, y: -7))
        #expect(result.sections[0].items[0].y == 3)
        #expect(result.contentSize.height == 136)
    }

    @Test func anExtendingBottomItemSitsBelowTheBottomInset() throws {
        // Section 0: 3 + 80 + 5 = 88, then the 30-high band: the item at y 88, section 118.
        let result = try twoSections(box(.bottom))
        #expect(result.sections[0].supplementaries[0].frame == rect(129, 88, 60, 30))
        #expect(result.sections[0].frame.height == 118)
        #expect(result.sections[0].items[0].y == 3)
    }

    @Test func aBottomItemsYOffsetAddsToItsBand() throws {
        let result = try twoSections(box(.bottomLeading, offset: Point(x: 0, y: 4)))
        #expect(result.sections[0].supplementaries[0].frame == rect(4, 92, 60, 30))
        #expect(result.sections[0].frame.height == 122)
    }

    @Test func itemsOnOneSideShareTheTallestBand() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let tall = BoundaryItem(kind: "tall", size: size(ab(50), ab(30)), alignment: .topLeading)
        let short = BoundaryItem(kind: "short", size: size(ab(50), ab(10)), alignment: .topTrailing)
        let result = try layout([compositional(group, items: 1, boundaryItems: [tall, short])]).sections[0]
        // The band is 30; both items end on its bottom edge.
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 50, 30), rect(270, 20, 50, 10)])
        #expect(result.items[0].y == 30)
        #expect(result.frame.height == 70)
    }

    @Test func aSectionShorterThanAnExtendingSideItemGrowsToIt() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let side = BoundaryItem(kind: "side", size: size(ab(20), ab(100)), alignment: .trailing)
        let result = try layout([compositional(group, items: 1, boundaryItems: [side])]).sections[0]
        #expect(result.frame.height == 100)
        #expect(result.supplementaries[0].frame == rect(300, 0, 20, 100))
        #expect(result.items[0] == rect(0, 0, 320, 40))
    }

    @Test func aBoundaryItemsInsetsShrinkIt() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem.band(
            kind: "header", height: 30, estimated: false, alignment: .top, contentInsets: insets(2, 5, 3, 5))
        let result = try layout([compositional(group, items: 1, boundaryItems: [header])]).sections[0]
        #expect(result.supplementaries[0].frame == rect(5, 2, 310, 25))
        #expect(result.items[0].y == 30)
    }

    /// layout-rules §4: like an item's, a boundary item's insets are ignored on an estimated axis.
    @Test func anEstimatedHeadersTopAndBottomInsetsChangeNothing() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem.band(
            kind: "header", height: 30, estimated: true, alignment: .top, contentInsets: insets(2, 5, 3, 5))
        let result = try layout([compositional(group, items: 1, boundaryItems: [header])]).sections[0]
        // Across, its width 320 keeps its insets: x 5, 310 wide; along, 30 tall from y 0.
        #expect(result.supplementaries[0].frame == rect(5, 0, 310, 30))
        #expect(result.items[0].y == 30)
    }

    /// layout-rules §4: `supplementariesFollowContentInsets: false` lays the boundary items out in
    /// the section's whole width, less only what the reference adds; their bands stay.
    @Test func boundaryItemsThatDoNotFollowTheInsetsSpanTheWidth() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let header = BoundaryItem.band(kind: "header", height: 30, estimated: false, alignment: .top)
        let box = BoundaryItem(kind: "box", size: size(ab(60), ab(30)), alignment: .top)
        var section = compositional(group, items: 3, contentInsets: insets(3, 4, 5, 6), boundaryItems: [header, box])
        #expect(try layout([section]).sections[0].supplementaries.map(\.frame) == [rect(4, 0, 310, 30), rect(129, 0, 60, 30)])
        section.supplementariesFollowContentInsets = false
        let result = try layout([section]).sections[0]
        // The header FW1 of 320; the box centred in 320: (320 − 60) / 2 = 130. Items as before.
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 320, 30), rect(130, 0, 60, 30)])
        #expect(result.items[0] == rect(4, 33, 155, 40))
        // With the layout margins (10,20,30,40) as the reference, only they are kept clear of:
        // x 20, 320 − 20 − 40 = 260 wide.
        section.contentInsetsReference = .layoutMargins
        let margins = try layout([section], layoutMargins: insets(10, 20, 30, 40)).sections[0]
        #expect(margins.supplementaries[0].frame == rect(20, 0, 260, 30))
        #expect(margins.items[0].x == 24)
    }

    @Test func anEmptySectionIsItsBandsAndInsets() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem.band(kind: "header", height: 30, estimated: false, alignment: .top)
        let withHeader = try layout([compositional(group, items: 0, contentInsets: insets(3, 0, 5, 0), boundaryItems: [header])])
        #expect(withHeader.sections[0].frame.height == 38)
        let bare = try layout([compositional(group, items: 0, contentInsets: insets(3, 0, 5, 0))])
        #expect(bare.sections[0].frame.height == 0)
    }

    // Anchored items: a badge on an item at (30,20,125,100).

    func badged(_ badge: AnchoredSupplementary) throws -> SupplementaryFrame {
        let badgedItem = LayoutItem(size: size(ab(125), ab(100)), supplementaries: [badge])
        let group = LayoutGroup.horizontal(
            size(fw(1), ab(120)), subitems: [.item(badgedItem)], contentInsets: insets(20, 30, 0, 0))
        let result = try layout([compositional(group, items: 1)]).sections[0]
        #expect(result.items[0] == rect(30, 20, 125, 100))
        return result.supplementaries[0]
    }

    @Test func aBadgeSitsInsideTheCornerItNames() throws {
        let badge = try badged(
            AnchoredSupplementary(kind: "badge", size: size(ab(20), ab(20)), containerAnchor: Anchor(edges: [.top, .trailing])))
        #expect(badge.frame == rect(135, 20, 20, 20))
        #expect(badge.index == 0)
        #expect(badge.item == 0)
    }

    @Test func aFractionalOffsetIsOfTheBadgesOwnSize() throws {
        let badge = try badged(
            AnchoredSupplementary(
                kind: "badge", size: size(ab(20), ab(20)),
                containerAnchor: Anchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))))
        #expect(badge.frame.origin == Point(x: 145, y: 10))
    }

    @Test func anItemAnchorPicksTheBadgesOwnPoint() throws {
        let badge = try badged(
            AnchoredSupplementary(
                kind: "badge", size: size(ab(20), ab(20)), containerAnchor: Anchor(edges: [.top, .trailing]),
                itemAnchor: Anchor(edges: [.bottom, .leading])))
        #expect(badge.frame.origin == Point(x: 155, y: 0))
    }

    @Test func aBadgesFractionsAreOfTheItemsFrameAfterInsets() throws {
        let badge = AnchoredSupplementary(kind: "badge", size: size(fw(0.5), fh(0.25)), containerAnchor: Anchor(edges: [.bottom]))
        let inset = LayoutItem(size: size(ab(120), ab(100)), contentInsets: insets(10, 10, 10, 10), supplementaries: [badge])
        let group = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [.item(inset)])
        let result = try layout([compositional(group, items: 1)]).sections[0]
        // The item's frame is (10,10,100,80): the badge 50×20, centred on its bottom edge.
        #expect(result.supplementaries[0].frame == rect(35, 70, 50, 20))
    }

    @Test func aGroupsBadgeIsSizedInTheGroupsContainer() throws {
        let bar = AnchoredSupplementary(kind: "bar", size: size(fw(1), ab(4)), containerAnchor: Anchor(edges: [.bottom]))
        var inner = LayoutGroup.vertical(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(1))])
        inner.supplementaries = [bar]
        let outer = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [item(fw(0.5), fh(1)), .group(inner)])
        let result = try layout([compositional(outer, items: 2)]).sections[0]
        #expect(result.items[1] == rect(160, 0, 160, 100))
        #expect(result.supplementaries == [SupplementaryFrame(kind: "bar", index: 0, item: 1, frame: rect(80, 96, 320, 4), zIndex: 1, anchoredToGroup: true)])
    }
}
