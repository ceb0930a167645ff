import LayoutEngine
import LayoutText

/// A custom layout's snapshot as a table for people, as the command line's is: a row per
/// element (its section's id, what it is, its kind, its index path's item, its frame, its zIndex
/// and its transform where they are not the default), then the content's size; numbers to two
/// decimals; each column as wide as its widest cell. Several sizes are a block each, after a
/// heading naming the layout and the width, a blank line between them.
enum QueriedTable {
    static let headers = ["section", "element", "kind", "index", "x", "y", "width", "height", "zIndex", "transform"]
    /// The columns whose cells are numbers, aligned right.
    static let numberColumns = 3...8

    static func write(_ layouts: [QueriedLayout], source: String, to out: inout ByteWriter) throws(OutputError) {
        for (position, layout) in layouts.enumerated() {
            if layouts.count > 1 {
                if position > 0 { try out.byte(UInt8(ascii: "\n")) }
                try out.text(string: "# \(TerminalText.escaped(source)), width \(ValueText.number(layout.width, precision: 2))\n")
            }
            try write(rows(of: layout), to: &out)
        }
    }

    private static func rows(of layout: QueriedLayout) -> [[String]] {
        var rows = [headers]
        rows += layout.sections.joined().map(row(of:))
        rows.append(["", "content", "", ""] + numbers(Rect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height)) + ["", ""])
        for (offset, elements) in layout.visible {
            rows.append(["", "viewport", "", ""] + numbers(Rect(x: offset.x, y: offset.y, width: layout.width, height: layout.height ?? 0)) + ["", ""])
            rows += elements.map(row(of:))
        }
        return rows.map { $0.map(TerminalText.escaped) }
    }

    private static func row(of element: QueriedLayout.Element) -> [String] {
        [QueriedLayout.sectionID(element.section), element.category.rawValue, element.kind, "\(element.index)"] + numbers(element.frame)
            + [element.zIndex == 0 ? "" : "\(element.zIndex)", transform(element)]
    }

    private static func numbers(_ frame: Rect) -> [String] {
        [frame.x, frame.y, frame.width, frame.height].map { ValueText.number($0, precision: 2) }
    }

    /// `a b c d tx ty` in the plane, `3D: m11 … m44` otherwise; empty for the identity.
    private static func transform(_ element: QueriedLayout.Element) -> String {
        switch element.writtenTransform {
        case nil: ""
        case .affine(let values)?: values.map { "\($0.0) \(ValueText.number($0.1, precision: 4))" }.joined(separator: " ")
        case .threeD(let values)?: "3D: " + values.map { ValueText.number($0, precision: 4) }.joined(separator: " ")
        }
    }

    private static func write(_ rows: [[String]], to out: inout ByteWriter) throws(OutputError) {
        var widths = [Int](repeating: 0, count: headers.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], TerminalText.width(cell)) }
        }
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                let padding = String(repeating: " ", count: widths[column] - TerminalText.width(cell))
                line += numberColumns.contains(column) ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            try out.text(string: line + "\n")
        }
    }
}
