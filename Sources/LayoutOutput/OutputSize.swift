import LayoutSpec
import LayoutText
import LayoutEngine

/// What one run may print, checked against its `OutputSize` before any byte is written. The
/// limits hold a run within a second and 1 GiB on this machine (2 cores; README, Limits): the
/// costliest elements to make and print (a badge on each item: 80 bytes each, laid out and
/// written) take about a sixth of a microsecond, a table's row up to half of one.
public enum OutputLimits {
    /// The most elements the output of one run may hold as JSON or ndjson, in all its
    /// documents: the content, sections, item frames, supplementaries, decorations, resting
    /// offsets, transforms (each offset, and each item scale at it) and what is visible at each
    /// scroll offset (the offset, and each element there). The most items a spec may have,
    /// and a fifth more.
    public static let maximumElements = 6_000_000
    /// The most rows a table may have: it is for people, and each row is measured and written.
    public static let maximumTableRows = 1_500_000
    /// The most elements an SVG picture draws: past that it is no longer a picture anyone
    /// looks at, and a renderer takes its time.
    public static let maximumPictureElements = 100_000
    /// The most bytes the output may be estimated at (`OutputSize.bytes`, an upper bound), as
    /// JSON or ndjson: written at about 1.2 GB a second where long ids make most of it, and
    /// the elements bound what numbers make.
    public static let maximumBytes = 2 << 30
    /// The most bytes of a table or a picture, estimated alike: they are for people (a table's
    /// 1,500,000 rows are estimated at some 300 MB), and a table of long ids is written at
    /// about 0.3 GB a second.
    public static let maximumBytesForPeople = 1 << 30
    /// How many times in all the viewports at the scroll offsets may meet a section (each
    /// meeting costs a search, whether the section shows anything there or not).
    public static let maximumSectionsMet = 2_000_000
    /// The most documents (specs times widths) one run lays out.
    public static let maximumDocuments = 10_000
    /// The most sections one run lays out, in all its documents (specs times widths): a
    /// section, laid out, counted and printed, costs from one microsecond (a list as JSON) to
    /// four (a carousel's row as ndjson), some twenty times an item, and 300 bytes while the
    /// run's documents are kept; 550 sections at 10,000 widths, within the element limit, took
    /// seconds and gigabytes.
    public static let maximumSectionsLaidOut = 200_000

    /// The refusal of a spec whose sections at its widths, after `before` of the specs before
    /// it, pass `maximumSectionsLaidOut`: known before it is laid out.
    public static func tooManySectionsLaidOut(sections: Int, widths: Int, before: Int) -> SpecIssue {
        SpecIssue(
            .output(.sectionsLaidOut(sections: sections, widths: widths, before: before, limit: maximumSectionsLaidOut)),
            at: SpecPath.root.key("sections"))
    }

    /// The refusal of a section the engine would not lay out within `maximumElements` (see
    /// `Screen.layout(elementLimit:)`), `width` named when the run has several.
    public static func tooManyElements(inSection section: Int, width: Double?) -> SpecIssue {
        SpecIssue(.output(.elementsInSection(limit: maximumElements, width: width)), at: SpecPath.root.key("sections").index(section))
    }
}

/// What the output of a run holds in one format, counted from the layouts before any byte is
/// written: its elements (exactly, but for what is visible at the scroll offsets, which is
/// bounded by what the element index looks at), and an upper bound on its bytes (each number
/// at its longest, each id and kind as escaped). Counting never builds what it counts: a
/// section's transforms are counted in O(log n) an offset (in O(n + offsets) when the offsets
/// come in order: `ScaleTransforms.entryCount`), what a viewport holds in O(log n) per
/// section it meets, and counting stops once a limit is passed.
public struct OutputSize: Sendable {
    public let format: OutputFormat
    /// Whether the output holds several documents (a JSON array; ndjson lines naming their spec).
    public let severalDocuments: Bool
    /// The decimals numbers are rounded to, if any (a rounded number may be longer).
    public let precision: Int?
    public private(set) var elements = 0
    public private(set) var bytes = 0
    /// How many times the viewports at the scroll offsets meet a section.
    public private(set) var sectionsMet = 0
    /// The parts that hold the most elements and the most bytes, and the scroll offsets that
    /// meet the most sections: what a refusal names.
    private var largestByElements: Part?
    private var largestByBytes: Part?
    private var mostSectionsMet: Part?
    /// The ids of the documents counted so far, as the format writes them.
    fileprivate var measured = MeasuredIDs()

