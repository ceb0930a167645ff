import Foundation

/// The text size the user chose, as UIKit's `UIContentSizeCategory`: seven sizes from
/// `.extraSmall` to `.extraExtraExtraLarge`, then five accessibility sizes. Categories are
/// ordered by size, as UIKit's comparison operators order them; `.unspecified` (and a raw
/// value UIKit does not have) comes before them all.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, each with the body text style's size there,
    /// which Dynamic Type documents: 17 points at `.large`, 28 to 53 at the accessibility sizes.
    static let bodySizes: [(category: UIContentSizeCategory, points: CGFloat)] = [
        (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
        (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
        (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ]

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// The body text's size in points at this category; at `.large` for `.unspecified`, as
    /// UIKit falls back to the default size.
    var bodyPointSize: CGFloat {
        Self.bodySizes.first { $0.category == self }?.points ?? 17
    }

    /// Where the category comes among the sizes: -1 for `.unspecified`.
    private var rank: Int {
        Self.bodySizes.firstIndex { $0.category == self } ?? -1
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// Scales a length with the user's text size, as UIKit's `UIFontMetrics`: by the body text's
/// documented size at the device's content size category over its 17 points at `.large`, for
/// every text style (UIKit scales each style by a curve of its own; layoutcalc has body's).
public final class UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    /// The metrics of body text.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` at the device's text size: `value × body(category) / 17`, so 44 at `.large`,
    /// 44 × 23 / 17 at `.extraExtraExtraLarge`.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` at the text size of `traitCollection` (the device's where it is `nil` or has none).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = LayoutcalcDevice.current.preferredContentSizeCategory }
        return value * category.bodyPointSize / UIContentSizeCategory.large.bodyPointSize
    }

    /// `font` at the device's text size.
    public func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize))
    }
}
