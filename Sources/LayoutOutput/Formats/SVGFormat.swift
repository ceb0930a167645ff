import LayoutSpec
import LayoutText
import LayoutEngine

/// `--format svg`: a picture of the run's layouts, side by side (see `SVGWriter`).
///
/// The picture is rectangles and labels, each written from `Markup`'s pieces and a style: the
/// bound on an element is the pieces of the shapes it is drawn with, each coordinate and
/// number at its longest, each text at its longest escape for each of its bytes (`&amp;`,
/// `\u001B`: `ByteWriter.longestXMLEscape`).
struct SVGFormat: LayoutFormat {
    static let summary = "a picture"
    static let elementCeiling = OutputCeiling(
        limit: OutputLimits.maximumPictureElements, phrase: "the \(OutputLimits.maximumPictureElements) an SVG picture draws")
    static let byteLimit = OutputLimits.maximumBytesForPeople

    let precision: Int?
    let severalDocuments: Bool

    func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        try SVGWriter(precision: precision).write(documents, &out)
    }

    /// The picture's head (its size, title and styles) and its end.
    var runBytes: Int {
        Markup.head.utf8CodeUnitCount + Markup.height.utf8CodeUnitCount + Markup.viewBox.utf8CodeUnitCount
            + Markup.space.utf8CodeUnitCount + Markup.svgOpenEnd.utf8CodeUnitCount + 4 * Longest.number
            + Markup.title.utf8CodeUnitCount + Markup.styles.utf8CodeUnitCount + SVGWriter.paletteStyles.utf8.count
            + Markup.decorationStyle.utf8CodeUnitCount + Markup.scrollStyles.utf8CodeUnitCount + Markup.stylesEnd.utf8CodeUnitCount
            + Markup.page.utf8CodeUnitCount + Markup.end.utf8CodeUnitCount
    }

    /// As `ByteWriter.xmlText` writes it, at most.
    static func written(_ text: String) -> Int {
        ByteWriter.longestXMLEscape * text.utf8.count
    }

    func costs(of document: LaidOutDocument, sectionIDs: SectionIDLengths) -> ElementCosts {
        let number = Longest.number
        let rect = Markup.longestRect
        let text = Markup.longestText
        // A label's fixed words are ASCII that XML keeps.
        func words(_ words: String...) -> Int { words.reduce(0) { $0 + $1.utf8.count } }
        let band = rect(max(Style.band.utf8.count, Style.oddBand.utf8.count))
        let sectionLabels =
            text(Style.label, 0)
            + text(Style.note, Longest.name(among: SectionKind.allCases) + max(words(Label.height), words(Label.width)) + number)
        // An orthogonal row's viewport and its note.
        let rowViewport = rect(Style.viewport.utf8.count) + text(Style.viewportNote, words(Label.viewport) + number)
        let title = text(Style.title, ByteWriter.longestXMLEscape * document.source.utf8.count + words(Label.atWidth) + number)
        let contentNote = text(Style.note, words(Label.content, Label.by, Label.points) + 2 * number)
        let itemNumber =
            Markup.numberStart.utf8CodeUnitCount + number + Markup.x.utf8CodeUnitCount + number + Markup.y.utf8CodeUnitCount + number
            + Markup.textContent.utf8CodeUnitCount + Longest.index + Markup.textEnd.utf8CodeUnitCount
        return ElementCosts(
            document: Markup.groupStart.utf8CodeUnitCount + title + contentNote + rect(Style.container.utf8.count)
                + Markup.groupEnd.utf8CodeUnitCount,
            section: ElementCost(bytes: band + sectionLabels + rowViewport, sectionIDs: 1),
            item: ElementCost(bytes: rect(Style.longestItem) + itemNumber),
            itemIDs: false,
            supplementary: ElementCost(
                bytes: rect(max(Style.boundary.utf8.count, Style.badge.utf8.count)) + text(Style.kind, 0),
                perKindByte: ByteWriter.longestXMLEscape),
            decoration: ElementCost(bytes: rect(Style.decoration.utf8.count)),
            orthogonalRow: nil,
            // The first offset's scales, each a rectangle and its label (the row's viewport is
            // its section's).
            transforms: OffsetCosts(
                shown: .first, offset: ElementCost(bytes: 0),
                member: ElementCost(bytes: rect(Style.scaled.utf8.count) + text(Style.scale, words(Label.scale) + number))),
            // The viewport at the first scroll offset and its note, and the pinned items there.
            visible: OffsetCosts(
                shown: .first,
                offset: ElementCost(
                    bytes: rect(Style.scrollViewport.utf8.count)
                        + text(Style.scrollNote, words(Label.scrollOffset, Label.comma) + 2 * number)),
                member: ElementCost(bytes: rect(Style.pinned.utf8.count))))
    }
}

