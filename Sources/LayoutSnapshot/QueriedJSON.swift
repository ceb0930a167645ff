import LayoutEngine
import LayoutText

/// A custom layout's snapshot as JSON, in the shape of the command line's output as far as it
/// goes (so that `layoutcalc diff` and `check --diff-svg` read its frames back), laid out as
/// `jq .` prints it: the container, the content's size, each section (`"kind": "custom"`, its
/// frame what its elements cover) with its items, supplementaries and decorations, and what is
/// visible at each scroll offset. Each element has its index path's item as `index`, its frame,
/// its `zIndex` where it is not 0 (a layout's attributes' default) and its `transform` where it
/// is not the identity. Several sizes are an array of documents, as `--width 390,834` prints.
struct QueriedJSON {
    private var pretty = PrettyPrinter()

    mutating func write(_ layouts: [QueriedLayout], to out: inout ByteWriter) throws(OutputError) {
        if layouts.count == 1 {
            try document(layouts[0], &out)
        } else {
            try pretty.openArray(&out)
            for layout in layouts {
                try pretty.element(&out)
                try document(layout, &out)
            }
            try pretty.closeArray(&out)
        }
        try out.byte(UInt8(ascii: "\n"))
    }

    private mutating func document(_ layout: QueriedLayout, _ out: inout ByteWriter) throws(OutputError) {
        try pretty.openObject(&out)
        try pretty.key(named: "container", &out)
        try pretty.openObject(&out)
        try number("width", layout.width, &out)
        if let height = layout.height { try number("height", height, &out) }
        if let scale = layout.scale { try number("scale", scale, &out) }
        try pretty.closeObject(&out)
        try pretty.key(named: "contentSize", &out)
        try pretty.openObject(&out)
        try number("width", layout.contentSize.width, &out)
        try number("height", layout.contentSize.height, &out)
        try pretty.closeObject(&out)
        try pretty.key(named: "sections", &out)
        try pretty.openArray(&out)
        for (index, elements) in layout.sections.enumerated() {
            try pretty.element(&out)
            try section(index, elements, &out)
        }
        try pretty.closeArray(&out)
        if !layout.visible.isEmpty {
            try pretty.key(named: "visible", &out)
            try pretty.openArray(&out)
            for (offset, elements) in layout.visible {
                try pretty.element(&out)
                try pretty.openObject(&out)
                try pretty.key(named: "offset", &out)
                try pretty.openObject(&out)
                try number("x", offset.x, &out)
                try number("y", offset.y, &out)
                try pretty.closeObject(&out)
                try pretty.key(named: "elements", &out)
                try pretty.openArray(&out)
                for element in elements {
                    try pretty.element(&out)
                    try visibleElement(element, &out)
                }
                try pretty.closeArray(&out)
                try pretty.closeObject(&out)
            }
            try pretty.closeArray(&out)
        }
        try pretty.closeObject(&out)
    }

    private mutating func section(_ index: Int, _ elements: [QueriedLayout.Element], _ out: inout ByteWriter) throws(OutputError) {
        try pretty.openObject(&out)
        try integer("index", index, &out)
        try string("id", QueriedLayout.sectionID(index), &out)
        try string("kind", QueriedLayout.sectionKind, &out)
        try pretty.key(named: "frame", &out)
        try pretty.openObject(&out)
        try frame(QueriedLayout.frame(of: elements), &out)
        try pretty.closeObject(&out)
        for category in QueriedLayout.Element.Category.allCases {
            let members = elements.filter { $0.category == category }
            guard category == .item || !members.isEmpty else { continue }
            try pretty.key(named: category.listKey, &out)
            try pretty.openArray(&out)
            for element in members {
                try pretty.element(&out)
                try pretty.openObject(&out)
                if category != .item { try string("kind", element.kind, &out) }
                try integer("index", element.index, &out)
                try values(of: element, &out)
                try pretty.closeObject(&out)
            }
            try pretty.closeArray(&out)
        }
        try pretty.closeObject(&out)
    }

    /// An element of what is visible at an offset: `section`, `element`, `kind`, `index`, as
    /// the command line writes them, then its values.
    private mutating func visibleElement(_ element: QueriedLayout.Element, _ out: inout ByteWriter) throws(OutputError) {
        try pretty.openObject(&out)
        try integer("section", element.section, &out)
        try string("element", element.category.rawValue, &out)
        if element.category != .item { try string("kind", element.kind, &out) }
        try integer("index", element.index, &out)
        try values(of: element, &out)
        try pretty.closeObject(&out)
    }

    /// An element's frame, then its zIndex and transform where they are not the default.
    private mutating func values(of element: QueriedLayout.Element, _ out: inout ByteWriter) throws(OutputError) {
        try frame(element.frame, &out)
        if element.zIndex != 0 { try integer("zIndex", element.zIndex, &out) }
        switch element.writtenTransform {
        case nil: break
        case .affine(let values)?:
            try pretty.key(named: "transform", &out)
            try pretty.openObject(&out)
            for (name, value) in values { try number(name, value, &out) }
            try pretty.closeObject(&out)
        case .threeD(let values)?:
            try pretty.key(named: "transform3D", &out)
            try pretty.openArray(&out)
            for value in values {
                try pretty.element(&out)
                try out.number(value, precision: nil)
            }
            try pretty.closeArray(&out)
        }
    }

    private mutating func frame(_ rect: Rect, _ out: inout ByteWriter) throws(OutputError) {
        try number("x", rect.x, &out)
        try number("y", rect.y, &out)
        try number("width", rect.width, &out)
        try number("height", rect.height, &out)
    }

    private mutating func number(_ key: String, _ value: Double, _ out: inout ByteWriter) throws(OutputError) {
        try pretty.key(named: key, &out)
        try out.number(value, precision: nil)
    }

    private mutating func integer(_ key: String, _ value: Int, _ out: inout ByteWriter) throws(OutputError) {
        try pretty.key(named: key, &out)
        try out.integer(value)
    }

    private mutating func string(_ key: String, _ value: String, _ out: inout ByteWriter) throws(OutputError) {
        try pretty.key(named: key, &out)
        try out.jsonString(value)
    }
}
