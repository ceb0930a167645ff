import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutText
import Testing

/// The page's elements, derived by hand from layout-rules' cases: each a `div` with its
/// section, category, index, frame as laid out and zIndex, and what the page's script needs to
/// pin, scroll and scale it.
@Suite struct HTMLFormatTests {
    func page(_ json: String, widths: [Double]? = nil) throws -> String {
        try written(json, widths: widths, format: .html)
    }

    @Test func aWaterfallsItemsAreTheirFramesAndTheViewportIsTheContentWithoutAHeight() throws {
        // Two columns of 50: a square and a 2:1 item, the section 50 high; without a container
        // height the viewport is the content, 100 × 50.
        let text = try page(
            #"{"container": {"width": 100}, "sections": [{"id": "a<b&c", "kind": "waterfall", "columns": 2, "spacing": 0, "ratios": [1, 2]}]}"#)
        #expect(text.contains(#"<button type="button" data-doc="0">spec.json at width 100</button>"#))
        #expect(
            text.contains(
                #"<section class="doc" hidden data-doc="0" data-width="100" data-content="100,50" data-viewport="100,50" data-scroll="0,0" data-axis="vertical" data-direction="leftToRight">"#
            ))
        #expect(text.contains(#"<div class="band" data-band="0" data-frame="0,0,100,50"><span>a&lt;b&amp;c · waterfall</span></div>"#))
        // A waterfall's items are on screen by their frames alone: no group.
        #expect(text.contains(#"<div data-section="0" data-element="item" data-index="0" data-frame="0,0,50,50" data-z="0"></div>"#))
        #expect(text.contains(#"<div data-section="0" data-element="item" data-index="1" data-frame="50,0,50,25" data-z="0"></div>"#))
    }

    @Test func aPinnedHeaderCarriesItsLimitsAndItemsTheirGroups() throws {
        // layout-rules §12's case: W 320, H 100, insets (3,4,5,6), HG FW1×AB40 of FW0.5 items,
        // a pinned header FW1×AB30, sections of 3 and 12 items. The second section starts at
        // 30 + 3 + 2·40 + 5 = 118: its header (4,118,310,30) travels from the end of its band,
        // 148, to the end of its content, 148 + 3 + 6·40 + 5 = 396; its first item is at
        // (4,151,155,40) in the group (4,151,310,40).
        let section = #"{"id": "s", "kind": "compositional", "items": ITEMS, "contentInsets": {"top": 3, "leading": 4, "bottom": 5, "trailing": 6}, "header": {"height": 30, "pinToVisibleBounds": true}, "decorations": [{"kind": "a\"b&"}], "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}, "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}"#
        let sections = ["3", "12"].map { section.replacingOccurrences(of: "ITEMS", with: $0) }.joined(separator: ", ")
        let text = try page(#"{"container": {"width": 320, "height": 100}, "sections": [\#(sections)]}"#)
        #expect(
            text.contains(
                #"<div data-section="1" data-element="supplementary" data-index="0" data-frame="4,118,310,30" data-z="1000000001" data-kind="header" data-pin="1,148,396"></div>"#
            ))
        // A decoration raises its section's items to zIndex 1 (layout-rules §12).
        #expect(
            text.contains(
                #"<div data-section="1" data-element="item" data-index="0" data-frame="4,151,155,40" data-z="1" data-group="4,151,310,40"></div>"#
            ))
        // The decoration is the section's frame, 0 to 396; its kind escaped in its attribute.
        #expect(
            text.contains(
                #"<div data-section="1" data-element="decoration" data-index="0" data-frame="0,118,320,278" data-z="0" data-kind="a&quot;b&amp;"></div>"#
            ))
    }

    @Test func aCarouselsRowIsClampedAndScaled() throws {
        // layout-rules §7: the carousel at W 390 with 10 items rests at 0 … 3510, its scale
        // never below 0.8; its items 390 × 390 at x 0, 390, …, each its own group.
        let text = try page(#"{"container": {"width": 390, "height": 844}, "sections": [{"id": "c", "kind": "carousel", "items": 10}]}"#)
        #expect(
            text.contains(
                #"<div class="row" data-row="0" data-frame="0,0,390,390" data-clamp="0,3510" data-row-offset="0" data-minimum="0.8"><div class="track">"#
            ))
        #expect(
            text.contains(
                #"<div data-section="0" data-element="item" data-index="1" data-frame="390,0,390,390" data-z="0" data-group="390,0,390,390"></div>"#
            ))
    }

    @Test func eachWidthIsADocumentAndAControl() throws {
        let text = try page(#"{"container": {"width": 390}, "sections": [{"id": "c", "kind": "carousel", "items": 2}]}"#, widths: [390, 834])
        #expect(text.contains(#"<button type="button" data-doc="0">spec.json at width 390</button>"#))
        #expect(text.contains(#"<button type="button" data-doc="1">spec.json at width 834</button>"#))
        #expect(text.components(separatedBy: #"<section class="doc" hidden"#).count == 3)
    }
}
