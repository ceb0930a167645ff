import LayoutcalcUIKit
import Foundation
import Testing

/// "Flow layouts and subclasses"'s delegate, as it writes it.
final class GalleryDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = ((collectionView.bounds.width - 2 * 2) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

@Suite struct DocumentationExampleTests {
    @Test func threeSquaresALine() throws {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let delegate = GalleryDelegate()
        collectionView.delegate = delegate
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [7])
        // 128-point squares, three a line with gaps of (390 − 384) / 2 = 3, lines 130 apart.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
            == CGRect(x: 131, y: 130, width: 128, height: 128))
    }

    @Test func twoColumnsOnAPhone() throws {
        let layout = HomeLayout.make()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [5], scale: 3)
        // The header takes 30 points; a row is 120 tall, each cell half the width less 4 all round.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 199, y: 34, width: 187, height: 112))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 390))
        // The same layout as a spec: written where the example writes it, in a scratch directory.
        let spec = try LayoutcalcHarness(width: 390, height: 844, itemCounts: [5], scale: 3).spec(of: layout)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Tests/Golden"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(spec.utf8).write(to: directory.appendingPathComponent("Tests/Golden/home.json"))
        #expect(spec.contains(#""kind": "UICollectionElementKindSectionHeader""#))
    }

    @Test func theHeaderStaysOnScreen() throws {
        let layout = HomeLayout.make()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [40], scale: 3)
        layout.contentOffset = CGPoint(x: 0, y: 1000)
        let onScreen = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1000, width: 390, height: 844)) ?? []
        let header = onScreen.first { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        // 20 rows of 120 under the header: the section ends at 2430, far below; the header is at
        // the viewport's top, above the cells (UIKit raises a pinned item's zIndex by 1,000,000,000).
        #expect(header?.frame == CGRect(x: 0, y: 1000, width: 390, height: 30))
        #expect(header?.zIndex == 1_000_000_001)
    }

    @Test func fourColumnsOnATablet() throws {
        // On an iPad the size class is regular: a quarter of 834 is 208.5, floored at scale 3 to
        // 208.33333333333334 (625 pixels); the second cell's slot starts there.
        let layout = HomeLayout.make()
        try LayoutcalcDevice.iPad.run { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 834, height: 1194), itemCounts: [5], scale: 3)
        }
        let quarter: CGFloat = 625.0 / 3
        let x: CGFloat = (3 * (quarter + 4)).rounded() / 3
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(second == CGRect(x: x, y: 34, width: quarter - 8, height: 112))
        // The fifth cell starts the second row.
        let fifth = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
        #expect(fifth.origin == CGPoint(x: 4, y: 154))
    }
}
