import LayoutSpec
import LayoutText
import LayoutEngine

/// `--format table`: a table for people, one block per document (see `TableWriter`), each
/// after a heading naming its spec and width when there are several, a blank line between them.
///
/// Every row is its cells and the separators between them, each cell padded to its column's
/// widest: the bound on a row is the widest cell of each column, counted from the longest id
/// and kind of the document.
struct TableFormat: LayoutFormat {
    static let summary = "for people"
    static let elementCeiling = OutputCeiling(limit: OutputLimits.maximumTableRows, phrase: "the \(OutputLimits.maximumTableRows) rows of a table")
    static let byteLimit = OutputLimits.maximumBytesForPeople

    let precision: Int?
    let severalDocuments: Bool

    func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        for (index, document) in documents.enumerated() {
            if severalDocuments {
                if index > 0 { try out.byte(Row.end) }
                try out.text(Heading.start)
                try out.text(string: TerminalText.escaped(document.source))
                try out.text(Heading.width)
                try out.number(document.layout.container.width, precision: precision ?? TableWriter.defaultPrecision)
                try out.byte(Row.end)
            }
            try TableWriter(layout: document.layout, precision: precision).write(&out)
        }
    }

    /// The line above each document's table when there are several: `# SOURCE, width W`.
    private enum Heading {
        static let start: StaticString = "# "
        static let width: StaticString = ", width "
    }

    /// Nothing but the documents' tables.
    var runBytes: Int { 0 }

    /// As `TerminalText` escapes it: printable ASCII as it is, anything else at most six bytes
    /// for each (`\u001B`).
    static func written(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : TerminalText.longestEscape * text.utf8.count
    }

    func costs(of document: LaidOutDocument, sectionIDs: SectionIDLengths) -> ElementCosts {
        let elementCell = max(TextCell.longestElementName, TerminalText.longestEscape * document.layout.longestSupplementaryKind)
        let row = Row.longest(cells: [sectionIDs.longest, Longest.name(among: SectionKind.allCases), elementCell], scale: false)
        let itemRow = Row.longest(cells: [sectionIDs.longest, Longest.name(among: SectionKind.allCases), elementCell], scale: true)
        // The blank line before a document, and its heading.
        let heading =
            severalDocuments
            ? 1 + Heading.start.utf8CodeUnitCount + TerminalText.longestEscape * document.source.utf8.count
                + Heading.width.utf8CodeUnitCount + Longest.number + 1 : 0
        // Each element's row holds the section's id and the element's kind in cells no wider
        // than the widest, counted in the row.
        return ElementCosts(
            document: heading + itemRow + row,  // the header row (with the scale column's), the content's
            section: ElementCost(bytes: row),
            item: ElementCost(bytes: itemRow),
            itemIDs: false,
            supplementary: ElementCost(bytes: row),
            decoration: ElementCost(bytes: row),
            orthogonalRow: nil,
            transforms: .none,  // the scales at the first offset are in the items' rows
            visible: OffsetCosts(shown: .all, offset: ElementCost(bytes: row), member: ElementCost(bytes: row)))
    }
}

private struct TableWriter {
    let layout: ScreenLayout
    let precision: Int

    /// The decimals of a table's numbers when no precision is given: what a person reads.
    static let defaultPrecision = 2

    init(layout: ScreenLayout, precision: Int?) {
        self.layout = layout
        self.precision = precision ?? Self.defaultPrecision
    }

    func write(_ out: inout ByteWriter) throws(OutputError) {
        let sectionScales = layout.sections.map(Self.firstScales(of:))
        // Built once for both passes, only when there are offsets to ask about.
        let index = layout.scrollOffsets.isEmpty ? nil : layout.elementIndex()
        let widths = columnWidths(sectionScales, index: index)
        for (column, header) in Column.headers.enumerated() {
            if column > 0 { try out.text(Row.separator) }
            if column < Column.textCount {
                try out.text(string: header)
                try out.repeated(UInt8(ascii: " "), count: widths[column] - header.count)
            } else {
                try out.repeated(UInt8(ascii: " "), count: widths[column] - header.count)
                try out.text(string: header)
            }
        }
        try out.byte(Row.end)

        for supplementary in layout.supplementaries {
            try textCells(.empty, .empty, TextCell(supplementary.kind), widths, &out)
            try numberCells(index: supplementary.index, frame: supplementary.frame, scale: nil, widths, &out)
        }
        for (section, scales) in zip(layout.sections, sectionScales) {
            let id = TextCell(section.id)
            let kind = TextCell(section.kind.rawValue)
            try textCells(id, kind, .section, widths, &out)
            try numberCells(index: section.index, frame: section.frame, scale: nil, widths, &out)
            let itemStart = try ByteArraySink.collect { (out) throws(OutputError) in
                try textCells(id, kind, .item, widths, &out)
            }
            try SplitFormatting.write(count: section.items.count, to: &out) { (range, out) throws(OutputError) in
                for index in range {
                    try out.bytes(itemStart)
                    try numberCells(index: index, frame: section.items[index], scale: scales[index], widths, &out)
                }
            }
            for supplementary in section.supplementaries {
                try textCells(id, kind, TextCell(supplementary.kind), widths, &out)
                try numberCells(index: supplementary.index, frame: supplementary.frame, scale: nil, widths, &out)
            }
            for decoration in section.decorations {
                try textCells(id, kind, .decoration, widths, &out)
                try numberCells(index: 0, frame: decoration.frame, scale: nil, widths, &out)
            }
        }
        try textCells(.empty, .empty, .content, widths, &out)
        try numberCells(index: nil, frame: Rect(origin: .zero, size: layout.contentSize), scale: nil, widths, &out)
        try visibleRows(index) { (row) throws(OutputError) in
            try textCells(row.section, row.kind, row.element, widths, &out)
            try numberCells(index: row.index, frame: row.frame, scale: nil, widths, &out)
        }
    }