/// The fixed text of the picture: its head and end, and the pieces of its rectangles and texts.
private enum Markup {
    static let head: StaticString = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""
    static let viewBox: StaticString = "\" viewBox=\"0 0 "
    static let space: StaticString = " "
    static let svgOpenEnd: StaticString = "\" font-family=\"sans-serif\">\n"
    static let title: StaticString = "<title>layoutcalc</title>\n"
    static let styles: StaticString = """
        <defs>
        <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#e9ecef"/><line x1="0" y1="0" x2="0" y2="6" stroke="#adb5bd" stroke-width="2"/>
        </pattern>
        </defs>
        <style type="text/css"><![CDATA[
        .page { fill: #ffffff; }
        .band { fill: #f8f9fa; stroke: #dee2e6; stroke-width: 0.5; }
        .band.odd { fill: #f1f3f5; }
        .container { fill: none; stroke: #212529; stroke-width: 1; }
        .item { stroke: #33415c; stroke-width: 0.75; }
        .boundary { fill: url(#hatch); stroke: #495057; stroke-width: 0.75; stroke-dasharray: 4 2; }
        .badge { fill: #e63946; fill-opacity: 0.85; stroke: #9d0208; stroke-width: 0.75; }
        .scaled { fill: none; stroke: #1d3557; stroke-width: 1; stroke-dasharray: 3 2; }
        .viewport { fill: none; stroke: #d00000; stroke-width: 2; stroke-dasharray: 8 4; }
        .title { font-size: 14px; font-weight: bold; fill: #212529; }
        .label { font-size: 12px; font-weight: bold; fill: #212529; }
        .note { font-size: 11px; fill: #495057; }
        .viewport-note { font-size: 11px; fill: #d00000; }
        .number { fill: #1b263b; text-anchor: middle; dominant-baseline: central; }
        .kind { font-size: 9px; fill: #343a40; }
        .scale { font-size: 11px; fill: #1d3557; }

        """
    /// The styles of what only some layouts have, only for them.
    static let decorationStyle: StaticString = ".decoration { fill: #dee2e6; fill-opacity: 0.6; stroke: #868e96; stroke-width: 0.75; }\n"
    static let scrollStyles: StaticString = """
        .scroll-viewport { fill: none; stroke: #0b7285; stroke-width: 2; stroke-dasharray: 10 4; }
        .pinned { fill: none; stroke: #0b7285; stroke-width: 1.5; }
        .scroll-note { font-size: 11px; fill: #0b7285; }

        """
    static let stylesEnd: StaticString = "]]></style>\n"
    static let page: StaticString = "<rect class=\"page\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"/>\n"
    static let groupStart: StaticString = "<g>\n"
    static let groupEnd: StaticString = "</g>\n"
    static let end: StaticString = "</svg>\n"

    /// `<rect class="STYLE" x="…" y="…" width="…" height="…"/>`, and `<text class="STYLE" x="…"
    /// y="…">TEXT</text>`, each on a line.
    static let rectStart: StaticString = "<rect class=\""
    static let x: StaticString = "\" x=\""
    static let y: StaticString = "\" y=\""
    static let width: StaticString = "\" width=\""
    static let height: StaticString = "\" height=\""
    static let rectEnd: StaticString = "\"/>\n"
    static let textStart: StaticString = "<text class=\""
    static let textContent: StaticString = "\">"
    static let textEnd: StaticString = "</text>\n"
    /// An item's number: `<text class="number" font-size="…" x="…" y="…">INDEX</text>`.
    static let numberStart: StaticString = "<text class=\"number\" font-size=\""