    public init(format: OutputFormat, precision: Int?, severalDocuments: Bool) {
        self.format = format
        self.precision = precision
        self.severalDocuments = severalDocuments
    }

    /// The most elements the format prints.
    public var elementLimit: Int {
        switch format {
        case .json, .ndjson: OutputLimits.maximumElements
        case .table: OutputLimits.maximumTableRows
        case .svg: OutputLimits.maximumPictureElements
        }
    }

    /// The most bytes the format writes.
    public var byteLimit: Int {
        switch format {
        case .json, .ndjson: OutputLimits.maximumBytes
        case .table, .svg: OutputLimits.maximumBytesForPeople
        }
    }

    /// The element limit a refusal names.
    private var ceiling: OutputCeiling {
        switch format {
        case .json, .ndjson: .printed(elementLimit)
        case .table: .tableRows(elementLimit)
        case .svg: .pictureElements(elementLimit)
        }
    }

    /// Whether a limit is passed.
    public var isOverLimit: Bool {
        elements > elementLimit || bytes > byteLimit || sectionsMet > OutputLimits.maximumSectionsMet
    }

    /// Counts `document` in: O(sections + offsets · log n) at most, less once a limit is passed.
    public mutating func add(_ document: LaidOutDocument) {
        var counter = DocumentCounter(size: self, document: document)
        counter.count()
        self = counter.size
    }

    /// Why the output is refused, if it is: an issue naming the part that holds the most, its
    /// count, and how to ask for less, with the spec it comes from.
    public var refusal: (source: String, issue: SpecIssue)? {
        if sectionsMet > OutputLimits.maximumSectionsMet, let part = mostSectionsMet {
            return (
                part.source,
                SpecIssue(
                    .output(
                        .sectionsMet(
                            offsets: part.offsets, count: sectionsMet, isPartial: part.isPartial, limit: OutputLimits.maximumSectionsMet,
                            width: part.width)),
                    at: part.path))
        }
        if elements > elementLimit, let part = largestByElements {
            return (part.source, SpecIssue(.output(.elements(part.refused, total: elements, ceiling: ceiling, width: part.width)), at: part.path))
        }
        if bytes > byteLimit, let part = largestByBytes {
            return (
                part.source,
                SpecIssue(
                    .output(
                        .bytes(
                            part.refused, partBytes: part.bytes, total: bytes, limit: byteLimit, format: format.rawValue,
                            repeatedID: part.repeatedID?.bytes, width: part.width)),
                    at: part.bytesPath))
        }
        return nil
    }

    fileprivate mutating func record(_ part: Part) {
        elements = elements.saturatingAdd(part.elements)
        bytes = bytes.saturatingAdd(part.bytes)
        if part.elements > (largestByElements?.elements ?? -1) { largestByElements = part }
        if part.bytes > (largestByBytes?.bytes ?? -1) { largestByBytes = part }
    }

    fileprivate mutating func recordSectionsMet(_ count: Int, by part: Part) {
        sectionsMet = sectionsMet.saturatingAdd(count)
        if count > (mostSectionsMet?.sectionsMet ?? -1) {
            var part = part
            part.sectionsMet = count
            mostSectionsMet = part
        }
    }
}

/// One part of a document's output, as a refusal names it.
private struct Part: Sendable {
    typealias Kind = OutputPart.Kind

    var kind: Kind
    var source: String
    /// The document's width, named when the run lays the spec out at several.
    var width: Double?
    var path: SpecPath
    var elements: Int
    var bytes: Int
    /// The offsets (transforms, visible) the part is made of.
    var offsets = 0
    /// Whether counting stopped once past the limits: `elements` is then a lower bound.
    var isPartial = false
    var sectionsMet = 0
    /// The id that every line or row of the part repeats, when it is most of the part's bytes.
    var repeatedID: (path: SpecPath, bytes: Int)?

    var bytesPath: SpecPath { repeatedID?.path ?? path }

