/// A font as the text model knows it: the system font at a point size and a weight. Its vertical
/// metrics are San Francisco's as iOS reports them, in 2048ths of the point size: ascender 1950,
/// descender −494, no leading, so a line is 2444 (17 points: 16.1865234375, −4.1005859375 and
/// 20.287109375); cap height 1443 and x-height 1078. Its widths are the model's
/// (`TextMeasure`): docs/layout-notes.md, "Sizes from text".
public struct TextFont: Hashable, Sendable {
    public var pointSize: Double
    /// `UIFont.Weight`'s raw value: 0 regular, 0.4 bold (as a `Float`, as UIKit has it), from
    /// −1 to 1.
    public var weight: Double

    public init(pointSize: Double, weight: Double = 0) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The weights UIKit names, by their raw values (`Float` constants, as UIKit's).
    public static let ultraLight = Double(Float(-0.8))
    public static let thin = Double(Float(-0.6))
    public static let light = Double(Float(-0.4))
    public static let regular = 0.0
    public static let medium = Double(Float(0.23))
    public static let semibold = Double(Float(0.3))
    public static let bold = Double(Float(0.4))
    public static let heavy = Double(Float(0.56))
    public static let black = Double(Float(0.62))

    /// The em square the metrics are given in.
    static let unitsPerEm = 2048.0

    public var ascender: Double { pointSize * 1950 / Self.unitsPerEm }
    public var descender: Double { pointSize * -494 / Self.unitsPerEm }
    /// The system font has no leading.
    public var leading: Double { 0 }
    /// Ascender less descender: 2444/2048 of the point size.
    public var lineHeight: Double { pointSize * 2444 / Self.unitsPerEm }
    /// SF Pro's cap height, 1443/2048 (its OS/2 table, as Capsize's published metrics give it).
    public var capHeight: Double { pointSize * 1443 / Self.unitsPerEm }
    /// SF Pro's x-height on iOS, 1078/2048.
    public var xHeight: Double { pointSize * 1078 / Self.unitsPerEm }

    /// How far its widths are from Regular's toward Bold's: 0 at regular and lighter weights, 1
    /// at bold and heavier, in proportion to the weight between (medium 0.575, semibold 0.75).
    var boldness: Double {
        min(max(weight / Self.bold, 0), 1)
    }
}
