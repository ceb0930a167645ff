import Foundation
import LayoutEngine
import LayoutOutput
import LayoutText
import Testing
import TestSupport

/// Every format's count against what it writes, over generated runs (`GeneratedRun`): the bytes
/// counted (`OutputSize.bytes`, an upper bound) are never fewer than those written, and the
/// elements counted are those the output holds, as `OutputLimits.maximumElements` documents
/// them: exactly, but for what is on screen at the scroll offsets, which is bounded from above
/// (each offset's own entry exactly).
///
/// Each format's elements are found in its output: JSON's in the parsed documents; ndjson's as
/// JSON's, one line for each but the entries it puts on another's line (resting offsets,
/// offsets of transforms and of what is visible); the table's as its rows; the picture's as
/// its shapes (a band per section, a rectangle per item, supplementary and decoration, the
/// content's outline, each scale at the first offset); the page's as its tags (a document, a
/// band per section, a `div` per item, supplementary and decoration). What is on screen is
/// checked apart: the same documents without their scroll offsets are counted and written again.
@Suite struct FormatBoundTests {
    static let cases = 320
    static let batches = 8
    static let firstSeed: UInt64 = 0xF0_2_AD5

    @Test(arguments: 0..<FormatBoundTests.batches)
    func everyFormatWritesNoMoreThanItCounts(batch: Int) throws {
        var runs = 0
        var coverage = Coverage()
        for index in stride(from: batch, to: Self.cases, by: Self.batches) {
            let seed = Self.firstSeed &+ UInt64(index)
            guard let run = GeneratedRun(seed: seed) else { continue }
            runs += 1
            coverage.include(run)
            for format in OutputFormat.allCases {
                try check(run, in: format, seed: seed)
            }
        }
        // The runs must hold what the bounds are tested on, or the test would test little.
        #expect(runs * 10 >= (Self.cases / Self.batches) * 9, "only \(runs) runs laid out")
        #expect(coverage.isBroad, "\(coverage)")
    }

    func check(_ run: GeneratedRun, in format: OutputFormat, seed: UInt64) throws {
        let context = "seed \(seed), \(format), precision \(run.precision.map(String.init) ?? "none"), \(run.documents.count) documents"
        let full = run.size(in: format)
        let bytes = try run.written(in: format)
        #expect(full.refusal == nil, "\(context)")
        #expect(bytes.count <= full.bytes, "\(context): \(bytes.count) bytes written, \(full.bytes) counted")

        let quiet = run.withoutScrollOffsets
        let quietSize = quiet.size(in: format)
        let quietBytes = try quiet.written(in: format)
        #expect(quietBytes.count <= quietSize.bytes, "\(context), no scroll offsets: \(quietBytes.count) written, \(quietSize.bytes) counted")
        let onScreen = full.elements - quietSize.elements
        switch format {
        case .json:
            let written = try JSONElements(bytes)
            #expect(quietSize.elements == (try JSONElements(quietBytes)).all, "\(context)")
            #expect(written.all - written.visible == quietSize.elements, "\(context)")
            #expect(onScreen >= written.visible, "\(context): \(onScreen) counted on screen, \(written.visible) written")
            #expect(written.visibleOffsets == run.scrollOffsetsCount, "\(context)")
        case .ndjson:
            // The elements of JSON, each on its line but those on another's.
            let json = try JSONElements(try run.written(in: .json))
            #expect(full.elements == run.size(in: .json).elements, "\(context)")
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(lines.last?.isEmpty ?? true, "\(context): the last line ends")
            #expect(lines.count - 1 == json.all - json.restingOffsets - json.transformOffsets - json.visibleOffsets, "\(context)")
        case .table:
            #expect(quietSize.elements == TableRows(quietBytes, documents: run.documents.count).count, "\(context)")
            #expect(full.elements >= TableRows(bytes, documents: run.documents.count).count, "\(context)")
        case .svg:
            let quietShapes = SVGShapes(quietBytes)
            let firstOffsets = run.documents.reduce(0) { total, document in
                total + document.layout.sections.filter { !($0.transforms?.isEmpty ?? true) }.count
            }
            #expect(quietSize.elements == quietShapes.elements + firstOffsets, "\(context)")
            // The viewport at the first scroll offset, and what is pinned there.
            let shapes = SVGShapes(bytes)
            let scrolled = run.documents.filter { !$0.layout.scrollOffsets.isEmpty }.count
            #expect(onScreen >= scrolled + shapes.pinned, "\(context)")
        case .html:
            // The page lists no transforms and nothing on screen: its script works them out.
            #expect(full.elements == quietSize.elements, "\(context)")
            #expect(full.elements == PageElements(bytes).count, "\(context)")
        }
    }

