import LayoutSpec
import LayoutText
import LayoutEngine

/// `--format json`: each layout as the JSON document of SPEC §2, keys in its order, laid out
/// as `jq .` prints it; several documents as the elements of one array.
///
/// Every fixed byte of a document (brackets, keys, indentation) is in a template made once for
/// the depth the document is printed at (`DocumentLines`): a million items are a million copies
/// of the item's templates with numbers in between. The bound on an element is the same
/// templates' lengths, each number at its longest.
struct JSONFormat: LayoutFormat {
    static let summary = "one document, as jq . prints it"
    static let elementCeiling = OutputCeiling(limit: OutputLimits.maximumElements, phrase: "the \(OutputLimits.maximumElements) layoutcalc prints")
    static let byteLimit = OutputLimits.maximumBytes

    let precision: Int?
    let severalDocuments: Bool
    private let lines: DocumentLines

    init(precision: Int?, severalDocuments: Bool) {
        self.precision = precision
        self.severalDocuments = severalDocuments
        lines = severalDocuments ? DocumentLines.inArray : DocumentLines.alone
    }

    /// A document alone, or each of several as an element of the run's array; then a newline.
    func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        if severalDocuments {
            try out.template(Self.run.open)
            for (position, document) in documents.enumerated() {
                try out.template(Self.documentStart(first: position == 0))
                try DocumentWriter(lines: lines, precision: precision).write(document.layout, &out)
            }
            try out.template(Self.run.close(empty: documents.isEmpty))
        } else {
            for document in documents {
                try DocumentWriter(lines: lines, precision: precision).write(document.layout, &out)
            }
        }
        try out.byte(UInt8(ascii: "\n"))
    }

    /// The run's array of documents, and where each starts.
    private static let run = ArrayLines(key: nil, indent: 0)
    private static let documentStart = ElementStart(DocumentLines.inArray.indentation)

    /// The array's brackets, and the newline.
    var runBytes: Int {
        (severalDocuments ? Self.run.longest : 0) + 1
    }

    static func written(_ text: String) -> Int {
        JSONEscapes.escapedLength(of: text)
    }

    func costs(of document: LaidOutDocument, sectionIDs: SectionIDLengths) -> ElementCosts {
        let section = lines.section
        let longestKind = document.layout.scrollOffsets.isEmpty ? 0 : document.layout.longestKind
        return ElementCosts(
            document: (severalDocuments ? Self.documentStart.longest : 0) + lines.longest,
            section: ElementCost(bytes: section.longest, sectionIDs: 1),
            item: ElementCost(bytes: section.item.longest),
            itemIDs: true,
            supplementary: ElementCost(bytes: section.supplementary.longest, perKindByte: JSONEscapes.longestEscape),
            decoration: ElementCost(bytes: section.supplementary.longestDecoration, perKindByte: JSONEscapes.longestEscape),
            orthogonalRow: (ElementCost(bytes: section.orthogonal.longest), section.orthogonal.longestRestingOffset),
            transforms: OffsetCosts(
                shown: .all, offset: ElementCost(bytes: section.snapshot.longest), member: ElementCost(bytes: section.snapshot.longestScale)),
            visible: OffsetCosts(
                shown: .all, offset: ElementCost(bytes: lines.offsets.longest),
                member: ElementCost(bytes: lines.offsets.elements.longest(kind: longestKind))))
    }
}

/// Writes one layout as a JSON document from its `DocumentLines`.
private struct DocumentWriter {
    let lines: DocumentLines
    let precision: Int?

