import Foundation
import LayoutEngine
@testable import LayoutOutput
import LayoutSpec
import LayoutText
import LayoutSpecReader
import Testing
import TestSupport

/// `OutputSize` counts what a run prints before it is written: its elements exactly (what is
/// visible at the scroll offsets as the element index bounds it), its bytes as an upper bound.
@Suite struct OutputSizeTests {
    static let samples = ["home", "home-rtl", "albums", "fruits", "mosaic", "photos-album", "settings", "shelf", "waterfall"]

    func documents(_ sample: String, widths: [Double?] = [nil], offsets: [Double]? = nil) throws -> [LaidOutDocument] {
        let text = try Data(contentsOf: packageRoot.appendingPathComponent("samples/\(sample).json"))
        var screen = try SpecReader.read(Array(text), overrides: LayoutOverrides(offsets: offsets))
        return try widths.map { width in
            if let width { screen.container.width = width }
            return LaidOutDocument(source: "samples/\(sample).json", layout: try screen.layout())
        }
    }

    func written(_ documents: [LaidOutDocument], _ format: OutputFormat, precision: Int? = nil) throws -> [UInt8] {
        try ByteArraySink.collect { (out) throws(OutputError) in
            try format.write(documents, precision: precision, to: &out)
        }
    }

    func size(_ documents: [LaidOutDocument], _ format: OutputFormat, precision: Int? = nil) -> OutputSize {
        var size = OutputSize(format: format, precision: precision, severalDocuments: documents.count > 1)
        for document in documents { size.add(document) }
        return size
    }

    /// Every sample, at its width and at two at once, in every format and rounded or not: the
    /// bytes counted are never fewer than those written, and JSON's elements are those the
    /// document holds (what is visible bounded from above, exact where nothing is).
    @Test(arguments: samples)
    func theCountIsExactAndTheBytesAnUpperBound(_ sample: String) throws {
        for widths in [[nil], [390.0, 834.0]] as [[Double?]] {
            let documents = try self.documents(sample, widths: widths)
            for format in OutputFormat.allCases {
                for precision in [nil, 17] as [Int?] {
                    let bytes = try written(documents, format, precision: precision).count
                    let counted = size(documents, format, precision: precision)
                    #expect(counted.bytes >= bytes, "\(sample) \(widths) \(format) \(String(describing: precision))")
                    #expect(counted.refusal == nil)
                }
            }
            let actual = try JSONElements(try written(documents, .json))
            let counted = size(documents, .json).elements
            if actual.visible == 0 {
                #expect(counted == actual.all, "\(sample) \(widths)")
            } else {
                #expect(counted >= actual.all, "\(sample) \(widths)")
            }
        }
    }

    /// Specs whose long strings the fixed allowances (a kilobyte a document, eight a picture)
    /// cannot hide, at one width and at two, from a spec with a long name, in every format:
    /// the bytes counted are never fewer than those written.
    /// - a boundary item's kind of 5,000 bytes: the table pads every row's element cell to it,
    ///   with no scroll offsets to look at kinds for;
    /// - one section id of 5,000 bytes among 200 sections of no items: the table pads every
    ///   row's id cell (the sections' own rows, the header's and the content's too) to it;
    /// - orthogonal rows of no items with ids of 3,000 bytes: ndjson names the section on the
    ///   line of its resting offsets;
    /// - a name of 3,000 `&` (for any spec, the empty one included): the table's heading and
    ///   the picture's title print it;
    /// - a decoration's kind of 5,000 bytes, which JSON and the page print and the table does
    ///   not.
    @Test(arguments: [
        #"{"container": {"width": 390}, "boundaryItems": [{"kind": "\#(String(repeating: "k", count: 5000))", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "top"}], "sections": [{"kind": "flow", "items": 300}]}"#,
        #"{"container": {"width": 390}, "sections": [{"id": "\#(String(repeating: "i", count: 5000))", "kind": "flow", "items": 0}\#(String(repeating: #", {"kind": "flow", "items": 0}"#, count: 199))]}"#,
        #"{"container": {"width": 390}, "sections": [\#((0..<50).map { #"{"id": "\#($0)\#(String(repeating: "y", count: 3000))", "kind": "carousel", "items": 0, "orthogonalScrolling": "continuous"}"# }.joined(separator: ", "))]}"#,
        #"{"container": {"width": 390}, "sections": []}"#,
        #"{"container": {"width": 390}, "sections": [{"kind": "flow", "items": 300, "decorations": [{"kind": "\#(String(repeating: "d", count: 5000))"}]}]}"#,
    ])
    func longStringsAreCounted(_ spec: String) throws {
        var screen = try SpecReader.read(Array(spec.utf8))
        for source in ["spec.json", String(repeating: "&", count: 3000)] {
            for widths in [[390], [390, 834]] as [[Double]] {
                let documents = try widths.map { width in
                    screen.container.width = width
                    return LaidOutDocument(source: source, layout: try screen.layout())
                }
                for format in OutputFormat.allCases {
                    let bytes = try written(documents, format).count
                    #expect(size(documents, format).bytes >= bytes, "\(format) \(widths) \(source.prefix(10))")
                }
            }
        }
    }

