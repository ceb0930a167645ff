// swift-tools-version: 6.1
// The fuzz target, apart from the main package so that normal builds never see it: `make fuzz`
// builds it with `-sanitize=fuzzer,address`, which instruments layoutcalc's targets too.
import PackageDescription

let package = Package(
    name: "LayoutFuzz",
    dependencies: [.package(name: "layoutcalc", path: "..")],
    targets: [
        .systemLibrary(name: "CFuzzerDriver"),
        .executableTarget(
            name: "LayoutFuzzer",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "LayoutEngine", package: "layoutcalc"),
                .product(name: "LayoutText", package: "layoutcalc"),
                .product(name: "LayoutSpec", package: "layoutcalc"),
                .product(name: "LayoutSpecReader", package: "layoutcalc"),
                .product(name: "LayoutOutput", package: "layoutcalc"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
