/// The width model: what one character (a grapheme cluster) of the system font advances, and
/// how it lets a line break. docs/layout-notes.md, "Sizes from text", gives the numbers and
/// where they come from.
///
/// A character's advance is the sum of its scalars' advances in Liberation Sans (`GlyphWidths`,
/// Regular and Bold, blended by the weight) at the point size, in 2048ths: combining marks,
/// controls and formatting characters (a zero-width joiner, a variation selector) advance
/// nothing; an East Asian wide character is one em; an emoji (a cluster an emoji presents) is
/// 1.25 em whatever its scalars; any other scalar the table has no width for takes the
/// fallback, 1139 (a digit's). A right-to-left script is measured as if it ran left to right.
/// No pair kerning is applied.
enum TextMeasure {
    /// What a character does on a line.
    enum Role: Equatable {
        /// It ends its line (a newline of any kind).
        case lineBreak
        /// A space: a line may break after it, and it hangs past the width where it does.
        case space
        /// A tab: it advances to the next tab stop.
        case tab
        /// A line may break after it (a hyphen, a dash).
        case breakAfter
        /// A line may break before and after it (an East Asian wide character).
        case breakAround
        /// It stays with its neighbours.
        case glyph
    }

    /// The distance between tab stops, `NSParagraphStyle`'s default tab interval.
    static let tabInterval = 28.0
    /// The advance of a scalar the table does not have, in 2048ths.
    static let fallbackUnits = 1139.0
    /// The advance of an East Asian wide character, and of an emoji, in 2048ths.
    static let wideUnits = 2048.0
    static let emojiUnits = 2560.0

    /// What `character` does on a line, and its advance in 2048ths of the point size at
    /// `boldness` (0 Regular, 1 Bold).
    static func measure(_ character: Character, boldness: Double) -> (role: Role, units: Double) {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if first.value < 0x80 && scalars.count == 1 {
            // ASCII, the common case: found by its value.
            switch first.value {
            case 0x20: return (.space, units(at: 0, boldness))
            case 0x2D: return (.breakAfter, units(at: 0x2D - 0x20, boldness))
            case 0x21...0x7E: return (.glyph, units(at: Int(first.value) - 0x20, boldness))
            case 0x09: return (.tab, 0)
            case 0x0A, 0x0B, 0x0C, 0x0D: return (.lineBreak, 0)
            default: return (.glyph, 0)
            }
        }
        if character.isNewline { return (.lineBreak, 0) }
        if isEmoji(first, in: scalars) { return (.glyph, emojiUnits) }
        var total = 0.0
        var role = Role.glyph
        for scalar in scalars {
            let (scalarRole, units) = measure(scalar, boldness: boldness)
            total += units
            if scalar == first { role = scalarRole }
        }
        return (role, total)
    }

    /// Whether a cluster starting with `first` is an emoji: its first scalar presents as one, or
    /// a variation selector or a keycap asks it to.
    private static func isEmoji(_ first: Unicode.Scalar, in scalars: Character.UnicodeScalarView) -> Bool {
        let properties = first.properties
        guard properties.isEmoji else { return false }
        if properties.isEmojiPresentation { return true }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    private static func measure(_ scalar: Unicode.Scalar, boldness: Double) -> (Role, Double) {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
            return (.glyph, 0)
        case .spaceSeparator:
            // No-break spaces keep their neighbours together.
            let breaks = scalar.value != 0xA0 && scalar.value != 0x2007 && scalar.value != 0x202F
            if isWide(scalar) { return (.breakAround, wideUnits) }
            return (breaks ? .space : .glyph, table(scalar, boldness) ?? units(at: 0, boldness))
        default:
            if isWide(scalar) { return (.breakAround, table(scalar, boldness) ?? wideUnits) }
            let role: Role = scalar.value == 0x2010 || scalar.value == 0x2013 || scalar.value == 0x2014 ? .breakAfter : .glyph
            return (role, table(scalar, boldness) ?? fallbackUnits)
        }
    }

    /// The advance of the table's entry `index`, blended by `boldness`.
    private static func units(at index: Int, _ boldness: Double) -> Double {
        let regular = Double(GlyphWidths.regular[index])
        if boldness == 0 { return regular }
        let bold = Double(GlyphWidths.bold[index])
        return boldness == 1 ? bold : regular + boldness * (bold - regular)
    }

    /// The table's advance for `scalar`, found by a binary search, or nil.
    private static func table(_ scalar: Unicode.Scalar, _ boldness: Double) -> Double? {
        let scalars = GlyphWidths.scalars
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < scalars.count, scalars[low] == scalar.value else { return nil }
        return units(at: low, boldness)
    }

    /// Whether `scalar` is East Asian wide or full-width: the Han, kana, Hangul, CJK symbols and
    /// punctuation, full-width forms and the ideographic planes.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
