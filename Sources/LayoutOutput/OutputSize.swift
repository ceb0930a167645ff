import LayoutSpec
import LayoutText
import LayoutEngine

/// What the output of a run holds in one format, counted from the layouts before any byte is
/// written: its elements (exactly, but for what is visible at the scroll offsets, which is
/// bounded by what the element index looks at), and an upper bound on its bytes. The format
/// says which elements it prints and what each costs (`LayoutFormat.costs(of:sectionIDs:)`);
/// this walks each layout once and adds them up. Counting never builds what it counts: a
/// section's transforms are counted in O(log n) an offset (in O(n + offsets) when the offsets
/// come in order: `ScaleTransforms.entryCount`), what a viewport holds in O(log n) per
/// section it meets, and counting stops once a limit is passed.
public struct OutputSize: Sendable {
    public let format: OutputFormat
    /// Whether the output holds several documents (a JSON array; ndjson lines naming their spec).
    public let severalDocuments: Bool
    /// The decimals numbers are rounded to, if any.
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
    /// The format the output is written in, asked what each element costs.
    private let layoutFormat: any LayoutFormat
    /// The ids of the documents counted so far, as the format writes them.
    fileprivate var measured = MeasuredIDs()

    public init(format: OutputFormat, precision: Int?, severalDocuments: Bool) {
        self.format = format
        self.precision = precision
        self.severalDocuments = severalDocuments
        layoutFormat = format.format(precision: precision, severalDocuments: severalDocuments)
        bytes = layoutFormat.runBytes
    }

    /// The most elements the format prints.
    public var elementLimit: Int { type(of: layoutFormat).elementCeiling.limit }

    /// The most bytes the format writes.
    public var byteLimit: Int { type(of: layoutFormat).byteLimit }

    /// Whether a limit is passed.
    public var isOverLimit: Bool {
        elements > elementLimit || bytes > byteLimit || sectionsMet > OutputLimits.maximumSectionsMet
    }

    /// Counts `document` in: O(sections + offsets · log n) at most, less once a limit is passed.
    public mutating func add(_ document: LaidOutDocument) {
        var counter = DocumentCounter(size: self, document: document, format: layoutFormat)
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
                    OutputRefusal.sectionsMet(
                        offsets: part.offsets, count: sectionsMet, limit: OutputLimits.maximumSectionsMet, width: part.width),
                    at: part.place.path))
        }
        if elements > elementLimit, let part = largestByElements {
            return (
                part.source,
                SpecIssue(
                    OutputRefusal.elements(part.refused, total: elements, ceiling: type(of: layoutFormat).elementCeiling, width: part.width),
                    at: part.place.path))
        }
        if bytes > byteLimit, let part = largestByBytes {
            return (
                part.source,
                SpecIssue(
                    OutputRefusal.bytes(
                        part.refused, partBytes: part.bytes, total: bytes, limit: byteLimit, format: format.rawValue,
                        repeatedID: part.repeatedID?.bytes, width: part.width),
                    at: part.bytesPlace.path))
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
    var place: PartPlace
    var elements: Int
    var bytes: Int
    /// The offsets (transforms, visible) the part is made of.
    var offsets = 0
    /// Whether counting stopped once past the limits: `elements` is then a lower bound.
    var isPartial = false
    var sectionsMet = 0
    /// The id that every line or row of the part repeats, when it is most of the part's bytes.
    var repeatedID: (place: PartPlace, bytes: Int)?

    var bytesPlace: PartPlace { repeatedID?.place ?? place }

    /// The part as the refusal names it.
    var refused: OutputPart {
        OutputPart(kind: kind, elements: elements, offsets: offsets, isPartial: isPartial)
    }
}

/// Where in the spec a part comes from: a plain value, made into the `SpecPath` a refusal names
/// only when there is one (a path for every section's parts cost more than counting them).
private enum PartPlace: Sendable {
    /// The document's `sections`.
    case sections
    /// The layout's own `boundaryItems`.
    case layoutBoundaryItems
    /// The document's `scrollOffsets`.
    case scrollOffsets
    /// Section `index` itself.
    case section(Int)
    /// A member of section `index`.
    case inSection(Int, SectionMember)

