import LayoutEngine
import Testing

/// The group solver's work is bounded over a whole run: the group members its sections lay out,
/// estimated before any is laid out, and the subitems its k-fits weigh.
@Suite struct SolverWorkTests {
    /// Groups of `count` nested `depth` deep around one item 1 point wide.
    func nested(depth: Int, count: Int) -> LayoutGroup {
        var node = item(ab(1), fh(1))
        for _ in 1..<depth {
            node = .group(.horizontal(size(fw(1), ab(1)), subitems: [node], count: count))
        }
        return .horizontal(size(fw(1), ab(1)), subitems: [node], count: count)
    }

    @Test func groupMembersCountEachGroupOnce() {
        // 10 + 10 + 10 members, however many times the groups repeat one another.
        #expect(compositional(nested(depth: 3, count: 10), items: 1).groupMembers == 30)
        #expect(compositional(nested(depth: 3, count: 10), items: 0).groupMembers == 30)
        // A group without a count has its subitems' members; a custom group its frames.
        let custom = LayoutNode.group(LayoutGroup(size: size(ab(10), ab(10)), arrangement: .custom([CustomItem(frame: rect(0, 0, 1, 1)), CustomItem(frame: rect(1, 0, 1, 1))])))
        let group = LayoutGroup.vertical(size(fw(1), ab(10)), subitems: [item(ab(1), ab(1)), custom, item(ab(2), ab(1))])
        #expect(compositional(group, items: 100).groupMembers == 3 + 2)
        // The other kinds lay out no groups.
        let waterfall = Section(id: "w", content: .waterfall(WaterfallSection(items: WaterfallItems(ratios: [1, 2]))))
        #expect(waterfall.groupMembers == 0)
    }

    /// With measured items and an estimated dimension each group instance is solved on its own:
    /// the members once per instance, as many as the fewest items an instance holds allow.
    @Test func measuredItemsCountEveryInstance() {
        let group = LayoutGroup.horizontal(size(fw(1), es(50)), subitems: [item(fw(1), es(50))], count: 3)
        let measured = MeasuredSizes(Array(repeating: MeasuredSize(height: 40), count: 10))
        // 10 items, at least 3 an instance: 4 instances of 3 members.
        #expect(compositional(group, items: 10, measurements: measured).groupMembers == 12)
        #expect(compositional(group, items: 0, measurements: measured).groupMembers == 0)
        // Without measurements one solve is stamped for every instance.
        #expect(compositional(group, items: 10).groupMembers == 3)
    }

    /// 40 sections of groups of 10,000 nested 31 deep: 310,000 members each, 12,400,000 in
    /// all. The 33rd passes 10,000,000, and is refused before any section is laid out: the
    /// section before them, which needs the container's height, is never reached.
    @Test func groupMembersPastTheLimitAreRefusedBeforeAnySectionIsLaidOut() throws {
        let deep = compositional(nested(depth: 31, count: 10_000), items: 1)
        #expect(deep.groupMembers == 310_000)
        let needsHeight = compositional(.horizontal(size(fw(1), fh(0.5)), subitems: [item(fw(1), fh(1))]), items: 1)
        let screen = Screen(container: Container(width: 320), sections: [needsHeight] + Array(repeating: deep, count: 40))
        #expect(throws: LayoutError.tooManyGroupMembers(section: 33, limit: SolverWork.groupMemberLimit)) {
            try screen.layout()
        }
        // 32 of them lay out (the members of each solved once, not 10,000 times each).
        let fewer = Screen(container: Container(width: 320), sections: Array(repeating: deep, count: 32))
        let result = try fewer.layout()
        #expect(result.sections.map(\.items.count) == Array(repeating: 1, count: 32))
    }

    /// The members are counted over a run: each layout adds its own, and at several widths
    /// (each section as its variants resolve it) the estimate is made for all of them at once.
    @Test func groupMembersAreCountedOverARun() throws {
        let deep = compositional(nested(depth: 31, count: 10_000), items: 1)
        let screen = Screen(container: Container(width: 320), sections: Array(repeating: deep, count: 20))
        var work = SolverWork()
        _ = try screen.layout(elementLimit: .max, work: &work)
        #expect(work.groupMembers == 6_200_000)
        // 6,200,000 and 13 more sections' 4,030,000 pass 10,000,000.
        #expect(throws: LayoutError.tooManyGroupMembers(section: 12, limit: SolverWork.groupMemberLimit)) {
            try screen.layout(elementLimit: .max, work: &work)
        }
        #expect(throws: LayoutError.tooManyGroupMembers(section: 12, limit: SolverWork.groupMemberLimit)) {
            try screen.groupMembers(atWidths: [320, 400], after: SolverWork())
        }
        // A variant narrower than 350 of one member: at 320 the sections cost 20, at 400 6,200,000.
        var light = deep
        light.variants = [SectionVariant(minWidth: nil, maxWidth: 350, section: compositional(.horizontal(size(fw(1), ab(1)), subitems: [item(fw(1), fh(1))]), items: 1))]
        let varied = Screen(container: Container(width: 320), sections: Array(repeating: light, count: 20))
        #expect(try varied.groupMembers(atWidths: [320, 400, 300], after: SolverWork()) == 6_200_040)
    }

    /// A group of 100 fractions each 1/30,000 of the width: its k-fit tries 30,001 members
    /// and weighs the 100 subitems for each, 3,000,100 in all. One such section lays out; the
    /// second's weighing passes the 5,000,000 the layout may weigh, and is refused.
    @Test func theKFitsWeightIsCountedOverTheSections() throws {
        let group = LayoutGroup.horizontal(
            size(fw(1), ab(1)), subitems: Array(repeating: item(fw(1.0 / 30_000), fh(1)), count: 100))
        let section = compositional(group, items: 20_000)
        var work = SolverWork()
        let one = try Screen(container: Container(width: 100), sections: [section]).layout(elementLimit: .max, work: &work)
        #expect(one.sections[0].items.count == 20_000)
        #expect(work.fitWeight == 3_000_100)
        #expect(throws: LayoutError.groupTooLarge(section: 1, limit: SolverWork.fitWeightLimit)) {
            try Screen(container: Container(width: 100), sections: [section, section]).layout()
        }
    }
}