    func write(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(lines.open)
        try out.number(layout.container.width, precision: precision)
        if let height = layout.container.height {
            try out.template(lines.height)
            try out.number(height, precision: precision)
        }
        if let scale = layout.scale {
            try out.template(lines.scale)
            try out.number(scale, precision: precision)
        }
        try out.template(lines.contentSize)
        try out.number(layout.contentSize.width, precision: precision)
        try out.template(lines.height)
        try out.number(layout.contentSize.height, precision: precision)
        try out.template(lines.contentClose)
        if !layout.supplementaries.isEmpty {
            try out.template(lines.supplementaries.open)
            try supplementaries(layout.supplementaries, lines.boundaryItem, &out)
            try out.template(lines.supplementaries.close(empty: false))
        }
        try out.template(lines.sections.open)
        for (position, section) in layout.sections.enumerated() {
            try self.section(section, first: position == 0, &out)
        }
        try out.template(lines.sections.close(empty: layout.sections.isEmpty))
        if !layout.scrollOffsets.isEmpty {
            try out.template(lines.visible.open)
            let offsets = lines.offsets
            let precision = precision
            try VisibleEntries(layout).write(to: &out) { (part, out) throws(OutputError) in
                try offsets.write(part, precision: precision, &out)
            }
            try out.template(lines.visible.close(empty: false))
        }
        try out.template(lines.close)
    }

    /// A list of supplementaries, each with its kind, index, item (anchored ones), frame and
    /// zIndex where it is not the default; a long list (a badge on each of a million items)
    /// formatted on two threads, as items are.
    private func supplementaries(
        _ list: [SupplementaryFrame], _ lines: SupplementaryLines, _ out: inout ByteWriter
    ) throws(OutputError) {
        let precision = precision
        try SplitFormatting.write(count: list.count, to: &out) { (range, out) throws(OutputError) in
            for index in range { try lines.write(list[index], first: index == 0, precision: precision, &out) }
        }
    }

    private func section(_ section: SectionLayout, first: Bool, _ out: inout ByteWriter) throws(OutputError) {
        let lines = lines.section
        try out.template(lines.start(first: first))
        try out.integer(section.index)
        try out.template(lines.id)
        try out.jsonString(section.id)
        try out.template(lines.kind)
        try out.jsonString(section.kind.rawValue)
        try out.template(lines.frame)
        try out.number(section.frame.x, precision: precision)
        try out.template(lines.frameMembers.y)
        try out.number(section.frame.y, precision: precision)
        try out.template(lines.frameMembers.width)
        try out.number(section.frame.width, precision: precision)
        try out.template(lines.frameMembers.height)
        try out.number(section.frame.height, precision: precision)
        try out.template(lines.frameClose)

        try out.template(lines.items.open)
        if !section.items.isEmpty {
            let items = ItemObjects(section: section, lines: lines.item, precision: precision)
            try SplitFormatting.write(count: section.items.count, to: &out) { (range, out) throws(OutputError) in
                try items.write(range, &out)
            }
        }
        try out.template(lines.items.close(empty: section.items.isEmpty))

        if !section.supplementaries.isEmpty {
            try out.template(lines.supplementaries.open)
            try supplementaries(section.supplementaries, lines.supplementary, &out)
            try out.template(lines.supplementaries.close(empty: false))
        }

        if !section.decorations.isEmpty {
            try out.template(lines.decorations.open)
            for (position, decoration) in section.decorations.enumerated() {
                try lines.supplementary.write(decoration, first: position == 0, precision: precision, &out)
            }
            try out.template(lines.decorations.close(empty: false))
        }

        if let scroll = section.orthogonal {
            try lines.orthogonal.write(scroll, precision: precision, &out)
        }

        if let transforms = section.transforms {
            try out.template(lines.transforms.open)
            if !transforms.isEmpty {
                let snapshot = lines.snapshot
                let precision = precision
                try TransformEntries(transforms).write(to: &out) { (part, out) throws(OutputError) in
                    try snapshot.write(part, precision: precision, &out)
                }
            }
            try out.template(lines.transforms.close(empty: transforms.isEmpty))
        }
        try out.template(lines.close)
    }
}

/// A section's items as the elements of its `items` array.
private struct ItemObjects: Sendable {
    let items: [Rect]
    let ids: [String?]
    let zIndices: [Int]
    let lines: ItemLines
    let precision: Int?

