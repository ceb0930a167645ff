import LayoutEngine
import Testing

/// layout-rules §12: the layout's configuration (scroll direction, the layout's own boundary
/// items, the default content insets reference, decorations, right to left).
@Suite struct ConfigurationTests {
    /// A screen of `sections` in the 320 × 480 container of §12's cases.
    func screen(
        _ sections: [Section], direction: Axis = .vertical, boundaryItems: [BoundaryItem] = [],
        interSectionSpacing: Double = 0, reference: ContentInsetsReference = .automatic,
        layoutMargins: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight
    ) throws -> ScreenLayout {
        try Screen(
            container: Container(width: 320, height: 480), layoutMargins: layoutMargins,
            interSectionSpacing: interSectionSpacing, sections: sections, scrollDirection: direction,
            layoutDirection: layoutDirection, contentInsetsReference: reference, boundaryItems: boundaryItems
        ).layout()
    }

    // MARK: Scroll direction

    @Test func verticalGroupsRepeatRightwardsInAHorizontalLayout() throws {
        let group = LayoutGroup.vertical(size(ab(100), fh(1)), subitems: [item(fw(1), fh(0.25))])
        let sections = [6, 5].map {
            compositional(group, items: $0, interGroupSpacing: 5, contentInsets: insets(3, 4, 5, 6))
        }
        let result = try screen(sections, direction: .horizontal, interSectionSpacing: 12)
        let ys: [Double] = [3, 121, 239, 357]
        #expect(result.sections[0].items == (ys.map { rect(4, $0, 100, 118) } + ys.prefix(2).map { rect(109, $0, 100, 118) }))
        #expect(result.sections[1].items == (ys.map { rect(231, $0, 100, 118) } + [rect(336, 3, 100, 118)]))
        #expect(result.contentSize == Size(width: 442, height: 480))
        // Sections stack along x: 4 + 100 + 5 + 100 + 6 = 215 each, 12 apart, and span H.
        #expect(result.sections.map(\.frame) == [rect(0, 0, 215, 480), rect(227, 0, 215, 480)])
    }

