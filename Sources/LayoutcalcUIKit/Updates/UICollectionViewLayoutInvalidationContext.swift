import Foundation

/// Which parts of a layout an invalidation concerns, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: what `invalidateLayout(with:)` is given. The
/// collection view makes one of its layout's `invalidationContextClass` (through `init()`, as
/// UIKit does, so a subclass of app code's keeps `init()`) for every invalidation it makes:
/// everything for `invalidateLayout()` and `reloadData()`, the data source's counts for batch
/// updates, the layout's own `invalidationContext(forBoundsChange:)` for a bounds change.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether every part of the layout is to be computed again: set by the collection view
    /// (`invalidateLayout()`, `reloadData()`, a new layout or data source), never by app code.
    public internal(set) var invalidateEverything = false
    /// Whether the sections and items were counted again: set by the collection view for
    /// `reloadData()` and batch updates.
    public internal(set) var invalidateDataSourceCounts = false
    /// What the collection view adds to its content offset when the layout is invalidated.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// What the collection view adds to its content size until its next layout pass.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items invalidated, in the order given; `nil` until one is.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementaries invalidated, by element kind; `nil` until one is.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decorations invalidated, by element kind; `nil` until one is.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Interactive movement, which needs a finger: `nil` and `.zero`.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    open var interactiveMovementTarget: CGPoint { .zero }

    public required override init() {
        super.init()
    }

    /// Adds the items at `indexPaths` to those invalidated.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        if invalidatedItemIndexPaths == nil { invalidatedItemIndexPaths = [] }
        invalidatedItemIndexPaths?.append(contentsOf: indexPaths)
    }

    /// Adds the supplementaries of `elementKind` at `indexPaths` to those invalidated.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        if invalidatedSupplementaryIndexPaths == nil { invalidatedSupplementaryIndexPaths = [:] }
        invalidatedSupplementaryIndexPaths?[elementKind, default: []].append(contentsOf: indexPaths)
    }

    /// Adds the decorations of `elementKind` at `indexPaths` to those invalidated.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        if invalidatedDecorationIndexPaths == nil { invalidatedDecorationIndexPaths = [:] }
        invalidatedDecorationIndexPaths?[elementKind, default: []].append(contentsOf: indexPaths)
    }
}

/// A flow layout's invalidation context, as UIKit's `UICollectionViewFlowLayoutInvalidationContext`:
/// whether the delegate's sizes and spacings, and the attributes laid out from them, are to be
/// asked and computed again. layoutcalc's flow layout asks its delegate and lays out anew at
/// every preparation whatever they say.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
