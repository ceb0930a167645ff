import LayoutcalcUIKit
import Testing

/// A layout written for left to right that asks UIKit to mirror it for right-to-left readers.
final class MirroredShelfLayout: UICollectionViewLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let shelf = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        shelf.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
        return shelf
    }
}

/// UIKit's direction properties are the layout's to answer; layoutcalc mirrors its own layouts by
/// the direction `prepare` is given, and a custom layout's answers as they are.
@Suite struct LayoutDirectionTests {
    @Test func aCustomLayoutsFramesAreItsOwnWhateverItsDirection() throws {
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        let layout = MirroredShelfLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [3], layoutDirection: .rightToLeft)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
