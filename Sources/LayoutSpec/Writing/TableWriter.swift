import LayoutEngine

/// Writes a layout as a table for people: one aligned row per element (section, kind, element,
/// index, x, y, width, height, scale), the scale being an item's at its section's first offset.
///
/// Rows are produced twice, once to measure the columns and once to write them, so a table of
/// any length takes no memory of its own.
struct TableWriter {
    let layout: ScreenLayout
    let precision: Int?

    private static let headers: [String] = ["section", "kind", "element", "index", "x", "y", "width", "height", "scale"]
    /// Text columns are left-aligned, numbers right-aligned.
    private static let textColumns = 3

    private struct Row {
        var section: String
        var kind: String
        var element: String
        var index: Int?
        var frame: Rect
        var scale: Double?
    }

    func write(_ out: inout ByteWriter) throws(OutputError) {
        var widths = Self.headers.map(\.count)
        forEachRow { row in
            widths[0] = max(widths[0], row.section.count)
            widths[1] = max(widths[1], row.kind.count)
            widths[2] = max(widths[2], row.element.count)
            if let index = row.index { widths[3] = max(widths[3], String(index).count) }
            widths[4] = max(widths[4], ByteWriter.numberLength(row.frame.x, precision: precision))
            widths[5] = max(widths[5], ByteWriter.numberLength(row.frame.y, precision: precision))
            widths[6] = max(widths[6], ByteWriter.numberLength(row.frame.width, precision: precision))
            widths[7] = max(widths[7], ByteWriter.numberLength(row.frame.height, precision: precision))
            if let scale = row.scale { widths[8] = max(widths[8], ByteWriter.numberLength(scale, precision: precision)) }
        }

        for (column, header) in Self.headers.enumerated() {
            try cell(header, column: column, widths: widths, &out)
        }
        try out.byte(UInt8(ascii: "\n"))
        var failure: OutputError?
        forEachRow { row in
            guard failure == nil else { return }
            do throws(OutputError) {
                try cell(row.section, column: 0, widths: widths, &out)
                try cell(row.kind, column: 1, widths: widths, &out)
                try cell(row.element, column: 2, widths: widths, &out)
                try cell(row.index.map(String.init) ?? "", column: 3, widths: widths, &out)
                for (column, value) in [row.frame.x, row.frame.y, row.frame.width, row.frame.height].enumerated() {
                    try number(value, column: column + 4, widths: widths, &out)
                }
                if let scale = row.scale { try number(scale, column: 8, widths: widths, &out) }
                try out.byte(UInt8(ascii: "\n"))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    private func cell(_ text: String, column: Int, widths: [Int], _ out: inout ByteWriter) throws(OutputError) {
        let padding = widths[column] - text.count
        if column > 0 { try out.text("  ") }
        if column >= Self.textColumns { try out.repeated(UInt8(ascii: " "), count: padding) }
        try out.text(text)
        if column < Self.textColumns && column < Self.headers.count - 1 {
            // Pad only if something follows on the row: no trailing blanks.
            try out.repeated(UInt8(ascii: " "), count: padding)
        }
    }

    private func number(_ value: Double, column: Int, widths: [Int], _ out: inout ByteWriter) throws(OutputError) {
        try out.text("  ")
        try out.repeated(UInt8(ascii: " "), count: widths[column] - ByteWriter.numberLength(value, precision: precision))
        try out.number(value, precision: precision)
    }

    /// Every row: for each section its own row, its items, its supplementaries; then the
    /// content's size.
    private func forEachRow(_ body: (Row) -> Void) {
        for section in layout.sections {
            let kind = section.kind.rawValue
            body(Row(section: section.id, kind: kind, element: "section", index: section.index, frame: section.frame))
            var scales: [Int: Double] = [:]
            for item in section.transforms?.first?.items ?? [] { scales[item.index] = item.scale }
            for (index, frame) in section.items.enumerated() {
                body(Row(section: section.id, kind: kind, element: "item", index: index, frame: frame, scale: scales[index]))
            }
            for supplementary in section.supplementaries {
                body(Row(section: section.id, kind: kind, element: supplementary.kind, index: supplementary.index, frame: supplementary.frame))
            }
        }
        body(Row(section: "", kind: "", element: "content", index: nil, frame: Rect(origin: .zero, size: layout.contentSize)))
    }
}
