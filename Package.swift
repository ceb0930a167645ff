// swift-tools-version: 6.1
import PackageDescription

// The targets and what each may import are in docs/architecture.md; `ProjectTests` holds every
// source file to that table, and `make test` builds CompositionalLayout's tests once with
// json-c's headers hidden, as an app's package would build it on a machine without json-c.
let package = Package(
    name: "layoutcalc",
    products: [
        .executable(name: "layoutcalc", targets: ["layoutcalc"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutcalcKit", targets: ["LayoutcalcKit"]),
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: DocC for CompositionalLayout and LayoutEngine.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // json-c, the only C in the project; nothing but LayoutSpecReader imports it.
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        // Pure Swift: no Foundation, no C.
        .target(name: "LayoutEngine"),
        // Bytes and numbers as text: the buffered writer, shortest numbers, escapes, the second thread.
        .target(name: "LayoutText"),
        // The spec format declared once: reading it from any JSON, its checks, its issues, writing
        // it, its schema. Pure Swift.
        .target(name: "LayoutSpec", dependencies: ["LayoutEngine", "LayoutText"]),
        // A spec's JSON text through json-c, into LayoutSpec's reading.
        .target(name: "LayoutSpecReader", dependencies: ["LayoutSpec", "LayoutEngine", "LayoutText", "CJSONC"]),
        // The output formats, each with its bound.
        .target(name: "LayoutOutput", dependencies: ["LayoutEngine", "LayoutText", "LayoutSpec"]),
        // One run: read, lay out at each width, count, write.
        .target(name: "LayoutcalcKit", dependencies: ["LayoutEngine", "LayoutText", "LayoutSpec", "LayoutSpecReader", "LayoutOutput"]),
        // UIKit's compositional layout API over the engine, for app code on Linux: Foundation for
        // CGFloat, CGRect and IndexPath; LayoutSpec for the checks and the spec writer. No C.
        .target(name: "CompositionalLayout", dependencies: ["LayoutEngine", "LayoutSpec"]),
        .executableTarget(
            name: "layoutcalc",
            dependencies: [
                "LayoutEngine",
                "LayoutText",
                "LayoutSpec",
                "LayoutOutput",
                "LayoutcalcKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["LayoutText"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutEngine", "LayoutText"]),
        .testTarget(
            name: "LayoutSpecReaderTests", dependencies: ["LayoutSpecReader", "LayoutSpec", "LayoutEngine", "LayoutText"],
            exclude: ["SchemaSpecs"]),
        .testTarget(name: "LayoutOutputTests", dependencies: ["LayoutOutput", "LayoutSpecReader", "LayoutSpec", "LayoutEngine", "LayoutText"]),
        .testTarget(name: "LayoutcalcKitTests", dependencies: ["LayoutcalcKit", "LayoutOutput", "LayoutSpec", "LayoutEngine"]),
        .testTarget(name: "layoutcalcTests", dependencies: ["layoutcalc"], exclude: ["BadSpecs"]),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout", "LayoutEngine", "LayoutSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
