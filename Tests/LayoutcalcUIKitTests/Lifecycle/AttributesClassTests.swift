import LayoutcalcUIKit
import Testing

/// Attributes with a value of a layout's own: how far a card's corners are rounded.
final class CardAttributes: UICollectionViewLayoutAttributes {
    var cornerRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CardAttributes)?.cornerRadius = cornerRadius
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardAttributes else { return false }
        return other.cornerRadius == cornerRadius && super.isEqual(object)
    }
}

/// A flow layout whose attributes are cards, rounded by 8 in its own override.
final class CardFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let card = super.layoutAttributesForItem(at: indexPath) as? CardAttributes
        card?.cornerRadius = 8
        return card
    }
}

/// A flow layout whose attributes class is no attributes class.
final class ConfusedFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { NSObject.self }
    override class var invalidationContextClass: AnyClass { NSObject.self }
}

/// The attributes layoutcalc makes for a layout are of its `layoutAttributesClass`.
@Suite struct AttributesClassTests {
    @Test func aFlowLayoutsAnswersAreOfItsClass() throws {
        let layout = CardFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4])
        let card = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? CardAttributes)
        #expect(card.cornerRadius == 8)
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        #expect(elements.count == 5 && elements.allSatisfy { $0 is CardAttributes })
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) is CardAttributes)
        // A copy is a card too, with its radius.
        #expect((card.copy() as? CardAttributes)?.cornerRadius == 8)
    }

    @Test func aCompositionalLayoutsAnswersAreOfItsClass() throws {
        final class CardCompositionalLayout: UICollectionViewCompositionalLayout {
            override class var layoutAttributesClass: AnyClass { CardAttributes.self }
        }
        let layout = CardCompositionalLayout(section: rows(of: 0.5, height: 40))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) is CardAttributes)
        // Its answers are its class's as laid out: its spec is written.
        let spec = try LayoutcalcHarness(width: 320, height: 480, itemCounts: [3]).spec(of: CardCompositionalLayout(section: rows(of: 0.5, height: 40)))
        #expect(spec.contains("\"compositional\""))
    }

    @Test func aClassThatIsNoAttributesClassGivesTheBaseClasss() throws {
        let layout = ConfusedFlowLayout()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1])
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(type(of: cell) == UICollectionViewLayoutAttributes.self)
        #expect(type(of: layout.invalidationContext(forBoundsChange: .zero)) == UICollectionViewLayoutInvalidationContext.self)
    }
}
