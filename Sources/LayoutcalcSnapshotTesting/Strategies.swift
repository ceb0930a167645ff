// Built only with the package's Snapshots trait, which brings swift-snapshot-testing; without it
// the module is empty and the package pulls nothing more.
#if Snapshots
import Foundation
import LayoutSnapshot
import LayoutcalcUIKit
import SnapshotTesting
import XCTest
#if canImport(Testing)
import Testing
#endif

extension Snapshotting where Value: UICollectionViewLayout, Format == String {
    /// The layout as `layoutcalc` prints its spec, prepared at `size` as
    /// `prepare(size:itemCounts:…)` prepares it: a `.json` file beside the test, the very bytes
    /// of `layoutcalc SPEC` for the spec `LayoutcalcHarness.spec(of:)` writes, and so a golden
    /// file `layoutcalc check` and `layoutcalc diff` read. A custom layout, which has no spec, is
    /// written from what its queries answer, in the same shape. When the layout changes, the
    /// failure names each element that moved, came or went, with its old and new frame, before
    /// the line diff.
    ///
    /// `itemCounts` nil takes the counts of the layout's collection view's data source. The
    /// other values are the harness's (`LayoutcalcHarness`): the display scale, the collection
    /// view's margins, safe area, measured sizes and layout direction, the scroll offsets whose
    /// visible elements the snapshot lists, and the device the layout's code runs on.
    public static func json(
        size: CGSize, itemCounts: [Int]? = nil, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) -> Self {
        json(
            sizes: [size], itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea,
            measuredSizes: measuredSizes, layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device)
    }

    /// The layout at each of `sizes` in one snapshot (a phone's width and a pad's), an array of
    /// documents in that order, as `layoutcalc SPEC --width 390,834` prints them. As
    /// `json(size:…)` otherwise.
    public static func json(
        sizes: [CGSize], itemCounts: [Int]? = nil, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) -> Self {
        layout(
            .json, sizes: sizes,
            HarnessValues(
                itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea, measuredSizes: measuredSizes,
                layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device))
    }

    /// The layout as `layoutcalc SPEC --format table` prints it, a row per element: a `.txt`
    /// file whose diff a reviewer reads in a pull request. As `json(size:…)` otherwise (a
    /// failure is the line diff, whose rows name their elements).
    public static func table(
        size: CGSize, itemCounts: [Int]? = nil, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) -> Self {
        table(
            sizes: [size], itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea,
            measuredSizes: measuredSizes, layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device)
    }

    /// The table at each of `sizes`, a block each, as `--width 390,834 --format table` prints.
    public static func table(
        sizes: [CGSize], itemCounts: [Int]? = nil, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) -> Self {
        layout(
            .table, sizes: sizes,
            HarnessValues(
                itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea, measuredSizes: measuredSizes,
                layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device))
    }

    /// The layout as `layoutcalc SPEC --format svg` draws it: an `.svg` file a pull request
    /// shows. As `json(size:…)` otherwise.
    public static func svg(
        size: CGSize, itemCounts: [Int]? = nil, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) -> Self {
        svg(
            sizes: [size], itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea,
            measuredSizes: measuredSizes, layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device)
    }

    /// The picture at each of `sizes`, a panel each.
    public static func svg(
        sizes: [CGSize], itemCounts: [Int]? = nil, scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) -> Self {
        layout(
            .svg, sizes: sizes,
            HarnessValues(
                itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea, measuredSizes: measuredSizes,
                layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device))
    }

    /// The strategy of one format. A layout that cannot be snapshotted (a layout layoutcalc
    /// refuses, counts that are missing) fails the test with every problem named, and its
    /// snapshot is that message, so that it never passes.
    private static func layout(_ format: SnapshotFormat, sizes: [CGSize], _ values: HarnessValues) -> Self {
        Snapshotting(pathExtension: format.pathExtension, diffing: format == .json ? .layoutJSON() : .lines) { (layout) in
            do throws(SnapshotError) {
                return try LayoutSnapshot(format: format, harnesses: try values.harnesses(for: layout, sizes: sizes)).text(of: layout)
            } catch {
                let message = "layoutcalc could not snapshot the layout:\n\(error.message)"
                recordFailure(message)
                return message + "\n"
            }
        }
    }
}

/// What a strategy prepares the layout with, but its size.
private struct HarnessValues {
    var itemCounts: [Int]?
    var scale: CGFloat?
    var layoutMargins: NSDirectionalEdgeInsets
    var safeArea: NSDirectionalEdgeInsets
    var measuredSizes: [IndexPath: CGSize]
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var scrollOffsets: [CGPoint]
    var device: LayoutcalcDevice

    /// A harness for each of `sizes`, with the counts given or, failing them, those of `layout`'s
    /// data source.
    func harnesses(for layout: UICollectionViewLayout, sizes: [CGSize]) throws(SnapshotError) -> [LayoutcalcHarness] {
        let source = String(describing: type(of: layout))
        var dataSourceCounts: [Int]?
        if itemCounts == nil {
            do {
                dataSourceCounts = try layout.itemCountsFromDataSource()
            } catch {
                throw SnapshotError(error, source: source)
            }
        }
        guard let counts = itemCounts ?? dataSourceCounts else {
            throw SnapshotError("\(source): error: give the snapshot itemCounts, or the layout's collection view a data source to count them")
        }
        return sizes.map { (size) in
            LayoutcalcHarness(
                width: size.width, height: size.height, itemCounts: counts, scale: scale, layoutMargins: layoutMargins, safeArea: safeArea,
                measuredSizes: measuredSizes, layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, device: device)
        }
    }
}

extension Diffing where Value == String {
    /// SnapshotTesting's `.lines`, after what changed in the layout in words: each size that
    /// differs, then each element that moved, came or went, named by its section, what it is
    /// and its index, with its old and new frame. The picture of what changed is attached
    /// (`what-changed.svg`, where the test runner keeps attachments).
    fileprivate static func layoutJSON() -> Self {
        let lines = Diffing.lines
        return Diffing.diff(toData: lines.toData, fromData: lines.fromData) { (reference, actual) in
            guard let (diff, attachments) = lines.diffV2(reference, actual) else { return nil }
            guard let difference = SnapshotDifference(reference: reference, actual: actual) else { return (diff, attachments) }
            var all = attachments
            if let picture = difference.picture(title: "the layout's snapshot") {
                all.append(.data(Data(picture.utf8), name: "what-changed.svg"))
            }
            return ("What changed in the layout:\n" + difference.report + "\n\n" + diff, all)
        }
    }
}

/// Fails the running test, Swift Testing's or XCTest's, with `message`.
private func recordFailure(_ message: String) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
    }
    #endif
    XCTFail(message)
}
#endif
