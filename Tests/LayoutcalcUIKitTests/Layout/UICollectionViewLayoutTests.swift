import LayoutcalcUIKit
import Testing

/// The base class every layout is, the collection view it is prepared in, and the attributes it
/// answers: UIKit's cycle of a layout, run by `prepare(size:itemCounts:…)`.
@Suite struct UICollectionViewLayoutTests {
    @Test func theBaseClassLaysOutNothing() throws {
        let layout = UICollectionViewLayout()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
    }

    @Test func aLayoutPreparedAloneGetsACollectionViewOfItsOwn() throws {
        let layout = UICollectionViewFlowLayout()
        try layout.prepare(
            size: CGSize(width: 320, height: 480), itemCounts: [3, 0, 7], scale: 2, layoutMargins: insets(1, 2, 3, 4),
            safeArea: insets(5, 6, 7, 8), layoutDirection: .rightToLeft)
        let collectionView = try #require(layout.collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(collectionView.bounds == CGRect(x: 0, y: 0, width: 320, height: 480) && collectionView.frame.size == CGSize(width: 320, height: 480))
        #expect(collectionView.numberOfSections == 3)
        #expect([0, 1, 2, 3, -1].map(collectionView.numberOfItems(inSection:)) == [3, 0, 7, 0, 0])
        #expect(collectionView.directionalLayoutMargins == insets(1, 2, 3, 4))
        // Right to left, leading is the right side.
        #expect(collectionView.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 5, left: 8, bottom: 7, right: 6))
        #expect(collectionView.traitCollection.layoutDirection == .rightToLeft && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(collectionView.contentInset == .zero && collectionView.contentSize == layout.collectionViewContentSize)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == layout.frame(ofItem: 2))
        // Prepared again, it keeps its collection view and where it is scrolled to.
        layout.contentOffset = CGPoint(x: 0, y: 40)
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [1])
        #expect(layout.collectionView === collectionView)
        #expect(collectionView.bounds == CGRect(x: 0, y: 40, width: 390, height: 844) && collectionView.numberOfSections == 1)
    }

    @Test func aCollectionViewKeepsItsLayoutAndItsLayoutDoesNotKeepIt() throws {
        let layout = UICollectionViewFlowLayout()
        var collectionView: UICollectionView? = UICollectionView(frame: CGRect(x: 10, y: 20, width: 320, height: 480), collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
        #expect(collectionView?.frame == CGRect(x: 10, y: 20, width: 320, height: 480))
        #expect(collectionView?.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        // Given another layout, the collection view lets the first go.
        let other = UICollectionViewFlowLayout()
        collectionView?.collectionViewLayout = other
        #expect(layout.collectionView == nil && other.collectionView === collectionView)
        collectionView = nil
        #expect(other.collectionView == nil)
        // Its delegate is weak, as UIKit's.
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        do {
            let delegate = SizesDelegate()
            view.delegate = delegate
            #expect(view.delegate != nil)
        }
        #expect(view.delegate == nil)
    }

    @Test func aStandInLivesAsLongAsItsLayout() throws {
        weak var released: UICollectionViewFlowLayout?
        var collectionView: UICollectionView?
        do {
            let layout = UICollectionViewFlowLayout()
            try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
            released = layout
            collectionView = layout.collectionView
        }
        // The stand-in does not keep the layout: it is gone, and the stand-in has an empty one.
        #expect(released == nil)
        #expect(collectionView?.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func aBoundsChangeAsksTheLayoutAndPreparesItAgain() throws {
        let layout = RecordingLayout()
        layout.contentOffset = CGPoint(x: 0, y: 5)
        #expect(layout.events.isEmpty)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4])
        // invalidateLayout() invalidates through invalidateLayout(with:), everything, as UIKit's.
        #expect(layout.events == ["invalidate with a context of everything", "invalidate", "prepare (0, 5, 320, 480) 4 items"])
        // Scrolling: asked with the bounds still the old ones; not invalidated, not prepared.
        layout.events = []
        layout.contentOffset = CGPoint(x: 0, y: 100)
        #expect(layout.events == ["should invalidate for (0, 100, 320, 480) at (0, 5, 320, 480)"])
        // Resizing, which the layout invalidates for: invalidated with its context for the bounds
        // change (not through invalidateLayout(), as in UIKit) and prepared again at the new bounds.
        layout.events = []
        layout.invalidates = true
        layout.collectionView?.frame = CGRect(x: 0, y: 0, width: 390, height: 480)
        #expect(
            layout.events == [
                "should invalidate for (0, 100, 390, 480) at (0, 100, 320, 480)", "invalidate with a context", "prepare (0, 100, 390, 480) 4 items",
            ])
    }

    @Test func attributesAsUIKitMakesThem() {
        let indexPath = IndexPath(item: 2, section: 1)
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
        let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "card", with: indexPath)
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(card.representedElementCategory == .decorationView && card.representedElementKind == "card")
        #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden && cell.transform == .identity)
        cell.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(cell.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        // The bounds set the size about the centre.
        cell.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(cell.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
        // A transform in the plane is the 3D transform's, and the other way round.
        cell.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        #expect(cell.transform3D.m11 == 0.5 && cell.transform3D.m22 == 2 && cell.transform3D.m33 == 1)
        cell.transform3D = CATransform3DMakeScale(3, 3, 1)
        #expect(cell.transform == CGAffineTransform(scaleX: 3, y: 3))
    }

    @Test func aCopyIsEqualAndApart() throws {
        let original = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 0))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 3
        original.isHidden = true
        original.transform3D = CATransform3DMakeTranslation(0, 10, 0)
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== original && copy.isEqual(original) && copy.hash == original.hash)
        #expect(copy.representedElementKind == "badge" && copy.representedElementCategory == .supplementaryView)
        copy.frame.origin.x = 100
        #expect(original.frame.minX == 1 && !copy.isEqual(original))
        // A subclass's copy is of its class, with its own values.
        let tinted = TintedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        tinted.tint = 0.25
        let tintedCopy = try #require(tinted.copy() as? TintedAttributes)
        #expect(tintedCopy.tint == 0.25 && tintedCopy.isEqual(tinted))
        tintedCopy.tint = 1
        #expect(!tintedCopy.isEqual(tinted))
    }
}

/// Records how the collection view runs it.
private final class RecordingLayout: UICollectionViewLayout {
    var events: [String] = []
    var invalidates = false

    private func text(_ rect: CGRect?) -> String {
        guard let rect else { return "nil" }
        return "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
    }

    override func prepare() {
        super.prepare()
        events.append("prepare \(text(collectionView?.bounds)) \(collectionView?.numberOfItems(inSection: 0) ?? -1) items")
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        events.append("invalidate")
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        events.append("invalidate with a context" + (context.invalidateEverything ? " of everything" : ""))
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        events.append("should invalidate for \(text(newBounds)) at \(text(collectionView?.bounds))")
        return invalidates
    }
}

/// Sizes every item 10 × 10.
private final class SizesDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        CGSize(width: 10, height: 10)
    }
}

/// Attributes with a value of a layout's own, as apps add them.
private final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? TintedAttributes)?.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes else { return false }
        return other.tint == tint && super.isEqual(object)
    }
}