    /// A rectangle whose style is `style` bytes long, each coordinate at its longest.
    static func longestRect(_ style: Int) -> Int {
        rectStart.utf8CodeUnitCount + style + x.utf8CodeUnitCount + y.utf8CodeUnitCount + width.utf8CodeUnitCount
            + height.utf8CodeUnitCount + rectEnd.utf8CodeUnitCount + 4 * Longest.number
    }

    /// A text of style `style` whose content takes at most `content` bytes.
    static func longestText(_ style: StaticString, _ content: Int) -> Int {
        textStart.utf8CodeUnitCount + style.utf8CodeUnitCount + x.utf8CodeUnitCount + y.utf8CodeUnitCount + 2 * Longest.number
            + textContent.utf8CodeUnitCount + content + textEnd.utf8CodeUnitCount
    }
}

/// The classes of the picture's rectangles and texts.
private enum Style {
    static let band = "band"
    static let oddBand = "band odd"
    static let container = "container"
    static let boundary = "boundary"
    static let badge = "badge"
    static let decoration = "decoration"
    static let scaled = "scaled"
    static let viewport = "viewport"
    static let pinned = "pinned"
    static let scrollViewport = "scroll-viewport"
    /// An item's, filled by its section's place in the palette.
    static func item(ofSection index: Int) -> String { "item fill\(index % SVGWriter.palette.count)" }
    static let longestItem = (0..<SVGWriter.palette.count).map { item(ofSection: $0).utf8.count }.max() ?? 0

    static let title: StaticString = "title"
    static let label: StaticString = "label"
    static let note: StaticString = "note"
    static let kind: StaticString = "kind"
    static let scale: StaticString = "scale"
    static let viewportNote: StaticString = "viewport-note"
    static let scrollNote: StaticString = "scroll-note"
}

/// The words of the picture's labels.
private enum Label {
    static let atWidth = " at width "
    static let content = "content "
    static let by = " × "
    static let points = " pt"
    static let height = ", height "
    static let width = ", width "
    static let viewport = "viewport at offset "
    static let scrollOffset = "scroll offset "
    static let comma = ", "
    static let scale = "×"
}

/// Draws layouts as an SVG 1.1 picture, one point to one unit, documents side by side.
///
/// Each document has a title, the content's outline, and a band per section with its id, kind
/// and length: across the picture with the labels in a gutter on the left, or in a horizontal
/// layout down it with the labels in a strip above. Items are rectangles numbered by index,
/// filled by section, over their section's decorations (grey); boundary items (headers,
/// footers, the layout's own) are hatched grey, anchored supplementaries (badges) red. An
/// orthogonal row is drawn at full length with the viewport at its first offset marked in red,
/// and where the row has a scale effect the items visible there have their scaled rectangle
/// drawn inside them, labelled with the scale. With scroll offsets, the viewport at the first
/// is outlined in teal, with the pinned items visible there where they are pinned.
private struct SVGWriter {
    let precision: Int?

    /// The left gutter that holds the section labels.
    static let gutter = 170.0
    /// Room above the content for the document's title.
    static let titleHeight = 36.0
    /// Room above a horizontal layout's content for its section labels (id, kind and width,
    /// and an orthogonal row's viewport note).
    static let labelStrip = 48.0
    static let margin = 16.0
    static let spacing = 48.0
    static let palette = ["#8ecae6", "#ffb703", "#90be6d", "#f4a3a8", "#b8b8ff", "#f9c74f", "#a0c4ff", "#cdb4db"]

