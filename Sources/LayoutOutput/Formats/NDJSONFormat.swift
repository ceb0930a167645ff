import LayoutSpec
import LayoutText
import LayoutEngine

/// `--format ndjson`: one compact JSON object per element per line (SPEC §2): the content and
/// the layout's own boundary items, then each section, its items, supplementaries,
/// decorations, orthogonal scroll and transforms, then what is visible at each scroll offset
/// (lines that start with that `scrollOffset`). Every line of a section's element names its
/// section, so `jq -c 'select(…)'` can filter the stream line by line. With several documents
/// (several specs or widths) each line also names its spec and container width.
///
/// Every key is written from `LineText`, and the bound on each line is the same keys' lengths,
/// each number at its longest.
struct NDJSONFormat: LayoutFormat {
    static let summary = "an object per element per line"
    static let elementCeiling = OutputCeiling(limit: OutputLimits.maximumElements, phrase: "the \(OutputLimits.maximumElements) layoutcalc prints")
    static let byteLimit = OutputLimits.maximumBytes

    let precision: Int?
    let severalDocuments: Bool

    func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        for document in documents {
            try NDJSONWriter(precision: precision, document: severalDocuments ? document : nil).write(document.layout, &out)
        }
    }

    /// Nothing but the documents' lines.
    var runBytes: Int { 0 }

    static func written(_ text: String) -> Int {
        JSONEscapes.escapedLength(of: text)
    }

    func costs(of document: LaidOutDocument, sectionIDs: SectionIDLengths) -> ElementCosts {
        let text = LineText.shared
        let number = Longest.number
        // `"spec":…,"containerWidth":…,` on every line of a document among several.
        let documentFields =
            severalDocuments
            ? text.spec.count + JSONEscapes.escapedLength(of: document.source) + text.containerWidth.count + number
                + text.fieldsEnd.utf8CodeUnitCount : 0
        /// `{`, the document's fields, the section's (its id counted apart) and `"element":` with
        /// a name `name` bytes long as written.
        func start(name: Int, ofSection: Bool) -> Int {
            1 + documentFields + (ofSection ? text.section.count + text.fieldsEnd.utf8CodeUnitCount : 0) + text.element.count + name
        }
        func start(_ element: LineElement, ofSection: Bool = true) -> Int {
            start(name: JSONEscapes.escapedLength(of: element.rawValue), ofSection: ofSection)
        }
        let frame = text.frame.longest
        let zIndex = text.zIndex.count + Longest.zIndex
        let index = text.index.count + Longest.index
        let end = text.lineEnd.utf8CodeUnitCount
        let longestKind = document.layout.scrollOffsets.isEmpty ? 0 : document.layout.longestKind
        let kindQuotes = 2
        let visibleElement =
            1 + documentFields + text.scrollOffset.count + number + text.y.count + number + text.scrollOffsetEnd.utf8CodeUnitCount
            + text.section.count + text.fieldsEnd.utf8CodeUnitCount + text.longestVisibleElement + text.kind.count + kindQuotes
            + JSONEscapes.longestEscape * longestKind + index + frame + zIndex + end
        return ElementCosts(
            document: start(.content, ofSection: false) + text.width.count + number + text.height.count + number + end,
            section: ElementCost(
                bytes: start(.section) + index + text.kind.count + kindQuotes + Longest.name(among: SectionKind.allCases) + frame + end,
                sectionIDs: 1),
            item: ElementCost(bytes: start(.item) + index + text.id.count + frame + zIndex + end, sectionIDs: 1),
            itemIDs: true,
            supplementary: ElementCost(
                bytes: start(name: kindQuotes, ofSection: true) + index + text.item.count + Longest.index + frame + zIndex + end,
                sectionIDs: 1, perKindByte: JSONEscapes.longestEscape),
            decoration: ElementCost(
                bytes: start(.decoration) + text.kind.count + kindQuotes + frame + zIndex + end, sectionIDs: 1,
                perKindByte: JSONEscapes.longestEscape),
            orthogonalRow: (
                ElementCost(
                    bytes: start(.orthogonal) + text.behavior.count + kindQuotes
                        + Longest.name(among: OrthogonalScrollingBehavior.allCases) + text.contentWidth.count + number
                        + text.maxOffset.count + number + text.restingOffsets.count + text.listEnd.utf8CodeUnitCount + end,
                    sectionIDs: 1),
                text.listSeparator.utf8CodeUnitCount + number
            ),
            // An offset's own entry has no line: its offset is on each of its items' lines.
            transforms: OffsetCosts(
                shown: .all, offset: ElementCost(bytes: 0),
                member: ElementCost(bytes: start(.transform) + text.offset.count + number + index + text.scale.count + number + end, sectionIDs: 1)),
            visible: OffsetCosts(shown: .all, offset: ElementCost(bytes: 0), member: ElementCost(bytes: visibleElement, sectionIDs: 1)))
    }
}

