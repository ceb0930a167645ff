// A paging carousel written on UICollectionViewLayout, as carousel libraries write theirs (for
// these tests): cards side by side, the first and last able to stop in the middle, the card in
// the middle full size and the others smaller the farther they are, scaled in
// layoutAttributesForElements(in:) at the scroll position; scrolling stops card by card,
// targetContentOffset choosing the card by the finger's velocity. It compiles against UIKit
// unchanged.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

final class PagingCarouselLayout: UICollectionViewLayout {
    var cardWidth: CGFloat = 250
    var spacing: CGFloat = 20
    /// The scale of a card a page or more from the middle.
    var minimumScale: CGFloat = 0.8

    private var cards: [UICollectionViewLayoutAttributes] = []
    private var sideInset: CGFloat = 0

    /// The distance from one card's stop to the next's.
    var pageWidth: CGFloat { cardWidth + spacing }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        collectionView.decelerationRate = .fast
        let bounds = collectionView.bounds
        sideInset = (bounds.width - cardWidth) / 2
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        cards = (0..<count).map { item in
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.frame = CGRect(x: sideInset + CGFloat(item) * pageWidth, y: 20, width: cardWidth, height: bounds.height - 40)
            return card
        }
    }

    override var collectionViewContentSize: CGSize {
        let count = CGFloat(cards.count)
        return CGSize(width: sideInset * 2 + count * cardWidth + max(count - 1, 0) * spacing, height: collectionView?.bounds.height ?? 0)
    }

    /// The cards in `rect`, each scaled by its centre's distance from the middle of the screen.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return cards.filter { $0.frame.intersects(rect) }.compactMap { card in
            guard let scaled = card.copy() as? UICollectionViewLayoutAttributes else { return nil }
            let distance = min(abs(scaled.center.x - middle) / pageWidth, 1)
            let scale = 1 - (1 - minimumScale) * distance
            scaled.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
            scaled.zIndex = distance < 0.5 ? 1 : 0
            return scaled
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cards.indices.contains(indexPath.item) ? cards[indexPath.item] : nil
    }

    /// The scale changes with every scroll position.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// The card to stop on: the next one in the direction of a flick, else the nearest.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        guard let collectionView, !cards.isEmpty else { return proposedContentOffset }
        let current = collectionView.contentOffset.x / pageWidth
        let page: CGFloat
        if velocity.x > 0 {
            page = current.rounded(.down) + 1
        } else if velocity.x < 0 {
            page = current.rounded(.up) - 1
        } else {
            page = (proposedContentOffset.x / pageWidth).rounded()
        }
        let last = CGFloat(cards.count - 1)
        return CGPoint(x: min(max(page, 0), last) * pageWidth, y: proposedContentOffset.y)
    }
}
