// swift-tools-version: 6.1
import PackageDescription

// The targets and what each may import are in docs/architecture.md; `ProjectTests` holds every
// source file to that table, and `make test` builds LayoutcalcUIKit's tests once with
// json-c's headers hidden, as an app's package would build it on a machine without json-c.
let package = Package(
    name: "layoutcalc",
    // swift-snapshot-testing's floor, for the Snapshots trait's product (Swift Testing's too).
    platforms: [.macOS(.v10_15)],
    // Each library a package outside may import: LayoutcalcKit's API names LayoutText's and
    // LayoutOutput's types (`ByteWriter`, `LaidOutDocument`), and the micro-benchmarks
    // (`Benchmarks/`) time the reader and the writers on their own. No executable product: this
    // package built as the root has one for `layoutcalc` all the same (`swift build --product
    // layoutcalc`, `swift run`, `generate-manual`), and without it an app that depends on the
    // library resolves no other package, and so compiles none of swift-argument-parser's plugins
    // (docs/performance.md, "What an app pays to depend on the library").
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutText", targets: ["LayoutText"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutSpecReader", targets: ["LayoutSpecReader"]),
        .library(name: "LayoutOutput", targets: ["LayoutOutput"]),
        .library(name: "LayoutcalcKit", targets: ["LayoutcalcKit"]),
        .library(name: "LayoutDiff", targets: ["LayoutDiff"]),
        .library(name: "LayoutcalcUIKit", targets: ["LayoutcalcUIKit"]),
        // swift-snapshot-testing's strategies for layouts; empty unless the package is used with
        // its Snapshots trait (see `traits`).
        .library(name: "LayoutcalcSnapshotTesting", targets: ["LayoutcalcSnapshotTesting"]),
        // The library's name before it held more than compositional layouts: deprecated, kept for
        // one release so that `import CompositionalLayout` still compiles (it re-exports
        // LayoutcalcUIKit).
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    ],
    // A package that depends on layoutcalc with `traits: ["Snapshots"]` gets the
    // LayoutcalcSnapshotTesting product, and swift-snapshot-testing with it; without the trait
    // SwiftPM neither fetches nor builds swift-snapshot-testing (docs/architecture.md says how
    // that was checked), so an app that does not snapshot pulls nothing more.
    traits: [
        .trait(name: "Snapshots", description: "LayoutcalcSnapshotTesting: swift-snapshot-testing's strategies for layouts."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only with the Snapshots trait (LayoutcalcSnapshotTesting).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `make docs`: DocC for LayoutcalcUIKit and LayoutEngine.
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
        // Two layouts' outputs compared frame by frame, what changed named and drawn (`check
        // --diff-svg`, `diff`, a failed snapshot): the frames read back from any JSON tree (json-c's
        // in the command line, its own plain one where there is no C). Pure Swift.
        .target(name: "LayoutDiff", dependencies: ["LayoutEngine", "LayoutText", "LayoutSpec", "LayoutOutput"]),
        // UIKit's collection views and their layouts over the engine, for app code on Linux:
        // Foundation for CGFloat, CGRect and IndexPath; LayoutSpec for the checks and the spec
        // writer. No C.
        .target(name: "LayoutcalcUIKit", dependencies: ["LayoutEngine", "LayoutSpec", "LayoutText"]),
        // A layout's snapshot: any UICollectionViewLayout prepared at sizes and written as the
        // command line writes its spec (JSON, table, picture), or what a custom layout's queries
        // answer; and two snapshots compared, the elements that moved named. Pure Swift.
        .target(
            name: "LayoutSnapshot", dependencies: ["LayoutcalcUIKit", "LayoutDiff", "LayoutOutput", "LayoutSpec", "LayoutEngine", "LayoutText"]),
        // The Snapshots trait's product: LayoutSnapshot as swift-snapshot-testing's strategies.
        // Its sources are inside `#if Snapshots`, so that without the trait it builds empty.
        .target(
            name: "LayoutcalcSnapshotTesting",
            dependencies: [
                "LayoutSnapshot", "LayoutcalcUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Snapshots"])),
            ]),
        // Deprecated: LayoutcalcUIKit under its former name.
        .target(name: "CompositionalLayout", dependencies: ["LayoutcalcUIKit"]),
        .executableTarget(
            name: "layoutcalc",
            dependencies: [
                "LayoutEngine",
                "LayoutText",
                "LayoutSpec",
                "LayoutSpecReader",
                "LayoutOutput",
                "LayoutcalcKit",
                "LayoutDiff",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share (a seeded generator, random specs and screens, the
        // package's folder).
        .target(name: "TestSupport", dependencies: ["LayoutEngine"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["TestSupport", "LayoutEngine"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["TestSupport", "LayoutText"]),
        // The spec format's tests read specs as JSON text, through the reader.
        .testTarget(
            name: "LayoutSpecTests", dependencies: ["TestSupport", "LayoutSpec", "LayoutSpecReader", "LayoutEngine", "LayoutText"],
            exclude: ["SchemaSpecs"]),
        .testTarget(name: "LayoutSpecReaderTests", dependencies: ["TestSupport", "LayoutSpecReader", "LayoutSpec", "LayoutEngine", "LayoutText", "CJSONC"]),
        .testTarget(name: "LayoutOutputTests", dependencies: ["TestSupport", "LayoutOutput", "LayoutSpecReader", "LayoutSpec", "LayoutEngine", "LayoutText"]),
        // The run, and what ties the Swift API to the command line: a layout's spec, laid out by
        // the run, gives the frames the prepared layout answers, and a bad layout gets the same
        // issue through either door.
        .testTarget(
            name: "LayoutcalcKitTests",
            dependencies: ["TestSupport", "LayoutcalcKit", "LayoutcalcUIKit", "LayoutOutput", "LayoutSpecReader", "LayoutSpec", "LayoutEngine", "LayoutText"]),
        // The frames read back by both parsers, json-c's (the command line's) and the plain one.
        .testTarget(name: "LayoutDiffTests", dependencies: ["TestSupport", "LayoutDiff", "LayoutSpecReader", "LayoutEngine", "LayoutSpec", "LayoutText"]),
        // The snapshots' text, and the JSON one against what the command line prints for the
        // layout's spec (read and laid out by LayoutcalcKit's run). The product itself is tested
        // by a consumer package with the trait (Tests/Consumers/SnapshotConsumer, `make test`).
        .testTarget(
            name: "LayoutSnapshotTests",
            dependencies: ["TestSupport", "LayoutSnapshot", "LayoutcalcUIKit", "LayoutcalcKit", "LayoutDiff", "LayoutOutput", "LayoutSpec", "LayoutEngine", "LayoutText"]),
        .testTarget(name: "layoutcalcTests", dependencies: ["TestSupport", "layoutcalc"], exclude: ["BadSpecs"]),
        // Builds with nothing but Swift: no json-c beneath it, as in an app's package.
        .testTarget(
            name: "LayoutcalcUIKitTests",
            dependencies: ["TestSupport", "LayoutcalcUIKit", "CompositionalLayout", "LayoutDiff", "LayoutEngine", "LayoutSpec", "LayoutOutput", "LayoutText"]),
    ],
    swiftLanguageModes: [.v6]
)
