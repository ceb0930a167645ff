import LayoutEngine
import LayoutOutput
import LayoutText

/// The picture of a difference between two layouts (`check --diff-svg`): SVG 1.1, one unit a
/// point, one panel per document that differs, side by side under a heading that names the
/// spec, the widths and how many elements changed, were added and were removed, and a legend.
///
/// In a panel the elements that did not change are drawn faint; each that did is a `<g>` of its
/// own, classed `changed` (its expected frame dashed, its new frame solid), `added` (green) or
/// `removed` (red, dotted), with `data-section`, `data-element`, `data-kind` (where it has one)
/// and `data-index` saying which element it is, and a `<title>` with its frames, so that a tool
/// or a test can count and name them. A section's band is an element too (drawn without fill).
public struct DiffPicture {
    public let difference: LayoutDifference
    /// The spec's name, as the heading shows it.
    public let specName: String

    /// Why a difference is not drawn: more elements than a picture draws.
    public struct TooLarge: Error, Sendable {
        public let elements: Int

        public var message: String {
            "the picture of the difference would draw \(elements) elements, more than the \(OutputLimits.maximumPictureElements) a picture draws: check fewer widths, or read the diff"
        }
    }

    public init(_ difference: LayoutDifference, specName: String) throws(TooLarge) {
        let elements = difference.documents.reduce(0) { $0 + $1.elements.count }
        guard elements <= OutputLimits.maximumPictureElements else { throw TooLarge(elements: elements) }
        self.difference = difference
        self.specName = specName
    }

    static let margin = 16.0
    static let spacing = 48.0
    /// The heading: the spec, the widths, the counts, and the legend under them.
    static let headingHeight = 112.0
    /// Above each panel's content: its width, its counts and its content size.
    static let panelTitleHeight = 56.0
    /// What the heading and the legend need across, however narrow the panels.
    static let minimumWidth = 640.0

    public func write(to out: inout ByteWriter) throws(OutputError) {
        var panels: [Panel] = []
        var left = Self.margin
        for document in difference.documents {
            let panel = Panel(document, left: left, top: Self.headingHeight)
            panels.append(panel)
            left += panel.width + Self.spacing
        }
        let width = max(Self.minimumWidth, left - Self.spacing + Self.margin)
        let height = Self.headingHeight + (panels.map(\.height).max() ?? 0) + Self.margin
        try out.text(string: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" ")
        try out.text(string: "width=\"\(Self.coordinate(width))\" height=\"\(Self.coordinate(height))\" viewBox=\"0 0 \(Self.coordinate(width)) \(Self.coordinate(height))\">\n")
        try out.text(string: "<title>")
        try out.xmlText("What changed in the layout of \(specName)")
        try out.text(string: "</title>\n")
        try out.text(Self.styles)
        try out.text(string: "<rect class=\"page\" x=\"0\" y=\"0\" width=\"\(Self.coordinate(width))\" height=\"\(Self.coordinate(height))\"/>\n")
        try writeHeading(&out)
        for panel in panels { try panel.write(&out) }
        try out.text(string: "</svg>\n")
    }

    private func writeHeading(_ out: inout ByteWriter) throws(OutputError) {
        let m = Self.margin
        try Self.text(specName + ": what changed", x: m, y: 28, style: "heading", &out)
        let widths = difference.documents.map { document in
            let widths = [document.expected?.width, document.actual?.width].compactMap { $0 }
            return widths.count == 2 && widths[0] != widths[1]
                ? "\(label(widths[1])) (expected \(label(widths[0])))" : widths.first.map(label) ?? ""
        }
        let widthText = widths.isEmpty ? "" : (widths.count == 1 ? "at width " : "at widths ") + widths.joined(separator: ", ") + " · "
        try Self.text(widthText + DocumentDifference.counts(of: { difference.count($0) }), x: m, y: 50, style: "subheading", &out)
        // The legend: a swatch and its word each.
        let entries: [(group: String, rect: String, word: String)] = [
            ("unchanged", "", "unchanged"), ("changed", "expected", "expected frame"), ("changed", "actual", "new frame"),
            ("added", "actual", "added"), ("removed", "expected", "removed"),
        ]
        var x = m
        for entry in entries {
            try out.text(string: "<g class=\"legend \(entry.group)\">")
            try Self.rect(Rect(x: x, y: 66, width: 28, height: 18), style: entry.rect, &out)
            try out.text(string: "</g>\n")
            try Self.text(entry.word, x: x + 34, y: 80, style: "legend-text", &out)
            x += 34 + Double(entry.word.count) * 7 + 22
        }
    }

