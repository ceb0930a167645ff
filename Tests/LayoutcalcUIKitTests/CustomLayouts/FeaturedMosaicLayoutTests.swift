import LayoutcalcUIKit
import Testing

@Suite struct FeaturedMosaicLayoutTests {
    @Test func blocksOfThreeWithTheirOwnAttributes() throws {
        let layout = FeaturedMosaicLayout()
        try layout.prepare(size: CGSize(width: 300, height: 500), itemCounts: [7])
        // Squares of 100 and 200: block 0 large at the left, block 1 mirrored 200 down, block 2's
        // large square alone at 400.
        #expect(layout.frame(ofItem: 3) == CGRect(x: 100, y: 200, width: 200, height: 200))
        #expect(layout.frame(ofItem: 5) == CGRect(x: 0, y: 300, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 600))
        // From 250 to 350: block 1's three squares, the large one featured.
        let band = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 250, width: 300, height: 100)) as? [MosaicLayoutAttributes])
        #expect(band.map(\.indexPath.row) == [3, 4, 5])
        #expect(band.map(\.isFeatured) == [true, false, false])
        // A copy is the mosaic's own, and equal only with its featuring.
        let large = try #require(layout.layoutAttributesForItem(at: IndexPath(row: 3, section: 0)) as? MosaicLayoutAttributes)
        let copy = try #require(large.copy() as? MosaicLayoutAttributes)
        #expect(copy.isFeatured && copy.isEqual(large) && copy !== large)
        copy.isFeatured = false
        #expect(!copy.isEqual(large))
        #expect(ObjectIdentifier(FeaturedMosaicLayout.layoutAttributesClass) == ObjectIdentifier(MosaicLayoutAttributes.self))
    }
}
