import LayoutcalcUIKit
import Testing

/// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)` as app code uses it (layout
/// rules §3): cells that size themselves, made as tall as the tallest of their row.
@Suite struct UniformAcrossSiblingsTests {
    /// A shop's featured products: two cards to a row, each as tall as the taller of the two, so
    /// that the row's prices line up.
    static func featuredProductsSection() -> NSCollectionLayoutSection {
        let cardSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 200))
        let card = NSCollectionLayoutItem(layoutSize: cardSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(200))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [card])
        row.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    @Test func eachRowOfCardsTakesItsTallestCardsHeight() throws {
        let layout = UICollectionViewCompositionalLayout(section: Self.featuredProductsSection())
        // The cards' self-sized heights: the descriptions wrap to different lengths.
        let heights: [CGFloat] = [210, 250, 190, 180, 230]
        var measured: [IndexPath: CGSize] = [:]
        for (item, height) in heights.enumerated() { measured[IndexPath(item: item, section: 0)] = CGSize(width: 173, height: height) }
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [5], scale: 3, measuredSizes: measured)

        // 390 less 16 each side is 358; less the 12 between two cards, 173 each.
        #expect(layout.frame(ofItem: 0) == CGRect(x: 16, y: 16, width: 173, height: 250))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 201, y: 16, width: 173, height: 250))
        // The second row: 16 + 250 + 12 down, as tall as its 190.
        #expect(layout.frame(ofItem: 2) == CGRect(x: 16, y: 278, width: 173, height: 190))
        #expect(layout.frame(ofItem: 3) == CGRect(x: 201, y: 278, width: 173, height: 190))
        // The last card alone: its own height.
        #expect(layout.frame(ofItem: 4) == CGRect(x: 16, y: 480, width: 173, height: 230))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 480 + 230 + 16))
    }

    @Test func beforeTheyAreMeasuredTheCardsAreTheirEstimate() throws {
        let layout = UICollectionViewCompositionalLayout(section: Self.featuredProductsSection())
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3], scale: 3)
        #expect((0..<3).map { layout.frame(ofItem: $0)?.height } == [200, 200, 200])
        // The second row: 16 + 200 + 12 down.
        #expect(layout.frame(ofItem: 2)?.origin == CGPoint(x: 16, y: 228))
    }

    @Test func theDimensionSaysWhatItIs() {
        let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44)
        #expect(dimension.isUniformAcrossSiblings && dimension.dimension == 44)
        #expect(!NSCollectionLayoutDimension.estimated(44).isUniformAcrossSiblings)
    }
}