    /// The part as the refusal names it.
    var refused: OutputPart {
        OutputPart(kind: kind, elements: elements, offsets: offsets, isPartial: isPartial)
    }
}

/// Counts one document into an `OutputSize`.
private struct DocumentCounter {
    var size: OutputSize
    let document: LaidOutDocument
    let shape: ElementShape

    init(size: OutputSize, document: LaidOutDocument) {
        self.size = size
        self.document = document
        let format = size.format
        var measured = size.measured
        let idLengths = document.layout.sections.map { section in
            measured.length(of: section.id, inSection: section.index) { ElementShape.written($0, in: format) }
        }
        self.size.measured = measured
        shape = ElementShape(
            format: format, severalDocuments: size.severalDocuments, precision: size.precision, document: document,
            idLengths: idLengths)
    }

    private var layout: ScreenLayout { document.layout }

    mutating func count() {
        let format = size.format
        // The document itself: the content (and the table's header row), each section's own
        // entry, and the layout's own boundary items.
        var base = part(.document, path: SpecPath.root.key("sections"), elements: 1 + layout.sections.count)
        base.bytes = shape.document + layout.sections.count * shape.section
        for section in layout.sections { base.bytes += shape.idBytes(ofSection: section.index) * shape.sectionIDCopies }
        size.record(base)
        if !layout.supplementaries.isEmpty {
            var boundary = part(.layoutBoundaryItems, path: SpecPath.root.key("boundaryItems"), elements: layout.supplementaries.count)
            boundary.bytes = layout.supplementaries.reduce(0) { $0 + shape.supplementary(kind: $1.kind, sectionID: nil) }
            size.record(boundary)
        }
        for section in layout.sections {
            guard !size.isOverLimit else { return }
            countSection(section)
        }
        guard !layout.scrollOffsets.isEmpty, !size.isOverLimit else { return }
        countVisible(at: format == .svg ? Array(layout.scrollOffsets.prefix(1)) : layout.scrollOffsets)
    }

    private mutating func countSection(_ section: SectionLayout) {
        let index = section.index
        let idBytes = shape.idBytes(ofSection: index)
        var items = part(.items, path: sections.index(index).key("items"), elements: section.items.count)
        let lineID = shape.idPerLine(idBytes)
        items.bytes = section.items.count.saturatingMultiply(shape.item + lineID)
        if let ids = section.itemIDs {
            let format = size.format
            items.bytes += size.measured.length(of: ids, inSection: index) { ids in
                ids.reduce(0) { $0 + ($1.map { ElementShape.written($0, in: format) } ?? 0) }
            }
        }
        if section.items.count > 0 && lineID * section.items.count > items.bytes / 2 {
            items.repeatedID = (sections.index(index).key("id"), lineID)
        }
        size.record(items)
        if !section.supplementaries.isEmpty {
            var supplementaries = part(.supplementaries, path: sections.index(index), elements: section.supplementaries.count)
            supplementaries.bytes = section.supplementaries.reduce(0) {
                $0.saturatingAdd(shape.supplementary(kind: $1.kind, sectionID: idBytes))
            }
            size.record(supplementaries)
        }
        if !section.decorations.isEmpty {
            var decorations = part(.decorations, path: sections.index(index).key("decorations"), elements: section.decorations.count)
            decorations.bytes = section.decorations.reduce(0) { $0 + shape.supplementary(kind: $1.kind, sectionID: idBytes) }
            size.record(decorations)
        }
        if let scroll = section.orthogonal, size.format == .json || size.format == .ndjson {
            var resting = part(
                .restingOffsets, path: sections.index(index).key("orthogonalScrolling"), elements: 1 + scroll.restingOffsets.count)
            resting.bytes = shape.section + shape.idPerLine(idBytes) + scroll.restingOffsets.count * shape.restingOffset
            size.record(resting)
        }
        if let transforms = section.transforms {
            countTransforms(transforms, ofSection: index, idBytes: idBytes)
        }
    }

