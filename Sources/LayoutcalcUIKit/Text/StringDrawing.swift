import Foundation
import LayoutEngine

// UIKit's string measuring (`NSStringDrawing`) over the text model, or the device's text
// measurer where a test installed one: layout-rules §14.

extension StringProtocol {
    /// The size the string takes on one line per newline, with `attributes` (the 12-point
    /// system font where they give no font): fractional, as UIKit's; an empty string is 0 × 0.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing(String(self), attributes ?? [:]).size(width: nil, options: .usesLineFragmentOrigin).size
    }

    /// The rect the string takes drawn in `size`: with `.usesLineFragmentOrigin`, its lines
    /// broken at spaces within `size.width` (a word longer than the width where it must) and at
    /// newlines; without it, one line. Its origin is zero and its size fractional, as UIKit's
    /// (apps round it up). A width of 0 or less is no width; the height limits the lines only
    /// with `.truncatesLastVisibleLine`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        TextDrawing(String(self), attributes ?? [:]).size(width: size.width, height: size.height, options: options)
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size the string takes on one line per newline, each run in its own font.
    public func size() -> CGSize {
        TextDrawing(self).size(width: nil, options: .usesLineFragmentOrigin).size
    }

    /// The rect the string takes drawn in `size`, as `String.boundingRect(with:options:attributes:context:)`
    /// measures, each run in its own font and the paragraph style its first character has.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        TextDrawing(self).size(width: size.width, height: size.height, options: options)
    }
}

/// Text as UIKit measures it: runs of one font each, a paragraph style, and where a measurer is
/// installed, the string and attributes it is given.
struct TextDrawing {
    var runs: [TextRun]
    var style: NSParagraphStyle
    /// What the device's measurer is given: the string and its (first run's) attributes.
    var string: String
    var attributes: [NSAttributedString.Key: Any]

    /// The font text takes where its attributes give none.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    init(_ string: String, _ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont = Self.defaultFont) {
        let font = attributes[.font] as? UIFont ?? defaultFont
        runs = [TextRun(string, font: font.model, kern: Self.kern(attributes[.kern]))]
        style = attributes[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        self.string = string
        self.attributes = attributes
    }

    init(_ text: NSAttributedString, defaultFont: UIFont = Self.defaultFont) {
        let string = text.string
        var first: [NSAttributedString.Key: Any]?
        var collected: [TextRun] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            guard let bounds = Range(range, in: string) else { return }
            if first == nil { first = attributes }
            let font = attributes[.font] as? UIFont ?? defaultFont
            collected.append(TextRun(string[bounds], font: font.model, kern: Self.kern(attributes[.kern])))
        }
        let attributes = first ?? [:]
        runs = collected
        style = attributes[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        self.string = string
        self.attributes = attributes
    }

    /// A kern attribute's points: a number of any type.
    private static func kern(_ value: Any?) -> Double {
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: 0
        }
    }

    /// The rect the text takes in lines at most `width` wide (nil, 0 or less: no width), as
    /// `options` say.
    func size(width: CGFloat?, height: CGFloat = .greatestFiniteMagnitude, options: NSStringDrawingOptions) -> CGRect {
        let limit = width.flatMap { $0 > 0 && $0 < .greatestFiniteMagnitude ? Double($0) : nil } ?? .infinity
        if let measurer = LayoutcalcDevice.current.textMeasurer {
            let wraps = options.contains(.usesLineFragmentOrigin) && limit.isFinite
            let size = measurer.size(of: string, attributes: attributes, width: wraps ? CGFloat(limit) : .greatestFiniteMagnitude)
            return CGRect(origin: .zero, size: size)
        }
        let wrapping: TextWrapping =
            !options.contains(.usesLineFragmentOrigin) ? .singleLine : style.lineBreakMode == .byCharWrapping ? .characters : .words
        var block = TextLayout.measure(runs, width: limit, wrapping: wrapping, spacing: spacing)
        if options.contains(.truncatesLastVisibleLine) && Double(height) < block.height {
            block = TextLayout.measure(runs, width: limit, wrapping: wrapping, maximumLines: lines(fitting: Double(height)), spacing: spacing)
        }
        return CGRect(x: 0, y: 0, width: block.width, height: block.height)
    }

    /// The paragraph style's spacing, as the model takes it.
    var spacing: LineSpacing {
        LineSpacing(
            lineSpacing: Double(style.lineSpacing), lineHeightMultiple: Double(style.lineHeightMultiple),
            minimumLineHeight: Double(style.minimumLineHeight), maximumLineHeight: Double(style.maximumLineHeight),
            paragraphSpacing: Double(style.paragraphSpacing), paragraphSpacingBefore: Double(style.paragraphSpacingBefore))
    }

    /// How many lines of the first run's font fit `height` (at least one; any height, spacing
    /// or font gives a count, none traps).
    private func lines(fitting height: Double) -> Int {
        let line = spacing.height(ofLine: runs.first?.font.lineHeight ?? 0)
        guard line > 0 else { return 1 }
        let fitting = ((height + spacing.lineSpacing) / (line + spacing.lineSpacing)).rounded(.down)
        // Not a number, or under one line (a height of -infinity, a spacing of minus the line):
        // one line; more lines than an Int counts: every line.
        guard fitting >= 1 else { return 1 }
        return fitting < 0x1p62 ? Int(fitting) : 0
    }
}