    /// A row of the visible part of the table.
    private struct VisibleRow {
        var section: TextCell
        var kind: TextCell
        var element: TextCell
        var index: Int
        var frame: Rect
    }

    /// For each scroll offset, its `viewport` row and the rows of what is visible there, found
    /// one offset at a time (each pass of the table asks again rather than keeping them).
    private func visibleRows<Failure: Error>(_ index: ElementIndex?, _ body: (VisibleRow) throws(Failure) -> Void) throws(Failure) {
        guard let index else { return }
        let sectionCells = layout.sections.map { (id: TextCell($0.id), kind: TextCell($0.kind.rawValue)) }
        for (number, offset) in layout.scrollOffsets.enumerated() {
            let viewport = layout.viewport(at: offset)
            try body(VisibleRow(section: .empty, kind: .empty, element: .viewport, index: number, frame: viewport))
            for element in index.elements(in: viewport, contentOffset: offset) {
                let cells = element.section.map { sectionCells[$0] }
                let name: TextCell
                switch element.category {
                case .item: name = .item
                case .supplementary: name = TextCell(element.kind ?? "")
                case .decoration: name = .decoration
                }
                try body(
                    VisibleRow(
                        section: cells?.id ?? .empty, kind: cells?.kind ?? .empty, element: name, index: element.index,
                        frame: element.frame))
            }
        }
    }

    /// The width of each column: its header's or its widest cell's, in terminal columns, given
    /// each section's `firstScales` and, with scroll offsets, the element index.
    private func columnWidths(_ sectionScales: [[Int: Double]], index: ElementIndex?) -> [Int] {
        var widths = ColumnWidths(precision: precision)
        for supplementary in layout.supplementaries {
            widths.include(texts: .empty, .empty, TextCell(supplementary.kind))
            widths.include(index: supplementary.index, frame: supplementary.frame, scale: nil)
        }
        for (section, scales) in zip(layout.sections, sectionScales) {
            let id = TextCell(section.id)
            let kind = TextCell(section.kind.rawValue)
            widths.include(texts: id, kind, .section)
            widths.include(index: section.index, frame: section.frame, scale: nil)
            if !section.items.isEmpty { widths.include(texts: id, kind, .item) }
            let items = section.items
            @Sendable func measure(_ range: Range<Int>) -> ColumnWidths {
                var widths = ColumnWidths(precision: precision)
                for index in range { widths.include(index: index, frame: items[index], scale: scales[index]) }
                return widths
            }
            if items.count >= SplitFormatting.minimumLength {
                let half = items.count / 2
                let (first, second) = Parallel.both({ measure(0..<half) }, { measure(half..<items.count) })
                widths.merge(first)
                widths.merge(second)
            } else {
                widths.merge(measure(items.indices))
            }
            for supplementary in section.supplementaries {
                widths.include(texts: id, kind, TextCell(supplementary.kind))
                widths.include(index: supplementary.index, frame: supplementary.frame, scale: nil)
            }
            for decoration in section.decorations {
                widths.include(texts: id, kind, .decoration)
                widths.include(index: 0, frame: decoration.frame, scale: nil)
            }
        }
        widths.include(texts: .empty, .empty, .content)
        widths.include(index: nil, frame: Rect(origin: .zero, size: layout.contentSize), scale: nil)
        visibleRows(index) { row in
            widths.include(texts: row.section, row.kind, row.element)
            widths.include(index: row.index, frame: row.frame, scale: nil)
        }
        return widths.widths
    }

    /// Each item's scale at the section's first offset, by item index.
    private static func firstScales(of section: SectionLayout) -> [Int: Double] {
        var scales: [Int: Double] = [:]
        for item in section.transforms?.first?.items ?? [] { scales[item.index] = item.scale }
        return scales
    }