    enum SectionMember: String, Sendable {
        case id, items, decorations, orthogonalScrolling, offsets
    }

    var path: SpecPath {
        switch self {
        case .sections: SpecPath.root.key("sections")
        case .layoutBoundaryItems: SpecPath.root.key("boundaryItems")
        case .scrollOffsets: SpecPath.root.key("scrollOffsets")
        case .section(let index): SpecPath.root.key("sections").index(index)
        case .inSection(let index, let member): SpecPath.root.key("sections").index(index).key(member.rawValue)
        }
    }
}

/// Counts one document into an `OutputSize`, at the costs its format gives.
private struct DocumentCounter {
    var size: OutputSize
    let document: LaidOutDocument
    /// The format's measure of an id, the sections' ids so measured, and what each element costs.
    let written: (String) -> Int
    let idLengths: SectionIDLengths
    let costs: ElementCosts

    init(size: OutputSize, document: LaidOutDocument, format: any LayoutFormat) {
        self.size = size
        self.document = document
        let written = type(of: format).written
        self.written = written
        var measured = size.measured
        idLengths = SectionIDLengths(
            document.layout.sections.map { section in measured.length(of: section.id, inSection: section.index, written) })
        self.size.measured = measured
        costs = format.costs(of: document, sectionIDs: idLengths)
    }

    private var layout: ScreenLayout { document.layout }

    mutating func count() {
        // The document itself: its own text, each section's own entry, and the layout's own
        // boundary items.
        var base = part(.document, place: .sections, elements: 1 + layout.sections.count)
        base.bytes = costs.document
        // By index: a section copied out of the array would retain each of its arrays.
        for index in layout.sections.indices {
            base.bytes = base.bytes.saturatingAdd(costs.section.bytes(sectionID: idLengths.lengths[layout.sections[index].index]))
        }
        size.record(base)
        if !layout.supplementaries.isEmpty {
            var boundary = part(.layoutBoundaryItems, place: .layoutBoundaryItems, elements: layout.supplementaries.count)
            boundary.bytes = layout.supplementaries.reduce(0) {
                $0.saturatingAdd(costs.supplementary.bytes(sectionID: 0, kind: $1.kind.utf8.count))
            }
            size.record(boundary)
        }
        for index in layout.sections.indices {
            guard !size.isOverLimit else { return }
            countSection(layout.sections[index])
        }
        guard !layout.scrollOffsets.isEmpty, !size.isOverLimit else { return }
        countVisible()
    }

    private mutating func countSection(_ section: SectionLayout) {
        let index = section.index
        let idBytes = idLengths.lengths[index]
        var items = part(.items, place: .inSection(index, .items), elements: section.items.count)
        items.bytes = section.items.count.saturatingMultiply(costs.item.bytes(sectionID: idBytes))
        if costs.itemIDs, let ids = section.itemIDs {
            let written = written
            items.bytes = items.bytes.saturatingAdd(
                size.measured.length(of: ids, inSection: index) { ids in ids.reduce(0) { $0 + ($1.map(written) ?? 0) } })
        }
        // The id every line of the item repeats, when it makes most of their bytes.
        let lineID = costs.item.sectionIDs.saturatingMultiply(idBytes)
        if section.items.count > 0 && lineID.saturatingMultiply(section.items.count) > items.bytes / 2 {
            items.repeatedID = (.inSection(index, .id), lineID)
        }
        size.record(items)
        if !section.supplementaries.isEmpty {
            var supplementaries = part(.supplementaries, place: .section(index), elements: section.supplementaries.count)
            supplementaries.bytes = section.supplementaries.reduce(0) {
                $0.saturatingAdd(costs.supplementary.bytes(sectionID: idBytes, kind: $1.kind.utf8.count))
            }
            size.record(supplementaries)
        }
        if !section.decorations.isEmpty {
            var decorations = part(.decorations, place: .inSection(index, .decorations), elements: section.decorations.count)
            decorations.bytes = section.decorations.reduce(0) {
                $0.saturatingAdd(costs.decoration.bytes(sectionID: idBytes, kind: $1.kind.utf8.count))
            }
            size.record(decorations)
        }
        if let scroll = section.orthogonal, let row = costs.orthogonalRow {
            var resting = part(
                .restingOffsets, place: .inSection(index, .orthogonalScrolling), elements: 1 + scroll.restingOffsets.count)
            resting.bytes = row.row.bytes(sectionID: idBytes).saturatingAdd(scroll.restingOffsets.count.saturatingMultiply(row.restingOffset))
            size.record(resting)
        }
        if let transforms = section.transforms {
            countTransforms(transforms, ofSection: index, idBytes: idBytes)
        }
    }