/// The name of the elements of the lines whose element is not a supplementary's kind.
private enum LineElement: String {
    case content, section, item, decoration, orthogonal, transform
}

/// The fixed text of ndjson's lines: every key with the punctuation around it. (A class, so
/// that the writer and its closures share one rather than copy its templates.)
private final class LineText: Sendable {
    static let shared = LineText()

    let spec: ByteTemplate = #""spec":"#
    let containerWidth: ByteTemplate = #","containerWidth":"#
    /// After the document's and the section's fields, which start a line.
    let fieldsEnd: StaticString = ","
    let section: ByteTemplate = #""section":"#
    let element: ByteTemplate = #""element":"#
    let index: ByteTemplate = #","index":"#
    let id: ByteTemplate = #","id":"#
    let item: ByteTemplate = #","item":"#
    let kind: ByteTemplate = #","kind":"#
    let zIndex: ByteTemplate = #","zIndex":"#
    let width: ByteTemplate = #","width":"#
    let height: ByteTemplate = #","height":"#
    let frame = FrameKeys()
    let behavior: ByteTemplate = #","behavior":"#
    let contentWidth: ByteTemplate = #","contentWidth":"#
    let maxOffset: ByteTemplate = #","maxOffset":"#
    let restingOffsets: ByteTemplate = #","restingOffsets":["#
    let listSeparator: StaticString = ","
    let listEnd: StaticString = "]"
    let offset: ByteTemplate = #","offset":"#
    let scale: ByteTemplate = #","scale":"#
    let scrollOffset: ByteTemplate = #""scrollOffset":{"x":"#
    let y: ByteTemplate = #","y":"#
    let scrollOffsetEnd: StaticString = "},"
    /// `"element":"item"` and the others of what is visible.
    let visibleItem = LineText.visibleElement(.item)
    let visibleSupplementary = LineText.visibleElement(.supplementary)
    let visibleDecoration = LineText.visibleElement(.decoration)
    let lineEnd: StaticString = "}\n"

    private static func visibleElement(_ category: VisibleElement.Category) -> ByteTemplate {
        #""element":""# + ByteTemplate(category.rawValue) + "\""
    }

    var longestVisibleElement: Int { max(visibleItem.count, visibleSupplementary.count, visibleDecoration.count) }

    /// `,"x":` and the other keys of a frame.
    struct FrameKeys: Sendable {
        let x: ByteTemplate = #","x":"#
        let y: ByteTemplate = #","y":"#
        let width: ByteTemplate = #","width":"#
        let height: ByteTemplate = #","height":"#

        /// The four keys, each with a number at its longest.
        var longest: Int { x.count + y.count + width.count + height.count + 4 * Longest.number }
    }
}

/// Writes one layout's lines.
private struct NDJSONWriter {
    let precision: Int?
    /// `"spec":…,"containerWidth":…,` of the document, which every line names when there are
    /// several (else empty): written once, copied onto each line.
    private let documentFieldBytes: [UInt8]
    private let text = LineText.shared

