import LayoutEngine
import Testing

/// layout-rules §7: the widget preset (the carousel's cases are in ScrollingTests).
@Suite struct PresetTests {
    func widget(_ scrolling: OrthogonalScrollingBehavior = Widget.defaultScrolling, items: Int = 10) -> Section {
        Section(
            id: "w",
            content: .compositional(CompositionalSection(groupSource: .widget(Widget()), itemCount: items, orthogonalScrolling: scrolling)),
            contentInsets: Widget.defaultContentInsets, boundaryItems: [Widget.defaultHeader])
    }

    @Test func widgetsSitInARowUnderTheirHeader() throws {
        let result = try layout([widget()], width: 390, height: 844).sections[0]
        #expect(result.items[0] == rect(10, 40, 68, 117))
        #expect(result.items[1] == rect(88, 40, 68, 117))
        #expect(result.supplementaries[0].frame == rect(10, 0, 370, 30))
        #expect(result.frame.height == 167)
        // Ten groups of 78 and the insets 5 and 5; the row scrolls 780 − 380.
        #expect(result.orthogonal?.contentWidth == 790)
        #expect(result.orthogonal?.maxOffset == 400)
        #expect(result.orthogonal?.restingOffsets == [0])
        #expect(result.transforms == nil)
    }

    @Test func withoutOrthogonalScrollingWidgetsStackDown() throws {
        // Sized as in a vertical section: 0.2 × 380 = 76 by 0.3 × 380 = 114, one per group.
        let result = try layout([widget(.none, items: 2)], width: 390, height: 844).sections[0]
        #expect(result.items == [rect(10, 40, 66, 114), rect(10, 154, 66, 114)])
        #expect(result.frame.height == 30 + 10 + 228 + 10)
        #expect(result.orthogonal == nil)
    }
}
