/// Text for a terminal: every character a terminal would act on or not show, written as an
/// escape a person can read, and the width the text then takes, in columns.
///
/// An id in a spec can hold anything JSON can: an ESC that starts a sequence recolouring or
/// retitling the terminal, a newline or a tab that breaks a table's rows, a right-to-left
/// override (U+202E) that shows the text after it backwards, an invisible joiner that makes two
/// ids look alike. The table and every diagnostic show such characters as `\u001B`, `\u202E`;
/// everything else is kept as written, and columns are aligned by the width a terminal gives
/// each character (see `DisplayWidth`). The command line routes its own messages through
/// `escaped(_:)` too.
public enum TerminalText {
    /// `text` with control characters (C0, DEL, C1), line and paragraph separators, bidi
    /// controls, the characters Unicode marks default-ignorable (zero-width spaces and joiners,
    /// variation selectors, fillers, tags) and noncharacters written as `\uXXXX` (`\u{XXXXX}`
    /// above U+FFFF). A zero-width joiner between two emoji and a variation selector 15 or 16
    /// after one are kept: they make one emoji of them.
    public static func escaped(_ text: String) -> String {
        guard !allBytes(of: text, from: 0x20, through: 0x7E) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, scalar) in scalars.enumerated() {
            if isEscaped(scalar, after: index > 0 ? scalars[index - 1] : nil, before: index + 1 < scalars.count ? scalars[index + 1] : nil) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The columns a terminal gives `text`, which `escaped(_:)` has made: two for each wide or
    /// emoji character, none for a combining mark on its own, one for the rest.
    public static func width(_ text: String) -> Int {
        if allBytes(of: text, from: 0, through: 0x7F) { return text.utf8.count }
        return text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// Whether every UTF-8 byte of `text` is in `low...high` (`low` at most 0x80, `high` under
    /// 0x80), read from the string's own storage eight bytes at a time where it has one: a table
    /// checks a section's id on each of its rows, and the generic loop over `utf8`, a byte at a
    /// time, was most of the run of a table of long ids at many widths (docs/performance.md,
    /// "Limits for a slow day"). A word has a byte under `low` when subtracting `low` from each
    /// byte borrows into a byte whose top bit was clear, and one over `high` when adding
    /// `0x7F - high` to each sets a top bit.
    private static func allBytes(of text: String, from low: UInt8, through high: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
            var outside: UInt64 = 0
            var offset = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while offset + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    outside |= (word &- ones &* UInt64(low)) & ~word & tops
                    outside |= ((word &+ ones &* UInt64(0x7F - high)) | word) & tops
                    offset += 8
                }
            }
            return outside == 0 && bytes[offset...].allSatisfy { $0 >= low && $0 <= high }
        } ?? text.utf8.allSatisfy { $0 >= low && $0 <= high }
    }

    /// The most bytes one byte of text takes as `escaped(_:)` writes it: a control character's
    /// `\u001B` (the escape of a character of more bytes takes fewer for each: `\u{E0001}` is
    /// nine for four).
    package static let longestEscape = 6

    /// `\u001B`; `\u{E0001}`.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return scalar.value > 0xFFFF ? "\\u{\(digits)}" : "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func isEscaped(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?) -> Bool {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        switch value {
        case 0x200D:
            return !(previous.map(isJoinable) ?? false) || !(next.map(isPictographic) ?? false)
        case 0xFE0E, 0xFE0F:
            return !(previous.map(\.properties.isEmoji) ?? false)
        default:
            return value & 0xFFFE == 0xFFFE || escapedRanges.contains { $0.contains(value) }
        }
    }

    /// What a zero-width joiner may follow inside an emoji: an emoji, or the variation selector
    /// that ends one (a skin tone is an emoji).
    private static func isJoinable(_ scalar: Unicode.Scalar) -> Bool {
        isPictographic(scalar) || scalar.value == 0xFE0F
    }

    /// An emoji other than the ASCII digits, "#" and "*" (which are emoji only as keycaps).
    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    /// The characters escaped besides every plane's U+xFFFE and U+xFFFF: general categories Cc,
    /// Zl and Zp, the bidi controls, Default_Ignorable_Code_Point (DerivedCoreProperties.txt of
    /// Unicode 15.0.0), the interlinear annotation controls and the noncharacters U+FDD0...U+FDEF.
    private static let escapedRanges: [ClosedRange<UInt32>] = [
        0x0000...0x001F, 0x007F...0x009F, 0x00AD...0x00AD, 0x034F...0x034F, 0x061C...0x061C,
        0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x2028...0x202E,
        0x2060...0x206F, 0x3164...0x3164, 0xFDD0...0xFDEF, 0xFE00...0xFE0F, 0xFEFF...0xFEFF,
        0xFFA0...0xFFA0, 0xFFF0...0xFFFB, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF,
    ]
}
