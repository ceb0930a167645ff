import CompositionalLayout
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
    func itemFrames(_ layout: UICollectionViewCompositionalLayout, counts: [Int]) -> [[CGRect?]] {
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
}