    init(section: SectionLayout, lines: ItemLines, precision: Int?) {
        items = section.items
        ids = section.itemIDs ?? []
        zIndices = section.itemZIndices ?? []
        self.lines = lines
        self.precision = precision
    }

    /// The items of `range`, each preceded by its comma (none before the first of all).
    func write(_ range: Range<Int>, _ out: inout ByteWriter) throws(OutputError) {
        for index in range {
            let rect = items[index]
            try out.template(lines.start(first: index == 0))
            try out.integer(index)
            if index < ids.count, let id = ids[index] {
                try out.template(lines.id)
                try out.jsonString(id)
            }
            let zIndex = index < zIndices.count && zIndices[index] != 0 ? zIndices[index] : nil
            try lines.frame.write(rect, zIndex: zIndex, precision: precision, &out)
            try out.template(lines.close)
        }
    }
}

// MARK: The templates

/// `n` spaces: the indentation of a line `n / 2` containers deep.
private func spaces(_ n: Int) -> ByteTemplate {
    ByteTemplate(repeating: UInt8(ascii: " "), count: n)
}

/// `,\n`, the indentation, and `"name": `: the start of an object's member that follows another.
private func member(_ name: ByteTemplate, indent: Int) -> ByteTemplate {
    ",\n" + spaces(indent) + "\"" + name + "\": "
}

/// The start of an element of an array as `jq .` lays it out: a newline, after a comma unless
/// it is the array's first, then the element's own opening text.
struct ElementStart: Sendable {
    private let first: ByteTemplate
    private let next: ByteTemplate

    init(_ opening: ByteTemplate) {
        first = "\n" + opening
        next = ",\n" + opening
    }

    @inline(__always)
    func callAsFunction(first isFirst: Bool) -> ByteTemplate {
        isFirst ? first : next
    }

    /// The longer of the two: an element after another.
    var longest: Int { next.count }
}

/// An array that is a member of an object (or the run's array of documents): its key and `[`,
/// and its `]`, on a line of its own after elements and right after the `[` without.
struct ArrayLines: Sendable {
    let open: ByteTemplate
    private let closeAfterElements: ByteTemplate
    private static let closeEmpty: ByteTemplate = "]"

    /// The array `name` of an object whose members are indented `indent` spaces (and follow
    /// another member); without a name, an array on its own, its `]` indented `indent`.
    init(key name: ByteTemplate?, indent: Int) {
        open = name.map { member($0, indent: indent) + "[" } ?? "["
        closeAfterElements = "\n" + spaces(indent) + "]"
    }

    @inline(__always)
    func close(empty: Bool) -> ByteTemplate {
        empty ? Self.closeEmpty : closeAfterElements
    }

    /// The array's brackets and key, their elements apart.
    var longest: Int { open.count + max(closeAfterElements.count, Self.closeEmpty.count) }
}

/// The fixed bytes of a document printed at one depth, and of everything it holds.
struct DocumentLines: Sendable {
    /// The indentation of the document's `{` and `}`: none alone, two spaces in the run's array.
    let indentation: ByteTemplate
    /// `{`, `"container": {` and its `"width": `; its `"height": ` and `"scale": `, which are
    /// also the content size's; the content size's `"width": ` after the container's `}`; its `}`.
    let open: ByteTemplate
    let height: ByteTemplate
    let scale: ByteTemplate
    let contentSize: ByteTemplate
    let contentClose: ByteTemplate
    let supplementaries: ArrayLines
    let boundaryItem: SupplementaryLines
    let sections: ArrayLines
    let section: SectionLines
    let visible: ArrayLines
    let offsets: OffsetLines
    let close: ByteTemplate

    static let alone = DocumentLines(indent: 0)
    static let inArray = DocumentLines(indent: 2)

