import Foundation
import LayoutDiff
import LayoutEngine
import LayoutSpec
import LayoutSpecReader
import Testing

/// Frames read back from a golden file, as JSON and ndjson print them (docs/command-line.md).
@Suite struct GoldenReaderTests {
    /// A document with the layout's own boundary item, a section with two items, a header, an
    /// anchored badge and two decorations of one kind, and what is visible at an offset.
    static let json = """
        {
          "container": {"width": 390, "height": 844},
          "contentSize": {"width": 390, "height": 500},
          "supplementaries": [{"kind": "menu", "index": 0, "x": 0, "y": 0, "width": 72, "height": 390, "zIndex": 1000000001}],
          "sections": [
            {
              "index": 0, "id": "feed", "kind": "compositional",
              "frame": {"x": 0, "y": 0, "width": 390, "height": 500},
              "items": [{"index": 0, "x": 0, "y": 40, "width": 195, "height": 100}, {"index": 1, "id": "b", "x": 195, "y": 40, "width": 195, "height": 100}],
              "supplementaries": [
                {"kind": "header", "index": 0, "x": 0, "y": 0, "width": 390, "height": 40},
                {"kind": "badge", "index": 1, "item": 1, "x": 370, "y": 40, "width": 20, "height": 20}
              ],
              "decorations": [{"kind": "card", "x": 0, "y": 40, "width": 390, "height": 100}, {"kind": "card", "x": 0, "y": 140, "width": 390, "height": 100}]
            }
          ],
          "visible": [{"offset": {"x": 0, "y": 0}, "elements": [{"section": "feed", "element": "item", "index": 0, "x": 0, "y": 40, "width": 195, "height": 100}]}]
        }
        """

    /// The same layout as ndjson: one line per element, each section's after its own line.
    static let ndjson = """
        {"element":"content","width":390,"height":500}
        {"element":"menu","index":0,"x":0,"y":0,"width":72,"height":390,"zIndex":1000000001}
        {"section":"feed","element":"section","index":0,"kind":"compositional","x":0,"y":0,"width":390,"height":500}
        {"section":"feed","element":"item","index":0,"x":0,"y":40,"width":195,"height":100}
        {"section":"feed","element":"item","index":1,"id":"b","x":195,"y":40,"width":195,"height":100}
        {"section":"feed","element":"header","index":0,"x":0,"y":0,"width":390,"height":40}
        {"section":"feed","element":"badge","index":1,"item":1,"x":370,"y":40,"width":20,"height":20}
        {"section":"feed","element":"decoration","kind":"card","x":0,"y":40,"width":390,"height":100}
        {"section":"feed","element":"decoration","kind":"card","x":0,"y":140,"width":390,"height":100}
        {"scrollOffset":{"x":0,"y":0},"section":"feed","element":"item","index":0,"x":0,"y":40,"width":195,"height":100}

        """

    /// What both texts hold, element by element.
    static let frames: [FramedElement] = [
        FramedElement(ElementIdentity(section: nil, category: .supplementary, kind: "menu", index: 0), Rect(x: 0, y: 0, width: 72, height: 390)),
        FramedElement(ElementIdentity(section: 0, category: .section, kind: "compositional", index: 0), Rect(x: 0, y: 0, width: 390, height: 500)),
        FramedElement(ElementIdentity(section: 0, category: .item, index: 0), Rect(x: 0, y: 40, width: 195, height: 100)),
        FramedElement(ElementIdentity(section: 0, category: .item, index: 1), Rect(x: 195, y: 40, width: 195, height: 100)),
        FramedElement(ElementIdentity(section: 0, category: .supplementary, kind: "header", index: 0), Rect(x: 0, y: 0, width: 390, height: 40)),
        FramedElement(ElementIdentity(section: 0, category: .supplementary, kind: "badge", index: 1), Rect(x: 370, y: 40, width: 20, height: 20)),
        FramedElement(ElementIdentity(section: 0, category: .decoration, kind: "card", index: 0), Rect(x: 0, y: 40, width: 390, height: 100)),
        FramedElement(ElementIdentity(section: 0, category: .decoration, kind: "card", index: 1), Rect(x: 0, y: 140, width: 390, height: 100)),
    ]

    /// The two parsers frames are read with: json-c, the command line's, and `PlainJSON`, a
    /// snapshot test's.
    static let parsers: [any JSONTreeParser] = [StrictJSON(), PlainJSON()]

    /// The documents of `text` as both parsers read them, which must agree.
    static func documents(in text: [UInt8], format: GoldenReader.Format) throws(GoldenError) -> [FramedLayout] {
        let plain = try GoldenReader.documents(in: text, format: format, parser: PlainJSON())
        let strict = try GoldenReader.documents(in: text, format: format, parser: StrictJSON())
        #expect(plain.map(\.elements) == strict.map(\.elements))
        #expect(plain.map(\.contentSize) == strict.map(\.contentSize))
        #expect(plain.map(\.sectionIDs) == strict.map(\.sectionIDs))
        #expect(LayoutDifference(expected: plain, actual: strict).documents.isEmpty)
        return plain
    }

