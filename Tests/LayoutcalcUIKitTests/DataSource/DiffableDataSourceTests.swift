import LayoutcalcUIKit
import Testing

/// A list fed by a diffable data source, as apps write it: the collection view counts the
/// applied snapshot, and the harness needs no item counts.
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable {
        case favourites
        case recent
    }

    @Test func aListLaysOutItsSnapshot() throws {
        // One row of 44 points per item.
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 1, height: 44))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        var cellsMade = 0
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, _ in
            cellsMade += 1
            return collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        #expect(collectionView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .recent])
        snapshot.appendItems(["a", "b"], toSection: .favourites)
        snapshot.appendItems(["c", "d", "e"], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
        try layout.prepare(size: collectionView.bounds.size)
        // "e" is the fifth row: 4 × 44 down.
        #expect(layout.frame(ofItem: 2, section: 1) == CGRect(x: 0, y: 176, width: 390, height: 44))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == "e")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil && dataSource.itemIdentifier(for: IndexPath()) == nil)
        #expect(dataSource.indexPath(for: "c") == IndexPath(item: 0, section: 1))
        #expect(dataSource.sectionIdentifier(for: 1) == .recent && dataSource.index(for: .favourites) == 0)

        // A new snapshot is laid out at once: "a" goes, "f" comes at the end.
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["f"], toSection: .recent)
        var applied = false
        dataSource.apply(snapshot) { applied = true }
        #expect(applied && collectionView.numberOfItems(inSection: 0) == 1 && collectionView.numberOfItems(inSection: 1) == 4)
        #expect(layout.frame(ofItem: 3, section: 1) == CGRect(x: 0, y: 176, width: 390, height: 44))
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "d", "e", "f"])

        // Through reloadData, the counts wait for the layout pass.
        var smaller = snapshot
        smaller.deleteSections([.recent])
        dataSource.applySnapshotUsingReloadData(smaller)
        // Still the five rows of 44.
        #expect(layout.collectionViewContentSize.height == 220)
        collectionView.layoutIfNeeded()
        #expect(layout.collectionViewContentSize.height == 44)

        // No cell is made by layoutcalc; a cell asked for by code comes from the provider.
        #expect(cellsMade == 0)
        _ = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect(cellsMade == 1)
        #expect(dataSource.collectionView(collectionView, numberOfItemsInSection: 7) == 0)
    }
}
