import LayoutEngine
import Testing

/// layout-rules §10: the mosaic.
@Suite struct MosaicTests {
    func mosaic(_ count: Int, _ pattern: [MosaicBlock], repeatBlock: Int? = nil, spacing: MosaicSpacing = MosaicSpacing(), insets: EdgeInsets = .zero) -> Section {
        Section(
            id: "m",
            content: .mosaic(MosaicSection(itemCount: count, pattern: pattern, repeatBlock: repeatBlock, spacing: spacing)),
            contentInsets: insets)
    }

    @Test func theSnake() throws {
        let result = try layout([mosaic(7, [.oneTwo, .threeRight, .twoOne, .threeRight])], width: 390).sections[0]
        #expect(result.items == [
            rect(0, 0, 260, 260), rect(260, 0, 130, 130), rect(260, 130, 130, 130), rect(260, 260, 130, 130),
            rect(130, 260, 130, 130), rect(0, 260, 130, 130), rect(0, 390, 130, 130),
        ])
        #expect(result.frame.height == 520)
    }

    @Test func theOtherBlocks() throws {
        let twoOne = try layout([mosaic(3, [.twoOne])], width: 300).sections[0].items
        #expect(twoOne == [rect(0, 0, 100, 100), rect(0, 100, 100, 100), rect(100, 0, 200, 200)])
        let threeLeft = try layout([mosaic(3, [.threeLeft])], width: 300).sections[0].items
        #expect(threeLeft.map(\.x) == [0, 100, 200])
    }

    @Test func customRectsAreFractionsOfTheWidth() throws {
        let block = MosaicBlock.rects([rect(0, 0, 0.5, 0.5), rect(0.5, 0, 0.5, 1), rect(0, 0.5, 0.5, 0.5)])
        let result = try layout([mosaic(4, [block], insets: insets(0, 10, 0, 10))], width: 220).sections[0]
        // A = 200: (10,0,100,100) (110,0,100,200) (10,100,100,100); the next block 200 down.
        #expect(result.items == [rect(10, 0, 100, 100), rect(110, 0, 100, 200), rect(10, 100, 100, 100), rect(10, 200, 100, 100)])
        #expect(result.frame.height == 300)
    }

    @Test func theRepeatBlockRepeatsForever() throws {
        // oneTwo once, then threeLeft for ever; twoOne after it is never used.
        let result = try layout([mosaic(9, [.oneTwo, .threeLeft, .twoOne], repeatBlock: 1)], width: 300).sections[0]
        #expect(result.items.map(\.y) == [0, 0, 100, 200, 200, 200, 300, 300, 300])
        #expect(result.items[3].size == Size(width: 100, height: 100))
        #expect(result.frame.height == 400)
    }

    @Test func spacingGoesBeforeBetweenAndAfter() throws {
        let result = try layout([mosaic(4, [.threeLeft], spacing: MosaicSpacing(before: 5, between: 7, after: 11))], width: 300).sections[0]
        #expect(result.items.map(\.y) == [5, 5, 5, 112])
        #expect(result.frame.height == 5 + 100 + 7 + 100 + 11)
        #expect(try layout([mosaic(0, [.threeLeft], spacing: MosaicSpacing(before: 5, after: 11))]).sections[0].frame.height == 0)
    }

    /// layout-rules §10's worked case: a mosaic is not snapped at any scale, as SquareMosaicLayout
    /// is not. A = 375 − 10 − 10 = 355, small = 355 / 3 = 118.33333333333333 and big = 355 − small =
    /// 236.66666666666669; the third square is at y big − small = 118.33333333333336 (not small:
    /// both are roundings of thirds) and x 10 + big. Floored at scale 2 they would be 118 and 237.
    @Test func nothingSnapsAtAScale() throws {
        let result = try layout([mosaic(3, [.oneTwo], insets: insets(0, 10, 0, 10))], width: 375, scale: 2).sections[0]
        #expect(result.items == [
            rect(10, 0, 236.66666666666669, 236.66666666666669),
            rect(246.66666666666669, 0, 118.33333333333333, 118.33333333333333),
            rect(246.66666666666669, 118.33333333333336, 118.33333333333333, 118.33333333333333),
        ])
        #expect(result.frame.height == 236.66666666666669)
    }

    /// The section after a mosaic starts at the mosaic's exact end, a total not snapped again;
    /// its own items snap as their kind's do (layout-rules §1): an origin of 236.66666666666669
    /// is 473.33 pixels at scale 2, reported at 473 / 2 = 236.5.
    @Test func theNextSectionRoundsItsOwnOrigins() throws {
        let next = compositional(.horizontal(size(fw(1), ab(50)), subitems: [item(fw(1), fh(1))]), items: 1)
        let result = try layout([mosaic(3, [.oneTwo], insets: insets(0, 10, 0, 10)), next], width: 375, scale: 2)
        #expect(result.sections[1].frame.y == 236.66666666666669)
        #expect(result.sections[1].items == [rect(0, 236.5, 375, 50)])
        #expect(result.contentSize.height == 236.66666666666669 + 50)
    }

    /// A custom block's rectangles are the exact fractions of A at a scale too. A = 101 at scale
    /// 2: [0.25, 0.25, 0.5, 0.5] is (25.25, 25.25, 50.5, 50.5), its block 75.75 tall, so the
    /// second block's item is at 75.75 + 25.25 = 101 and the section 151.5 tall (snapped, x and y
    /// would round to 25.5).
    @Test func customRectsAreExactAtAScale() throws {
        let block = MosaicBlock.rects([rect(0.25, 0.25, 0.5, 0.5)])
        let result = try layout([mosaic(2, [block])], width: 101, scale: 2).sections[0]
        #expect(result.items == [rect(25.25, 25.25, 50.5, 50.5), rect(25.25, 101, 50.5, 50.5)])
        #expect(result.frame.height == 151.5)
    }

    /// A mosaic's boundary items are the compositional model's, which every kind shares, and snap
    /// as they do in any kind (layout-rules §1, §4): a 30.25-point header is floored to 30 at
    /// scale 2. The blocks start below it and stay exact: threeLeft's squares at x 10, 10 + small
    /// and 10 + 2 · small, and the section 30 + small long.
    @Test func boundaryItemsSnapAsInEveryKind() throws {
        var section = mosaic(3, [.threeLeft], insets: insets(0, 10, 0, 10))
        section.boundaryItems = [.band(kind: "header", height: 30.25, estimated: false, alignment: .top)]
        let result = try layout([section], width: 375, scale: 2).sections[0]
        #expect(result.supplementaries.map(\.frame) == [rect(10, 0, 355, 30)])
        #expect(result.items == [
            rect(10, 30, 118.33333333333333, 118.33333333333333),
            rect(128.33333333333331, 30, 118.33333333333333, 118.33333333333333),
            rect(246.66666666666666, 30, 118.33333333333333, 118.33333333333333),
        ])
        #expect(result.frame.height == 148.33333333333331)
    }
}
