import LayoutEngine
import LayoutSpec
import LayoutcalcUIKit
import Testing

/// What the harness gives code that prepares any layout and then asks the layout itself, as a
/// layout's snapshot does.
@Suite struct SnapshotSupportTests {
    final class Counts: NSObject, UICollectionViewDataSource {
        let counts: [Int]

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell()
        }
    }

    /// The data source's counts, or nil without one; a count past the limits is refused.
    @Test func theDataSourcesCounts() throws {
        let layout = UICollectionViewFlowLayout()
        #expect(try layout.itemCountsFromDataSource() == nil)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let counts = Counts([5, 0, 2])
        collectionView.dataSource = counts
        #expect(try layout.itemCountsFromDataSource() == [5, 0, 2])
        let refused = Counts([-1])
        collectionView.dataSource = refused
        #expect(throws: CompositionalLayoutError.self) { try layout.itemCountsFromDataSource() }
        withExtendedLifetime((counts, refused)) {}
    }

    /// A custom layout prepared with a harness answers at the harness's size: a row of squares
    /// as wide as the collection view is, 390 / 3 = 130 each.
    @Test func aHarnessPreparesAnyLayout() throws {
        final class Squares: UICollectionViewLayout {
            var side: CGFloat = 0

            override func prepare() {
                super.prepare()
                side = (collectionView?.bounds.width ?? 0) / 3
            }

            override var collectionViewContentSize: CGSize { CGSize(width: side * 3, height: side) }
        }
        let layout = Squares()
        try LayoutcalcHarness(width: 390, height: 844, itemCounts: [3]).prepare(layout)
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 130))
        #expect(layout.collectionView?.numberOfItems(inSection: 0) == 3)
        #expect(throws: CompositionalLayoutError.self) { try LayoutcalcHarness(width: 390, height: 844, itemCounts: [-1]).prepare(layout) }
    }

    /// A layout's own answers are told from a layout layoutcalc refuses.
    @Test func aLayoutsOwnAnswerIsTold() {
        #expect(LayoutObjectProblem.customLayout("Cards").isLayoutsOwnAnswer)
        #expect(LayoutObjectProblem.overriddenContentSize(OverridingLayout(subclass: "Shifted", base: "UICollectionViewFlowLayout"), answered: Size(width: 1, height: 1), laidOut: Size(width: 2, height: 2)).isLayoutsOwnAnswer)
        #expect(!LayoutObjectProblem.noDataSource.isLayoutsOwnAnswer)
        #expect(!LayoutObjectProblem.measuredWithoutEstimatedSize.isLayoutsOwnAnswer)
    }
}
