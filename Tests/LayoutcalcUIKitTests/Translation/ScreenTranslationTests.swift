import LayoutcalcUIKit
import LayoutEngine
import Testing

/// What a layout's objects become in the engine's values, and what is refused.
@Suite struct ScreenTranslationTests {
    let frame = CGSize(width: 390, height: 844)

    func prepare(_ layout: UICollectionViewCompositionalLayout, _ counts: [Int], measured: [IndexPath: CGSize] = [:]) -> [String] {
        problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: frame, itemCounts: counts, measuredSizes: measured)
        }
    }

    @Test func theEnvironmentOfTheWidthLaidOutAt() throws {
        var seen: [(CGSize, CGSize, NSDirectionalEdgeInsets, UIUserInterfaceSizeClass, CGSize)] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let container = environment.container
            let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(10))) { custom in
                seen.append((container.contentSize, container.effectiveContentSize, container.effectiveContentInsets,
                             environment.traitCollection.horizontalSizeClass, custom.container.contentSize))
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
            }
            return NSCollectionLayoutSection(group: group)
        }
        let safeArea = NSDirectionalEdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 20)
        try layout.prepare(size: CGSize(width: 677, height: 400), itemCounts: [1], safeArea: safeArea)
        try LayoutcalcDevice.iPad.run { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 678, height: 400), itemCounts: [1], safeArea: safeArea)
        }
        // The collection view's size; less the safe area's sides, which the default reference
        // (automatic) adds across the scroll axis (§2); the size class is the device's, compact
        // on the iPhone and regular on the iPad whatever the width; a custom group's provider
        // sees the layout's environment.
        #expect(seen.map(\.0) == [CGSize(width: 677, height: 400), CGSize(width: 678, height: 400)])
        #expect(seen.map(\.1) == [CGSize(width: 647, height: 400), CGSize(width: 648, height: 400)])
        #expect(seen.map(\.2) == [NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20), NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)])
        #expect(seen.map(\.3) == [.compact, .regular])
        #expect(seen.map(\.4) == seen.map(\.0))
    }

    @Test func layoutcalcsOwnKinds() throws {
        // layout-rules §8's case: W 390, 2 columns, spacing 8, ratios [1, 0.5, 2] → (0,0,191,191),
        // (199,0,191,382), (0,199,191,95.5). §9: 200×50 flow items with spacing 10 in 320 are
        // centred, one a line: x 60, y 0, 60, 120. §10: the snake's first blocks at W 390.
        let waterfall = NSCollectionLayoutSection(waterfall: WaterfallSection(items: WaterfallItems(ratios: [1, 0.5, 2])))
        let waterfallLayout = UICollectionViewCompositionalLayout(section: waterfall)
        try waterfallLayout.prepare(size: frame, itemCounts: [3], scale: nil)
        #expect((0..<3).map { waterfallLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == [
            CGRect(x: 0, y: 0, width: 191, height: 191), CGRect(x: 199, y: 0, width: 191, height: 382), CGRect(x: 0, y: 199, width: 191, height: 95.5),
        ])

        let flow = NSCollectionLayoutSection(flow: FlowSection(itemCount: 0, sizes: [FlowItemSize(width: .points(200), height: .points(50))]))
        let flowLayout = UICollectionViewCompositionalLayout(section: flow)
        try flowLayout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3])
        #expect((0..<3).map { flowLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin } == [
            CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 120),
        ])

        let mosaic = NSCollectionLayoutSection(mosaic: MosaicSection(itemCount: 0, pattern: [.oneTwo, .threeRight, .twoOne, .threeRight]))
        let mosaicLayout = UICollectionViewCompositionalLayout(section: mosaic)
        try mosaicLayout.prepare(size: frame, itemCounts: [7])
        #expect(mosaicLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 260, height: 260))
        #expect(mosaicLayout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 0, y: 390, width: 130, height: 130))
        #expect(mosaicLayout.collectionViewContentSize.height == 520)
    }

    @Test func whatLayoutcalcsOwnKindsDoNotRead() {
        let waterfall = NSCollectionLayoutSection(waterfall: WaterfallSection(items: WaterfallItems(ratios: [1, 2])))
        #expect(prepare(UICollectionViewCompositionalLayout(section: waterfall), [3]) == ["sections[0]: the waterfall has 2 items, and the section 3"])
        waterfall.orthogonalScrollingBehavior = .paging
        #expect(prepare(UICollectionViewCompositionalLayout(section: waterfall), [2]) == [
            "sections[0]: a waterfall section has no groups: interGroupSpacing, orthogonal scrolling and its handler are not for it"
        ])
        let flow = NSCollectionLayoutSection(flow: FlowSection(itemCount: 0))
        flow.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top)
        ]
        #expect(prepare(UICollectionViewCompositionalLayout(section: flow), [1]) == [
            "sections[0].boundaryItems: a flow section's header and footer are its own (FlowSection's headerHeight and footerHeight)"
        ])
        flow.boundarySupplementaryItems = []
        #expect(prepare(UICollectionViewCompositionalLayout(section: flow), [1], measured: [IndexPath(item: 0, section: 0): CGSize(width: 1, height: 1)]) == [
            "measuredSizes: a flow section (section 0) sizes its items itself"
        ])
    }

    @Test func objectsInPlacesUIKitRefuses() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        let inGroup = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [badge])
        #expect(prepare(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: inGroup)), [1]) == [
            "sections[0].group.subitems[0]: a supplementary item is not an item of a group: give it to an item's or group's supplementaryItems"
        ])

        badge.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        #expect(prepare(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [1]) == [
            "sections[0].group.subitems[0].supplementaries[0]: layoutcalc does not lay out an anchored supplementary's contentInsets or edgeSpacing"
        ])

        let section = rows(of: 1, height: 40)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .none)
        ]
        #expect(prepare(UICollectionViewCompositionalLayout(section: section), [1]) == [
            "sections[0].boundaryItems[0]: a boundary supplementary item needs an alignment other than .none"
        ])

        // A custom item's zIndex is laid out within the spec's range, as a spec's is.
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: 2_000_000)]
        }
        #expect(prepare(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: custom)), [1]) == [
            "sections[0].group.frames[0].zIndex: expected an integer, found 2000000, more than the limit 1000000"
        ])
    }

    /// A boundary item's `edgeSpacing`, which it inherits from items, changes nothing
    /// (layout-rules §4): a header with fixed edges of 8 lays out as one without, at (0, 0, 390,
    /// 30) with the rows below its band, and the spec written of the layout is the same.
    @Test func aBoundaryItemsEdgeSpacingChangesNothing() throws {
        func layout(edgeSpacing: NSCollectionLayoutEdgeSpacing?) -> UICollectionViewCompositionalLayout {
            let section = rows(of: 0.5, height: 40)
            let header = boundaryItem("header", size(.fractionalWidth(1), .absolute(30)), .top)
            header.edgeSpacing = edgeSpacing
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(section: section)
        }
        let fixed = NSCollectionLayoutSpacing.fixed(8)
        let spaced = layout(edgeSpacing: NSCollectionLayoutEdgeSpacing(leading: fixed, top: fixed, trailing: fixed, bottom: fixed))
        let plain = layout(edgeSpacing: nil)
        for layout in [spaced, plain] { try layout.prepare(size: frame, itemCounts: [3]) }
        #expect(spaced.supplementary("header")?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(plain.supplementary("header")?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        let frames = { (layout: UICollectionViewLayout) in (0..<3).map { layout.frame(ofItem: $0) } }
        #expect(frames(spaced) == [
            CGRect(x: 0, y: 30, width: 195, height: 40), CGRect(x: 195, y: 30, width: 195, height: 40),
            CGRect(x: 0, y: 70, width: 195, height: 40),
        ])
        #expect(frames(spaced) == frames(plain))
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: [3])
        #expect(try harness.spec(of: spaced) == harness.spec(of: plain))
    }

    @Test func valuesNoSpecHoldsAreRefusedAsTheCommandLineRefusesThem() {
        // Every problem at once, at the path of the layout's spec, in the reader's words.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(-1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0), .absolute(40)), subitems: [item])
        #expect(prepare(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [1]) == [
            "sections[0].group.size.width.fractionalWidth: expected a number > 0, found 0",
            "sections[0].group.subitems[0].size.height.absolute: expected a number ≥ 0, found -1",
        ])
        #expect(problems { () throws(CompositionalLayoutError) in
            try UICollectionViewCompositionalLayout(section: rows(of: 1, height: 40)).prepare(size: frame, itemCounts: [1], scale: 1.5)
        } == ["scale: expected an integer from 1 to 3, found 1.5"])
        #expect(prepare(UICollectionViewCompositionalLayout(section: rows(of: 1, height: 40)), [1], measured: [IndexPath(item: 1, section: 0): .zero]) == [
            "measuredSizes: [0, 1] is not the index path of an item"
        ])
        let section = rows(of: 1, height: 40)
        section.layoutcalc.itemIDs = ["only"]
        #expect(prepare(UICollectionViewCompositionalLayout(section: section), [2]) == ["sections[0]: layoutcalc.itemIDs has 1 ids for 2 items"])
    }
}
