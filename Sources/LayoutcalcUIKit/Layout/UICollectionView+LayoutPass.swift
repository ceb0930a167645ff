import Foundation
import LayoutSpec

// How the collection view runs its layout, in UIKit's order (see <doc:CustomLayouts>): an
// invalidation marks the layout as due, and the layout pass prepares it, then asks its content
// size and the elements in the bounds. A bounds change, a batch update and a change of layout
// run their pass at once; `reloadData()`, `invalidateLayout()` and a new data source wait for
// `layoutIfNeeded()`, the collection view's own queries, or the next `prepare(size:…)`.

extension UICollectionView {
    /// Takes a prepared layout's values without running the layout: `prepare(size:…)` prepares
    /// it once they are all in place. The bounds keep their origin (the content offset).
    func setUp(with harness: LayoutcalcHarness) {
        super.bounds = CGRect(origin: super.bounds.origin, size: CGSize(width: harness.width, height: harness.height ?? 0))
        hasHeight = harness.height != nil
        layoutDirection = harness.layoutDirection
        directionalLayoutMargins = harness.layoutMargins
        safeArea = UIEdgeInsets(harness.safeArea, direction: harness.layoutDirection)
        counts = harness.itemCounts
        countsAreStale = false
        displayScale = harness.scale
        measuredSizes = harness.measuredSizes
        device = harness.device
        isSetUp = true
    }

    /// The values a layout is laid out with, as its harness holds them; `nil` before
    /// `prepare(size:…)` has given them.
    var harness: LayoutcalcHarness? {
        guard isSetUp else { return nil }
        refreshCountsIfStale()
        let size = super.bounds.size
        return LayoutcalcHarness(
            width: size.width, height: hasHeight ? size.height : nil, itemCounts: counts, scale: displayScale,
            layoutMargins: directionalLayoutMargins, safeArea: NSDirectionalEdgeInsets(safeArea, direction: layoutDirection),
            measuredSizes: measuredSizes, layoutDirection: layoutDirection, device: device)
    }

    // MARK: Counts

    /// The data source's counts, asked as UIKit asks them (`numberOfSections(in:)`, then each
    /// section's items), refused past the spec format's limits before they are kept; the counts
    /// held where there is no data source.
    func countsFromDataSource() throws(CompositionalLayoutError) -> [Int] {
        guard let dataSource else { return counts }
        return try ItemCounts.counted(
            sections: dataSource.numberOfSections(in: self), items: { dataSource.collectionView(self, numberOfItemsInSection: $0) },
            from: .dataSource)
    }

    /// Asks the data source for the counts if they are due to be asked again. Counts it refuses
    /// leave no sections (`prepare(size:…)` throws the refusal).
    func refreshCountsIfStale() {
        guard countsAreStale else { return }
        countsAreStale = false
        do {
            counts = try countsFromDataSource()
        } catch {
            counts = []
        }
        // An item the data source no longer has takes its measured size with it; the others keep
        // theirs at their index paths until `prepare(size:…)` gives new ones.
        measuredSizes = measuredSizes.filter { indexPath, _ in
            indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
        }
    }

    // MARK: The layout pass

