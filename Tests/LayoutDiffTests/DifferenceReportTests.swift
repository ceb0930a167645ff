import LayoutDiff
import LayoutEngine
import Testing

/// A difference in words, as a failed snapshot's message starts.
@Suite struct DifferenceReportTests {
    static func band(height: Double) -> FramedElement {
        FramedElement(ElementIdentity(section: 0, category: .section, kind: "compositional", index: 0), Rect(x: 0, y: 0, width: 390, height: height))
    }

    static func item(_ index: Int, y: Double) -> FramedElement {
        FramedElement(ElementIdentity(section: 0, category: .item, index: index), Rect(x: 0, y: y, width: 390, height: 50))
    }

    static func layout(_ elements: [FramedElement], height: Double) -> FramedLayout {
        FramedLayout(containerWidth: 390, contentSize: Size(width: 390, height: height), sectionIDs: ["feed"], elements: elements)
    }

    /// Every element that moved, came or went, by its section's id, what it is and its index,
    /// in the order of the new layout, then those it no longer has.
    @Test func theElementsThatMovedAreNamed() {
        let header = FramedElement(ElementIdentity(section: 0, category: .supplementary, kind: "header", index: 0), Rect(x: 0, y: 0, width: 390, height: 40))
        let expected = Self.layout([Self.band(height: 170), Self.item(0, y: 0), Self.item(1, y: 60), header], height: 170)
        let actual = Self.layout([Self.band(height: 190), Self.item(0, y: 0), Self.item(1, y: 70), Self.item(2, y: 140)], height: 190)
        #expect(
            DifferenceReport(LayoutDifference(expected: [expected], actual: [actual])).text == """
                width 390: 2 changed, 1 added, 1 removed · content 390 × 170 → 390 × 190 pt
                  feed (section 0) changed: 0, 0, 390 × 170 → 0, 0, 390 × 190
                  feed item 1 changed: 0, 60, 390 × 50 → 0, 70, 390 × 50
                  feed item 2 added: none → 0, 140, 390 × 50
                  feed header 0 removed: 0, 0, 390 × 40 → none
                """)
    }

    /// Past `maximumElements`, how many more.
    @Test func aLongListStopsAtItsLimit() {
        let count = DifferenceReport.maximumElements + 5
        let expected = Self.layout((0..<count).map { Self.item($0, y: Double($0) * 50) }, height: 100)
        let actual = Self.layout((0..<count).map { Self.item($0, y: Double($0) * 50 + 1) }, height: 100)
        let lines = DifferenceReport(LayoutDifference(expected: [expected], actual: [actual])).text.split(separator: "\n")
        #expect(lines.count == 1 + DifferenceReport.maximumElements + 1)
        #expect(lines.last == "  … and 5 more")
        #expect(lines[1] == "  feed item 0 changed: 0, 0, 390 × 50 → 0, 1, 390 × 50")
    }

    /// Documents whose frames are the same but that still differ say so.
    @Test func sameFramesAreSaid() {
        let expected = FramedLayout(containerWidth: 390, contentSize: Size(width: 390, height: 100), sectionIDs: [], elements: [], everything: [1])
        let actual = FramedLayout(containerWidth: 390, contentSize: Size(width: 390, height: 100), sectionIDs: [], elements: [], everything: [2])
        #expect(
            DifferenceReport(LayoutDifference(expected: [expected], actual: [actual])).text
                == "width 390: 0 changed, 0 added, 0 removed · content 390 × 100 pt\n  " + DocumentDifference.sameFrames)
    }
}
