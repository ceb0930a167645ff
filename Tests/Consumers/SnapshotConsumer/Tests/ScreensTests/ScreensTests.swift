import Foundation
import LayoutcalcSnapshotTesting
import LayoutcalcUIKit
import Screens
import SnapshotTesting
import Testing

/// The app's layouts snapshot as a team tests them: recorded beside this file the first time,
/// compared on every run. LAYOUT_CHANGE=1 is the design changing (the feed's spacing 10 → 20, the
/// cards 80 → 90 high), which the snapshots must catch.
@Suite struct ScreensTests {
    static let changed = ProcessInfo.processInfo.environment["LAYOUT_CHANGE"] == "1"
    static let phone = CGSize(width: 390, height: 844)
    static let pad = CGSize(width: 834, height: 1194)

    @Test func feed() throws {
        let layout = Screens.feed(spacing: Self.changed ? 20 : 10)
        assertSnapshot(of: layout, as: .json(size: Self.phone, itemCounts: [3]))
        assertSnapshot(of: layout, as: .table(size: Self.phone, itemCounts: [3]))
        // What `layoutcalc check` is given with the snapshot as its golden file.
        if let folder = ProcessInfo.processInfo.environment["SNAPSHOT_CONSUMER_SPECS"] {
            let spec = try LayoutcalcHarness(width: 390, height: 844, itemCounts: [3]).spec(of: layout)
            try spec.write(toFile: folder + "/feed.json", atomically: true, encoding: .utf8)
        }
    }

    @Test func gridOnAPhoneAndAPad() {
        let layout = Screens.grid()
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: Self.phone), collectionViewLayout: layout)
        let dataSource = CountingDataSource(counts: [5])
        collectionView.dataSource = dataSource
        // The counts are the data source's.
        assertSnapshot(of: layout, as: .json(sizes: [Self.phone, Self.pad]))
        assertSnapshot(of: layout, as: .svg(size: Self.phone))
        withExtendedLifetime(dataSource) {}
    }

    @Test func cards() {
        let layout = CardStackLayout(rowHeight: Self.changed ? 90 : 80)
        assertSnapshot(of: layout, as: .json(size: Self.phone, itemCounts: [3], scrollOffsets: [CGPoint(x: 0, y: 100)]))
        assertSnapshot(of: layout, as: .table(size: Self.phone, itemCounts: [3]))
    }
}