    /// A section's transforms: the offsets the format prints (every one's, or the first's), each
    /// with the scales of the items visible there.
    private mutating func countTransforms(_ transforms: ScaleTransforms, ofSection index: Int, idBytes: Int) {
        let offsets: Int
        let scales: Int
        // Every offset is counted (the engine has refused more offsets than the output may
        // hold), so a refusal gives the exact count.
        switch costs.transforms.shown {
        case .all: (offsets, scales) = (transforms.count, transforms.entryCount)
        case .first: (offsets, scales) = transforms.isEmpty ? (0, 0) : (1, transforms.visibleCount(at: 0))
        case .none: return
        }
        var part = part(.transforms, place: .inSection(index, .offsets), elements: offsets.saturatingAdd(scales))
        part.offsets = offsets
        part.bytes = offsets.saturatingMultiply(costs.transforms.offset.bytes(sectionID: idBytes)).saturatingAdd(
            scales.saturatingMultiply(costs.transforms.member.bytes(sectionID: idBytes)))
        size.record(part)
    }

    /// What is visible at the scroll offsets the format prints: the offset's own entry, and a
    /// bound on the elements there, one offset at a time.
    private mutating func countVisible() {
        let offsets: ArraySlice<Point>
        switch costs.visible.shown {
        case .all: offsets = layout.scrollOffsets[...]
        case .first: offsets = layout.scrollOffsets.prefix(1)
        case .none: return
        }
        let index = layout.elementIndex()
        // Each offset costs a search per section its viewport meets. The meetings are counted
        // first, in O(log n) an offset: past the run's limit, no section is searched, and the
        // refusal gives their exact count.
        var sectionsMet = 0
        for offset in offsets {
            sectionsMet = sectionsMet.saturatingAdd(index.sectionsMet(by: layout.viewport(at: offset)))
        }
        let searched = size.sectionsMet.saturatingAdd(sectionsMet) <= OutputLimits.maximumSectionsMet
        var elements = offsets.count  // each offset has its own entry
        if searched {
            for offset in offsets {
                elements = elements.saturatingAdd(index.count(in: layout.viewport(at: offset), contentOffset: offset))
            }
        }
        var part = part(.visible, place: .scrollOffsets, elements: elements)
        part.offsets = offsets.count
        part.isPartial = !searched
        // Neither an offset's own entry nor an element on screen is known to be of a section:
        // the format counts them at the longest id.
        part.bytes = offsets.count.saturatingMultiply(costs.visible.offset.bytes(sectionID: idLengths.longest)).saturatingAdd(
            (elements - offsets.count).saturatingMultiply(costs.visible.member.bytes(sectionID: idLengths.longest)))
        size.record(part)
        size.recordSectionsMet(sectionsMet, by: part)
    }

    private func part(_ kind: Part.Kind, place: PartPlace, elements: Int) -> Part {
        Part(
            kind: kind, source: document.source, width: size.severalDocuments ? layout.container.width : nil, place: place,
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
