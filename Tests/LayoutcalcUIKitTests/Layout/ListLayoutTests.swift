import LayoutcalcUIKit
import Testing

/// `UICollectionLayoutListConfiguration` as app code uses it (layout rules §13): a settings
/// screen, a sidebar, a list whose section the app changes, and what carries no geometry.
@Suite struct ListLayoutTests {
    /// A settings screen: an inset grouped list, a header over each section, the system's
    /// grouped background and a swipe to reset a row.
    static func settingsLayout() -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.backgroundColor = .systemGroupedBackground
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.section == 1 else { return nil }
            let reset = UIContextualAction(style: .destructive, title: "Reset") { _, _, completion in completion(true) }
            reset.backgroundColor = .systemRed
            return UISwipeActionsConfiguration(actions: [reset])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    @Test func aSettingsScreenIsAnInsetGroupedListUnderHeaders() throws {
        let layout = Self.settingsLayout()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [2, 3], scale: 2)

        // Section 0: a header 17.5 tall, 16 in from each side; the rows under it; 20 below them.
        let header = try #require(layout.supplementary(UICollectionView.elementKindSectionHeader))
        #expect(header.frame == CGRect(x: 16, y: 0, width: 358, height: 17.5))
        #expect(header.zIndex == 200)
        #expect(layout.frame(ofItem: 0) == CGRect(x: 16, y: 17.5, width: 358, height: 44))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 16, y: 61.5, width: 358, height: 44))
        // Section 1 starts at 17.5 + 88 + 20.
        let secondHeader = layout.supplementary(UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(secondHeader?.frame == CGRect(x: 16, y: 125.5, width: 358, height: 17.5))
        #expect((0..<3).map { layout.frame(ofItem: $0, section: 1)?.minY } == [143, 187, 231])
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 231 + 44 + 20))
        #expect(layout.supplementary(UICollectionView.elementKindSectionFooter) == nil)
    }

    @Test func rowsTakeTheirMeasuredHeights() throws {
        let layout = Self.settingsLayout()
        // A two-line row in the first section.
        let measured = [IndexPath(item: 0, section: 0): CGSize(width: 358, height: 64)]
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [2], scale: 2, measuredSizes: measured)
        #expect(layout.frame(ofItem: 0) == CGRect(x: 16, y: 17.5, width: 358, height: 64))
        #expect(layout.frame(ofItem: 1)?.minY == 81.5)
    }

    /// The layout's spec is a list section: `layoutcalc` lays it out the same.
    @Test func itsSpecIsAListSection() throws {
        let spec = try LayoutcalcHarness(width: 390, height: 844, itemCounts: [2], scale: 2).spec(of: Self.settingsLayout())
        #expect(spec.contains(#""kind": "list""#))
        #expect(spec.contains(#""appearance": "insetGrouped""#) && spec.contains(#""headerMode": "supplementary""#))
    }

    /// A sidebar as a split view's primary column builds it: a section provider, the first
    /// section's first item its header, separators off.
    static func sidebarLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: sectionIndex == 0 ? .sidebar : .sidebarPlain)
            configuration.headerMode = sectionIndex == 0 ? .firstItemInSection : .supplementary
            configuration.showsSeparators = false
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }

    @Test func aSidebarOnAPhone() throws {
        let layout = Self.sidebarLayout()
        try layout.prepare(size: CGSize(width: 320, height: 700), itemCounts: [3, 2], scale: 2)
        // sidebar: 16 in from each side (as insetGrouped below 400 points), from the top, 10 below.
        #expect((0..<3).map { layout.frame(ofItem: $0) } == [0, 44, 88].map { CGRect(x: 16, y: $0, width: 288, height: 44) })
        #expect(layout.supplementary(UICollectionView.elementKindSectionHeader) == nil)
        // sidebarPlain from 132 + 10: a pinned header 28 tall, edge to edge, then its rows.
        let header = try #require(layout.supplementary(UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 142, width: 320, height: 28))
        #expect(layout.frame(ofItem: 0, section: 1) == CGRect(x: 0, y: 170, width: 320, height: 44))
        // Pinned: scrolled past its place, it stays at the top of the screen.
        layout.contentOffset = CGPoint(x: 0, y: 180)
        #expect(layout.supplementary(UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 180)
    }

    /// The environment a section is made in decides its idiom: on a Mac a sidebar's rows are
    /// 40.04 tall and 10/0.77 in from each side.
    @Test func aSidebarMadeForAMac() throws {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar),
                layoutEnvironment: IdiomEnvironment(container: environment.container))
        }
        try layout.prepare(size: CGSize(width: 320, height: 700), itemCounts: [2], scale: nil)
        let side = 10 / 0.77
        #expect(layout.frame(ofItem: 1) == CGRect(x: side, y: 40.04, width: 320 - 2 * side, height: 40.04))
        #expect(layout.collectionViewContentSize.height == 80.08 + 10)
    }

    /// What `list(using:layoutEnvironment:)` returns is a section like any other: its values are
    /// the list's, and an app may change them.
    @Test func theSectionsValuesAreTheListsAndMayChange() throws {
        let environment = IdiomEnvironment(container: nil, idiom: .phone)
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.footerMode = .supplementary
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0))
        #expect(section.contentInsetsReference == .none)
        let footer = try #require(section.boundarySupplementaryItems.first)
        #expect(section.boundarySupplementaryItems.count == 1)
        #expect(footer.elementKind == UICollectionView.elementKindSectionFooter && footer.alignment == .bottom)
        #expect(footer.layoutSize.heightDimension.isEstimated && footer.layoutSize.heightDimension.dimension == 17.5)
        #expect(!footer.pinToVisibleBounds && footer.zIndex == 200)

        // The app's own insets: the rows follow them, and the spec is a compositional section.
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [1], scale: 2)
        #expect(layout.frame(ofItem: 0) == CGRect(x: 20, y: 8, width: 350, height: 44))
        #expect(layout.supplementary(UICollectionView.elementKindSectionFooter)?.frame == CGRect(x: 20, y: 60, width: 350, height: 17.5))
        let spec = try LayoutcalcHarness(width: 390, height: 844, itemCounts: [1], scale: 2).spec(of: layout)
        #expect(spec.contains(#""kind": "compositional""#) && !spec.contains(#""kind": "list""#))
    }

    /// A negative padding is refused where a spec gives it.
    @Test func aNegativeHeaderTopPaddingIsRefused() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerTopPadding = -8
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        #expect(problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [1])
        } == ["sections[0].headerTopPadding: expected a number ≥ 0, found -8"])
    }

    /// Separators, colours and swipe actions compile as app code writes them, keep what they
    /// are given, and change nothing.
    @Test func whatHasNoGeometry() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        configuration.separatorConfiguration.color = UIColor(white: 0.8, alpha: 1)
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            separator.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return separator
        }
        configuration.backgroundColor = UIColor(named: "Background")!.withAlphaComponent(0.9)
        configuration.leadingSwipeActionsConfigurationProvider = { _ in
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
            pin.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
            let actions = UISwipeActionsConfiguration(actions: [pin])
            actions.performsFirstActionWithFullSwipe = false
            return actions
        }
        #expect(configuration.separatorConfiguration.bottomSeparatorInsets.leading == 60)
        #expect(configuration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions.first?.title == "Pin")
        let plain = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let dressed = UICollectionViewCompositionalLayout.list(using: configuration)
        for layout in [plain, dressed] { try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [4], scale: 3) }
        #expect((0..<4).map { dressed.frame(ofItem: $0) } == (0..<4).map { plain.frame(ofItem: $0) })
    }
}

/// An environment of another idiom, as a test makes one; without a container, a phone's
/// 390 × 844.
final class IdiomEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: (any NSCollectionLayoutContainer)?, idiom: UIUserInterfaceIdiom = .mac) {
        self.container = container ?? FixedContainer()
        traitCollection = UITraitCollection(userInterfaceIdiom: idiom)
    }

    final class FixedContainer: NSCollectionLayoutContainer {
        let contentSize = CGSize(width: 390, height: 844)
        var effectiveContentSize: CGSize { contentSize }
        let contentInsets = NSDirectionalEdgeInsets.zero
        let effectiveContentInsets = NSDirectionalEdgeInsets.zero
    }
}
