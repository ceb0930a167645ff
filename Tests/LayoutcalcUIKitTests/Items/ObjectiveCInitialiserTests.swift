import LayoutcalcUIKit
import Testing

/// The initialisers UIKit's classes inherit from Objective-C, as apps use them: a header made
/// from an anchor, and an empty group for a section that has nothing to show.
@Suite struct ObjectiveCInitialiserTests {
    /// A profile screen: section 0 its posts under a header, section 1 a placeholder that never
    /// has items, as apps write the `default` of their section switch.
    static func profileLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard sectionIndex == 0 else {
                let nothing = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
                return NSCollectionLayoutSection(group: NSCollectionLayoutGroup(layoutSize: nothing))
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, containerAnchor: NSCollectionLayoutAnchor(edges: .top))
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    @Test func anAnchoredHeaderAndAnEmptyPlaceholderSection() throws {
        let layout = Self.profileLayout()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3, 0], scale: 3)
        // The header anchored to the top edge is a top-aligned header: 40 tall, then rows of 50.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 140, width: 390, height: 50))
        // The placeholder section has no items and takes no room: the content ends at 40 + 150.
        #expect(layout.collectionViewContentSize.height == 190)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func theHeadersAnchorGivesItsAlignmentAndOffset() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "footer", containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing], absoluteOffset: CGPoint(x: 0, y: 4)))
        #expect(footer.alignment == .bottomTrailing)
        #expect(footer.offset == CGPoint(x: 0, y: 4))
        let nowhere = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "x", containerAnchor: NSCollectionLayoutAnchor(edges: [.top], fractionalOffset: CGPoint(x: 0, y: 0.5)))
        #expect(nowhere.alignment == .none)
    }

    @Test func anEmptyGroupWithItemsToPlaceIsRefused() {
        let layout = Self.profileLayout()
        // The placeholder given items: its group has none to place them in, refused as a spec's
        // empty `subitems` is.
        let refused = problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3, 2])
        }
        #expect(refused == ["sections[1].group.subitems: expected an array of item or group objects with at least 1 element, found an empty array"])
        // A header whose anchor names no edge has no alignment.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: []))
        ]
        let aligned = UICollectionViewCompositionalLayout(section: rows(of: 1, height: 10), configuration: configuration)
        let unaligned = problems { () throws(CompositionalLayoutError) in
            try aligned.prepare(size: CGSize(width: 390, height: 844), itemCounts: [1])
        }
        #expect(unaligned == ["boundaryItems[0]: a boundary supplementary item needs an alignment other than .none"])
    }
}
