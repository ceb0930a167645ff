import LayoutcalcUIKit
import Testing

/// The collection view calls its layout and its data source in UIKit's order, through every
/// moment of its life: the first layout pass, scrolling, reloading, batch updates, a new layout,
/// an animated change of size.
@Suite struct CallOrderTests {
    /// A collection view 100 × 50 with a logging layout and a data source of `counts`, prepared.
    func prepared(counts: [Int] = [3, 2]) throws -> (UICollectionView, LoggingLayout, CountingDataSource, CallLog) {
        let log = CallLog()
        let layout = LoggingLayout(log: log)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), collectionViewLayout: layout)
        let dataSource = CountingDataSource(log: log, counts: counts)
        collectionView.dataSource = dataSource
        try layout.prepare(size: collectionView.bounds.size)
        _ = log.take()
        return (collectionView, layout, dataSource, log)
    }

    @Test func theFirstPassCountsThenInvalidatesThenPrepares() throws {
        let log = CallLog()
        let layout = LoggingLayout(log: log)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), collectionViewLayout: layout)
        let dataSource = CountingDataSource(log: log, counts: [3, 2])
        collectionView.dataSource = dataSource
        // Nothing runs before the first pass.
        collectionView.layoutIfNeeded()
        #expect(log.take().isEmpty)
        try layout.prepare(size: CGSize(width: 100, height: 50))
        #expect(
            log.take() == [
                "sections?", "items in 0?", "items in 1?", "invalidateLayout()", "invalidateLayout(with: everything)", "prepare (0, 0, 100, 50)",
                "contentSize", "elements in (0, 0, 100, 50)",
            ])
        // Five rows of 10: the collection view keeps the size the pass asked for.
        #expect(collectionView.contentSize == CGSize(width: 100, height: 50))
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 1) == 2)
        // The counts are cached, as UIKit's: reading them again asks nothing.
        #expect(log.take().isEmpty)
    }

    @Test func aBoundsChangeAsksWithTheOldBoundsAndPreparesAtOnceWhereItInvalidates() throws {
        let (collectionView, layout, _, log) = try prepared()
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(log.take() == ["shouldInvalidate (0, 20, 100, 50) at (0, 0, 100, 50)"])
        // The same bounds are no change.
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(log.take().isEmpty)
        layout.invalidatesForBoundsChange = true
        collectionView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        #expect(
            log.take() == [
                "shouldInvalidate (0, 30, 100, 50) at (0, 20, 100, 50)", "context for (0, 30, 100, 50)", "invalidateLayout(with: none)",
                "prepare (0, 30, 100, 50)", "contentSize", "elements in (0, 30, 100, 50)",
            ])
        // Moving the frame without resizing it leaves the bounds as they are.
        collectionView.frame = CGRect(x: 7, y: 9, width: 100, height: 50)
        #expect(log.take().isEmpty && collectionView.bounds == CGRect(x: 0, y: 30, width: 100, height: 50))
    }

    @Test func reloadingInvalidatesAndWaitsForTheLayoutPass() throws {
        let (collectionView, _, dataSource, log) = try prepared()
        dataSource.counts = [4]
        collectionView.reloadData()
        #expect(log.take() == ["invalidateLayout(with: everything, counts)"])
        collectionView.layoutIfNeeded()
        #expect(log.take() == ["sections?", "items in 0?", "prepare (0, 0, 100, 50)", "contentSize", "elements in (0, 0, 100, 50)"])
        #expect(collectionView.contentSize.height == 40)
        collectionView.layoutIfNeeded()
        #expect(log.take().isEmpty)
        // invalidateLayout() waits as well; the collection view's own queries bring the layout up to date.
        collectionView.collectionViewLayout.invalidateLayout()
        #expect(log.take() == ["invalidateLayout()", "invalidateLayout(with: everything)"])
        #expect(collectionView.indexPathsForVisibleItems == [0, 1, 2, 3].map { IndexPath(item: $0, section: 0) })
        #expect(log.take() == ["prepare (0, 0, 100, 50)", "contentSize", "elements in (0, 0, 100, 50)", "elements in (0, 0, 100, 50)"])
    }

    @Test func aBatchUpdateCountsPreparesThenAnimatesAndFinalizes() throws {
        let (collectionView, layout, dataSource, log) = try prepared()
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "card")
        collectionView.performBatchUpdates(
            {
                dataSource.counts = [2, 4]
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 3, section: 1)])
                // Inside the block the collection view still has the counts from before.
                log.add("inside: \(collectionView.numberOfItems(inSection: 0)) and \(collectionView.numberOfItems(inSection: 1))")
            }, completion: { log.add("completion \($0)") })
        #expect(
            log.take() == [
                "inside: 3 and 2", "sections?", "items in 0?", "items in 1?", "invalidateLayout(with: counts)", "prepare (0, 0, 100, 50)",
                "prepare for updates [delete 0.1→nil, insert nil→1.0, insert nil→1.3]", "contentSize", "target offset for (0, 0)",
                "elements in (0, 0, 100, 50)",
                "appearing 1.0", "appearing 1.3", "disappearing 0.1", "inserted badges", "appearing badge 0.0", "deleted cards",
                "disappearing card 1.0", "finalize updates", "completion true",
            ])
        // The layout answers with the new counts: 2 + 4 rows.
        #expect(collectionView.contentSize.height == 60)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame == CGRect(x: 0, y: 50, width: 100, height: 10))
    }

    @Test func sectionsChangeWholeAndBatchesNest() throws {
        let (collectionView, _, dataSource, log) = try prepared()
        collectionView.performBatchUpdates(
            {
                // Section 0 (3 items) goes, a section of 1 item comes after the old section 1 (2 items).
                dataSource.counts = [2, 1]
                collectionView.deleteSections([0])
                collectionView.performBatchUpdates({ collectionView.insertSections([1]) }, completion: { log.add("inner completion \($0)") })
                collectionView.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 0))
                collectionView.reloadItems(at: [IndexPath(item: 0, section: 1)])
            }, completion: { log.add("outer completion \($0)") })
        #expect(
            log.take() == [
                "sections?", "items in 0?", "items in 1?", "invalidateLayout(with: counts)", "prepare (0, 0, 100, 50)",
                "prepare for updates [delete 0.NSNotFound→nil, insert nil→1.NSNotFound, move 1.0→0.1, reload 1.0→1.0]", "contentSize",
                "target offset for (0, 0)", "elements in (0, 0, 100, 50)",
                // Inserted: every item of the new section 1, and the reloaded item; deleted: every
                // item the old section 0 had, and the reloaded item as it was. The move asks nothing.
                "appearing 1.0", "appearing 1.0", "disappearing 0.0", "disappearing 0.1", "disappearing 0.2", "disappearing 1.0",
                "finalize updates", "inner completion true", "outer completion true",
            ])
    }

    @Test func aChangeOutsideABatchIsABatchOfItsOwn() throws {
        let (collectionView, _, dataSource, log) = try prepared()
        dataSource.counts = [3, 3]
        collectionView.insertItems(at: [IndexPath(item: 2, section: 1)])
        #expect(
            log.take() == [
                "sections?", "items in 0?", "items in 1?", "invalidateLayout(with: counts)", "prepare (0, 0, 100, 50)",
                "prepare for updates [insert nil→1.2]", "contentSize", "target offset for (0, 0)", "elements in (0, 0, 100, 50)",
                "appearing 1.2", "finalize updates",
            ])
    }

    @Test func aNewLayoutIsPreparedAndAnAnimatedOneTransitions() throws {
        let (collectionView, list, _, log) = try prepared()
        list.name = "list"
        let grid = LoggingLayout(log: log)
        grid.name = "grid"
        collectionView.setCollectionViewLayout(grid, animated: true) { log.add("completion \($0)") }
        #expect(
            log.take() == [
                "invalidateLayout(with: everything)", "prepare (0, 0, 100, 50)", "transition to grid from list", "transition from list to grid",
                "contentSize", "target offset for (0, 0)", "elements in (0, 0, 100, 50)", "finalize transition of list",
                "finalize transition of grid", "completion true",
            ])
        #expect(list.collectionView == nil && grid.collectionView === collectionView)
        // Without animation: prepared, no transition.
        collectionView.collectionViewLayout = list
        #expect(
            log.take() == [
                "invalidateLayout(with: everything)", "prepare (0, 0, 100, 50)", "contentSize", "target offset for (0, 0)", "elements in (0, 0, 100, 50)",
            ])
        #expect(grid.collectionView == nil && list.collectionView === collectionView)
    }

    @Test func aChangeOfSizeInAnAnimationBlockIsAnimated() throws {
        let (collectionView, layout, _, log) = try prepared()
        layout.invalidatesForBoundsChange = true
        var duration: TimeInterval = 0
        UIView.animate(
            withDuration: 0.3,
            animations: {
                duration = UIView.inheritedAnimationDuration
                collectionView.frame = CGRect(x: 0, y: 0, width: 80, height: 50)
            }, completion: { log.add("completion \($0)") })
        #expect(duration == 0.3 && UIView.inheritedAnimationDuration == 0)
        #expect(
            log.take() == [
                "shouldInvalidate (0, 0, 80, 50) at (0, 0, 100, 50)", "context for (0, 0, 80, 50)", "invalidateLayout(with: none)",
                "prepare (0, 0, 80, 50)", "prepare for animated change from (0, 0, 100, 50)", "contentSize", "elements in (0, 0, 80, 50)",
                "finalize animated change", "completion true",
            ])
        // Outside a block, the same change is not animated.
        collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(!log.take().contains { $0.hasPrefix("prepare for animated") })
    }
}
