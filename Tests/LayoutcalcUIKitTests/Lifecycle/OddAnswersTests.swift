import LayoutcalcUIKit
import Testing

/// A layout that answers what no layout should: a frame of NaN, one item twice, an item the
/// collection view does not have, index paths of one and of three indexes, a negative size, a
/// content size of NaN.
final class OddLayout: UICollectionViewLayout {
    static func cell(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        cell.frame = frame
        return cell
    }

    let answers: [UICollectionViewLayoutAttributes] = [
        cell(IndexPath(item: 0, section: 0), CGRect(x: CGFloat.nan, y: 0, width: 50, height: CGFloat.nan)),
        cell(IndexPath(item: 1, section: 0), CGRect(x: 0, y: 0, width: 50, height: 50)),
        cell(IndexPath(item: 1, section: 0), CGRect(x: 0, y: 0, width: 50, height: 50)),
        cell(IndexPath(item: 9, section: 4), CGRect(x: 60, y: 0, width: 50, height: 50)),
        cell(IndexPath(), CGRect(x: 0, y: 60, width: 50, height: 50)),
        cell(IndexPath(indexes: [0, 1, 2]), CGRect(x: 60, y: 60, width: -50, height: -50)),
    ]

    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat.nan, height: -1) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        answers
    }
}

/// A layout that scrolls its collection view while it is prepared.
final class RestlessLayout: UICollectionViewLayout {
    var preparations = 0

    override func prepare() {
        super.prepare()
        preparations += 1
        collectionView?.contentOffset = CGPoint(x: 0, y: CGFloat(preparations) * 10)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}

/// What a layout answers reaches the test as the layout answered it, and nothing of the
/// library's traps on it; nor on odd questions app code asks.
@Suite struct OddAnswersTests {
    @Test func aLayoutsOddAnswersPassThrough() throws {
        let layout = OddLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [2])
        #expect(layout.layoutAttributesForElements(in: .zero)?.count == 6)
        // The collection view lists each index path once, in the layout's order, those of items
        // it does not have and odd ones included.
        #expect(
            collectionView.indexPathsForVisibleItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 9, section: 4), IndexPath(),
                IndexPath(indexes: [0, 1, 2]),
            ])
        // A point finds the frames that hold it: NaN holds nothing; a negative size spans back
        // (from (60, 60) to (10, 10)), and of two frames of one zIndex the later is in front.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 5)) == IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 30, y: 30)) == IndexPath(indexes: [0, 1, 2]))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 30, y: 70)) == IndexPath())
        #expect(collectionView.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 5)) == nil)
        #expect(collectionView.contentSize.width.isNaN && collectionView.contentSize.height == -1)
        // The scroll view's insets read the odd size without trapping.
        #expect(collectionView.adjustedContentInset == .zero)
        // Attributes of NaN answer NaN.
        let odd = try #require(layout.answers.first)
        #expect(odd.center.x.isNaN && odd.size.height.isNaN && odd.bounds.width == 50)
        #expect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).applying(.identity).minX.isNaN)
    }

    @Test func oddQuestionsOfTheLibrarysLayoutsAnswerNothing() throws {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        #expect(layout.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.nan)) == [])
        #expect(layout.layoutAttributesForItem(at: IndexPath()) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(indexes: [0, 1, 2])) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath()) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == nil)
        layout.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header != nil)
        // Updates of index paths that are no items' are handed to the layout as they are.
        let collectionView = try #require(layout.collectionView)
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(), IndexPath(item: 7, section: 9)])
            collectionView.insertSections([Int.max - 1])
            collectionView.moveSection(-1, toSection: 40)
        }
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func aLayoutThatScrollsWhileItIsPreparedIsPreparedAgainAtTheNextPass() throws {
        let layout = RestlessLayout()
        try layout.prepare(size: CGSize(width: 100, height: 100), itemCounts: [1])
        // Its own scroll, in the pass, waits for the next pass rather than nesting one.
        #expect(layout.preparations == 1 && layout.contentOffset == CGPoint(x: 0, y: 10))
        layout.collectionView?.layoutIfNeeded()
        #expect(layout.preparations == 2 && layout.contentOffset == CGPoint(x: 0, y: 20))
    }
}
