import LayoutEngine
import Testing

/// layout-rules §2: what a fraction is relative to.
@Suite struct FractionBasisTests {
    @Test func aGroupInAVerticalSectionTakesTheFullHeight() throws {
        let group = LayoutGroup.horizontal(size(fw(1), fh(0.5)), subitems: [item(fw(1), fh(1))])
        let section = compositional(group, items: 1, contentInsets: insets(10, 20, 30, 40))
        // Width against 320 − 20 − 40, height against the full 480: 260 × 240.
        #expect(try frames(section) == [rect(20, 10, 260, 240)])
    }

    @Test func aGroupInAnOrthogonalSectionTakesTheFullWidth() throws {
        let group = LayoutGroup.horizontal(size(fw(0.8), fh(0.5)), subitems: [item(fw(1), fh(1))])
        let section = compositional(
            group, items: 2, scrolling: .continuous, contentInsets: insets(10, 4, 30, 6))
        // 0.8 × 320 = 256 wide; height against 480 − 10 − 30 = 440 → 220.
        #expect(try frames(section) == [rect(4, 10, 256, 220), rect(260, 10, 256, 220)])
    }

    @Test func layoutMarginsAddToTheCrossInsets() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(0.5), fh(1))])
        let header = BoundaryItem.band(kind: "header", height: 20, estimated: false, alignment: .top)
        let section = compositional(group, items: 2, reference: .layoutMargins, boundaryItems: [header])
        let result = try layout([section], layoutMargins: insets(10, 20, 30, 40)).sections[0]
        #expect(result.items == [rect(20, 20, 130, 50), rect(150, 20, 130, 50)])
        #expect(result.supplementaries[0].frame == rect(20, 0, 260, 20))
    }

    @Test func eachReferenceAddsItsOwnInsets() throws {
        let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(1), fh(1))])
        let margins = insets(1, 10, 1, 10)
        let safe = insets(1, 30, 1, 30)
        func x(_ reference: ContentInsetsReference) throws -> Rect {
            try layout([compositional(group, items: 1, reference: reference)], layoutMargins: margins, safeArea: safe)
                .sections[0].items[0]
        }
        #expect(try x(.automatic) == rect(30, 0, 260, 50))
        #expect(try x(.safeArea) == rect(30, 0, 260, 50))
        #expect(try x(.layoutMargins) == rect(10, 0, 300, 50))
        #expect(try x(.readableContent) == rect(10, 0, 300, 50))
        #expect(try x(.none) == rect(0, 0, 320, 50))
    }

    @Test func aFractionOfTheHeightNeedsAContainerHeight() {
        let group = LayoutGroup.horizontal(size(fw(1), fh(0.5)), subitems: [item(fw(1), fh(1))])
        #expect(throws: LayoutError.missingContainerHeight(section: 0)) {
            try layout([compositional(group, items: 1)], height: nil)
        }
    }
}
