// A spreadsheet written on UICollectionViewLayout, as sticky-grid libraries write theirs (for
// these tests): a section a row, an item a column, cells of one size; the first row sticks to
// the top of the screen and the first column to its left, the corner where they meet above both.
// A bounds change invalidates only the sticky cells, through the invalidation context, and
// prepare() moves just those. It compiles against UIKit unchanged.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

final class SpreadsheetLayout: UICollectionViewLayout {
    var cellSize = CGSize(width: 80, height: 40)

    /// Every cell by row, then column, where the grid puts it.
    private var cells: [[UICollectionViewLayoutAttributes]] = []
    /// Whether the whole grid is to be computed again, not only its sticky cells.
    private var gridIsStale = true

    /// The collection view, which a prepared layout always has: a layout of this kind overrides
    /// the property rather than unwrap it in every method.
    override var collectionView: UICollectionView {
        super.collectionView!
    }

    override func prepare() {
        super.prepare()
        if gridIsStale {
            cells = (0..<collectionView.numberOfSections).map { row in
                (0..<collectionView.numberOfItems(inSection: row)).map { column in
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: column, section: row))
                    cell.frame = CGRect(origin: CGPoint(x: CGFloat(column) * cellSize.width, y: CGFloat(row) * cellSize.height), size: cellSize)
                    return cell
                }
            }
            gridIsStale = false
        }
        let offset = collectionView.contentOffset
        for indexPath in stickyIndexPaths {
            let cell = cells[indexPath.section][indexPath.item]
            let row = indexPath.section == 0
            let column = indexPath.item == 0
            cell.frame.origin = CGPoint(
                x: column ? max(offset.x, 0) : CGFloat(indexPath.item) * cellSize.width,
                y: row ? max(offset.y, 0) : CGFloat(indexPath.section) * cellSize.height)
            cell.zIndex = row && column ? 2 : 1
        }
    }

    /// The first row's cells and the first column's.
    private var stickyIndexPaths: [IndexPath] {
        let header = (cells.first?.indices).map { $0.map { IndexPath(item: $0, section: 0) } } ?? []
        let column = cells.indices.dropFirst().filter { !cells[$0].isEmpty }.map { IndexPath(item: 0, section: $0) }
        return header + column
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(cells.map(\.count).max() ?? 0) * cellSize.width, height: CGFloat(cells.count) * cellSize.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cells.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.invalidateItems(at: stickyIndexPaths)
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths == nil {
            gridIsStale = true
        }
        super.invalidateLayout(with: context)
    }
}
