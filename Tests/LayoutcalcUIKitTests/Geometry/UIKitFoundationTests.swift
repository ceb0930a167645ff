import LayoutcalcUIKit
import Testing

/// What UIKit adds to Foundation, and its geometry values.
@Suite struct UIKitFoundationTests {
    @Test func indexPathsOfItemsInSections() {
        var indexPath = IndexPath(item: 3, section: 1)
        #expect(indexPath.item == 3 && indexPath.section == 1)
        #expect(indexPath == IndexPath(indexes: [1, 3]))
        indexPath.item = 4
        indexPath.section = 2
        #expect(indexPath == IndexPath(item: 4, section: 2))
        // A table view's row is the item.
        var row = IndexPath(row: 5, section: 1)
        #expect(row == IndexPath(item: 5, section: 1) && row.row == 5 && row.item == 5)
        row.row = 6
        #expect(row.item == 6 && indexPath.row == 4)
    }

    @Test func aScaleTransform() {
        let transform = CGAffineTransform(scaleX: 0.9, y: 0.8)
        #expect([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] == [0.9, 0, 0, 0.8, 0, 0])
        #expect(!transform.isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1) == .identity)
    }

    @Test func directionalInsetsEdgesAndAlignments() {
        #expect(NSDirectionalEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(NSRectAlignment(rawValue: 0) == NSRectAlignment.none)
        #expect(NSRectAlignment.topTrailing.rawValue == 8)
    }
}
