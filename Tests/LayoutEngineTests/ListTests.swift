import LayoutEngine
import Testing

/// layout-rules §13, list sections: the worked cases, then each appearance's metrics derived by
/// hand from the rules.
@Suite struct ListTests {
    func list(
        _ appearance: ListAppearance, header: ListHeaderMode = .none, footer: ListFooterMode = .none, padding: Double? = nil,
        items: Int, measured: [Double]? = nil, decorations: [DecorationItem] = []
    ) -> Section {
        let configuration = ListConfiguration(appearance: appearance, headerMode: header, footerMode: footer, headerTopPadding: padding)
        return Section(
            id: "list",
            content: .list(
                ListSection(
                    configuration: configuration, itemCount: items,
                    measurements: measured.map { MeasuredSizes($0.map { MeasuredSize(height: $0) }) })),
            decorations: decorations)
    }

    func laidOut(_ section: Section, width: Double, idiom: Idiom = .phone, scale: Double? = 2) throws -> SectionLayout {
        try Screen(container: Container(width: width), scale: scale, sections: [section], idiom: idiom).layout().sections[0]
    }

    // MARK: The worked cases (phone, scale 2)

    @Test func anInsetGroupedListWithAHeader() throws {
        let result = try laidOut(list(.insetGrouped, header: .supplementary, items: 3), width: 390)
        #expect(result.kind == .list)
        #expect(result.supplementaries.map(\.frame) == [rect(16, 0, 358, 17.5)])
        #expect(result.items == [rect(16, 17.5, 358, 44), rect(16, 61.5, 358, 44), rect(16, 105.5, 358, 44)])
        #expect(result.frame.height == 169.5)
    }

    @Test func aPlainList() throws {
        let result = try laidOut(list(.plain, items: 2), width: 320)
        #expect(result.items == [rect(0, 0, 320, 44), rect(0, 44, 320, 44)])
        #expect(result.frame.height == 88)
    }

    @Test func aGroupedListsMeasuredRow() throws {
        let result = try laidOut(list(.grouped, items: 1, measured: [50]), width: 430)
        #expect(result.items == [rect(0, 35, 430, 50)])
        #expect(result.frame.height == 105)
    }

    // MARK: The rules without a worked case

    /// The header and footer: UIKit's kinds, zIndex 200, estimated, pinned in the plain
    /// appearances (28 tall) and not in the others (17.5).
    @Test func headersAndFootersByAppearance() throws {
        let plain = try laidOut(list(.plain, header: .supplementary, footer: .supplementary, items: 1), width: 320)
        #expect(plain.supplementaries.map(\.kind) == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        // Pinned: raised by the pinned boost wherever listed (layout-rules §12).
        #expect(plain.supplementaries.map(\.zIndex) == [200 + BoundaryItem.pinnedZIndexBoost, 200 + BoundaryItem.pinnedZIndexBoost])
        // 28, the row's 44, 28; no insets.
        #expect(plain.supplementaries.map(\.frame) == [rect(0, 0, 320, 28), rect(0, 72, 320, 28)])
        #expect(plain.frame.height == 100)

        let grouped = try laidOut(list(.grouped, header: .supplementary, footer: .supplementary, items: 1), width: 320)
        #expect(grouped.supplementaries.map(\.zIndex) == [200, 200])
        // A footer takes the place of the bottom inset: 17.5 + 44 + 17.5.
        #expect(grouped.supplementaries.map(\.frame) == [rect(0, 0, 320, 17.5), rect(0, 61.5, 320, 17.5)])
        #expect(grouped.frame.height == 79)
    }

    /// insetGrouped's sides are 16 below 400 points of width, 20 from 400 on; without a header
    /// a grouped list's top is 35, without a footer its bottom 20.
    @Test func insetGroupedSidesChangeAt400Points() throws {
        let narrow = try laidOut(list(.insetGrouped, items: 1), width: 399)
        #expect(narrow.items == [rect(16, 35, 367, 44)])
        let wide = try laidOut(list(.insetGrouped, items: 1), width: 400)
        #expect(wide.items == [rect(20, 35, 360, 44)])
        #expect(wide.frame.height == 35 + 44 + 20)
    }

    /// The header rows: a plain list whose first item is its header starts 22 down, and has no
    /// boundary item; a grouped one starts at its top.
    @Test func theFirstItemAsTheHeader() throws {
        let plain = try laidOut(list(.plain, header: .firstItemInSection, items: 2), width: 320)
        #expect(plain.supplementaries.isEmpty)
        #expect(plain.items.map(\.y) == [22, 66])
        let grouped = try laidOut(list(.grouped, header: .firstItemInSection, items: 2), width: 320)
        #expect(grouped.items.map(\.y) == [0, 44])
        #expect(grouped.frame.height == 88 + 20)
    }