    /// Marks the layout as due to be prepared, and adds what `context` adjusts: its content
    /// offset at once (without asking the layout again), its content size until the next pass.
    func layoutWasInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
        needsLayoutPass = true
        let offset = context.contentOffsetAdjustment
        if offset != .zero {
            let bounds = super.bounds
            super.bounds = CGRect(x: bounds.origin.x + offset.x, y: bounds.origin.y + offset.y, width: bounds.size.width, height: bounds.size.height)
        }
        let size = context.contentSizeAdjustment
        if size != .zero {
            contentSize = CGSize(width: contentSize.width + size.width, height: contentSize.height + size.height)
        }
    }

    /// Runs the layout pass if the layout was invalidated since it was last prepared.
    func runPendingLayoutPass() {
        if needsLayoutPass { runLayoutPass() }
    }

    /// The layout pass: the data source's counts if they are to be asked again, `prepare()` if
    /// the layout was invalidated (or `preparing`), then the layout's content size and the
    /// elements in the bounds. Inside a pass, or before `prepare(size:…)`, nothing runs.
    func runLayoutPass(preparing: Bool = false) {
        guard isSetUp, !isInLayoutPass, let layout = layoutInUse else { return }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        let prepares = needsLayoutPass || preparing
        needsLayoutPass = false
        let oldBounds = animatedBoundsChange
        animatedBoundsChange = nil
        device.run {
            refreshCountsIfStale()
            if prepares { layout.prepareInCollectionView() }
            if let oldBounds { layout.prepare(forAnimatedBoundsChange: oldBounds) }
            askContent(of: layout)
            if oldBounds != nil { layout.finalizeAnimatedBoundsChange() }
        }
        layout.preparedBefore = nil
    }

    /// The pass's questions: the content size, which the collection view keeps; where the
    /// collection view settles on an offset of the layout's choosing (`settling`: a batch update,
    /// a new layout), `targetContentOffset(forProposedContentOffset:)` with the current offset,
    /// which it moves to without asking the layout again; then the elements in the bounds, which
    /// UIKit makes views for and layoutcalc does not use.
    private func askContent(of layout: UICollectionViewLayout, settling: Bool = false) {
        contentSize = layout.collectionViewContentSize
        if settling {
            let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            if target != contentOffset { super.bounds.origin = target }
        }
        _ = layout.layoutAttributesForElements(in: bounds)
    }

    /// A batch update's layout pass, at once: the data source's new counts, the layout
    /// invalidated for them and prepared, `prepare(forCollectionViewUpdates:)`, the pass's
    /// questions (the target offset among them), the appearing and disappearing elements,
    /// `finalizeCollectionViewUpdates()`. Before `prepare(size:…)` only the counts are due;
    /// inside a layout pass, the next pass prepares for the counts.
    func update(with items: [UICollectionViewUpdateItem], countsBefore: [Int]) {
        guard isSetUp, !isInLayoutPass, let layout = layoutInUse else {
            reloadCounts(everything: false)
            return
        }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        countsAreStale = true
        device.run {
            refreshCountsIfStale()
            let context = layout.makeInvalidationContext()
            context.invalidateDataSourceCounts = true
            layout.invalidateLayout(with: context)
            needsLayoutPass = false
            layout.prepareInCollectionView()
            layout.prepare(forCollectionViewUpdates: items)
            askContent(of: layout, settling: true)
            UpdateAnimations(items: items, countsBefore: countsBefore, countsAfter: counts).ask(layout, supplementaryKinds: supplementaryKinds)
            layout.finalizeCollectionViewUpdates()
        }
        layout.preparedBefore = nil
    }

    /// A new layout's first pass, at once: invalidated whole and prepared, then, for an animated
    /// change, `prepareForTransition(to:)` on the old layout and `prepareForTransition(from:)` on
    /// the new, the pass's questions (the target offset among them), and
    /// `finalizeLayoutTransition()` on the old and the new. Inside a layout pass, the next pass
    /// prepares it.
    func transition(from old: UICollectionViewLayout?, to layout: UICollectionViewLayout, animated: Bool) {
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        guard !isInLayoutPass else {
            layout.invalidateLayout(with: context)
            return
        }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        let transitioning = animated ? old : nil
        device.run {
            refreshCountsIfStale()
            layout.invalidateLayout(with: context)
            needsLayoutPass = false
            layout.prepareInCollectionView()
            transitioning?.prepareForTransition(to: layout)
            if let transitioning { layout.prepareForTransition(from: transitioning) }
            askContent(of: layout, settling: true)
            transitioning?.finalizeLayoutTransition()
            if transitioning != nil { layout.finalizeLayoutTransition() }
        }
        layout.preparedBefore = nil
    }
}