    private func label(_ value: Double) -> String { ValueText.number(value) }

    /// One document's difference, placed in the picture.
    private struct Panel {
        let document: DocumentDifference
        let left: Double
        let top: Double
        /// Where the content's origin lies in the picture.
        let originX: Double
        let originY: Double
        let width: Double
        let height: Double

        init(_ document: DocumentDifference, left: Double, top: Double) {
            self.document = document
            self.left = left
            self.top = top
            var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
            for layout in [document.expected, document.actual].compactMap({ $0 }) {
                maxX = max(maxX, layout.width, layout.contentSize.width)
                maxY = max(maxY, layout.contentSize.height)
            }
            for element in document.elements {
                for frame in [element.expected, element.actual].compactMap({ $0 }) {
                    minX = min(minX, frame.x)
                    minY = min(minY, frame.y)
                    maxX = max(maxX, frame.x + frame.width)
                    maxY = max(maxY, frame.y + frame.height)
                }
            }
            originX = left - minX
            originY = top + DiffPicture.panelTitleHeight - minY
            width = max(maxX - minX, 240)
            height = DiffPicture.panelTitleHeight + (maxY - minY)
        }

        func write(_ out: inout ByteWriter) throws(OutputError) {
            try out.text(string: "<g class=\"panel\" data-document=\"\(document.position)\">\n")
            try DiffPicture.text(document.title, x: left, y: top + 16, style: "panel-title", &out)
            try DiffPicture.text(DocumentDifference.counts(of: document.count) + " · " + document.contentNote, x: left, y: top + 34, style: "panel-note", &out)
            if !document.framesDiffer {
                try DiffPicture.text(DocumentDifference.sameFrames + "; see the diff", x: left, y: top + 50, style: "panel-note", &out)
            }
            for (layout, style) in [(document.expected, "content expected"), (document.actual, "content actual")] {
                guard let layout else { continue }
                try DiffPicture.rect(Rect(x: originX, y: originY, width: layout.contentSize.width, height: layout.contentSize.height), style: style, &out)
            }
            // Sections' bands first, then decorations under the items, supplementaries on top.
            let elements = document.elements.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element)
            try out.text(string: "<g class=\"unchanged\">\n")
            for element in elements where element.change == .unchanged {
                try DiffPicture.rect(placed(element.actual!), style: Self.style(element.identity, ""), &out)
            }
            try out.text(string: "</g>\n")
            for element in elements where element.change != .unchanged { try write(element, &out) }
            try out.text(string: "</g>\n")
        }

        private func write(_ element: ComparedElement, _ out: inout ByteWriter) throws(OutputError) {
            let identity = element.identity
            try out.text(string: "<g class=\"\(element.change.rawValue)\" data-section=\"")
            try out.text(string: identity.section.map(String.init) ?? "none")
            try out.text(string: "\" data-element=\"\(identity.category.rawValue)\"")
            if !identity.kind.isEmpty {
                try out.text(string: " data-kind=\"")
                try out.xmlAttribute(identity.kind)
                try out.text(string: "\"")
            }
            try out.text(string: " data-index=\"\(identity.index)\"><title>")
            try out.xmlText(document.description(of: element))
            try out.text(string: "</title>")
            if let expected = element.expected { try DiffPicture.rect(placed(expected), style: Self.style(identity, "expected"), &out) }
            if let actual = element.actual { try DiffPicture.rect(placed(actual), style: Self.style(identity, "actual"), &out) }
            if identity.category == .item, let frame = element.actual ?? element.expected {
                try number(identity.index, in: placed(frame), &out)
            }
            try out.text(string: "</g>\n")
        }