    /// What the generated runs held, all batches' cases together being the test's reach.
    struct Coverage: CustomStringConvertible {
        var precisions: Set<Int?> = []
        var severalDocuments = 0
        var scrollOffsets = 0
        var transforms = 0
        var longIDs = 0
        var escapedKinds = 0
        var itemIDs = 0

        mutating func include(_ run: GeneratedRun) {
            precisions.insert(run.precision)
            if run.documents.count > 1 { severalDocuments += 1 }
            let layouts = run.documents.map(\.layout)
            if layouts.contains(where: { !$0.scrollOffsets.isEmpty }) { scrollOffsets += 1 }
            if layouts.contains(where: { $0.sections.contains { $0.transforms != nil } }) { transforms += 1 }
            if layouts.contains(where: { $0.sections.contains { $0.id.utf8.count > 200 } }) { longIDs += 1 }
            let kinds = layouts.flatMap { $0.supplementaries.map(\.kind) + $0.sections.flatMap { $0.supplementaries.map(\.kind) } }
            if kinds.contains(where: { $0.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") } }) { escapedKinds += 1 }
            if layouts.contains(where: { $0.sections.contains { $0.itemIDs != nil } }) { itemIDs += 1 }
        }

        /// Each of what the bounds depend on comes up in a batch of 40 runs.
        var isBroad: Bool {
            precisions.count >= 3 && [severalDocuments, scrollOffsets, transforms, longIDs, escapedKinds, itemIDs].allSatisfy { $0 > 0 }
        }

        var description: String {
            "precisions \(precisions), several documents \(severalDocuments), scroll offsets \(scrollOffsets), transforms "
                + "\(transforms), long ids \(longIDs), escaped kinds \(escapedKinds), item ids \(itemIDs)"
        }
    }
}

/// A run of layoutcalc made from a seed: one spec or two (`ScreenGenerator`'s screens), each at
/// its own width or at two or three, under a name that may need escaping, a precision or none.
/// In half the runs the ids and kinds are renamed in the layouts, as a spec could name them:
/// long (up to 8,000 bytes), with what JSON, a terminal or XML escapes (quotes, backslashes,
/// control characters, `&`, `<`), wide and combining characters; the same name at each width.
struct GeneratedRun {
    var documents: [LaidOutDocument]
    var precision: Int?

    /// Nil when the engine refuses a screen (a few do: a group that cannot fit, and the like).
    init?(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var generator = ScreenGenerator(seed: seed)
        precision = random.pick([nil, nil, nil, 0, 1, 2, 3, 17])
        let sources = ["spec.json", "<stdin>", "dir/" + String(repeating: "é", count: 300), "a\"b\\c\u{1}&<>", "日本\u{202E}.json"]
        documents = []
        for _ in 0..<(random.chance(25) ? 2 : 1) {
            var screen = generator.screen()
            let source = random.pick(sources)
            let widths: [Double?] =
                random.chance(30) ? [nil] + (0..<Int.random(in: 1...2, using: &random)).map { _ in random.pick([240, 320.5, 390, 834]) } : [nil]
            var names = random.chance(50) ? Names(&random) : nil
            for width in widths {
                if let width { screen.container.width = width }
                guard var layout = try? screen.layout() else { return nil }
                names?.rename(&layout, &random)
                documents.append(LaidOutDocument(source: source, layout: layout))
            }
        }
    }

    private init(documents: [LaidOutDocument], precision: Int?) {
        self.documents = documents
        self.precision = precision
    }

    /// The same documents, nothing on screen asked about.
    var withoutScrollOffsets: GeneratedRun {
        GeneratedRun(
            documents: documents.map { document in
                var layout = document.layout
                layout.scrollOffsets = []
                return LaidOutDocument(source: document.source, layout: layout)
            }, precision: precision)
    }

    var scrollOffsetsCount: Int { documents.reduce(0) { $0 + $1.layout.scrollOffsets.count } }

    func size(in format: OutputFormat) -> OutputSize {
        var size = OutputSize(format: format, precision: precision, severalDocuments: documents.count > 1)
        for document in documents { size.add(document) }
        return size
    }

    func written(in format: OutputFormat) throws -> [UInt8] {
        try ByteArraySink.collect { (out) throws(OutputError) in
            try format.write(documents, precision: precision, to: &out)
        }
    }

    /// New names for a spec's sections, kinds and items, the same at each width.
    struct Names {
        static let pieces = [
            "x", "feed", "\"quoted\"", "back\\slash", "\u{1B}[31mred", "tab\tnew\nline", "\u{7F}\u{85}", "&amp;<b>", "日本語",
            "👍🏽", "e\u{301}", "\u{202E}rtl", "zero\u{200B}width",
        ]
        var sectionIDs: [Int: String] = [:]
        var kinds: [String: String] = [:]
        let renamesItems: Bool