    /// A section's transforms: JSON and ndjson print every offset's, the table and the picture
    /// the first offset's scales (the table in its item rows).
    private mutating func countTransforms(_ transforms: ScaleTransforms, ofSection index: Int, idBytes: Int) {
        let offsets: Int
        let scales: Int
        // Every offset is counted (the engine has refused more offsets than the output may
        // hold), so a refusal gives the exact count.
        switch size.format {
        case .json, .ndjson: (offsets, scales) = (transforms.count, transforms.entryCount)
        case .svg: (offsets, scales) = transforms.isEmpty ? (0, 0) : (1, transforms.visibleCount(at: 0))
        case .table: return
        }
        var part = part(.transforms, path: sections.index(index).key("offsets"), elements: offsets.saturatingAdd(scales))
        part.offsets = offsets
        part.bytes = offsets.saturatingMultiply(shape.snapshot).saturatingAdd(
            scales.saturatingMultiply(shape.transform + shape.idPerLine(idBytes)))
        size.record(part)
    }

    /// What is visible at each scroll offset: the offset's own entry, and a bound on the
    /// elements there, one offset at a time.
    private mutating func countVisible(at offsets: [Point]) {
        let index = layout.elementIndex()
        var elements = 0
        var sectionsMet = 0
        var counted = 0
        // Each offset costs a search per section its viewport meets: past that limit, the
        // count goes no further.
        while counted < offsets.count && sectionsMet <= OutputLimits.maximumSectionsMet {
            let offset = offsets[counted]
            let count = index.count(in: layout.viewport(at: offset), contentOffset: offset)
            elements = elements.saturatingAdd(1 + count.elements)
            sectionsMet = sectionsMet.saturatingAdd(count.sections)
            counted += 1
        }
        elements += offsets.count - counted  // each offset has its own entry
        var part = part(.visible, path: SpecPath.root.key("scrollOffsets"), elements: elements)
        part.offsets = offsets.count
        part.isPartial = counted < offsets.count
        part.bytes = offsets.count.saturatingMultiply(shape.snapshot).saturatingAdd(
            (elements - offsets.count).saturatingMultiply(shape.visibleElement))
        size.record(part)
        size.recordSectionsMet(sectionsMet, by: part)
    }

    private var sections: SpecPath { SpecPath.root.key("sections") }

    private func part(_ kind: Part.Kind, path: SpecPath, elements: Int) -> Part {
        Part(
            kind: kind, source: document.source, width: size.severalDocuments ? layout.container.width : nil, path: path,
            elements: elements, bytes: 0)
    }
}

/// The section ids and item ids of the documents counted so far, as the format writes them,
/// by section. A spec laid out at many widths holds the very same strings in each document,
/// found equal in O(1) (they share their storage): measured once, not once a width, where an
/// id can be hundreds of kilobytes and the widths 10,000. A variant's own id is measured anew.
private struct MeasuredIDs: Sendable {
    private var sectionIDs: [(id: String, length: Int)?] = []
    private var itemIDs: [(ids: [String?], length: Int)?] = []

    /// Section `index`'s id as `measure` gives it, measured again only when it is not the id
    /// last measured there.
    mutating func length(of id: String, inSection index: Int, _ measure: (String) -> Int) -> Int {
        if index < sectionIDs.count, let known = sectionIDs[index], known.id == id { return known.length }
        let length = measure(id)
        if index >= sectionIDs.count { sectionIDs.append(contentsOf: repeatElement(nil, count: index + 1 - sectionIDs.count)) }
        sectionIDs[index] = (id, length)
        return length
    }

    /// The item ids of section `index` in all as `measure` gives them, measured again only when
    /// they are not those last measured there.
    mutating func length(of ids: [String?], inSection index: Int, _ measure: ([String?]) -> Int) -> Int {
        if index < itemIDs.count, let known = itemIDs[index], known.ids == ids { return known.length }
        let length = measure(ids)
        if index >= itemIDs.count { itemIDs.append(contentsOf: repeatElement(nil, count: index + 1 - itemIDs.count)) }
        itemIDs[index] = (ids, length)
        return length
    }
}

