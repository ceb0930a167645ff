import LayoutSpec
import LayoutText
import LayoutEngine

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
struct SVGWriter {
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

        try out.text("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try out.text("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
        try coordinate(totalWidth, &out)
        try out.text("\" height=\"")
        try coordinate(totalHeight, &out)
        try out.text("\" viewBox=\"0 0 ")
        try coordinate(totalWidth, &out)
        try out.byte(UInt8(ascii: " "))
        try coordinate(totalHeight, &out)
        try out.text("\" font-family=\"sans-serif\">\n")
        try out.text("<title>layoutcalc</title>\n")
        try Self.writeStyle(for: documents.map(\.layout), &out)
        try out.text("<rect class=\"page\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"/>\n")
        for (document, placement) in zip(documents, placements) {
            try draw(document, at: placement, &out)
        }
        try out.text("</svg>\n")
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

    private static func writeStyle(for layouts: [ScreenLayout], _ out: inout ByteWriter) throws(OutputError) {
        try out.text(
            """
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

            """)
        for (index, color) in palette.enumerated() {
            try out.text(string: ".fill\(index) { fill: \(color); }\n")
        }
        // The styles of what only some layouts have, only for them.
        if layouts.contains(where: { $0.sections.contains { !$0.decorations.isEmpty } }) {
            try out.text(".decoration { fill: #dee2e6; fill-opacity: 0.6; stroke: #868e96; stroke-width: 0.75; }\n")
        }
        if layouts.contains(where: { !$0.scrollOffsets.isEmpty }) {
            try out.text(
                """
                .scroll-viewport { fill: none; stroke: #0b7285; stroke-width: 2; stroke-dasharray: 10 4; }
                .pinned { fill: none; stroke: #0b7285; stroke-width: 1.5; }
                .scroll-note { font-size: 11px; fill: #0b7285; }

                """)
        }
        try out.text("]]></style>\n")
    }

    private func draw(_ document: LaidOutDocument, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let layout = document.layout
        try out.text("<g>\n")
        try text(
            "\(document.source) at width \(label(layout.container.width))", x: placement.left + 4, y: 20, style: "title", &out)
        try out.text("<text class=\"note\" x=\"")
        try coordinate(placement.left + 4, &out)
        try out.text("\" y=\"32\">content ")
        try out.number(layout.contentSize.width, precision: precision)
        try out.text(" × ")
        try out.number(layout.contentSize.height, precision: precision)
        try out.text(" pt</text>\n")

        for section in layout.sections {
            if layout.scrollDirection == .horizontal {
                try drawColumn(section, height: placement.height - Self.titleHeight - Self.margin, at: placement, &out)
            } else {
                try drawBand(section, at: placement, &out)
            }
        }
        try rect(Rect(origin: .zero, size: layout.contentSize), at: placement, style: "container", &out)
        try drawBoundaryItems(layout.supplementaries, at: placement, &out)
        for section in layout.sections {
            try drawContent(section, in: layout, at: placement, &out)
        }
        if let offset = layout.scrollOffsets.first {
            try drawScrollViewport(of: layout, at: offset, placement: placement, &out)
        }
        try out.text("</g>\n")
    }

    /// A horizontal layout's section: its column down the document, its id, kind and width
    /// in the strip above the content.
    private func drawColumn(_ section: SectionLayout, height: Double, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let left = placement.originX + section.frame.x
        try out.text(section.index % 2 == 0 ? "<rect class=\"band\" x=\"" : "<rect class=\"band odd\" x=\"")
        try coordinate(left, &out)
        try out.text("\" y=\"")
        try coordinate(Self.titleHeight, &out)
        try out.text("\" width=\"")
        try coordinate(section.frame.width, &out)
        try out.text("\" height=\"")
        try coordinate(height, &out)
        try out.text("\"/>\n")
        try text(section.id, x: left + 4, y: Self.titleHeight + 14, style: "label", &out)
        try text(
            "\(section.kind.rawValue), width \(label(section.frame.width))", x: left + 4, y: Self.titleHeight + 28,
            style: "note", &out)
    }

    /// The viewport at the first scroll offset (the part of it over the content), and the
    /// pinned items visible there where they are pinned.
    private func drawScrollViewport(
        of layout: ScreenLayout, at offset: Point, placement: Placement, _ out: inout ByteWriter
    ) throws(OutputError) {
        for element in layout.elementIndex().elements(in: layout.viewport(at: offset), contentOffset: offset)
        where element.category == .supplementary && element.zIndex >= BoundaryItem.pinnedZIndexBoost {
            try rect(element.frame, at: placement, style: "pinned", &out)
        }
        guard let viewport = layout.viewport(at: offset).clipped(to: Rect(origin: .zero, size: layout.contentSize)) else { return }
        try rect(viewport, at: placement, style: "scroll-viewport", &out)
        try text(
            "scroll offset \(label(offset.x)), \(label(offset.y))", x: placement.originX + viewport.x + 4,
            y: placement.originY + viewport.y + 14, style: "scroll-note", &out)
    }

    /// Boundary items, hatched, each labelled with its kind where it is tall enough.
    private func drawBoundaryItems(_ supplementaries: [SupplementaryFrame], at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        for supplementary in supplementaries {
            let frame = supplementary.frame
            try rect(frame, at: placement, style: supplementary.item == nil ? "boundary" : "badge", &out)
            if supplementary.item == nil && frame.height >= 10 {
                try text(
                    supplementary.kind, x: placement.originX + frame.x + 3, y: placement.originY + frame.y + min(frame.height - 2, 10),
                    style: "kind", &out)
            }
        }
    }

    /// The section's band across the document, and its id, kind and height in the gutter.
    private func drawBand(_ section: SectionLayout, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let top = placement.originY + section.frame.y
        try out.text(section.index % 2 == 0 ? "<rect class=\"band\" x=\"" : "<rect class=\"band odd\" x=\"")
        try coordinate(placement.left, &out)
        try out.text("\" y=\"")
        try coordinate(top, &out)
        try out.text("\" width=\"")
        try coordinate(placement.width, &out)
        try out.text("\" height=\"")
        try coordinate(section.frame.height, &out)
        try out.text("\"/>\n")
        try text(section.id, x: placement.left + 4, y: top + 14, style: "label", &out)
        try text(
            "\(section.kind.rawValue), height \(label(section.frame.height))", x: placement.left + 4, y: top + 28,
            style: "note", &out)
    }

    private func drawContent(
        _ section: SectionLayout, in layout: ScreenLayout, at placement: Placement, _ out: inout ByteWriter
    ) throws(OutputError) {
        for decoration in section.decorations {
            try rect(decoration.frame, at: placement, style: "decoration", &out)
        }
        let fill = "item fill\(section.index % Self.palette.count)"
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
            try rect(scaled, at: placement, style: "scaled", &out)
            try text(
                "×\(label(item.scale))", x: placement.originX + scaled.x + 3, y: placement.originY + scaled.y + 13,
                style: "scale", &out)
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
        try rect(viewport, at: placement, style: "viewport", &out)
        let note = "viewport at offset \(label(offset))"
        if layout.scrollDirection == .horizontal {
            try text(note, x: placement.originX + section.frame.x + 4, y: Self.titleHeight + 42, style: "viewport-note", &out)
        } else {
            try text(note, x: placement.left + 4, y: placement.originY + section.frame.y + 42, style: "viewport-note", &out)
        }
    }

    private func rect(_ frame: Rect, at placement: Placement, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.text("<rect class=\"")
        try out.text(string: style)
        try out.text("\" x=\"")
        try coordinate(placement.originX + frame.x, &out)
        try out.text("\" y=\"")
        try coordinate(placement.originY + frame.y, &out)
        try out.text("\" width=\"")
        try coordinate(frame.width, &out)
        try out.text("\" height=\"")
        try coordinate(frame.height, &out)
        try out.text("\"/>\n")
    }

    /// The item's index, centred, in a size that fits the item.
    private func number(_ index: Int, in frame: Rect, at placement: Placement, _ out: inout ByteWriter) throws(OutputError) {
        let size = min(20, max(4, min(frame.width, frame.height) * 0.35))
        try out.text("<text class=\"number\" font-size=\"")
        try coordinate(size, &out)
        try out.text("\" x=\"")
        try coordinate(placement.originX + frame.x + frame.width / 2, &out)
        try out.text("\" y=\"")
        try coordinate(placement.originY + frame.y + frame.height / 2, &out)
        try out.text("\">")
        try out.integer(index)
        try out.text("</text>\n")
    }

    private func text(_ content: String, x: Double, y: Double, style: StaticString, _ out: inout ByteWriter) throws(OutputError) {
        try out.text("<text class=\"")
        try out.text(style)
        try out.text("\" x=\"")
        try coordinate(x, &out)
        try out.text("\" y=\"")
        try coordinate(y, &out)
        try out.text("\">")
        try out.xmlText(content)
        try out.text("</text>\n")
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
