import LayoutcalcUIKit
import LayoutEngine
import LayoutSpec
import Testing

/// A Pinterest item's ratio, as the home screen's data gives it.
struct Ratio: Ratioable {
    let ratio: CGFloat
}

/// The seeds' own layout code lays out, at 390 and 834 points, to the frames the engine gives
/// the samples made from them.
@Suite struct SeedTests {
    static let widths: [CGFloat] = [390, 834]

    /// Every cell's frame of a prepared layout, section by section.
    func itemFrames(_ layout: UICollectionViewLayout, counts: [Int]) -> [[CGRect?]] {
        counts.enumerated().map { section, count in
            (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
        }
    }

    func engineFrames(_ layout: ScreenLayout) -> [[CGRect?]] {
        layout.sections.map { $0.items.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } }
    }

    func cgRect(_ rect: Rect) -> CGRect {
        CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    @Test(arguments: widths)
    func theHomeScreen(width: CGFloat) throws {
        let ratios: [CGFloat] = [1.5, 0.75, 1, 1.33, 0.6, 0.8, 1.2, 0.5, 2, 1]  // samples/home.json's
        let layout = CustomCompositionalLayout.layout(ratios: ratios.map(Ratio.init), contentWidth: width)
        try layout.prepare(size: CGSize(width: width, height: 844), itemCounts: [10, 10, 10], scale: nil)
        let expected = try sample("home.json", width: Double(width)).layout()

        #expect(itemFrames(layout, counts: [10, 10, 10]) == engineFrames(expected))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == cgRect(expected.sections[1].supplementaries[0].frame))
        // The carousel's handler is its scale effect: at rest, the page at the leading edge is at
        // full size and the others are off screen, unscaled.
        let atRest = try #require(expected.sections[0].transforms?.first)
        #expect(atRest.items == [ItemScale(index: 0, scale: 1)])
        for item in 0..<10 {
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.transform == .identity)
        }
        // The seed's Pinterest section has no bottom inset: its group ends half a spacing (4)
        // below the last frames, where layout-rules §8's section (insets of a whole spacing) ends 8
        // below them. Every frame is the same; the content is 4 shorter.
        #expect(layout.collectionViewContentSize == CGSize(width: width, height: expected.contentSize.height - 4))
    }

    @Test func theCarouselsHandlerIsItsScaleEffect() throws {
        // The carousel's handler scales by layout-rules §6's law down to 0.8; the other sections
        // have none.
        let layout = CustomCompositionalLayout.layout(ratios: [Ratio(ratio: 1)], contentWidth: 390)
        let screen = try LayoutcalcHarness(width: 390, height: 844, itemCounts: [3, 2, 1], scale: nil).screen(of: layout)
        let effects = screen.sections.map { section -> ScaleEffect? in
            guard case .compositional(let content) = section.content else { return nil }
            return content.scaleEffect
        }
        #expect(effects == [ScaleEffect(minimum: 0.8), nil, nil])
    }

