import LayoutEngine

/// An item's `text`: a string in a font, wrapped at `maxWidth` where it is given, whose size the
/// text model gives the item as its measured size (layout-rules §14), the size
/// `boundingRect(with:options:attributes:context:)` gives the same string and font in the Swift
/// API.
struct ItemText: Equatable, Sendable {
    var string = ""
    var font = TextStyle.body.font()
    var maxWidth: Double?

    /// The size the text takes: its lines at `maxWidth` (its newlines' alone without one).
    var block: TextBlock {
        TextLayout.measure(string, font: font, width: maxWidth ?? .infinity)
    }
}

/// A font as `{"size": s, "weight": w}` gives it.
struct FontForm: Equatable, Sendable {
    var size: Double?
    var weight: String?

    init() {}

    init(_ font: TextFont) {
        size = font.pointSize
        weight = TextFormats.weights.first { $0.value == font.weight }?.name
    }

    var font: TextFont {
        let weight = TextFormats.weights.first { $0.name == self.weight }?.value ?? TextFont.regular
        return TextFont(pointSize: size ?? 17, weight: weight)
    }
}

/// The objects of an item's text: the text and its font.
enum TextFormats {
    /// `UIFont.Weight`'s names and raw values.
    static let weights: [(name: String, value: Double)] = [
        ("ultraLight", TextFont.ultraLight), ("thin", TextFont.thin), ("light", TextFont.light), ("regular", TextFont.regular),
        ("medium", TextFont.medium), ("semibold", TextFont.semibold), ("bold", TextFont.bold), ("heavy", TextFont.heavy),
        ("black", TextFont.black),
    ]

    /// A point size: more than 0, at most 1000.
    static let pointSizes = NumberRange(0, exclusive: true, to: 1000, meaningfulMaximum: true)

    /// `{"size": s, "weight": w}`: the system font at a size and a weight (regular unless given).
    static let fontObject = ObjectFormat<FontForm>(
        .font, initial: FontForm(),
        fields: [
            Field("size", { $0.size }, { $0.size = $1 }, .number(pointSizes), hint: "points"),
            Field("weight", { $0.weight }, { $0.weight = $1 }, .name(among: weights.map(\.name))),
        ],
        required: ["size"])

    /// The text styles' names: a style's font at the default text size (`.large`).
    static let styleNames = TextStyle.allCases.map(\.rawValue)

    /// A text style's name, or a font object.
    static let font = ValueFormat<TextFont>.name(
        among: styleNames, { TextStyle(rawValue: $0)?.font() },
        orObject: fontObject, \.font,
        nameOf: { font in TextStyle.allCases.first { $0.font() == font }?.rawValue },
        form: FontForm.init,
        placeholder: TextStyle.body.font())

    /// `{"string": s, "font": f, "maxWidth": w}`.
    static let textObject = ObjectFormat<ItemText>(
        .text, initial: ItemText(),
        fields: [
            Field("string", { $0.string }, { $0.string = $1 ?? "" }, .string),
            Field("font", { $0.font }, { $0.font = $1 ?? TextStyle.body.font() }, font),
            Field("maxWidth", { $0.maxWidth }, { $0.maxWidth = $1 }, .positiveLength, hint: "the width lines wrap at"),
        ],
        required: ["string", "font"])

    static var text: ValueFormat<ItemText> { textObject.value }
}
