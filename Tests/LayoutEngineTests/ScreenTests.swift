import LayoutEngine
import Testing

/// layout-rules §11: sections stack.
@Suite struct ScreenTests {
    let group = LayoutGroup.horizontal(size(fw(1), ab(50)), subitems: [item(fw(1), fh(1))])

    @Test func sectionsStackWithSpacingBetweenEveryPairEmptyOnesIncluded() throws {
        let result = try layout(
            [compositional(group, items: 2, id: "a"), compositional(group, items: 0, id: "b"), compositional(group, items: 1, id: "c")],
            interSectionSpacing: 10)
        #expect(result.sections.map(\.frame) == [rect(0, 0, 320, 100), rect(0, 110, 320, 0), rect(0, 120, 320, 50)])
        #expect(result.contentSize == Size(width: 320, height: 170))
        #expect(result.sections[2].items == [rect(0, 120, 320, 50)])
    }

    @Test func variantsAreChosenByTheContainerWidth() throws {
        var section = compositional(group, items: 1)
        let wide = compositional(.horizontal(size(fw(0.5), ab(20)), subitems: [item(fw(1), fh(1))]), items: 1)
        section.variants = [SectionVariant(minWidth: 500, maxWidth: nil, section: wide)]
        #expect(try frames(section, width: 499) == [rect(0, 0, 499, 50)])
        #expect(try frames(section, width: 500) == [rect(0, 0, 250, 20)])
    }

    @Test func aNoItemScreenIsEmpty() throws {
        let result = try layout([])
        #expect(result.contentSize == Size(width: 320, height: 0))
        #expect(result.sections.isEmpty)
    }
}
