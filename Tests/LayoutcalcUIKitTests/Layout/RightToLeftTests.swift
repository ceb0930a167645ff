import LayoutcalcUIKit
import Testing

/// Right to left (layout-rules §12): every frame laid out left to right, then mirrored across the
/// content, x′ = contentWidth − x − width. UIKit reads the direction from the collection view's
/// traits; `prepare` takes it as `layoutDirection`.
@Suite struct RightToLeftTests {
    @Test func aVerticalLayoutMirrorsAcrossTheWidth() throws {
        // W 320, exact arithmetic, insets (3,4,5,6), an extending header FW1×AB30, HG FW1×AB40
        // of FW0.25 items, a card without insets. Left to right the items are 77.5 wide (310 / 4)
        // at x 4, 81.5, 159, 236.5 and the header (4, 0, 310, 30); mirrored, 320 − x − 77.5:
        // 238.5, 161, 83.5, 6, the header at 320 − 4 − 310 = 6, the card (the section's frame,
        // 30 + 3 + 40 + 5 tall) at 0.
        let section = rows(of: 0.25, height: 40)
        section.contentInsets = SemanticsCases.sectionInsets
        section.boundarySupplementaryItems = [boundaryItem("header", size(.fractionalWidth(1), .absolute(30)), .top)]
        section.decorationItems = [.background(elementKind: "card")]
        var directions: [UITraitEnvironmentLayoutDirection] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            directions.append(environment.traitCollection.layoutDirection)
            return section
        }
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4], scale: nil, layoutDirection: .rightToLeft)
        #expect((0..<4).map { layout.frame(ofItem: $0)?.minX } == [238.5, 161, 83.5, 6])
        #expect(layout.supplementary("header")?.frame == CGRect(x: 6, y: 0, width: 310, height: 30))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 78))
        // The default is left to right, and so is an unspecified direction.
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4])
        #expect(layout.frame(ofItem: 0)?.minX == 4)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4], layoutDirection: .unspecified)
        #expect(layout.frame(ofItem: 0)?.minX == 4)
        #expect(directions == [.rightToLeft, .leftToRight, .unspecified])
    }

    @Test func anOrthogonalRowMirrorsAcrossTheWidth() throws {
        // §12: a row is mirrored across W, so its later items have negative x. Pages FW0.8 of
        // W 320 are 256 wide at x 0, 256, 512; mirrored, 64, −192, −448.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], layoutDirection: .rightToLeft)
        #expect((0..<3).map { layout.frame(ofItem: $0) } == [64.0, -192, -448].map { CGRect(x: $0, y: 0, width: 256, height: 100) })
    }

    @Test func aHorizontalLayoutMirrorsAcrossItsContent() throws {
        // §12's short rows (content 270 × 480): items 30 wide at x 0, 30, 60, 100, 130 | 170,
        // 200, 230 become 270 − x − 30: 240, 210, 180, 140, 110 | 70, 40, 10.
        let layout = SemanticsCases.shortRows()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5, 3], layoutDirection: .rightToLeft)
        #expect((0..<5).map { layout.frame(ofItem: $0)?.minX } == [240, 210, 180, 140, 110])
        #expect((0..<3).map { layout.frame(ofItem: $0, section: 1)?.minX } == [70, 40, 10])
        #expect(layout.collectionViewContentSize == CGSize(width: 270, height: 480))
    }

    @Test func whatARectHoldsIsMirroredToo() throws {
        // The short rows right to left: the rect (0, 0, 50, 480) holds the last section's last
        // two items (x 10 and 40), the mirror of what (220, 0, 50, 480) holds left to right.
        let layout = SemanticsCases.shortRows()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5, 3], layoutDirection: .rightToLeft)
        let found = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 50, height: 480)))
        #expect(found.map(\.indexPath) == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
        #expect(found.map(\.frame.minX) == [40, 10])
    }
}