/// Upper bounds on the bytes one element takes in a format: its fixed text as the writer lays
/// it out (JSON's indentation at the element's depth, each key), each number at its longest,
/// each string as written.
private struct ElementShape {
    let format: OutputFormat
    /// What every ndjson line of a document among several starts with (its spec and width),
    /// and the deeper indentation of JSON documents in an array.
    let documentFields: Int
    let arrayIndent: Int
    /// Each section's id as the format writes it (see `MeasuredIDs`), and the longest of them.
    private let idLengths: [Int]
    let longestID: Int
    /// The longest kind of element, as escaped at its longest: a supplementary's or a
    /// decoration's, or `decoration` itself (the table's element column, what is visible).
    let longestKind: Int
    /// The spec's name as a heading or title prints it, at its longest (the table's heading,
    /// the picture's title).
    let source: Int
    /// The longest number: a shortest double (`-2.2250738585072014e-308`), or one rounded to
    /// `--precision` 17 (`-1234567.12345678901234567`).
    let number: Int
    /// The longest index (items, sections) and the longest zIndex.
    let index = 11
    let zIndex = 20

    init(format: OutputFormat, severalDocuments: Bool, precision: Int?, document: LaidOutDocument, idLengths: [Int]) {
        self.format = format
        number = precision == nil ? 24 : 27
        documentFields = format == .ndjson && severalDocuments ? 30 + Self.escaped(document.source) + number : 0
        arrayIndent = format == .json && severalDocuments ? 2 : 0
        let layout = document.layout
        self.idLengths = idLengths
        longestID = idLengths.max() ?? 0
        // The table pads every row's element cell to the longest kind, and what is visible
        // is counted without its own kind at hand; elsewhere each element counts its own.
        var longestKind = "decoration".utf8.count
        if format == .table || !layout.scrollOffsets.isEmpty {
            for supplementary in layout.supplementaries { longestKind = max(longestKind, supplementary.kind.utf8.count) }
            for section in layout.sections {
                for supplementary in section.supplementaries { longestKind = max(longestKind, supplementary.kind.utf8.count) }
                for decoration in section.decorations { longestKind = max(longestKind, decoration.kind.utf8.count) }
            }
        }
        self.longestKind = 2 + 6 * longestKind
        source = Self.escaped(document.source)
        supplementaryFixed = supplementaryWithoutKind
    }

    /// Section `index`'s id as the format writes it.
    func idBytes(ofSection index: Int) -> Int {
        idLengths[index]
    }

    /// A string as the format writes it: exactly, for JSON and ndjson (`ByteWriter.jsonString`)
    /// and for printable ASCII in the table (`TerminalText` keeps it); at its longest otherwise
    /// (a table's other text, a picture's).
    static func written(_ text: String, in format: OutputFormat) -> Int {
        switch format {
        case .json, .ndjson: JSONEscapes.escapedLength(of: text)
        case .table: text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : escaped(text)
        case .svg: escaped(text)
        }
    }

    /// A string's length as escaped at its longest, without looking at it: JSON escapes a byte
    /// in at most six (`\u001b`), the table and the picture too (`\u0085` for two, `&amp;`).
    private static func escaped(_ text: String) -> Int {
        2 + 6 * text.utf8.count
    }

    /// The bytes of the section's id on every line of it: ndjson names the section on each line.
    /// (Every row of a table has its id cell, counted in the row.)
    func idPerLine(_ idBytes: Int) -> Int {
        format == .ndjson ? idBytes : 0
    }

    /// How many times a section's own entry prints its id besides: the picture twice, as its
    /// label; the table's row holds it already.
    var sectionIDCopies: Int {
        switch format {
        case .json, .ndjson: 1
        case .table: 0
        case .svg: 2
        }
    }

    /// A JSON object, an element of an array indented `indent` spaces in a single document,
    /// with members whose keys are `keys` long and whose values take `values` bytes: `,\n`,
    /// the indentation and `{`, each member on a line of its own (`"key": value,`), `\n`, the
    /// indentation and `}`.
    private func object(indent: Int, keys: [Int], values: Int) -> Int {
        let indent = indent + arrayIndent
        return 2 * indent + 5 + keys.reduce(0) { $0 + indent + 8 + $1 } + values
    }

    /// An ndjson line (`{"key":value,…}` and its newline) of members whose keys are `keys` long
    /// and values take `values` bytes, its element's name and section apart.
    private func line(keys: [Int], values: Int) -> Int {
        documentFields + 3 + keys.reduce(0) { $0 + 4 + $1 } + values
    }

