import LayoutEngine

/// Writes a layout as the JSON document of SPEC §2, keys in its order.
struct JSONLayoutWriter {
    let precision: Int?
    private var printer: PrettyPrinter

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
        try printer.key("sections", &out)
        try printer.openArray(&out)
        for section in layout.sections {
            try printer.element(&out)
            try self.section(section, &out)
        }
        try printer.closeArray(&out)
        try printer.closeObject(&out)
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
            let lines = ItemLines(indent: 2 * printer.openContainers)
            let ids = section.itemIDs ?? []
            let zIndices = section.itemZIndices ?? []
            for (index, rect) in section.items.enumerated() {
                try out.bytes(index == 0 ? lines.openFirst : lines.open)
                try out.integer(index)
                if index < ids.count, let id = ids[index] {
                    try out.bytes(lines.id)
                    try out.jsonString(id)
                }
                try out.bytes(lines.x)
                try out.number(rect.x, precision: precision)
                try out.bytes(lines.y)
                try out.number(rect.y, precision: precision)
                try out.bytes(lines.width)
                try out.number(rect.width, precision: precision)
                try out.bytes(lines.height)
                try out.number(rect.height, precision: precision)
                if index < zIndices.count, zIndices[index] != 0 {
                    try out.bytes(lines.zIndex)
                    try out.integer(zIndices[index])
                }
                try out.bytes(lines.close)
            }
            printer.noteElementsWritten()
        }
        try printer.closeArray(&out)

        if !section.supplementaries.isEmpty {
            try printer.key("supplementaries", &out)
            try printer.openArray(&out)
            for supplementary in section.supplementaries {
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
            for snapshot in transforms {
                try printer.element(&out)
                try printer.openObject(&out)
                try number("offset", snapshot.offset, &out)
                try printer.key("items", &out)
                try printer.openArray(&out)
                for item in snapshot.items {
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

/// The fixed bytes of an item object at one depth, laid out as `PrettyPrinter` would lay them:
/// a million items are a million copies of these, with numbers in between.
struct ItemLines {
    let openFirst: [UInt8]
    let open: [UInt8]
    let id: [UInt8]
    let x: [UInt8]
    let y: [UInt8]
    let width: [UInt8]
    let height: [UInt8]
    let zIndex: [UInt8]
    let close: [UInt8]

    /// Lines for item objects that are elements of an array indented `indent` spaces.
    init(indent: Int) {
        let outer = [UInt8](repeating: UInt8(ascii: " "), count: indent)
        let inner = outer + [UInt8(ascii: " "), UInt8(ascii: " ")]
        func member(_ name: String) -> [UInt8] {
            Array(",\n".utf8) + inner + Array("\"\(name)\": ".utf8)
        }
        let objectStart = outer + Array("{\n".utf8) + inner + Array("\"index\": ".utf8)
        openFirst = Array("\n".utf8) + objectStart
        open = Array(",\n".utf8) + objectStart
        id = member("id")
        x = member("x")
        y = member("y")
        width = member("width")
        height = member("height")
        zIndex = member("zIndex")
        close = Array("\n".utf8) + outer + Array("}".utf8)
    }
}
