// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layoutcalc",
    products: [
        .executable(name: "layoutcalc", targets: ["layoutcalc"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: DocC for CompositionalLayout and LayoutEngine.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // json-c, the only C in the project; nothing but LayoutSpec imports it.
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        // Pure Swift: no Foundation, no C.
        .target(name: "LayoutEngine"),
        .target(name: "LayoutSpec", dependencies: ["LayoutEngine", "CJSONC"]),
        // UIKit's compositional layout API over the engine, for app code on Linux (Foundation
        // for CGFloat, CGRect and IndexPath; LayoutSpec to write and check its specs).
        .target(name: "CompositionalLayout", dependencies: ["LayoutEngine", "LayoutSpec"]),
        .executableTarget(
            name: "layoutcalc",
            dependencies: [
                "LayoutEngine",
                "LayoutSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutEngine"], exclude: ["SchemaSpecs"]),
        .testTarget(name: "layoutcalcTests", dependencies: ["layoutcalc"], exclude: ["BadSpecs"]),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout", "LayoutEngine", "LayoutSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
