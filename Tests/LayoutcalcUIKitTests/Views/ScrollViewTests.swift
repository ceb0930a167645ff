import LayoutcalcUIKit
import Testing

/// The collection view is the scroll view it is in UIKit, and a view: its bounds are where it is
/// scrolled to, its safe area and insets are there to read, and what is on screen is what the
/// layout answers for its bounds.
@Suite struct ScrollViewTests {
    /// A grid of 100-point squares, 10 apart, three across 320 points: lines at y 0, 110, 220.
    func grid(items: Int, size: CGSize = CGSize(width: 320, height: 250)) throws -> (UICollectionViewFlowLayout, UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        try layout.prepare(size: size, itemCounts: [items], safeArea: NSDirectionalEdgeInsets(top: 47, leading: 20, bottom: 34, trailing: 30))
        return (layout, collectionView)
    }

    @Test func aCollectionViewIsAScrollViewAndAView() throws {
        let (_, collectionView) = try grid(items: 9)
        let scrollView: UIScrollView = collectionView
        let view: UIView = scrollView
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 250))
        #expect(!scrollView.isPagingEnabled && scrollView.isScrollEnabled && scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998 && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isTracking)
        collectionView.isPagingEnabled = true
        collectionView.decelerationRate = .fast
        #expect(collectionView.isPagingEnabled && collectionView.decelerationRate == .fast)
        // Three lines of squares, 100 + 10 + 100 + 10 + 100 tall.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 320))
    }

    @Test func theSafeAreaAndTheInsetsItAddsTo() throws {
        let (_, collectionView) = try grid(items: 9)
        collectionView.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        // The content (320 tall) scrolls vertically in 250: the safe area's top and bottom add.
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 57, left: 5, bottom: 44, right: 5))
        collectionView.alwaysBounceHorizontal = true
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 57, left: 25, bottom: 44, right: 35))
        collectionView.alwaysBounceHorizontal = false
        collectionView.contentInsetAdjustmentBehavior = .never
        #expect(collectionView.adjustedContentInset == collectionView.contentInset)
        collectionView.contentInsetAdjustmentBehavior = .always
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 57, left: 25, bottom: 44, right: 35))
        // Three squares in 250 do not scroll: no safe area added.
        let (_, short) = try grid(items: 3)
        #expect(short.adjustedContentInset == .zero)
        // The guide is the bounds inset by the safe area, and moves with them.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(collectionView.safeAreaLayoutGuide.layoutFrame == CGRect(x: 20, y: 147, width: 270, height: 169))
        #expect(collectionView.safeAreaLayoutGuide.owningView === collectionView)
    }

    @Test func aViewKeepsItsFrameAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        view.bounds = CGRect(x: 5, y: 5, width: 60, height: 40)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 60, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        // A view in no window has no safe area, and a guide of its own no frame.
        #expect(view.safeAreaInsets == .zero && view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(UILayoutGuide().layoutFrame == .zero)
    }

    @Test func whatIsOnScreenIsWhatTheLayoutAnswersForTheBounds() throws {
        let (layout, collectionView) = try grid(items: 9)
        #expect(collectionView.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 0) })
        // Scrolled down 115: the first line (0 to 100) is off screen.
        layout.contentOffset = CGPoint(x: 0, y: 115)
        #expect(collectionView.indexPathsForVisibleItems == (3..<9).map { IndexPath(item: $0, section: 0) })
        // (150, 150) is in the second line's middle square; (105, 150) in the gap before it.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 150)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 110, y: 110)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        // There are no views.
        #expect(collectionView.visibleCells.isEmpty && collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }
}
