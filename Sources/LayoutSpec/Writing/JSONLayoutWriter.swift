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
        for (index, rect) in section.items.enumerated() {
            try printer.element(&out)
            try printer.openObject(&out)
            try integer("index", index, &out)
            if let ids = section.itemIDs, index < ids.count, let id = ids[index] {
                try printer.key("id", &out)
                try out.jsonString(id)
            }
            try frame(rect, &out)
            if let zIndices = section.itemZIndices, zIndices[index] != 0 { try integer("zIndex", zIndices[index], &out) }
            try printer.closeObject(&out)
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
