import Foundation

/// The direction a view reads in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft
}

/// UIKit's collection view, the scroll view a layout lays out: its size and scroll position, its
/// insets and margins, its data source's counts and its delegate, and the layout it runs as
/// UIKit's does (see <doc:CustomLayouts>). There are no cells: it holds the values a layout
/// reads, which
/// `UICollectionViewLayout.prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
/// gives it (the first layout pass), and answers what depends on views as UIKit does with none.
/// A layout prepared without one gets one of its own.
open class UICollectionView: UIScrollView {
    /// The element kind of a section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal
    }

    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView
        case decorationView
    }

    /// The layout a collection view made by app code keeps.
    private var keptLayout: UICollectionViewLayout?
    /// The layout whose own stand-in this is: the layout keeps the stand-in, not the other way.
    private weak var standInLayout: UICollectionViewLayout?

    /// The delegate, which a flow layout asks for sizes and spacings (weak, as in UIKit).
    open weak var delegate: (any UICollectionViewDelegate)?
    /// What counts the sections and items (weak, as in UIKit): when there is one, the
    /// collection view asks it `numberOfSections(in:)` and then each section's
    /// `collectionView(_:numberOfItemsInSection:)`, and `prepare(size:…)` may leave out its
    /// `itemCounts`. Setting it invalidates everything, as in UIKit.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadCounts(everything: true) }
    }
    /// The direction the collection view reads in, which `prepare(size:…)` gives.
    var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// The safe area's insets, which `prepare(size:…)` gives.
    var safeArea: UIEdgeInsets = .zero
    /// How many items each section has: `prepare(size:…)`'s, or the data source's as last asked.
    var counts: [Int] = []
    /// Whether the data source is to be asked for the counts again before they are next read.
    var countsAreStale = false
    /// The display scale (`nil`: exact arithmetic) and the cells' own sizes, by index path, which
    /// `prepare(size:…)` gives: UIKit has them from its screen and from self-sizing cells.
    var displayScale: CGFloat? = 1
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// The device the collection view is on: the running code's when it was made, then the one
    /// `prepare(size:…)` prepares it on. Its layout is prepared on it at every layout pass.
    var device = LayoutcalcDevice.current
    /// Whether `prepare(size:…)` has given it its values: until then a layout has nothing to lay
    /// out, and nothing runs a layout pass.
    var isSetUp = false
    /// Whether the size's height is one to lay out against: not where a harness without a
    /// height (a spec without one) gave the size, until the size changes.
    var hasHeight = true
    /// Whether the layout was invalidated since its last preparation.
    var needsLayoutPass = false
    /// Whether a layout pass is running: a bounds change it makes waits for the next one.
    var isInLayoutPass = false
    /// The bounds before an animated bounds change that invalidated the layout.
    var animatedBoundsChange: CGRect?
    /// The changes of the batch update being made, and how deep its batches nest.
    var batch = BatchUpdate()
    /// The supplementary kinds registered, in the order first registered: a batch update asks
    /// the layout about them.
    private(set) var supplementaryKinds: [String] = []

    /// A collection view `frame.size` large that lays its items out with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        keptLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    /// The stand-in `layout` prepares itself in when no collection view has it.
    init(standInFor layout: UICollectionViewLayout) {
        standInLayout = layout
        super.init(frame: .zero)
    }

    /// layoutcalc reads no archives: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The layout

    /// The layout. Setting it is `setCollectionViewLayout(_:animated:)` without animation. A
    /// stand-in that outlives its layout has an empty one.
    open var collectionViewLayout: UICollectionViewLayout {
        get {
            if let layout = keptLayout ?? standInLayout { return layout }
            let empty = UICollectionViewLayout()
            keptLayout = empty
            return empty
        }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; once the collection view is prepared, the new layout is invalidated
    /// whole and prepared at once, and an animated change runs UIKit's transition calls: the old
    /// layout's `prepareForTransition(to:)` and the new one's `prepareForTransition(from:)`, the
    /// new one's content size, target content offset and elements, then
    /// `finalizeLayoutTransition()` on the old and the new. `completion` is called at the end
    /// with `true`: there is no animation to interrupt.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = keptLayout ?? standInLayout
        guard old !== layout else {
            completion?(true)
            return
        }
        keptLayout = layout
        standInLayout = nil
        layout.attach(to: self)
        if isSetUp { transition(from: old, to: layout, animated: animated) }
        if let old, old.attached === self { old.detach() }
        completion?(true)
    }

    /// Replaces the layout: see `setCollectionViewLayout(_:animated:completion:)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Geometry

    /// The rect of the content on screen: the content offset and the size. Setting it (or the
    /// frame, or the content offset) asks the layout, with the bounds still the old ones,
    /// whether the change invalidates it and for its context for the change; if it does, the
    /// layout is invalidated with that context once the bounds have moved, and prepared again
    /// at once.
    open override var bounds: CGRect {
        get { super.bounds }
        set { changeBounds(to: newValue) }
    }

    /// The safe area's insets, which `prepare(size:…)` gives.
    open override var safeAreaInsets: UIEdgeInsets { safeArea }

    /// The traits of the collection view: its device's size classes, idiom and text size, its
    /// own layout direction, and the scale it is laid out at (the device's for exact
    /// arithmetic). See <doc:ChoosingTheDevice>.
    open override var traitCollection: UITraitCollection {
        UITraitCollection(device: device, layoutDirection: layoutDirection, displayScale: displayScale ?? device.scale)
    }

    // MARK: Counts

    /// How many sections there are: `prepare(size:…)`'s counts, or the data source's (asked
    /// again only after `reloadData()` or an update, as UIKit caches them).
    open var numberOfSections: Int {
        refreshCountsIfStale()
        return counts.count
    }

    /// How many items `section` has; 0 for a section the collection view does not have (UIKit
    /// raises an exception).
    open func numberOfItems(inSection section: Int) -> Int {
        refreshCountsIfStale()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Counts the sections and items again at the next layout pass (or sooner, when they are
    /// read), and invalidates everything, as UIKit does.
    open func reloadData() {
        reloadCounts(everything: true)
    }

    // MARK: Batch updates

    /// Runs `updates`, in which app code changes its data and says what it changed
    /// (`insertItems(at:)` and the rest), then updates the layout as UIKit does: the data
    /// source's new counts, the layout invalidated for them and prepared, its
    /// `prepare(forCollectionViewUpdates:)` with the changes, its content size, its
    /// `targetContentOffset(forProposedContentOffset:)` (where the collection view moves) and the
    /// elements in the bounds, the appearing and disappearing attributes,
    /// `finalizeCollectionViewUpdates()`.
    /// Batches nest: the outermost one updates. `completion` is called at the end with `true`.
    /// The counts are not checked against the changes (UIKit raises an exception where they
    /// disagree): the layout sees the changes and the counts as they are.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batch.depth == 0 {
            refreshCountsIfStale()
            batch.countsBefore = counts
        }
        batch.depth += 1
        updates?()
        batch.depth -= 1
        if let completion { batch.completions.append(completion) }
        guard batch.depth == 0 else { return }
        let finished = batch
        batch = BatchUpdate()
        update(with: finished.items, countsBefore: finished.countsBefore)
        for completion in finished.completions { completion(true) }
    }

    open func insertItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { UICollectionViewUpdateItem(.insert, before: nil, after: $0) })
    }

    open func deleteItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { UICollectionViewUpdateItem(.delete, before: $0, after: nil) })
    }

    open func reloadItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { UICollectionViewUpdateItem(.reload, before: $0, after: $0) })
    }

    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([UICollectionViewUpdateItem(.move, before: indexPath, after: newIndexPath)])
    }

    open func insertSections(_ sections: IndexSet) {
        record(sections.map { UICollectionViewUpdateItem(.insert, before: nil, after: UICollectionViewUpdateItem.sectionPath($0)) })
    }

    open func deleteSections(_ sections: IndexSet) {
        record(sections.map { UICollectionViewUpdateItem(.delete, before: UICollectionViewUpdateItem.sectionPath($0), after: nil) })
    }

    open func reloadSections(_ sections: IndexSet) {
        record(sections.map { UICollectionViewUpdateItem.sectionPath($0) }.map { UICollectionViewUpdateItem(.reload, before: $0, after: $0) })
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        record([
            UICollectionViewUpdateItem(
                .move, before: UICollectionViewUpdateItem.sectionPath(section), after: UICollectionViewUpdateItem.sectionPath(newSection))
        ])
    }

    /// Keeps `items` for the batch being made; outside one, they are a batch of their own, as in
    /// UIKit.
    private func record(_ items: [UICollectionViewUpdateItem]) {
        guard batch.depth == 0 else {
            batch.items += items
            return
        }
        // The counts cached before the data changed are the counts before the change.
        update(with: items, countsBefore: counts)
    }

    // MARK: The layout pass

    /// Runs the layout pass: the data source's counts if they are to be asked again, `prepare()`
    /// if the layout was invalidated, then its content size and the elements in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        runLayoutPass()
    }

    /// Runs the layout pass where the layout was invalidated since it was last prepared: after
    /// `reloadData()`, `invalidateLayout()` or a change of data source, as UIKit's next layout
    /// pass would. (A bounds change and a batch update run theirs at once.)
    open override func layoutIfNeeded() {
        if needsLayoutPass { layoutSubviews() }
    }

    // MARK: What is on screen

    /// The layout's attributes of the cell at `indexPath`, once the layout is up to date.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runPendingLayoutPass()
        return device.run { collectionViewLayout.layoutAttributesForItem(at: indexPath) }
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`, once the layout
    /// is up to date.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runPendingLayoutPass()
        return device.run { collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }
    }

    /// The index paths of the cells on screen: the cells the layout answers for the bounds, each
    /// once, in the layout's order (UIKit makes a cell for each).
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleIndexPaths { $0.representedElementCategory == .cell }
    }

    /// The index paths of the supplementaries of `elementKind` on screen, as for cells.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleIndexPaths { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind }
    }

    /// The cell at `point` of the content: of the cells the layout answers for the point's 1×1
    /// rect, the frontmost (highest zIndex, the later of equals) whose frame holds the point.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let near = elements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))
        var found: UICollectionViewLayoutAttributes?
        for attributes in near where attributes.representedElementCategory == .cell && attributes.frame.holds(point) {
            if let current = found, current.zIndex > attributes.zIndex { continue }
            found = attributes
        }
        return found?.indexPath
    }

    /// The cells on screen: none, as layoutcalc makes no views.
    open var visibleCells: [UICollectionViewCell] { [] }

    /// The cell at `indexPath`: none, as layoutcalc makes no views.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        nil
    }

    /// The index path of `cell`: none, as no cell is the collection view's.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        nil
    }

    /// The supplementary view of `elementKind` at `indexPath`: none, as layoutcalc makes no views.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        nil
    }

    /// The supplementary views of `elementKind` on screen: none.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        []
    }

    // MARK: Views

    /// Registers the class of the cells of `identifier`: layoutcalc makes no cells, so it keeps
    /// nothing.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    /// Registers the archive of the cells of `identifier`: layoutcalc reads none.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    /// Registers the class of the supplementary views of `elementKind`: layoutcalc makes none,
    /// and keeps the kind, which a batch update asks the layout about.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        keepSupplementaryKind(elementKind)
    }

    /// Registers the archive of the supplementary views of `elementKind`: layoutcalc reads none,
    /// and keeps the kind.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        keepSupplementaryKind(kind)
    }

    /// A cell for a data source's `collectionView(_:cellForItemAt:)`, which layoutcalc never
    /// calls: a plain cell, as no registered class is made.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view for a data source, which layoutcalc never asks for one: a plain view.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionReusableView
    {
        UICollectionReusableView(frame: .zero)
    }

    private func keepSupplementaryKind(_ kind: String) {
        if !supplementaryKinds.contains(kind) { supplementaryKinds.append(kind) }
    }

    // MARK: What the library does for the collection view

    /// The layout the collection view runs: its own or the one whose stand-in it is.
    var layoutInUse: UICollectionViewLayout? { keptLayout ?? standInLayout }

    /// Moves the bounds as UIKit does: the layout is asked, with the bounds still the old ones,
    /// whether the change invalidates it and, if so, for its context for the change; the bounds
    /// move, and the layout is invalidated with that context (its content offset adjustment
    /// added to the new bounds) and prepared at them (inside a layout pass, at the next one).
    private func changeBounds(to newBounds: CGRect) {
        let oldBounds = super.bounds
        guard newBounds != oldBounds else { return }
        let layout = isSetUp ? layoutInUse : nil
        let context = layout.flatMap { layout in
            device.run { layout.shouldInvalidateLayout(forBoundsChange: newBounds) ? layout.invalidationContext(forBoundsChange: newBounds) : nil }
        }
        if newBounds.size != oldBounds.size { hasHeight = true }
        super.bounds = newBounds
        guard let context, let layout else { return }
        device.run { layout.invalidateLayout(with: context) }
        if UIView.inheritedAnimationDuration > 0 { animatedBoundsChange = animatedBoundsChange ?? oldBounds }
        runPendingLayoutPass()
    }

    /// Asks the data source for the counts again when they are next read, and invalidates the
    /// layout for them (`everything`: as `reloadData()` and a new data source do).
    func reloadCounts(everything: Bool) {
        countsAreStale = true
        guard isSetUp, let layout = layoutInUse else { return }
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = everything
        context.invalidateDataSourceCounts = true
        device.run { layout.invalidateLayout(with: context) }
    }

    /// The index paths of the elements the layout answers for the bounds that pass `isIncluded`,
    /// each once, in the layout's order.
    private func visibleIndexPaths(_ isIncluded: (UICollectionViewLayoutAttributes) -> Bool) -> [IndexPath] {
        var seen: Set<IndexPath> = []
        return elements(in: bounds).filter(isIncluded).map(\.indexPath).filter { seen.insert($0).inserted }
    }

    /// What the layout answers for `rect`, once it is up to date.
    private func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        runPendingLayoutPass()
        return device.run { collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
    }
}
