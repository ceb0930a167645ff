import LayoutEngine
import LayoutSpec
import Testing

@Suite struct FlowMosaicReadingTests {
    @Test func aFlowSection() throws {
        let result = try section(
            #""kind": "flow", "items": [{"width": 10}, {}], "minimumInteritemSpacing": 3, "minimumLineSpacing": 4,"#
                + #" "sizes": [{"width": {"perRow": 2}, "height": {"aspect": 1.5}}, {"width": 20, "height": 30}],"#
                + #" "header": {"height": 40}, "footer": {"height": 12, "pinToVisibleBounds": true}"#)
        let expected = FlowSection(
            itemCount: 2,
            sizes: [FlowItemSize(width: .perRow(2), height: .aspect(1.5)), FlowItemSize(width: .points(20), height: .points(30))],
            itemSizes: MeasuredSizes([MeasuredSize(width: 10), MeasuredSize()]), interitemSpacing: 3, lineSpacing: 4,
            headerHeight: 40, footerHeight: 12, pinsFooter: true)
        #expect(result.content == .flow(expected))
        #expect(result.boundaryItems.isEmpty)
        #expect(try section(#""kind": "flow""#).content == .flow(FlowSection(itemCount: 0)))
    }

    @Test func aMosaicSection() throws {
        let result = try section(
            #""kind": "mosaic", "items": 4, "pattern": ["oneTwo", {"rects": [[0, 0, 1, 0.5]]}], "repeatBlock": 1,"#
                + #" "spacing": {"between": 3}, "header": {"height": 20}"#)
        let expected = MosaicSection(
            itemCount: 4, pattern: [.oneTwo, .rects([Rect(x: 0, y: 0, width: 1, height: 0.5)])], repeatBlock: 1,
            spacing: MosaicSpacing(between: 3))
        #expect(result.content == .mosaic(expected))
        #expect(result.boundaryItems.map(\.kind) == ["header"])
    }

    @Test func flowErrors() {
        #expect(diagnostics(oneSection(#""kind": "flow", "itemSize": {"width": 1, "height": 1}, "sizes": []"#)) == [
            "spec.json: error: sections[0].sizes: expected an array of flow size objects with at least 1 element, found an empty array",
            #"spec.json: error: sections[0].sizes: give "itemSize" or "sizes", not both"#,
        ])
        #expect(diagnostics(oneSection(#""kind": "flow", "itemSize": {"width": {"fraction": 0.5, "perRow": 2}, "height": {"aspect": 0}}"#)) == [
            #"spec.json: error: sections[0].itemSize.width: a flow width has exactly one of "fraction" or "perRow"; found "fraction" and "perRow""#,
            "spec.json: error: sections[0].itemSize.height.aspect: expected a number from 1e-06 to 1000000, found 0",
        ])
        #expect(diagnostics(oneSection(#""kind": "flow", "header": {"height": 10, "contentInsets": 4}, "boundaryItems": []"#)) == [
            #"spec.json: error: sections[0].boundaryItems: "boundaryItems" is not read by a flow section (it is a key of "carousel", "widget", "waterfall", "compositional" and "mosaic")"#,
            #"spec.json: error: sections[0].header.contentInsets: a flow section's "contentInsets" is not read: its header and footer span the whole width, with only height and pinToVisibleBounds"#
        ])
        #expect(diagnostics(oneSection(#""kind": "flow", "sizes": [{"width": {"perRow": 0}, "height": 1}]"#)) == [
            "spec.json: error: sections[0].sizes[0].width.perRow: expected an integer from 1 to 1000, found 0"
        ])
    }

    @Test func mosaicErrors() {
        #expect(diagnostics(oneSection(#""kind": "mosaic""#)) == [
            #"spec.json: error: sections[0]: missing "pattern": the blocks, built-in names or {"rects": […]}"#
        ])
        #expect(diagnostics(oneSection(#""kind": "mosaic", "pattern": ["oneTo", {"rects": [[0.6, 0, 0.5, 1]]}, {}], "spacing": 3"#)) == [
            #"spec.json: error: sections[0].pattern[0]: expected "oneTwo", "threeLeft", "threeRight" or "twoOne", found "oneTo"; did you mean "oneTwo"?"#,
            "spec.json: error: sections[0].pattern[1].rects[0]: x + width is 1.1, past the section's width (1)",
            #"spec.json: error: sections[0].pattern[2]: missing "rects": [[x, y, width, height], …] in fractions of the width"#,
            "spec.json: error: sections[0].spacing: expected an object with before, between and after, found 3",
        ])
        #expect(diagnostics(oneSection(#""kind": "mosaic", "pattern": ["oneTwo"], "repeatBlock": 1"#)) == [
            "spec.json: error: sections[0].repeatBlock: the pattern has 1 block: repeatBlock is from 0 to 0"
        ])
        #expect(diagnostics(oneSection(#""kind": "mosaic", "pattern": [{"rects": [[0, 0, 0, 1]]}], "items": [{"width": 3}]"#)) == [
            "spec.json: error: sections[0].items[0].width: \"width\" is not read by the items of a mosaic section",
            "spec.json: error: sections[0].pattern[0].rects[0][2]: expected a number from 0 (exclusive) to 1, found 0",
        ])
    }
}