    /// A decoration's row in the table says `decoration`, not its kind: a kind of 2,000 bytes
    /// adds nothing to the table's count (it once padded every row's element cell to it, and
    /// refused a flow of 50,000 items as a table of over 1 GiB).
    @Test func aDecorationsKindIsNotCountedInTheTable() throws {
        func counted(_ kind: String) throws -> Int {
            let spec = #"{"container": {"width": 390}, "sections": [{"kind": "flow", "items": 100, "decorations": [{"kind": "\#(kind)"}]}]}"#
            let screen = try SpecReader.read(Array(spec.utf8))
            return size([LaidOutDocument(source: "spec.json", layout: try screen.layout())], .table).bytes
        }
        #expect(try counted(String(repeating: "k", count: 2000)) == counted("k"))
    }

    /// The home screen as JSON: the content (1), three sections (3), 30 items, the widgets'
    /// header (1), the carousel's row and its 10 resting offsets (11), the widgets' row and its
    /// one (2), and the carousel's transforms at its 10 offsets, one page visible at each
    /// (10 + 10): 68.
    @Test func theHomeScreensElements() throws {
        #expect(size(try documents("home"), .json).elements == 68)
        // At one offset (--offset 0) the transforms hold one offset and one page: 50.
        #expect(size(try documents("home", offsets: [0]), .json).elements == 50)
        // The table has a row for each of the content, the sections, the items and the header,
        // and none for resting offsets or transforms: 35.
        #expect(size(try documents("home"), .table).elements == 35)
    }

    func layout(_ json: String) throws -> [LaidOutDocument] {
        [LaidOutDocument(source: "spec.json", layout: try screen(json).layout())]
    }

    /// A layout of no sections, alone, each number counted at 24 bytes (N), as each format's
    /// templates make its text:
    /// - JSON: `{` and `"container": {` and `"width": ` (2 + 2 + 15 + 4 + 9 = 32) and N; its
    ///   `"height": ` (2 + 4 + 10 = 16) and N, `"scale": ` (15) and N; `}` and
    ///   `"contentSize": {` and `"width": ` (1 + 2 + 1 + 2 + 2 + 15 + 2 + 4 + 9 = 38) and N; its
    ///   `"height": ` (16) and N, its `}` (4); the arrays `supplementaries` (2 + 2 + 20 and a
    ///   `]` on a line, 4: 28), `sections` (2 + 2 + 13 + 4 = 21) and `visible` (20); the `}`
    ///   (2); the newline (1): 313.
    /// - ndjson: the content's line, `{`, `"element":` (10), `"content"` (9), `,"width":` (9)
    ///   and N, `,"height":` (10) and N, `}` and the newline (2): 89.
    /// - the table: the header row and the content's, each text cell with its padding at most
    ///   its longest and the wider of its header and that (the section's: 0 + 7; the kind's:
    ///   13 + 13, `compositional`; the element's: 10 + 10, `decoration`), two spaces before
    ///   each other cell, the index's (11) and four numbers (N), and the newline: 175; the header
    ///   row has the scale's too (2 + N): 201. 376 in all.
    @Test func anEmptyLayoutsOwnText() throws {
        let documents = try layout(#"{"container": {"width": 100}, "sections": []}"#)
        #expect(size(documents, .json).bytes == 313)
        #expect(size(documents, .ndjson).bytes == 89)
        #expect(size(documents, .table).bytes == 376)
    }

    /// One item more in a waterfall's section `s` (no ids of items) adds one element and its
    /// bytes, each number counted at 24 bytes (N) and an index at 11:
    /// - JSON: after a comma, an object indented 8 and its `"index": ` (2 + 8 + 2 + 10 + 9 = 31)
    ///   and the index; `"id": ` (2 + 10 + 6 = 18); `"x": `, `"y": `, `"width": `,
    ///   `"height": ` (17 + 17 + 21 + 22) and 4 N; `"zIndex": ` (22) and 20; the `}` (1 + 8 +
    ///   1): 285.
    /// - ndjson: `{`, `"section":` (10), `"s"` (3), `,`, `"element":` (10), `"item"` (6),
    ///   `,"index":` (9) and the index, `,"id":` (6), the frame's keys (5 + 5 + 9 + 10) and 4 N,
    ///   `,"zIndex":` (10) and 20, `}` and the newline: 214.
    /// - the table: a row with the scale's cell, the id's cell 1 + 7: 202.
    /// - the picture: the item's rectangle, `<rect class="` (13), `item fill0` (10), `" x="`,
    ///   `" y="` (5 + 5), `" width="` (9), `" height="` (10), `"/>` and the newline (4) and 4 N;
    ///   its number, `<text class="number" font-size="` (32) and N, `" x="` and N, `" y="` and
    ///   N, `">` (2), the index, `</text>` and the newline (8): 287.
    /// - the page: `<div data-section="` (19) and an index, `" data-element="` (16), `item`
    ///   (4), `" data-index="` (14) and the index, `" data-frame="` (14) and 4 N with 3
    ///   commas, `" data-z="` (10) and 20, `" data-group="` (14) and 4 N with 3 commas (the
    ///   page counts a group for every item), `"></div>` and the newline (9): 340.
    @Test(arguments: [(OutputFormat.json, 285), (.ndjson, 214), (.table, 202), (.svg, 287), (.html, 340)])
    func anItemIsCountedAtItsTemplates(_ format: OutputFormat, bytes: Int) throws {
        let one = size(try layout(#"{"container": {"width": 100}, "sections": [{"id": "s", "kind": "waterfall", "ratios": [1]}]}"#), format)
        let two = size(try layout(#"{"container": {"width": 100}, "sections": [{"id": "s", "kind": "waterfall", "ratios": [1, 2]}]}"#), format)
        #expect(two.elements - one.elements == 1)
        #expect(two.bytes - one.bytes == bytes)
    }
}
