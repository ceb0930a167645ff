import LayoutEngine
import Testing

/// Rules of layout-rules §1–§5 that the page states without a worked case, derived by hand.
@Suite struct CompositionalRuleTests {
    @Test func fractionsSnapAtScaleThree() throws {
        // 0.3333333333333333 × 100 = 33.33333333333333; × 3 = 99.99999999999999 → 99 pixels:
        // each item is 33 wide (binary thirds floor a pixel away at some widths, as in UIKit).
        // Its origins 0, 33, 66 are on the grid.
        let third = 0.3333333333333333
        let group = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [item(fw(third), fh(1))])
        let result = try frames(compositional(group, items: 3), width: 100, scale: 3)
        #expect(result.map(\.width) == [33, 33, 33])
        #expect(result.map(\.x) == [0, 33, 66])
        // At 320 the product rounds back to 320 pixels: 320/3 each, at 320/3 and 640/3.
        let wider = try frames(compositional(group, items: 3), width: 320, scale: 3)
        let pixels: Double = 320
        #expect(wider.map(\.width) == [pixels / 3, pixels / 3, pixels / 3])
        #expect(wider.map(\.x) == [0, pixels / 3, 2 * pixels / 3])
    }

    @Test func measurementsPastTheLastItemAreNoItems() throws {
        // Found by the differential test (LayoutPropertyTests): a section's measured sizes are
        // its items'; a screen built in code may list more, and a slot past the last item holds
        // no item, so it takes its estimate. VG FW1×AB100 of FW1×ES30 items, 1 item, measured
        // sizes [none, height 80]: the k-fit weighs 30 for every member (30, 60, 90 fit; 120
        // does not), so a full group holds 3; this one holds 1 and ends at 30 plus a full
        // group's slack after its last item, 100 − 90: the section is 40 — as with one entry.
        let group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), es(30))])
        for sizes in [[MeasuredSize()], [MeasuredSize(), MeasuredSize(height: 80)]] {
            let result = try layout([compositional(group, items: 1, measurements: MeasuredSizes(sizes))])
            #expect(result.sections[0].items == [rect(0, 0, 320, 30)])
            #expect(result.sections[0].frame.height == 40)
        }
    }

    @Test func aPartlyFilledGroupEndsAfterItsItems() throws {
        // Found by the differential test (LayoutPropertyTests), reported, not fixed: the engine
        // takes a partly filled group's slack from the group as laid out, not from a full one.
        // VG FW1×AB100, flexible 0, of [item FW1×FH0.5, HG FW1×ES44 of [VG FW0.5×FH0.5,
        // flexible 4, of FW1×FH0.2 items; item FW0.5×AB50]], W 320. A full group: item 0
        // (0, 0, 320, 50); the HG as tall as its tallest member, the AB50 item (its VG is
        // 0.5 × 44 = 22), so 50 + 50 = 100 fits and the HG is at y 50; its VG holds 5 items
        // 0.2 × (22 − 4 · 4) = 1.2 tall, 4 apart, then the AB50 item (160, 50, 160, 50): 7 items,
        // the farthest far edge at 100, no slack after it. Whether a partly filled group keeps a
        // full one's slots (layout-notes) or its HG is only as tall as what it holds (22, §3)
        // and the flexible spacing moves it down, the rules agree on what the engine breaks: the
        // section ends at its last item's far edge (the slack is 0), and the group of items 7–9
        // after a full one is laid out as those 3 items alone, 100 further down.
        let stack = LayoutGroup.vertical(size(fw(0.5), fh(0.5)), subitems: [item(fw(1), fh(0.2))], spacing: .flexible(4))
        let row = LayoutGroup.horizontal(size(fw(1), es(44)), subitems: [.group(stack), item(fw(0.5), ab(50))])
        let group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), fh(0.5)), .group(row)], spacing: .flexible(0))
        withKnownIssue("a partly filled group's slack is taken from it as laid out, not from a full group") {
            let alone = try layout([compositional(group, items: 3)]).sections[0]
            let after = try layout([compositional(group, items: 10)]).sections[0]
            for section in [alone, after] {
                #expect(section.frame.height >= section.items.map(\.maxY).max() ?? 0)
            }
            let moved = alone.items.map { $0.offsetBy(Point(x: 0, y: 100)) }
            #expect(zip(after.items[7...], moved).allSatisfy { abs($0.y - $1.y) < 1e-9 && $0.height == $1.height })
        }
    }

    @Test func aMeasuredNestedGroupThatDoesNotFitGoesToTheNextGroup() throws {
        // Found by the differential test (LayoutPropertyTests), reported, not fixed: the k-fit
        // weighs a nested group estimated along its parent's axis at its estimates, not at what
        // it holds. HG FW1×AB100 of [item FW0.5×FH1, VG ES40×FH1 of one item ES40×FH1], W 320,
        // 3 items each measured 200 wide. The VG is as wide as what it holds (§3), its item's
        // measured 200 (measured sizes decide the k-fit, layout-notes): 160 + 200 > 320, so it
        // does not fit, and every group holds the FW0.5 item alone (a measured width changes
        // no dimension that is not estimated): (0, y, 160, 100) for y 0, 100, 200; section 300.
        let column = LayoutGroup.vertical(size(es(40), fh(1)), subitems: [item(es(40), fh(1))])
        let group = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [item(fw(0.5), fh(1)), .group(column)])
        let measured = MeasuredSizes(Array(repeating: MeasuredSize(width: 200), count: 3))
        withKnownIssue("the k-fit weighs a nested estimated group at its estimates, not at its items' measured sizes") {
            let section = try layout([compositional(group, items: 3, measurements: measured)]).sections[0]
            #expect(section.items == [rect(0, 0, 160, 100), rect(0, 100, 160, 100), rect(0, 200, 160, 100)])
            #expect(section.frame.height == 300)
        }
    }

    @Test func theKFitWeighsTheItemAMemberHolds() throws {
        // Found by the differential test (LayoutPropertyTests), reported, not fixed. VG FW1×AB24,
        // fixed 2, of [VG FW1×FH0.5 of AB3 items, item FW1×ES10], W 320, 5 items, item 3
        // measured 20 tall and item 4 5 tall. Two members leave a basis of 24 − 2 = 22: the inner
        // VG is 11 tall and holds 3 items (9 ≤ 11 < 12), so the item member is item 3, and
        // 11 + 2 + 20 > 24: two members do not fit. One member: the inner VG is 12 tall and holds
        // items 0–3 at y 0, 3, 6, 9; item 4 starts the next group at y 24. (The engine weighs
        // item 4, the item after the inner VG's capacity at a basis of 24, and places item 3,
        // 20 tall, at y 13, past its group's end.)
        let inner = LayoutGroup.vertical(size(fw(1), fh(0.5)), subitems: [item(fw(1), ab(3))])
        let group = LayoutGroup.vertical(size(fw(1), ab(24)), subitems: [.group(inner), item(fw(1), es(10))], spacing: .fixed(2))
        let measured = MeasuredSizes([MeasuredSize(), MeasuredSize(), MeasuredSize(), MeasuredSize(height: 20), MeasuredSize(height: 5)])
        withKnownIssue("the k-fit weighs a member after a nested group against another item than the one it holds") {
            let items = try layout([compositional(group, items: 5, measurements: measured)]).sections[0].items
            #expect(items == [rect(0, 0, 320, 3), rect(0, 3, 320, 3), rect(0, 6, 320, 3), rect(0, 9, 320, 3), rect(0, 24, 320, 3)])
        }
    }

    @Test func measuredSizesThatMeasureNothingChangeNothing() throws {
        // Found by the differential test (LayoutPropertyTests), reported, not fixed: measured
        // sizes replace estimates where they give a side (§3), so sizes that give none leave the
        // layout as it is without them. An orthogonal row (continuous, interGroupSpacing 10) of
        // VG ES44×AB100 holding [ES30×AB50, ES60×AB50] items, 3 items, W 320: the engine counts
        // the partly filled second group 60 wide without measured sizes (contentWidth 130) and 30
        // wide, what it holds, with sizes that measure nothing (100). Whichever the rules mean
        // (§3: as wide as what it holds; §5: every group at its full width), one layout.
        let group = LayoutGroup.vertical(size(es(44), ab(100)), subitems: [item(es(30), ab(50)), item(es(60), ab(50))])
        let nothing = MeasuredSizes(Array(repeating: MeasuredSize(), count: 3))
        withKnownIssue("measured sizes that measure nothing change the layout") {
            let without = try layout([compositional(group, items: 3, interGroupSpacing: 10, scrolling: .continuous)])
            let with = try layout([compositional(group, items: 3, interGroupSpacing: 10, scrolling: .continuous, measurements: nothing)])
            #expect(with.sections[0].items == without.sections[0].items)
            #expect(with.sections[0].orthogonal == without.sections[0].orthogonal)
        }
    }

    @Test func aVerticalGroupUsesItsSubitemsInTurn() throws {
        // [AB20, AB30] fixed 5 in 100: 20 + 5 + 30 + 5 + 20 = 80 fits; + 5 + 30 = 115 does not.
        let group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), ab(20)), item(fw(1), ab(30))], spacing: .fixed(5))
        let result = try frames(compositional(group, items: 4))
        #expect(result.map(\.y) == [0, 25, 60, 100])
        #expect(result.map(\.height) == [20, 30, 20, 20])
    }

    @Test func countWithFlexibleSpacingFillsTheGroup() throws {
        // (320 − 2 × 10) / 3 = 100 each; nothing is left for the springs.
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(ab(10), fh(1))], count: 3, spacing: .flexible(10))
        #expect(try frames(compositional(group, items: 3)).map(\.x) == [0, 110, 220])
    }

    @Test func anchorOffsetsAddUp() throws {
        // The item at (30,20,125,100); the badge's own point from its item anchor's edges.
        let item = LayoutItem(
            size: size(ab(125), ab(100)),
            supplementaries: [
                AnchoredSupplementary(
                    kind: "a", size: size(ab(20), ab(20)),
                    containerAnchor: Anchor(edges: [.top, .trailing], absoluteOffset: Point(x: 3, y: 4))),
                AnchoredSupplementary(
                    kind: "b", size: size(ab(20), ab(20)), containerAnchor: Anchor(edges: [.top, .trailing]),
                    itemAnchor: Anchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 1, y: 1)), zIndex: 7),
                AnchoredSupplementary(kind: "c", size: size(ab(10), ab(10)), containerAnchor: Anchor(edges: [])),
            ])
        let group = LayoutGroup.horizontal(size(fw(1), ab(120)), subitems: [.item(item)], contentInsets: insets(20, 30, 0, 0))
        let result = try layout([compositional(group, items: 1)]).sections[0].supplementaries
        // (155, 20) − (20, 0) + (3, 4); (155, 20) − (0, 20) + (1, 1); centred: (92.5, 70) − (5, 5).
        let expected: [Point] = [Point(x: 138, y: 24), Point(x: 156, y: 1), Point(x: 87.5, y: 65)]
        #expect(result.map(\.frame.origin) == expected)
        #expect(result.map(\.zIndex) == [1, 7, 1])
    }

    @Test(arguments: [
        (BoundaryAlignment.topLeading, Point(x: 4, y: 0)), (.top, Point(x: 129, y: 0)), (.topTrailing, Point(x: 254, y: 0)),
        (.leading, Point(x: 4, y: 29)), (.trailing, Point(x: 254, y: 29)),
        (.bottomLeading, Point(x: 4, y: 58)), (.bottom, Point(x: 129, y: 58)), (.bottomTrailing, Point(x: 254, y: 58)),
    ])
    func nonExtendingItemsSitInsideTheSection(alignment: BoundaryAlignment, origin: Point) throws {
        // Section insets (3,4,5,6): x from 4 to 314; 3 + 80 + 5 = 88 high; a 60×30 item.
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let box = BoundaryItem(kind: "box", size: size(ab(60), ab(30)), alignment: alignment, extendsBoundary: false)
        let result = try layout([compositional(group, items: 3, contentInsets: insets(3, 4, 5, 6), boundaryItems: [box])]).sections[0]
        #expect(result.supplementaries[0].frame.origin == origin)
        #expect(result.frame.height == 88)
        #expect(result.items[0].y == 3)
    }

    @Test func anEstimatedGroupInARowIsAsWideAsItsMeasuredItem() throws {
        // Measured widths 200, 150, 100: groups at 0, 200, 350; the row is 450 in a 320 viewport.
        let group = LayoutGroup.horizontal(size(es(100), ab(50)), subitems: [item(es(100), fh(1))])
        let measured = MeasuredSizes([200, 150, 100].map { MeasuredSize(width: $0) })
        let section = compositional(group, items: 3, scrolling: .continuousGroupLeadingBoundary, measurements: measured)
        let result = try layout([section]).sections[0]
        #expect(result.items == [rect(0, 0, 200, 50), rect(200, 0, 150, 50), rect(350, 0, 100, 50)])
        #expect(result.orthogonal?.restingOffsets == [0, 130])
    }

    @Test func aPartlyFilledLastGroupInARowCountsItsFullWidth() throws {
        // Groups of 200 hold three 60-wide items 10 apart; the second holds one, and still counts
        // its 200 along the row (layout-rules §5): 200 + 8 + 200.
        let group = LayoutGroup.horizontal(size(ab(200), ab(50)), subitems: [item(ab(60), fh(1))], spacing: .fixed(10))
        let result = try layout([compositional(group, items: 4, interGroupSpacing: 8, scrolling: .continuous)]).sections[0]
        #expect(result.items.map(\.x) == [0, 70, 140, 208])
        #expect(result.orthogonal?.contentWidth == 408)
    }

    /// layout-rules §3: the section's top-level group honours its edge spacing.
    @Test func theTopLevelGroupsEdgeSpacingMovesEachRepetition() throws {
        var group = LayoutGroup.horizontal(size(fw(1), ab(30)), subitems: [item(fw(0.5), fh(1))])
        group.edgeSpacing = EdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
        let result = try layout([compositional(group, items: 5, interGroupSpacing: 8)]).sections[0]
        #expect(result.items == [rect(4, 5, 160, 30), rect(164, 5, 160, 30), rect(4, 55, 160, 30), rect(164, 55, 160, 30), rect(4, 105, 160, 30)])
        #expect(result.frame.height == 142)
    }

    @Test func anOrthogonalRowsGroupsTakeTheirEdgeSpacingAlongTheRow() throws {
        // Groups of 100 with leading 4 and trailing 6 take 110 each along the row, 8 apart:
        // x 4, 122, 240; the row 3 · 110 + 2 · 8 = 346 long. Across, the top edge 5 moves the
        // groups down and the row is 5 + 50 + 2 tall.
        var group = LayoutGroup.horizontal(size(ab(100), ab(50)), subitems: [item(fw(1), fh(1))])
        group.edgeSpacing = EdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(2))
        let result = try layout([compositional(group, items: 3, interGroupSpacing: 8, scrolling: .continuous)]).sections[0]
        #expect(result.items == [rect(4, 5, 100, 50), rect(122, 5, 100, 50), rect(240, 5, 100, 50)])
        #expect(result.orthogonal?.contentWidth == 346)
        #expect(result.frame.height == 57)
    }

    @Test func aNestedGroupsEdgeSpacingMovesIt() throws {
        var inner = LayoutGroup.vertical(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(1))])
        inner.edgeSpacing = EdgeSpacing(leading: .fixed(10))
        let outer = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [.group(inner)])
        // 10 + 160 fits in 320, and again: 10 + 160 + 10 + 160 = 340 does not.
        #expect(try frames(compositional(outer, items: 2)) == [rect(10, 0, 160, 50), rect(10, 50, 160, 50)])
    }

    @Test func anEstimatedGroupsOwnInsetsAreIgnoredOnThatAxis() throws {
        // The group's height is estimated: its top and bottom insets do not apply; its sides do.
        let group = LayoutGroup.horizontal(
            size(fw(1), es(50)), subitems: [item(fw(1), ab(30))], contentInsets: insets(7, 8, 9, 10))
        let result = try layout([compositional(group, items: 2)]).sections[0]
        #expect(result.items == [rect(8, 0, 302, 30), rect(8, 30, 302, 30)])
        #expect(result.frame.height == 60)
    }
}

/// Groups that hold absurd numbers of items must not overflow or stall.
@Suite struct ExtremeGroupTests {
    @Test func nestedCountsBeyondAnyIntegerStillLayOut() throws {
        // Six levels of count 10,000 hold 10^24 items, more than an Int counts: the capacity
        // saturates and the five items fill the first slots.
        var node = item(ab(1), ab(1))
        for _ in 0..<6 {
            node = .group(.horizontal(size(ab(0), ab(0)), subitems: [node], count: 10_000))
        }
        guard case .group(let root) = node else { return }
        let result = try frames(compositional(root, items: 5))
        #expect(result.count == 5)
        #expect(result.allSatisfy { $0.size == Size(width: 0, height: 1) })
    }

    @Test func zeroWidthItemsWithoutSpacingFillOneGroup() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(10)), subitems: [item(ab(0), fh(1))])
        let result = try layout([compositional(group, items: 100_000)]).sections[0]
        #expect(result.frame.height == 10)
        #expect(result.items.last == rect(0, 0, 0, 10))
    }
}
