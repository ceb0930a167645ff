// swift-tools-version: 6.1
import PackageDescription

// An app's package that snapshot-tests its layouts with layoutcalc on Linux, as a team's would:
// layoutcalc with its Snapshots trait, and a test target that snapshots a compositional, a flow
// and a custom layout. Tests/Consumers/snapshot_consumer.py runs it for `make test` (recorded,
// passing unchanged, failing after a change), from a copy whose layoutcalc path it rewrites.
let package = Package(
    name: "SnapshotConsumer",
    dependencies: [
        .package(name: "layoutcalc", path: "../../..", traits: ["Snapshots"]),
    ],
    targets: [
        // The app's layout code, as it compiles against UIKit on iOS.
        .target(name: "Screens", dependencies: [.product(name: "LayoutcalcUIKit", package: "layoutcalc")]),
        .testTarget(
            name: "ScreensTests",
            dependencies: ["Screens", .product(name: "LayoutcalcSnapshotTesting", package: "layoutcalc")]),
    ]
)