    /// Where one document is drawn.
    private struct Placement {
        /// The document's left edge in the picture.
        var left: Double
        /// Where the content's origin lies in the picture.
        var originX: Double
        var originY: Double
        var width: Double
        var height: Double
    }

    func write(_ documents: [LaidOutDocument], _ out: inout ByteWriter) throws(OutputError) {
        var placements: [Placement] = []
        var left = 0.0
        for document in documents {
            let extent = Self.extent(of: document.layout)
            let placement: Placement
            if document.layout.scrollDirection == .horizontal {
                let top = Self.titleHeight + Self.labelStrip
                placement = Placement(
                    left: left, originX: left + Self.margin - extent.minX, originY: top - extent.minY,
                    width: Self.margin + (extent.maxX - extent.minX) + Self.margin,
                    height: top + (extent.maxY - extent.minY) + Self.margin)
            } else {
                placement = Placement(
                    left: left, originX: left + Self.gutter - extent.minX, originY: Self.titleHeight - extent.minY,
                    width: Self.gutter + (extent.maxX - extent.minX) + Self.margin,
                    height: Self.titleHeight + (extent.maxY - extent.minY) + Self.margin)
            }
            placements.append(placement)
            left += placement.width + Self.spacing
        }
        let totalWidth = max(1, left - Self.spacing)
        let totalHeight = max(1, placements.map(\.height).max() ?? 1)

        try out.text(Markup.head)
        try coordinate(totalWidth, &out)
        try out.text(Markup.height)
        try coordinate(totalHeight, &out)
        try out.text(Markup.viewBox)
        try coordinate(totalWidth, &out)
        try out.text(Markup.space)
        try coordinate(totalHeight, &out)
        try out.text(Markup.svgOpenEnd)
        try out.text(Markup.title)
        try Self.writeStyle(for: documents.map(\.layout), &out)
        try out.text(Markup.page)
        for (document, placement) in zip(documents, placements) {
            try draw(document, at: placement, &out)
        }
        try out.text(Markup.end)
    }

