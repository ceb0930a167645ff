import LayoutSpec
import LayoutText
import LayoutEngine

/// Writes a layout as the JSON document of SPEC §2, keys in its order.
struct JSONLayoutWriter {
    let precision: Int?
    private var printer: PrettyPrinter
    /// The lines of an item object, a supplementary object and a transforms snapshot, made for
    /// the first section that has them (every section's are at the same depth; the layout's own
    /// supplementaries, shallower, come before the sections'): a document of many sections
    /// makes them once, where making them for each section took most of its time.
    private var itemLines: ItemLines?
    private var supplementaryLines: (indent: Int, lines: SupplementaryLines)?
    private var snapshotLines: SnapshotLines?

    init(precision: Int?, depth: Int) {
        self.precision = precision
        printer = PrettyPrinter(depth: depth)
    }

    mutating func document(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        try printer.openObject(&out)
        try printer.key("container", &out)
        try printer.openObject(&out)
        try number("width", layout.container.width, &out)
        if let height = layout.container.height { try number("height", height, &out) }
        if let scale = layout.scale { try number("scale", scale, &out) }
        try printer.closeObject(&out)
        try printer.key("contentSize", &out)
        try printer.openObject(&out)
        try number("width", layout.contentSize.width, &out)
        try number("height", layout.contentSize.height, &out)
        try printer.closeObject(&out)
        if !layout.supplementaries.isEmpty {
            try printer.key("supplementaries", &out)
            try supplementaries(layout.supplementaries, &out)
        }
        try printer.key("sections", &out)
        try printer.openArray(&out)
        for section in layout.sections {
            try printer.element(&out)
            try self.section(section, &out)
        }
        try printer.closeArray(&out)
        if !layout.scrollOffsets.isEmpty {
            try printer.key("visible", &out)
            try visible(layout, &out)
        }
        try printer.closeObject(&out)
    }

    /// `supplementaries`: each with its kind, index, item (anchored ones), frame and zIndex
    /// where it is not the default; a long list (a badge on each of a million items) formatted
    /// on two threads, as items are.
    private mutating func supplementaries(_ list: [SupplementaryFrame], _ out: inout ByteWriter) throws(OutputError) {
        try printer.openArray(&out)
        if !list.isEmpty {
            let indent = 2 * printer.openContainers
            let lines = supplementaryLines.flatMap { $0.indent == indent ? $0.lines : nil } ?? SupplementaryLines(indent: indent)
            supplementaryLines = (indent, lines)
            let precision = precision
            try SplitFormatting.write(count: list.count, to: &out) { (range, out) throws(OutputError) in
                for index in range { try lines.write(list[index], first: index == 0, precision: precision, &out) }
            }
            printer.noteElementsWritten()
        }
        try printer.closeArray(&out)
    }

    /// `visible`: what is on screen at each scroll offset, found one offset at a time.
    private mutating func visible(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        try printer.openArray(&out)
        if !layout.scrollOffsets.isEmpty {
            let lines = OffsetLines(indent: 2 * printer.openContainers)
            let precision = precision
            try VisibleEntries(layout).write(to: &out) { (part, out) throws(OutputError) in
                try lines.write(part, precision: precision, &out)
            }
            printer.noteElementsWritten()
        }
        try printer.closeArray(&out)
    }