    /// The section, kind and element cells, each left-aligned and followed by its padding.
    private func textCells(_ section: TextCell, _ kind: TextCell, _ element: TextCell, _ widths: [Int], _ out: inout ByteWriter) throws(OutputError) {
        for (column, cell) in [section, kind, element].enumerated() {
            if column > 0 { try out.text(Row.separator) }
            try out.text(string: cell.text)
            try out.repeated(UInt8(ascii: " "), count: widths[column] - cell.width)
        }
    }

    /// The index, frame and scale cells, right-aligned, then the end of the row (no trailing
    /// blanks: a row without a scale ends at its height).
    private func numberCells(index: Int?, frame: Rect, scale: Double?, _ widths: [Int], _ out: inout ByteWriter) throws(OutputError) {
        try out.text(Row.separator)
        if let index {
            try out.integer(index, rightAlignedIn: widths[Column.index])
        } else {
            try out.repeated(UInt8(ascii: " "), count: widths[Column.index])
        }
        try numberCell(frame.x, column: Column.frame, widths, &out)
        try numberCell(frame.y, column: Column.frame + 1, widths, &out)
        try numberCell(frame.width, column: Column.frame + 2, widths, &out)
        try numberCell(frame.height, column: Column.frame + 3, widths, &out)
        if let scale { try numberCell(scale, column: Column.scale, widths, &out) }
        try out.byte(Row.end)
    }

    private func numberCell(_ value: Double, column: Int, _ widths: [Int], _ out: inout ByteWriter) throws(OutputError) {
        try out.text(Row.separator)
        try out.number(value, precision: precision, rightAlignedIn: widths[column])
    }
}

/// The table's columns, by position.
private enum Column {
    static let headers = ["section", "kind", "element", "index", "x", "y", "width", "height", "scale"]
    /// The section, kind and element columns: text, left-aligned. The rest are numbers,
    /// right-aligned.
    static let textCount = 3
    static let index = 3
    /// The first of x, y, width and height.
    static let frame = 4
    static let scale = 8
}

/// What a row is made of besides its cells, and the most a row takes.
private enum Row {
    /// Between two cells.
    static let separator: StaticString = "  "
    static let end = UInt8(ascii: "\n")

    /// The most a row takes whose text cells are at most `cells` bytes (the section's id, its
    /// kind, the element), with a scale cell or without: each text cell padded to its column's
    /// width (its bytes, and as many spaces as its column is wider than it in terminal columns,
    /// which are no more than its bytes: at most its bytes and the wider of its header and the
    /// widest cell), the index and number cells right-aligned in theirs (at most the wider of
    /// the header and the longest), a separator before each cell but the first, and the end.
    static func longest(cells: [Int], scale: Bool) -> Int {
        var bytes = 0
        for (column, header) in Column.headers.enumerated() where scale || column != Column.scale {
            if column > 0 { bytes += separator.utf8CodeUnitCount }
            if column < Column.textCount {
                bytes += cells[column] + max(header.utf8.count, cells[column])
            } else {
                bytes += max(header.utf8.count, column == Column.index ? Longest.index : Longest.number)
            }
        }
        return bytes + 1
    }
}

/// A cell of text: as a terminal shows it, and its width there.
private struct TextCell {
    let text: String
    let width: Int

    init(_ raw: String) {
        text = TerminalText.escaped(raw)
        width = TerminalText.width(text)
    }

    static let empty = TextCell("")
    static let section = TextCell("section")
    static let item = TextCell("item")
    static let content = TextCell("content")
    static let decoration = TextCell("decoration")
    static let viewport = TextCell("viewport")

    /// The longest of the element cells that are not a kind, in bytes.
    static let longestElementName = [section, item, content, decoration, viewport].map(\.text.utf8.count).max() ?? 0
}

/// The widest cell seen so far in each column of the table.
private struct ColumnWidths {
    let precision: Int
    var widths: [Int]

    init(precision: Int) {
        self.precision = precision
        widths = Column.headers.map(\.count)
    }

    /// The section, kind and element cells of a row.
    mutating func include(texts section: TextCell, _ kind: TextCell, _ element: TextCell) {
        for (column, cell) in [section, kind, element].enumerated() {
            widths[column] = max(widths[column], cell.width)
        }
    }

    /// The index, frame and scale cells of a row.
    mutating func include(index: Int?, frame: Rect, scale: Double?) {
        if let index {
            widths[Column.index] = max(widths[Column.index], NumberText.decimalLength(UInt64(index.magnitude)) + (index < 0 ? 1 : 0))
        }
        include(frame.x, column: Column.frame)
        include(frame.y, column: Column.frame + 1)
        include(frame.width, column: Column.frame + 2)
        include(frame.height, column: Column.frame + 3)
        if let scale { include(scale, column: Column.scale) }
    }

    mutating func merge(_ other: ColumnWidths) {
        for column in widths.indices { widths[column] = max(widths[column], other.widths[column]) }
    }

    private mutating func include(_ value: Double, column: Int) {
        widths[column] = max(widths[column], ByteWriter.numberLength(value, precision: precision))
    }
}
