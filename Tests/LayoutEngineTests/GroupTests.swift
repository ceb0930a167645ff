import LayoutEngine
import Testing

/// layout-rules §3, groups: every worked case, then hand-derived ones for the rules without one.
@Suite struct GroupTests {
    /// A horizontal group 320 wide and 100 tall in a 320-wide section.
    func row(_ subitems: [LayoutNode], spacing: Spacing = .zero, count: Int? = nil, insets: EdgeInsets = .zero) -> LayoutGroup {
        .horizontal(size(fw(1), ab(100)), subitems: subitems, count: count, spacing: spacing, contentInsets: insets)
    }

    func xs(_ frames: [Rect]) -> [Double] { frames.map(\.x) }

    @Test func fixedSpacingFitsThreeItemsOfThirty() throws {
        let result = try frames(compositional(row([item(fw(0.3), fh(1))], spacing: .fixed(10)), items: 3))
        #expect(result.map(\.width) == [90, 90, 90])
        #expect(xs(result) == [0, 100, 200])
    }

    @Test func fixedSpacingFitsFourQuarters() throws {
        let result = try frames(compositional(row([item(fw(0.25), fh(1))], spacing: .fixed(10)), items: 4))
        #expect(result.map(\.width) == [72.5, 72.5, 72.5, 72.5])
        #expect(xs(result) == [0, 82.5, 165, 247.5])
    }

    @Test func fixedSpacingFitsTwoOfForty() throws {
        let result = try frames(compositional(row([item(fw(0.4), fh(1))], spacing: .fixed(10)), items: 2))
        #expect(result.map(\.width) == [124, 124])
        #expect(xs(result) == [0, 134])
        // A third item goes to the next group.
        let three = try frames(compositional(row([item(fw(0.4), fh(1))], spacing: .fixed(10)), items: 3))
        #expect(three[2] == rect(0, 100, 124, 100))
    }

    @Test func mixedSubitemsShareTheReducedWidth() throws {
        let result = try frames(
            compositional(row([item(fw(0.5), fh(1)), item(ab(50), fh(1))], spacing: .fixed(10)), items: 2))
        #expect(result.map(\.width) == [155, 50])
        #expect(xs(result) == [0, 165])
    }

    @Test func subitemsAreUsedInTurnAndEachGroupStartsAgain() throws {
        // [AB100, AB50] fixed 10 in 320: 100 + 10 + 50 + 10 + 100 = 270 fits, + 10 + 50 = 330 does not.
        let result = try frames(
            compositional(row([item(ab(100), fh(1)), item(ab(50), fh(1))], spacing: .fixed(10)), items: 5))
        #expect(result.map(\.width) == [100, 50, 100, 100, 50])
        #expect(xs(result) == [0, 110, 170, 0, 110])
        #expect(result.map(\.y) == [0, 0, 0, 100, 100])
    }

    @Test func flexibleSpacingSharesTheLeftover() throws {
        let thirds = try frames(compositional(row([item(fw(0.3), fh(1))], spacing: .flexible(10)), items: 3))
        #expect(xs(thirds) == [0, 115, 230])
        let absolute = try frames(compositional(row([item(ab(100), fh(1))], spacing: .flexible(4)), items: 3))
        #expect(xs(absolute) == [0, 110, 220])
    }

    @Test func flexibleSpacingAtScaleTwo() throws {
        let result = try frames(
            compositional(row([item(fw(0.25), fh(1))], spacing: .flexible(1)), items: 4), scale: 2)
        #expect(result.map(\.width) == [79, 79, 79, 79])
        #expect(xs(result) == [0, 80.5, 160.5, 241])
    }

    @Test func aLoneItemWithFlexibleSpacingStaysLeading() throws {
        let result = try frames(compositional(row([item(ab(200), fh(1))], spacing: .flexible(10)), items: 1))
        #expect(result == [rect(0, 0, 200, 100)])
    }

