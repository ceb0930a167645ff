import LayoutEngine
import LayoutSpec
import Testing

/// The layout's configuration (SPEC §1's top-level keys of layout-rules §12) and the section keys
/// that came with it: what they read as, and what is refused with its place.
@Suite struct ConfigurationReadingTests {
    /// A spec at 320 × 480 with these top-level keys (a JSON object's body) and `sections`.
    func spec(_ keys: String, height: Bool = true, sections: String = "[]") -> String {
        let container = height ? #"{"width": 320, "height": 480}"# : #"{"width": 320}"#
        return #"{"container": \#(container), \#(keys)\#(keys.isEmpty ? "" : ", ")"sections": \#(sections)}"#
    }

    let header = #"{"kind": "banner", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}, "alignment": "top", "pinToVisibleBounds": true}"#

    @Test func theTopLevelKeysOfTheConfiguration() throws {
        let result = try screen(spec(
            #""scrollDirection": "horizontal", "layoutDirection": "rightToLeft", "contentInsetsReference": "layoutMargins","#
                + #" "boundaryItems": [\#(header)], "scrollOffsets": [[0, 10], [-5, 2.5]]"#))
        #expect(result.scrollDirection == .horizontal)
        #expect(result.layoutDirection == .rightToLeft)
        #expect(result.contentInsetsReference == .layoutMargins)
        #expect(result.boundaryItems == [
            BoundaryItem(kind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top, pinToVisibleBounds: true)
        ])
        #expect(result.scrollOffsets == [Point(x: 0, y: 10), Point(x: -5, y: 2.5)])
    }

    @Test func theDefaults() throws {
        let result = try screen(spec(""))
        #expect(result.scrollDirection == .vertical)
        #expect(result.layoutDirection == .leftToRight)
        #expect(result.contentInsetsReference == .automatic)
        #expect(result.boundaryItems.isEmpty)
        #expect(result.scrollOffsets.isEmpty)
        // A section without its own reference takes the layout's.
        #expect(try section(#""kind": "mosaic", "pattern": ["oneTwo"]"#).contentInsetsReference == nil)
    }

