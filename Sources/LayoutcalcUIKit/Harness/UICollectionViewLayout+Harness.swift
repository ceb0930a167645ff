import Foundation
import LayoutSpec

// The harness: where a test prepares any layout as a collection view's first layout pass would,
// and scrolls it.

extension UICollectionViewLayout {
    /// Where the collection view is scrolled to, `.zero` until set: pinned boundary items are
    /// answered where they are pinned there (layout-rules §12). It is the collection view's
    /// `contentOffset`, and setting it scrolls the collection view (a bounds change); preparing
    /// the layout keeps it.
    public var contentOffset: CGPoint {
        get { attached?.contentOffset ?? .zero }
        set { collectionViewForPreparing().contentOffset = newValue }
    }

    /// Lays the layout out as a collection view `size` large, with `itemCounts[s]` items in
    /// section `s`, would. `scale` is the display's (1, 2 or 3; `nil` is exact arithmetic, as a
    /// spec without `scale`); `layoutMargins` and `safeArea` are the collection view's; an
    /// estimated item's size is its estimate unless `measuredSizes` gives it for its index path;
    /// `layoutDirection` is the collection view's trait (UIKit reads it from the trait
    /// collection): `.rightToLeft` mirrors every frame.
    ///
    /// The collection view is the one the layout was given to
    /// (`UICollectionView(frame:collectionViewLayout:)`, whose delegate and data source it
    /// keeps), or one of the layout's own; it takes these values, and the layout is invalidated
    /// (`invalidateLayout()`) and prepared in it. Counts past the spec format's limits are
    /// refused, and so are counts a data source disagrees with. A layout layoutcalc cannot lay
    /// out is refused with every problem named by where it is (`sections[1].group.subitems[0]…`,
    /// the paths of `LayoutcalcHarness.spec(of:)`'s spec), and the layout is left unprepared.
    public func prepare(
        size: CGSize, itemCounts: [Int], scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws(CompositionalLayoutError) {
        try prepare(
            with: LayoutcalcHarness(
                width: size.width, height: size.height, itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins,
                safeArea: safeArea, measuredSizes: measuredSizes, layoutDirection: layoutDirection))
    }

    /// Lays the layout out as `prepare(size:itemCounts:…)` does, with the counts of its
    /// collection view's data source, asked as UIKit asks them (`numberOfSections(in:)`, then
    /// `collectionView(_:numberOfItemsInSection:)` for each section; a diffable data source
    /// answers its snapshot's). Without a data source it is refused; so are counts past the spec
    /// format's limits, before anything is made of them.
    public func prepare(
        size: CGSize, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero, safeArea: NSDirectionalEdgeInsets = .zero,
        measuredSizes: [IndexPath: CGSize] = [:], layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws(CompositionalLayoutError) {
        let collectionView = collectionViewForPreparing()
        let counts = try unpreparedIfRefused { () throws(CompositionalLayoutError) in
            guard collectionView.dataSource != nil else {
                throw CompositionalLayoutError(LayoutObjectProblem.noDataSource, at: ItemCounts.sectionsPath)
            }
            return try collectionView.countsFromDataSource()
        }
        try prepare(
            with: LayoutcalcHarness(
                width: size.width, height: size.height, itemCounts: counts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea,
                measuredSizes: measuredSizes, layoutDirection: layoutDirection),
            countsAreTheDataSources: true)
    }

    /// The counts of the layout's collection view's data source, asked as
    /// `prepare(size:scale:…)` asks them; nil when it has no data source. Counts past the spec
    /// format's limits are refused.
    public func itemCountsFromDataSource() throws(CompositionalLayoutError) -> [Int]? {
        let collectionView = collectionViewForPreparing()
        guard collectionView.dataSource != nil else { return nil }
        return try collectionView.countsFromDataSource()
    }

    /// Prepares the layout in its collection view, which takes `harness`'s values: the counts
    /// checked (and compared with the data source's, unless they are its), then
    /// `invalidateLayout()` and the layout pass.
    @discardableResult
    func prepare(with harness: LayoutcalcHarness, countsAreTheDataSources: Bool = false) throws(CompositionalLayoutError) -> UICollectionView {
        let collectionView = collectionViewForPreparing()
        if !countsAreTheDataSources {
            try unpreparedIfRefused { () throws(CompositionalLayoutError) in
                try ItemCounts.check(harness.itemCounts)
                if collectionView.dataSource != nil {
                    try ItemCounts.compare(given: harness.itemCounts, dataSource: try collectionView.countsFromDataSource())
                }
            }
        }
        collectionView.setUp(with: harness)
        harness.device.run { invalidateLayout() }
        collectionView.runLayoutPass(preparing: true)
        if let preparationError { throw preparationError }
        return collectionView
    }

    /// `body`'s result; where it refuses what the layout was to be prepared with, the layout is
    /// left unprepared, as where its layout pass cannot lay it out, so that no query answers
    /// with what an earlier `prepare(size:…)` laid out.
    private func unpreparedIfRefused<Result>(
        _ body: () throws(CompositionalLayoutError) -> Result
    ) throws(CompositionalLayoutError) -> Result {
        do {
            return try body()
        } catch {
            prepared = nil
            throw error
        }
    }
}
