import LayoutEngine

/// Draws layouts as an SVG 1.1 picture, one point to one unit, documents side by side.
///
/// Each document has a title, the container's outline, and a band per section with its id,
/// kind and height in a gutter on the left. Items are rectangles numbered by index, filled by
/// section; boundary items (headers, footers) are hatched grey, anchored supplementaries
/// (badges) red. An orthogonal row is drawn at full length with the viewport at its first
/// offset marked in red, and where the row has a scale effect the items visible there have
/// their scaled rectangle drawn inside them, labelled with the scale.
struct SVGWriter {
    let precision: Int?

    /// The left gutter that holds the section labels.
    static let gutter = 170.0
    /// Room above the content for the document's title.
    static let titleHeight = 36.0
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
            let (minimumX, maximumX) = Self.horizontalExtent(of: document.layout)
            let width = Self.gutter + (maximumX - minimumX) + Self.margin
            let height = Self.titleHeight + document.layout.contentSize.height + Self.margin
            placements.append(
                Placement(
                    left: left, originX: left + Self.gutter - minimumX, originY: Self.titleHeight, width: width,
                    height: height))
            left += width + Self.spacing
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
        try Self.writeStyle(&out)
        try out.text("<rect class=\"page\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"/>\n")
        for (document, placement) in zip(documents, placements) {
            try draw(document, at: placement, &out)
        }
        try out.text("</svg>\n")
    }

    /// The leftmost and rightmost x of everything drawn (at least 0 and the container's width).
    private static func horizontalExtent(of layout: ScreenLayout) -> (Double, Double) {
        var minimum = 0.0
        var maximum = layout.container.width
        for section in layout.sections {
            for rect in section.items {
                minimum = min(minimum, rect.x)
                maximum = max(maximum, rect.maxX)
            }
            for supplementary in section.supplementaries {
                minimum = min(minimum, supplementary.frame.x)
                maximum = max(maximum, supplementary.frame.maxX)
            }
        }
        return (minimum, maximum)
    }

    private static func writeStyle(_ out: inout ByteWriter) throws(OutputError) {
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
            try out.text(".fill\(index) { fill: \(color); }\n")
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
            try drawBand(section, at: placement, &out)
        }
        try rect(
            Rect(x: 0, y: 0, width: layout.container.width, height: layout.contentSize.height), at: placement,
            style: "container", &out)
        for section in layout.sections {
            try drawContent(section, width: layout.container.width, at: placement, &out)
        }
        try out.text("</g>\n")
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
        _ section: SectionLayout, width: Double, at placement: Placement, _ out: inout ByteWriter
    ) throws(OutputError) {
        let fill = "item fill\(section.index % Self.palette.count)"
        for (index, frame) in section.items.enumerated() {
            try rect(frame, at: placement, style: fill, &out)
            try number(index, in: frame, at: placement, &out)
        }
        for supplementary in section.supplementaries {
            let frame = supplementary.frame
            try rect(frame, at: placement, style: supplementary.item == nil ? "boundary" : "badge", &out)
            if supplementary.item == nil && frame.height >= 10 {
                try text(
                    supplementary.kind, x: placement.originX + frame.x + 3, y: placement.originY + frame.y + min(frame.height - 2, 10),
                    style: "kind", &out)
            }
        }
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
        let viewport = Rect(x: offset, y: section.frame.y, width: width, height: section.frame.height)
        try rect(viewport, at: placement, style: "viewport", &out)
        try text(
            "viewport at offset \(label(offset))", x: placement.left + 4, y: placement.originY + section.frame.y + 42,
            style: "viewport-note", &out)
    }

    private func rect(_ frame: Rect, at placement: Placement, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.text("<rect class=\"")
        try out.text(style)
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
