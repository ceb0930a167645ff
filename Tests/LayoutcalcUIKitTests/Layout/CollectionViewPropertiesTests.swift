import LayoutcalcUIKit
import Testing

/// A grid inside the collection view's margins, its columns by the device: what a flow layout
/// subclass reads of the collection view it lays out.
final class MarginGridLayout: UICollectionViewFlowLayout {
    override func prepare() {
        if let collectionView {
            let margins = collectionView.directionalLayoutMargins
            let available = collectionView.bounds.width - margins.leading - margins.trailing
                - collectionView.contentInset.left - collectionView.contentInset.right
            let columns: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
            let side = ((available - (columns - 1) * 10) / columns).rounded(.down)
            itemSize = CGSize(width: side, height: side)
            sectionInset = UIEdgeInsets(top: collectionView.safeAreaInsets.top, left: margins.leading, bottom: 0, right: margins.trailing)
            minimumInteritemSpacing = 10
            minimumLineSpacing = 10
        }
        super.prepare()
    }
}

@Suite struct CollectionViewPropertiesTests {
    @Test func aGridReadsItsCollectionView() throws {
        let layout = MarginGridLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.contentInset = .zero
        let margins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        try layout.prepare(
            size: collectionView.bounds.size, itemCounts: [5], layoutMargins: margins,
            safeArea: NSDirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        // The collection view holds what it was prepared with.
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(collectionView.directionalLayoutMargins == margins)
        #expect(collectionView.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 390 less 20 each side is 350: two columns of (350 − 10) / 2 = 170 with 10 between,
        // exactly filling the line; the section starts below the safe area's 47.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 47, width: 170, height: 170))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 20, y: 227, width: 170, height: 170))
    }

    @Test func aCollectionViewKeepsItsDeviceWhenItTurns() throws {
        let layout = MarginGridLayout()
        let margins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let collectionView = try LayoutcalcDevice.iPad.run { () throws(CompositionalLayoutError) in
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 820, height: 1180), collectionViewLayout: layout)
            #expect(collectionView.traitCollection.userInterfaceIdiom == .pad)
            try layout.prepare(size: collectionView.bounds.size, itemCounts: [8], scale: 2, layoutMargins: margins)
            return collectionView
        }
        // On the iPad: 820 less the margins is 780, four columns of floor((780 − 30) / 4) = 187;
        // the fifth item starts the second line, 187 + 10 down.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 0, width: 187, height: 187))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 20, y: 197))
        #expect(collectionView.traitCollection.displayScale == 2)
        #expect(collectionView.traitCollection.horizontalSizeClass == .regular)
        // Turned, outside the run: the layout is prepared again on the collection view's iPad,
        // still four columns: 1180 less the margins is 1140, floor((1140 − 30) / 4) = 277.
        collectionView.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 0, width: 277, height: 277))
    }

    @Test func aStandInOfAppCodeHasTheDevicesTraitsBeforeItIsPrepared() {
        let collectionView = LayoutcalcDevice.iPhone.withContentSizeCategory(.accessibilityMedium).run {
            UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        }
        #expect(collectionView.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(collectionView.traitCollection.userInterfaceIdiom == .phone)
        #expect(collectionView.traitCollection.verticalSizeClass == .regular)
    }
}
