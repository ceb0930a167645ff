// A mosaic written on UICollectionViewLayout with attributes of its own, as mosaic libraries
// write theirs (for these tests): blocks of three squares, a large one beside two small ones
// stacked, every other block mirrored; the large squares are featured, which the cells read
// from their attributes. It compiles against UIKit unchanged.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

/// A mosaic's attributes: whether the cell is a block's large square.
final class MosaicLayoutAttributes: UICollectionViewLayoutAttributes {
    var isFeatured = false

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? MosaicLayoutAttributes)?.isFeatured = isFeatured
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MosaicLayoutAttributes, other.isFeatured == isFeatured else { return false }
        return super.isEqual(object)
    }
}

final class FeaturedMosaicLayout: UICollectionViewLayout {
    private var cache: [MosaicLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override class var layoutAttributesClass: AnyClass { MosaicLayoutAttributes.self }

    override func prepare() {
        super.prepare()
        cache = []
        guard let collectionView, collectionView.numberOfSections > 0 else { return }
        let side = collectionView.bounds.width / 3
        let count = collectionView.numberOfItems(inSection: 0)
        for row in 0..<count {
            let block = row / 3
            let top = CGFloat(block) * side * 2
            let mirrored = block % 2 == 1
            let attributes = MosaicLayoutAttributes(forCellWith: IndexPath(row: row, section: 0))
            switch row % 3 {
            case 0:
                attributes.frame = CGRect(x: mirrored ? side : 0, y: top, width: side * 2, height: side * 2)
                attributes.isFeatured = true
            case 1:
                attributes.frame = CGRect(x: mirrored ? 0 : side * 2, y: top, width: side, height: side)
            default:
                attributes.frame = CGRect(x: mirrored ? 0 : side * 2, y: top + side, width: side, height: side)
            }
            cache.append(attributes)
        }
        contentHeight = cache.map(\.frame.maxY).max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.row) ? cache[indexPath.row] : nil
    }
}
