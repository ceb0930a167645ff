import LayoutcalcUIKit

/// What the collection view called, in order, shared by a layout and its data source.
final class CallLog {
    var entries: [String] = []

    func add(_ entry: String) {
        entries.append(entry)
    }

    /// The entries since the last call, which starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A rect in whole points, for a log.
func text(_ rect: CGRect) -> String {
    "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
}

/// An index path as UIKit writes it, a section's change with its item as `NSNotFound`.
func text(_ indexPath: IndexPath?) -> String {
    guard let indexPath else { return "nil" }
    guard indexPath.count == 2 else { return "\(Array(indexPath))" }
    return "\(indexPath.section).\(indexPath.item == NSNotFound ? "NSNotFound" : String(indexPath.item))"
}

/// A layout of app code's that logs every call the collection view makes of it: rows 10 points
/// tall across the bounds, section after section, computed in `prepare()` from the collection
/// view's counts.
final class LoggingLayout: UICollectionViewLayout {
    let log: CallLog
    /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
    var invalidatesForBoundsChange = false
    private var rows: [UICollectionViewLayoutAttributes] = []

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let sections = collectionView.numberOfSections
        log.add("prepare \(text(collectionView.bounds))")
        rows = []
        for section in 0..<sections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                row.frame = CGRect(x: 0, y: CGFloat(rows.count) * 10, width: collectionView.bounds.width, height: 10)
                rows.append(row)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        log.add("contentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows.count) * 10)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.add("elements in \(text(rect))")
        return rows.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.first { $0.indexPath == indexPath }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log.add("target offset for (\(Int(proposedContentOffset.x)), \(Int(proposedContentOffset.y)))")
        return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    override func invalidateLayout() {
        log.add("invalidateLayout()")
        super.invalidateLayout()
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flags = [context.invalidateEverything ? "everything" : nil, context.invalidateDataSourceCounts ? "counts" : nil].compactMap { $0 }
        log.add("invalidateLayout(with: \(flags.isEmpty ? "none" : flags.joined(separator: ", ")))")
        super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.add("shouldInvalidate \(text(newBounds)) at \(text(collectionView?.bounds ?? .zero))")
        return invalidatesForBoundsChange
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.add("context for \(text(newBounds))")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let items = updateItems.map { "\($0.updateAction) \(text($0.indexPathBeforeUpdate))→\(text($0.indexPathAfterUpdate))" }
        log.add("prepare for updates [\(items.joined(separator: ", "))]")
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.add("finalize updates")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.add("appearing \(text(itemIndexPath))")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.add("disappearing \(text(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.add("inserted \(elementKind)s")
        return [IndexPath(item: 0, section: 0)]
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        log.add("appearing \(elementKind) \(text(elementIndexPath))")
        return nil
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        log.add("deleted \(elementKind)s")
        return [IndexPath(item: 0, section: 1)]
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        log.add("disappearing \(elementKind) \(text(decorationIndexPath))")
        return nil
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        log.add("prepare for animated change from \(text(oldBounds))")
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        log.add("finalize animated change")
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        log.add("transition to \((newLayout as? LoggingLayout)?.name ?? "?") from \(name)")
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        log.add("transition from \((oldLayout as? LoggingLayout)?.name ?? "?") to \(name)")
    }

    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        log.add("finalize transition of \(name)")
    }

    /// The layout's name in a log of two layouts.
    var name = "layout"
}

/// A data source of app code's that logs each count the collection view asks for.
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let log: CallLog
    var counts: [Int]

    init(log: CallLog, counts: [Int]) {
        self.log = log
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        log.add("sections?")
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log.add("items in \(section)?")
        return counts.indices.contains(section) ? counts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}