        init(_ random: inout SeededRandom) {
            renamesItems = random.chance(50)
        }

        /// A name of one to a few pieces, or of one piece repeated to a few hundred or thousand bytes.
        static func name(_ random: inout SeededRandom) -> String {
            if random.chance(25) {
                return String(repeating: random.pick(pieces), count: random.pick([50, 300, 1000]))
            }
            return (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(pieces) }.joined()
        }

        mutating func rename(_ layout: inout ScreenLayout, _ random: inout SeededRandom) {
            for index in layout.supplementaries.indices { rename(kind: &layout.supplementaries[index].kind, &random) }
            for position in layout.sections.indices {
                let section = layout.sections[position].index
                if sectionIDs[section] == nil { sectionIDs[section] = Self.name(&random) }
                layout.sections[position].id = sectionIDs[section]!
                for index in layout.sections[position].supplementaries.indices {
                    rename(kind: &layout.sections[position].supplementaries[index].kind, &random)
                }
                for index in layout.sections[position].decorations.indices {
                    rename(kind: &layout.sections[position].decorations[index].kind, &random)
                }
                if renamesItems {
                    let count = layout.sections[position].items.count
                    // Item ids depend on the item alone, so that each width names it alike.
                    layout.sections[position].itemIDs = (0..<count).map { item in
                        item % 3 == 0 ? nil : Self.pieces[(item + section) % Self.pieces.count] + String(item)
                    }
                }
            }
        }

        private mutating func rename(kind: inout String, _ random: inout SeededRandom) {
            if kinds[kind] == nil { kinds[kind] = Self.name(&random) }
            kind = kinds[kind]!
        }
    }
}

/// The elements of JSON output (a document, or an array of them), counted from the parsed
/// documents: the content, the layout's boundary items, each section and what it holds, each
/// orthogonal row and its resting offsets, each transforms offset and its items, each scroll
/// offset and what is on screen there.
struct JSONElements {
    var all = 0
    /// Each scroll offset's entry and the elements on screen there.
    var visible = 0
    var visibleOffsets = 0
    var restingOffsets = 0
    var transformOffsets = 0

    init(_ bytes: [UInt8]) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(bytes))
        let documents = (parsed as? [Any])?.compactMap { $0 as? [String: Any] } ?? [parsed as? [String: Any] ?? [:]]
        func count(_ key: String, in object: [String: Any]) -> Int { (object[key] as? [Any])?.count ?? 0 }
        for document in documents {
            all += 1 + count("supplementaries", in: document)
            for case let section as [String: Any] in document["sections"] as? [Any] ?? [] {
                all += 1 + count("items", in: section) + count("supplementaries", in: section) + count("decorations", in: section)
                if let orthogonal = section["orthogonal"] as? [String: Any] {
                    all += 1 + count("restingOffsets", in: orthogonal)
                    restingOffsets += count("restingOffsets", in: orthogonal)
                }
                for case let snapshot as [String: Any] in section["transforms"] as? [Any] ?? [] {
                    all += 1 + count("items", in: snapshot)
                    transformOffsets += 1
                }
            }
            for case let offset as [String: Any] in document["visible"] as? [Any] ?? [] {
                visible += 1 + count("elements", in: offset)
                visibleOffsets += 1
            }
        }
        all += visible
    }
}

/// The rows of a table's output: each document's block but its header row, and its heading and
/// the blank line before it when there are several documents.
struct TableRows {
    var count = 0

    init(_ bytes: [UInt8], documents: Int) {
        let text = String(decoding: bytes, as: UTF8.self)
        // A row is never empty: documents are apart where a line is.
        for block in text.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n").count
            count += lines - 1 - (documents > 1 ? 1 : 0)
        }
    }
}

/// The shapes of an SVG picture that are elements: each document's content outline, a band for
/// each section, a rectangle for each item, boundary item, badge and decoration, and one for
/// each item scaled at its row's first offset; and the pinned items outlined at the first
/// scroll offset.
struct SVGShapes {
    var elements = 0
    var pinned = 0

    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        func count(_ start: String) -> Int { text.components(separatedBy: "<rect class=\"" + start).count - 1 }
        elements = count("container\"") + count("band") + count("item fill") + count("boundary\"") + count("badge\"")
            + count("decoration\"") + count("scaled\"")
        pinned = count("pinned\"")
    }
}

/// The elements of an HTML page, counted from its tags: a document, a section's band, an item,
/// a supplementary and a decoration each (what is in an id or a kind is escaped, and cannot
/// start a tag).
struct PageElements {
    var count = 0

    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        func occurrences(_ start: String) -> Int { text.components(separatedBy: start).count - 1 }
        count = occurrences("<section class=\"doc\"") + occurrences("<div class=\"band\"") + occurrences("<div data-section=\"")
    }
}
