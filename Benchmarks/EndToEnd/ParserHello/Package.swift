// swift-tools-version: 6.1
// The start-up floor of `make bench`: the least command swift-argument-parser can build, built
// the same way as layoutcalc (target: the home screen within 1.3 times it). What layoutcalc takes
// beyond it is its own work, and what its larger command (four subcommands, two option groups)
// costs the parser.
import PackageDescription

let package = Package(
    name: "ParserHello",
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "parser-hello",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
