import Foundation
import LayoutEngine

/// A font, as UIKit's `UIFont`: the system font (San Francisco on iOS) at a point size and a
/// weight, with the vertical metrics iOS reports for it and the widths of layoutcalc's text
/// model (<doc:SizingFromText>). layoutcalc draws no text and ships no font: every font is the
/// system font, whatever its name.
public final class UIFont: Sendable {
    /// A font's weight, as UIKit's `UIFont.Weight`: its raw values are UIKit's.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: CGFloat(TextFont.ultraLight))
        public static let thin = Weight(rawValue: CGFloat(TextFont.thin))
        public static let light = Weight(rawValue: CGFloat(TextFont.light))
        public static let regular = Weight(rawValue: CGFloat(TextFont.regular))
        public static let medium = Weight(rawValue: CGFloat(TextFont.medium))
        public static let semibold = Weight(rawValue: CGFloat(TextFont.semibold))
        public static let bold = Weight(rawValue: CGFloat(TextFont.bold))
        public static let heavy = Weight(rawValue: CGFloat(TextFont.heavy))
        public static let black = Weight(rawValue: CGFloat(TextFont.black))
    }

    /// A font's role, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style as the text model has it, with its sizes per category; nil for the two
        /// styles of visionOS and a style UIKit does not have.
        var model: LayoutEngine.TextStyle? {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            default: nil
            }
        }

        /// The size at `.large` of a style the model has no sizes for: the extra large titles'
        /// (visionOS), body's for a style UIKit does not have.
        var largePointSize: CGFloat {
            switch self {
            case .extraLargeTitle: 36
            case .extraLargeTitle2: 28
            default: 17
            }
        }
    }

    /// The font as the text model measures it.
    let model: TextFont
    public let fontName: String

    init(_ model: TextFont, name: String? = nil) {
        self.model = model
        fontName = name ?? Self.systemName(of: model.weight)
    }

    public var pointSize: CGFloat { CGFloat(model.pointSize) }
    public var familyName: String { ".AppleSystemUIFont" }
    /// San Francisco's vertical metrics as iOS reports them: 1950/2048 of the point size above
    /// the baseline, 494/2048 below, no leading, a line 2444/2048 (17 points: 20.287109375).
    public var ascender: CGFloat { CGFloat(model.ascender) }
    public var descender: CGFloat { CGFloat(model.descender) }
    public var leading: CGFloat { CGFloat(model.leading) }
    public var lineHeight: CGFloat { CGFloat(model.lineHeight) }
    /// 1443/2048 of the point size.
    public var capHeight: CGFloat { CGFloat(model.capHeight) }
    /// 1078/2048 of the point size.
    public var xHeight: CGFloat { CGFloat(model.xHeight) }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(TextFont(pointSize: Double(fontSize)))
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(TextFont(pointSize: Double(fontSize), weight: Double(weight.rawValue)))
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize`, its widths Regular's (the model has no italic widths).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(TextFont(pointSize: Double(fontSize)), name: ".SFUI-RegularItalic")
    }

    /// The system font with digits of one width: the model's digits are all one width already.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// A font named `fontName`: every name gives the system font at `fontSize`, as there are no
    /// font files to find, its weight the one the name ends in (`"Avenir-Heavy"` heavy,
    /// `"HelveticaNeue-Bold"` bold; regular where the name says none).
    public init?(name fontName: String, size fontSize: CGFloat) {
        let style = fontName.split(separator: "-").last.map { $0.lowercased() } ?? ""
        let weight = Self.namedWeights.first { style.hasPrefix($0.name) }?.weight ?? .regular
        model = TextFont(pointSize: Double(fontSize), weight: Double(weight.rawValue))
        self.fontName = fontName
    }

    /// The font of `style` at the device's text size: its size in Dynamic Type's table at the
    /// device's content size category (body 17 at `.large`, 53 at the largest accessibility
    /// size; caption 2 never below 11), a headline semibold.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at the text size of `traitCollection` (the device's where it has
    /// none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = LayoutcalcDevice.current.preferredContentSizeCategory }
        guard let model = style.model else {
            return UIFont(TextFont(pointSize: Double(UIFontMetrics(forTextStyle: style).scaledValue(for: style.largePointSize, compatibleWith: traitCollection))))
        }
        let index = UIContentSizeCategory.bodySizes.firstIndex { $0.category == category } ?? LayoutEngine.TextStyle.largeCategory
        return UIFont(model.font(atCategory: index))
    }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(TextFont(pointSize: Double(fontSize), weight: model.weight), name: fontName)
    }

    /// The weights a font's name may end in, longest first where one begins another.
    private static let namedWeights: [(name: String, weight: Weight)] = [
        ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium), ("semibold", .semibold),
        ("demibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The system font's name at `weight`: `.SFUI-Regular`, `.SFUI-Semibold`, ….
    private static func systemName(of weight: Double) -> String {
        let names = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        let weights = [TextFont.ultraLight, TextFont.thin, TextFont.light, TextFont.regular, TextFont.medium, TextFont.semibold, TextFont.bold, TextFont.heavy, TextFont.black]
        let nearest = weights.indices.min { abs(weights[$0] - weight) < abs(weights[$1] - weight) } ?? 3
        return ".SFUI-" + names[nearest]
    }
}
