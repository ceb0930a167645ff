// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layoutcalc",
    products: [
        .executable(name: "layoutcalc", targets: ["layoutcalc"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
    ],
    swiftLanguageModes: [.v6]
)