    private mutating func section(_ section: SectionLayout, _ out: inout ByteWriter) throws(OutputError) {
        try printer.openObject(&out)
        try integer("index", section.index, &out)
        try printer.key("id", &out)
        try out.jsonString(section.id)
        try printer.key("kind", &out)
        try out.jsonString(section.kind.rawValue)
        try printer.key("frame", &out)
        try printer.openObject(&out)
        try frame(section.frame, &out)
        try printer.closeObject(&out)

        try printer.key("items", &out)
        try printer.openArray(&out)
        if !section.items.isEmpty {
            let lines = itemLines ?? ItemLines(indent: 2 * printer.openContainers)
            itemLines = lines
            let items = ItemObjects(section: section, lines: lines, precision: precision)
            try SplitFormatting.write(count: section.items.count, to: &out) { (range, out) throws(OutputError) in
                try items.write(range, &out)
            }
            printer.noteElementsWritten()
        }
        try printer.closeArray(&out)

        if !section.supplementaries.isEmpty {
            try printer.key("supplementaries", &out)
            try supplementaries(section.supplementaries, &out)
        }

        if !section.decorations.isEmpty {
            try printer.key("decorations", &out)
            try printer.openArray(&out)
            for decoration in section.decorations {
                try printer.element(&out)
                try printer.openObject(&out)
                try printer.key("kind", &out)
                try out.jsonString(decoration.kind)
                try frame(decoration.frame, &out)
                if decoration.zIndex != DecorationItem.defaultZIndex { try integer("zIndex", decoration.zIndex, &out) }
                try printer.closeObject(&out)
            }
            try printer.closeArray(&out)
        }

        if let scroll = section.orthogonal {
            try printer.key("orthogonal", &out)
            try printer.openObject(&out)
            try printer.key("behavior", &out)
            try out.jsonString(scroll.behavior.rawValue)
            try number("contentWidth", scroll.contentWidth, &out)
            try number("maxOffset", scroll.maxOffset, &out)
            try printer.key("restingOffsets", &out)
            try printer.openArray(&out)
            for offset in scroll.restingOffsets {
                try printer.element(&out)
                try out.number(offset, precision: precision)
            }
            try printer.closeArray(&out)
            try printer.closeObject(&out)
        }

        if let transforms = section.transforms {
            try printer.key("transforms", &out)
            try printer.openArray(&out)
            if !transforms.isEmpty {
                let lines = snapshotLines ?? SnapshotLines(indent: 2 * printer.openContainers)
                snapshotLines = lines
                let precision = precision
                try TransformEntries(transforms).write(to: &out) { (part, out) throws(OutputError) in
                    try lines.write(part, precision: precision, &out)
                }
                printer.noteElementsWritten()
            }
            try printer.closeArray(&out)
        }
        try printer.closeObject(&out)
    }

    private mutating func frame(_ rect: Rect, _ out: inout ByteWriter) throws(OutputError) {
        try number("x", rect.x, &out)
        try number("y", rect.y, &out)
        try number("width", rect.width, &out)
        try number("height", rect.height, &out)
    }

    private mutating func number(_ key: StaticString, _ value: Double, _ out: inout ByteWriter) throws(OutputError) {
        try printer.key(key, &out)
        try out.number(value, precision: precision)
    }

