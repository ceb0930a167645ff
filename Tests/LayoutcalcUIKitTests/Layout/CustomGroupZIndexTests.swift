import LayoutcalcUIKit
import Foundation
import LayoutEngine
import Testing

/// A custom group's items keep their `NSCollectionLayoutGroupCustomItem`'s zIndex (layout-rules
/// §3, custom groups), through the Swift API and the spec it writes.
@Suite struct CustomGroupZIndexTests {
    /// A 100-tall custom group of three items: zIndex −1, 2 and 0 (UIKit's default).
    static func layout() -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { _ in
            [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100), zIndex: -1),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 50, y: 50, width: 100, height: 50), zIndex: 2),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 50, height: 50)),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test func eachCellAnswersItsCustomItemsZIndexInEveryRepetition() throws {
        let layout = Self.layout()
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5])
        // W 320: the first repetition's three items at their frames, the second's two 100
        // lower, each with its custom item's zIndex.
        let expected: [(CGRect, Int)] = [
            (CGRect(x: 0, y: 0, width: 100, height: 100), -1), (CGRect(x: 50, y: 50, width: 100, height: 50), 2),
            (CGRect(x: 200, y: 0, width: 50, height: 50), 0), (CGRect(x: 0, y: 100, width: 100, height: 100), -1),
            (CGRect(x: 50, y: 150, width: 100, height: 50), 2),
        ]
        for (item, (frame, zIndex)) in expected.enumerated() {
            let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
            #expect(attributes?.frame == frame)
            #expect(attributes?.zIndex == zIndex)
        }
        // The rect (0, 0, 320, 60) meets the first repetition's three items: listed in item
        // order, each with its zIndex.
        let listed = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 60)) ?? []
        #expect(listed.map(\.indexPath.item) == [0, 1, 2])
        #expect(listed.map(\.zIndex) == [-1, 2, 0])
    }

    @Test func theSpecGivesAFrameWithAZIndexAsAnObject() throws {
        let harness = LayoutcalcHarness(width: 320, height: 480, itemCounts: [5])
        let text = try harness.spec(of: Self.layout())
        let compact = text.filter { !$0.isWhitespace }
        #expect(compact.contains(#""frames":[{"frame":[0,0,100,100],"zIndex":-1},{"frame":[50,50,100,50],"zIndex":2},[200,0,50,50]]"#))
        let laidOut = try spec(text).layout()
        #expect(laidOut.sections[0].itemZIndices == [-1, 2, 0, -1, 2])
    }
}
