import LayoutDiff
import LayoutEngine
import Testing

/// Elements are matched by who they are (section, what, kind, index), not by where they are.
@Suite struct LayoutDifferenceTests {
    static func item(_ section: Int, _ index: Int, _ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 50) -> FramedElement {
        FramedElement(ElementIdentity(section: section, category: .item, index: index), Rect(x: x, y: y, width: width, height: height))
    }

    static func layout(_ elements: [FramedElement], width: Double = 390, height: Double = 800) -> FramedLayout {
        FramedLayout(containerWidth: width, contentSize: Size(width: width, height: height), sectionIDs: ["a", "b"], elements: elements)
    }

    @Test func equalLayoutsHaveNoDifference() {
        let layout = Self.layout([Self.item(0, 0, 0, 0), Self.item(0, 1, 100, 0)])
        let difference = LayoutDifference(expected: [layout], actual: [layout])
        #expect(difference.documents.isEmpty)
        #expect(ElementChange.allCases.allSatisfy { difference.count($0) == 0 })
    }

    /// Item 1 moved down 10; item 2 is gone; item 3 is new; a header of section 1 kept its frame
    /// and so did item 0, though they are listed in another order.
    @Test func elementsAreChangedAddedOrRemovedByIdentity() {
        let header = FramedElement(ElementIdentity(section: 1, category: .supplementary, kind: "header", index: 0), Rect(x: 0, y: 200, width: 390, height: 40))
        let expected = Self.layout([Self.item(0, 0, 0, 0), Self.item(0, 1, 100, 0), Self.item(0, 2, 200, 0), header])
        let actual = Self.layout([header, Self.item(0, 1, 100, 10), Self.item(0, 0, 0, 0), Self.item(0, 3, 300, 0)])
        let difference = LayoutDifference(expected: [expected], actual: [actual])
        #expect(difference.documents.count == 1)
        #expect(difference.count(.unchanged) == 2)
        #expect(difference.count(.changed) == 1)
        #expect(difference.count(.added) == 1)
        #expect(difference.count(.removed) == 1)
        let document = difference.documents[0]
        // The actual layout's order, then what it no longer has.
        #expect(document.elements.map(\.identity.index) == [0, 1, 0, 3, 2])
        let moved = document.elements[1]
        #expect(moved.change == .changed)
        #expect(moved.expected == Rect(x: 100, y: 0, width: 100, height: 50))
        #expect(moved.actual == Rect(x: 100, y: 10, width: 100, height: 50))
        #expect(document.elements[4].change == .removed && document.elements[4].actual == nil)
        #expect(document.elements[3].change == .added && document.elements[3].expected == nil)
    }

    /// The same index in another section, or a supplementary of another kind at the same index,
    /// is another element.
    @Test func identityTellsSectionsAndKindsApart() {
        let badge = { (kind: String) in
            FramedElement(ElementIdentity(section: 0, category: .supplementary, kind: kind, index: 4), Rect(x: 0, y: 0, width: 20, height: 20))
        }
        let expected = Self.layout([Self.item(0, 0, 0, 0), badge("badge")])
        let actual = Self.layout([Self.item(1, 0, 0, 0), badge("new")])
        let difference = LayoutDifference(expected: [expected], actual: [actual])
        #expect(difference.count(.added) == 2)
        #expect(difference.count(.removed) == 2)
        #expect(difference.count(.changed) == 0)
    }

    /// Documents pair up in order; only those that differ are kept, and one only side has is
    /// all added (or all removed).
    @Test func documentsOfAWidthListPairUpInOrder() {
        let narrow = Self.layout([Self.item(0, 0, 0, 0)], width: 390)
        let wide = Self.layout([Self.item(0, 0, 0, 0, 200)], width: 834)
        let wider = Self.layout([Self.item(0, 0, 0, 0, 250), Self.item(0, 1, 250, 0)], width: 1024)
        let difference = LayoutDifference(expected: [narrow, wide], actual: [narrow, wider, wide])
        #expect(difference.documents.map(\.position) == [1, 2])
        #expect(difference.documents[0].count(.changed) == 1)
        #expect(difference.documents[0].count(.added) == 1)
        #expect(difference.documents[1].expected == nil)
        #expect(difference.documents[1].count(.added) == 1)
    }

    /// The same frames at another content size still differ.
    @Test func aContentSizeAloneIsADifference() {
        let elements = [Self.item(0, 0, 0, 0)]
        let difference = LayoutDifference(expected: [Self.layout(elements, height: 800)], actual: [Self.layout(elements, height: 900)])
        #expect(difference.documents.count == 1)
        #expect(difference.count(.changed) == 0)
        #expect(difference.count(.unchanged) == 1)
    }
}