    @Test func aGroupTakesItsWidthAgainstTheFullWidthInAHorizontalLayout() throws {
        let group = LayoutGroup.horizontal(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(0.25))])
        let result = try screen([compositional(group, items: 5, contentInsets: insets(3, 4, 5, 6))], direction: .horizontal)
        #expect(result.sections[0].items == [4, 164, 324, 484, 644].map { rect($0, 3, 160, 118) })
        #expect(result.contentSize == Size(width: 810, height: 480))
    }

    @Test func aPartlyFilledGroupEndsAtItsItemAlongX() throws {
        let group = LayoutGroup.horizontal(size(ab(100), fh(1)), subitems: [item(ab(30), fh(1))])
        let result = try screen([compositional(group, items: 5), compositional(group, items: 3)], direction: .horizontal)
        #expect(result.sections[0].items.map(\.x) == [0, 30, 60, 100, 130])
        #expect(result.sections[1].items.map(\.x) == [170, 200, 230])
        #expect(result.contentSize == Size(width: 270, height: 480))
    }

    @Test func leadingAndTrailingItemsBandASectionAlongX() throws {
        // Transposed §4: a leading header 30 wide (FH1 of 480 − 3 − 5 = 472, at y 3) comes
        // before the content, a trailing footer 20 wide after its trailing inset.
        let group = LayoutGroup.vertical(size(ab(100), fh(1)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem(kind: "header", size: size(ab(30), fh(1)), alignment: .leading)
        let footer = BoundaryItem(kind: "footer", size: size(ab(20), fh(1)), alignment: .trailing)
        let top = BoundaryItem(kind: "top", size: size(ab(40), ab(10)), alignment: .top)
        let section = compositional(group, items: 1, contentInsets: insets(3, 4, 5, 6), boundaryItems: [header, footer, top])
        let result = try screen([section], direction: .horizontal).sections[0]
        #expect(result.items == [rect(34, 3, 100, 472)])
        // The section 30 + 4 + 100 + 6 + 20 = 160 long; the top item centred along it.
        #expect(result.supplementaries.map(\.frame) == [rect(0, 3, 30, 472), rect(140, 3, 20, 472), rect(60, 3, 40, 10)])
        #expect(result.frame == rect(0, 0, 160, 480))
    }

    @Test func aHorizontalLayoutNeedsTheContainersHeight() {
        let group = LayoutGroup.horizontal(size(ab(100), ab(100)), subitems: [item(fw(1), fh(1))])
        let screen = Screen(
            container: Container(width: 320), sections: [compositional(group, items: 1)], scrollDirection: .horizontal)
        #expect(throws: LayoutError.layoutNeedsContainerHeight(.horizontalScrolling)) { try screen.layout() }
    }

    @Test func anOrthogonalSectionScrollsVerticallyInAHorizontalLayout() throws {
        // §5 transposed: groups 100 tall repeat down a row of its own; the viewport is
        // H − 3 − 5 = 472 tall, the row 5 · 100 + 4 · 10 = 540 long, at most 68 scrolled.
        let group = LayoutGroup.vertical(size(ab(80), ab(100)), subitems: [item(fw(1), fh(1))])
        let section = compositional(
            group, items: 5, interGroupSpacing: 10, scrolling: .groupPaging, contentInsets: insets(3, 4, 5, 6))
        let result = try screen([section], direction: .horizontal).sections[0]
        #expect(result.items == [3, 113, 223, 333, 443].map { rect(4, $0, 80, 100) })
        #expect(result.orthogonal?.contentWidth == 548)
        #expect(result.orthogonal?.maxOffset == 68)
        #expect(result.orthogonal?.restingOffsets == [0, 68])
        #expect(result.frame == rect(0, 0, 90, 480))
    }

    @Test func aScaleEffectRunsDownAVerticalRow() throws {
        // §6 transposed: at offset 0 the 480-tall viewport shows pages 0 (y 0…240) and 1
        // (240…480): centres 120 and 360, each 120 from 240, scale 1 − 120 / 480 = 0.75.
        let group = LayoutGroup.vertical(size(fw(1), fh(0.5)), subitems: [item(fw(1), fh(1))])
        let section = compositional(
            group, items: 3, scrolling: .continuous, effect: ScaleEffect(minimum: 0.5), offsets: .list([0]))
        let result = try screen([section], direction: .horizontal).sections[0]
        #expect(result.items.map(\.y) == [0, 240, 480])
        #expect(result.transforms?.first?.items.map(\.scale) == [0.75, 0.75])
    }

    @Test func aWaterfallLaysItsColumnsAsRowsInAHorizontalLayout() throws {
        // Two rows (H 480 − 0: (480 − 8) / 2 = 236 tall); ratio 2 → 472 wide, ratio 0.5 → 118.
        let waterfall = WaterfallSection(columns: 2, items: WaterfallItems(ratios: [2, 0.5, 1]))
        let section = Section(id: "w", content: .waterfall(waterfall))
        let result = try screen([section], direction: .horizontal).sections[0]
        #expect(result.items == [rect(0, 0, 472, 236), rect(0, 244, 118, 236), rect(126, 244, 236, 236)])
        #expect(result.frame.width == 472)
    }

    @Test func aWaterfallItemsHeightIsRefusedInAHorizontalLayout() {
        var items = WaterfallItems(ratios: [1])
        items.append(WaterfallItem(size: .height(40)))
        let section = Section(id: "w", content: .waterfall(WaterfallSection(items: items)))
        #expect(throws: LayoutError.notInHorizontalLayout(section: 0, reason: .waterfallItemHeight(item: 1))) {
            try screen([section], direction: .horizontal)
        }
    }

    @Test func aMosaicBlockIsReflectedAcrossItsDiagonalInAHorizontalLayout() throws {
        // A = 480: small 160, big 320. oneTwo reflected across its diagonal: the big square at
        // the top, the two small ones side by side under it; the next block 320 to the right.
        let section = Section(id: "m", content: .mosaic(MosaicSection(itemCount: 4, pattern: [.oneTwo])))
        let result = try screen([section], direction: .horizontal).sections[0]
        #expect(result.items == [rect(0, 0, 320, 320), rect(0, 320, 160, 160), rect(160, 320, 160, 160), rect(320, 0, 320, 320)])
        #expect(result.frame.width == 640)
    }

    @Test func aFlowSizeRelativeToTheWidthIsRefusedInAHorizontalLayout() throws {
        // Sizes in points lay out: a column of 480 holds eight 50-tall items, the first at the top.
        let points = FlowItemSize(width: .points(50), height: .points(50))
        #expect(try screen([Section(id: "f", content: .flow(FlowSection(itemCount: 1, sizes: [points])))], direction: .horizontal)
            .sections[0].items == [rect(0, 0, 50, 50)])
        for relative in [FlowItemSize(width: .fraction(0.5), height: .points(50)), FlowItemSize(width: .points(50), height: .aspect(1))] {
            let section = Section(id: "f", content: .flow(FlowSection(itemCount: 2, sizes: [points, relative])))
            #expect(throws: LayoutError.notInHorizontalLayout(section: 0, reason: .flowRelativeSize(size: 1))) {
                try screen([section], direction: .horizontal)
            }
        }
    }

    // MARK: The layout's boundary items

    /// The §12 setting: sections of 3 and 2 items, insets (3,4,5,6), a 10-point section header,
    /// a horizontal group FW1×AB40 of FW0.5 items.
    func twoSections(header: Bool = true) -> [Section] {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let headers = header ? [BoundaryItem.band(kind: "header", height: 10, estimated: false, alignment: .top)] : []
        return [3, 2].map { compositional(group, items: $0, contentInsets: insets(3, 4, 5, 6), boundaryItems: headers) }
    }

    @Test func aLayoutHeaderAndFooterFrameEverySection() throws {
        let header = BoundaryItem(kind: "header", size: size(fw(1), ab(30)), alignment: .top)
        let footer = BoundaryItem(kind: "footer", size: size(fw(1), ab(20)), alignment: .bottom)
        let result = try screen(twoSections(), boundaryItems: [header, footer])
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 320, 30), rect(0, 186, 320, 20)])
        #expect(result.supplementaries.map(\.index) == [0, 0])
        #expect(result.sections[0].supplementaries[0].frame == rect(4, 30, 310, 10))
        #expect(result.sections[0].items.map(\.y) == [43, 43, 83])
        #expect(result.sections[1].supplementaries[0].frame.y == 128)
        #expect(result.sections[1].items.map(\.y) == [141, 141])
        #expect(result.contentSize == Size(width: 320, height: 206))
    }

    @Test func layoutItemsAcrossTheAxisMoveNothing() throws {
        let leading = BoundaryItem(kind: "leading", size: size(ab(30), fh(1)), alignment: .leading)
        let trailing = BoundaryItem(kind: "trailing", size: size(ab(20), fh(1)), alignment: .trailing)
        let result = try screen(twoSections(header: false), boundaryItems: [leading, trailing])
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 30, 480), rect(300, 0, 20, 480)])
        #expect(result.sections[0].items[0].origin == Point(x: 4, y: 3))
        #expect(result.contentSize == Size(width: 320, height: 480))
    }

    @Test func aHorizontalLayoutsTrailingItemComesAfterTheLongestEdge() throws {
        let group = LayoutGroup.horizontal(size(ab(100), fh(1)), subitems: [item(ab(30), fh(1))])
        let top = BoundaryItem(kind: "top", size: size(ab(320), ab(20)), alignment: .top)
        let trailing = BoundaryItem(kind: "trailing", size: size(ab(20), fh(1)), alignment: .trailing)
        let result = try screen(
            [compositional(group, items: 5), compositional(group, items: 3)], direction: .horizontal,
            boundaryItems: [top, trailing])
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 320, 20), rect(320, 0, 20, 480)])
        #expect(result.contentSize == Size(width: 340, height: 480))
    }

    @Test func theLayoutsItemsIgnoreTheContentInsetsReference() throws {
        let header = BoundaryItem(kind: "header", size: size(fw(1), ab(20)), alignment: .top)
        let result = try screen(
            twoSections(header: false), boundaryItems: [header], reference: .layoutMargins,
            layoutMargins: insets(10, 20, 30, 40))
        #expect(result.supplementaries[0].frame == rect(0, 0, 320, 20))
        #expect(result.sections[0].items[0].x == 4 + 20)
    }

    @Test func aLayoutHeaderOfEmptySectionsStillBandsThem() throws {
        // Two empty sections without boundary items are 0 long; the header's band comes first.
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(1), fh(1))])
        let header = BoundaryItem(kind: "header", size: size(fw(1), ab(30)), alignment: .top)
        let footer = BoundaryItem(kind: "footer", size: size(fw(1), ab(20)), alignment: .bottom)
        let result = try screen([compositional(group, items: 0), compositional(group, items: 0)], boundaryItems: [header, footer])
        #expect(result.sections.map(\.frame.y) == [30, 30])
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 320, 30), rect(0, 30, 320, 20)])
        #expect(result.contentSize.height == 50)
    }

    // MARK: Content insets reference

    @Test func theLayoutsReferenceIsEverySectionsDefault() throws {
        var sections = twoSections(header: false)
        sections[1].contentInsetsReference = ContentInsetsReference.none
        let result = try screen(sections, reference: .layoutMargins, layoutMargins: insets(10, 20, 30, 40))
        // Section 0 adds the margins' 20 and 40: 320 − 24 − 46 = 250, items 125 wide at x 24.
        #expect(result.sections[0].items[0] == rect(24, 3, 125, 40))
        // Section 1's own reference wins.
        #expect(result.sections[1].items[0].x == 4)
    }

    @Test func aHorizontalLayoutsReferenceAddsTopAndBottom() throws {
        let group = LayoutGroup.horizontal(size(fw(0.5), fh(1)), subitems: [item(fw(1), fh(1))])
        let result = try screen(
            [compositional(group, items: 1)], direction: .horizontal, reference: .layoutMargins,
            layoutMargins: insets(10, 20, 30, 40))
        #expect(result.sections[0].items[0] == rect(0, 10, 160, 440))
    }

    // MARK: Decorations

    @Test func decorationsAreTheSectionsFrameLessTheirInsets() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let header = BoundaryItem(kind: "header", size: size(fw(1), ab(30)), alignment: .top)
        let background = DecorationItem(kind: "background", contentInsets: insets(1, 2, 3, 4), zIndex: -3)
        let sections = [3, 0, 2].map {
            Section(
                id: "s",
                content: .compositional(CompositionalSection(group: group, itemCount: $0, interGroupSpacing: 4)),
                contentInsets: insets(3, 4, 5, 6), boundaryItems: [header], decorations: [background])
        }
        let result = try screen(sections)
        #expect(result.sections.map(\.frame) == [rect(0, 0, 320, 122), rect(0, 122, 320, 38), rect(0, 160, 320, 78)])
        #expect(result.sections.map(\.decorations) == [
            [DecorationFrame(kind: "background", frame: rect(2, 1, 314, 118), zIndex: -3)],
            [DecorationFrame(kind: "background", frame: rect(2, 123, 314, 34), zIndex: -3)],
            [DecorationFrame(kind: "background", frame: rect(2, 161, 314, 74), zIndex: -3)],
        ])
        #expect(result.contentSize == Size(width: 320, height: 238))
        // A decorated section's items are raised to zIndex 1.
        #expect(result.sections[0].itemZIndices == [1, 1, 1])
        #expect(result.sections[1].itemZIndices == [])
    }

    /// layout-rules §12: a decoration is the section's reported frame less its insets, not snapped
    /// again, even where the section is off the pixel grid.
    @Test func aDecorationOffThePixelGridIsNotSnappedAgain() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [item(fw(0.5), fh(1))])
        let background = DecorationItem(kind: "background", contentInsets: insets(1, 0, 0, 0))
        // An empty first section (0 tall) and a spacing of 40.25 put the second at y 40.25.
        let sections = [0, 2].map {
            Section(
                id: "s", content: .compositional(CompositionalSection(group: group, itemCount: $0)),
                decorations: [background])
        }
        let result = try Screen(
            container: Container(width: 320, height: 480), scale: 2, interSectionSpacing: 40.25, sections: sections
        ).layout()
        #expect(result.sections[1].frame == rect(0, 40.25, 320, 40))
        #expect(result.sections[1].decorations[0].frame == rect(0, 41.25, 320, 39))
    }

    @Test func anUndecoratedSectionKeepsItsItemsAtZIndex0() throws {
        #expect(try screen(twoSections()).sections[0].itemZIndices == nil)
    }

    // MARK: Right to left

    @Test func rightToLeftMirrorsEveryFrameAcrossTheContent() throws {
        let header = BoundaryItem(kind: "header", size: size(ab(60), ab(30)), alignment: .topLeading)
        let background = DecorationItem(kind: "background", contentInsets: insets(0, 2, 0, 10))
        var sections = twoSections()
        sections[0].decorations = [background]
        sections[0].boundaryItems.append(header)
        let ltr = try screen(sections)
        let rtl = try screen(sections, layoutDirection: .rightToLeft)
        func mirrored(_ rect: Rect) -> Rect { Rect(x: 320 - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height) }
        // Items at x 4 and 159 (155 wide) come to 320 − 4 − 155 = 161 and 6.
        #expect(rtl.sections[0].items.map(\.x) == [161, 6, 161])
        #expect(rtl.sections[0].items == ltr.sections[0].items.map(mirrored))
        #expect(rtl.sections[0].supplementaries.map(\.frame) == ltr.sections[0].supplementaries.map { mirrored($0.frame) })
        // The leading box sits at the right: 320 − 4 − 60 = 256.
        #expect(rtl.sections[0].supplementaries[1].frame.x == 256)
        // The box makes the start band 30: the section 30 + 3 + 80 + 5 = 118 long; its
        // decoration (2, 0, 308, 118) mirrors to x 320 − 2 − 308 = 10.
        #expect(rtl.sections[0].decorations[0].frame == rect(10, 0, 308, 118))
        #expect(rtl.contentSize == ltr.contentSize)
    }

    @Test func anOrthogonalRowMirrorsIntoNegativeX() throws {
        let carousel = Carousel()
        let section = compositional(
            carousel.group, items: 3, scrolling: .continuousGroupLeadingBoundary, effect: ScaleEffect(minimum: 0.8))
        let ltr = try Screen(container: Container(width: 390), sections: [section]).layout().sections[0]
        let rtl = try Screen(container: Container(width: 390), sections: [section], layoutDirection: .rightToLeft).layout()
            .sections[0]
        #expect(rtl.items.map(\.x) == [0, -390, -780])
        #expect(rtl.orthogonal == ltr.orthogonal)
        #expect(rtl.transforms == ltr.transforms)
    }

    @Test func aHorizontalLayoutMirrorsAcrossItsContentWidth() throws {
        let group = LayoutGroup.horizontal(size(ab(100), fh(1)), subitems: [item(ab(30), fh(1))])
        let result = try screen(
            [compositional(group, items: 5), compositional(group, items: 3)], direction: .horizontal,
            layoutDirection: .rightToLeft)
        // Content 270 wide: x′ = 270 − x − 30.
        #expect(result.sections[0].items.map(\.x) == [240, 210, 180, 140, 110])
        #expect(result.sections.map(\.frame.x) == [100, 0])
    }
}
