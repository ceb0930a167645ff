import LayoutSnapshot
import LayoutcalcUIKit
import Testing

/// A layout whose queries answer frames no screen has: not a number, infinite. UIKit hands them
/// to the app as they are; a snapshot writes them too, and never traps on them.
@Suite struct OddAnswersSnapshotTests {
    final class OddLayout: UICollectionViewLayout {
        let frame: CGRect

        init(frame: CGRect) {
            self.frame = frame
            super.init()
        }

        required init?(coder: NSCoder) { nil }

        override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 100) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = frame
            return [attributes]
        }
    }

    /// Frames no screen has, and the item's line of the JSON snapshot for each: as jq writes
    /// them, so that the snapshot stays JSON (not a number is `null`, an infinity the largest
    /// finite double).
    static let frames: [(frame: CGRect, written: String)] = [
        (CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), #""x": null"#),
        (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), #""width": 1.7976931348623157e+308"#),
        (CGRect(x: 0, y: -CGFloat.greatestFiniteMagnitude, width: 10, height: 10), #""y": -1.7976931348623157e+308"#),
    ]

    @Test(arguments: 0..<frames.count)
    func anOddFrameIsWrittenAsJSONHasIt(_ index: Int) throws {
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: [1])
        let odd = Self.frames[index]
        let json = try LayoutSnapshot(format: .json, harnesses: [harness]).text(of: OddLayout(frame: odd.frame))
        #expect(json.contains(odd.written))
        for format in [SnapshotFormat.table, .svg] {
            #expect(try !LayoutSnapshot(format: format, harnesses: [harness]).text(of: OddLayout(frame: odd.frame)).isEmpty)
        }
    }
}
