import LayoutcalcSnapshotTesting
import LayoutcalcUIKit
import SnapshotTesting
import Testing

@Test func aRowOfTwo() {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    assertSnapshot(of: layout, as: .json(size: CGSize(width: 320, height: 480), itemCounts: [2]))
}
