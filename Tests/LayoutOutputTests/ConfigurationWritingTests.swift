import LayoutEngine
@testable import LayoutOutput
import LayoutSpec
import LayoutText
import Testing

/// The configuration's parts in every format (SPEC §2): the layout's own boundary items, pinned
/// items' zIndex, decorations and the visible block, on one hand-derived screen.
@Suite struct ConfigurationWritingTests {
    /// W 100 × H 50: a pinned layout header 10 tall, then a section with a pinned 10-point
    /// header and two 20-tall rows, decorated inset 2, looked at from offset (0, 25).
    ///
    /// The layout header is (0,0,100,10); the section starts under it at 10: its header at 10,
    /// rows at 20 and 40, 50 long, its decoration (2,12,96,46); the content 100 × 60. At y 25
    /// both headers pin to the viewport's top: min(max(0 or 10, 25), 60 − 10) = 25.
    let spec = #"{"container": {"width": 100, "height": 50}, "boundaryItems": [{"kind": "header", "size": {"width": {"fractionalWidth": 1},"#
        + #" "height": {"absolute": 10}}, "alignment": "top", "pinToVisibleBounds": true}], "scrollOffsets": [[0, 25]],"#
        + #" "sections": [{"id": "a", "kind": "compositional", "items": 2, "header": {"height": 10, "pinToVisibleBounds": true},"#
        + #" "decorations": [{"kind": "card", "contentInsets": 2}], "group": {"group": "horizontal","#
        + #" "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}},"#
        + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#

