import LayoutcalcUIKit
import Testing

/// A timetable: ten rows of six columns, the header row and the first column sticky.
@Suite struct SpreadsheetLayoutTests {
    func frames(_ layout: SpreadsheetLayout) -> [CGRect?] {
        [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 5), IndexPath(item: 2, section: 3)]
            .map { layout.layoutAttributesForItem(at: $0)?.frame }
    }

    @Test func theStickyCellsFollowTheScrollPosition() throws {
        let layout = SpreadsheetLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), collectionViewLayout: layout)
        try layout.prepare(size: collectionView.bounds.size, itemCounts: Array(repeating: 6, count: 10))
        // Six columns of 80 and ten rows of 40.
        #expect(collectionView.contentSize == CGSize(width: 480, height: 400))
        // At the origin: the corner, a header cell (column 3), a row's first cell (row 5), and a
        // plain cell (row 3, column 2) where the grid puts them.
        #expect(
            frames(layout) == [
                CGRect(x: 0, y: 0, width: 80, height: 40), CGRect(x: 240, y: 0, width: 80, height: 40),
                CGRect(x: 0, y: 200, width: 80, height: 40), CGRect(x: 160, y: 120, width: 80, height: 40),
            ])
        // Scrolled to (120, 200): the header row at the top edge, 200; the first column at the
        // left edge, 120; the plain cell where it was.
        collectionView.contentOffset = CGPoint(x: 120, y: 200)
        #expect(
            frames(layout) == [
                CGRect(x: 120, y: 200, width: 80, height: 40), CGRect(x: 240, y: 200, width: 80, height: 40),
                CGRect(x: 120, y: 200, width: 80, height: 40), CGRect(x: 160, y: 120, width: 80, height: 40),
            ])
        // The corner is above the header row and the first column, which are above the cells.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 5))?.zIndex == 1)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 3))?.zIndex == 0)
        // Scrolled to (250, 85), set by the layout's own contentOffset.
        layout.contentOffset = CGPoint(x: 250, y: 85)
        #expect(
            frames(layout) == [
                CGRect(x: 250, y: 85, width: 80, height: 40), CGRect(x: 240, y: 85, width: 80, height: 40),
                CGRect(x: 250, y: 200, width: 80, height: 40), CGRect(x: 160, y: 120, width: 80, height: 40),
            ])
        // On screen (x 250 to 450, y 85 to 235, no cell's edge on the screen's): the header row
        // and rows 2 to 5, each in the first column and columns 3 to 5: 5 rows of 4.
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.count == 20)
        #expect(Set(visible.map(\.section)) == [0, 2, 3, 4, 5] && Set(visible.map(\.item)) == [0, 3, 4, 5])
    }

    @Test func onlyTheStickyCellsAreInvalidatedForScrolling() throws {
        let layout = SpreadsheetLayout()
        try layout.prepare(size: CGSize(width: 200, height: 150), itemCounts: [3, 3])
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 10, y: 10, width: 200, height: 150))
        // The header row's three cells and the second row's first.
        #expect(
            context.invalidatedItemIndexPaths == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
            ])
        #expect(!context.invalidateEverything)
    }
}