    private init(indent: Int) {
        indentation = spaces(indent)
        let members = indent + 2
        let size = indent + 4
        open = "{\n" + spaces(members) + "\"container\": {\n" + spaces(size) + "\"width\": "
        height = member("height", indent: size)
        scale = member("scale", indent: size)
        let sizeClose = "\n" + spaces(members) + "}"
        contentSize = sizeClose + member("contentSize", indent: members) + "{\n" + spaces(size) + "\"width\": "
        contentClose = sizeClose
        supplementaries = ArrayLines(key: "supplementaries", indent: members)
        boundaryItem = SupplementaryLines(indent: members + 2)
        sections = ArrayLines(key: "sections", indent: members)
        section = SectionLines(indent: members + 2)
        visible = ArrayLines(key: "visible", indent: members)
        offsets = OffsetLines(indent: members + 2)
        close = "\n" + indentation + "}"
    }

    /// The document's own text, its sections', boundary items' and offsets' apart: each of its
    /// members, each number at its longest.
    var longest: Int {
        open.count + Longest.number + height.count + Longest.number + scale.count + Longest.number + contentSize.count
            + Longest.number + height.count + Longest.number + contentClose.count + supplementaries.longest + sections.longest
            + visible.longest + close.count
    }
}

/// The fixed bytes of a section's object, elements of an array indented `indent` spaces, and
/// of what it holds.
struct SectionLines: Sendable {
    /// `{` and `"index": `, `"id": `, `"kind": `; `"frame": {` and its `"x": `, its other
    /// members, its `}`.
    let start: ElementStart
    let id: ByteTemplate
    let kind: ByteTemplate
    let frame: ByteTemplate
    let frameMembers: FrameLines
    let frameClose: ByteTemplate
    let items: ArrayLines
    let item: ItemLines
    let supplementaries: ArrayLines
    let supplementary: SupplementaryLines
    let decorations: ArrayLines
    let orthogonal: OrthogonalLines
    let transforms: ArrayLines
    let snapshot: SnapshotLines
    let close: ByteTemplate

    init(indent: Int) {
        let inner = indent + 2
        let frameInner = inner + 2
        start = ElementStart(spaces(indent) + "{\n" + spaces(inner) + "\"index\": ")
        id = member("id", indent: inner)
        kind = member("kind", indent: inner)
        frame = member("frame", indent: inner) + "{\n" + spaces(frameInner) + "\"x\": "
        frameMembers = FrameLines(inner: spaces(frameInner))
        frameClose = "\n" + spaces(inner) + "}"
        items = ArrayLines(key: "items", indent: inner)
        item = ItemLines(indent: inner + 2)
        supplementaries = ArrayLines(key: "supplementaries", indent: inner)
        supplementary = SupplementaryLines(indent: inner + 2)
        decorations = ArrayLines(key: "decorations", indent: inner)
        orthogonal = OrthogonalLines(indent: inner)
        transforms = ArrayLines(key: "transforms", indent: inner)
        snapshot = SnapshotLines(indent: inner + 2)
        close = "\n" + spaces(indent) + "}"
    }

    /// A section's own object, what it holds apart: its index, id (counted apart, as written),
    /// kind and frame, and the brackets of each array it may have.
    var longest: Int {
        start.longest + Longest.index + id.count + kind.count + 2 + Longest.name(among: SectionKind.allCases) + frame.count
            + Longest.number + frameMembers.longestRest + frameClose.count + items.longest + supplementaries.longest
            + decorations.longest + transforms.longest + close.count
    }
}

/// The fixed bytes of the members an item, a supplementary and a visible element end with, inside
/// an object whose members are indented `inner`: the frame, then `"zIndex"` where it is not the
/// element's default.
struct FrameLines: Sendable {
    let x: ByteTemplate
    let y: ByteTemplate
    let width: ByteTemplate
    let height: ByteTemplate
    let zIndex: ByteTemplate

    init(inner: ByteTemplate) {
        func member(_ name: ByteTemplate) -> ByteTemplate { ",\n" + inner + "\"" + name + "\": " }
        x = member("x")
        y = member("y")
        width = member("width")
        height = member("height")
        zIndex = member("zIndex")
    }

