import LayoutEngine
import LayoutSpec
import LayoutOutput
import LayoutText
import Testing

/// The picture's geometry, derived by hand: a document's content starts right of the 170-point
/// gutter and under the 36-point title, one unit to a point; documents sit side by side 48
/// apart, each as wide as gutter + content + 16.
@Suite struct SVGFormatTests {
    func svg(_ json: String, widths: [Double]? = nil) throws -> String {
        let picture = try written(json, widths: widths, format: .svg)
        try expectWellFormedXML(picture)
        return picture
    }

    /// Two columns of 50: a square and a 2:1 item, the section 50 high.
    let waterfall = #"{"container": {"width": 100}, "sections": [{"id": "a<b&c", "kind": "waterfall", "columns": 2, "spacing": 0, "ratios": [1, 2]}]}"#

    @Test func itemsAreNumberedRectanglesInTheirSectionsBand() throws {
        let picture = try svg(waterfall)
        #expect(picture.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"))
        // 170 + 100 + 16 wide, 36 + 50 + 16 high.
        #expect(picture.contains(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="286" height="102" viewBox="0 0 286 102""#))
        #expect(picture.contains(#"<rect class="band" x="0" y="36" width="286" height="50"/>"#))
        #expect(picture.contains(#"<rect class="container" x="170" y="36" width="100" height="50"/>"#))
        #expect(picture.contains(#"<rect class="item fill0" x="170" y="36" width="50" height="50"/>"#))
        #expect(picture.contains(#"<rect class="item fill0" x="220" y="36" width="50" height="25"/>"#))
        // Numbers centred, 0.35 of the smaller side.
        #expect(picture.contains(#"<text class="number" font-size="17.5" x="195" y="61">0</text>"#))
        #expect(picture.contains(#"<text class="number" font-size="8.75" x="245" y="48.5">1</text>"#))
        // The id, escaped, and the section's kind and height.
        #expect(picture.contains(#"<text class="label" x="4" y="50">a&lt;b&amp;c</text>"#))
        #expect(picture.contains(#"<text class="note" x="4" y="64">waterfall, height 50</text>"#))
        #expect(picture.hasSuffix("</svg>\n"))
    }

    @Test func widthsAreDrawnSideBySide() throws {
        let picture = try svg(waterfall, widths: [100, 200])
        // The second document starts 286 + 48 in and is 170 + 200 + 16 wide; its columns are
        // 100 wide, the square 100 high.
        #expect(picture.contains(#"width="720" height="152" viewBox="0 0 720 152""#))
        #expect(picture.contains(#"<text class="title" x="338" y="20">spec.json at width 200</text>"#))
        #expect(picture.contains(#"<rect class="item fill0" x="504" y="36" width="100" height="100"/>"#))
    }

    /// SPEC §2's carousel at offset 195: pages 0 and 1 each half in view, both at the minimum
    /// scale 0.8 (layout-rules §6), so 312 square and 39 in from each side of their page.
    @Test func anOrthogonalRowShowsItsViewportAndScaledItems() throws {
        let picture = try svg(#"{"container": {"width": 390}, "sections": [{"id": "banners", "kind": "carousel", "items": 3, "offsets": [195]}]}"#)
        #expect(picture.contains(#"<rect class="item fill0" x="950" y="36" width="390" height="390"/>"#))
        #expect(picture.contains(#"<rect class="scaled" x="209" y="75" width="312" height="312"/>"#))
        #expect(picture.contains(#"<rect class="scaled" x="599" y="75" width="312" height="312"/>"#))
        #expect(picture.ranges(of: #"class="scaled""#).count == 2)
        #expect(picture.contains(#"<rect class="viewport" x="365" y="36" width="390" height="390"/>"#))
        #expect(picture.contains(">viewport at offset 195</text>"))
        #expect(picture.contains(">×0.8</text>"))
    }

    @Test func boundaryItemsAndBadgesAreDrawnApart() throws {
        let picture = try svg(oneSection(#""kind": "compositional", "items": 1, "header": {"height": 20}, "group": {"group": "horizontal","#
            + #" "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "subitems": [{"size": {"width": {"fractionalWidth": 1},"#
            + #" "height": {"fractionalHeight": 1}}, "supplementaries": [{"kind": "badge", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}},"#
            + #" "anchor": {"edges": ["top", "leading"]}}]}]}"#))
        // The header above the item at the top; the badge inside the item's top-leading corner.
        #expect(picture.contains(#"<rect class="boundary" x="170" y="36" width="390" height="20"/>"#))
        #expect(picture.contains(#"<rect class="badge" x="170" y="56" width="10" height="10"/>"#))
        #expect(picture.contains(">header</text>"))
    }
}
