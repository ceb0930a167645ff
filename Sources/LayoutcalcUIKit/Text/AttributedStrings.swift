import Foundation

// What UIKit adds to attributed strings for drawing text, as far as layout code sizes text by
// it: the attributes' keys, the paragraph style and the drawing options. swift-corelibs-foundation
// has `NSAttributedString` and its `Key`, but none of these.

extension NSAttributedString.Key {
    /// The text's ``UIFont`` (12-point system font where a string gives none).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's ``NSParagraphStyle``: its line spacing, line heights and line break mode.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The text's colour: kept, not drawn.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// How a line that does not fit breaks or is cut, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Where lines sit across the width, as UIKit's `NSTextAlignment`: kept, as it changes no size.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// A paragraph's style, as UIKit's `NSParagraphStyle`. What sizes text: `lineSpacing`,
/// `lineHeightMultiple`, `minimumLineHeight`, `maximumLineHeight`, `paragraphSpacing`,
/// `paragraphSpacingBefore` and `lineBreakMode` (character wrapping breaks anywhere). Indents,
/// tab stops and hyphenation are kept and change no size.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open fileprivate(set) var lineSpacing: CGFloat = 0
    open fileprivate(set) var paragraphSpacing: CGFloat = 0
    open fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0
    open fileprivate(set) var minimumLineHeight: CGFloat = 0
    open fileprivate(set) var maximumLineHeight: CGFloat = 0
    open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open fileprivate(set) var alignment: NSTextAlignment = .natural
    open fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    open fileprivate(set) var headIndent: CGFloat = 0
    open fileprivate(set) var tailIndent: CGFloat = 0
    open fileprivate(set) var hyphenationFactor: Float = 0
    open fileprivate(set) var defaultTabInterval: CGFloat = 0

    /// The style of text that gives none.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() {
        super.init()
    }

    /// A mutable copy, as `NSParagraphStyle.mutableCopy()` makes one.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    open override func copy() -> Any {
        mutableCopy()
    }
}

/// A paragraph style whose properties can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }

    /// Takes every property of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        (lineSpacing, paragraphSpacing, paragraphSpacingBefore) = (style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore)
        (lineHeightMultiple, minimumLineHeight, maximumLineHeight) = (style.lineHeightMultiple, style.minimumLineHeight, style.maximumLineHeight)
        (lineBreakMode, alignment, hyphenationFactor, defaultTabInterval) = (style.lineBreakMode, style.alignment, style.hyphenationFactor, style.defaultTabInterval)
        (firstLineHeadIndent, headIndent, tailIndent) = (style.firstLineHeadIndent, style.headIndent, style.tailIndent)
    }
}

/// How a string is drawn and measured, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lines break at the width and at newlines; without it the string is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading: the system font's is 0, so it changes nothing.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyphs' own bounds in place of their advances: measured by advances all the same.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the height ends in an ellipsis: lines past the height are left
    /// out.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a string's drawing may scale and report, as UIKit's `NSStringDrawingContext`: text is
/// never scaled here.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}
