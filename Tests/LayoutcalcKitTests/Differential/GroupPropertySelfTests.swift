import LayoutEngine
import Testing

/// The group properties (`GroupProperties`) can fail: each is shown a layout broken where it
/// looks, and reports it (and a sound layout of the same screen breaks none).
@Suite struct GroupPropertySelfTests {
    /// W 428 × H 480, layout-rules §3's cases: the row whose three members end at 428 exactly
    /// (HG AB428×AB95 of [FW0.4×AB66, FW0.2×AB66], fixed 0.3), 5 items, a line at each row's
    /// bottom; and the estimated group whose anchored item sits on what it holds (VG AB160×ES49
    /// of [ES77×ES51, ES70×ES36]), 3 items, a 19×15 tag at its bottom.
    static func screen(fractions: [Double] = [0.4, 0.2]) -> Screen {
        func item(_ width: Dimension, _ height: Dimension) -> LayoutNode {
            .item(LayoutItem(size: LayoutSize(width: width, height: height)))
        }
        var row = LayoutGroup.horizontal(
            LayoutSize(width: .absolute(428), height: .absolute(95)),
            subitems: fractions.map { item(.fractionalWidth($0), .absolute(66)) }, spacing: .fixed(0.3))
        row.supplementaries = [
            AnchoredSupplementary(
                kind: "line", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(2)),
                containerAnchor: Anchor(edges: [.bottom]))
        ]
        var column = LayoutGroup.vertical(
            LayoutSize(width: .absolute(160), height: .estimated(49)),
            subitems: [item(.estimated(77), .estimated(51)), item(.estimated(70), .estimated(36))])
        column.supplementaries = [
            AnchoredSupplementary(
                kind: "tag", size: LayoutSize(width: .absolute(19), height: .absolute(15)),
                containerAnchor: Anchor(edges: [.bottom]))
        ]
        return Screen(
            container: Container(width: 428, height: 480),
            sections: [
                Section(id: "row", content: .compositional(CompositionalSection(group: row, itemCount: 5))),
                Section(id: "column", content: .compositional(CompositionalSection(group: column, itemCount: 3))),
            ])
    }

    /// What the group properties find in `layout` and `probed`, against `screen`'s rules.
    func findings(_ layout: ScreenLayout, probed: ScreenLayout, of screen: Screen = Self.screen()) -> Findings {
        var findings = Findings()
        GroupProperties(rules: ScreenRules(screen), layout: layout, probed: probed).check(&findings)
        return findings
    }

    func reports(_ property: Property, _ findings: Findings) -> Bool {
        findings.messages.contains { $0.hasPrefix("[\(property.rawValue)]") }
    }

    /// The layout of the screen, and of the screen probed.
    func laidOut() throws -> (layout: ScreenLayout, probed: ScreenLayout) {
        (try Self.screen().layout(), try GroupProperties.probedScreen(ScreenRules(Self.screen())).layout())
    }

    @Test func aSoundLayoutBreaksNothing() throws {
        let (layout, probed) = try laidOut()
        let found = findings(layout, probed: probed)
        #expect(found.messages == [])
        for property in [Property.groupAnchors, .groupFrames, .farEdges, .kFit] {
            #expect(found.checked[property, default: 0] > 0, "\(property)")
        }
    }

    @Test func groupAnchorsReportsAnIndexNotCountingInstances() throws {
        var (layout, probed) = try laidOut()
        // The second row's line at its first item, as an item's would be.
        layout.sections[0].supplementaries[1].index = 3
        #expect(reports(.groupAnchors, findings(layout, probed: probed)))
    }

    @Test func groupAnchorsReportsAnItemNotTheGroupsFirst() throws {
        var (layout, probed) = try laidOut()
        layout.sections[0].supplementaries[1].item = 4
        #expect(reports(.groupAnchors, findings(layout, probed: probed)))
    }

    @Test func groupAnchorsReportsAnAnchoredItemOnAnEmptySlotsEstimate() throws {
        // The partly filled column holds item 2 alone, 51 tall: after the rows (190) and the
        // full column (87), its tag is at y 277 + 51 − 15 = 313, not on the full column's 87.
        var (layout, probed) = try laidOut()
        let tag = layout.sections[1].supplementaries.count - 1
        layout.sections[1].supplementaries[tag].frame.y += 36
        #expect(reports(.groupAnchors, findings(layout, probed: probed)))
    }

    @Test func groupFramesReportsAnEstimatedGroupLongerThanWhatItHolds() throws {
        // The partly filled column's bottom probe where the full column's would be.
        var (layout, probed) = try laidOut()
        let corner = probed.sections[1].supplementaries.lastIndex { $0.kind == "g0" }!
        probed.sections[1].supplementaries[corner].frame.y += 36
        layout.sections[1].supplementaries[layout.sections[1].supplementaries.count - 1].frame.y += 36
        #expect(reports(.groupFrames, findings(layout, probed: probed)))
    }

    @Test func groupFramesReportsItemsTheProbesMove() throws {
        var (layout, probed) = try laidOut()
        probed.sections[0].items[0].x += 1
        #expect(reports(.groupFrames, findings(layout, probed: probed)))
    }

    @Test func farEdgesReportsAMemberPastItsGroupsEnd() throws {
        var (layout, probed) = try laidOut()
        layout.sections[0].items[2].x += 1
        probed.sections[0].items[2].x += 1
        #expect(reports(.farEdges, findings(layout, probed: probed)))
    }

    @Test func kFitHoldsItemsToFramesGrownPastTheirSlots() throws {
        // layout-rules §3's case: item FW0.5×FH1 with insets (0, −10, 0, −10) in an HG
        // FW1×AB50, W 320: (−10, 0, 180, 50) and (150, 0, 180, 50). Laid out at its slot
        // instead, the first item is reported.
        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(top: 0, leading: -10, bottom: 0, trailing: -10)
        let row = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(item)])
        let screen = Screen(
            container: Container(width: 320, height: 480),
            sections: [Section(id: "row", content: .compositional(CompositionalSection(group: row, itemCount: 2)))])
        var layout = try screen.layout()
        let probed = try GroupProperties.probedScreen(ScreenRules(screen)).layout()
        #expect(layout.sections[0].items == [Rect(x: -10, y: 0, width: 180, height: 50), Rect(x: 150, y: 0, width: 180, height: 50)])
        #expect(findings(layout, probed: probed, of: screen).messages == [])
        layout.sections[0].items[0] = Rect(x: 0, y: 0, width: 160, height: 50)
        #expect(reports(.kFit, findings(layout, probed: probed, of: screen)))
    }

    @Test func kFitReportsACountThatFitsSplit() throws {
        // Laid out with a row of [FW0.4, FW0.21], which three members overfill; the rules'
        // row of [FW0.4, FW0.2] fits three.
        let wider = Self.screen(fractions: [0.4, 0.21])
        let layout = try wider.layout()
        let probed = try GroupProperties.probedScreen(ScreenRules(wider)).layout()
        #expect(layout.sections[0].items[2].y == 95)
        #expect(reports(.kFit, findings(layout, probed: probed)))
    }
}
