import LayoutcalcUIKit

/// A layout and the collection view it is prepared for: one case of the `prepare` benchmarks.
///
/// The layout is built by its own code, through the Swift API alone, so the same case prepares
/// in any checkout of layoutcalc: what `prepare` cost before a change and after it is measured
/// on the same layouts (`LAYOUTCALC_PACKAGE` in `Package.swift`).
public struct PrepareCase: Sendable {
    /// A short name, for the command line and the benchmarks' names.
    public let name: String
    /// What it prepares, in words.
    public let summary: String
    private let build: @Sendable () -> UICollectionViewCompositionalLayout
    public let size: CGSize
    public let itemCounts: [Int]
    public let scale: CGFloat?
    public let measuredSizes: [IndexPath: CGSize]

    init(
        _ name: String, _ summary: String, size: CGSize = CGSize(width: 390, height: 844), itemCounts: [Int], scale: CGFloat?,
        measuredSizes: [IndexPath: CGSize] = [:], build: @escaping @Sendable () -> UICollectionViewCompositionalLayout
    ) {
        self.name = name
        self.summary = summary
        self.build = build
        self.size = size
        self.itemCounts = itemCounts
        self.scale = scale
        self.measuredSizes = measuredSizes
    }

    /// A new layout object, as the app's code builds it.
    public func makeLayout() -> UICollectionViewCompositionalLayout {
        build()
    }

    /// Prepares `layout` for this case's collection view.
    public func prepare(_ layout: UICollectionViewCompositionalLayout) throws(CompositionalLayoutError) {
        try layout.prepare(size: size, itemCounts: itemCounts, scale: scale, measuredSizes: measuredSizes)
    }

    /// The harness `prepare` makes of the same values.
    public var harness: LayoutcalcHarness {
        LayoutcalcHarness(width: size.width, height: size.height, itemCounts: itemCounts, scale: scale, measuredSizes: measuredSizes)
    }

    public static func named(_ name: String) -> PrepareCase? {
        all.first { $0.name == name }
    }

    /// The seeds' layouts: 000, 001 and 003 as their articles write them, at the sizes their tests
    /// prepare them (Tests/LayoutcalcUIKitTests/Seeds), 002 and 004 as the samples made from
    /// them; the documentation's example; and that example, a measured list and a waterfall at
    /// scales where the items, not the layout's objects, make the work.
    public static let all: [PrepareCase] = [
        PrepareCase("home-screen", "seed 000, the home screen, 3 sections of 10", itemCounts: [10, 10, 10], scale: nil) {
            let ratios: [CGFloat] = [1.5, 0.75, 1, 1.33, 0.6, 0.8, 1.2, 0.5, 2, 1]  // samples/home.json's
            return CustomCompositionalLayout.layout(ratios: ratios.map(SeedRatio.init), contentWidth: 390)
        },
        PrepareCase("waterfall-builder", "seed 001, the waterfall builder, 10 items", itemCounts: [10], scale: nil) {
            let heights: [CGFloat] = [120, 200, 90, 150, 180, 60, 240, 100, 130, 170]
            let config = Configuration(itemCountProvider: { heights.count }, itemHeightProvider: { index, _ in heights[index] })
            return UICollectionViewCompositionalLayout { _, environment in waterfallSection(config: config, enviroment: environment) }
        },
        PrepareCase("presentations", "seed 002, the table, grid and mixed grid, 3 flow sections of 10", itemCounts: [10, 10, 10], scale: nil) {
            Presentations.make()
        },
        PrepareCase("photos-album", "seed 003, the photos album, 30 items", itemCounts: [30], scale: nil) {
            AlbumDetailViewController().generateLayout() as! UICollectionViewCompositionalLayout
        },
        PrepareCase("albums", "seed 003, the albums, 3 sections of 4 to 6", itemCounts: [5, 4, 6], scale: nil) {
            AlbumsViewController().generateLayout() as! UICollectionViewCompositionalLayout
        },
        PrepareCase("square-mosaic", "seed 004, the square mosaic, 14 items", itemCounts: [14], scale: nil) { SquareMosaic.make() },
        PrepareCase("example", "the documentation's example, 5 items", itemCounts: [5], scale: 3) { HomeLayout.make() },
        PrepareCase(
            "example-20x50", "the documentation's example, 20 sections of 50", itemCounts: Array(repeating: 50, count: 20), scale: 3
        ) { HomeLayout.make() },
        PrepareCase("example-100k", "the documentation's example, one section of 100,000", itemCounts: [100_000], scale: 3) {
            HomeLayout.make()
        },
        PrepareCase(
            "measured-list-10k", "a list of 10,000 measured rows", itemCounts: [10_000], scale: 3,
            measuredSizes: MeasuredList.measuredSizes(rows: 10_000, width: 390)
        ) { MeasuredList.make() },
        PrepareCase("waterfall-100k", "a waterfall of 100,000 ratios", itemCounts: [100_000], scale: 3) {
            RatioWaterfall.make(ratios: SampleRatios.ratios(100_000))
        },
    ]
}

/// A Pinterest item's ratio, as the home screen's data gives it (seed 000).
struct SeedRatio: Ratioable {
    let ratio: CGFloat
}
