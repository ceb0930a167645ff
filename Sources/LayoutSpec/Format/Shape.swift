import LayoutText

/// What a value in the spec must be. The reader checks every scalar against the shape its key
/// declares, and `layoutcalc schema` prints the same shapes as JSON Schema.
public indirect enum Shape: Hashable, Sendable {
    case number(NumberRange)
    case boolean
    case string
    /// One of these strings.
    case choice([String])
    /// Exactly this string.
    case constant(String)
    /// An array of values of one shape, at least `minimum` long.
    case array(Shape, minimum: Int)
    /// A fixed-length array of numbers, such as `[x, y]`, each in its own range.
    case numbers([NumberRange])
    /// An object of a kind the format defines.
    case object(ObjectName)
    /// One of these shapes.
    case either([Shape])
    case null

    /// The range of a numeric shape.
    package var range: NumberRange {
        guard case .number(let range) = self else { preconditionFailure("\(self) is not a number") }
        return range
    }

    /// The shape in a sentence: "a number ≥ 0", "insets", "\"paging\" or \"none\"".
    public var phrase: String {
        switch self {
        case .number(let range): range.phrase
        case .boolean: "true or false"
        case .string: "a string"
        case .choice(let names): ValueText.list(names)
        case .constant(let name): "\"\(name)\""
        case .array(let element, _): "an array of \(element.pluralPhrase)"
        case .numbers(let ranges): "an array of \(ranges.count) numbers"
        case .object(let name): name.phrase
        case .either(let shapes): shapes.map(\.phrase).joined(separator: " or ")
        case .null: "null"
        }
    }

    private var pluralPhrase: String {
        switch self {
        case .number(let range): range.isInteger ? "integers" : "numbers"
        case .object(let name): name.pluralPhrase
        case .array: "arrays"
        default: phrase
        }
    }
}

/// The objects the format defines (the `$defs` of its schema).
public enum ObjectName: String, Hashable, Sendable, CaseIterable {
    case spec, container, insets, section, variant, variantBounds, item, header, flowHeader, boundaryItem, decoration, effect, scaleEffect
    case node, group, customItem, size, dimension, spacing, edgeSpacing, supplementary, anchor
    case flowSize, flowWidth, flowHeight, mosaicBlock, mosaicSpacing, text, font

    public var phrase: String {
        switch self {
        case .spec: "a spec object"
        case .container: "a container object"
        case .insets: "insets (a number or an object)"
        case .section: "a section object"
        case .variant: "a variant object"
        case .variantBounds: "an object with minWidth and maxWidth"
        case .item: "an item object"
        case .header, .flowHeader: "a header object"
        case .boundaryItem: "a boundary item object"
        case .decoration: "a decoration object"
        case .effect: "an effect object"
        case .scaleEffect: "a scale object"
        case .node: "an item or group object"
        case .group: "a group object"
        case .customItem: "a custom item object"
        case .size: "a size object"
        case .dimension: "a dimension object"
        case .spacing: "a spacing object"
        case .edgeSpacing: "an edge spacing object"
        case .supplementary: "a supplementary object"
        case .anchor: "an anchor object"
        case .flowSize: "a flow size object"
        case .flowWidth: "an object with fraction or perRow"
        case .flowHeight: "an object with aspect"
        case .mosaicBlock: "a block (a built-in name or an object with rects)"
        case .mosaicSpacing: "an object with before, between and after"
        case .text: "a text object"
        case .font: "a font (a text style's name or an object with size)"
        }
    }

    var pluralPhrase: String {
        switch self {
        case .insets: "insets"
        case .node: "item or group objects"
        case .mosaicBlock: "blocks (built-in names or objects with rects)"
        case .font: "fonts (text styles' names or objects with size)"
        default: String(phrase.drop { $0 != " " }.dropFirst()).replacingLast("object", with: "objects")
        }
    }
}

extension String {
    fileprivate func replacingLast(_ word: String, with replacement: String) -> String {
        guard hasSuffix(word) else { return self }
        return String(dropLast(word.count)) + replacement
    }
}

/// The numbers a key accepts.
public struct NumberRange: Hashable, Sendable {
    public var minimum: Double
    public var minimumIsExclusive: Bool
    public var maximum: Double
    public var isInteger: Bool
    /// Whether the maximum is part of the key's meaning (1…1000 columns) rather than only the
    /// ceiling every length has.
    public var maximumIsMeaningful: Bool

    public init(_ minimum: Double, exclusive: Bool = false, to maximum: Double, integer: Bool = false, meaningfulMaximum: Bool = false) {
        self.minimum = minimum
        self.minimumIsExclusive = exclusive
        self.maximum = maximum
        self.isInteger = integer
        self.maximumIsMeaningful = meaningfulMaximum
    }

    public func contains(_ value: Double) -> Bool {
        (minimumIsExclusive ? value > minimum : value >= minimum) && value <= maximum
            && (!isInteger || value.rounded(.towardZero) == value)
    }

    public var phrase: String {
        let noun = isInteger ? "an integer" : "a number"
        if maximumIsMeaningful {
            return "\(noun) from \(ValueText.number(minimum))\(minimumIsExclusive ? " (exclusive)" : "") to \(ValueText.number(maximum))"
        }
        if minimum == -maximum { return noun }
        return "\(noun) \(minimumIsExclusive ? ">" : "≥") \(ValueText.number(minimum))"
    }

    /// What is wrong with `value`, which is not in the range.
    public func complaint(about value: Double) -> String {
        if !value.isFinite { return "expected \(phrase), found \(value.isNaN ? "NaN" : "a number too large to lay out")" }
        if value > maximum && !maximumIsMeaningful {
            return "expected \(phrase), found \(ValueText.number(value)), more than the limit \(ValueText.number(maximum))"
        }
        if value < minimum && minimum == -maximum && !maximumIsMeaningful {
            // A signed length past its limit below: "a number" alone would not say what is wrong.
            return "expected \(phrase), found \(ValueText.number(value)), less than the limit \(ValueText.number(minimum))"
        }
        return "expected \(phrase), found \(ValueText.number(value))"
    }

    /// A length in points: 0 to the largest length a spec may give.
    public static let length = NumberRange(0, to: SpecLimits.maximumLength)
    public static let positiveLength = NumberRange(0, exclusive: true, to: SpecLimits.maximumLength)
    /// A signed length: an offset.
    public static let offset = NumberRange(-SpecLimits.maximumLength, to: SpecLimits.maximumLength)
    /// A side of insets: a signed length, since a negative inset grows what it insets.
    public static let inset = offset
    /// A fraction of a container in a dimension: more than 0.
    public static let fraction = NumberRange(0, exclusive: true, to: 1000)
    /// A fractional offset, of a supplementary's own size.
    public static let fractionalOffset = NumberRange(-1000, to: 1000)
    /// width ÷ height: from a millionth to a million, so that a length divided by it is a length
    /// the engine can lay out (a ratio of 1e-308 made an item of infinite height).
    public static let ratio = NumberRange(0.000_001, to: 1_000_000, meaningfulMaximum: true)
    /// A scale between 0 and 1.
    public static let unitInterval = NumberRange(0, to: 1, meaningfulMaximum: true)
    /// A z index.
    public static let zIndex = NumberRange(-1_000_000, to: 1_000_000, integer: true)

    public static func integers(_ range: ClosedRange<Int>) -> NumberRange {
        NumberRange(Double(range.lowerBound), to: Double(range.upperBound), integer: true, meaningfulMaximum: true)
    }
}
