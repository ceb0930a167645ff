import LayoutEngine
import LayoutText

/// A custom layout's snapshot as an SVG picture, one unit a point: the content's rectangle and
/// each element's frame (decorations under items, supplementaries on top), each a `<g>` with
/// `data-section`, `data-element`, `data-kind` and `data-index` saying which element it is and a
/// `<title>` with its frame; items show their index. Several sizes are panels side by side,
/// each under its width.
enum QueriedPicture {
    static let margin = 16.0
    static let spacing = 48.0
    static let headingHeight = 28.0

    static func write(_ layouts: [QueriedLayout], source: String, to out: inout ByteWriter) throws(OutputError) {
        var lefts: [Double] = []
        var left = margin
        for layout in layouts {
            lefts.append(left)
            left += max(layout.width, layout.contentSize.width) + spacing
        }
        let width = max(left - spacing + margin, 2 * margin)
        let height = headingHeight + (layouts.map { max($0.contentSize.height, $0.height ?? 0) }.max() ?? 0) + 2 * margin
        try out.text(string: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" ")
        try out.text(string: "width=\"\(coordinate(width))\" height=\"\(coordinate(height))\" viewBox=\"0 0 \(coordinate(width)) \(coordinate(height))\">\n")
        try out.text(string: "<title>")
        try out.xmlText("The layout of \(source)")
        try out.text(string: "</title>\n")
        try out.text(styles)
        for (layout, left) in zip(layouts, lefts) { try panel(layout, left: left, &out) }
        try out.text(string: "</svg>\n")
    }

    private static func panel(_ layout: QueriedLayout, left: Double, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(string: "<g class=\"panel\">\n<text class=\"heading\" x=\"\(coordinate(left))\" y=\"\(coordinate(margin + 12))\">")
        try out.xmlText("width \(ValueText.number(layout.width)) · content \(ValueText.number(layout.contentSize.width)) × \(ValueText.number(layout.contentSize.height))")
        try out.text(string: "</text>\n")
        let top = margin + headingHeight
        try rect(Rect(x: left, y: top, width: layout.contentSize.width, height: layout.contentSize.height), style: "content", &out)
        try out.text(string: "\n")
        let layers: [QueriedLayout.Element.Category] = [.decoration, .item, .supplementary]
        for category in layers {
            for element in layout.sections.joined() where element.category == category {
                try out.text(string: "<g class=\"\(category.rawValue)\" data-section=\"\(element.section)\" data-element=\"\(category.rawValue)\"")
                if !element.kind.isEmpty {
                    try out.text(string: " data-kind=\"")
                    try out.xmlAttribute(element.kind)
                    try out.text(string: "\"")
                }
                try out.text(string: " data-index=\"\(element.index)\"><title>")
                let frame = element.frame
                try out.xmlText(
                    "\(QueriedLayout.sectionID(element.section)) \(element.kind.isEmpty ? category.rawValue : element.kind) \(element.index): "
                        + "\(ValueText.number(frame.x)), \(ValueText.number(frame.y)), \(ValueText.number(frame.width)) × \(ValueText.number(frame.height))")
                try out.text(string: "</title>")
                let placed = Rect(x: left + frame.x, y: top + frame.y, width: frame.width, height: frame.height)
                try rect(placed, style: "", &out)
                if category == .item {
                    let size = min(14, max(4, min(frame.width, frame.height) * 0.35))
                    try out.text(string: "<text class=\"index\" font-size=\"\(coordinate(size))\" ")
                    try out.text(string: "x=\"\(coordinate(placed.x + placed.width / 2))\" y=\"\(coordinate(placed.y + placed.height / 2))\">")
                    try out.integer(element.index)
                    try out.text(string: "</text>")
                }
                try out.text(string: "</g>\n")
            }
        }
        try out.text(string: "</g>\n")
    }

    private static func rect(_ frame: Rect, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(string: "<rect")
        if !style.isEmpty { try out.text(string: " class=\"\(style)\"") }
        try out.text(string: " x=\"\(coordinate(frame.x))\" y=\"\(coordinate(frame.y))\" width=\"\(coordinate(frame.width))\" height=\"\(coordinate(frame.height))\"/>")
    }

    /// A length in the picture, to a thousandth of a point, as `--format svg` writes it.
    private static func coordinate(_ value: Double) -> String {
        ValueText.number(value, precision: 3)
    }

    private static let styles: StaticString = """
        <style><![CDATA[
        text { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; fill: #24292f; }
        .heading { font-size: 13px; }
        .index { text-anchor: middle; dominant-baseline: central; }
        .content { fill: #ffffff; stroke: #8c959f; stroke-width: 1; }
        .item rect { fill: #0969da; fill-opacity: 0.15; stroke: #0969da; stroke-width: 1; }
        .supplementary rect { fill: #8250df; fill-opacity: 0.15; stroke: #8250df; stroke-width: 1; }
        .decoration rect { fill: #d0d7de; fill-opacity: 0.35; stroke: #afb8c1; stroke-width: 1; }
        ]]></style>

        """
}
