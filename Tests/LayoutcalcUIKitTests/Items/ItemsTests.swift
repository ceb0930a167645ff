import LayoutcalcUIKit
import Testing

/// The items' initialisers, properties and UIKit's defaults; objects changed after they are made
/// lay out as changed.
@Suite struct ItemsTests {
    @Test func dimensionsSpacingsAndAnchorsSayWhatTheyAre() {
        let dimensions: [NSCollectionLayoutDimension] = [.fractionalWidth(0.5), .fractionalHeight(0.25), .absolute(44), .estimated(30)]
        #expect(dimensions.map(\.dimension) == [0.5, 0.25, 44, 30])
        #expect(dimensions.map { [$0.isFractionalWidth, $0.isFractionalHeight, $0.isAbsolute, $0.isEstimated] } == [
            [true, false, false, false], [false, true, false, false], [false, false, true, false], [false, false, false, true],
        ])
        #expect(NSCollectionLayoutSpacing.fixed(4).isFixedSpacing && !NSCollectionLayoutSpacing.fixed(4).isFlexibleSpacing)
        #expect(NSCollectionLayoutSpacing.flexible(2).isFlexibleSpacing && NSCollectionLayoutSpacing.flexible(2).spacing == 2)
        let fractional = NSCollectionLayoutAnchor(edges: [.top], fractionalOffset: CGPoint(x: 0.5, y: 0))
        #expect(fractional.isFractionalOffset && !fractional.isAbsoluteOffset && fractional.offset == CGPoint(x: 0.5, y: 0))
        #expect(NSCollectionLayoutAnchor(edges: .bottom).isAbsoluteOffset)
    }

    @Test func uikitsDefaults() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
        #expect(item.contentInsets == .zero && item.edgeSpacing == nil && item.supplementaryItems.isEmpty)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        #expect(group.interItemSpacing == nil && group.subitems.count == 1)
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: item.layoutSize, elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        #expect(badge.zIndex == 1 && badge.itemAnchor == nil)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: item.layoutSize, elementKind: "header", alignment: .top)
        #expect(header.extendsBoundary && !header.pinToVisibleBounds && header.zIndex == 1 && header.offset == .zero)
        let section = NSCollectionLayoutSection(group: group)
        #expect(section.contentInsets == .zero && section.contentInsetsReference == .automatic && section.interGroupSpacing == 0)
        #expect(section.orthogonalScrollingBehavior == .none && section.boundarySupplementaryItems.isEmpty)
        #expect(section.visibleItemsInvalidationHandler == nil && section.layoutcalc == LayoutcalcSectionOptions())
        #expect(section.supplementariesFollowContentInsets && section.decorationItems.isEmpty)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        #expect(background.elementKind == "card" && background.zIndex == 0 && background.contentInsets == .zero && background.edgeSpacing == nil)
        #expect(UICollectionViewCompositionalLayoutConfiguration().interSectionSpacing == 0)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test func objectsChangedAfterTheyAreMadeLayOutAsChanged() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        group.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(4)), elementKind: "rule", containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))
        ]
        // layout-rules §3's case: item FW0.5×FH1 insets (5,6,7,8) in a group FW1×AB100 with insets
        // (1,2,3,4), W 320 → (8,6,143,84) and (165,6,143,84). The group's rule, 4 tall at its
        // bottom, spans the 320 it was laid out in: (0, 96, 320, 4).
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 6, width: 143, height: 84))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 165, y: 6, width: 143, height: 84))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 96, width: 320, height: 4))

        // Changed again, and prepared again.
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 16, width: 143, height: 84))
    }

    @Test func edgeSpacingAndFlexibleSpacing() throws {
        // layout-rules §3: fixed edge spacing (4,5,6,7) on FW0.5×FH1 in a 320×100 group → one item
        // per group at (4,5,160,100); AB100 items with flexible spacing 4 → x 0, 110, 220.
        let spaced = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
        let spacedLayout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [spaced])))
        try spacedLayout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        #expect(spacedLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 4, y: 5, width: 160, height: 100))
        #expect(spacedLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 4, y: 105, width: 160, height: 100))

        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(4)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        #expect((0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX } == [0, 110, 220])
    }
}