    /// A table row, any of them (the header, the content's, a viewport's, a section's and its
    /// elements'): the section's id, kind and element cells, each padded to the widest of the
    /// document (a cell's bytes and its padding each at most the widest's bytes; a section's
    /// kind at most `compositional`, 13), the index and six number cells, each after two spaces.
    private var row: Int { 2 * longestID + 2 + 2 * 13 + 2 + 2 * longestKind + 2 + index + 6 * (2 + number) + 1 }

    /// The keys of a frame: `x`, `y`, `width`, `height`.
    private static let frameKeys = [1, 1, 5, 6]

    /// The document's own text: the JSON document's head and brackets, the content line (in
    /// ndjson, with the spec's name and width when there are several documents); the table's
    /// heading (the spec's name), header row and content row; the picture's styles and
    /// title (the spec's name).
    var document: Int {
        switch format {
        case .json: 1024
        case .ndjson: 1024 + documentFields
        case .table: 1024 + source + 2 * row
        case .svg: 8192 + source
        }
    }

    /// A section's own entry, besides its id and what it holds.
    var section: Int {
        switch format {
        case .json: object(indent: 4, keys: [5, 2, 4, 5, 5, 15, 11, 10, 11], values: 4 * number + index + 64)
        case .ndjson: line(keys: [7, 7, 5, 4] + Self.frameKeys, values: 4 * number + index + 32)
        case .table: row
        case .svg: 1024
        }
    }

    /// An item's frame, besides its id and the section's.
    var item: Int {
        switch format {
        case .json: object(indent: 8, keys: [5, 2, 6] + Self.frameKeys, values: 4 * number + index + zIndex)
        case .ndjson: line(keys: [7, 7, 5, 2, 6] + Self.frameKeys, values: 4 * number + index + zIndex + 6)
        case .table: row + number
        case .svg: 512
        }
    }

    /// A supplementary or decoration of kind `kind`, besides its section's id on its line
    /// (O(1): counted for each of millions of badges).
    func supplementary(kind: String, sectionID: Int?) -> Int {
        supplementaryFixed + 2 + 6 * kind.utf8.count + idPerLine(sectionID ?? 0)
    }

    /// `supplementaryWithoutKind`, worked out once.
    private var supplementaryFixed = 0

    /// A supplementary's own bytes, its kind apart.
    private var supplementaryWithoutKind: Int {
        switch format {
        case .json: object(indent: 8, keys: Self.supplementaryKeys, values: 4 * number + 2 * index + zIndex)
        case .ndjson: line(keys: Self.supplementaryKeys + [7, 7], values: 4 * number + 2 * index + zIndex)
        case .table: row
        case .svg: 512
        }
    }

    /// The keys of a supplementary: `kind`, `index`, `item`, `zIndex` and a frame's.
    private static let supplementaryKeys = [4, 5, 4, 6] + frameKeys

    /// A resting offset: a number on a line of its own in JSON, in a list on one line in ndjson.
    var restingOffset: Int {
        format == .json ? 2 + 12 + arrayIndent + number : 1 + number
    }

    /// A transforms offset's entry, or a visible offset's (or viewport row).
    var snapshot: Int {
        switch format {
        case .json: object(indent: 8, keys: [6, 1, 1, 8], values: 2 * number + 32)
        case .ndjson: 0  // ndjson prints the offset on each element's line
        case .table: row
        case .svg: 512
        }
    }

    /// One item scale at one offset, besides the section's id on its line.
    var transform: Int {
        switch format {
        case .json: object(indent: 12, keys: [5, 5], values: number + index)
        case .ndjson: line(keys: [7, 7, 6, 5, 5], values: 2 * number + index + 11)
        case .table, .svg: 512
        }
    }

    /// One element visible at a scroll offset: its section's id (ndjson, table) and a
    /// supplementary's kind at their longest.
    var visibleElement: Int {
        switch format {
        case .json: object(indent: 8, keys: [7, 7, 4, 5, 6] + Self.frameKeys, values: 4 * number + 2 * index + zIndex + 15 + longestKind)
        case .ndjson: line(keys: [12, 1, 1, 7, 7, 4, 5, 6] + Self.frameKeys, values: 6 * number + 2 * index + zIndex + 15 + longestKind) + longestID
        case .table: row
        case .svg: 512
        }
    }
}
