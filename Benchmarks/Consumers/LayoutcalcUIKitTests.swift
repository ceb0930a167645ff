import LayoutcalcUIKit
import Testing

@Test func aRowOfTwoIsFiftyPointsTall() throws {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 50))
}
