// swift-tools-version: 6.1
// The engine's micro-benchmarks, apart from the main package so that its builds and CI never
// pay for them: `make microbench` (or `swift package benchmark` here).
import PackageDescription

let package = Package(
    name: "LayoutBenchmarks",
    dependencies: [
        .package(name: "layoutcalc", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LayoutEngine", package: "layoutcalc"),
                .product(name: "LayoutSpec", package: "layoutcalc"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
