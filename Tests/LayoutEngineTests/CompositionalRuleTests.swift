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

    @Test func aPartlyFilledGroupKeepsAFullGroupsSlots() throws {
        // layout-rules §3's case: VG FW1×AB100, flexible 0, of [FW1×FH0.5 item, HG FW1×ES44 of
        // [FW0.5×AB30, FW0.5×AB50]]. A full group: the item 50 tall at y 0, the HG as tall as
        // its tallest member, 50, at y 50 (50 + 50 fits 100, nothing left for the spring). Two
        // items: the HG holds the AB30 item alone; it stays in its slot (not moved down by the
        // 20 its empty slot leaves to the spring), and the group ends at 80 plus a full group's
        // slack after its farthest item, 100 − 100.
        let row = LayoutGroup.horizontal(size(fw(1), es(44)), subitems: [item(fw(0.5), ab(30)), item(fw(0.5), ab(50))])
        let group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), fh(0.5)), .group(row)], spacing: .flexible(0))
        let two = try layout([compositional(group, items: 2)]).sections[0]
        #expect(two.items == [rect(0, 0, 320, 50), rect(0, 50, 160, 30)])
        #expect(two.frame.height == 80)
        // Five items: a full group of three, then items 3 and 4 at the same slots 100 further.
        let five = try layout([compositional(group, items: 5)]).sections[0]
        #expect(five.items[3...] == [rect(0, 100, 320, 50), rect(0, 150, 160, 30)])
        #expect(five.frame.height == 180)
    }

    @Test func aPartlyFilledGroupKeepsItsSlotsAtAnyDepth() throws {
        // VG FW1×AB100, flexible 0, of [item FW1×FH0.5, HG FW1×ES44 of [VG FW0.5×FH0.5,
        // flexible 4, of FW1×FH0.2 items; item FW0.5×AB50]], W 320. A full group: item 0
        // (0, 0, 320, 50); the HG as tall as its tallest member, the AB50 item (its VG is
        // 0.5 × 44 = 22), so 50 + 50 = 100 fits and the HG is at y 50; its VG holds 5 items
        // 0.2 × (22 − 4 · 4) = 1.2 tall, 4 apart, then the AB50 item (160, 50, 160, 50): 7 items,
        // the farthest far edge at 100, no slack after it. A partly filled group keeps a full
        // one's slots at every depth: the group of items 7–9 after a full one is the group of
        // 3 items alone, 100 further down, and either ends at its farthest item (the slack is 0).
        let stack = LayoutGroup.vertical(size(fw(0.5), fh(0.5)), subitems: [item(fw(1), fh(0.2))], spacing: .flexible(4))
        let row = LayoutGroup.horizontal(size(fw(1), es(44)), subitems: [.group(stack), item(fw(0.5), ab(50))])
        let group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), fh(0.5)), .group(row)], spacing: .flexible(0))
        let alone = try layout([compositional(group, items: 3)]).sections[0]
        let after = try layout([compositional(group, items: 10)]).sections[0]
        #expect(alone.items.map(\.y) == [0, 50, 50 + 1.2 + 4])
        #expect(alone.frame.height == alone.items[2].maxY)
        #expect(after.frame.height == 100 + alone.frame.height)
        let moved = alone.items.map { $0.offsetBy(Point(x: 0, y: 100)) }
        #expect(zip(after.items[7...], moved).allSatisfy { abs($0.y - $1.y) < 1e-9 && $0.height == $1.height })
    }

    @Test func farEdgesAreMeasuredWithinTheGroup() throws {
        // layout-rules §3's cases: HG FW1×AB50 of [FW0.5×AB50, FW0.5×AB80]. The AB80 item sticks
        // out past the group's end and counts as ending there, 50: a full group has no slack.
        // One item ends at 50; three items, a full group and one more, at 100.
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), ab(50)), item(fw(0.5), ab(80))])
        #expect(try layout([compositional(group, items: 1)]).sections[0].frame.height == 50)
        #expect(try layout([compositional(group, items: 3)]).sections[0].frame.height == 100)
        // With [FW0.5×AB60, FW0.5×AB80] the one item held sticks out by its own size: it is 60
        // tall, and the section ends at the group's end, 50.
        let taller = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), ab(60)), item(fw(0.5), ab(80))])
        let one = try layout([compositional(taller, items: 1)]).sections[0]
        #expect(one.items == [rect(0, 0, 160, 60)])
        #expect(one.frame.height == 50)
    }

    @Test func aCountFitsWhenItsLastMembersFarEdgeIsWithinTheGroup() throws {
        // layout-rules §3's case, W 428: HG FW1×AB95 of [FW0.4×AB66, FW0.2×AB66], fixed 0.3.
        // Three members leave a basis of 428 − 0.6 = 427.4: widths 0.4 × 427.4 = 170.96 and
        // 0.2 × 427.4 = 85.48, at x 0, 170.96 + 0.3 = 171.26, 171.26 + 85.48 + 0.3 = 257.04; the
        // third ends at 257.04 + 170.96 = 428 exactly (adding the spacings first would give
        // 428.00000000000006 and split the row).
        let group = LayoutGroup.horizontal(
            size(fw(1), ab(95)), subitems: [item(fw(0.4), ab(66)), item(fw(0.2), ab(66))], spacing: .fixed(0.3))
        let section = try layout([compositional(group, items: 3)], width: 428).sections[0]
        #expect(section.items.map(\.x) == [0, 170.96 + 0.3, 257.04])
        #expect(section.items.map(\.width) == [170.96, 85.48, 170.96])
        #expect(section.items.map(\.y) == [0, 0, 0])
        #expect(section.frame.height == 95)
    }

    @Test func theFitStopsAtTheFirstCountThatDoesNotFit() throws {
        // layout-rules §3. HG AB30×AB10, fixed 10, of FW0.5×FH1 items: 1 member is 15; 2 are
        // 10 + 10 + 10 = 30, which fits; 3 are 5 + 10 + 5 + 10 + 5 = 35, which does not. (4 would
        // leave a basis of 0 and their spacings take the 30 exactly, 0-wide members that "fit"
        // again; as FW0.3 items 10 apart in 320 hold 3, not the 33 whose spacings make 320, they
        // are not taken.) Two items a group, 10 wide at x 0 and 20.
        let group = LayoutGroup.horizontal(size(ab(30), ab(10)), subitems: [item(fw(0.5), fh(1))], spacing: .fixed(10))
        let section = try layout([compositional(group, items: 5)]).sections[0]
        #expect(section.items == [rect(0, 0, 10, 10), rect(20, 0, 10, 10), rect(0, 10, 10, 10), rect(20, 10, 10, 10), rect(0, 20, 10, 10)])
        #expect(section.frame.height == 30)
    }

    @Test func aMeasuredNestedGroupThatDoesNotFitGoesToTheNextGroup() throws {
        // layout-rules §3's case: the k-fit weighs a nested group estimated along its parent's
        // axis at what it holds. HG FW1×AB100 of [item FW0.5×FH1, VG ES40×FH1 of one item
        // ES40×FH1], W 320, 3 items each measured 200 wide. The VG holds one item, 200 wide:
        // 160 + 200 > 320, so every group holds the FW0.5 item alone (a measured width changes
        // no dimension that is not estimated): (0, y, 160, 100) for y 0, 100, 200; section 300.
        let column = LayoutGroup.vertical(size(es(40), fh(1)), subitems: [item(es(40), fh(1))])
        let group = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [item(fw(0.5), fh(1)), .group(column)])
        let measured = MeasuredSizes(Array(repeating: MeasuredSize(width: 200), count: 3))
        let section = try layout([compositional(group, items: 3, measurements: measured)]).sections[0]
        #expect(section.items == [rect(0, 0, 160, 100), rect(0, 100, 160, 100), rect(0, 200, 160, 100)])
        #expect(section.frame.height == 300)
    }

    @Test func theKFitWeighsTheItemAMemberHolds() throws {
        // layout-rules §3's case: each count is tried at its own basis. VG FW1×AB24, fixed 2, of
        // [VG FW1×FH0.5 of AB3 items, item FW1×ES10], W 320, 5 items, item 3 measured 20 tall and
        // item 4 5 tall. Two members leave a basis of 24 − 2 = 22: the inner VG is 11 tall and
        // holds 3 items (9 ≤ 11 < 12), so the item member is item 3, and 11 + 2 + 20 > 24: two
        // members do not fit. One member: the inner VG is 12 tall and holds items 0–3 at y 0, 3,
        // 6, 9; item 4 starts the next group at y 24.
        let inner = LayoutGroup.vertical(size(fw(1), fh(0.5)), subitems: [item(fw(1), ab(3))])
        let group = LayoutGroup.vertical(size(fw(1), ab(24)), subitems: [.group(inner), item(fw(1), es(10))], spacing: .fixed(2))
        let measured = MeasuredSizes([MeasuredSize(), MeasuredSize(), MeasuredSize(), MeasuredSize(height: 20), MeasuredSize(height: 5)])
        let items = try layout([compositional(group, items: 5, measurements: measured)]).sections[0].items
        #expect(items == [rect(0, 0, 320, 3), rect(0, 3, 320, 3), rect(0, 6, 320, 3), rect(0, 9, 320, 3), rect(0, 24, 320, 3)])
    }

    @Test func theFitStopsAtTheFirstFailureWhereAMemberHandsOnOtherItems() throws {
        // VG FW1×AB100, fixed 10, of [VG FW1×FH0.31 of AB3 items, item FW1×ES10], W 320, 30 items
        // measured 10 (items 6, 7, 15), 40 (8), 20 (9), 70 (10). The inner VG is 0.31 of the
        // basis and holds a third of that in items: 2 members (basis 90) 27.9, items 0–8, and the
        // item member is item 9: 27.9 + 10 + 20 fits. 3 members (basis 80): 24.8, items 0–7, item
        // 8, 24.8: 69.6 + 40 does not. 4 members (basis 70) would fit again (21.7, item 7,
        // 21.7, item 15: 93.4), but the group holds the counts up to the first that does not:
        // 2. Items 0–8 at y 0, 3, …, 24; item 9 after the spacing, 20 tall; item 10 starts the
        // next group at y 100.
        let inner = LayoutGroup.vertical(size(fw(1), fh(0.31)), subitems: [item(fw(1), ab(3))])
        let group = LayoutGroup.vertical(size(fw(1), ab(100)), subitems: [.group(inner), item(fw(1), es(10))], spacing: .fixed(10))
        var sizes = Array(repeating: MeasuredSize(), count: 30)
        for (index, height) in [(6, 10.0), (7, 10), (8, 40), (9, 20), (10, 70), (15, 10)] { sizes[index] = MeasuredSize(height: height) }
        let items = try layout([compositional(group, items: 30, measurements: MeasuredSizes(sizes))]).sections[0].items
        #expect(Array(items[0..<9]) == (0..<9).map { rect(0, Double($0) * 3, 320, 3) })
        #expect(items[9] == rect(0, 0.31 * 90 + 10, 320, 20))
        #expect(items[10].y == 100)
    }

    @Test func measuredSizesThatMeasureNothingChangeNothing() throws {
        // layout-rules §5's case: an orthogonal row (continuous, interGroupSpacing 10) of VG
        // ES44×AB100 holding [ES30×AB50, ES60×AB50] items, 3 items, W 320. A group estimated along
        // the row is as wide as what it holds: the first 60, the partly filled second, holding
        // the 30-wide item alone, 30; contentWidth 60 + 10 + 30 = 100. Sizes that measure
        // nothing (`{}`) leave it so.
        let group = LayoutGroup.vertical(size(es(44), ab(100)), subitems: [item(es(30), ab(50)), item(es(60), ab(50))])
        let nothing = MeasuredSizes(Array(repeating: MeasuredSize(), count: 3))
        for measurements in [nil, nothing] {
            let section = try layout([compositional(group, items: 3, interGroupSpacing: 10, scrolling: .continuous, measurements: measurements)]).sections[0]
            #expect(section.items == [rect(0, 0, 30, 50), rect(0, 50, 60, 50), rect(70, 0, 30, 50)])
            #expect(section.orthogonal?.contentWidth == 100)
        }
    }

    @Test func aGroupsAnchoredItemSitsOnWhatAnEstimatedGroupHolds() throws {
        // layout-rules §3's case: VG AB160×ES49 of [ES77×ES51, ES70×ES36] items, 1 item, a 19×15
        // item anchored to the group's [bottom]. The group holds item 0 alone, so it is 51 tall
        // (not 51 + 36 = 87): the anchored item is centred on x 80, at y 51 − 15 = 36.
        var group = LayoutGroup.vertical(size(ab(160), es(49)), subitems: [item(es(77), es(51)), item(es(70), es(36))])
        group.supplementaries = [AnchoredSupplementary(kind: "tag", size: size(ab(19), ab(15)), containerAnchor: Anchor(edges: [.bottom]))]
        let section = try layout([compositional(group, items: 1)]).sections[0]
        #expect(section.items == [rect(0, 0, 77, 51)])
        #expect(section.frame.height == 51)
        #expect(section.supplementaries.map(\.frame) == [rect(80 - 9.5, 36, 19, 15)])
    }

    @Test func aGroupsAnchoredItemsAreNumberedByGroupInstance() throws {
        // SPEC: a group's anchored item is at item k, k counting the section's group instances
        // that carry one of its kind. A row of two FW0.5 items with a bottom line, 5 items: three
        // rows, the lines at items 0, 1, 2 (the rows' first items are 0, 2 and 4).
        var row = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), fh(1))])
        row.supplementaries = [AnchoredSupplementary(kind: "line", size: size(fw(1), ab(2)), containerAnchor: Anchor(edges: [.bottom]))]
        let rows = try layout([compositional(row, items: 5)]).sections[0].supplementaries
        #expect(rows.map(\.index) == [0, 1, 2])
        #expect(rows.map(\.item) == [0, 2, 4])
        #expect(rows.map(\.frame.y) == [48, 98, 148])
        // A nested column carrying a bar, two per row: its instances at items 0, 1, 2, 3 over
        // two rows; beside an item with a badge, which keeps its item's index (items 0 and 3).
        var column = LayoutGroup.vertical(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(0.5))])
        column.supplementaries = [AnchoredSupplementary(kind: "bar", size: size(ab(10), ab(2)), containerAnchor: Anchor(edges: [.top]))]
        let badged = LayoutItem(
            size: size(fw(0.5), fh(1)),
            supplementaries: [AnchoredSupplementary(kind: "badge", size: size(ab(4), ab(4)), containerAnchor: Anchor(edges: [.top]))])
        let grid = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [.group(column)])
        let badges = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [.item(badged), .group(column)])
        let bars = try layout([compositional(grid, items: 7)]).sections[0].supplementaries
        #expect(bars.map(\.index) == [0, 1, 2, 3])
        #expect(bars.map(\.item) == [0, 2, 4, 6])
        let mixed = try layout([compositional(badges, items: 6)]).sections[0].supplementaries
        #expect(mixed.map(\.kind) == ["badge", "bar", "badge", "bar"])
        #expect(mixed.map(\.index) == [0, 0, 3, 1])
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
