import CompositionalLayout
import Testing

/// `import CompositionalLayout`, the library's former name, still compiles for one release and
/// gives what `import LayoutcalcUIKit` gives: app code written against it lays out unchanged.
@Suite struct FormerModuleNameTests {
    @Test func theFormerNameReexportsTheLibrary() throws {
        // Five FW(0.2) squares a row in 400 points (layout-rules §3): item 6 at the second row's
        // second square.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let layout = CompositionalLayout.UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        try layout.prepare(size: CGSize(width: 400, height: 800), itemCounts: [7])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 80, y: 80, width: 80, height: 80))
    }
}