    @Test func countMakesExactlyThatManyCopies() throws {
        let result = try frames(compositional(row([item(ab(30), fh(1))], spacing: .fixed(10), count: 3), items: 3))
        #expect(result.map(\.width) == [100, 100, 100])
        #expect(xs(result) == [0, 110, 220])
    }

    @Test func itemInsetsShrinkTheSlotInsideGroupInsets() throws {
        let group = row([item(fw(0.5), fh(1), insets: insets(5, 6, 7, 8))], insets: insets(1, 2, 3, 4))
        let result = try frames(compositional(group, items: 2))
        #expect(result == [rect(8, 6, 143, 84), rect(165, 6, 143, 84)])
    }

    /// layout-rules §3's worked case: a negative inset grows the frame past its slot. Items
    /// FW0.5 × FH1 with insets (0, −10, 0, −10) in an HG FW1 × AB50 at W 320: slots of 160 at x
    /// 0 and 160, frames 160 + 10 + 10 = 180 wide at x −10 and 150.
    @Test func negativeItemInsetsGrowTheFramePastItsSlot() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), fh(1), insets: insets(0, -10, 0, -10))])
        #expect(try frames(compositional(group, items: 2)) == [rect(-10, 0, 180, 50), rect(150, 0, 180, 50)])
    }

    /// A group's negative insets give its subitems more room (§2): 320 + 10 + 10 = 340, so
    /// FW0.5 items are 170 wide from x −10; 100 + 5 tall from y −5.
    @Test func negativeGroupInsetsWidenTheRoomOfTheSubitems() throws {
        let group = row([item(fw(0.5), fh(1))], insets: insets(-5, -10, 0, -10))
        #expect(try frames(compositional(group, items: 2)) == [rect(-10, -5, 170, 105), rect(160, -5, 170, 105)])
    }

    /// A section's negative insets widen its group's container (§2) and move the content out
    /// of the section's frame: insets (−5, −20, 0, −20) at W 320 make the FW1 group 360 wide
    /// from x −20 and y −5, its FW0.5 items 180 wide; the section is −5 + 50 = 45 long.
    @Test func negativeSectionInsetsWidenTheGroupsContainer() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), fh(1))])
        let result = try layout([compositional(group, items: 2, contentInsets: insets(-5, -20, 0, -20))]).sections[0]
        #expect(result.items == [rect(-20, -5, 180, 50), rect(160, -5, 180, 50)])
        #expect(result.frame.height == 45)
    }

    /// Negative insets that outweigh the content leave a section of no length, never a negative
    /// one (§1): −100 + 50 + 0 is −50, so the section is 0 long and the next starts where it does.
    @Test func aSectionIsNeverNegativelyLong() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(1), fh(1))])
        let result = try layout([compositional(group, items: 1, contentInsets: insets(-100, 0, 0, 0)), compositional(group, items: 1)])
        #expect(result.sections.map(\.frame.height) == [0, 50])
        #expect(result.sections.map { $0.items[0].y } == [-100, 0])
        #expect(result.contentSize.height == 50)
    }

    @Test func insetsAreIgnoredOnAnEstimatedAxis() throws {
        // Item AB100 × ES40 with insets (5,6,7,8): the width loses 6 + 8, the height keeps 40
        // and its top inset; the group's height is estimated from it too.
        let group = LayoutGroup.horizontal(
            size(fw(1), es(50)), subitems: [item(ab(100), es(40), insets: insets(5, 6, 7, 8))])
        let result = try frames(compositional(group, items: 1))
        #expect(result == [rect(6, 0, 86, 40)])
    }

    @Test func fixedEdgeSpacingTakesRoomWithoutShrinking() throws {
        // NSCollectionLayoutEdgeSpacing(leading: 4, top: 5, trailing: 6, bottom: 7).
        let spaced = LayoutItem(
            size: size(fw(0.5), fh(1)),
            edgeSpacing: EdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7)))
        let result = try frames(compositional(row([.item(spaced)]), items: 2))
        #expect(result == [rect(4, 5, 160, 100), rect(4, 105, 160, 100)])
    }

    @Test func flexibleEdgesCentreAnItem() throws {
        // Leading and trailing flexible(0): the 120 left over splits 60 / 60.
        let centred = LayoutItem(
            size: size(ab(200), ab(40)), edgeSpacing: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        #expect(try frames(compositional(row([.item(centred)]), items: 1)) == [rect(60, 0, 200, 40)])
        // Top flexible only: the item sinks to the bottom of the 100-tall group.
        let sunk = LayoutItem(size: size(ab(200), ab(40)), edgeSpacing: EdgeSpacing(top: .flexible(0)))
        #expect(try frames(compositional(row([.item(sunk)]), items: 1)) == [rect(0, 60, 200, 40)])
    }

    @Test func anItemTallerThanItsGroupSticksOut() throws {
        let result = try frames(compositional(row([item(ab(100), ab(150))]), items: 4))
        // Three fit across; the next group starts 100 down, the group keeping its height.
        #expect(result == [rect(0, 0, 100, 150), rect(100, 0, 100, 150), rect(200, 0, 100, 150), rect(0, 100, 100, 150)])
    }

    @Test func anItemWiderThanItsGroupStillTakesAGroup() throws {
        let result = try frames(compositional(row([item(ab(400), fh(1))]), items: 2))
        #expect(result == [rect(0, 0, 400, 100), rect(0, 100, 400, 100)])
    }

    @Test func nestedGroupsArePlacedLikeItems() throws {
        let inner = LayoutGroup.vertical(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(0.5))], spacing: .fixed(4))
        let outer = LayoutGroup.horizontal(
            size(fw(1), ab(100)), subitems: [item(fw(0.5), fh(1)), .group(inner)], spacing: .fixed(6))
        let result = try frames(compositional(outer, items: 3))
        #expect(result == [rect(0, 0, 157, 100), rect(163, 0, 157, 48), rect(163, 52, 157, 48)])
    }

    @Test func aPartlyFilledNestedGroupKeepsItsSlots() throws {
        let inner = LayoutGroup.vertical(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(0.5))], spacing: .fixed(4))
        let outer = LayoutGroup.horizontal(
            size(fw(1), ab(100)), subitems: [item(fw(0.5), fh(1)), .group(inner)], spacing: .fixed(6))
        let result = try layout([compositional(outer, items: 5)]).sections[0]
        #expect(result.items[3] == rect(0, 100, 157, 100))
        #expect(result.items[4] == rect(163, 100, 157, 48))
        // The last group ends at the held item whose far edge is farthest (layout-rules §3): item 3,
        // 100 tall, not item 4, which ends at 48; plus a full group's slack after its farthest
        // item (100 tall in a 100-tall group): 0. Section 100 + 100.
        #expect(result.frame.height == 200)
    }

    /// layout-rules §3: "its last item" is the held item whose far edge is farthest, so a partly
    /// filled group never ends past a full one.
    @Test func aPartlyFilledGroupEndsAtItsFarthestItemNotItsLast() throws {
        // HG FW1×AB100 of [FW0.5×AB80, FW0.5×AB40], 3 items: the full group's farthest item is
        // the 80-tall one, leaving 20; the second group holds one 80-tall item: 80 + 20.
        let group = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [item(fw(0.5), ab(80)), item(fw(0.5), ab(40))])
        let result = try layout([compositional(group, items: 3)]).sections[0]
        #expect(result.items == [rect(0, 0, 160, 80), rect(160, 0, 160, 40), rect(0, 100, 160, 80)])
        #expect(result.frame.height == 200)
    }

    /// A vertical group 100 tall of 30-tall items, 5 items.
    func column(_ spacing: Spacing) -> Section {
        compositional(.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), ab(30))], spacing: spacing), items: 5)
    }

    /// layout-rules §3: a group is partly filled whenever it holds fewer items than a full one,
    /// whatever the spacing.
    @Test func aPartlyFilledGroupWithoutSpacingEndsWithAFullGroupsSlack() throws {
        // Three 30-tall items fit in 100; two held end at 60, and a full group leaves 100 − 90.
        let two = compositional(.vertical(size(fw(1), ab(100)), subitems: [item(fw(1), ab(30))]), items: 2)
        let plain = try layout([two]).sections[0]
        #expect(plain.items.map(\.y) == [0, 30])
        #expect(plain.frame.height == 70)
        // With fixed 5, three fit exactly (30 + 5 + 30 + 5 + 30 = 100): two end at 65, slack 0.
        let spaced = compositional(
            .vertical(size(fw(1), ab(100)), subitems: [item(fw(1), ab(30))], spacing: .fixed(5)), items: 2)
        #expect(try layout([spaced]).sections[0].frame.height == 65)
    }

    @Test func aPartlyFilledLastGroupEndsWithAFullGroupsSlack() throws {
        let plain = try layout([column(.zero)]).sections[0]
        #expect(plain.items.map(\.y) == [0, 30, 60, 100, 130])
        #expect(plain.frame.height == 170)
        let fixed = try layout([column(.fixed(10))]).sections[0]
        #expect(fixed.items.map(\.y) == [0, 40, 100, 140, 200])
        #expect(fixed.frame.height == 260)
        let flexible = try layout([column(.flexible(10))]).sections[0]
        #expect(flexible.items.map(\.y) == [0, 70, 100, 170, 200])
        #expect(flexible.frame.height == 230)
    }

    /// layout-rules §3: "its last item" is the item itself, at whatever depth and whatever the axis
    /// of the group holding it.
    @Test func aPartlyFilledLastGroupEndsAtItsLastItemAtAnyDepth() throws {
        let column = LayoutGroup.vertical(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(0.5))])
        let row = LayoutGroup.horizontal(size(fw(1), ab(100)), subitems: [.group(column)])
        let result = try layout([compositional(row, items: 9)]).sections[0]
        #expect(result.items[8] == rect(0, 200, 160, 50))
        #expect(result.frame.height == 250)
    }

    @Test func customGroupsPlaceItemsAtTheirFramesAndAreNotTrimmed() throws {
        let group = LayoutGroup(
            size: size(fw(1), ab(120)),
            arrangement: .custom([rect(0, 0, 100, 100), rect(110, 20, 50, 50), rect(170, 0, 150, 120)].map { CustomItem(frame: $0) }))
        let section = compositional(group, items: 4, interGroupSpacing: 8, contentInsets: insets(10, 12, 0, 0))
        let result = try layout([section]).sections[0]
        #expect(result.items == [rect(12, 10, 100, 100), rect(122, 30, 50, 50), rect(182, 10, 150, 120), rect(12, 138, 100, 100)])
        // Two groups of 120 and the spacing between them: the second is not trimmed.
        #expect(result.frame.height == 10 + 120 + 8 + 120)
    }

    @Test func aCustomGroupsItemsKeepTheirCustomItemsZIndex() throws {
        // layout-rules §3, custom groups: W 320, a 100-tall group of three custom items, zIndex −1,
        // 2 and 0. Five items: the first repetition's three, then the second's first two, 100
        // lower, with the same zIndices (−1, 2, 0, −1, 2).
        let group = LayoutGroup(
            size: size(fw(1), ab(100)),
            arrangement: .custom([
                CustomItem(frame: rect(0, 0, 100, 100), zIndex: -1), CustomItem(frame: rect(50, 50, 100, 50), zIndex: 2),
                CustomItem(frame: rect(200, 0, 50, 50)),
            ]))
        let result = try layout([compositional(group, items: 5)]).sections[0]
        #expect(result.items == [rect(0, 0, 100, 100), rect(50, 50, 100, 50), rect(200, 0, 50, 50), rect(0, 100, 100, 100), rect(50, 150, 100, 50)])
        #expect(result.itemZIndices == [-1, 2, 0, -1, 2])
        // What a rect holds lists each with its zIndex: the rect (0, 0, 320, 60) meets the first
        // three.
        let listed = try layout([compositional(group, items: 5)]).elementIndex().elements(in: rect(0, 0, 320, 60), contentOffset: .zero)
        #expect(listed.map(\.zIndex) == [-1, 2, 0])
    }

    @Test func aNestedCustomGroupsZIndexAndAnItemsLieSideBySide() throws {
        // A 320 × 100 horizontal group of an FW(0.5) item of zIndex 5 and an FW(0.5) custom group
        // of one 20 × 20 item of zIndex 3 at (10, 10): the item (0, 0, 160, 100), the custom
        // item at the custom group's origin (160, 0) plus (10, 10). The zIndices are their own.
        let custom = LayoutGroup(size: size(fw(0.5), fh(1)), arrangement: .custom([CustomItem(frame: rect(10, 10, 20, 20), zIndex: 3)]))
        let row = LayoutGroup.horizontal(
            size(fw(1), ab(100)), subitems: [.item(LayoutItem(size: size(fw(0.5), fh(1)), zIndex: 5)), .group(custom)])
        let result = try layout([compositional(row, items: 2)]).sections[0]
        #expect(result.items == [rect(0, 0, 160, 100), rect(170, 10, 20, 20)])
        #expect(result.itemZIndices == [5, 3])
    }

    @Test func anEstimatedGroupIsAsTallAsItsTallestMember() throws {
        let group = LayoutGroup.horizontal(size(fw(1), es(44)), subitems: [item(fw(0.5), es(30))])
        let result = try layout([compositional(group, items: 4)]).sections[0]
        #expect(result.items.map(\.y) == [0, 0, 30, 30])
        #expect(result.frame.height == 60)
    }

    @Test func measuredHeightsSizeAnEstimatedGroup() throws {
        let group = LayoutGroup.vertical(size(fw(1), es(44)), subitems: [item(fw(1), es(44))])
        let measured = MeasuredSizes(Array(repeating: MeasuredSize(height: 45), count: 5))
        let section = compositional(group, items: 5, interGroupSpacing: 3, measurements: measured)
        let result = try layout([section]).sections[0]
        #expect(result.items.map(\.y) == [0, 48, 96, 144, 192])
        #expect(result.frame.height == 237)
    }

    /// layout-rules §3: a partly filled estimated group counts only the members it holds.
    @Test func aPartlyFilledEstimatedGroupIsAsTallAsTheItemsItHolds() throws {
        let group = LayoutGroup.horizontal(size(fw(1), es(50)), subitems: [item(fw(0.5), es(50))], count: 2, spacing: .fixed(5))
        let measured = MeasuredSizes(Array(repeating: MeasuredSize(height: 45), count: 5))
        let section = compositional(group, items: 5, interGroupSpacing: 3, measurements: measured)
        let result = try layout([section]).sections[0]
        #expect(result.items.map(\.y) == [0, 0, 48, 48, 96])
        #expect(result.frame.height == 141)
    }

    /// layout-rules §3 (UIKit's case s22): a partly filled group estimated along the scroll axis
    /// takes no slack from its empty slots; it ends at its tallest held member.
    @Test func aPartlyFilledEstimatedGroupTakesNoSlackFromItsEmptySlots() throws {
        let group = LayoutGroup.horizontal(size(fw(1), es(50)), subitems: [item(fw(0.5), es(50))], count: 2, spacing: .fixed(5))
        let measured = MeasuredSizes(Array(repeating: MeasuredSize(height: 77), count: 5))
        let section = compositional(group, items: 5, interGroupSpacing: 3, measurements: measured)
        let result = try layout([section]).sections[0]
        // Rows of 77 and the spacing of 3: y 0, 80, 160; the last row ends at its one item's 77.
        #expect(result.items.map(\.y) == [0, 0, 80, 80, 160])
        #expect(result.frame.height == 237)
    }

    @Test func measuredWidthsDecideWhatFitsInARow() throws {
        // A tag row: estimated-width items, measured 150, 100, 120, 60 with fixed 10 in 320:
        // 150 + 10 + 100 = 260 fits, + 10 + 120 does not; then 120 + 10 + 60.
        let group = LayoutGroup.horizontal(size(fw(1), ab(30)), subitems: [item(es(80), fh(1))], spacing: .fixed(10))
        let measured = MeasuredSizes([150, 100, 120, 60].map { MeasuredSize(width: $0) })
        let result = try frames(compositional(group, items: 4, measurements: measured))
        #expect(result == [rect(0, 0, 150, 30), rect(160, 0, 100, 30), rect(0, 30, 120, 30), rect(130, 30, 60, 30)])
    }

    // MARK: Uniform across siblings

    /// layout-rules §3's case: each row's items take the tallest held one's height.
    @Test func uniformItemsTakeTheTallestHeightOfTheirRow() throws {
        let group = LayoutGroup.horizontal(size(fw(1), es(50)), subitems: [item(fw(0.5), un(50))])
        let measured = MeasuredSizes([60, 90, 40].map { MeasuredSize(height: $0) })
        let result = try layout([compositional(group, items: 3, measurements: measured)]).sections[0]
        #expect(result.items == [rect(0, 0, 160, 90), rect(160, 0, 160, 90), rect(0, 90, 160, 40)])
        #expect(result.frame.height == 130)
    }

    /// Unmeasured, a uniform member is its estimate: two subitems of different estimates give
    /// rows of the larger, 50, and two rows are 100.
    @Test func unmeasuredUniformItemsTakeTheLargestEstimate() throws {
        let group = LayoutGroup.horizontal(size(fw(1), es(44)), subitems: [item(fw(0.5), un(30)), item(fw(0.5), un(50))])
        let result = try layout([compositional(group, items: 4)]).sections[0]
        #expect(result.items.map(\.height) == [50, 50, 50, 50])
        #expect(result.items.map(\.y) == [0, 0, 50, 50])
        #expect(result.frame.height == 100)
    }

    /// Only the members that have it are made uniform: between two uniform items measured 60
    /// and 30, an estimated one keeps its 90, and the row is as tall as it.
    @Test func anEstimatedSiblingIsNotMadeUniform() throws {
        let third = 1.0 / 3
        let group = LayoutGroup.horizontal(
            size(fw(1), es(50)), subitems: [item(fw(third), un(50)), item(fw(third), es(50)), item(fw(third), un(50))])
        let measured = MeasuredSizes([60, 90, 30].map { MeasuredSize(height: $0) })
        let result = try layout([compositional(group, items: 3, measurements: measured)], width: 300).sections[0]
        #expect(result.items == [rect(0, 0, 100, 60), rect(100, 0, 100, 90), rect(200, 0, 100, 60)])
        #expect(result.frame.height == 90)
    }

    /// Uniform along the group's own axis: widths measured 50 and 80 both become 80, so the
    /// second item starts at 80.
    @Test func uniformWidthsAlongARow() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(30)), subitems: [item(un(40), fh(1))])
        let measured = MeasuredSizes([50, 80].map { MeasuredSize(width: $0) })
        let result = try frames(compositional(group, items: 2, measurements: measured))
        #expect(result == [rect(0, 0, 80, 30), rect(80, 0, 80, 30)])
    }

    /// A uniform axis is an estimated one: the item's insets are ignored on it, kept on the
    /// other (layout-rules §3).
    @Test func insetsAreIgnoredOnAUniformAxis() throws {
        let group = LayoutGroup.horizontal(size(fw(1), es(50)), subitems: [item(fw(0.5), un(50), insets: insets(5, 6, 7, 8))])
        let result = try frames(compositional(group, items: 2))
        #expect(result == [rect(6, 0, 146, 50), rect(166, 0, 146, 50)])
    }
}