    private mutating func integer(_ key: StaticString, _ value: Int, _ out: inout ByteWriter) throws(OutputError) {
        try printer.key(key, &out)
        try out.integer(value)
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

/// The start of an element of an array as `PrettyPrinter` lays it out: a newline, after a comma
/// unless it is the array's first, then the element's own opening text.
struct ElementStart: Sendable {
    private let first: ByteTemplate
    private let next: ByteTemplate

    init(_ opening: String) {
        first = ByteTemplate("\n" + opening)
        next = ByteTemplate(",\n" + opening)
    }

    @inline(__always)
    func callAsFunction(first isFirst: Bool) -> ByteTemplate {
        isFirst ? first : next
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

    init(inner: String) {
        func member(_ name: String) -> ByteTemplate { ByteTemplate(",\n" + inner + "\"\(name)\": ") }
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
}

/// The fixed bytes of an item object at one depth, laid out as `PrettyPrinter` would lay them:
/// a million items are a million copies of these, with numbers in between.
struct ItemLines: Sendable {
    let start: ElementStart
    let id: ByteTemplate
    let frame: FrameLines
    let close: ByteTemplate

    /// Lines for item objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "  "
        func member(_ name: String) -> ByteTemplate { ByteTemplate(",\n" + inner + "\"\(name)\": ") }
        let objectStart = outer + "{\n" + inner + "\"index\": "
        start = ElementStart(objectStart)
        id = member("id")
        frame = FrameLines(inner: inner)
        close = ByteTemplate("\n" + outer + "}")
    }
}

/// The fixed bytes of a supplementary object at one depth, as `PrettyPrinter` would lay them
/// out: `{"kind", "index", "item"?, frame, "zIndex"?}`.
struct SupplementaryLines: Sendable {
    let start: ElementStart
    let index: ByteTemplate
    let item: ByteTemplate
    let frame: FrameLines
    let close: ByteTemplate

    /// Lines for supplementary objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "  "
        func member(_ name: String) -> ByteTemplate { ByteTemplate(",\n" + inner + "\"\(name)\": ") }
        let objectStart = outer + "{\n" + inner + "\"kind\": "
        start = ElementStart(objectStart)
        index = member("index")
        item = member("item")
        frame = FrameLines(inner: inner)
        close = ByteTemplate("\n" + outer + "}")
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
}

/// The fixed bytes of the `visible` block's entries at one depth, as `PrettyPrinter` would lay
/// them out: `{"offset": {"x", "y"}, "elements": [...]}` for each scroll offset, formatted part
/// by part (see `VisibleEntries`) from nothing but where each part lies in its offset.
struct OffsetLines: Sendable {
    let start: ElementStart
    let y: ByteTemplate
    let elementsOpen: ByteTemplate
    let noElements: ByteTemplate
    let elementsClose: ByteTemplate
    let elements: VisibleLines

    /// Lines for offset objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let entry = String(repeating: " ", count: indent)
        let member = entry + "  "
        let coordinate = member + "  "
        let objectStart = entry + "{\n" + member + "\"offset\": {\n" + coordinate + "\"x\": "
        start = ElementStart(objectStart)
        y = ByteTemplate(",\n" + coordinate + "\"y\": ")
        elementsOpen = ByteTemplate("\n" + member + "},\n" + member + "\"elements\": [")
        noElements = ByteTemplate("\n" + member + "},\n" + member + "\"elements\": []\n" + entry + "}")
        elementsClose = ByteTemplate("\n" + member + "]\n" + entry + "}")
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
}

/// The fixed bytes of an element visible at a scroll offset at one depth, as `PrettyPrinter`
/// would lay them out: `{"section", "element", "kind"?, "index", frame, "zIndex"?}`.
struct VisibleLines: Sendable {
    let start: ElementStart
    let item: ByteTemplate
    let supplementary: ByteTemplate
    let decoration: ByteTemplate
    let kind: ByteTemplate
    let index: ByteTemplate
    let frame: FrameLines
    let close: ByteTemplate

    /// Lines for element objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "  "
        func member(_ name: String) -> ByteTemplate { ByteTemplate(",\n" + inner + "\"\(name)\": ") }
        let objectStart = outer + "{\n" + inner + "\"section\": "
        start = ElementStart(objectStart)
        func element(_ name: String) -> ByteTemplate { ByteTemplate(",\n" + inner + "\"element\": \"\(name)\"") }
        item = element(VisibleElement.Category.item.rawValue)
        supplementary = element(VisibleElement.Category.supplementary.rawValue)
        decoration = element(VisibleElement.Category.decoration.rawValue)
        kind = member("kind")
        index = member("index")
        frame = FrameLines(inner: inner)
        close = ByteTemplate("\n" + outer + "}")
    }

    func write(_ element: VisibleElement, first: Bool, precision: Int?, _ out: inout ByteWriter) throws(OutputError) {
        try out.template(start(first: first))
        if let section = element.section { try out.integer(section) } else { try out.text("null") }
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
}

/// The fixed bytes of the transforms' snapshots at one depth, as `PrettyPrinter` would lay them
/// out: `{"offset": o, "items": [{"index": i, "scale": s}, …]}` for each offset, formatted part
/// by part (see `TransformEntries`) from nothing but where each part lies in its offset.
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
        let snapshot = String(repeating: " ", count: indent)
        let member = snapshot + "  "
        let entry = member + "  "
        let entryMember = entry + "  "
        let objectStart = snapshot + "{\n" + member + "\"offset\": "
        start = ElementStart(objectStart)
        itemsOpen = ByteTemplate(",\n" + member + "\"items\": [")
        noItems = ByteTemplate(",\n" + member + "\"items\": []\n" + snapshot + "}")
        let entryStart = entry + "{\n" + entryMember + "\"index\": "
        itemStart = ElementStart(entryStart)
        scale = ByteTemplate(",\n" + entryMember + "\"scale\": ")
        itemClose = ByteTemplate("\n" + entry + "}")
        itemsClose = ByteTemplate("\n" + member + "]\n" + snapshot + "}")
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
}

extension VisibleElement.Category {
    /// UIKit's default zIndex for an element of this category: an element prints its zIndex
    /// only where it differs.
    var defaultZIndex: Int {
        switch self {
        case .item: 0
        case .supplementary: BoundaryItem.defaultZIndex
        case .decoration: DecorationItem.defaultZIndex
        }
    }
}
