import Benchmark
import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutText
import PrepareLayouts

/// The engine alone: layout of each kind at 1k and 100k items and of waterfalls with spans,
/// JSON writing of 1M frames, the conversion of a spec into engine values, and the checks the
/// Swift API's `prepare` makes of each of its benchmarks' screens (`prepare` itself is timed by
/// the PrepareBenchmarks target). Inputs are built here, once per benchmark.
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
            try OutputFormat.json.write([document], precision: nil, to: &out)
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

    // What `prepare` checks (`SpecCheck.check` of the screen it lays out) for each of its
    // benchmarks: the part of its time a `prepare` without checks would save.
    for preparing in PrepareCase.all {
        Benchmark("prepare's checks: \(preparing.summary)") { benchmark in
            let screen = try preparing.harness.screen(of: preparing.makeLayout())
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try SpecCheck.check(screen)
            }
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

    static func waterfall(
        _ count: Int, columns: Int, span: Int = 1, placement: WaterfallPlacement = .shortest, width: Double = width
    ) -> Screen {
        let section = WaterfallSection(
            columns: columns, placement: placement, defaultSpan: .columns(span), items: WaterfallItems(ratios: SampleRatios.ratios(count)))
        return waterfall(section, width: width)
    }

    /// Items whose spans take `spans` in turn.
    static func waterfall(_ count: Int, columns: Int, spans: [Int], width: Double = width) -> Screen {
        var items = WaterfallItems()
        for (index, ratio) in SampleRatios.ratios(count).enumerated() {
            items.append(WaterfallItem(size: .ratio(ratio), span: .columns(spans[index % spans.count])))
        }
        return waterfall(WaterfallSection(columns: columns, items: items), width: width)
    }

    static func waterfall(_ section: WaterfallSection, width: Double) -> Screen {
        Screen(
            container: Container(width: width),
            sections: [Section(id: "feed", content: .waterfall(section), contentInsets: EdgeInsets(all: 8))])
    }

    static func waterfallSpec(_ count: Int) -> [UInt8] {
        let numbers = SampleRatios.ratios(count).map { String($0) }.joined(separator: ",")
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
        return compositional(CompositionalSection(group: rows, itemCount: count))
    }

    static func carousel(_ count: Int) -> Screen {
        compositional(
            CompositionalSection(
                groupSource: .carousel(Carousel(groupWidth: 0.8)), itemCount: count, orthogonalScrolling: Carousel.defaultScrolling,
                scaleEffect: ScaleEffect(minimum: Carousel.defaultMinScale)))
    }

    static func compositional(_ section: CompositionalSection) -> Screen {
        Screen(
            container: Container(width: width, height: 1366),
            sections: [Section(id: "s", content: .compositional(section))])
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
            sections: [Section(id: "f", content: .flow(FlowSection(itemCount: count, sizes: sizes, interitemSpacing: 8)))])
    }

    static func mosaic(_ count: Int) -> Screen {
        Screen(
            container: Container(width: width),
            sections: [
                Section(
                    id: "m",
                    content: .mosaic(MosaicSection(itemCount: count, pattern: [.oneTwo, .threeRight, .twoOne, .threeRight])))
            ])
    }
}
