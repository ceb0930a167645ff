import LayoutcalcUIKit
import Testing

/// UICollectionViewFlowLayout's properties, its delegate and its collection view, laid out by
/// layout-rules §9 (W 320 unless said).
@Suite struct UICollectionViewFlowLayoutTests {
    /// A flow layout of `itemSize` items with these spacings and insets.
    func flow(
        itemSize: CGSize, line: CGFloat = 10, interitem: CGFloat = 10, inset: UIEdgeInsets = .zero
    ) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = line
        layout.minimumInteritemSpacing = interitem
        layout.sectionInset = inset
        return layout
    }

    /// §9's uniform case: 70 × 50 items, insets (10, 12, 14, 16), lines 9 apart, items at least 7.
    func uniformCase() -> UICollectionViewFlowLayout {
        flow(itemSize: CGSize(width: 70, height: 50), line: 9, interitem: 7, inset: UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16))
    }

    @Test func uikitsDefaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.sectionInsetReference == .fromContentInset)
        #expect(layout.scrollDirection == .vertical && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(layout.collectionView == nil && layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) == nil)
    }

    @Test func theUniformCase() throws {
        // A = 292: three a line ((292 + 7) / 77 = 3.9), gaps of (292 − 210) / 2 = 41.
        let layout = uniformCase()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [7, 5, 1], scale: nil)
        #expect((0..<7).map { layout.frame(ofItem: $0)?.minX } == [12, 123, 234, 12, 123, 234, 12])
        #expect((0..<7).map { layout.frame(ofItem: $0)?.minY } == [10, 10, 10, 69, 69, 69, 128])
        #expect((0..<5).map { layout.frame(ofItem: $0, section: 1)?.minY } == [202, 202, 202, 261, 261])
        #expect(layout.frame(ofItem: 0, section: 2) == CGRect(x: 12, y: 335, width: 70, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 399))
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1)))
        #expect(cell.representedElementCategory == .cell && cell.indexPath == IndexPath(item: 4, section: 1) && cell.zIndex == 0)
    }

    @Test func headersAndFootersSpanTheWidth() throws {
        // Only the height of a reference size counts scrolling vertically; the header and footer
        // span all 320 points whatever the insets, as UIKit's section header and footer.
        let layout = flow(itemSize: CGSize(width: 100, height: 50), inset: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        layout.headerReferenceSize = CGSize(width: 999, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2, 0])
        let header = try #require(layout.supplementary(UICollectionView.elementKindSectionHeader))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(header.representedElementCategory == .supplementaryView && header.zIndex == 1)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(layout.frame(ofItem: 1) == CGRect(x: 210, y: 25, width: 100, height: 50))
        #expect(layout.supplementary(UICollectionView.elementKindSectionFooter)?.frame == CGRect(x: 0, y: 80, width: 320, height: 10))
        // The empty section keeps its header, insets and footer: 20 + 5 + 5 + 10.
        #expect(layout.supplementary(UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame.minY == 120)
        #expect(layout.collectionViewContentSize.height == 130)
        // The engine's own names are not UIKit's.
        #expect(layout.supplementary("header") == nil)
        let kinds = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 130)) ?? []).compactMap(\.representedElementKind)
        #expect(kinds == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] + [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
    }

    @Test func pinnedHeadersAndFooters() throws {
        // 100 × 40 items three a line (gaps 10) under a 30-point header: 9 items are 30 + 3 · 40
        // + 2 · 10 = 170 tall; the second section starts there. In a viewport 100 tall:
        let layout = flow(itemSize: CGSize(width: 100, height: 40))
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        try layout.prepare(size: CGSize(width: 320, height: 100), itemCounts: [9, 9])
        func header(at offset: CGFloat, section: Int = 0) -> UICollectionViewLayoutAttributes? {
            layout.contentOffset = CGPoint(x: 0, y: offset)
            return layout.supplementary(UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        #expect(header(at: 100)?.frame.minY == 100)
        // It stops where its section's lines end, 170 − 30.
        #expect(header(at: 150)?.frame.minY == 140)
        #expect(header(at: 200, section: 1)?.frame.minY == 200)
        #expect(header(at: 200, section: 1)?.zIndex == 1_000_000_001)
        let onScreen = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 200, width: 320, height: 100)) ?? []
        #expect(onScreen.filter { $0.representedElementCategory == .supplementaryView }.map(\.frame.minY) == [200])

        // A pinned footer, 20 tall under 140 points of lines, rests at the viewport's bottom.
        let footed = flow(itemSize: CGSize(width: 100, height: 40))
        footed.footerReferenceSize = CGSize(width: 320, height: 20)
        footed.sectionFootersPinToVisibleBounds = true
        try footed.prepare(size: CGSize(width: 320, height: 100), itemCounts: [9])
        #expect(footed.supplementary(UICollectionView.elementKindSectionFooter)?.frame == CGRect(x: 0, y: 80, width: 320, height: 20))
    }

    @Test func theSectionInsetReference() throws {
        // 100 × 50 items at W 320: from the content inset, nothing is added (three a line); from
        // the safe area, A = 280 (two a line, 80 apart); from the margins, A = 260.
        func xs(_ reference: UICollectionViewFlowLayout.SectionInsetReference) throws -> [CGFloat?] {
            let layout = flow(itemSize: CGSize(width: 100, height: 50))
            layout.sectionInsetReference = reference
            try layout.prepare(
                size: CGSize(width: 320, height: 480), itemCounts: [3], layoutMargins: insets(0, 30, 0, 30), safeArea: insets(0, 20, 0, 20))
            return (0..<3).map { layout.frame(ofItem: $0)?.minX }
        }
        #expect(try xs(.fromContentInset) == [0, 110, 220])
        #expect(try xs(.fromSafeArea) == [20, 200, 20])
        #expect(try xs(.fromLayoutMargins) == [30, 190, 30])
    }

    @Test func originsRoundToThePixelsAndSizesDoNot() throws {
        // §9's case at scale 2: 100.25 × 50.25 items two a line with a gap of 119.5: the second
        // at 219.75, rounded to 220; the second line at 60.25, rounded to 60.5.
        let layout = flow(itemSize: CGSize(width: 100.25, height: 50.25))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], scale: 2)
        #expect(layout.frame(ofItem: 1) == CGRect(x: 220, y: 0, width: 100.25, height: 50.25))
        #expect(layout.frame(ofItem: 2) == CGRect(x: 0, y: 60.5, width: 100.25, height: 50.25))
    }

    @Test func rightToLeftMirrorsTheLines() throws {
        let layout = uniformCase()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [4], layoutDirection: .rightToLeft)
        // 320 − x − 70 of 12, 123, 234.
        #expect((0..<4).map { layout.frame(ofItem: $0)?.minX } == [238, 127, 16, 238])
        #expect(layout.collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func scrollingHorizontallyLinesAreColumns() throws {
        // §9's uniform case turned (layout-rules §9, "In a horizontal layout"): 50 × 70 items,
        // three a column 111 apart, columns 59 apart after a 20-point header column; only the
        // width of the header's reference size counts.
        let layout = flow(itemSize: CGSize(width: 50, height: 70), line: 9, interitem: 7, inset: UIEdgeInsets(top: 12, left: 10, bottom: 16, right: 14))
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 20, height: 999)
        try layout.prepare(size: CGSize(width: 480, height: 320), itemCounts: [7])
        #expect((0..<7).map { layout.frame(ofItem: $0)?.minX } == [30, 30, 30, 89, 89, 89, 148])
        #expect((0..<7).map { layout.frame(ofItem: $0)?.minY } == [12, 123, 234, 12, 123, 234, 12])
        #expect(layout.supplementary(UICollectionView.elementKindSectionHeader)?.frame == CGRect(x: 0, y: 0, width: 20, height: 320))
        #expect(layout.collectionViewContentSize == CGSize(width: 212, height: 320))
    }

    @Test func cellsThatSizeThemselves() throws {
        // With automaticSize the estimate is itemSize; a measured cell takes its measured size.
        let layout = flow(itemSize: CGSize(width: 100, height: 40))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3], measuredSizes: [IndexPath(item: 1, section: 0): CGSize(width: 150, height: 60)])
        // 100 + 10 + 150 fit a line, the next 100 does not: justified, the 150 flush right; the
        // 40-tall item centred in the 60-tall line.
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 170, y: 0, width: 150, height: 60))
        #expect(layout.frame(ofItem: 2) == CGRect(x: 0, y: 70, width: 100, height: 40))
        // A concrete estimate is the size of a cell not measured.
        layout.estimatedItemSize = CGSize(width: 320, height: 30)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        #expect(layout.frame(ofItem: 1) == CGRect(x: 0, y: 40, width: 320, height: 30))
    }

    @Test func whatAFlowLayoutRefuses() {
        let layout = flow(itemSize: CGSize(width: 100, height: 40))
        #expect(problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2], measuredSizes: [IndexPath(item: 0, section: 0): CGSize(width: 10, height: 10)])
        } == ["measuredSizes: a flow layout takes measured sizes for cells that size themselves: set its estimatedItemSize (or UICollectionViewFlowLayout.automaticSize)"])
        #expect(layout.collectionViewContentSize == .zero)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2], measuredSizes: [IndexPath(item: 2, section: 0): CGSize(width: 10, height: 10)])
        } == ["measuredSizes: [0, 2] is not the index path of an item"])
        layout.itemSize = CGSize(width: -1, height: 40)
        layout.minimumLineSpacing = -.infinity
        #expect(problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        } == [
            "sections[0].itemSize.width: expected a number ≥ 0, found -1",
            "sections[0].minimumLineSpacing: expected a number ≥ 0, found a number too large to lay out",
        ])
    }

    @Test func theDelegateAnswersSectionBySectionAndItemByItem() throws {
        let layout = flow(itemSize: CGSize(width: 50, height: 50))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let delegate = AlternatingDelegate()
        collectionView.delegate = delegate
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3, 2])
        // Section 0: items 100, 60 and 100 wide on one line packed left 20 apart, under a
        // 10-point inset, 50 tall; section 1: the delegate's sizes with the layout's own spacing,
        // under its 30-point header.
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 120, y: 10, width: 60, height: 40))
        #expect(layout.frame(ofItem: 2) == CGRect(x: 200, y: 10, width: 100, height: 40))
        #expect(layout.supplementary(UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 50)
        #expect(layout.frame(ofItem: 1, section: 1) == CGRect(x: 110, y: 80, width: 60, height: 40))
        #expect(delegate.sizesAsked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        // Without a delegate the layout's own properties answer: five 50-point items a line,
        // 17.5 apart (the second at 67.5, rounded to 68 at scale 1).
        collectionView.delegate = nil
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [3, 2])
        #expect(layout.frame(ofItem: 1) == CGRect(x: 68, y: 0, width: 50, height: 50))
    }

    @Test func aChangedPropertyInvalidatesTheLayout() throws {
        let layout = flow(itemSize: CGSize(width: 50, height: 50))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1])
        layout.itemSize = CGSize(width: 40, height: 30)
        // Until the collection view's next layout pass the layout answers as it was prepared.
        #expect(layout.frame(ofItem: 0)?.size == CGSize(width: 50, height: 50))
        collectionView.layoutIfNeeded()
        #expect(layout.frame(ofItem: 0)?.size == CGSize(width: 40, height: 30))
        layout.sectionInset = UIEdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
        collectionView.layoutIfNeeded()
        #expect(layout.frame(ofItem: 0)?.minY == 7)
    }

    @Test func aSubclassThatSetsItsItemSizeInPrepareSettles() throws {
        let layout = HalvesFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        collectionView.layoutIfNeeded()
        // (320 − 10) / 2 = 155: two a line.
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 155, height: 40))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 165, y: 0, width: 155, height: 40))
        // Set to the size it has, the item size invalidates nothing: no pass prepares it again.
        let prepared = layout.preparations
        collectionView.layoutIfNeeded()
        #expect(layout.preparations == prepared)
    }

    @Test func aSubclassesMethodsAnswerWhereItDeclaresTheConformance() throws {
        // Swift binds a protocol's methods in the class that declares the conformance: a
        // subclass's own methods are not the witnesses of its superclass's conformance, and the
        // layout's properties answer (seed 002's delegates move the conformance for this).
        let layout = flow(itemSize: CGSize(width: 50, height: 50))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let inherited = SizesWithoutConformance()
        collectionView.delegate = inherited
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1])
        #expect(layout.frame(ofItem: 0)?.size == CGSize(width: 50, height: 50))
        let declared = SizesWithConformance()
        collectionView.delegate = declared
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [1])
        #expect(layout.frame(ofItem: 0)?.size == CGSize(width: 80, height: 80))
    }
}

/// Answers for section 0 only, and sizes every item by its index.
private final class AlternatingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizesAsked: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        sizesAsked.append(indexPath)
        return CGSize(width: indexPath.item % 2 == 0 ? 100 : 60, height: 40)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int)
        -> UIEdgeInsets
    {
        section == 0 ? UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) : .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        section == 0 ? 20 : (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: 0, height: section == 0 ? 0 : 30)
    }
}

/// Sizes its items to halves of its collection view's width in its `prepare()`, as apps do.
private final class HalvesFlowLayout: UICollectionViewFlowLayout {
    var preparations = 0

    override func prepare() {
        preparations += 1
        let width = collectionView?.bounds.width ?? 0
        itemSize = CGSize(width: (width - minimumInteritemSpacing) / 2, height: 40)
        super.prepare()
    }
}

/// Declares the conformance and implements nothing of it.
private class ConformsWithoutSizes: NSObject, UICollectionViewDelegateFlowLayout {}

/// Sizes items, under its superclass's conformance.
private final class SizesWithoutConformance: ConformsWithoutSizes {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        CGSize(width: 80, height: 80)
    }
}

/// Sizes items, declaring the conformance itself.
private final class SizesWithConformance: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        CGSize(width: 80, height: 80)
    }
}
