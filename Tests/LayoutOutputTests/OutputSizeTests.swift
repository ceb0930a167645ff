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
            try LayoutWriter.write(documents, format: format, precision: precision, to: &out)
        }
    }

    func size(_ documents: [LaidOutDocument], _ format: OutputFormat, precision: Int? = nil) -> OutputSize {
        var size = OutputSize(format: format, precision: precision, severalDocuments: documents.count > 1)
        for document in documents { size.add(document) }
        return size
    }

    /// The elements of a JSON document, counted from the document itself: the content, the
    /// layout's boundary items, each section and what it holds, each orthogonal row and its
    /// resting offsets, each transforms offset and its items, each scroll offset and what is
    /// on screen there.
    func elements(ofJSON document: [String: Any]) -> (elements: Int, visible: Int) {
        func count(_ key: String, in object: [String: Any]) -> Int { (object[key] as? [Any])?.count ?? 0 }
        var elements = 1 + count("supplementaries", in: document)
        for case let section as [String: Any] in document["sections"] as? [Any] ?? [] {
            elements += 1 + count("items", in: section) + count("supplementaries", in: section) + count("decorations", in: section)
            if let orthogonal = section["orthogonal"] as? [String: Any] { elements += 1 + count("restingOffsets", in: orthogonal) }
            for case let snapshot as [String: Any] in section["transforms"] as? [Any] ?? [] {
                elements += 1 + count("items", in: snapshot)
            }
        }
        var visible = 0
        for case let offset as [String: Any] in document["visible"] as? [Any] ?? [] { visible += 1 + count("elements", in: offset) }
        return (elements + visible, visible)
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
            let json = try JSONSerialization.jsonObject(with: Data(try written(documents, .json)))
            let parsed = (json as? [Any])?.compactMap { $0 as? [String: Any] } ?? [json as? [String: Any] ?? [:]]
            let actual = parsed.map(elements(ofJSON:)).reduce((0, 0)) { ($0.0 + $1.elements, $0.1 + $1.visible) }
            let counted = size(documents, .json).elements
            if actual.1 == 0 {
                #expect(counted == actual.0, "\(sample) \(widths)")
            } else {
                #expect(counted >= actual.0, "\(sample) \(widths)")
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
    ///   the picture's title print it.
    @Test(arguments: [
        #"{"container": {"width": 390}, "boundaryItems": [{"kind": "\#(String(repeating: "k", count: 5000))", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "top"}], "sections": [{"kind": "flow", "items": 300}]}"#,
        #"{"container": {"width": 390}, "sections": [{"id": "\#(String(repeating: "i", count: 5000))", "kind": "flow", "items": 0}\#(String(repeating: #", {"kind": "flow", "items": 0}"#, count: 199))]}"#,
        #"{"container": {"width": 390}, "sections": [\#((0..<50).map { #"{"id": "\#($0)\#(String(repeating: "y", count: 3000))", "kind": "carousel", "items": 0, "orthogonalScrolling": "continuous"}"# }.joined(separator: ", "))]}"#,
        #"{"container": {"width": 390}, "sections": []}"#,
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
}
