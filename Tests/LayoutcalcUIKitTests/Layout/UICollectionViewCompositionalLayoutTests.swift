import LayoutcalcUIKit
import Testing

/// The layout prepared at a size, answering as UIKit's does.
@Suite struct UICollectionViewCompositionalLayoutTests {
    @Test func beforePrepareEveryQueryAnswersNothing() {
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 0.5, height: 40))
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func aFailedPrepareLeavesTheLayoutUnprepared() throws {
        var sections = 2
        let layout = UICollectionViewCompositionalLayout { index, _ in index < sections ? rows(of: 0.5, height: 40) : nil }
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1, 1])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) != nil)
        sections = 1
        #expect(problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1, 1])
        } == ["sections[1]: the section provider returned no section for a section of 1 items"])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.collectionViewContentSize == .zero)
    }

    @Test func questionsOutsideTheLayoutAnswerNothing() throws {
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 0.5, height: 40))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        for indexPath in [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: -1, section: 0), IndexPath(index: 0)] {
            #expect(layout.layoutAttributesForItem(at: indexPath) == nil)
        }
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func aCellsAttributes() throws {
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 0.5, height: 40))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(attributes.indexPath == IndexPath(item: 2, section: 0))
        #expect(attributes.frame == CGRect(x: 0, y: 40, width: 160, height: 40))
        #expect(attributes.center == CGPoint(x: 80, y: 60) && attributes.size == CGSize(width: 160, height: 40))
        #expect(attributes.zIndex == 0 && attributes.transform == .identity)
        #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
        attributes.size = CGSize(width: 100, height: 20)
        #expect(attributes.frame == CGRect(x: 30, y: 50, width: 100, height: 20))
        attributes.center = CGPoint(x: 50, y: 10)
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func theConfigurationsSpacingBetweenSections() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 0.5, height: 40), configuration: configuration)
        // The layout keeps a copy: changing either object afterwards changes nothing (UIKit's copy).
        configuration.interSectionSpacing = 100
        layout.configuration.interSectionSpacing = 100
        #expect(layout.configuration.interSectionSpacing == 12)
        // §11: 40 + 12 + 0 (an empty section) + 12 + 40.
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2, 0, 1])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 64)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 104))
    }

    @Test func theDefaultScaleSnapsToWholePointsAndNilIsExact() throws {
        // layout-rules §1: a third of 320 is floored to 106 at scale 1; at scale 2 to 106.5; exact
        // without a scale (0.3333333333333333 · 320, a hair under 320 / 3). Each origin is the
        // running sum, rounded.
        let layout = UICollectionViewCompositionalLayout(section: rows(of: 1.0 / 3, height: 40))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 212, y: 0, width: 106, height: 40))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], scale: 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 213, y: 0, width: 106.5, height: 40))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], scale: nil)
        let third = (1.0 / 3) * 320
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: third + third, y: 0, width: third, height: 40))
    }

    @Test func flexibleSpacingAtScale2() throws {
        // layout-rules §3: at scale 2, f 0.25 flexible 1 in 320 → items 79 at x 0, 80.5, 160.5, 241.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4], scale: 2)
        let frames = (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map { $0?.minX } == [0, 80.5, 160.5, 241])
        #expect(frames.map { $0?.width } == [79, 79, 79, 79])
    }

    @Test func layoutMarginsAsTheContentInsetsReference() throws {
        // layout-rules §2: margins (10,20,30,40), W 320, `layoutMargins`, FW(0.5) items → x 20 and
        // 150, width 130; the header (20, 0, 260, h).
        let section = rows(of: 0.5, height: 40)
        section.contentInsetsReference = .layoutMargins
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        try layout.prepare(
            size: CGSize(width: 320, height: 480), itemCounts: [2],
            layoutMargins: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 30, width: 130, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 30, width: 130, height: 40))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 260, height: 30))
        #expect(header?.representedElementCategory == .supplementaryView && header?.representedElementKind == "header")
    }

    @Test func measuredSizesOfEstimatedItems() throws {
        // layout-rules §3: VG FW1×ES44 of one ES44 item whose measured heights are all 45,
        // interGroupSpacing 3, 5 items → y 0, 48, 96, 144, 192; section 237.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 3
        let layout = UICollectionViewCompositionalLayout(section: section)
        let measured = Dictionary(uniqueKeysWithValues: (0..<5).map { (IndexPath(item: $0, section: 0), CGSize(width: 320, height: 45)) })
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5], measuredSizes: measured)
        #expect((0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minY } == [0, 48, 96, 144, 192])
        #expect(layout.collectionViewContentSize.height == 237)
    }

    @Test func aNewSizeOrConfigurationLaysTheLayoutOutAgain() throws {
        // Rows of two half-width items 50 tall.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [2, 2])
        #expect(layout.frame(ofItem: 1) == CGRect(x: 195, y: 0, width: 195, height: 50))
        // Scrolling moves nothing it lays out; a new size does, as in UIKit.
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 30, width: 390, height: 844)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 500, height: 844)))
        collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        #expect(layout.frame(ofItem: 1) == CGRect(x: 250, y: 0, width: 250, height: 50))
        // A new configuration invalidates it: section 1 moves down by the spacing at the next pass.
        #expect(layout.frame(ofItem: 0, section: 1)?.minY == 50)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        layout.configuration = configuration
        collectionView.layoutIfNeeded()
        #expect(layout.frame(ofItem: 0, section: 1)?.minY == 70)
    }
}
