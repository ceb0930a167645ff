import LayoutEngine
import LayoutcalcUIKit
import Testing

/// The group rules of layout-rules §3 and §5 that decide where a partly filled group's items go,
/// how many members fit, and what an estimated group is as long as, through the Swift API: each
/// case written with UIKit's objects, its numbers the page's, derived by hand there.
@Suite struct GroupRuleTests {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(layoutSize: size(width, height))
    }

    static func layout(_ group: NSCollectionLayoutGroup, configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let section = NSCollectionLayoutSection(group: group)
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func frames(_ layout: UICollectionViewCompositionalLayout, count: Int) -> [CGRect?] {
        (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test func aPartlyFilledGroupKeepsAFullGroupsSlots() throws {
        // VG FW1×AB100, flexible 0, of [FW1×FH0.5, HG FW1×ES44 of [FW0.5×AB30, FW0.5×AB50]]: a
        // full group holds the item (50) and the HG (as tall as its taller item, 50). With two
        // items the HG holds the AB30 item alone and stays at y 50; the group ends at 80.
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .estimated(44)),
            subitems: [Self.item(.fractionalWidth(0.5), .absolute(30)), Self.item(.fractionalWidth(0.5), .absolute(50))])
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5)), row])
        group.interItemSpacing = .flexible(0)
        let layout = Self.layout(group)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2], scale: nil)
        #expect(Self.frames(layout, count: 2) == [CGRect(x: 0, y: 0, width: 320, height: 50), CGRect(x: 0, y: 50, width: 160, height: 30)])
        #expect(layout.collectionViewContentSize.height == 80)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5], scale: nil)
        #expect(Self.frames(layout, count: 5)[3...] == [CGRect(x: 0, y: 100, width: 320, height: 50), CGRect(x: 0, y: 150, width: 160, height: 30)])
        #expect(layout.collectionViewContentSize.height == 180)
    }

    @Test func farEdgesAreMeasuredWithinTheGroup() throws {
        // HG FW1×AB50 of [FW0.5×AB60, FW0.5×AB80], one item: it is 60 tall and sticks out; the
        // section ends at the group's end, 50. [FW0.5×AB50, FW0.5×AB80], three items: 100.
        func row(_ first: CGFloat) -> NSCollectionLayoutGroup {
            NSCollectionLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                subitems: [Self.item(.fractionalWidth(0.5), .absolute(first)), Self.item(.fractionalWidth(0.5), .absolute(80))])
        }
        let taller = Self.layout(row(60))
        try taller.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1], scale: nil)
        #expect(Self.frames(taller, count: 1) == [CGRect(x: 0, y: 0, width: 160, height: 60)])
        #expect(taller.collectionViewContentSize.height == 50)
        let even = Self.layout(row(50))
        try even.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], scale: nil)
        #expect(even.collectionViewContentSize.height == 100)
    }

    @Test func aCountFitsWhenItsLastMembersFarEdgeIsWithinTheGroup() throws {
        // W 428: HG FW1×AB95 of [FW0.4×AB66, FW0.2×AB66], fixed 0.3: widths 170.96, 85.48,
        // 170.96 at x 0, 170.96 + 0.3, 257.04, the third ending at 428 exactly: one group.
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(95)),
            subitems: [Self.item(.fractionalWidth(0.4), .absolute(66)), Self.item(.fractionalWidth(0.2), .absolute(66))])
        group.interItemSpacing = .fixed(0.3)
        let layout = Self.layout(group)
        try layout.prepare(size: CGSize(width: 428, height: 800), itemCounts: [3], scale: nil)
        #expect(Self.frames(layout, count: 3) == [
            CGRect(x: 0, y: 0, width: 170.96, height: 66), CGRect(x: 170.96 + 0.3, y: 0, width: 85.48, height: 66),
            CGRect(x: 257.04, y: 0, width: 170.96, height: 66),
        ])
        #expect(layout.collectionViewContentSize.height == 95)
    }

    @Test func aNestedEstimatedGroupIsWeighedAtWhatItHolds() throws {
        // HG FW1×AB100 of [FW0.5×FH1, VG ES40×FH1 of one ES40×FH1], items measured 200 wide: the
        // VG is 200 wide, 160 + 200 > 320, so each group holds the FW0.5 item alone.
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.estimated(40), .fractionalHeight(1)), subitems: [Self.item(.estimated(40), .fractionalHeight(1))])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [Self.item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
        let layout = Self.layout(group)
        let measured = Dictionary(uniqueKeysWithValues: (0..<3).map { (IndexPath(item: $0, section: 0), CGSize(width: 200, height: 100)) })
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], scale: nil, measuredSizes: measured)
        #expect(Self.frames(layout, count: 3) == (0..<3).map { CGRect(x: 0, y: 100 * CGFloat($0), width: 160, height: 100) })
        #expect(layout.collectionViewContentSize.height == 300)
    }

    @Test func eachCountIsTriedAtItsOwnBasis() throws {
        // VG FW1×AB24, fixed 2, of [VG FW1×FH0.5 of AB3 items, FW1×ES10], item 3 measured 20 tall
        // and item 4 5 tall: two members do not fit (11 + 2 + 20 > 24), so the inner VG, 12 tall,
        // holds items 0–3 and item 4 starts the next group at y 24.
        let inner = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [Self.item(.fractionalWidth(1), .absolute(3))])
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(24)), subitems: [inner, Self.item(.fractionalWidth(1), .estimated(10))])
        group.interItemSpacing = .fixed(2)
        let layout = Self.layout(group)
        let measured = [IndexPath(item: 3, section: 0): CGSize(width: 320, height: 20), IndexPath(item: 4, section: 0): CGSize(width: 320, height: 5)]
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5], scale: nil, measuredSizes: measured)
        #expect(Self.frames(layout, count: 5) == [0, 3, 6, 9, 24].map { CGRect(x: 0, y: $0, width: 320, height: 3) })
    }

    @Test func anEstimatedGroupInARowIsAsWideAsWhatItHolds() throws {
        // A continuous row, 10 apart, of VG ES44×AB100 of [ES30×AB50, ES60×AB50]: the first group
        // 60 wide, the partly filled second 30; the row is 100 long.
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.estimated(44), .absolute(100)),
            subitems: [Self.item(.estimated(30), .absolute(50)), Self.item(.estimated(60), .absolute(50))])
        let layout = Self.layout(group) { section in
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
        }
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], scale: nil)
        #expect(Self.frames(layout, count: 3) == [
            CGRect(x: 0, y: 0, width: 30, height: 50), CGRect(x: 0, y: 50, width: 60, height: 50), CGRect(x: 70, y: 0, width: 30, height: 50),
        ])
    }

    @Test func aGroupsAnchoredItemSitsOnWhatAnEstimatedGroupHolds() throws {
        // VG AB160×ES49 of [ES77×ES51, ES70×ES36], one item: the group is 51 tall, so its 19×15
        // item anchored at the bottom is at (80 − 9.5, 51 − 15), at its index path, item 0.
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.absolute(160), .estimated(49)),
            subitems: [Self.item(.estimated(77), .estimated(51)), Self.item(.estimated(70), .estimated(36))])
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: Self.size(.absolute(19), .absolute(15)), elementKind: "tag",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        ]
        let layout = Self.layout(group)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1], scale: nil)
        let tag = layout.layoutAttributesForSupplementaryView(ofKind: "tag", at: IndexPath(item: 0, section: 0))
        #expect(tag?.frame == CGRect(x: 70.5, y: 36, width: 19, height: 15))
        #expect(layout.collectionViewContentSize.height == 51)
    }
}

/// A mosaic section through the Swift API is never snapped (layout-rules §10), as
/// SquareMosaicLayout, which the kind reproduces, never rounds.
@Suite struct MosaicThroughTheSwiftAPITests {
    @Test func aMosaicAtScaleTwoKeepsItsExactSquares() throws {
        // W 375, scale 2, insets 10 at the sides, oneTwo, 3 items: A = 355, small = 355 / 3,
        // big = 355 − small; the squares at x 10 and 10 + big, the third at y big − small.
        let section = NSCollectionLayoutSection(mosaic: MosaicSection(itemCount: 0, pattern: [.oneTwo]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        try layout.prepare(size: CGSize(width: 375, height: 667), itemCounts: [3], scale: 2)
        let small: CGFloat = 355.0 / 3
        let big = 355 - small
        #expect((0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == [
            CGRect(x: 10, y: 0, width: big, height: big), CGRect(x: 10 + big, y: 0, width: small, height: small),
            CGRect(x: 10 + big, y: big - small, width: small, height: small),
        ])
        #expect(layout.collectionViewContentSize.height == big)
    }
}