    func output(_ format: OutputFormat) throws -> String {
        let document = LaidOutDocument(source: "spec.json", layout: try screen(spec).layout())
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try format.write([document], precision: nil, to: &out)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func json() throws {
        let expected = """
            {
              "container": {
                "width": 100,
                "height": 50
              },
              "contentSize": {
                "width": 100,
                "height": 60
              },
              "supplementaries": [
                {
                  "kind": "header",
                  "index": 0,
                  "x": 0,
                  "y": 0,
                  "width": 100,
                  "height": 10,
                  "zIndex": 1000000001
                }
              ],
              "sections": [
                {
                  "index": 0,
                  "id": "a",
                  "kind": "compositional",
                  "frame": {
                    "x": 0,
                    "y": 10,
                    "width": 100,
                    "height": 50
                  },
                  "items": [
                    {
                      "index": 0,
                      "x": 0,
                      "y": 20,
                      "width": 100,
                      "height": 20,
                      "zIndex": 1
                    },
                    {
                      "index": 1,
                      "x": 0,
                      "y": 40,
                      "width": 100,
                      "height": 20,
                      "zIndex": 1
                    }
                  ],
                  "supplementaries": [
                    {
                      "kind": "header",
                      "index": 0,
                      "x": 0,
                      "y": 10,
                      "width": 100,
                      "height": 10,
                      "zIndex": 1000000001
                    }
                  ],
                  "decorations": [
                    {
                      "kind": "card",
                      "x": 2,
                      "y": 12,
                      "width": 96,
                      "height": 46
                    }
                  ]
                }
              ],
              "visible": [
                {
                  "offset": {
                    "x": 0,
                    "y": 25
                  },
                  "elements": [
                    {
                      "section": null,
                      "element": "supplementary",
                      "kind": "header",
                      "index": 0,
                      "x": 0,
                      "y": 25,
                      "width": 100,
                      "height": 10,
                      "zIndex": 1000000001
                    },
                    {
                      "section": 0,
                      "element": "item",
                      "index": 0,
                      "x": 0,
                      "y": 20,
                      "width": 100,
                      "height": 20,
                      "zIndex": 1
                    },
                    {
                      "section": 0,
                      "element": "item",
                      "index": 1,
                      "x": 0,
                      "y": 40,
                      "width": 100,
                      "height": 20,
                      "zIndex": 1
                    },
                    {
                      "section": 0,
                      "element": "supplementary",
                      "kind": "header",
                      "index": 0,
                      "x": 0,
                      "y": 25,
                      "width": 100,
                      "height": 10,
                      "zIndex": 1000000001
                    },
                    {
                      "section": 0,
                      "element": "decoration",
                      "kind": "card",
                      "index": 0,
                      "x": 2,
                      "y": 12,
                      "width": 96,
                      "height": 46
                    }
                  ]
                }
              ]
            }

            """
        #expect(try output(.json) == expected)
    }

    @Test func ndjson() throws {
        let expected = """
            {"element":"content","width":100,"height":60}
            {"element":"header","index":0,"x":0,"y":0,"width":100,"height":10,"zIndex":1000000001}
            {"section":"a","element":"section","index":0,"kind":"compositional","x":0,"y":10,"width":100,"height":50}
            {"section":"a","element":"item","index":0,"x":0,"y":20,"width":100,"height":20,"zIndex":1}
            {"section":"a","element":"item","index":1,"x":0,"y":40,"width":100,"height":20,"zIndex":1}
            {"section":"a","element":"header","index":0,"x":0,"y":10,"width":100,"height":10,"zIndex":1000000001}
            {"section":"a","element":"decoration","kind":"card","x":2,"y":12,"width":96,"height":46}
            {"scrollOffset":{"x":0,"y":25},"element":"supplementary","kind":"header","index":0,"x":0,"y":25,"width":100,"height":10,"zIndex":1000000001}
            {"scrollOffset":{"x":0,"y":25},"section":"a","element":"item","index":0,"x":0,"y":20,"width":100,"height":20,"zIndex":1}
            {"scrollOffset":{"x":0,"y":25},"section":"a","element":"item","index":1,"x":0,"y":40,"width":100,"height":20,"zIndex":1}
            {"scrollOffset":{"x":0,"y":25},"section":"a","element":"supplementary","kind":"header","index":0,"x":0,"y":25,"width":100,"height":10,"zIndex":1000000001}
            {"scrollOffset":{"x":0,"y":25},"section":"a","element":"decoration","kind":"card","index":0,"x":2,"y":12,"width":96,"height":46}

            """
        #expect(try output(.ndjson) == expected)
    }

    @Test func table() throws {
        let expected = """
            section  kind           element     index  x   y  width  height  scale
                                    header          0  0   0    100      10
            a        compositional  section         0  0  10    100      50
            a        compositional  item            0  0  20    100      20
            a        compositional  item            1  0  40    100      20
            a        compositional  header          0  0  10    100      10
            a        compositional  decoration      0  2  12     96      46
                                    content            0   0    100      60
                                    viewport        0  0  25    100      50
                                    header          0  0  25    100      10
            a        compositional  item            0  0  20    100      20
            a        compositional  item            1  0  40    100      20
            a        compositional  header          0  0  25    100      10
            a        compositional  decoration      0  2  12     96      46

            """
        #expect(try output(.table) == expected)
    }

    @Test func svg() throws {
        let picture = try output(.svg)
        // The decoration behind the items, the layout's header hatched, and at the first offset
        // the viewport over the content (y 25 to 60: 35 tall) with both headers where they pin.
        let decoration = try #require(picture.range(of: #"<rect class="decoration" x="172" y="48" width="96" height="46"/>"#))
        let firstItem = try #require(picture.range(of: #"<rect class="item fill0" x="170" y="56" width="100" height="20"/>"#))
        #expect(decoration.upperBound <= firstItem.lowerBound)
        #expect(picture.contains(#"<rect class="boundary" x="170" y="36" width="100" height="10"/>"#))
        #expect(picture.ranges(of: #"<rect class="pinned" x="170" y="61" width="100" height="10"/>"#).count == 2)
        #expect(picture.contains(#"<rect class="scroll-viewport" x="170" y="61" width="100" height="35"/>"#))
        #expect(picture.contains(">scroll offset 0, 25</text>"))
    }

    @Test func thePicturesOfOtherSpecsDoNotChange() throws {
        // Styles for decorations and scroll offsets appear only where a layout has them.
        let document = LaidOutDocument(
            source: "spec.json", layout: try screen(#"{"container": {"width": 100}, "sections": []}"#).layout())
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.svg.write([document], precision: nil, to: &out)
        }
        let picture = String(decoding: bytes, as: UTF8.self)
        #expect(!picture.contains(".decoration"))
        #expect(!picture.contains(".scroll-viewport"))
    }

    @Test func aHorizontalLayoutsSectionsAreColumns() throws {
        // Two sections 40 and 60 wide in a 100 × 50 container: columns under a 48-point label
        // strip, the content from x 16 (the margin) and y 36 + 48.
        let spec = #"{"container": {"width": 100, "height": 50}, "scrollDirection": "horizontal", "sections": ["#
            + #"{"id": "one", "kind": "mosaic", "items": 1, "pattern": [{"rects": [[0, 0, 1, 0.8]]}]},"#
            + #"{"id": "two", "kind": "mosaic", "items": 1, "pattern": [{"rects": [[0, 0, 1, 1.2]]}]}]}"#
        let document = LaidOutDocument(source: "spec.json", layout: try screen(spec).layout())
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.svg.write([document], precision: nil, to: &out)
        }
        let picture = String(decoding: bytes, as: UTF8.self)
        // Reflected rects: the first 40 along x by 50 down, the second 60 by 50; content 100 wide.
        #expect(picture.contains(#"width="132" height="150" viewBox="0 0 132 150""#))
        #expect(picture.contains(#"<rect class="band" x="16" y="36" width="40" height="98"/>"#))
        #expect(picture.contains(#"<rect class="band odd" x="56" y="36" width="60" height="98"/>"#))
        #expect(picture.contains(#"<text class="note" x="60" y="64">mosaic, width 60</text>"#))
        #expect(picture.contains(#"<rect class="item fill0" x="16" y="84" width="40" height="50"/>"#))
        #expect(picture.contains(#"<rect class="container" x="16" y="84" width="100" height="50"/>"#))
    }
}