    /// A set header top padding adds to the top inset: between a header and the first row.
    @Test func theHeaderTopPaddingAddsToTheTopInset() throws {
        let padded = try laidOut(list(.grouped, header: .supplementary, padding: 10, items: 1), width: 320)
        #expect(padded.supplementaries.map(\.frame) == [rect(0, 0, 320, 17.5)])
        #expect(padded.items == [rect(0, 27.5, 320, 44)])
        let plain = try laidOut(list(.plain, header: .firstItemInSection, padding: 6, items: 1), width: 320)
        #expect(plain.items == [rect(0, 28, 320, 44)])
    }

    /// The sidebars: on a phone `sidebar` as `insetGrouped` across (16 at 390) with its own top
    /// 0 and bottom 10, and `sidebarPlain` edge to edge.
    @Test func sidebarsOnAPhone() throws {
        let sidebar = try laidOut(list(.sidebar, items: 2), width: 390)
        #expect(sidebar.items == [rect(16, 0, 358, 44), rect(16, 44, 358, 44)])
        #expect(sidebar.frame.height == 98)
        let plain = try laidOut(list(.sidebarPlain, header: .supplementary, items: 1), width: 390)
        #expect(plain.supplementaries.map(\.frame) == [rect(0, 0, 390, 28)])
        #expect(plain.items == [rect(0, 28, 390, 44)])
        #expect(plain.frame.height == 72)
    }

    /// On a Mac rows are 40.04 (44 × 0.91) and the sidebars' sides 10/0.77; exact arithmetic.
    @Test func sidebarsOnAMac() throws {
        let side = 10 / 0.77
        let sidebar = try laidOut(list(.sidebar, footer: .supplementary, items: 2), width: 320, idiom: .mac, scale: nil)
        #expect(sidebar.items == [rect(side, 0, 320 - 2 * side, 40.04), rect(side, 40.04, 320 - 2 * side, 40.04)])
        #expect(sidebar.supplementaries.map(\.frame) == [rect(side, 80.08, 320 - 2 * side, 17.5)])
        let plain = try laidOut(list(.sidebarPlain, items: 1), width: 320, idiom: .mac, scale: nil)
        #expect(plain.items == [rect(side, 0, 320 - 2 * side, 40.04)])
        // insetGrouped keeps its sides on a Mac.
        let inset = try laidOut(list(.insetGrouped, items: 1), width: 320, idiom: .mac, scale: nil)
        #expect(inset.items == [rect(16, 35, 288, 40.04)])
    }

    /// A pad takes the phone's metrics.
    @Test func aPadTakesThePhonesMetrics() throws {
        for appearance in ListAppearance.allCases {
            let section = list(appearance, header: .supplementary, footer: .supplementary, items: 3)
            #expect(try laidOut(section, width: 820, idiom: .pad) == laidOut(section, width: 820, idiom: .phone))
        }
    }

    /// Rows size themselves: each its measured height, one after the other.
    @Test func measuredRows() throws {
        let result = try laidOut(list(.plain, items: 3, measured: [60, 30, 44.5]), width: 320)
        #expect(result.items.map(\.y) == [0, 60, 90])
        #expect(result.items.map(\.height) == [60, 30, 44.5])
    }

    /// A list is the compositional section its configuration makes, laid out as one; its
    /// decorations are its own, and it is laid out vertically only.
    @Test func aListIsItsCompositionalSection() throws {
        let decorated = list(.insetGrouped, header: .supplementary, items: 2, decorations: [DecorationItem(kind: "card")])
        let made = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary).section(idiom: .phone, width: 390, itemCount: 2)
        var expected = made
        expected.id = "list"
        expected.decorations = [DecorationItem(kind: "card")]
        #expect(decorated.listExpanded(idiom: .phone, width: 390) == expected)
        var layout = try laidOut(expected, width: 390)
        layout.kind = .list
        #expect(try laidOut(decorated, width: 390) == layout)
        #expect(layout.decorations.map(\.frame) == [rect(0, 0, 390, 17.5 + 88 + 20)])

        let horizontal = Screen(
            container: Container(width: 844, height: 390), sections: [list(.plain, items: 1)], scrollDirection: .horizontal)
        #expect(throws: LayoutError.notInHorizontalLayout(section: 0, reason: .listSection)) { try horizontal.layout() }
    }
}
