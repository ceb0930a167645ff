import LayoutEngine
import Testing

/// layout-rules §8: the waterfall.
@Suite struct WaterfallTests {
    func waterfall(
        _ items: [WaterfallItem], columns: Int = 2, spacing: Double = 8, rowSpacing: Double? = nil,
        placement: WaterfallPlacement = .shortest, defaultSpan: ColumnSpan = .columns(1), defaultExtra: Double = 0,
        insets: EdgeInsets = .zero
    ) -> Section {
        var list = WaterfallItems()
        for item in items { list.append(item) }
        return Section(
            id: "w",
            content: .waterfall(
                WaterfallSection(
                    columns: columns, columnSpacing: spacing, rowSpacing: rowSpacing ?? spacing, placement: placement,
                    defaultSpan: defaultSpan, defaultExtraHeight: defaultExtra, items: list)),
            contentInsets: insets)
    }

    func ratios(_ values: [Double]) -> [WaterfallItem] { values.map { WaterfallItem(size: .ratio($0)) } }

    @Test func theWorkedCase() throws {
        let result = try layout([waterfall(ratios([1, 0.5, 2]))], width: 390).sections[0]
        #expect(result.items == [rect(0, 0, 191, 191), rect(199, 0, 191, 382), rect(0, 199, 191, 95.5)])
        #expect(result.frame.height == 382)
    }

    @Test func theHomeScreensPinterestSection() throws {
        // Insets 8 all round: c = (390 − 16 − 8) / 2 = 183; x 8 or 199.
        let section = waterfall(ratios([1.5, 0.75, 1, 1.33, 0.6, 0.8, 1.2, 0.5, 2, 1]), insets: EdgeInsets(all: 8))
        let result = try layout([section], width: 390).sections[0]
        let h: [Double] = [183 / 1.5, 183 / 0.75, 183.0, 183 / 1.33, 183 / 0.6, 183 / 0.8, 183 / 1.2, 183 / 0.5, 183 / 2, 183.0]
        // Bottoms (relative, each + 8): left 122 → 0: item 0 left; item 1 right (0 → 252);
        // item 2 left at 130 → 321; item 3 right at 252 → 252+h3+8; and so on, always the lower column.
        var left = 0.0
        var right = 0.0
        var expected: [Rect] = []
        for height in h {
            if left <= right {
                expected.append(rect(8, 8 + left, 183, height))
                left += height + 8
            } else {
                expected.append(rect(199, 8 + right, 183, height))
                right += height + 8
            }
        }
        #expect(result.items == expected)
        #expect(result.frame.height == max(left, right) - 8 + 16)
        #expect(result.items[0] == rect(8, 8, 183, 122))
        #expect(result.items[1] == rect(199, 8, 183, 244))
        #expect(result.items[2] == rect(8, 138, 183, 183))
    }

    @Test func tiesGoToTheLeftmostColumn() throws {
        let result = try layout([waterfall(ratios([1, 1, 1, 1]), columns: 3, spacing: 0)], width: 300).sections[0]
        #expect(result.items.map(\.x) == [0, 100, 200, 0])
        #expect(result.items.map(\.y) == [0, 0, 0, 100])
    }

    @Test func aSpanningItemGoesWhereItsColumnsAreLowest() throws {
        // 3 columns of 100 (spacing 0): heights 50, 80, 20, then a 2-column item (ratio 2 → 100).
        // Starts: 0 → max(50, 80) = 80; 1 → max(80, 20) = 80; tie → column 0.
        let items = [WaterfallItem(size: .height(50)), WaterfallItem(size: .height(80)), WaterfallItem(size: .height(20)),
                     WaterfallItem(size: .ratio(2), span: .columns(2))]
        let result = try layout([waterfall(items, columns: 3, spacing: 0)], width: 300).sections[0]
        #expect(result.items[3] == rect(0, 80, 200, 100))
        #expect(result.frame.height == 180)
    }

    @Test func fullSpanItemsCrossEveryColumn() throws {
        let items = [WaterfallItem(size: .height(50)), WaterfallItem(size: .height(80)), WaterfallItem(size: .height(30), span: .full),
                     WaterfallItem(size: .height(10))]
        let result = try layout([waterfall(items, columns: 2, spacing: 10)], width: 210).sections[0]
        // c = 100; the full item is 210 wide under the taller column (80 + 10).
        #expect(result.items[2] == rect(0, 90, 210, 30))
        #expect(result.items[3] == rect(0, 130, 100, 10))
        #expect(result.frame.height == 140)
    }

    @Test func spansAreClampedToTheColumns() throws {
        let items = [WaterfallItem(size: .height(40), span: .columns(9))]
        let result = try layout([waterfall(items, columns: 3, spacing: 5)], width: 310).sections[0]
        #expect(result.items[0] == rect(0, 0, 310, 40))
    }