    /// Writes `rect`'s four members, and `zIndex` unless it is nil (the element's default).
    @inline(__always)
    func write(_ rect: Rect, zIndex index: Int?, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(x)
        try out.number(rect.x, precision: precision)
        try out.template(y)
        try out.number(rect.y, precision: precision)
        try out.template(width)
        try out.number(rect.width, precision: precision)
        try out.template(height)
        try out.number(rect.height, precision: precision)
        if let index {
            try out.template(zIndex)
            try out.integer(index)
        }
    }

    /// The four members and a zIndex.
    var longest: Int { x.count + Longest.number + longestRest + zIndex.count + Longest.zIndex }

    /// `y`, `width` and `height`: the members after an `x` another template holds.
    var longestRest: Int { y.count + width.count + height.count + 3 * Longest.number }
}

/// The fixed bytes of an item object at one depth: `{"index", "id"?, frame, "zIndex"?}`.
struct ItemLines: Sendable {
    let start: ElementStart
    let id: ByteTemplate
    let frame: FrameLines
    let close: ByteTemplate

    /// Lines for item objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = spaces(indent)
        let inner = outer + "  "
        start = ElementStart(outer + "{\n" + inner + "\"index\": ")
        id = ",\n" + inner + "\"id\": "
        frame = FrameLines(inner: inner)
        close = "\n" + outer + "}"
    }

    /// An item, its id apart (counted as written).
    var longest: Int { start.longest + Longest.index + id.count + frame.longest + close.count }
}

/// The fixed bytes of a supplementary object at one depth, `{"kind", "index", "item"?, frame,
/// "zIndex"?}`, and of a decoration's, `{"kind", frame, "zIndex"?}`.
struct SupplementaryLines: Sendable {
    let start: ElementStart
    let index: ByteTemplate
    let item: ByteTemplate
    let frame: FrameLines
    let close: ByteTemplate

    /// Lines for objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = spaces(indent)
        let inner = outer + "  "
        start = ElementStart(outer + "{\n" + inner + "\"kind\": ")
        index = ",\n" + inner + "\"index\": "
        item = ",\n" + inner + "\"item\": "
        frame = FrameLines(inner: inner)
        close = "\n" + outer + "}"
    }

    func write(_ supplementary: SupplementaryFrame, first: Bool, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(start(first: first))
        try out.jsonString(supplementary.kind)
        try out.template(index)
        try out.integer(supplementary.index)
        if let itemIndex = supplementary.item {
            try out.template(item)
            try out.integer(itemIndex)
        }
        let zIndex = supplementary.zIndex != BoundaryItem.defaultZIndex ? supplementary.zIndex : nil
        try frame.write(supplementary.frame, zIndex: zIndex, precision: precision, &out)
        try out.template(close)
    }

    func write(_ decoration: DecorationFrame, first: Bool, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(start(first: first))
        try out.jsonString(decoration.kind)
        let zIndex = decoration.zIndex != DecorationItem.defaultZIndex ? decoration.zIndex : nil
        try frame.write(decoration.frame, zIndex: zIndex, precision: precision, &out)
        try out.template(close)
    }

    /// A supplementary, the bytes of its kind apart (but for its quotes).
    var longest: Int { longestDecoration + index.count + Longest.index + item.count + Longest.index }

    /// A decoration, the bytes of its kind apart (but for its quotes).
    var longestDecoration: Int { start.longest + 2 + frame.longest + close.count }
}

/// The fixed bytes of an orthogonal row's object, a member of a section's indented `indent`
/// spaces: `{"behavior", "contentWidth", "maxOffset", "restingOffsets": [...]}`.
struct OrthogonalLines: Sendable {
    let open: ByteTemplate
    let contentWidth: ByteTemplate
    let maxOffset: ByteTemplate
    let restingOffsets: ArrayLines
    let restingOffset: ElementStart
    let close: ByteTemplate

