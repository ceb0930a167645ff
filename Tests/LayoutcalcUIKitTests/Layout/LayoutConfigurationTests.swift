import LayoutcalcUIKit
import LayoutEngine
import Testing

/// `UICollectionViewCompositionalLayoutConfiguration` and the section keys of layout-rules §12,
/// each worked case of §12 written with UIKit's objects (W 320, H 480 unless said).
@Suite struct LayoutConfigurationTests {
    let container = CGSize(width: 320, height: 480)

    func horizontal(_ section: NSCollectionLayoutSection, interSectionSpacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = interSectionSpacing
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    @Test func uikitsDefaultsAndACopyOfEveryValue() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        #expect(configuration.boundarySupplementaryItems.isEmpty && configuration.contentInsetsReference == .automatic)
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 8
        configuration.boundarySupplementaryItems = [boundaryItem("banner", size(.fractionalWidth(1), .absolute(20)), .top)]
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 1, height: 40), configuration: configuration)
        // The layout keeps a copy of every value: changing the object given changes nothing.
        configuration.scrollDirection = .vertical
        configuration.interSectionSpacing = 0
        configuration.boundarySupplementaryItems = []
        configuration.contentInsetsReference = .none
        let kept = layout.configuration
        #expect(kept.scrollDirection == .horizontal && kept.interSectionSpacing == 8)
        #expect(kept.boundarySupplementaryItems.map(\.elementKind) == ["banner"] && kept.contentInsetsReference == .layoutMargins)
    }

    // MARK: Scroll direction

    @Test func columnsOfVerticalGroups() throws {
        // §12: VG AB100×FH1 of FW1×FH0.25 items, section insets (3,4,5,6), interGroupSpacing 5,
        // interSectionSpacing 12, sections of 6 and 5 items → items 100 × 118 (a quarter of
        // 480 − 3 − 5), groups at x 4, 109 | 231, 336, y 3, 121, 239, 357; content 442 × 480.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        section.contentInsets = SemanticsCases.sectionInsets
        section.interGroupSpacing = 5
        let layout = horizontal(section, interSectionSpacing: 12)
        try layout.prepare(size: container, itemCounts: [6, 5])
        for (index, count, groups) in [(0, 6, [4.0, 109]), (1, 5, [231.0, 336])] {
            for item in 0..<count {
                #expect(layout.frame(ofItem: item, section: index) == CGRect(x: groups[item / 4], y: 3 + 118 * Double(item % 4), width: 100, height: 118))
            }
        }
        #expect(layout.collectionViewContentSize == CGSize(width: 442, height: 480))
    }

    @Test func rowsOfHalfWidthGroups() throws {
        // §12: HG FW0.5×FH1 of FW1×FH0.25 items, insets (3,4,5,6), 5 items → items 160 × 118 at
        // x 4, 164, 324, 484, 644, y 3; content 810 × 480.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item]))
        section.contentInsets = SemanticsCases.sectionInsets
        let layout = horizontal(section)
        try layout.prepare(size: container, itemCounts: [5])
        #expect((0..<5).map { layout.frame(ofItem: $0) } == [4.0, 164, 324, 484, 644].map { CGRect(x: $0, y: 3, width: 160, height: 118) })
        #expect(layout.collectionViewContentSize == CGSize(width: 810, height: 480))
    }

    @Test func partlyFilledGroupsEndAlongX() throws {
        // §12: HG AB100×FH1 of AB30 items, no insets, sections of 5 and 3 → x 0, 30, 60, 100,
        // 130 | 170, 200, 230; content 270 × 480 (each last group ends 10 after its last item).
        let layout = SemanticsCases.shortRows()
        try layout.prepare(size: container, itemCounts: [5, 3])
        #expect((0..<5).map { layout.frame(ofItem: $0)?.minX } == [0, 30, 60, 100, 130])
        #expect((0..<3).map { layout.frame(ofItem: $0, section: 1)?.minX } == [170, 200, 230])
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 270, height: 480))
    }

    // MARK: The layout's own boundary items

    @Test func aLayoutHeaderAndFooterAroundTheSections() throws {
        // §12: sections of 3 and 2 items with insets (3,4,5,6) and a 10-pt extending header,
        // HG FW1×AB40 of FW0.5; a layout header FW1×AB30 at the top and footer FW1×AB20 at the
        // bottom → header (0,0,320,30), the first section's header (4,30,310,10), its items y 43,
        // 83; the second section's header y 128, its items y 141; footer (0,186,320,20); content
        // 320 × 206. The layout's items answer at IndexPath(item: Int.max, section: 0).
        let section = SemanticsCases.rowsOfTwo()
        section.boundarySupplementaryItems = [boundaryItem("header", size(.fractionalWidth(1), .absolute(10)), .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            boundaryItem("top", size(.fractionalWidth(1), .absolute(30)), .top),
            boundaryItem("bottom", size(.fractionalWidth(1), .absolute(20)), .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        try layout.prepare(size: container, itemCounts: [3, 2])
        let layoutItems = IndexPath(item: Int.max, section: 0)
        let top = try #require(layout.supplementary("top", at: layoutItems))
        #expect(top.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(top.indexPath == layoutItems && top.representedElementKind == "top" && top.zIndex == 1)
        #expect(layout.supplementary("bottom", at: layoutItems)?.frame == CGRect(x: 0, y: 186, width: 320, height: 20))
        #expect(layout.supplementary("header")?.frame == CGRect(x: 4, y: 30, width: 310, height: 10))
        #expect([0, 1, 2].map { layout.frame(ofItem: $0) } == [
            CGRect(x: 4, y: 43, width: 155, height: 40), CGRect(x: 159, y: 43, width: 155, height: 40), CGRect(x: 4, y: 83, width: 155, height: 40),
        ])
        #expect(layout.supplementary("header", at: IndexPath(item: 0, section: 1))?.frame.minY == 128)
        #expect(layout.frame(ofItem: 0, section: 1)?.minY == 141)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 206))
        // A layout item is not a section's, nor at another index path.
        #expect(layout.supplementary("top") == nil && layout.supplementary("top", at: IndexPath(item: Int.max, section: 1)) == nil)
    }

    @Test func layoutItemsAcrossTheAxisMoveNothing() throws {
        // §12: layout items AB30×FH1 leading and AB20×FH1 trailing, no section headers → (0,0,30,
        // 480) and (300,0,20,480); the items still at x 4, y 3; content 320 × 480 (at least as
        // long as the items' far edges).
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            boundaryItem("leading", size(.absolute(30), .fractionalHeight(1)), .leading),
            boundaryItem("trailing", size(.absolute(20), .fractionalHeight(1)), .trailing),
        ]
        let layout = UICollectionViewCompositionalLayout(section: SemanticsCases.rowsOfTwo(), configuration: configuration)
        try layout.prepare(size: container, itemCounts: [3, 2])
        let layoutItems = IndexPath(item: Int.max, section: 0)
        #expect(layout.supplementary("leading", at: layoutItems)?.frame == CGRect(x: 0, y: 0, width: 30, height: 480))
        #expect(layout.supplementary("trailing", at: layoutItems)?.frame == CGRect(x: 300, y: 0, width: 20, height: 480))
        #expect(layout.frame(ofItem: 0)?.origin == CGPoint(x: 4, y: 3))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 480))
    }

    @Test func layoutItemsOfAHorizontalLayout() throws {
        // §12: horizontal, sections ending at x 270 (the short rows, sections of 5 and 3), a top
        // layout item 320 long and a trailing one 20 long → the top item at x 0 (centred over
        // the longer of the sections and itself), the trailing one at x 320, content 340.
        let layout = SemanticsCases.shortRows(boundaryItems: [
            boundaryItem("top", size(.absolute(320), .absolute(20)), .top),
            boundaryItem("trailing", size(.absolute(20), .fractionalHeight(1)), .trailing),
        ])
        try layout.prepare(size: container, itemCounts: [5, 3])
        let layoutItems = IndexPath(item: Int.max, section: 0)
        #expect(layout.supplementary("top", at: layoutItems)?.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(layout.supplementary("trailing", at: layoutItems)?.frame == CGRect(x: 320, y: 0, width: 20, height: 480))
        #expect(layout.frame(ofItem: 2, section: 1)?.minX == 230)
        #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 480))
    }

    // MARK: The content insets reference

    @Test func theLayoutsReferenceIsEverySectionsUnlessItGivesItsOwn() throws {
        // §12: with layout margins (10,20,30,40) a layout header FW1×AB20 is (0,0,320,20), while
        // the cells start at x 20 (half of 320 − 20 − 40 each: x 20 and 150, 130 wide). A
        // section's own reference wins: `.none` puts its cells at x 0.
        let margins = insets(10, 20, 30, 40)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        configuration.boundarySupplementaryItems = [boundaryItem("top", size(.fractionalWidth(1), .absolute(20)), .top)]
        let own = rows(of: 0.5, height: 40)
        own.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in index == 0 ? rows(of: 0.5, height: 40) : own }, configuration: configuration)
        try layout.prepare(size: container, itemCounts: [2, 1], layoutMargins: margins)
        #expect(layout.supplementary("top", at: IndexPath(item: Int.max, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(layout.frame(ofItem: 0) == CGRect(x: 20, y: 20, width: 130, height: 40))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 150, y: 20, width: 130, height: 40))
        #expect(layout.frame(ofItem: 0, section: 1) == CGRect(x: 0, y: 60, width: 160, height: 40))
    }

    @Test func aHorizontalLayoutsReferenceAddsTopAndBottom() throws {
        // §12: margins (10,20,30,40), H 480, horizontal, the layout's reference layoutMargins:
        // cells at y 10, 440 tall (FH1 of 480 − 10 − 30), x unchanged (0 and 100). The
        // environment's effective insets are those top and bottom margins.
        var effective: [NSDirectionalEdgeInsets] = []
        var effectiveSizes: [CGSize] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                effective.append(environment.container.effectiveContentInsets)
                effectiveSizes.append(environment.container.effectiveContentSize)
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
            }, configuration: configuration)
        try layout.prepare(size: container, itemCounts: [2], layoutMargins: insets(10, 20, 30, 40))
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 10, width: 100, height: 440))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 100, y: 10, width: 100, height: 440))
        #expect(effective == [insets(10, 0, 30, 0)] && effectiveSizes == [CGSize(width: 320, height: 440)])
    }

    // MARK: Sections' keys

    @Test func decorationsBehindEachSection() throws {
        // §12: insets (3,4,5,6), interGroupSpacing 4, an extending header FW1×AB30, HG FW1×AB40
        // of FW0.5 items, a decoration inset (1,2,3,4) at zIndex −3, sections of 3, 0 and 2 items
        // → sections 122 (30 + 3 + 40 + 4 + 40 + 5), 38 (an empty one: its band and insets) and
        // 78 long; decorations (2,1,314,118), (2,123,314,34), (2,161,314,74); content 320 × 238.
        // The decorated sections' items are raised to zIndex 1.
        let layout = SemanticsCases.decorated()
        try layout.prepare(size: container, itemCounts: [3, 0, 2])
        let cards = (0..<3).map { layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: $0)) }
        #expect(cards.map { $0?.frame } == [
            CGRect(x: 2, y: 1, width: 314, height: 118), CGRect(x: 2, y: 123, width: 314, height: 34), CGRect(x: 2, y: 161, width: 314, height: 74),
        ])
        #expect(cards.map { $0?.zIndex } == [-3, -3, -3])
        #expect(cards[1]?.representedElementCategory == .decorationView && cards[1]?.representedElementKind == "card")
        #expect(cards[1]?.indexPath == IndexPath(item: 0, section: 1))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 238))
        #expect([(0, 0), (0, 2), (2, 1)].map { layout.layoutAttributesForItem(at: IndexPath(item: $0.1, section: $0.0))?.zIndex } == [1, 1, 1])
        // A decoration is at item 0 of its section, under its own kind only.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 3)) == nil)
    }

    @Test func supplementariesThatDoNotFollowTheContentInsets() throws {
        // §4: false lays the boundary items out against the section's whole width: the header
        // FW1×AB30 is (0, 0, 320, 30) rather than (4, 0, 310, 30); the cells keep their insets.
        let section = SemanticsCases.rowsOfTwo()
        section.boundarySupplementaryItems = [boundaryItem("header", size(.fractionalWidth(1), .absolute(30)), .top)]
        section.supplementariesFollowContentInsets = false
        let layout = UICollectionViewCompositionalLayout(section: section)
        try layout.prepare(size: container, itemCounts: [2])
        #expect(layout.supplementary("header")?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(layout.frame(ofItem: 0) == CGRect(x: 4, y: 33, width: 155, height: 40))
    }

    @Test func aDecorationInAGroupIsRefused() {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [background])
        #expect(problems { () throws(CompositionalLayoutError) in
            try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)).prepare(size: container, itemCounts: [1])
        } == ["sections[0].group.subitems[0]: a decoration item is not an item of a group: give it to a section's decorationItems"])
        background.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: nil, bottom: nil)
        let section = rows(of: 1, height: 40)
        section.decorationItems = [background]
        #expect(problems { () throws(CompositionalLayoutError) in
            try UICollectionViewCompositionalLayout(section: section).prepare(size: container, itemCounts: [1])
        } == ["sections[0].decorations[0]: layoutcalc does not lay out a decoration item's edgeSpacing"])
    }

    @Test func whatTheReaderRefusesOfAConfiguration() {
        // A horizontal layout is laid out against the height: a harness without one is refused
        // where the spec says horizontal, in the reader's words; a flow section's header and
        // footer are its own, whatever its insets, and across a horizontal layout's columns its
        // sizes are lengths.
        let layout = horizontal(rows(of: 1, height: 40))
        #expect(problems { () throws(CompositionalLayoutError) in
            _ = try LayoutcalcHarness(width: 320, height: nil, itemCounts: [1]).spec(of: layout)
        } == ["scrollDirection: a horizontal layout is laid out against the container's height: give container.height"])
        let unfollowed = NSCollectionLayoutSection(flow: FlowSection(itemCount: 0))
        unfollowed.supplementariesFollowContentInsets = false
        #expect(problems { () throws(CompositionalLayoutError) in
            try UICollectionViewCompositionalLayout(section: unfollowed).prepare(size: container, itemCounts: [1])
        } == [
            #"sections[0].supplementariesFollowContentInsets: "supplementariesFollowContentInsets" is not read by a flow section (it is a key of "carousel", "widget", "waterfall", "compositional" and "mosaic")"#
        ])
        let perRow = FlowItemSize(width: .perRow(2), height: .points(40))
        let flow = horizontal(NSCollectionLayoutSection(flow: FlowSection(itemCount: 0, sizes: [perRow])))
        #expect(problems { () throws(CompositionalLayoutError) in try flow.prepare(size: container, itemCounts: [1]) } == [
            "sections[0].itemSize.width: a horizontal layout's flow section takes its sizes in points: a fraction, a number a row and an aspect ratio are of the available width, which only a vertical layout's lines run across"
        ])
    }
}
