import LayoutcalcUIKit
import Testing

/// Cards 250 wide, 20 apart, in a collection view 390 × 400: the first card's left is at
/// (390 − 250) / 2 = 70, a page is 270, and card i's centre is at 195 + 270 i.
@Suite struct PagingCarouselLayoutTests {
    func carousel(cards: Int = 5) throws -> (PagingCarouselLayout, UICollectionView) {
        let layout = PagingCarouselLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [cards])
        return (layout, collectionView)
    }

    /// The scale of each card on screen, by item.
    func scales(_ collectionView: UICollectionView) -> [Int: CGFloat] {
        let elements = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        return Dictionary(uniqueKeysWithValues: elements.map { ($0.indexPath.item, $0.transform.a) })
    }

    @Test func theCardInTheMiddleIsFullSizeAtEveryOffset() throws {
        let (layout, collectionView) = try carousel()
        #expect(collectionView.decelerationRate == .fast)
        // 70 each side, five cards, four gaps: 140 + 1250 + 80.
        #expect(collectionView.contentSize == CGSize(width: 1470, height: 400))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 340, y: 20, width: 250, height: 360))
        // At 0, card 0 is in the middle (195); card 1 a page away, at the minimum 0.8.
        #expect(scales(collectionView) == [0: 1, 1: 0.8])
        // Half a page on, the middle is at 330: cards 0 and 1 are 135 from it, half a page,
        // 1 − 0.2 × 0.5 = 0.9 each; card 2 (from 610) is off the screen (135 to 525).
        collectionView.contentOffset = CGPoint(x: 135, y: 0)
        #expect(scales(collectionView) == [0: 0.9, 1: 0.9])
        // A page on: card 1 in the middle.
        layout.contentOffset = CGPoint(x: 270, y: 0)
        #expect(scales(collectionView) == [0: 0.8, 1: 1, 2: 0.8])
        let middle = try #require(layout.layoutAttributesForElements(in: collectionView.bounds)?.first { $0.indexPath.item == 1 })
        #expect(middle.zIndex == 1 && CATransform3DEqualToTransform(middle.transform3D, CATransform3DMakeScale(1, 1, 1)))
    }

    @Test func scrollingStopsCardByCard() throws {
        let (layout, collectionView) = try carousel()
        collectionView.contentOffset = CGPoint(x: 270, y: 0)
        // Let go without a flick at 300: the nearest stop, card 1's, 270.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: .zero) == CGPoint(x: 270, y: 0))
        // A flick forward from card 1 stops on card 2, one back on card 0, whatever was proposed.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: CGPoint(x: 0.5, y: 0)) == CGPoint(x: 540, y: 0))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 900, y: 0), withScrollingVelocity: CGPoint(x: -2, y: 0)) == CGPoint(x: 0, y: 0))
        // Never past the last card's stop, 4 × 270 = 1080, the content's end less the screen.
        collectionView.contentOffset = CGPoint(x: 1080, y: 0)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1200, y: 0), withScrollingVelocity: CGPoint(x: 3, y: 0)) == CGPoint(x: 1080, y: 0))
        #expect(collectionView.contentSize.width - collectionView.bounds.width == 1080)
    }
}
