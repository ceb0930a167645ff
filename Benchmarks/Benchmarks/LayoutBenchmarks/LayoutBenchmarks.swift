import Benchmark
import LayoutEngine
import LayoutSpec

/// The engine alone: layout of each kind at 1k and 100k items and of waterfalls with spans,
/// JSON writing of 1M frames, and the conversion of a spec into engine values. Inputs are built
/// here, once per benchmark.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3), maxIterations: 1000)

    for count in [1_000, 100_000] {
        let label = count == 1_000 ? "1k" : "100k"
        let screens: [(String, Screen)] = [
            ("waterfall, 2 columns", Screens.waterfall(count, columns: 2)),
            ("waterfall, 64 columns", Screens.waterfall(count, columns: 64)),
            ("compositional, the photos group", Screens.photos(count)),
            ("carousel", Screens.carousel(count)),
            ("flow", Screens.flow(count)),
            ("mosaic", Screens.mosaic(count)),
        ]
        for (name, screen) in screens {
            Benchmark("layout: \(name), \(label) items") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try screen.layout())
                }
            }
        }
    }

    // Spanning items (the window trees): one width in 1,000 columns about 12 points wide, for each
    // placement, and every width from 2 to 999 in turn (each tree then misses the others'
    // updates); and a few narrow widths in 64 columns.
    let wide = 20_000.0
    let spanning: [(String, Screen)] = [
        ("1000 columns, span 999", Screens.waterfall(100_000, columns: 1000, span: 999, width: wide)),
        ("1000 columns, span 500, ordered",
         Screens.waterfall(100_000, columns: 1000, span: 500, placement: .ordered(tolerance: 0), width: wide)),
        ("1000 columns, span 500, ordered, tolerance infinite",
         Screens.waterfall(100_000, columns: 1000, span: 500, placement: .ordered(tolerance: .infinity), width: wide)),
        ("1000 columns, span 500, sequential",
         Screens.waterfall(100_000, columns: 1000, span: 500, placement: .sequential, width: wide)),
        ("1000 columns, every span from 2 to 999", Screens.waterfall(100_000, columns: 1000, spans: Array(2...999), width: wide)),
        ("64 columns, spans 1 to 4", Screens.waterfall(100_000, columns: 64, spans: [1, 1, 2, 1, 3, 1, 4])),
    ]
    for (name, screen) in spanning {
        Benchmark("layout: waterfall, \(name), 100k items") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try screen.layout())
            }
        }
    }

    Benchmark("JSON writing: 1M frames") { benchmark in
        let layout = try Screens.waterfall(1_000_000, columns: 2).layout()
        let document = LaidOutDocument(source: "benchmark", layout: layout)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var out = ByteWriter(sink: CountingSink())
            try LayoutWriter.write([document], format: .json, precision: nil, to: &out)
            try out.flush()
            blackHole(out.sink)
        }
    }

    Benchmark("spec conversion: 1M ratios") { benchmark in
        let text = Screens.waterfallSpec(1_000_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try SpecReader.read(text))
        }
    }
}

/// Counts what it is given, and keeps none of it.
struct CountingSink: ByteSink {
    var count = 0

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        count += bytes.count
    }
}

/// The screens the benchmarks lay out.
enum Screens {
    static let width = 1024.0

    static func ratios(_ count: Int) -> [Double] {
        (0..<count).map { 0.5 + Double(($0 * 7919) % 1500) / 1000 }
    }

    static func waterfall(
        _ count: Int, columns: Int, span: Int = 1, placement: WaterfallPlacement = .shortest, width: Double = width
    ) -> Screen {
        let section = WaterfallSection(
            columns: columns, placement: placement, defaultSpan: .columns(span), items: WaterfallItems(ratios: ratios(count)))
        return waterfall(section, width: width)
    }

    /// Items whose spans take `spans` in turn.
    static func waterfall(_ count: Int, columns: Int, spans: [Int], width: Double = width) -> Screen {
        var items = WaterfallItems()
        for (index, ratio) in ratios(count).enumerated() {
            items.append(WaterfallItem(size: .ratio(ratio), span: .columns(spans[index % spans.count])))
        }
        return waterfall(WaterfallSection(columns: columns, items: items), width: width)
    }

    static func waterfall(_ section: WaterfallSection, width: Double) -> Screen {
        Screen(
            container: Container(width: width),
            sections: [Section(id: "feed", kind: .waterfall, content: .waterfall(section), contentInsets: EdgeInsets(all: 8))])
    }

    static func waterfallSpec(_ count: Int) -> [UInt8] {
        let numbers = ratios(count).map { String($0) }.joined(separator: ",")
        return Array(#"{"container": {"width": 1024}, "sections": [{"kind": "waterfall", "ratios": ["#.utf8) + Array(numbers.utf8) + Array("]}]}".utf8)
    }

    /// Seed 003's album group: four row styles in a vertical group.
    static func photos(_ count: Int) -> Screen {
        func item(_ width: Dimension, _ height: Dimension) -> LayoutNode {
            .item(LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: EdgeInsets(all: 2)))
        }
        let pair = LayoutGroup.vertical(
            LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))], count: 2)
        let main = item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
        let third = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
        let rows = LayoutGroup.vertical(
            LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(16.0 / 9)),
            subitems: [
                item(.fractionalWidth(1), .fractionalWidth(2.0 / 3)),
                .group(.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(4.0 / 9)), subitems: [main, .group(pair)])),
                .group(.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(2.0 / 9)), subitems: [third, third, third])),
                .group(.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(4.0 / 9)), subitems: [.group(pair), main])),
            ])
        return compositional(CompositionalSection(group: rows, itemCount: count), kind: .compositional)
    }

    static func carousel(_ count: Int) -> Screen {
        let preset = Carousel(groupWidth: 0.8)
        return compositional(
            CompositionalSection(
                group: preset.group, itemCount: count, orthogonalScrolling: Carousel.defaultScrolling,
                scaleEffect: ScaleEffect(minimum: preset.minScale)),
            kind: .carousel)
    }

    static func compositional(_ section: CompositionalSection, kind: SectionKind) -> Screen {
        Screen(
            container: Container(width: width, height: 1366),
            sections: [Section(id: "s", kind: kind, content: .compositional(section))])
    }

    static func flow(_ count: Int) -> Screen {
        let sizes = [
            FlowItemSize(width: .fraction(1), height: .points(112)),
            FlowItemSize(width: .perRow(3), height: .aspect(1)),
            FlowItemSize(width: .perRow(3), height: .aspect(1)),
            FlowItemSize(width: .perRow(3), height: .aspect(1)),
        ]
        return Screen(
            container: Container(width: width),
            sections: [Section(id: "f", kind: .flow, content: .flow(FlowSection(itemCount: count, sizes: sizes, interitemSpacing: 8)))])
    }

    static func mosaic(_ count: Int) -> Screen {
        Screen(
            container: Container(width: width),
            sections: [
                Section(
                    id: "m", kind: .mosaic,
                    content: .mosaic(MosaicSection(itemCount: count, pattern: [.oneTwo, .threeRight, .twoOne, .threeRight])))
            ])
    }
}