    init(precision: Int?, document: LaidOutDocument?) throws(OutputError) {
        self.precision = precision
        guard let document else {
            documentFieldBytes = []
            return
        }
        let text = LineText.shared
        documentFieldBytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try out.template(text.spec)
            try out.jsonString(document.source)
            try out.template(text.containerWidth)
            try out.number(document.layout.container.width, precision: precision)
            try out.text(text.fieldsEnd)
        }
    }

    func write(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        try line(&out, element: LineElement.content.rawValue, sectionField: nil) { (out) throws(OutputError) in
            try out.template(text.width)
            try out.number(layout.contentSize.width, precision: precision)
            try out.template(text.height)
            try out.number(layout.contentSize.height, precision: precision)
        }
        var supplementaryStart = LineStart()
        for supplementary in layout.supplementaries {
            try self.supplementary(supplementary, sectionField: nil, start: &supplementaryStart, &out)
        }
        for section in layout.sections {
            // `"section":"…",`, escaped once for every line of the section (an id can be
            // kilobytes, on each of its lines).
            let sectionField = try ByteArraySink.collect { (out) throws(OutputError) in
                try out.template(text.section)
                try out.jsonString(section.id)
                try out.text(text.fieldsEnd)
            }
            try line(&out, element: LineElement.section.rawValue, sectionField: sectionField) { (out) throws(OutputError) in
                try out.template(text.index)
                try out.integer(section.index)
                try out.template(text.kind)
                try out.jsonString(section.kind.rawValue)
                try frame(section.frame, &out)
            }
            let ids = section.itemIDs ?? []
            let zIndices = section.itemZIndices ?? []
            // Made only for a section that has items (thousands of empty ones may have none).
            let itemStart =
                section.items.isEmpty
                ? []
                : try ByteArraySink.collect { (out) throws(OutputError) in
                    try start(&out, element: LineElement.item.rawValue, sectionField: sectionField)
                }
            try SplitFormatting.write(count: section.items.count, to: &out) { (range, out) throws(OutputError) in
                for index in range {
                    try out.bytes(itemStart)
                    try out.template(text.index)
                    try out.integer(index)
                    if index < ids.count, let id = ids[index] {
                        try out.template(text.id)
                        try out.jsonString(id)
                    }
                    try frame(section.items[index], &out)
                    if index < zIndices.count, zIndices[index] != 0 {
                        try out.template(text.zIndex)
                        try out.integer(zIndices[index])
                    }
                    try out.text(text.lineEnd)
                }
            }
            let supplementaries = section.supplementaries
            let writer = self
            try SplitFormatting.write(count: supplementaries.count, to: &out) { (range, out) throws(OutputError) in
                var start = LineStart()
                for index in range {
                    try writer.supplementary(supplementaries[index], sectionField: sectionField, start: &start, &out)
                }
            }
            for decoration in section.decorations {
                try line(&out, element: LineElement.decoration.rawValue, sectionField: sectionField) { (out) throws(OutputError) in
                    try out.template(text.kind)
                    try out.jsonString(decoration.kind)
                    try frame(decoration.frame, &out)
                    if decoration.zIndex != DecorationItem.defaultZIndex {
                        try out.template(text.zIndex)
                        try out.integer(decoration.zIndex)
                    }
                }
            }
            if let scroll = section.orthogonal {
                try line(&out, element: LineElement.orthogonal.rawValue, sectionField: sectionField) { (out) throws(OutputError) in
                    try out.template(text.behavior)
                    try out.jsonString(scroll.behavior.rawValue)
                    try out.template(text.contentWidth)
                    try out.number(scroll.contentWidth, precision: precision)
                    try out.template(text.maxOffset)
                    try out.number(scroll.maxOffset, precision: precision)
                    try out.template(text.restingOffsets)
                    for (position, offset) in scroll.restingOffsets.enumerated() {
                        if position > 0 { try out.text(text.listSeparator) }
                        try out.number(offset, precision: precision)
                    }
                    try out.text(text.listEnd)
                }
            }
            if let transforms = section.transforms {
                try self.transforms(transforms, sectionField: sectionField, &out)
            }
        }
        if !layout.scrollOffsets.isEmpty { try visible(layout, &out) }
    }

    /// A supplementary's line: its kind as the element, its index, item, frame and zIndex. Its
    /// start is made once for a run of supplementaries of one kind (a million badges share it).
    private func supplementary(
        _ supplementary: SupplementaryFrame, sectionField: [UInt8]?, start: inout LineStart, _ out: inout ByteWriter
    ) throws(OutputError) {
        if start.kind != supplementary.kind {
            start = LineStart(
                kind: supplementary.kind,
                bytes: try ByteArraySink.collect { (out) throws(OutputError) in
                    try self.start(&out, element: supplementary.kind, sectionField: sectionField)
                })
        }
        try out.bytes(start.bytes)
        try out.template(text.index)
        try out.integer(supplementary.index)
        if let item = supplementary.item {
            try out.template(text.item)
            try out.integer(item)
        }
        try frame(supplementary.frame, &out)
        if supplementary.zIndex != BoundaryItem.defaultZIndex {
            try out.template(text.zIndex)
            try out.integer(supplementary.zIndex)
        }
        try out.text(text.lineEnd)
    }

    /// The start of the lines of supplementaries of one kind.
    private struct LineStart {
        var kind: String?
        var bytes: [UInt8] = []
    }

    /// A section's transforms: a line per item visible at each offset, its start (section,
    /// element and offset) made once an offset, the offsets' items formatted on two threads
    /// when there are many (see `SplitFormatting`).
    private func transforms(_ transforms: ScaleTransforms, sectionField: [UInt8], _ out: inout ByteWriter) throws(OutputError) {
        let text = text
        let start = try ByteArraySink.collect { (out) throws(OutputError) in
            try self.start(&out, element: LineElement.transform.rawValue, sectionField: sectionField)
            try out.template(text.offset)
        }
        let precision = precision
        try TransformEntries(transforms).write(to: &out) { (part, out) throws(OutputError) in
            guard !part.scales.isEmpty else { return }  // an offset's own entry has no line
            let head = try ByteArraySink.collect { (out) throws(OutputError) in
                try out.bytes(start)
                try out.number(part.offset, precision: precision)
                try out.template(text.index)
            }
            for item in part.scales {
                try out.bytes(head)
                try out.integer(item.index)
                try out.template(text.scale)
                try out.number(item.scale, precision: precision)
                try out.text(text.lineEnd)
            }
        }
    }

    /// One line per element visible at each scroll offset, the offset first: the keys of the
    /// JSON document's `visible` elements, the section named by its id (none for the layout's
    /// own boundary items).
    private func visible(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        let writer = self
        let text = text
        try VisibleEntries(layout).write(to: &out) { (part, out) throws(OutputError) in
            guard !part.members.isEmpty else { return }  // an offset's own entry has no line
            let offsetFields = try ByteArraySink.collect { (out) throws(OutputError) in
                try out.byte(UInt8(ascii: "{"))
                try writer.documentFields(&out)
                try out.template(text.scrollOffset)
                try out.number(part.offset.x, precision: writer.precision)
                try out.template(text.y)
                try out.number(part.offset.y, precision: writer.precision)
                try out.text(text.scrollOffsetEnd)
            }
            // `"section":"…",` of each section, made when the part first needs it.
            var sectionFields: [Int: [UInt8]] = [:]
            for position in part.members {
                let element = part.elements[position]
                try out.bytes(offsetFields)
                if let section = element.section {
                    let fields: [UInt8]
                    if let made = sectionFields[section] {
                        fields = made
                    } else {
                        fields = try ByteArraySink.collect { (out) throws(OutputError) in
                            try out.template(text.section)
                            try out.jsonString(layout.sections[section].id)
                            try out.text(text.fieldsEnd)
                        }
                        sectionFields[section] = fields
                    }
                    try out.bytes(fields)
                }
                switch element.category {
                case .item: try out.template(text.visibleItem)
                case .supplementary: try out.template(text.visibleSupplementary)
                case .decoration: try out.template(text.visibleDecoration)
                }
                if let kind = element.kind {
                    try out.template(text.kind)
                    try out.jsonString(kind)
                }
                try out.template(text.index)
                try out.integer(element.index)
                try writer.frame(element.frame, &out)
                if element.zIndex != element.category.defaultZIndex {
                    try out.template(text.zIndex)
                    try out.integer(element.zIndex)
                }
                try out.text(text.lineEnd)
            }
        }
    }

    /// The start of a line, `body`'s fields, then `}` and a newline.
    private func line(
        _ out: inout ByteWriter, element: String, sectionField: [UInt8]?,
        _ body: (inout ByteWriter) throws(OutputError) -> Void
    ) throws(OutputError) {
        try start(&out, element: element, sectionField: sectionField)
        try body(&out)
        try out.text(text.lineEnd)
    }

    /// `{"spec":…,"containerWidth":…,"section":…,"element":…`: what every line of an element
    /// of a section (its `"section":…,` field given) begins with.
    private func start(_ out: inout ByteWriter, element: String, sectionField: [UInt8]?) throws(OutputError) {
        try out.byte(UInt8(ascii: "{"))
        try documentFields(&out)
        if let sectionField { try out.bytes(sectionField) }
        try out.template(text.element)
        try out.jsonString(element)
    }

    /// `"spec":…,"containerWidth":…,` when the stream holds several documents.
    private func documentFields(_ out: inout ByteWriter) throws(OutputError) {
        if !documentFieldBytes.isEmpty { try out.bytes(documentFieldBytes) }
    }

    /// A frame's four fields: a template store and a number each, as every line has them.
    private func frame(_ rect: Rect, _ out: inout ByteWriter) throws(OutputError) {
        let keys = text.frame
        try out.template(keys.x)
        try out.number(rect.x, precision: precision)
        try out.template(keys.y)
        try out.number(rect.y, precision: precision)
        try out.template(keys.width)
        try out.number(rect.width, precision: precision)
        try out.template(keys.height)
        try out.number(rect.height, precision: precision)
    }
}
