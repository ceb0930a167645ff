// Flow layouts as apps write them (written for these tests, after the patterns app code uses):
// subclasses that move what UICollectionViewFlowLayout answers, a delegate that sizes a grid,
// a self-sizing list and a horizontal strip. Each compiles against UIKit unchanged.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

/// Tags in rows packed to the left, rather than justified: each row starts at the left inset.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = original.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        var x = sectionInset.left
        var rowBottom: CGFloat = -.greatestFiniteMagnitude
        for cell in attributes where cell.representedElementCategory == .cell {
            if cell.frame.minY >= rowBottom {
                x = sectionInset.left
            }
            cell.frame.origin.x = x
            x += cell.frame.width + minimumInteritemSpacing
            rowBottom = max(rowBottom, cell.frame.maxY)
        }
        return attributes
    }
}

/// Cards side by side, the one in the middle full size and its neighbours smaller, snapping so
/// that a card always stops in the middle.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    private let cardWidthRatio: CGFloat = 0.7
    private let minimumScale: CGFloat = 0.85

    override func prepare() {
        if let collectionView = collectionView {
            scrollDirection = .horizontal
            minimumLineSpacing = 16
            let bounds = collectionView.bounds
            itemSize = CGSize(width: (bounds.width * cardWidthRatio).rounded(), height: bounds.height - 40)
            let side = (bounds.width - itemSize.width) / 2
            sectionInset = UIEdgeInsets(top: 20, left: side, bottom: 20, right: side)
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView, let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let step = itemSize.width + minimumLineSpacing
        return original.map { cell in
            guard let scaled = cell.copy() as? UICollectionViewLayoutAttributes else { return cell }
            let distance = min(abs(scaled.center.x - middle) / step, 1)
            let scale = 1 - (1 - minimumScale) * distance
            scaled.transform = CGAffineTransform(scaleX: scale, y: scale)
            return scaled
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let visible = CGRect(origin: CGPoint(x: proposedContentOffset.x, y: 0), size: collectionView.bounds.size)
        let middle = proposedContentOffset.x + collectionView.bounds.width / 2
        let cards = super.layoutAttributesForElements(in: visible) ?? []
        guard let closest = cards.min(by: { abs($0.center.x - middle) < abs($1.center.x - middle) }) else {
            return proposedContentOffset
        }
        return CGPoint(x: closest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}

/// A photo grid's delegate: square cells three across on a phone, four on wider screens, under
/// a header per section; the second section keeps clear of the first.
final class PhotoGridDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    private let spacing: CGFloat = 2

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        let columns: CGFloat = collectionView.bounds.width > 600 ? 4 : 3
        let side = ((collectionView.bounds.width - spacing * (columns - 1)) / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int)
        -> UIEdgeInsets
    {
        section == 0 ? .zero : UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        spacing
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        spacing
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}

enum AppFlowLayouts {
    /// A list of full-width rows that size themselves, 44 points tall until measured.
    static func selfSizingList(width: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: width, height: 44)
        layout.minimumLineSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        return layout
    }

    /// A strip of story bubbles that scrolls sideways.
    static func storiesStrip() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 72, height: 96)
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        return layout
    }
}
