@testable import LayoutEngine
import Testing
import TestSupport

/// Waterfall placement with spans (layout-rules §8) against the straightforward scan, and the
/// trees under it against a plain array of bottoms.
@Suite struct WaterfallPlacementTests {
    /// 480 random waterfalls, in batches that run side by side: every frame and the section's
    /// height have the same bits as the scanning reference's.
    @Test(arguments: 0..<8)
    func randomWaterfallsMatchTheScan(batch: UInt64) throws {
        var random = SeededRandom(seed: 0x5eed_0000 + batch)
        for _ in 0..<60 {
            let waterfall = RandomWaterfall(&random)
            let section = Section(
                id: "w", content: .waterfall(waterfall.section), contentInsets: waterfall.insets)
            let result = try layout([section], width: waterfall.width, scale: waterfall.scale).sections[0]
            let reference = ScanningWaterfall(
                section: waterfall.section, available: max(0, waterfall.width - waterfall.insets.leading - waterfall.insets.trailing),
                leading: waterfall.insets.leading, contentTop: waterfall.insets.top, grid: PixelGrid(scale: waterfall.scale)
            ).layout()
            try #require(result.items.count == reference.items.count)
            if let item = result.items.indices.first(where: { !result.items[$0].hasTheBits(of: reference.items[$0]) }) {
                Issue.record("item \(item): \(result.items[item]) against \(reference.items[item]) in \(waterfall)")
            }
            let height = result.items.isEmpty ? 0 : waterfall.insets.top + reference.height + waterfall.insets.bottom
            #expect(result.frame.height.bitPattern == height.bitPattern, "\(result.frame.height) against \(height) in \(waterfall)")
        }
    }

    /// The column tree against a plain array, through updates of one and of several columns
    /// (bottoms with many ties), and each window tree against a scan of that array, asked after
    /// few updates (replayed) and after more than its ring holds (filled anew).
    @Test(arguments: [1, 2, 3, 5, 8, 13, 64, 100])
    func theTreesAnswerAsAPlainArrayDoes(columns: Int) {
        var random = SeededRandom(seed: UInt64(columns))
        var tree = ColumnBottoms(count: columns)
        var bottoms = [Double](repeating: 0, count: columns)
        for _ in 0..<600 {
            let span = random.chance(50) ? 1 : Int.random(in: 1...columns, using: &random)
            let start = Int.random(in: 0...(columns - span), using: &random)
            let bottom = bottoms[start..<(start + span)].max()! + Double(Int.random(in: 0...3, using: &random))
            tree.set(start..<(start + span), to: bottom)
            for column in start..<(start + span) { bottoms[column] = bottom }

            #expect(tree.highest == bottoms.max()!)
            let lowest = bottoms.min()!
            #expect(tree.lowest().bottom == lowest && tree.lowest().column == bottoms.firstIndex(of: lowest)!)
            if random.chance(20) { #expect((0..<columns).map { tree[$0] } == bottoms) }
            let from = Int.random(in: 0...columns, using: &random)
            let limit = lowest + Double(Int.random(in: 0...4, using: &random))
            #expect(tree.firstColumn(from: from, atMost: limit) == bottoms.indices.first { $0 >= from && bottoms[$0] <= limit })

            guard columns > 2, random.chance(30) else { continue }
            let windowSpan = Int.random(in: 2...(columns - 1), using: &random)
            let windows = tree.windows(span: windowSpan)
            let tops = (0...(columns - windowSpan)).map { bottoms[$0..<($0 + windowSpan)].max()! }
            #expect((0..<tops.count).map { windows.top(at: $0) } == tops)
            let lowestTop = tops.min()!
            #expect(windows.lowestTop == lowestTop)
            #expect(windows.lowestWindow().start == tops.firstIndex(of: lowestTop)! && windows.lowestWindow().top == lowestTop)
            let windowFrom = Int.random(in: 0...tops.count, using: &random)
            for limit in [lowestTop, lowestTop + 1, lowestTop + 3, .infinity] {
                let expected = tops.indices.first { $0 >= windowFrom && tops[$0] <= limit }
                let found = windows.first(from: windowFrom, atMost: limit)
                #expect(found?.start == expected && found?.top == expected.map { tops[$0] })
            }
        }
    }

    /// layout-rules §8's `ordered` with 2-column items, 4 columns of 100, by hand. Four single items
    /// of 40, 10, 30 and 20 fill the columns left to right (each at the cursor, whose column is
    /// still at 0, the lowest) and the cursor wraps to 0. The windows' tops are then 40, 30, 30
    /// (starts 0, 1, 2).
    @Test func orderedPlacementOfSpanningItemsFollowsTheCursorWithinTheTolerance() throws {
        let items = [40, 10, 30, 20].map { WaterfallItem(size: .height(Double($0))) }
            + [5, 5, 5].map { WaterfallItem(size: .height(Double($0)), span: .columns(2)) }
        func frames(tolerance: Double) throws -> [Rect] {
            var list = WaterfallItems()
            for item in items { list.append(item) }
            let section = WaterfallSection(
                columns: 4, columnSpacing: 0, rowSpacing: 0, placement: .ordered(tolerance: tolerance), items: list)
            return try layout([Section(id: "w", content: .waterfall(section))], width: 400).sections[0].items
        }
        let singles = [rect(0, 0, 100, 40), rect(100, 0, 100, 10), rect(200, 0, 100, 30), rect(300, 0, 100, 20)]
        // Tolerance 15: lowest 30, limit 45; the cursor's window 0 (top 40) is eligible → bottoms
        // 45 45 30 20, cursor 2. Tops 45 45 30: window 2 at the cursor → 45 45 35 35, cursor 0.
        // Tops 45 45 35, limit 50: window 0 at the cursor again, at 45.
        #expect(try frames(tolerance: 15) == singles + [rect(0, 40, 200, 5), rect(200, 30, 200, 5), rect(0, 45, 200, 5)])
        // Tolerance 0: only the lowest are eligible. Window 1 (30) → 40 35 35 20, cursor 3,
        // past the last window (2): the first eligible from 0, window 1 (35) → 40 40 40 20,
        // cursor 3 again; tops 40 40 40: the first eligible from 0, window 0, at 40.
        #expect(try frames(tolerance: 0) == singles + [rect(100, 30, 200, 5), rect(100, 35, 200, 5), rect(0, 40, 200, 5)])
        // Infinite: every window is eligible, so the cursor's: 0, 2, 0 (as with 15 here).
        #expect(try frames(tolerance: .infinity) == singles + [rect(0, 40, 200, 5), rect(200, 30, 200, 5), rect(0, 45, 200, 5)])
    }

    /// layout-rules §8's `sequential` with spans, 4 columns of 100, by hand: a spanning item goes at
    /// the cursor (or column 0 when it does not fit there), at the highest bottom of its columns.
    @Test func sequentialSpanningItemsGoUnderTheirHighestColumn() throws {
        var list = WaterfallItems()
        for height in [10.0, 30, 20, 5] { list.append(WaterfallItem(size: .height(height))) }
        list.append(WaterfallItem(size: .height(10), span: .columns(3)))
        list.append(WaterfallItem(size: .height(10), span: .columns(2)))
        list.append(WaterfallItem(size: .height(1), span: .columns(2)))
        let section = WaterfallSection(columns: 4, columnSpacing: 0, rowSpacing: 0, placement: .sequential, items: list)
        let result = try layout([Section(id: "w", content: .waterfall(section))], width: 400).sections[0]
        // Bottoms 10 30 20 5, cursor 0: the 3-span at 0 under max(10, 30, 20) = 30 → 40 40 40 5,
        // cursor 3; the 2-span does not fit at 3 → column 0, at 40 → 50 50 40 5, cursor 2; the
        // last at 2, under max(40, 5) = 40.
        #expect(
            result.items.suffix(3) == [rect(0, 30, 300, 10), rect(0, 40, 200, 10), rect(200, 40, 200, 1)])
        #expect(result.frame.height == 50)
    }
}

