import Foundation
import LayoutEngine

/// A label, as UIKit's `UILabel`, as far as layout code sizes things by it: its text, font and
/// lines measured by the text model (or the device's text measurer), as UIKit measures them.
/// It draws nothing.
///
/// Its sizes are rounded up to the device's pixel, as UIKit's (the default iPhone's is a third
/// of a point: one line of 17-point text is 20.333… high). A label with no text is 0 × 0. See
/// <doc:SizingFromText>.
open class UILabel: UIView {
    /// The text as it was given: a plain string in the label's font, or an attributed string.
    private enum Content {
        case none
        case plain(String)
        case attributed(NSAttributedString)
    }

    private var content = Content.none

    /// The label's text; setting it replaces the attributed text.
    open var text: String? {
        get {
            switch content {
            case .none: nil
            case .plain(let string): string
            case .attributed(let text): text.string
            }
        }
        set { content = newValue.map(Content.plain) ?? .none }
    }

    /// The label's text with its attributes (a plain text's in the label's font); setting it
    /// replaces the text. A run without a font takes the label's.
    open var attributedText: NSAttributedString? {
        get {
            switch content {
            case .none: nil
            case .plain(let string): NSAttributedString(string: string, attributes: [.font: font as Any])
            case .attributed(let text): text
            }
        }
        set { content = newValue.map(Content.attributed) ?? .none }
    }

    /// The 17-point system font unless given; setting `nil` gives it back (UIKit's
    /// `null_resettable`).
    open var font: UIFont! {
        get { givenFont }
        set { givenFont = newValue ?? Self.defaultFont }
    }
    private var givenFont: UIFont = UILabel.defaultFont
    private static var defaultFont: UIFont { .systemFont(ofSize: 17) }
    open var textColor: UIColor!
    open var textAlignment = NSTextAlignment.natural
    /// The most lines the label shows: 0 for any number, 1 unless given.
    open var numberOfLines = 1
    /// How lines break: character wrapping breaks anywhere, every other mode at spaces (the
    /// truncating modes cut the last line).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The width a label of more than one line wraps at for its intrinsic size (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    /// Kept: layoutcalc never shrinks text to fit.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0

    /// The rect the text takes in `bounds`, on at most `numberOfLines` lines (0: any number),
    /// wrapped at the bounds' width (0: no width): fractional, as UIKit's. Where lines are left
    /// out, the last one is filled to the width (it ends in an ellipsis).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width = bounds.width > 0 && bounds.width < .greatestFiniteMagnitude ? Double(bounds.width) : .infinity
        let size = measure(width: width, lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The size the label takes, rounded up to the device's pixel: a one-line label its text on
    /// one line whatever the width (as UIKit's), a label of more lines its text wrapped at
    /// `size.width` (0: no width) on at most `numberOfLines` lines. The height given limits
    /// nothing.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 || size.width >= .greatestFiniteMagnitude ? Double.infinity : Double(size.width)
        return Self.roundedUp(measure(width: width, lines: numberOfLines))
    }

    /// The label's own size: its text wrapped at `preferredMaxLayoutWidth` where it shows more
    /// than one line and has one, else its lines as they are; rounded up to the pixel.
    open var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return Self.roundedUp(measure(width: wraps ? Double(preferredMaxLayoutWidth) : .infinity, lines: numberOfLines))
    }

    /// Makes the frame's size `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The size that fits `targetSize` as Auto Layout finds it for a label alone: a side fitted
    /// at `.required` is the target's (the text wrapped at a required width), the other the
    /// label's own.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fixedWidth = horizontalFittingPriority == .required
        var size = fixedWidth ? sizeThatFits(CGSize(width: targetSize.width, height: .greatestFiniteMagnitude)) : intrinsicContentSize
        if fixedWidth { size.width = targetSize.width }
        if verticalFittingPriority == .required { size.height = targetSize.height }
        return size
    }

    /// The label's own size (`targetSize` is `layoutFittingCompressedSize` or another size a
    /// label alone does not grow to).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// The size of the label's text in lines at most `width` wide, at most `lines` of them.
    private func measure(width: Double, lines: Int) -> CGSize {
        let drawing: TextDrawing
        switch content {
        case .none: return .zero
        case .plain(let string): drawing = TextDrawing(string, [.font: font as Any], defaultFont: font)
        case .attributed(let text): drawing = TextDrawing(text, defaultFont: font)
        }
        if let measurer = LayoutcalcDevice.current.textMeasurer {
            var size = measurer.size(of: drawing.string, attributes: drawing.attributes, width: width.isFinite ? CGFloat(width) : .greatestFiniteMagnitude)
            if lines > 0 { size.height = min(size.height, CGFloat(lines) * font.lineHeight) }
            return size
        }
        let wrapping: TextWrapping = lineBreakMode == .byCharWrapping ? .characters : .words
        let block = TextLayout.measure(drawing.runs, width: width, wrapping: wrapping, maximumLines: lines, spacing: drawing.spacing)
        return CGSize(width: block.width, height: block.height)
    }

    /// `size` rounded up to the device's pixel.
    private static func roundedUp(_ size: CGSize) -> CGSize {
        let scale = LayoutcalcDevice.current.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