    @Test func extraHeightAndColumnAndRowSpacing() throws {
        let items = [WaterfallItem(size: .ratio(2)), WaterfallItem(size: .ratio(2), extraHeight: 5), WaterfallItem(size: .ratio(1))]
        let section = waterfall(items, columns: 2, spacing: 20, rowSpacing: 4, defaultExtra: 10)
        let result = try layout([section], width: 220).sections[0]
        // c = 100; heights 50 + 10 and 50 + 5; the third under the shorter right column (55 + 4).
        #expect(result.items == [rect(0, 0, 100, 60), rect(120, 0, 100, 55), rect(120, 59, 100, 110)])
        #expect(result.frame.height == 169)
    }

    @Test func sequentialPlacementFollowsTheCursor() throws {
        // Heights 100, 10, 10, 10 in 2 columns: shortest would put item 3 left… sequential alternates.
        let items = [100, 10, 10, 10].map { WaterfallItem(size: .height($0)) }
        let result = try layout([waterfall(items, columns: 2, spacing: 0, placement: .sequential)], width: 200).sections[0]
        #expect(result.items.map(\.x) == [0, 100, 0, 100])
        #expect(result.items.map(\.y) == [0, 0, 100, 10])
    }

    @Test func sequentialWrapsAnItemThatDoesNotFitToColumnZero() throws {
        // 3 columns: item 0 at column 0, then a 2-span at the cursor 1, then a 2-span with the
        // cursor back at 0… and a 2-span at cursor 2 that does not fit goes to column 0.
        let items = [WaterfallItem(size: .height(10)), WaterfallItem(size: .height(10)), WaterfallItem(size: .height(10)),
                     WaterfallItem(size: .height(10), span: .columns(2)), WaterfallItem(size: .height(10)),
                     WaterfallItem(size: .height(10), span: .columns(2))]
        let result = try layout([waterfall(items, columns: 3, spacing: 0, placement: .sequential)], width: 300).sections[0]
        // cursor: 0 → 1 → 2 → 0 (3 wraps); item 3 at 0 (span 2) → cursor 2; item 4 at 2 → 0;
        // item 5 at 0.
        #expect(result.items.map(\.x) == [0, 100, 200, 0, 200, 0])
        #expect(result.items.map(\.y) == [0, 0, 0, 10, 10, 20])
    }

    @Test func orderedPlacementWithATolerance() throws {
        // Columns of 100, heights 30, 10, 10 then more: with tolerance 25 the cursor's column wins
        // whenever it is within 25 of the lowest.
        let items = [30, 10, 10, 10, 10].map { WaterfallItem(size: .height(Double($0))) }
        let ordered = try layout([waterfall(items, columns: 3, spacing: 0, placement: .ordered(tolerance: 25))], width: 300)
        // Bottoms after 3 items: 30, 10, 10; cursor 0: lowest 10, 30 ≤ 35 → column 0 (y 30).
        // Then bottoms 40, 10, 10, cursor 1: column 1 (y 10).
        #expect(ordered.sections[0].items.map(\.x) == [0, 100, 200, 0, 100])
        #expect(ordered.sections[0].items.map(\.y) == [0, 0, 0, 30, 10])
        // With tolerance 0 it is the lowest from the cursor on: item 3 → column 1.
        let strict = try layout([waterfall(items, columns: 3, spacing: 0, placement: .ordered(tolerance: 0))], width: 300)
        #expect(strict.sections[0].items.map(\.x) == [0, 100, 200, 100, 200])
    }

    @Test func infiniteToleranceIsRoundRobin() throws {
        let items = [100, 10, 10, 10].map { WaterfallItem(size: .height(Double($0))) }
        let result = try layout([waterfall(items, columns: 2, spacing: 0, placement: .ordered(tolerance: .infinity))], width: 200)
        #expect(result.sections[0].items.map(\.x) == [0, 100, 0, 100])
    }

    @Test func sizesFloorAndOriginsRoundAtAScale() throws {
        // W 100, 3 columns, spacing 0: c = 33.33 → 33 at scale 1; ratio 0.7 → 47.14 → 47.
        let section = waterfall(ratios([0.7, 1, 1, 1]), columns: 3, spacing: 0)
        let result = try layout([section], width: 100, scale: 1).sections[0]
        #expect(result.items == [rect(0, 0, 33, 47), rect(33, 0, 33, 33), rect(66, 0, 33, 33), rect(33, 33, 33, 33)])
    }

    @Test func anEmptyWaterfallHasNoHeight() throws {
        #expect(try layout([waterfall([])]).sections[0].frame.height == 0)
    }

    @Test func manyColumnsMatchALinearScan() throws {
        // The segment tree against the rule, column by column, over 64 columns.
        let heights = (0..<500).map { Double(($0 * 37) % 97 + 3) }
        let section = waterfall(heights.map { WaterfallItem(size: .height($0)) }, columns: 64, spacing: 1)
        let result = try layout([section], width: 64 * 11 - 1).sections[0]
        var bottoms = [Double](repeating: 0, count: 64)
        for (index, height) in heights.enumerated() {
            let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] || (bottoms[$0] == bottoms[$1] && $0 < $1) }!
            #expect(result.items[index] == rect(Double(column) * 11, bottoms[column], 10, height))
            bottoms[column] += height + 1
        }
    }
}