extension Rect {
    /// Whether every number has the same bits as `other`'s (0 and -0 differ in print).
    func hasTheBits(of other: Rect) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}

/// A random waterfall: column counts from 1 to 1,000, spans from a few widths or many (wider
/// than the columns too, and `full`), every placement and tolerance, ties, extra heights, and
/// scales 1, 2 and 3 or none.
struct RandomWaterfall: CustomStringConvertible {
    var section: WaterfallSection
    var width: Double
    var scale: Double?
    var insets: EdgeInsets

    init(_ random: inout SeededRandom) {
        let columns = random.pick([1, 1, 2, 3, 4, 5, 7, 8, 16, 33, 64, 200, 999, 1000])
        let placement = random.pick([
            WaterfallPlacement.shortest, .sequential, .ordered(tolerance: 0), .ordered(tolerance: 0.5),
            .ordered(tolerance: 7), .ordered(tolerance: 40), .ordered(tolerance: .infinity),
        ])
        // A few widths taking turns, or (one in four) any width at all.
        let someWidths = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 1...(columns + 2), using: &random) }
        let anyWidth = random.chance(25)
        func span(_ random: inout SeededRandom) -> ColumnSpan {
            if random.chance(8) { return .full }
            return .columns(anyWidth ? Int.random(in: 1...(columns + 2), using: &random) : random.pick(someWidths))
        }
        let defaultSpan = random.chance(70) ? ColumnSpan.columns(1) : span(&random)
        let spanning = Int.random(in: 0...100, using: &random)
        var items = WaterfallItems()
        for _ in 0..<Int.random(in: 0...(columns > 100 ? 150 : 400), using: &random) {
            let size: WaterfallItemSize =
                random.chance(50)
                ? .ratio(random.pick([0.25, 0.5, 1, 1.5, 3])) : .height(random.pick([0, 1, 10, 10, 20, 33.3]))
            items.append(
                WaterfallItem(
                    size: size, span: random.chance(spanning) ? span(&random) : nil,
                    extraHeight: random.chance(10) ? random.pick([0, 2.5, 12]) : nil))
        }
        section = WaterfallSection(
            columns: columns, columnSpacing: random.pick([0, 0.5, 8]), rowSpacing: random.pick([0, 1, 8]),
            placement: placement, defaultSpan: defaultSpan, defaultExtraHeight: random.pick([0, 0, 4.25]), items: items)
        width = random.pick([1, 100, 390, 1024, 20000])
        scale = random.pick([nil, 1, 2, 3])
        insets = random.chance(50) ? .zero : EdgeInsets(top: 8, leading: 3.3, bottom: 2, trailing: 8)
    }

    var description: String {
        "\(section.columns) columns, \(section.placement), spacing \(section.columnSpacing)/\(section.rowSpacing), "
            + "span \(section.defaultSpan), extra \(section.defaultExtraHeight), width \(width), scale \(String(describing: scale)), "
            + "insets \(insets), items \((0..<section.items.count).map { section.items[$0] })"
    }
}
