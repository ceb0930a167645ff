import Foundation
import LayoutEngine
import LayoutSpec

/// The base class of every layout, as UIKit's `UICollectionViewLayout`, and where layoutcalc
/// prepares one.
///
/// `prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
/// stands in for a collection view's layout pass: it gives the layout a collection view with
/// those values, then runs the layout as UIKit does, `invalidateLayout()` then `prepare()`.
/// Every question then goes through the layout's overridable methods, so a subclass's overrides,
/// and its calls to `super`, answer as on iOS. The base class lays out nothing, as UIKit's: a
/// custom layout computes its attributes in `prepare()` and answers them itself;
/// `UICollectionViewCompositionalLayout` and `UICollectionViewFlowLayout` answer what the
/// engine laid out for them.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is in: one app code made with it, or the layout's own.
    public private(set) weak var collectionView: UICollectionView?
    /// The collection view the layout made for itself, kept while no other one has the layout.
    private var standIn: UICollectionView?
    /// What a compositional or flow layout laid out in its `prepare()`; `nil` for any other.
    var prepared: PreparedLayout?
    /// What the layout's own `prepare()` could not lay out, which `prepare(size:…)` throws.
    var preparationError: CompositionalLayoutError?

    public override init() {
        super.init()
    }

    /// layoutcalc reads no archives (there are no storyboards on Linux): `nil`. It is here for
    /// subclasses that forward it, as UIKit's require.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: What a subclass overrides

    /// Computes the layout: called by `prepare(size:…)` and again whenever a bounds change
    /// invalidates the layout, with `collectionView` holding the values to lay out for.
    open func prepare() {}

    /// Marks the layout as to be computed again: `prepare(size:…)` and an invalidating bounds
    /// change call it before `prepare()`.
    open func invalidateLayout() {}

    /// The size of everything laid out; `.zero` before the layout is prepared.
    open var collectionViewContentSize: CGSize {
        prepared?.contentSize ?? .zero
    }

    /// Every cell, supplementary and decoration in `rect`, each once, as UIKit answers with the
    /// collection view scrolled to `contentOffset` (layout-rules §12, "What a rect holds"): the
    /// layout's own boundary items first, then section by section its cells, supplementaries
    /// and decorations. `nil` before the layout is prepared, and from the base class.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared?.elements(in: rect, contentOffset: contentOffset)
    }

    /// The cell at `indexPath`: its frame, its zIndex and, in a section with a scale effect,
    /// its scale at the section's first resting offset.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.item(at: indexPath)
    }

    /// The supplementary of `elementKind` at `indexPath`: a section's boundary item (a flow
    /// layout's header or footer) at item 0 of its section, an anchored supplementary at its
    /// item's index path, one of the layout's own boundary items at
    /// `IndexPath(item: Int.max, section: 0)`. A pinned item is where it is pinned at
    /// `contentOffset`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.supplementary(ofKind: elementKind, at: indexPath, contentOffset: contentOffset)
    }

    /// The decoration of `elementKind` behind the section of `indexPath`, at its item 0.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.decoration(ofKind: elementKind, at: indexPath)
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops: there, in the base class.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling at `velocity` that would stop at `proposedContentOffset` stops: there, in
    /// the base class (a carousel's subclass snaps it to an item).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        proposedContentOffset
    }

    /// Whether the collection view's bounds becoming `newBounds` (scrolling, resizing) calls for
    /// `invalidateLayout()` and `prepare()`: not in the base class. The collection view asks
    /// with its bounds still the old ones.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    // MARK: Views

    /// Registers the view class of the decorations of `elementKind`: layoutcalc makes no views,
    /// so it keeps nothing. The decorations' frames are the layout's.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// Registers the archive of the decorations of `elementKind`: layoutcalc reads none.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

    // MARK: The harness

    /// Where the collection view is scrolled to, `.zero` until set: pinned boundary items are
    /// answered where they are pinned there (layout-rules §12). It is the collection view's
    /// `contentOffset`; preparing the layout keeps it.
    public var contentOffset: CGPoint {
        get { collectionView?.contentOffset ?? .zero }
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
    /// (`UICollectionView(frame:collectionViewLayout:)`, whose delegate it keeps), or one of the
    /// layout's own; it takes these values, and the layout is invalidated and prepared in it.
    /// A layout layoutcalc cannot lay out is refused with every problem named by where it is
    /// (`sections[1].group.subitems[0]…`, the paths of `LayoutcalcHarness.spec(of:)`'s spec),
    /// and the layout is left unprepared.
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

    /// Prepares the layout in its collection view, which takes `harness`'s values.
    @discardableResult
    func prepare(with harness: LayoutcalcHarness) throws(CompositionalLayoutError) -> UICollectionView {
        let collectionView = collectionViewForPreparing()
        collectionView.setUp(with: harness)
        invalidateLayout()
        prepareInCollectionView()
        if let preparationError { throw preparationError }
        return collectionView
    }

    /// Runs the layout's `prepare()` on its collection view's device, keeping what its own could
    /// not lay out.
    func prepareInCollectionView() {
        preparationError = nil
        (collectionView?.device ?? .current).run { prepare() }
    }

    /// The layout as the engine's screen for `harness`'s values, as its spec says it. The base
    /// class, a custom layout, has none.
    func screen(for harness: LayoutcalcHarness) throws(CompositionalLayoutError) -> Screen {
        throw CompositionalLayoutError(LayoutObjectProblem.customLayout(String(describing: type(of: self))), at: .root)
    }

    /// The collection view to prepare the layout in: its own, made now, when none has it.
    private func collectionViewForPreparing() -> UICollectionView {
        if let collectionView { return collectionView }
        let standIn = UICollectionView(standInFor: self)
        self.standIn = standIn
        collectionView = standIn
        return standIn
    }

    /// Puts the layout in `collectionView`, which keeps it; its own is let go.
    func attach(to collectionView: UICollectionView) {
        standIn = nil
        self.collectionView = collectionView
    }

    /// Takes the layout out of its collection view, which has another now.
    func detach() {
        collectionView = nil
    }
}
