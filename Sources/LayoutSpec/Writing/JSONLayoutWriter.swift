import LayoutEngine

/// Writes a layout as the JSON document of SPEC §2, keys in its order.
struct JSONLayoutWriter {
    let precision: Int?
    private var printer: PrettyPrinter
    /// The lines of an item object, made for the first section that has items (every section's
    /// items are at the same depth): a document of many sections makes them once.
    private var itemLines: ItemLines?

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
    /// where it is not the default.
    private mutating func supplementaries(_ list: [SupplementaryFrame], _ out: inout ByteWriter) throws(OutputError) {
        try printer.openArray(&out)
        for supplementary in list {
            try printer.element(&out)
            try printer.openObject(&out)
            try printer.key("kind", &out)
            try out.jsonString(supplementary.kind)
            try integer("index", supplementary.index, &out)
            if let item = supplementary.item { try integer("item", item, &out) }
            try frame(supplementary.frame, &out)
            if supplementary.zIndex != BoundaryItem.defaultZIndex { try integer("zIndex", supplementary.zIndex, &out) }
            try printer.closeObject(&out)
        }
        try printer.closeArray(&out)
    }

    /// `visible`: what is on screen at each scroll offset, found one offset at a time.
    private mutating func visible(_ layout: ScreenLayout, _ out: inout ByteWriter) throws(OutputError) {
        let index = layout.elementIndex()
        try printer.openArray(&out)
        for offset in layout.scrollOffsets {
            try printer.element(&out)
            try printer.openObject(&out)
            try printer.key("offset", &out)
            try printer.openObject(&out)
            try number("x", offset.x, &out)
            try number("y", offset.y, &out)
            try printer.closeObject(&out)
            try printer.key("elements", &out)
            try printer.openArray(&out)
            for element in index.elements(in: layout.viewport(at: offset), contentOffset: offset) {
                try printer.element(&out)
                try printer.openObject(&out)
                try printer.key("section", &out)
                if let section = element.section { try out.integer(section) } else { try out.text("null") }
                try printer.key("element", &out)
                try out.jsonString(element.category.rawValue)
                if let kind = element.kind {
                    try printer.key("kind", &out)
                    try out.jsonString(kind)
                }
                try integer("index", element.index, &out)
                try frame(element.frame, &out)
                if element.zIndex != element.category.defaultZIndex { try integer("zIndex", element.zIndex, &out) }
                try printer.closeObject(&out)
            }
            try printer.closeArray(&out)
            try printer.closeObject(&out)
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
            for (position, offset) in transforms.offsets.enumerated() {
                try printer.element(&out)
                try printer.openObject(&out)
                try number("offset", offset, &out)
                try printer.key("items", &out)
                try printer.openArray(&out)
                for item in transforms.scales(at: position) {
                    try printer.element(&out)
                    try printer.openObject(&out)
                    try integer("index", item.index, &out)
                    try number("scale", item.scale, &out)
                    try printer.closeObject(&out)
                }
                try printer.closeArray(&out)
                try printer.closeObject(&out)
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
            try out.template(index == 0 ? lines.openFirst : lines.open)
            try out.integer(index)
            if index < ids.count, let id = ids[index] {
                try out.template(lines.id)
                try out.jsonString(id)
            }
            try out.template(lines.x)
            try out.number(rect.x, precision: precision)
            try out.template(lines.y)
            try out.number(rect.y, precision: precision)
            try out.template(lines.width)
            try out.number(rect.width, precision: precision)
            try out.template(lines.height)
            try out.number(rect.height, precision: precision)
            if index < zIndices.count, zIndices[index] != 0 {
                try out.template(lines.zIndex)
                try out.integer(zIndices[index])
            }
            try out.template(lines.close)
        }
    }
}

/// The fixed bytes of an item object at one depth, laid out as `PrettyPrinter` would lay them:
/// a million items are a million copies of these, with numbers in between.
struct ItemLines: Sendable {
    let openFirst: ByteTemplate
    let open: ByteTemplate
    let id: ByteTemplate
    let x: ByteTemplate
    let y: ByteTemplate
    let width: ByteTemplate
    let height: ByteTemplate
    let zIndex: ByteTemplate
    let close: ByteTemplate

    /// Lines for item objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "  "
        func member(_ name: String) -> ByteTemplate { ByteTemplate(",\n" + inner + "\"\(name)\": ") }
        let objectStart = outer + "{\n" + inner + "\"index\": "
        openFirst = ByteTemplate("\n" + objectStart)
        open = ByteTemplate(",\n" + objectStart)
        id = member("id")
        x = member("x")
        y = member("y")
        width = member("width")
        height = member("height")
        zIndex = member("zIndex")
        close = ByteTemplate("\n" + outer + "}")
    }
}

/// A short run of bytes held in a vector, copied into the output with one store.
struct ByteTemplate: Sendable {
    static let capacity = 64

    let bytes: SIMD64<UInt8>
    let count: Int

    init(_ text: String) {
        var bytes = SIMD64<UInt8>()
        var count = 0
        for byte in text.utf8 {
            precondition(count < Self.capacity, "a template holds at most \(Self.capacity) bytes")
            bytes[count] = byte
            count += 1
        }
        self.bytes = bytes
        self.count = count
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