    @Test(arguments: widths)
    func theWaterfallBuilder(width: CGFloat) throws {
        // The article's parameters: 2 columns, spacing 8, the automatic reference; whole heights,
        // as its builder rounds each item's y.
        let heights: [CGFloat] = [120, 200, 90, 150, 180, 60, 240, 100, 130, 170]
        let config = Configuration(itemCountProvider: { heights.count }, itemHeightProvider: { index, _ in heights[index] })
        let layout = UICollectionViewCompositionalLayout { _, environment in waterfallSection(config: config, enviroment: environment) }
        try layout.prepare(size: CGSize(width: width, height: 844), itemCounts: [heights.count], scale: nil)

        let items = heights.map { #"{"height": \#(Int($0))}"# }.joined(separator: ", ")
        let expected = try spec(
            #"{"container": {"width": \#(Int(width))}, "sections": [{"kind": "waterfall", "columns": 2, "spacing": 8, "items": [\#(items)]}]}"#
        ).layout()
        #expect(itemFrames(layout, counts: [heights.count]) == engineFrames(expected))
        // The builder's group is as tall as its tallest column with the spacing after that
        // column's last item; layout-rules §8's content ends at the item.
        #expect(layout.collectionViewContentSize == CGSize(width: width, height: expected.contentSize.height + 8))
    }

    @Test(arguments: widths)
    func thePhotosAlbum(width: CGFloat) throws {
        let layout = try #require(AlbumDetailViewController().generateLayout() as? UICollectionViewCompositionalLayout)
        try layout.prepare(size: CGSize(width: width, height: 844), itemCounts: [30], scale: nil)
        let expected = try sample("photos-album.json", width: Double(width)).layout()
        #expect(itemFrames(layout, counts: [30]) == engineFrames(expected))
        for badge in expected.sections[0].supplementaries {
            let item = try #require(badge.item)
            let attributes = layout.layoutAttributesForSupplementaryView(
                ofKind: AlbumDetailViewController.syncingBadgeKind, at: IndexPath(item: item, section: 0))
            #expect(attributes?.frame == cgRect(badge.frame))
        }
        #expect(expected.sections[0].supplementaries.count == 3)
        #expect(layout.collectionViewContentSize == CGSize(width: expected.contentSize.width, height: expected.contentSize.height))
    }

    @Test(arguments: widths)
    func theAlbums(width: CGFloat) throws {
        let layout = try #require(AlbumsViewController().generateLayout() as? UICollectionViewCompositionalLayout)
        try layout.prepare(size: CGSize(width: width, height: 844), itemCounts: [5, 4, 6], scale: nil)

        // The article keeps the featured group's height fraction in a Float: 2/3 is
        // 0.6666666865348816 there, where the sample has 0.6666666666666666 (and 1/3 on wide
        // screens). The sample with the article's fractions gives every frame exactly.
        var screen = try sample("albums.json", width: Double(width))
        let exact = try screen.layout()
        func floatHeight(_ section: inout LayoutEngine.Section, _ fraction: Float) {
            guard case .compositional(var content) = section.content else { return }
            var group = content.group
            group.size.height = .fractionalWidth(Double(fraction))
            content.groupSource = .group(group)
            section.content = .compositional(content)
        }
        floatHeight(&screen.sections[0], Float(2) / Float(3))
        floatHeight(&screen.sections[0].variants[0].section, Float(1) / Float(3))
        let expected = try screen.layout()

        #expect(itemFrames(layout, counts: [5, 4, 6]) == engineFrames(expected))
        for section in 0..<3 {
            let header = layout.layoutAttributesForSupplementaryView(
                ofKind: AlbumsViewController.sectionHeaderElementKind, at: IndexPath(item: 0, section: section))
            #expect(header?.frame == cgRect(expected.sections[section].supplementaries[0].frame))
        }
        #expect(layout.collectionViewContentSize.height == CGFloat(expected.contentSize.height))
        // From the sample itself the Float moves nothing by as much as a thousandth of a point.
        for (actual, sample) in zip(itemFrames(layout, counts: [5, 4, 6]).joined(), engineFrames(exact).joined()) {
            let actual = try #require(actual)
            let sample = try #require(sample)
            #expect(abs(actual.minY - sample.minY) < 0.001 && actual.minX == sample.minX && actual.size == sample.size)
        }
    }

    /// Seed 002's presentations, each the delegate of a collection view with the storyboard's
    /// flow layout (UIKit's defaults), as its view controller sets it; the collection view keeps
    /// the layout, prepared for 10 fruits.
    func presentation(_ delegate: any CollectionViewSelectableItemDelegate, width: CGFloat) throws -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = delegate
        try collectionView.collectionViewLayout.prepare(size: collectionView.bounds.size, itemCounts: [10], scale: nil)
        return collectionView
    }

    static let presentations: [@Sendable () -> any CollectionViewSelectableItemDelegate] = [
        { TabledContentCollectionViewDelegate() }, { DefaultGriddedContentCollectionViewDelegate() },
        { CustomGriddedContentCollectionViewDelegate() },
    ]

    @Test(arguments: widths)
    func theFlowPresentations(width: CGFloat) throws {
        // samples/fruits.json has the presentations as its three sections, in that order.
        let fruits = try sample("fruits.json", width: Double(width))
        for (index, make) in Self.presentations.enumerated() {
            let delegate = make()
            let collectionView = try presentation(delegate, width: width)
            let layout = collectionView.collectionViewLayout
            let expected = try Screen(container: fruits.container, sections: [fruits.sections[index]]).layout()
            #expect(itemFrames(layout, counts: [10]) == engineFrames(expected))
            #expect(layout.collectionViewContentSize == CGSize(width: width, height: expected.contentSize.height))
        }
    }

