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

    /// layout-rules §10: at a scale a rect's origin within its block is rounded and its size
    /// floored when the block is resolved, so the next block starts on the pixel grid.
    @Test func customRectsSnapWithinTheirBlockAtAScale() throws {
        // A = 100 at scale 2: the rect's x and y 33.3 round to 33.5, its size 50 stays; the
        // block is 33.5 + 50 = 83.5 tall, the second block's item at 83.5 + 33.5 = 117.
        let block = MosaicBlock.rects([rect(0.333, 0.333, 0.5, 0.5)])
        let result = try layout([mosaic(2, [block])], width: 100, scale: 2).sections[0]
        #expect(result.items == [rect(33.5, 33.5, 50, 50), rect(33.5, 117, 50, 50)])
        #expect(result.frame.height == 167)
    }

    @Test func sizesFloorAtAScale() throws {
        // W 100 at scale 2: small = ⌊66.67⌋ / 2 = 33, big = 100 − 33 = 67.
        let result = try layout([mosaic(3, [.oneTwo])], width: 100, scale: 2).sections[0]
        #expect(result.items == [rect(0, 0, 67, 67), rect(67, 0, 33, 33), rect(67, 34, 33, 33)])
    }
}
