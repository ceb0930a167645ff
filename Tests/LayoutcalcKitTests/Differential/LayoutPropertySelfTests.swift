import LayoutEngine
import TestSupport
import Testing

/// The differential test's properties can fail: each is shown a layout broken where it looks,
/// and reports it (and a sound layout of the same screen breaks none).
@Suite struct LayoutPropertySelfTests {
    /// W 320 × H 480: a waterfall under a pinned header with a background; an orthogonal row
    /// with a scale effect; a tidy grid with a footer; an empty mosaic with a footer.
    static let screen: Screen = {
        let waterfall = Section(
            id: "feed", content: .waterfall(WaterfallSection(columns: 2, items: WaterfallItems(ratios: [1, 0.5, 2, 1]))),
            boundaryItems: [.band(kind: "header", height: 30, estimated: false, alignment: .top, pinToVisibleBounds: true)],
            decorations: [DecorationItem(kind: "background", contentInsets: EdgeInsets(all: 2))])
        let pages = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(0.8), height: .absolute(100)),
            subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))])
        let row = Section(
            id: "row", content: .compositional(
                CompositionalSection(
                    group: pages, itemCount: 6, interGroupSpacing: 10, orthogonalScrolling: .groupPaging,
                    scaleEffect: ScaleEffect(minimum: 0.5))))
        let cells = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))])
        let grid = Section(
            id: "grid", content: .compositional(CompositionalSection(group: cells, itemCount: 4)),
            boundaryItems: [.band(kind: "footer", height: 20, estimated: false, alignment: .bottom)])
        let empty = Section(
            id: "empty", content: .mosaic(MosaicSection(itemCount: 0, pattern: [.oneTwo])),
            contentInsets: EdgeInsets(top: 5), boundaryItems: [.band(kind: "footer", height: 10, estimated: false, alignment: .bottom)])
        return Screen(container: Container(width: 320, height: 480), sections: [waterfall, row, grid, empty])
    }()

    func findings(_ layout: ScreenLayout, of screen: Screen = Self.screen) -> [String] {
        var findings = Findings()
        LayoutProperties(rules: ScreenRules(screen), layout: layout).check(&findings)
        return findings.messages
    }

    func reports(_ property: Property, _ messages: [String]) -> Bool {
        messages.contains { $0.hasPrefix("[\(property.rawValue)]") }
    }

    @Test func aSoundLayoutBreaksNothing() throws {
        let layout = try Self.screen.layout()
        #expect(findings(layout) == [])
        var case_ = Findings()
        var rightToLeft = Self.screen
        rightToLeft.layoutDirection = .rightToLeft
        let properties = LayoutProperties(rules: ScreenRules(Self.screen), layout: layout)
        PropertyCase(seed: 0).mirror(layout, try rightToLeft.layout(), probes: properties.probes(), &case_)
        let turned = try Transposition.screen(Self.screen).get()
        PropertyCase(seed: 0).transpose(layout, try turned.layout(), probes: properties.probes(), &case_)
        PropertyCase(seed: 0).roundTrip(Self.screen, layout, &case_)
        #expect(case_.messages == [])
        #expect(case_.checks > 0)
    }

    /// Each property, shown the layout broken where it looks.
    @Test(arguments: [
        Property.wellFormed, .sectionsTile, .contentSize, .sectionLength, .itemsInContent, .boundaryItems, .noOverlap, .orthogonalScroll,
        .transforms, .decorations,
    ])
    func eachPropertyReportsItsBreak(_ property: Property) throws {
        var layout = try Self.screen.layout()
        switch property {
        case .wellFormed: layout.sections[0].items[0].width = -1
        case .sectionsTile: layout.sections[1].frame.y += 1
        case .contentSize: layout.contentSize.height += 1
        case .sectionLength: layout.sections[3].frame.height += 1
        case .itemsInContent: layout.sections[0].items[3].y += 1000
        case .boundaryItems: layout.sections[0].supplementaries[0].zIndex = BoundaryItem.defaultZIndex
        case .noOverlap: layout.sections[0].items[1] = layout.sections[0].items[0]
        case .orthogonalScroll: layout.sections[1].orthogonal?.restingOffsets.reverse()
        case .transforms: layout.sections[1].transforms = nil
        case .decorations: layout.sections[0].decorations[0].frame.x += 1
        default: Issue.record("no break for \(property)")
        }
        let messages = findings(layout)
        #expect(reports(property, messages), "\(messages)")
    }

    @Test func boundaryItemsReportsAFrameNotItsSizeLessItsInsets() throws {
        // The grid's footer, 20 tall with no insets, reported 1 taller.
        var layout = try Self.screen.layout()
        layout.sections[2].supplementaries[0].frame.height += 1
        #expect(reports(.boundaryItems, findings(layout)))
    }

    @Test func visibleElementsReportsAPinnedHeaderListedWhereItShouldRest() throws {
        // The layout pins the waterfall's header; the rules are told it does not: at an offset
        // inside the section, the header listed is not where it rests.
        let layout = try Self.screen.layout()
        var unpinned = Self.screen
        unpinned.sections[0].boundaryItems[0].pinToVisibleBounds = false
        #expect(reports(.visibleElements, findings(layout, of: unpinned)))
    }

    @Test func mirrorTwiceReportsAMovedItem() throws {
        let layout = try Self.screen.layout()
        var rightToLeft = Self.screen
        rightToLeft.layoutDirection = .rightToLeft
        var mirrored = try rightToLeft.layout()
        mirrored.sections[2].items[1].x += 1
        var found = Findings()
        PropertyCase(seed: 0).mirror(layout, mirrored, probes: [], &found)
        #expect(reports(.mirrorTwice, found.messages))
    }

    @Test func transpositionReportsAWrongTurn() throws {
        // A footer left at the bottom of a turned screen, where it should be at the trailing edge.
        let layout = try Self.screen.layout()
        var turned = try Transposition.screen(Self.screen).get()
        turned.sections[2].boundaryItems[0].alignment = .bottom
        var found = Findings()
        PropertyCase(seed: 0).transpose(layout, try turned.layout(), probes: [], &found)
        #expect(reports(.transposition, found.messages))
    }

    @Test func moreItemsMoveNoneReportsAMovedItem() throws {
        // One waterfall section, its first item moved: the same section with more items has it
        // where it was.
        var screen = Self.screen
        screen.sections = [screen.sections[0]]
        var layout = try screen.layout()
        layout.sections[0].items[0].x += 1
        var found = Findings()
        var generator = ScreenGenerator(seed: 0)
        PropertyCase(seed: 0).moreItems(screen, layout, extra: &generator, &found)
        #expect(reports(.moreItemsMoveNone, found.messages))
    }

    @Test func specRoundTripReportsAnotherLayout() throws {
        var other = Self.screen
        other.interSectionSpacing = 1
        var found = Findings()
        PropertyCase(seed: 0).roundTrip(Self.screen, try other.layout(), &found)
        #expect(reports(.specRoundTrip, found.messages))
    }
}
