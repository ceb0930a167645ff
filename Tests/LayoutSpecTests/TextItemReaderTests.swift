import LayoutEngine
import LayoutSpec
import Testing

/// An item's `text`, read into its measured size by the text model. Sizes derived by hand from
/// Liberation Sans's advances (docs/layout-notes.md, "Sizes from text"): at 17 points a 2048th
/// is 17/2048; "Hello" is H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667, "world" w 1479 + o
/// 1139 + r 682 + l 455 + d 1139 = 4894, a space 569; a line is 2444.
@Suite struct TextItemReaderTests {
    let line17 = 20.287109375

    @Test func aTextGivesTheItemsMeasuredSize() throws {
        let result = try section(
            #""kind": "flow", "items": [{"text": {"string": "Hello", "font": "body"}},"#
                + #" {"text": {"string": "Hello world", "font": {"size": 17}, "maxWidth": 50}},"#
                + #" {"text": {"string": "Hello", "font": {"size": 34, "weight": "bold"}}}]"#)
        guard case .flow(let flow) = result.content else {
            Issue.record("not a flow section")
            return
        }
        #expect(flow.itemSizes?.size(of: 0) == MeasuredSize(width: 4667.0 * 17 / 2048, height: line17))
        // Two lines: the first line's space hangs past it.
        #expect(flow.itemSizes?.size(of: 1) == MeasuredSize(width: 4894.0 * 17 / 2048, height: 2 * line17))
        // Bold: H 1479, e 1139, l 569, l 569, o 1251.
        #expect(flow.itemSizes?.size(of: 2) == MeasuredSize(width: 5007.0 * 34 / 2048, height: 2 * line17))
    }

    @Test func aSideTheItemGivesWins() throws {
        let result = try section(#""kind": "compositional", "group": \#(group), "items": [{"text": {"string": "Hello", "font": "body"}, "height": 32}]"#)
        guard case .compositional(let content) = result.content else {
            Issue.record("not a compositional section")
            return
        }
        #expect(content.measurements?.size(of: 0) == MeasuredSize(width: 4667.0 * 17 / 2048, height: 32))
    }

    @Test func aTextStyleIsItsSizeAtTheDefaultTextSize() throws {
        // A headline is semibold: its widths are three quarters of the way from Regular's to
        // Bold's (l 455 to 569, o 1139 to 1251).
        let result = try section(#""kind": "list", "items": [{"text": {"string": "Hello", "font": "headline"}}, {"text": {"string": "a", "font": "caption2"}}]"#)
        guard case .list(let list) = result.content else {
            Issue.record("not a list section")
            return
        }
        // A list's rows are as wide as the list: only the height is the text's.
        #expect(list.measurements?.size(of: 0) == MeasuredSize(height: line17))
        #expect(list.measurements?.size(of: 1) == MeasuredSize(height: 11.0 * 2444 / 2048))
    }

    @Test func aBadTextIsReportedAtItsPlace() {
        #expect(diagnostics(oneSection(#""kind": "flow", "items": [{"text": {"string": 3, "font": {"size": 0, "weight": "fat"}, "maxWidth": 0}}]"#)) == [
            "spec.json: error: sections[0].items[0].text.string: expected a string, found 3",
            #"spec.json: error: sections[0].items[0].text.font.weight: expected "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy" or "black", found "fat""#,
            "spec.json: error: sections[0].items[0].text.font.size: expected a number from 0 (exclusive) to 1000, found 0",
            "spec.json: error: sections[0].items[0].text.maxWidth: expected a number > 0, found 0",
        ])
        #expect(diagnostics(oneSection(#""kind": "flow", "items": [{"text": {"font": "bodyy"}}, {"text": 5}]"#)) == [
            #"spec.json: error: sections[0].items[0].text: missing "string": a string"#,
            #"spec.json: error: sections[0].items[0].text.font: expected "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1" or "caption2", found "bodyy"; did you mean "body"?"#,
            "spec.json: error: sections[0].items[1].text: expected a text object, found 5",
        ])
        #expect(diagnostics(oneSection(#""kind": "mosaic", "pattern": ["oneTwo"], "items": [{"text": {"string": "a", "font": "body"}}]"#)) == [
            #"spec.json: error: sections[0].items[0].text: "text" is not read by the items of a mosaic section"#
        ])
    }

    private let group = #"{"group": "horizontal", "size": {"width": {"estimated": 50}, "height": {"estimated": 50}}, "subitems": [{"size": {"width": {"estimated": 50}, "height": {"estimated": 50}}}]}"#
}