    /// The bounds of everything drawn: at least the content, from 0 and the container's width.
    private static func extent(of layout: ScreenLayout) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        var extent = (minX: 0.0, maxX: max(layout.container.width, layout.contentSize.width), minY: 0.0, maxY: layout.contentSize.height)
        func include(_ rect: Rect) {
            extent.minX = min(extent.minX, rect.x)
            extent.maxX = max(extent.maxX, rect.maxX)
            // A vertical layout's pictures keep to the content's height, as they always have.
            guard layout.scrollDirection == .horizontal else { return }
            extent.minY = min(extent.minY, rect.y)
            extent.maxY = max(extent.maxY, rect.maxY)
        }
        for supplementary in layout.supplementaries { include(supplementary.frame) }
        for section in layout.sections {
            for rect in section.items { include(rect) }
            for supplementary in section.supplementaries { include(supplementary.frame) }
            for decoration in section.decorations { include(decoration.frame) }
        }
        return extent
    }

    /// The palette's fills, `.fill0` to `.fill7`.
    static let paletteStyles = palette.enumerated().map { ".fill\($0.offset) { fill: \($0.element); }\n" }.joined()

    private static func writeStyle(for layouts: [ScreenLayout], _ out: inout ByteWriter) throws(OutputError) {
        try out.text(Markup.styles)
        try out.text(string: paletteStyles)
        if layouts.contains(where: { $0.sections.contains { !$0.decorations.isEmpty } }) {
            try out.text(Markup.decorationStyle)
        }
        if layouts.contains(where: { !$0.scrollOffsets.isEmpty }) {
            try out.text(Markup.scrollStyles)
        }
        try out.text(Markup.stylesEnd)
    }

    private func draw(_ document: LaidOutDocument, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let layout = document.layout
        try out.text(Markup.groupStart)
        try text(
            "\(document.source)\(Label.atWidth)\(label(layout.container.width))", x: placement.left + 4, y: 20, style: Style.title,
            &out)
        try text(
            "\(Label.content)\(label(layout.contentSize.width))\(Label.by)\(label(layout.contentSize.height))\(Label.points)",
            x: placement.left + 4, y: 32, style: Style.note, &out)

        for section in layout.sections {
            if layout.scrollDirection == .horizontal {
                try drawColumn(section, height: placement.height - Self.titleHeight - Self.margin, at: placement, &out)
            } else {
                try drawBand(section, at: placement, &out)
            }
        }
        try rect(Rect(origin: .zero, size: layout.contentSize), at: placement, style: Style.container, &out)
        try drawBoundaryItems(layout.supplementaries, at: placement, &out)
        for section in layout.sections {
            try drawContent(section, in: layout, at: placement, &out)
        }
        if let offset = layout.scrollOffsets.first {
            try drawScrollViewport(of: layout, at: offset, placement: placement, &out)
        }
        try out.text(Markup.groupEnd)
    }

    /// A horizontal layout's section: its column down the document, its id, kind and width
    /// in the strip above the content.
    private func drawColumn(_ section: SectionLayout, height: Double, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let left = placement.originX + section.frame.x
        try rect(
            x: left, y: Self.titleHeight, width: section.frame.width, height: height,
            style: section.index % 2 == 0 ? Style.band : Style.oddBand, &out)
        try text(section.id, x: left + 4, y: Self.titleHeight + 14, style: Style.label, &out)
        try text(
            "\(section.kind.rawValue)\(Label.width)\(label(section.frame.width))", x: left + 4, y: Self.titleHeight + 28,
            style: Style.note, &out)
    }

    /// The viewport at the first scroll offset (the part of it over the content), and the
    /// pinned items visible there where they are pinned.
    private func drawScrollViewport(
        of layout: ScreenLayout, at offset: Point, placement: Placement, _ out: inout ByteWriter
    ) throws(OutputError) {
        for element in layout.elementIndex().elements(in: layout.viewport(at: offset), contentOffset: offset)
        where element.category == .supplementary && element.zIndex >= BoundaryItem.pinnedZIndexBoost {
            try rect(element.frame, at: placement, style: Style.pinned, &out)
        }
        guard let viewport = layout.viewport(at: offset).clipped(to: Rect(origin: .zero, size: layout.contentSize)) else { return }
        try rect(viewport, at: placement, style: Style.scrollViewport, &out)
        try text(
            "\(Label.scrollOffset)\(label(offset.x))\(Label.comma)\(label(offset.y))", x: placement.originX + viewport.x + 4,
            y: placement.originY + viewport.y + 14, style: Style.scrollNote, &out)
    }

    /// Boundary items, hatched, each labelled with its kind where it is tall enough.
    private func drawBoundaryItems(_ supplementaries: [SupplementaryFrame], at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        for supplementary in supplementaries {
            let frame = supplementary.frame
            try rect(frame, at: placement, style: supplementary.item == nil ? Style.boundary : Style.badge, &out)
            if supplementary.item == nil && frame.height >= 10 {
                try text(
                    supplementary.kind, x: placement.originX + frame.x + 3, y: placement.originY + frame.y + min(frame.height - 2, 10),
                    style: Style.kind, &out)
            }
        }
    }

    /// The section's band across the document, and its id, kind and height in the gutter.
    private func drawBand(_ section: SectionLayout, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let top = placement.originY + section.frame.y
        try rect(
            x: placement.left, y: top, width: placement.width, height: section.frame.height,
            style: section.index % 2 == 0 ? Style.band : Style.oddBand, &out)
        try text(section.id, x: placement.left + 4, y: top + 14, style: Style.label, &out)
        try text(
            "\(section.kind.rawValue)\(Label.height)\(label(section.frame.height))", x: placement.left + 4, y: top + 28,
            style: Style.note, &out)
    }

    private func drawContent(
        _ section: SectionLayout, in layout: ScreenLayout, at placement: Placement, _ out: inout ByteWriter
    ) throws(OutputError) {
        for decoration in section.decorations {
            try rect(decoration.frame, at: placement, style: Style.decoration, &out)
        }
        let fill = Style.item(ofSection: section.index)
        for (index, frame) in section.items.enumerated() {
            try rect(frame, at: placement, style: fill, &out)
            try number(index, in: frame, at: placement, &out)
        }
        try drawBoundaryItems(section.supplementaries, at: placement, &out)
        guard let scroll = section.orthogonal else { return }
        let snapshot = section.transforms?.first
        let offset = snapshot?.offset ?? scroll.restingOffsets.first ?? 0
        for item in snapshot?.items ?? [] where item.index < section.items.count {
            let frame = section.items[item.index]
            let scaled = Rect(
                x: frame.x + frame.width * (1 - item.scale) / 2, y: frame.y + frame.height * (1 - item.scale) / 2,
                width: frame.width * item.scale, height: frame.height * item.scale)
            try rect(scaled, at: placement, style: Style.scaled, &out)
            try text(
                "\(Label.scale)\(label(item.scale))", x: placement.originX + scaled.x + 3, y: placement.originY + scaled.y + 13,
                style: Style.scale, &out)
        }
        // The row runs across the scroll axis; mirrored when right to left, it runs leftwards.
        let viewport: Rect
        if layout.scrollDirection == .horizontal {
            viewport = Rect(x: section.frame.x, y: offset, width: section.frame.width, height: layout.container.height ?? 0)
        } else {
            let width = layout.container.width
            let x = layout.layoutDirection == .rightToLeft ? layout.contentSize.width - offset - width : offset
            viewport = Rect(x: x, y: section.frame.y, width: width, height: section.frame.height)
        }
        try rect(viewport, at: placement, style: Style.viewport, &out)
        let note = "\(Label.viewport)\(label(offset))"
        if layout.scrollDirection == .horizontal {
            try text(note, x: placement.originX + section.frame.x + 4, y: Self.titleHeight + 42, style: Style.viewportNote, &out)
        } else {
            try text(note, x: placement.left + 4, y: placement.originY + section.frame.y + 42, style: Style.viewportNote, &out)
        }
    }

    /// `frame`, placed in the picture.
    private func rect(_ frame: Rect, at placement: Placement, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try rect(
            x: placement.originX + frame.x, y: placement.originY + frame.y, width: frame.width, height: frame.height, style: style, &out)
    }

    private func rect(x: Double, y: Double, width: Double, height: Double, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(Markup.rectStart)
        try out.text(string: style)
        try out.text(Markup.x)
        try coordinate(x, &out)
        try out.text(Markup.y)
        try coordinate(y, &out)
        try out.text(Markup.width)
        try coordinate(width, &out)
        try out.text(Markup.height)
        try coordinate(height, &out)
        try out.text(Markup.rectEnd)
    }

    /// The item's index, centred, in a size that fits the item.
    private func number(_ index: Int, in frame: Rect, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let size = min(20, max(4, min(frame.width, frame.height) * 0.35))
        try out.text(Markup.numberStart)
        try coordinate(size, &out)
        try out.text(Markup.x)
        try coordinate(placement.originX + frame.x + frame.width / 2, &out)
        try out.text(Markup.y)
        try coordinate(placement.originY + frame.y + frame.height / 2, &out)
        try out.text(Markup.textContent)
        try out.integer(index)
        try out.text(Markup.textEnd)
    }

    private func text(_ content: String, x: Double, y: Double, style: StaticString, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(Markup.textStart)
        try out.text(style)
        try out.text(Markup.x)
        try coordinate(x, &out)
        try out.text(Markup.y)
        try coordinate(y, &out)
        try out.text(Markup.textContent)
        try out.xmlText(content)
        try out.text(Markup.textEnd)
    }

    /// A length in the picture: to a thousandth of a point, which no renderer tells apart.
    private func coordinate(_ value: Double, _ out: inout ByteWriter) throws(OutputError) {
        try out.number(value, precision: 3)
    }

    /// A number in a label, as the other formats print it.
    private func label(_ value: Double) -> String {
        ValueText.number(value, precision: precision)
    }
}
