import Foundation
import LayoutEngine
import LayoutSpec

/// The base class of every layout, as UIKit's `UICollectionViewLayout`: its whole override
/// surface, which the collection view calls in UIKit's order (see <doc:CustomLayouts>), and
/// where layoutcalc prepares one
/// (`prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`).
///
/// The base class lays out nothing, as UIKit's: a custom layout computes its attributes in
/// `prepare()` and answers them itself; `UICollectionViewCompositionalLayout` and
/// `UICollectionViewFlowLayout` answer what the engine laid out for them. Every question goes
/// through the overridable methods, so a subclass's overrides, and its calls to `super`,
/// answer as on iOS.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is in: one app code made with it, or the layout's own.
    private weak var attachedCollectionView: UICollectionView?
    /// The collection view the layout made for itself, kept while no other one has the layout.
    private var standIn: UICollectionView?
    /// What a compositional or flow layout laid out in its `prepare()`; `nil` for any other.
    var prepared: PreparedLayout?
    /// What it had laid out before its last `prepare()`: where a batch update's deleted items
    /// were.
    var preparedBefore: PreparedLayout?
    /// What the layout's own `prepare()` could not lay out, which `prepare(size:…)` throws.
    var preparationError: CompositionalLayoutError?
    /// The element kinds of the decorations registered with the layout, in the order first
    /// registered: the kinds a batch update asks about.
    private(set) var decorationKinds: [String] = []

    public override init() {
        super.init()
    }

    /// layoutcalc reads no archives (there are no storyboards on Linux): `nil`. It is here for
    /// subclasses that forward it, as UIKit's require.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view the layout is in; `nil` until it is in one or prepared. A subclass
    /// may override it, as in UIKit; the collection view keeps calling the layout either way.
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// The class of the attributes the layout answers: every attributes object layoutcalc makes
    /// for a layout (a flow or compositional layout's answers, a subclass's included) is of it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the collection view makes for the layout.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Computing the layout

    /// Computes the layout: called at each layout pass that follows an invalidation, with
    /// `collectionView` holding the values to lay out for.
    open func prepare() {}

    /// The size of everything laid out; `.zero` before the layout is prepared, and from the base
    /// class.
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
    /// the base class (a carousel's subclass snaps it to an item). No finger lifts in
    /// layoutcalc: the collection view never calls it, a test does.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        proposedContentOffset
    }

    // MARK: Invalidating the layout

    /// Marks the whole layout as to be computed again at the next layout pass: calls
    /// `invalidateLayout(with:)` with a context of `invalidationContextClass` that invalidates
    /// everything, as UIKit's does.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` says as to be computed again: the collection view adds the
    /// context's content offset and size adjustments, and prepares the layout at its next layout
    /// pass. A subclass that overrides it calls `super`, as UIKit requires.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        attachedCollectionView?.layoutWasInvalidated(by: context)
    }

    /// Whether the collection view's bounds becoming `newBounds` (scrolling, resizing) calls for
    /// invalidating the layout: not in the base class. The collection view asks with its bounds
    /// still the old ones.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// The context the collection view invalidates the layout with when its bounds become
    /// `newBounds`: in the base class, a new one of `invalidationContextClass` that invalidates
    /// nothing of its own.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell that sizes itself to `preferredAttributes` calls for invalidating the
    /// layout: not in the base class. There are no cells to size themselves in layoutcalc, so
    /// the collection view never asks (`prepare(size:…)`'s `measuredSizes` give their sizes).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context for a cell that sizes itself: in the base class, a new one of
    /// `invalidationContextClass`. Never asked by layoutcalc's collection view, as above.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Batch updates

    /// The changes of a batch update, called once the layout is prepared with the new counts.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The end of a batch update, after the appearing and disappearing attributes are asked.
    open func finalizeCollectionViewUpdates() {}

    /// The supplementaries of `elementKind` the update adds: none in the base class.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementaries of `elementKind` the update removes: none in the base class.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decorations of `elementKind` the update adds: none in the base class.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decorations of `elementKind` the update removes: none in the base class.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an inserted item's animation starts: `nil` in the base class, as UIKit documents
    /// (the item's own attributes serve); a compositional or flow layout answers a copy of its
    /// own attributes for the item.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.item(at: itemIndexPath)
    }

    /// Where a deleted item's animation ends: `nil` in the base class, as UIKit documents; a
    /// compositional or flow layout answers a copy of what it laid out for the item before the
    /// update.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedBefore?.item(at: itemIndexPath)
    }

    /// Where an inserted supplementary's animation starts: `nil` in the base class; a
    /// compositional or flow layout's own attributes for it.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepared?.supplementary(ofKind: elementKind, at: elementIndexPath, contentOffset: contentOffset)
    }

    /// Where a deleted supplementary's animation ends: `nil` in the base class; what a
    /// compositional or flow layout laid out for it before the update.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        preparedBefore?.supplementary(ofKind: elementKind, at: elementIndexPath, contentOffset: contentOffset)
    }

    /// Where an inserted decoration's animation starts: `nil` in the base class; a
    /// compositional or flow layout's own attributes for it.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepared?.decoration(ofKind: elementKind, at: decorationIndexPath)
    }

    /// Where a deleted decoration's animation ends: `nil` in the base class; what a
    /// compositional or flow layout laid out for it before the update.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        preparedBefore?.decoration(ofKind: elementKind, at: decorationIndexPath)
    }

    /// The start of an animated change of the collection view's bounds (one made inside
    /// `UIView.animate`), called with the bounds before it once the layout is prepared at the
    /// new ones.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The end of an animated change of the collection view's bounds.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Transitions

    /// The layout is about to be replaced by `newLayout` in an animated
    /// `setCollectionViewLayout(_:animated:)`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The layout is about to replace `oldLayout` in an animated
    /// `setCollectionViewLayout(_:animated:)`, once it is prepared.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The end of an animated layout transition, called on the old layout, then the new one.
    open func finalizeLayoutTransition() {}

    // MARK: Direction

    /// Whether the layout's frames are mirrored for a collection view that reads the other way
    /// than `developmentLayoutDirection`: not in the base class. layoutcalc mirrors its own
    /// layouts' frames by the direction `prepare` is given (layout-rules §12), and no custom
    /// layout's.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Views

    /// Registers the view class of the decorations of `elementKind`: layoutcalc makes no views,
    /// so it keeps only the kind, which a batch update asks about. The decorations' frames are
    /// the layout's.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        keepDecorationKind(elementKind)
    }

    /// Registers the archive of the decorations of `elementKind`: layoutcalc reads none, and
    /// keeps the kind.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        keepDecorationKind(elementKind)
    }

    private func keepDecorationKind(_ kind: String) {
        if !decorationKinds.contains(kind) { decorationKinds.append(kind) }
    }

    // MARK: What the library does for the layout

    /// A new invalidation context of the layout's class (the base class's where its class is
    /// not one).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// The class of the attributes layoutcalc makes for the layout (the base class where the
    /// layout's is not one).
    var attributesClass: UICollectionViewLayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }

    /// Lays out the screen `screen` gives, for a compositional or flow layout's `prepare()`:
    /// what was laid out before is kept for a batch update's disappearing items, and what cannot
    /// be laid out leaves the layout unprepared, for `prepare(size:…)` to throw.
    func layOut(kinds: SupplementaryKinds, _ screen: () throws(CompositionalLayoutError) -> Screen) {
        preparedBefore = prepared
        prepared = nil
        do throws(CompositionalLayoutError) {
            let screen = try screen()
            try SpecCheck.check(screen)
            prepared = try PreparedLayout(laying: screen, kinds: kinds, attributesClass: attributesClass)
        } catch {
            preparationError = error
        }
    }

    /// Runs the layout's `prepare()` on its collection view's device, keeping what its own could
    /// not lay out.
    func prepareInCollectionView() {
        preparationError = nil
        (attachedCollectionView?.device ?? .current).run { prepare() }
    }

    /// The layout as the engine's screen for `harness`'s values, as its spec says it. The base
    /// class, a custom layout, has none.
    func screen(for harness: LayoutcalcHarness) throws(CompositionalLayoutError) -> Screen {
        throw CompositionalLayoutError(LayoutObjectProblem.customLayout(String(describing: type(of: self))), at: .root)
    }

    /// The collection view to prepare the layout in: its own, made now, when none has it.
    func collectionViewForPreparing() -> UICollectionView {
        if let attachedCollectionView { return attachedCollectionView }
        let standIn = UICollectionView(standInFor: self)
        self.standIn = standIn
        attachedCollectionView = standIn
        return standIn
    }

    /// Puts the layout in `collectionView`, which keeps it; its own is let go.
    func attach(to collectionView: UICollectionView) {
        standIn = nil
        attachedCollectionView = collectionView
    }

    /// Takes the layout out of its collection view, which has another now.
    func detach() {
        attachedCollectionView = nil
    }

    /// The collection view the layout is attached to, whatever a subclass's `collectionView`
    /// answers.
    var attached: UICollectionView? { attachedCollectionView }
}