    init(indent: Int) {
        let inner = indent + 2
        open = member("orthogonal", indent: indent) + "{\n" + spaces(inner) + "\"behavior\": "
        contentWidth = member("contentWidth", indent: inner)
        maxOffset = member("maxOffset", indent: inner)
        restingOffsets = ArrayLines(key: "restingOffsets", indent: inner)
        restingOffset = ElementStart(spaces(inner + 2))
        close = "\n" + spaces(indent) + "}"
    }

    func write(_ scroll: OrthogonalScroll, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(open)
        try out.jsonString(scroll.behavior.rawValue)
        try out.template(contentWidth)
        try out.number(scroll.contentWidth, precision: precision)
        try out.template(maxOffset)
        try out.number(scroll.maxOffset, precision: precision)
        try out.template(restingOffsets.open)
        for (position, offset) in scroll.restingOffsets.enumerated() {
            try out.template(restingOffset(first: position == 0))
            try out.number(offset, precision: precision)
        }
        try out.template(restingOffsets.close(empty: scroll.restingOffsets.isEmpty))
        try out.template(close)
    }

    /// The row's object, its resting offsets apart.
    var longest: Int {
        open.count + 2 + Longest.name(among: OrthogonalScrollingBehavior.allCases) + contentWidth.count + Longest.number
            + maxOffset.count + Longest.number + restingOffsets.longest + close.count
    }

    /// A resting offset: a number on a line of its own.
    var longestRestingOffset: Int { restingOffset.longest + Longest.number }
}

/// The fixed bytes of the `visible` block's entries at one depth: `{"offset": {"x", "y"},
/// "elements": [...]}` for each scroll offset, formatted part by part (see `VisibleEntries`)
/// from nothing but where each part lies in its offset.
struct OffsetLines: Sendable {
    let start: ElementStart
    let y: ByteTemplate
    let elementsOpen: ByteTemplate
    let noElements: ByteTemplate
    let elementsClose: ByteTemplate
    let elements: VisibleLines

    /// Lines for offset objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let entry = spaces(indent)
        let member = entry + "  "
        let coordinate = member + "  "
        start = ElementStart(entry + "{\n" + member + "\"offset\": {\n" + coordinate + "\"x\": ")
        y = ",\n" + coordinate + "\"y\": "
        elementsOpen = "\n" + member + "},\n" + member + "\"elements\": ["
        noElements = "\n" + member + "},\n" + member + "\"elements\": []\n" + entry + "}"
        elementsClose = "\n" + member + "]\n" + entry + "}"
        elements = VisibleLines(indent: indent + 4)
    }

    /// One part of an offset's entries: its opening if the part starts the offset (and its
    /// closing if nothing is on screen there), its elements, and its closing if the part ends it.
    func write(_ part: VisibleEntries.Part, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        if part.startsOffset {
            try out.template(start(first: part.position == 0))
            try out.number(part.offset.x, precision: precision)
            try out.template(y)
            try out.number(part.offset.y, precision: precision)
            try out.template(part.elements.isEmpty ? noElements : elementsOpen)
        }
        for position in part.members {
            try elements.write(part.elements[position], first: position == 0, precision: precision, &out)
        }
        if part.endsOffset && !part.elements.isEmpty { try out.template(elementsClose) }
    }

    /// An offset's own entry, its elements apart.
    var longest: Int {
        start.longest + Longest.number + y.count + Longest.number + max(noElements.count, elementsOpen.count + elementsClose.count)
    }
}

/// The fixed bytes of an element visible at a scroll offset at one depth:
/// `{"section", "element", "kind"?, "index", frame, "zIndex"?}`.
struct VisibleLines: Sendable {
    let start: ElementStart
    let item: ByteTemplate
    let supplementary: ByteTemplate
    let decoration: ByteTemplate
    let kind: ByteTemplate
    let index: ByteTemplate
    let frame: FrameLines
    let close: ByteTemplate
    /// The section of the layout's own boundary items.
    private static let noSection: StaticString = "null"