    @Test func theFlowPresentationsByHand() throws {
        // layout-rules §9 at 390: A = 390 − 32 = 358 under a 16-point inset, 20 below the last line.
        let table = TabledContentCollectionViewDelegate()
        let grid = DefaultGriddedContentCollectionViewDelegate()
        let custom = CustomGriddedContentCollectionViewDelegate()
        // The table: 358 × 112 rows, one a line at x 16, 122 apart: 16 + 10 · 112 + 9 · 10 + 20.
        let tabled = try presentation(table, width: 390).collectionViewLayout
        #expect((0..<3).map { tabled.frame(ofItem: $0) } == [16, 138, 260].map { CGRect(x: 16, y: $0, width: 358, height: 112) })
        #expect(tabled.collectionViewContentSize.height == 1246)
        // The grid: (390 − 48) / 3 = 114-point squares, three a line ((358 + 8) / 122 = 3) with
        // gaps of 8, lines 134 apart.
        let gridded = try presentation(grid, width: 390).collectionViewLayout
        #expect((0..<4).map { gridded.frame(ofItem: $0)?.minX } == [16, 138, 260, 16])
        #expect([0, 3, 6, 9].map { gridded.frame(ofItem: $0)?.minY } == [16, 150, 284, 418])
        #expect(gridded.collectionViewContentSize.height == 552)
        // The mixed grid: a full-width row alone, then three squares filling a line exactly
        // (justified, gaps of 8), and again; the last square alone on its line packs left.
        let mixedView = try presentation(custom, width: 390)
        let mixed = mixedView.collectionViewLayout
        #expect(mixed.frame(ofItem: 0) == CGRect(x: 16, y: 16, width: 358, height: 112))
        #expect((1...3).map { mixed.frame(ofItem: $0)?.minX } == [16, 138, 260])
        #expect([1, 4, 5, 8, 9].map { mixed.frame(ofItem: $0)?.minY } == [148, 282, 414, 548, 680])
        #expect(mixed.frame(ofItem: 9) == CGRect(x: 16, y: 680, width: 114, height: 114))
        #expect(mixed.collectionViewContentSize.height == 814)
        // Their didSelectItem closures stay the controller's.
        var selected: [IndexPath] = []
        custom.didSelectItem = { selected.append($0) }
        custom.collectionView(mixedView, didSelectItemAt: IndexPath(item: 4, section: 0))
        custom.collectionView(mixedView, didHighlightItemAt: IndexPath(item: 4, section: 0))
        #expect(selected == [IndexPath(item: 4, section: 0)])
    }

    @Test func theFlowPresentationsSpecs() throws {
        // Written as flow sections: the mixed grid's sizes are its four in turn.
        let custom = CustomGriddedContentCollectionViewDelegate()
        // The collection view, which has the delegate, is the layout's while it is written.
        let collectionView = try presentation(custom, width: 390)
        let layout = collectionView.collectionViewLayout
        let written = try spec(try LayoutcalcHarness(width: 390, height: 844, itemCounts: [10], scale: nil).spec(of: layout))
        guard case .flow(let flow) = written.sections.first?.content else {
            Issue.record("not a flow section")
            return
        }
        #expect(flow.sizes == [
            FlowItemSize(width: .points(358), height: .points(112)), FlowItemSize(width: .points(114), height: .points(114)),
            FlowItemSize(width: .points(114), height: .points(114)), FlowItemSize(width: .points(114), height: .points(114)),
        ])
        #expect(try engineFrames(written.layout()) == itemFrames(layout, counts: [10]))
    }

    /// Seed 004's snake pattern in a custom layout that computes its own attributes in
    /// `prepare()`: layout-rules §10's worked case.
    @Test func theSquareMosaic() throws {
        let layout = SquareMosaicLayout(pattern: SnakeSquareMosaicPattern())
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [7])
        #expect((0..<7).map { layout.frame(ofItem: $0) } == [
            CGRect(x: 0, y: 0, width: 260, height: 260), CGRect(x: 260, y: 0, width: 130, height: 130),
            CGRect(x: 260, y: 130, width: 130, height: 130), CGRect(x: 260, y: 260, width: 130, height: 130),
            CGRect(x: 130, y: 260, width: 130, height: 130), CGRect(x: 0, y: 260, width: 130, height: 130),
            CGRect(x: 0, y: 390, width: 130, height: 130),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 520))
        let band = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 300, width: 390, height: 100)) ?? []
        #expect(band.map(\.indexPath.item) == [3, 4, 5, 6])
        // Prepared at another width, it is invalidated first and computes its cells anew: at 300
        // the big square is 200, and the next block's squares 100.
        try layout.prepare(size: CGSize(width: 300, height: 844), itemCounts: [4])
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(layout.frame(ofItem: 3) == CGRect(x: 200, y: 200, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 300))
        // Its attributes are its own: no spec says them.
        #expect(problems { () throws(CompositionalLayoutError) in
            _ = try LayoutcalcHarness(width: 300, height: 844, itemCounts: [4]).spec(of: layout)
        } == [
            "$: SquareMosaicLayout computes its own attributes, which no spec says: layoutcalc writes the specs of UICollectionViewCompositionalLayout and UICollectionViewFlowLayout"
        ])
    }
}
