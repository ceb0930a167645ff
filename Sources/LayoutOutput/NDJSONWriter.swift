import LayoutSpec
import LayoutText
import LayoutEngine

/// Writes a layout as one compact JSON object per element per line (SPEC §2): the content and
/// the layout's own boundary items, then each section, its items, supplementaries,
/// decorations, orthogonal scroll and transforms, then what is visible at each scroll offset
/// (lines that start with that `scrollOffset`). Every line of a section's element names its
/// section, so `jq -c 'select(…)'` can filter the stream line by line. With several documents
/// (several specs or widths) each line also names its spec and container width.
struct NDJSONWriter {
    let precision: Int?
    /// The document whose spec and width every line names, when there are several.
    let document: LaidOutDocument?

    func write(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        try line(&out, element: "content", sectionField: nil) { (out) throws(OutputError) in
            try field("width", layout.contentSize.width, &out)
            try field("height", layout.contentSize.height, &out)
        }
        var supplementaryStart = LineStart()
        for supplementary in layout.supplementaries {
            try self.supplementary(supplementary, sectionField: nil, start: &supplementaryStart, &out)
        }
        for section in layout.sections {
            // `"section":"…",`, escaped once for every line of the section (an id can be
            // kilobytes, on each of its lines).
            let sectionField = try ByteArraySink.collect { (out) throws(OutputError) in
                try out.text("\"section\":")
                try out.jsonString(section.id)
                try out.byte(UInt8(ascii: ","))
            }
            try line(&out, element: "section", sectionField: sectionField) { (out) throws(OutputError) in
                try integerField("index", section.index, &out)
                try out.text(",\"kind\":")
                try out.jsonString(section.kind.rawValue)
                try frame(section.frame, &out)
            }
            let ids = section.itemIDs ?? []
            let zIndices = section.itemZIndices ?? []
            let itemStart = try ByteArraySink.collect { (out) throws(OutputError) in try start(&out, element: "item", sectionField: sectionField) }
            try SplitFormatting.write(count: section.items.count, to: &out) { (range, out) throws(OutputError) in
                for index in range {
                    try out.bytes(itemStart)
                    try integerField("index", index, &out)
                    if index < ids.count, let id = ids[index] {
                        try out.text(",\"id\":")
                        try out.jsonString(id)
                    }
                    try frame(section.items[index], &out)
                    if index < zIndices.count, zIndices[index] != 0 { try integerField("zIndex", zIndices[index], &out) }
                    try out.text("}\n")
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
                try line(&out, element: "decoration", sectionField: sectionField) { (out) throws(OutputError) in
                    try out.text(",\"kind\":")
                    try out.jsonString(decoration.kind)
                    try frame(decoration.frame, &out)
                    if decoration.zIndex != DecorationItem.defaultZIndex { try integerField("zIndex", decoration.zIndex, &out) }
                }
            }
            if let scroll = section.orthogonal {
                try line(&out, element: "orthogonal", sectionField: sectionField) { (out) throws(OutputError) in
                    try out.text(",\"behavior\":")
                    try out.jsonString(scroll.behavior.rawValue)
                    try field("contentWidth", scroll.contentWidth, &out)
                    try field("maxOffset", scroll.maxOffset, &out)
                    try out.text(",\"restingOffsets\":[")
                    for (position, offset) in scroll.restingOffsets.enumerated() {
                        if position > 0 { try out.byte(UInt8(ascii: ",")) }
                        try out.number(offset, precision: precision)
                    }
                    try out.byte(UInt8(ascii: "]"))
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
        try integerField("index", supplementary.index, &out)
        if let item = supplementary.item { try integerField("item", item, &out) }
        try frame(supplementary.frame, &out)
        if supplementary.zIndex != BoundaryItem.defaultZIndex { try integerField("zIndex", supplementary.zIndex, &out) }
        try out.text("}\n")
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
        let start = try ByteArraySink.collect { (out) throws(OutputError) in
            try self.start(&out, element: "transform", sectionField: sectionField)
            try out.text(",\"offset\":")
        }
        let precision = precision
        try TransformEntries(transforms).write(to: &out) { (part, out) throws(OutputError) in
            guard !part.scales.isEmpty else { return }  // an offset's own entry has no line
            let head = try ByteArraySink.collect { (out) throws(OutputError) in
                try out.bytes(start)
                try out.number(part.offset, precision: precision)
                try out.text(",\"index\":")
            }
            for item in part.scales {
                try out.bytes(head)
                try out.integer(item.index)
                try out.text(",\"scale\":")
                try out.number(item.scale, precision: precision)
                try out.text("}\n")
            }
        }
    }

    /// One line per element visible at each scroll offset, the offset first: the keys of the
    /// JSON document's `visible` elements, the section named by its id (none for the layout's
    /// own boundary items).
    private func visible(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        let writer = self
        try VisibleEntries(layout).write(to: &out) { (part, out) throws(OutputError) in
            guard !part.members.isEmpty else { return }  // an offset's own entry has no line
            let offsetFields = try ByteArraySink.collect { (out) throws(OutputError) in
                try out.byte(UInt8(ascii: "{"))
                try writer.documentFields(&out)
                try out.text("\"scrollOffset\":{\"x\":")
                try out.number(part.offset.x, precision: writer.precision)
                try out.text(",\"y\":")
                try out.number(part.offset.y, precision: writer.precision)
                try out.text("},")
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
                            try out.text("\"section\":")
                            try out.jsonString(layout.sections[section].id)
                            try out.byte(UInt8(ascii: ","))
                        }
                        sectionFields[section] = fields
                    }
                    try out.bytes(fields)
                }
                switch element.category {
                case .item: try out.text("\"element\":\"item\"")
                case .supplementary: try out.text("\"element\":\"supplementary\"")
                case .decoration: try out.text("\"element\":\"decoration\"")
                }
                if let kind = element.kind {
                    try out.text(",\"kind\":")
                    try out.jsonString(kind)
                }
                try writer.integerField("index", element.index, &out)
                try writer.frame(element.frame, &out)
                if element.zIndex != element.category.defaultZIndex { try writer.integerField("zIndex", element.zIndex, &out) }
                try out.text("}\n")
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
        try out.text("}\n")
    }

    /// `{"spec":…,"containerWidth":…,"section":…,"element":…`: what every line of an element
    /// of a section (its `"section":…,` field given) begins with.
    private func start(_ out: inout ByteWriter, element: String, sectionField: [UInt8]?) throws(OutputError) {
        try out.byte(UInt8(ascii: "{"))
        try documentFields(&out)
        if let sectionField { try out.bytes(sectionField) }
        try out.text("\"element\":")
        try out.jsonString(element)
    }

    /// `"spec":…,"containerWidth":…,` when the stream holds several documents.
    private func documentFields(_ out: inout ByteWriter) throws(OutputError) {
        guard let document else { return }
        try out.text("\"spec\":")
        try out.jsonString(document.source)
        try out.text(",\"containerWidth\":")
        try out.number(document.layout.container.width, precision: precision)
        try out.byte(UInt8(ascii: ","))
    }

    /// A frame's four fields: a template store and a number each, as every line has them.
    private func frame(_ rect: Rect, _ out: inout ByteWriter) throws(OutputError) {
        let keys = Self.frameKeys
        try out.template(keys.x)
        try out.number(rect.x, precision: precision)
        try out.template(keys.y)
        try out.number(rect.y, precision: precision)
        try out.template(keys.width)
        try out.number(rect.width, precision: precision)
        try out.template(keys.height)
        try out.number(rect.height, precision: precision)
    }

    private static let frameKeys = FrameKeys()

    /// `,"x":` and the other keys of a frame.
    private struct FrameKeys {
        let x = ByteTemplate(#","x":"#)
        let y = ByteTemplate(#","y":"#)
        let width = ByteTemplate(#","width":"#)
        let height = ByteTemplate(#","height":"#)
    }

    private func field(_ name: StaticString, _ value: Double, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(",\"")
        try out.text(name)
        try out.text("\":")
        try out.number(value, precision: precision)
    }

    private func integerField(_ name: StaticString, _ value: Int, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(",\"")
        try out.text(name)
        try out.text("\":")
        try out.integer(value)
    }
}