    @Test func jsonFramesAreRead() throws {
        let documents = try Self.documents(in: Array(Self.json.utf8), format: .json)
        #expect(documents.count == 1)
        #expect(documents[0].elements == Self.frames)
        #expect(documents[0].containerWidth == 390)
        #expect(documents[0].contentSize == Size(width: 390, height: 500))
        #expect(documents[0].sectionIDs == ["feed"])
    }

    @Test func ndjsonFramesAreRead() throws {
        let documents = try Self.documents(in: Array(Self.ndjson.utf8), format: .ndjson)
        #expect(documents.count == 1)
        #expect(documents[0].elements == Self.frames)
        #expect(documents[0].containerWidth == nil)
        #expect(documents[0].width == 390)
        #expect(documents[0].sectionIDs == ["feed"])
    }

    /// An array of documents (a width list) is read document by document, and so are ndjson's
    /// documents, each starting at its content line.
    @Test func severalDocumentsAreRead() throws {
        let array = try Self.documents(in: Array("[\(Self.json), \(Self.json)]".utf8), format: .json)
        #expect(array.count == 2)
        #expect(array[1].elements == Self.frames)
        let lines = try Self.documents(in: Array((Self.ndjson + Self.ndjson).utf8), format: .ndjson)
        #expect(lines.count == 2)
        #expect(lines[1].elements == Self.frames)
    }

    /// A golden that is the same in every frame but what is visible still differs.
    @Test func whatTheFramesDoNotShowStillDiffers() throws {
        let other = Self.json.replacingOccurrences(of: #""offset": {"x": 0, "y": 0}"#, with: #""offset": {"x": 0, "y": 5}"#)
        #expect(other != Self.json)
        let expected = try Self.documents(in: Array(Self.json.utf8), format: .json)
        let actual = try Self.documents(in: Array(other.utf8), format: .json)
        let difference = LayoutDifference(expected: expected, actual: actual)
        #expect(difference.documents.count == 1)
        #expect(difference.count(.unchanged) == Self.frames.count)
        #expect(LayoutDifference(expected: expected, actual: expected).documents.isEmpty)
    }

    @Test(arguments: Self.parsers)
    func aSyntaxErrorIsAtItsLineAndColumn(parser: any JSONTreeParser) {
        #expect {
            try GoldenReader.documents(in: Array("{\n  \"contentSize\": 1,\n}".utf8), format: .json, parser: parser)
        } throws: { error in
            (error as? GoldenError)?.rendered(source: "golden.json").hasPrefix("golden.json:3:1: error: ") == true
        }
        // ndjson's lines are read one by one, and the error placed on the file's line.
        #expect {
            try GoldenReader.documents(in: Array(#"{"element":"content","width":1,"height":1}"#.utf8) + Array("\n{\"element\":,}\n".utf8), format: .ndjson, parser: parser)
        } throws: { error in
            (error as? GoldenError)?.rendered(source: "golden.ndjson").hasPrefix("golden.ndjson:2:") == true
        }
    }

    @Test(arguments: Self.parsers)
    func aValueNotAsPrintedIsAtItsPath(parser: any JSONTreeParser) {
        let bad = Self.json.replacingOccurrences(of: #""x": 195, "y": 40"#, with: #""x": "195", "y": 40"#)
        #expect {
            try GoldenReader.documents(in: Array(bad.utf8), format: .json, parser: parser)
        } throws: { error in
            (error as? GoldenError)?.rendered(source: "golden.json")
                == #"golden.json: error: sections[0].items[1].x: expected a number, found a string"#
        }
        let missing = Self.ndjson.replacingOccurrences(of: #""index":1,"id":"b","x":195,"#, with: #""index":1,"id":"b","#)
        #expect {
            try GoldenReader.documents(in: Array(missing.utf8), format: .ndjson, parser: parser)
        } throws: { error in
            (error as? GoldenError)?.rendered(source: "golden.ndjson") == #"golden.ndjson: error: line 5: missing key "x""#
        }
        #expect {
            try GoldenReader.documents(in: Array("[1]".utf8), format: .json, parser: parser)
        } throws: { error in
            (error as? GoldenError)?.rendered(source: "g") == "g: error: [0]: expected a layout document (an object), found a number"
        }
        // A table is not JSON at all.
        #expect {
            try GoldenReader.documents(in: Array("section  kind\n".utf8), format: .json, parser: parser)
        } throws: { error in
            (error as? GoldenError)?.rendered(source: "g").hasPrefix("g:1:1: error: ") == true
        }
    }
}

/// json-c, through the reader, as the command line reads a golden file.
struct StrictJSON: JSONTreeParser {
    func withRoot<Result>(of text: [UInt8], _ body: (any SpecNode) throws(SpecError) -> Result) throws(SpecError) -> Result {
        try JSONText.withRoot(of: text, body)
    }
}
