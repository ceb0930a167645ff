import LayoutcalcUIKit
import Testing

/// A chat's invalidation context: whether the invalidation keeps the last message where it was.
final class AnchoringContext: UICollectionViewLayoutInvalidationContext {
    var keepsBottom = false
}

/// A chat's layout, as chat libraries write it: when the collection view gets shorter (the
/// keyboard comes up), the bottom of what was on screen stays on screen, through its context's
/// content offset adjustment. Messages are 40 points tall, oldest first.
final class BottomAnchoredLayout: UICollectionViewLayout {
    private(set) var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private var messages = 0

    override class var invalidationContextClass: AnyClass { AnchoringContext.self }

    override func prepare() {
        super.prepare()
        messages = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(messages) * 40)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let anchoring = context as? AnchoringContext, let collectionView else { return context }
        anchoring.keepsBottom = true
        anchoring.contentOffsetAdjustment = CGPoint(x: 0, y: collectionView.bounds.height - newBounds.height)
        return anchoring
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// Invalidation contexts are made of the layout's class and carry what UIKit's carry.
@Suite struct InvalidationContextTests {
    @Test func aLayoutsOwnContextKeepsTheBottomInPlace() throws {
        let layout = BottomAnchoredLayout()
        try layout.prepare(size: CGSize(width: 320, height: 300), itemCounts: [20])
        // invalidateLayout() invalidates everything through a context of the layout's class.
        let first = try #require(layout.contexts.last as? AnchoringContext)
        #expect(first.invalidateEverything && !first.keepsBottom)
        layout.contentOffset = CGPoint(x: 0, y: 500)
        let collectionView = try #require(layout.collectionView)
        // The keyboard takes 100 points: the bounds are 200 tall, moved down by the 100 lost, so
        // their bottom stays at 500 + 300 = 800.
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let resize = try #require(layout.contexts.last as? AnchoringContext)
        #expect(resize.keepsBottom && !resize.invalidateEverything && !resize.invalidateDataSourceCounts)
        #expect(collectionView.bounds == CGRect(x: 0, y: 600, width: 320, height: 200))
    }

    @Test func aContentSizeAdjustmentLastsUntilTheNextLayoutPass() throws {
        let layout = BottomAnchoredLayout()
        try layout.prepare(size: CGSize(width: 320, height: 300), itemCounts: [3])
        let collectionView = try #require(layout.collectionView)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 120))
        let context = AnchoringContext()
        context.contentSizeAdjustment = CGSize(width: 0, height: 25)
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 5)
        layout.invalidateLayout(with: context)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 145))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 5))
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 320, height: 120))
    }

    @Test func aContextCollectsWhatItInvalidates() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil)
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 2, section: 1)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
        context.invalidateDecorationElements(ofKind: "card", at: [IndexPath(item: 0, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)]])
        #expect(context.invalidatedDecorationIndexPaths == ["card": [IndexPath(item: 0, section: 0)]])
        #expect(context.previousIndexPathsForInteractivelyMovingItems == nil && context.interactiveMovementTarget == .zero)
    }

    @Test func aFlowLayoutsContextsAreFlowContexts() throws {
        let layout = UICollectionViewFlowLayout()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        let context = try #require(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 480)) as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
        #expect(ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        // The base class's self-sizing questions, never asked by layoutcalc.
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(!UICollectionViewLayout().shouldInvalidateLayout(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell))
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell) is UICollectionViewFlowLayoutInvalidationContext)
    }
}
