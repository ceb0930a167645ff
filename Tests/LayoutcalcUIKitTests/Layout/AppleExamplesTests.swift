import LayoutcalcUIKit
import Testing

/// The examples of Apple's documentation for the API ("Implementing Modern Collection Views"),
/// each written as the documentation writes it, with frames derived by hand from docs/layout-rules.md.
@Suite struct AppleExamplesTests {
    func frame(_ layout: UICollectionViewCompositionalLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aGrid() throws {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)

        // W 400: the group is 400 × 80 and holds five 80-point squares (§3's k-fit); 12 items
        // take three rows, the last one partly filled and still 80 tall (a horizontal group in a
        // vertical section is not shortened).
        try layout.prepare(size: CGSize(width: 400, height: 800), itemCounts: [12])
        for index in 0..<12 {
            #expect(frame(layout, index) == CGRect(x: 80 * (index % 5), y: 80 * (index / 5), width: 80, height: 80))
        }
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 240))
    }

    @Test func nestedGroups() throws {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: nestedGroup)
        let layout = UICollectionViewCompositionalLayout(section: section)

        // W 320, H 480: the group is 320 × 192 (0.4 H). The leading slot is 224 wide (0.7), the
        // trailing group 96 wide, and `count` 2 makes each of its items 96 tall whatever their
        // own 0.3 says; every frame is its slot less 10 on each side. The second group is 192
        // lower.
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [6])
        for (offset, first) in [(0, 0), (192, 3)] {
            #expect(frame(layout, first) == CGRect(x: 10, y: 10 + offset, width: 204, height: 172))
            #expect(frame(layout, first + 1) == CGRect(x: 234, y: 10 + offset, width: 76, height: 76))
            #expect(frame(layout, first + 2) == CGRect(x: 234, y: 106 + offset, width: 76, height: 76))
        }
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 384))
    }

    @Test func anOrthogonalSection() throws {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section)

        // W 400, H 500: in an orthogonal section the group takes 0.85 of the full width, 340, and
        // 0.4 of the height, 200 (§2); the trailing group is 0.3 · 340 = 102 wide, its two items
        // 100 tall. The leading slot is 0.7 · 340, 237.99999999999997 in binary, which the
        // default scale, 1, floors to 237 (§1). The second group sits beside the first, at x 340:
        // the section is one row, as tall as the group.
        try layout.prepare(size: CGSize(width: 400, height: 500), itemCounts: [6])
        let leading = 237.0
        for (offset, first) in [(0.0, 0), (340.0, 3)] {
            #expect(frame(layout, first) == CGRect(x: offset + 10, y: 10, width: leading - 20, height: 180))
            #expect(frame(layout, first + 1) == CGRect(x: offset + leading + 10, y: 10, width: 82, height: 80))
            #expect(frame(layout, first + 2) == CGRect(x: offset + leading + 10, y: 110, width: 82, height: 80))
        }
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 200))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
    }

    @Test func badges() throws {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge-element-kind", containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)

        // W 400: the group is 360 wide (W less the insets) and 72 tall (0.2 · 360); four 90-wide
        // slots a row, each frame inset 5: (25, 25, 80, 62) first. A badge anchored at the top
        // trailing corner sits inside it, (85, 25), moved by 0.3 and −0.3 of its 20 points (§4).
        try layout.prepare(size: CGSize(width: 400, height: 800), itemCounts: [5])
        #expect(frame(layout, 0) == CGRect(x: 25, y: 25, width: 80, height: 62))
        #expect(frame(layout, 4) == CGRect(x: 25, y: 97, width: 80, height: 62))
        let badges = [0, 1, 4].map {
            layout.layoutAttributesForSupplementaryView(ofKind: "badge-element-kind", at: IndexPath(item: $0, section: 0))
        }
        #expect(badges.map { $0?.frame } == [
            CGRect(x: 91, y: 19, width: 20, height: 20), CGRect(x: 181, y: 19, width: 20, height: 20),
            CGRect(x: 91, y: 91, width: 20, height: 20),
        ])
        #expect(badges.map { $0?.zIndex } == [1, 1, 1])
        #expect(badges[0]?.representedElementCategory == .supplementaryView)
        #expect(badges[0]?.representedElementKind == "badge-element-kind")
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 184))
    }

    /// Pinned section headers: at rest, and at content offsets, its zIndex raised (layout-rules §12).
    @Test func aPinnedHeader() throws {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: "section-header-element-kind", alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: "section-footer-element-kind", alignment: .bottom)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        let layout = UICollectionViewCompositionalLayout(section: section)

        // W 320: the header takes the first 44 points, 300 wide inside the insets; rows of 44
        // every 49; the footer follows the last row: 44 + 4 · 49 + 44 = 284. The second section
        // starts at 328.
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5, 5])
        for (section, top) in [(0, 0.0), (1, 328.0)] {
            let header = layout.layoutAttributesForSupplementaryView(ofKind: "section-header-element-kind", at: IndexPath(item: 0, section: section))
            let footer = layout.layoutAttributesForSupplementaryView(ofKind: "section-footer-element-kind", at: IndexPath(item: 0, section: section))
            #expect(header?.frame == CGRect(x: 10, y: top, width: 300, height: 44))
            #expect(footer?.frame == CGRect(x: 10, y: top + 284, width: 300, height: 44))
            for row in 0..<5 {
                #expect(frame(layout, row, section) == CGRect(x: 10, y: top + 44 + 49 * Double(row), width: 300, height: 44))
            }
            // The example's zIndex 2, raised by 1,000,000,000 for pinning, at rest too; the
            // footer keeps a supplementary's 1.
            #expect(header?.zIndex == 1_000_000_002 && footer?.zIndex == 1)
        }
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 656))

        // Scrolled: a header pins at the top of the viewport, min(max(its y, offset), e − 44),
        // e the end of its section's content before the footer's band (284 in the first
        // section, 328 + 284 = 612 in the second). At y 100 the first header is at 100; at 300 it
        // has been pushed up to 240 and scrolled out of view, and the second is still at its
        // place, 328; at 600 the second is pushed up to 612 − 44 = 568.
        func header(_ section: Int, at y: CGFloat) -> CGFloat? {
            layout.contentOffset = CGPoint(x: 0, y: y)
            return layout.layoutAttributesForSupplementaryView(ofKind: "section-header-element-kind", at: IndexPath(item: 0, section: section))?.frame.minY
        }
        #expect([header(0, at: 100), header(0, at: 300), header(1, at: 300), header(1, at: 400), header(1, at: 600)] == [100, 240, 328, 400, 568])
        layout.contentOffset = CGPoint(x: 0, y: 300)
        let onScreen = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 300, width: 320, height: 480)))
        let headers = onScreen.filter { $0.representedElementKind == "section-header-element-kind" }
        #expect(headers.map(\.indexPath) == [IndexPath(item: 0, section: 1)] && headers.map(\.zIndex) == [1_000_000_002])
    }
}
