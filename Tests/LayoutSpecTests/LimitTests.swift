import LayoutEngine
@testable import LayoutSpec
import Testing

/// A spec at each limit still lays out; one past it is refused before anything large is made.
@Suite struct LimitTests {
    /// `count` items in a section of one full-width row per item.
    func rows(_ count: Int) -> String {
        #"{"kind": "compositional", "items": \#(count), "group": {"group": "horizontal","#
            + #" "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}"#
    }

    /// A section's most items, and a spec's, in two sections of half each.
    @Test func theMostItemsASectionAndASpecMayHave() throws {
        let perSection = SpecLimits.maximumItemsPerSection
        let section = try screen(#"{"container": {"width": 10}, "sections": ["# + rows(perSection) + "]}").layout()
        #expect(section.sections[0].items.count == perSection)
        let half = SpecLimits.maximumTotalItems / 2
        let json = #"{"container": {"width": 10}, "sections": ["# + [rows(half), rows(half)].joined(separator: ", ") + "]}"
        let layout = try screen(json).layout()
        #expect(layout.sections.map(\.items.count) == [half, half])
        #expect(layout.contentSize.height == Double(SpecLimits.maximumTotalItems))
        #expect(layout.sections[1].items.last == Rect(x: 0, y: Double(SpecLimits.maximumTotalItems - 1), width: 10, height: 1))
    }

    @Test func groupsNestedAsDeepAsAllowed() throws {
        var node = #"{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}"#
        for _ in 0..<SpecLimits.maximumGroupDepth {
            node = #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "subitems": ["# + node + "]}"
        }
        let layout = try screen(oneSection(#""kind": "compositional", "items": 2, "group": "# + node)).layout()
        #expect(layout.sections[0].items == [Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 1, y: 0, width: 1, height: 1)])
    }

    @Test func theLargestCount() throws {
        let json = oneSection(
            #""kind": "compositional", "items": 10000, "group": {"group": "horizontal", "count": 10000,"#
                + #" "size": {"width": {"absolute": 10000}, "height": {"absolute": 1}},"#
                + #" "subitems": [{"size": {"width": {"absolute": 5}, "height": {"absolute": 1}}}]}"#)
        let items = try screen(json).layout().sections[0].items
        #expect(items.count == 10000)
        #expect(items.last == Rect(x: 9999, y: 0, width: 1, height: 1))
    }

    @Test func nestingAtTheLimitParses() throws {
        // The root object and 127 arrays: 128 levels. The spec is refused for what it says,
        // not for its depth; one more level is a syntax error.
        let nested = { (depth: Int) in #"{"container": {"width": 390}, "sections": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}" }
        #expect(diagnostics(nested(SpecLimits.maximumNesting - 1)) == [
            "spec.json: error: sections[0]: expected a section object, found an array"
        ])
        #expect(diagnostics(nested(SpecLimits.maximumNesting)).first?.hasSuffix("nest deeper than 128 levels") == true)
    }
}
