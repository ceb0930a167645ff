import LayoutcalcUIKit
import Testing

/// The flow layouts apps write (AppFlowLayouts.swift), each laid out as on iOS; every number by
/// layout-rules §9 and the app code's own arithmetic.
@Suite struct AppFlowLayoutTests {
    @Test func tagsPackedToTheLeft() throws {
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let tags = TagSizes(widths: [80, 120, 60, 100, 90, 50])
        collectionView.delegate = tags
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [6])
        let cells = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).sorted { $0.indexPath < $1.indexPath }
        // A = 296. The flow layout justifies the full first row [80, 120, 60] (gaps of 18: x 12,
        // 110, 248) and packs the last, [100, 90, 50], left; the subclass packs both.
        #expect(cells.map(\.frame.minX) == [12, 100, 228, 12, 120, 218])
        #expect(cells.map(\.frame.minY) == [8, 8, 8, 48, 48, 48])
        // It overrides the rect's answer only: the item's own is the flow layout's, as on iOS.
        #expect(layout.frame(ofItem: 1)?.minX == 110)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 88))
    }

    @Test func aCarouselCentresItsCards() throws {
        let layout = CarouselFlowLayout()
        try layout.prepare(size: CGSize(width: 400, height: 300), itemCounts: [5])
        // Its prepare() makes the cards 280 × 260 (70% of the width, the height less 40) and
        // insets the section by (400 − 280) / 2 = 60 at each side: one card a column (A = 260),
        // the columns 280 + 16 apart.
        #expect((0..<5).map { layout.frame(ofItem: $0)?.minX } == [60, 356, 652, 948, 1244])
        #expect(layout.frame(ofItem: 0) == CGRect(x: 60, y: 20, width: 280, height: 260))
        #expect(layout.collectionViewContentSize == CGSize(width: 1584, height: 300))
        // At rest the first card is in the middle, full size; its neighbour, a step away, at 0.85.
        let atRest = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 300)) ?? []
        #expect(atRest.map(\.indexPath.item) == [0, 1])
        #expect(atRest.map { close($0.transform.a, 1) && close($0.transform.d, 1) } == [true, false])
        #expect(close(atRest[1].transform.a, 0.85))
        // Scrolled halfway between them, both are halfway there.
        layout.contentOffset = CGPoint(x: 148, y: 0)
        let halfway = layout.layoutAttributesForElements(in: CGRect(x: 148, y: 0, width: 400, height: 300)) ?? []
        #expect(halfway.map { close($0.transform.a, 0.925) } == [true, true])
        // A fling that would stop at 300 stops with the second card in the middle (its centre at
        // 496); one that would stop at 100, with the first.
        let velocity = CGPoint(x: 1, y: 0)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: velocity) == CGPoint(x: 296, y: 0))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 100, y: 0), withScrollingVelocity: velocity) == .zero)
    }

    @Test func aPhotoGridSizedByItsDelegate() throws {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let grid = PhotoGridDelegate()
        collectionView.delegate = grid
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [7, 4])
        // Three columns on a phone: ⌊(390 − 4) / 3⌋ = 128-point squares, three a line with gaps
        // of (390 − 384) / 2 = 3, lines 130 apart under a 44-point header.
        #expect((0..<7).map { layout.frame(ofItem: $0)?.minX } == [0, 131, 262, 0, 131, 262, 0])
        #expect((0..<7).map { layout.frame(ofItem: $0)?.minY } == [44, 44, 44, 174, 174, 174, 304])
        // The first section ends at 44 + 3 · 128 + 2 · 2 = 432; the second's header is there, its
        // items after the delegate's 8-point inset.
        #expect(layout.supplementary(UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 432, width: 390, height: 44))
        #expect((0..<4).map { layout.frame(ofItem: $0, section: 1)?.minY } == [484, 484, 484, 614])
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 742))
        // Four columns on an iPad: ⌊(834 − 6) / 4⌋ = 207-point squares, exactly four a line.
        try layout.prepare(size: CGSize(width: 834, height: 1194), itemCounts: [7, 4])
        #expect((0..<4).map { layout.frame(ofItem: $0)?.minX } == [0, 209, 418, 627])
        #expect(layout.frame(ofItem: 0)?.size == CGSize(width: 207, height: 207))
    }

    @Test func aListOfRowsThatSizeThemselves() throws {
        let layout = AppFlowLayouts.selfSizingList(width: 390)
        let heights: [CGFloat] = [60, 88, 52]
        var measured: [IndexPath: CGSize] = [:]
        for (item, height) in heights.enumerated() { measured[IndexPath(item: item, section: 0)] = CGSize(width: 390, height: height) }
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [4], measuredSizes: measured)
        // Every row is the full width, alone on its line at x 0; the fourth, not measured, keeps
        // its 44-point estimate.
        #expect((0..<4).map { layout.frame(ofItem: $0) } == [
            CGRect(x: 0, y: 8, width: 390, height: 60), CGRect(x: 0, y: 68, width: 390, height: 88),
            CGRect(x: 0, y: 156, width: 390, height: 52), CGRect(x: 0, y: 208, width: 390, height: 44),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 260))
    }

    @Test func aStripThatScrollsSideways() throws {
        let layout = AppFlowLayouts.storiesStrip()
        try layout.prepare(size: CGSize(width: 390, height: 96), itemCounts: [6])
        // A column is 96 tall: one 96-point bubble each, columns 72 + 12 apart after the
        // 16-point inset.
        #expect((0..<6).map { layout.frame(ofItem: $0)?.minX } == [16, 100, 184, 268, 352, 436])
        #expect(layout.frame(ofItem: 0)?.minY == 0)
        #expect(layout.collectionViewContentSize == CGSize(width: 524, height: 96))
        // The viewport at rest holds the first five: the fifth starts at 352.
        let onScreen = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 96)) ?? []
        #expect(onScreen.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        // Right to left the strip starts at the right: 524 − 16 − 72.
        try layout.prepare(size: CGSize(width: 390, height: 96), itemCounts: [6], layoutDirection: .rightToLeft)
        #expect(layout.frame(ofItem: 0)?.minX == 436)
        #expect(layout.frame(ofItem: 5)?.minX == 16)
    }
}

/// Tag cells as wide as their text, as an app measures them.
final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat]

    init(widths: [CGFloat]) {
        self.widths = widths
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        CGSize(width: widths[indexPath.item], height: 32)
    }
}

/// Whether two numbers agree to within rounding.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < 1e-12
}