    @Test func scrollOffsetsOnTheCommandLineReplaceTheSpecs() throws {
        let result = try screen(
            spec(#""scrollOffsets": [[0, 10]]"#), overrides: LayoutOverrides(scrollOffsets: [Point(x: 1, y: 2)]))
        #expect(result.scrollOffsets == [Point(x: 1, y: 2)])
        // The command line's height serves them.
        let tall = try screen(
            spec("", height: false), overrides: LayoutOverrides(height: 700, scrollOffsets: [Point(x: 0, y: 5)]))
        #expect(tall.scrollOffsets == [Point(x: 0, y: 5)])
    }

    @Test func decorationsAndInsetsFollowing() throws {
        let result = try section(
            #""kind": "mosaic", "pattern": ["oneTwo"], "supplementariesFollowContentInsets": false,"#
                + #" "decorations": [{"kind": "background", "contentInsets": {"leading": 16, "trailing": 16}, "zIndex": -1}, {"kind": "glow"}]"#)
        #expect(result.supplementariesFollowContentInsets == false)
        #expect(result.decorations == [
            DecorationItem(kind: "background", contentInsets: EdgeInsets(leading: 16, trailing: 16), zIndex: -1),
            DecorationItem(kind: "glow"),
        ])
        let flow = try section(#""kind": "flow", "decorations": [{"kind": "card"}]"#)
        #expect(flow.decorations == [DecorationItem(kind: "card")])
        #expect(try section(#""kind": "flow""#).supplementariesFollowContentInsets)
    }

    @Test func aFlowHeaderThatPinsIsRead() throws {
        let result = try section(#""kind": "flow", "header": {"height": 20, "pinToVisibleBounds": true}"#)
        #expect(result.content == .flow(FlowSection(itemCount: 0, headerHeight: 20, pinsHeader: true)))
    }

    // MARK: Errors

    @Test func badValuesAreNamedByTheirPlace() {
        #expect(diagnostics(spec(#""scrollDirection": "verticle", "layoutDirection": "rtl", "contentInsetsReference": 3"#)) == [
            #"spec.json: error: scrollDirection: expected "vertical" or "horizontal", found "verticle"; did you mean "vertical"?"#,
            #"spec.json: error: layoutDirection: expected "leftToRight" or "rightToLeft", found "rtl""#,
            #"spec.json: error: contentInsetsReference: expected "automatic", "none", "safeArea", "layoutMargins" or "readableContent", found 3"#,
        ])
        #expect(diagnostics(spec(#""scrollOffsets": [[0, 1], [2], [0, "1"], 5]"#)) == [
            "spec.json: error: scrollOffsets[1]: expected an array of 2 numbers, found an array",
            #"spec.json: error: scrollOffsets[2][1]: expected a number, found "1""#,
            "spec.json: error: scrollOffsets[3]: expected an array of 2 numbers, found 5",
        ])
        #expect(diagnostics(spec(#""boundaryItems": [{"kind": "x", "alignment": "top"}]"#)) == [
            #"spec.json: error: boundaryItems[0]: missing "size": a size object"#
        ])
    }

    @Test func aDecorationNeedsAKind() {
        #expect(diagnostics(oneSection(#""kind": "mosaic", "pattern": ["oneTwo"], "decorations": [{"contentInsets": 16}, {"kind": "x", "zIndex": 0.5}]"#)) == [
            #"spec.json: error: sections[0].decorations[0]: missing "kind": a string, the decoration's element kind"#,
            "spec.json: error: sections[0].decorations[1].zIndex: expected an integer, found 0.5",
        ])
        #expect(diagnostics(oneSection(#""kind": "flow", "supplementariesFollowContentInsets": false"#)) == [
            #"spec.json: error: sections[0].supplementariesFollowContentInsets: "supplementariesFollowContentInsets" is not read by a flow section (it is a key of "carousel", "widget", "waterfall", "compositional" and "mosaic")"#
        ])
    }

    @Test func whatNeedsTheContainersHeightSaysSo() {
        #expect(diagnostics(spec(#""scrollDirection": "horizontal""#, height: false)) == [
            "spec.json: error: scrollDirection: a horizontal layout is laid out against the container's height: give container.height"
        ])
        #expect(diagnostics(spec(#""scrollOffsets": [[0, 100]]"#, height: false)) == [
            "spec.json: error: scrollOffsets: the viewport at a scroll offset is the container's width by its height: give container.height"
        ])
        #expect(
            diagnostics(spec("", height: false), overrides: LayoutOverrides(scrollOffsets: [Point(x: 0, y: 1)])) == [
                "spec.json: error: container: scroll offsets given in place of the spec's need the container's height (the viewport is its width by its height): give container.height"
            ])
        #expect(diagnostics(spec(#""boundaryItems": [{"kind": "side", "size": {"width": {"absolute": 20}, "height": {"fractionalHeight": 1}}, "alignment": "leading"}]"#, height: false)) == [
            "spec.json: error: boundaryItems[0].size.height: a fraction of the container's height needs one: give container.height"
        ])
    }

    /// Where a message says what else gives a value, it names the caller's own way to give it
    /// (the command line's flags) when the caller says it: the spec's key alone otherwise.
    @Test func theCallersNamesForItsValuesAreItsOwn() {
        let flags = OverrideNames(width: "--width", height: "--height", offsets: "--offset", scrollOffsets: "--scroll-offset")
        #expect(diagnostics(spec(#""scrollDirection": "horizontal""#, height: false), naming: flags) == [
            "spec.json: error: scrollDirection: a horizontal layout is laid out against the container's height: give container.height (or --height)"
        ])
        #expect(
            diagnostics(spec("", height: false), overrides: LayoutOverrides(scrollOffsets: [Point(x: 0, y: 1)]), naming: flags) == [
                "spec.json: error: container: --scroll-offset needs the container's height (the viewport is its width by its height): give container.height (or --height)"
            ])
        #expect(diagnostics(#"{"sections": []}"#, naming: flags) == [#"spec.json: error: $: missing "container": give {"width": …} (or --width)"#])
        #expect(diagnostics(#"{"sections": []}"#) == [#"spec.json: error: $: missing "container": give {"width": …}"#])
    }

    @Test func aHorizontalLayoutRefusesWhatItCannotLayOut() {
        let horizontal = #""scrollDirection": "horizontal""#
        // A flow section's lines are columns there; its sizes are lengths, each refused side where
        // the spec gives it (a lone size in "sizes" at sizes[0]).
        #expect(diagnostics(spec(horizontal, sections: #"[{"kind": "flow", "items": 3}]"#)) == [])
        let relative = "a horizontal layout's flow section takes its sizes in points: a fraction, a number a row and an aspect ratio are of the available width, which only a vertical layout's lines run across"
        #expect(diagnostics(spec(horizontal, sections: #"[{"kind": "flow", "items": 3, "itemSize": {"width": {"perRow": 2}, "height": 40}}, {"kind": "flow", "sizes": [{"width": 40, "height": {"aspect": 1}}]}]"#)) == [
            "spec.json: error: sections[0].itemSize.width: \(relative)", "spec.json: error: sections[1].sizes[0].height: \(relative)",
        ])
        #expect(diagnostics(spec(horizontal, sections: #"[{"kind": "waterfall", "items": [{"ratio": 1}, {"height": 40}]}]"#)) == [
            "spec.json: error: sections[0].items[1].height: a horizontal layout's waterfall lays its items in rows, which fix their height: give a ratio (width ÷ height)"
        ])
        #expect(diagnostics(spec(horizontal, sections: #"[{"kind": "waterfall", "ratios": [1], "extraHeight": 4}, {"kind": "waterfall", "items": [{"ratio": 1, "extraHeight": 2}]}]"#)) == [
            "spec.json: error: sections[0].extraHeight: a horizontal layout's waterfall lays its items in rows, which fix their height: an extra height cannot be added",
            "spec.json: error: sections[1].items[0].extraHeight: a horizontal layout's waterfall lays its items in rows, which fix their height: an extra height cannot be added",
        ])
    }
}
