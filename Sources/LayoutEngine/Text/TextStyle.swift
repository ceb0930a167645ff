/// The text styles of Dynamic Type and their sizes at each content size category, as Apple's
/// Human Interface Guidelines give them for iOS (Typography, "Dynamic Type sizes"): what
/// `UIFont.preferredFont(forTextStyle:)` answers, and the sizes a spec's text may name.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The index of `.large`, the default content size category, among the twelve.
    public static let largeCategory = 3

    /// The style's point size at each category, from extra small to the fifth accessibility
    /// size.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The point size at the category of index `category` (0 extra small … 11 the fifth
    /// accessibility size; `largeCategory` where it is out of range).
    public func pointSize(atCategory category: Int) -> Double {
        let sizes = sizes
        return sizes.indices.contains(category) ? sizes[category] : sizes[Self.largeCategory]
    }

    /// The style's weight: a headline is semibold, every other style regular.
    public var weight: Double {
        self == .headline ? TextFont.semibold : TextFont.regular
    }

    /// The style's font at the category of index `category`.
    public func font(atCategory category: Int = largeCategory) -> TextFont {
        TextFont(pointSize: pointSize(atCategory: category), weight: weight)
    }
}
