import LayoutcalcUIKit
import Testing

// Layout code as apps write it around the device: a catalogue whose columns follow the idiom
// and the text size, a thumbnail grid sized from the screen and the orientation, a list laid out
// for the iPad it is on.

/// A catalogue: four columns on an iPad, two on a phone, one at an accessibility text size;
/// rows as tall as 44 points of body text, a hairline between them.
enum CatalogLayout {
    static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let traits = layoutEnvironment.traitCollection
            let columns: Int
            if traits.preferredContentSizeCategory.isAccessibilityCategory {
                columns = 1
            } else {
                columns = traits.userInterfaceIdiom == .pad ? 4 : 2
            }
            let rowHeight = UIFontMetrics.default.scaledValue(for: 44)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 1 / traits.displayScale
            return section
        }
    }
}

/// Thumbnails three a row upright and six on the side, each a whole number of points wide,
/// from the screen's width, as older apps size them.
final class ThumbnailFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        let columns: CGFloat = UIApplication.shared.statusBarOrientation.isLandscape ? 6 : 3
        let side = (UIScreen.main.bounds.width / columns).rounded(.down)
        itemSize = CGSize(width: side, height: side)
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
        super.prepare()
    }
}

@Suite struct DeviceLayoutTests {
    /// A frame's origin as layout rules §1 reports it at scale `s`: rounded to the pixel.
    func pixel(_ value: CGFloat, _ s: CGFloat) -> CGFloat { (value * s).rounded() / s }

    @Test func twoColumnsOnTheDefaultIPhone() throws {
        let layout = CatalogLayout.make()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [5], scale: 3)
        // Two columns of 195; rows 44 tall (body text at .large is 17: 44 × 17 / 17), a third
        // of a point apart (the display scale prepare was given is 3): row 1 at 44 + 1/3.
        #expect(layout.frame(ofItem: 1) == CGRect(x: 195, y: 0, width: 195, height: 44))
        #expect(layout.frame(ofItem: 2) == CGRect(x: 0, y: pixel(44 + 1.0 / 3, 3), width: 195, height: 44))
        // Three rows and two hairlines, each position the previous one plus a row and a hairline.
        let hairline: CGFloat = 1.0 / 3
        #expect(layout.collectionViewContentSize.height == 0 + 44 + hairline + 44 + hairline + 44)
    }

    @Test func fourColumnsOnAnIPad() throws {
        let layout = CatalogLayout.make()
        try LayoutcalcDevice.iPad.run { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 820, height: 1180), itemCounts: [6], scale: 2)
        }
        // A quarter of 820 is 205; rows 44 tall, half a point apart at scale 2.
        #expect(layout.frame(ofItem: 3) == CGRect(x: 615, y: 0, width: 205, height: 44))
        #expect(layout.frame(ofItem: 5) == CGRect(x: 205, y: 44.5, width: 205, height: 44))
        #expect(layout.collectionViewContentSize.height == 88.5)
    }

    @Test func oneColumnAtAnAccessibilityTextSize() throws {
        let layout = CatalogLayout.make()
        try LayoutcalcDevice.iPhone.withContentSizeCategory(.accessibilityLarge).run { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [2], scale: 3)
        }
        // Body text is 33 points at .accessibilityLarge: rows of 44 × 33 / 17 = 85.41…, floored
        // to the pixel at scale 3 (256 pixels), one item a row.
        let row = (CGFloat(44) * 33 / 17 * 3).rounded(.down) / 3
        #expect(row == 256.0 / 3)
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 390, height: row))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 0, y: pixel(row + 1.0 / 3, 3), width: 390, height: row))
    }

    @Test func thumbnailsFromTheScreenUprightAndOnTheSide() throws {
        let upright = ThumbnailFlowLayout()
        try upright.prepare(size: CGSize(width: 390, height: 844), itemCounts: [12])
        // 390 / 3 = 130: three to a line exactly, lines 130 apart.
        #expect(upright.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 130, y: 0, width: 130, height: 130))
        #expect(upright.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 130, width: 130, height: 130))
        #expect(upright.collectionViewContentSize.height == 520)  // 4 lines of 130

        let onItsSide = ThumbnailFlowLayout()
        try LayoutcalcDevice.iPhone.landscape.run { () throws(CompositionalLayoutError) in
            try onItsSide.prepare(size: CGSize(width: 844, height: 390), itemCounts: [12])
        }
        // The screen is 844 wide on its side: six of floor(844 / 6) = 140 to a line (840 of
        // 844), so the seventh starts the second line, 140 down.
        #expect(onItsSide.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 140, height: 140))
        #expect(onItsSide.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 0, y: 140, width: 140, height: 140))
        #expect(onItsSide.collectionViewContentSize.height == 280)  // 2 lines of 140
    }

    @Test func theEnvironmentHasTheDevicesTraitsAndThePreparedScale() throws {
        var seen: [UITraitCollection] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection)
            return rows(of: 1, height: 10)
        }
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [1])
        try LayoutcalcDevice.iPad.landscape.withContentSizeCategory(.extraLarge).run { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 1180, height: 820), itemCounts: [1], scale: nil, layoutDirection: .rightToLeft)
        }
        try #require(seen.count == 2)
        // The iPhone's traits, at the scale prepare defaults to (1).
        #expect(seen[0].userInterfaceIdiom == .phone)
        #expect(seen[0].horizontalSizeClass == .compact)
        #expect(seen[0].verticalSizeClass == .regular)
        #expect(seen[0].displayScale == 1)
        #expect(seen[0].preferredContentSizeCategory == .large)
        #expect(seen[0].layoutDirection == .leftToRight)
        // The iPad's, with exact arithmetic (no scale): its screen's scale, 2.
        #expect(seen[1].userInterfaceIdiom == .pad)
        #expect(seen[1].horizontalSizeClass == .regular)
        #expect(seen[1].verticalSizeClass == .regular)
        #expect(seen[1].displayScale == 2)
        #expect(seen[1].preferredContentSizeCategory == .extraLarge)
        #expect(seen[1].layoutDirection == .rightToLeft)
    }

    @Test func aListIsLaidOutAndWrittenForTheDevicesIdiom() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .none
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        try LayoutcalcDevice.iPad.run { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 320, height: 1180), itemCounts: [2], scale: 2)
        }
        // On a pad `sidebar`'s sides are `insetGrouped`'s (layout rules §13): 16 each under 400
        // points; nothing above its rows; rows of 44.
        #expect(layout.frame(ofItem: 1) == CGRect(x: 16, y: 44, width: 288, height: 44))
        // Its spec names the idiom it was laid out on; the iPhone's, the default, goes unsaid.
        let padSpec = try LayoutcalcHarness(width: 320, height: 1180, itemCounts: [2], scale: 2, device: .iPad).spec(of: layout)
        #expect(padSpec.contains(#""idiom": "pad""#))
        let phoneSpec = try LayoutcalcHarness(width: 320, height: 1180, itemCounts: [2], scale: 2).spec(of: layout)
        #expect(!phoneSpec.contains(#""idiom""#))
    }
}
