// A waterfall written on UICollectionViewLayout, as waterfall libraries write theirs (for these
// tests, after the pattern CHTCollectionViewWaterfallLayout made common): its own delegate
// protocol asks each item's height for the column width, items go to the shortest column, and
// the attributes are cached in prepare() until an invalidation says otherwise. It compiles
// against UIKit unchanged.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

/// What the waterfall asks of its collection view's delegate.
///
/// An Objective-C library declares `columnCount(forSection:)` `@objc optional` and calls
/// `delegate?.collectionView?(…)`; in Swift it is a requirement with a default answer in an
/// extension, which compiles on both platforms.
protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
    func columnCount(forSection section: Int, in layout: WaterfallLayout) -> Int?
}

extension WaterfallLayoutDelegate {
    /// The layout's own `columnCount`.
    func columnCount(forSection section: Int, in layout: WaterfallLayout) -> Int? {
        nil
    }
}

final class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?
    var columnCount = 2
    var columnSpacing: CGFloat = 8
    var itemSpacing: CGFloat = 8
    var sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    private var sections: [[UICollectionViewLayoutAttributes]] = []
    private var contentHeight: CGFloat = 0
    private var preparedWidth: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard sections.isEmpty, let collectionView else { return }
        preparedWidth = collectionView.bounds.width
        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let columns = max(delegate?.columnCount(forSection: section, in: self) ?? columnCount, 1)
            let available = preparedWidth - sectionInset.left - sectionInset.right
            let columnWidth = ((available - CGFloat(columns - 1) * columnSpacing) / CGFloat(columns)).rounded(.down)
            var bottoms = Array(repeating: top + sectionInset.top, count: columns)
            var items: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = bottoms.firstIndex(of: bottoms.min() ?? 0) ?? 0
                let height = delegate?.collectionView(collectionView, layout: self, heightForItemAt: indexPath, width: columnWidth) ?? columnWidth
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(
                    x: sectionInset.left + CGFloat(column) * (columnWidth + columnSpacing), y: bottoms[column], width: columnWidth, height: height)
                bottoms[column] += height + itemSpacing
                items.append(attributes)
            }
            sections.append(items)
            let tallest = bottoms.max() ?? top
            top = (items.isEmpty ? tallest : tallest - itemSpacing) + sectionInset.bottom
        }
        contentHeight = top
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: preparedWidth, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        sections.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    /// Only a new width changes the columns; scrolling does not.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts || collectionView?.bounds.width != preparedWidth {
            sections = []
        }
        super.invalidateLayout(with: context)
    }
}