    /// Lines for element objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = spaces(indent)
        let inner = outer + "  "
        func member(_ name: ByteTemplate) -> ByteTemplate { ",\n" + inner + "\"" + name + "\": " }
        start = ElementStart(outer + "{\n" + inner + "\"section\": ")
        func element(_ name: ByteTemplate) -> ByteTemplate { ",\n" + inner + "\"element\": \"" + name + "\"" }
        item = element(ByteTemplate(VisibleElement.Category.item.rawValue))
        supplementary = element(ByteTemplate(VisibleElement.Category.supplementary.rawValue))
        decoration = element(ByteTemplate(VisibleElement.Category.decoration.rawValue))
        kind = member("kind")
        index = member("index")
        frame = FrameLines(inner: inner)
        close = "\n" + outer + "}"
    }

    func write(_ element: VisibleElement, first: Bool, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(start(first: first))
        if let section = element.section { try out.integer(section) } else { try out.text(Self.noSection) }
        switch element.category {
        case .item: try out.template(item)
        case .supplementary: try out.template(supplementary)
        case .decoration: try out.template(decoration)
        }
        if let kindName = element.kind {
            try out.template(kind)
            try out.jsonString(kindName)
        }
        try out.template(index)
        try out.integer(element.index)
        let zIndex = element.zIndex != element.category.defaultZIndex ? element.zIndex : nil
        try frame.write(element.frame, zIndex: zIndex, precision: precision, &out)
        try out.template(close)
    }

    /// An element on screen whose kind, if it has one, is at most `kind` bytes.
    func longest(kind longestKind: Int) -> Int {
        start.longest + max(Longest.index, Self.noSection.utf8CodeUnitCount) + max(item.count, supplementary.count, decoration.count)
            + kind.count + 2 + JSONEscapes.longestEscape * longestKind + index.count + Longest.index + frame.longest + close.count
    }
}

/// The fixed bytes of the transforms' snapshots at one depth: `{"offset": o, "items":
/// [{"index": i, "scale": s}, …]}` for each offset, formatted part by part (see
/// `TransformEntries`) from nothing but where each part lies in its offset.
struct SnapshotLines: Sendable {
    let start: ElementStart
    let itemsOpen: ByteTemplate
    let noItems: ByteTemplate
    let itemStart: ElementStart
    let scale: ByteTemplate
    let itemClose: ByteTemplate
    let itemsClose: ByteTemplate

    /// Lines for snapshot objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let snapshot = spaces(indent)
        let member = snapshot + "  "
        let entry = member + "  "
        let entryMember = entry + "  "
        start = ElementStart(snapshot + "{\n" + member + "\"offset\": ")
        itemsOpen = ",\n" + member + "\"items\": ["
        noItems = ",\n" + member + "\"items\": []\n" + snapshot + "}"
        itemStart = ElementStart(entry + "{\n" + entryMember + "\"index\": ")
        scale = ",\n" + entryMember + "\"scale\": "
        itemClose = "\n" + entry + "}"
        itemsClose = "\n" + member + "]\n" + snapshot + "}"
    }

    /// One part of an offset's entries: its opening if the part starts the offset, its items,
    /// and its closing if the part ends it.
    func write(_ part: TransformEntries.Part, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        if part.startsOffset {
            try out.template(start(first: part.position == 0))
            try out.number(part.offset, precision: precision)
            guard !(part.endsOffset && part.scales.isEmpty) else {
                try out.template(noItems)
                return
            }
            try out.template(itemsOpen)
        }
        for position in part.scales.indices {
            let item = part.scales[position]
            try out.template(itemStart(first: position == 0))
            try out.integer(item.index)
            try out.template(scale)
            try out.number(item.scale, precision: precision)
            try out.template(itemClose)
        }
        if part.endsOffset { try out.template(itemsClose) }
    }

    /// An offset's own entry, its items apart.
    var longest: Int { start.longest + Longest.number + max(noItems.count, itemsOpen.count + itemsClose.count) }

    /// An item's scale at an offset.
    var longestScale: Int { itemStart.longest + Longest.index + scale.count + Longest.number + itemClose.count }
}
