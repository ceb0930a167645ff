// swift-tools-version: 6.1
// The micro-benchmarks, apart from the main package so that its builds and CI never pay for
// them: `make microbench` (or `swift package benchmark` here). docs/performance.md says what
// they measure and how.
import PackageDescription

/// The layoutcalc checkout to measure: this one, or the one `LAYOUTCALC_PACKAGE` names, to
/// measure the Swift API's `prepare` before a change. The `prepare` targets call only the Swift
/// API, which builds against either; the engine's benchmarks need this checkout's modules and are
/// left out then.
let otherCheckout = Context.environment["LAYOUTCALC_PACKAGE"]

let benchmark = Target.Dependency.product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin = Target.PluginUsage.plugin(name: "BenchmarkPlugin", package: "benchmark")

/// The layouts `prepare` is measured on; its benchmarks; and the executable that prepares one of
/// them N times, for callgrind, `perf stat` and hyperfine.
let prepareTargets: [Target] = [
    .target(
        name: "PrepareLayouts",
        dependencies: [
            .product(name: "LayoutcalcUIKit", package: "layoutcalc"),
            .product(name: "LayoutEngine", package: "layoutcalc"),
        ]
    ),
    .executableTarget(
        name: "PrepareBenchmarks",
        dependencies: ["PrepareLayouts", benchmark, .product(name: "LayoutcalcUIKit", package: "layoutcalc")],
        path: "Benchmarks/PrepareBenchmarks",
        plugins: [benchmarkPlugin]
    ),
    .executableTarget(name: "PrepareRuns", dependencies: ["PrepareLayouts", .product(name: "LayoutcalcUIKit", package: "layoutcalc")]),
]

let engineTargets: [Target] = [
    .executableTarget(
        name: "LayoutBenchmarks",
        dependencies: [
            "PrepareLayouts",
            benchmark,
            .product(name: "LayoutcalcUIKit", package: "layoutcalc"),
            .product(name: "LayoutEngine", package: "layoutcalc"),
            .product(name: "LayoutText", package: "layoutcalc"),
            .product(name: "LayoutSpec", package: "layoutcalc"),
            .product(name: "LayoutSpecReader", package: "layoutcalc"),
            .product(name: "LayoutOutput", package: "layoutcalc"),
        ],
        path: "Benchmarks/LayoutBenchmarks",
        plugins: [benchmarkPlugin]
    )
]

let package = Package(
    name: "LayoutBenchmarks",
    dependencies: [
        .package(name: "layoutcalc", path: otherCheckout ?? ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: prepareTargets + (otherCheckout == nil ? engineTargets : []),
    swiftLanguageModes: [.v6]
)