        /// The element's index, centred in its frame, in a size that fits it.
        private func number(_ index: Int, in frame: Rect, _ out: inout ByteWriter) throws(OutputError) {
            let size = min(14, max(4, min(frame.width, frame.height) * 0.35))
            try out.text(string: "<text class=\"index\" font-size=\"\(DiffPicture.coordinate(size))\" ")
            try out.text(string: "x=\"\(DiffPicture.coordinate(frame.x + frame.width / 2))\" y=\"\(DiffPicture.coordinate(frame.y + frame.height / 2))\">")
            try out.integer(index)
            try out.text(string: "</text>")
        }

        private func placed(_ frame: Rect) -> Rect {
            Rect(x: originX + frame.x, y: originY + frame.y, width: frame.width, height: frame.height)
        }

        /// A rectangle's classes: which side it draws, and `outline` for a section's band (also
        /// `band`) or a decoration, drawn without a fill so that the items in them show.
        private static func style(_ identity: ElementIdentity, _ side: String) -> String {
            let shape =
                switch identity.category {
                case .section: "band outline"
                case .decoration: "outline"
                case .item, .supplementary: ""
                }
            return [side, shape].filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    private static func rect(_ frame: Rect, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(string: "<rect")
        if !style.isEmpty { try out.text(string: " class=\"\(style)\"") }
        try out.text(string: " x=\"\(coordinate(frame.x))\" y=\"\(coordinate(frame.y))\" width=\"\(coordinate(frame.width))\" height=\"\(coordinate(frame.height))\"/>")
    }

    private static func text(_ content: String, x: Double, y: Double, style: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(string: "<text class=\"\(style)\" x=\"\(coordinate(x))\" y=\"\(coordinate(y))\">")
        try out.xmlText(content)
        try out.text(string: "</text>\n")
    }

    /// A length in the picture, to a thousandth of a point, as `--format svg` writes it.
    fileprivate static func coordinate(_ value: Double) -> String {
        ValueText.number(value, precision: 3)
    }

    private static let styles: StaticString = """
        <style><![CDATA[
        .page { fill: #ffffff; }
        text { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; fill: #24292f; }
        .heading { font-size: 18px; font-weight: 600; }
        .subheading { font-size: 13px; }
        .legend-text { font-size: 12px; }
        .panel-title { font-size: 14px; font-weight: 600; }
        .panel-note { font-size: 11px; fill: #57606a; }
        .index { text-anchor: middle; dominant-baseline: central; fill: #24292f; }
        .content { fill: none; stroke: #8c959f; stroke-width: 1; }
        .content.expected { stroke-dasharray: 6 4; }
        .unchanged rect { fill: #d0d7de; fill-opacity: 0.35; stroke: #afb8c1; stroke-opacity: 0.6; stroke-width: 0.5; }
        .changed .expected { fill: none; stroke: #0969da; stroke-width: 1.5; stroke-dasharray: 5 3; }
        .changed .actual { fill: #0969da; fill-opacity: 0.18; stroke: #0969da; stroke-width: 1.5; }
        .added rect { fill: #1a7f37; fill-opacity: 0.25; stroke: #1a7f37; stroke-width: 2; }
        .removed rect { fill: #cf222e; fill-opacity: 0.12; stroke: #cf222e; stroke-width: 2; stroke-dasharray: 1.5 2.5; }
        .unchanged .outline, .changed .outline, .added .outline, .removed .outline { fill: none; }
        .changed .band { stroke: #8250df; }
        ]]></style>

        """
}

extension ComparedElement {
    /// Where it is drawn among the others: sections' bands lowest, supplementaries highest.
    fileprivate var layer: Int {
        switch identity.category {
        case .section: 0
        case .decoration: 1
        case .item: 2
        case .supplementary: 3
        }
    }
}
