import LayoutSpec

/// The text inside a JSON string, checked strictly and decoded: what json-c lets through or
/// changes without a word is refused here (see `LexicalCheck`).
///
/// json-c 0.16 validates UTF-8 by its lead and continuation bits only: overlong forms, encoded
/// surrogates and sequences beyond U+10FFFF pass, and Swift then reads each as U+FFFD. It
/// writes an unpaired `\uD800`-style escape as U+FFFD itself, and keeps a `\u0000` in a
/// string's bytes but cuts a member name at it (names are C strings), so `"kind\u0000junk"`
/// would be read as `kind`.
enum StringText {
    /// What is wrong with the UTF-8 sequence whose first byte, at `index` of `text`, is not
    /// ASCII; or its length when it is well-formed (RFC 3629: shortest form, no surrogates,
    /// at most U+10FFFF). Bytes at `end` and after are not read.
    @inline(never)
    static func checkSequence(in text: UnsafePointer<UInt8>, at index: Int, end: Int) -> Result<Int, Malformed> {
        let lead = text[index]
        let length: Int
        // The range of the second byte, which decides overlong forms, surrogates and the top.
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x80...0xBF: return .failure(.continuationWithoutLead)
        case 0xC0, 0xC1: return .failure(.overlong)
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        case 0xF5...0xF7: return .failure(.beyondUnicode)
        default: return .failure(.neverUTF8)
        }
        guard index + 1 < end, text[index + 1] & 0xC0 == 0x80 else { return .failure(.truncated) }
        if !second.contains(text[index + 1]) {
            switch lead {
            case 0xE0, 0xF0: return .failure(.overlong)
            case 0xED: return .failure(.surrogate)
            default: return .failure(.beyondUnicode)
            }
        }
        for offset in 2..<length {
            guard index + offset < end, text[index + offset] & 0xC0 == 0x80 else { return .failure(.truncated) }
        }
        return .success(length)
    }

    /// Why a UTF-8 sequence is malformed.
    typealias Malformed = MalformedUTF8

    /// A `\u` escape at `index` of `text` (its backslash), with its four hex digits before
    /// `end` (json-c has checked them, or stopped before them).
    enum Escape {
        /// A character; the escape (or pair of escapes) is `length` bytes long.
        case character(length: Int)
        /// `\u0000`.
        case nul
        /// Half a surrogate pair without the other half; the escape's code unit.
        case unpaired(UInt16)
        /// The digits run past `end`, where json-c stopped.
        case unfinished
    }

    static func escape(in text: UnsafePointer<UInt8>, at index: Int, end: Int) -> Escape {
        guard let unit = codeUnit(in: text, at: index, end: end) else { return .unfinished }
        switch unit {
        case 0: return .nul
        case 0xD800...0xDBFF:
            guard index + 6 < end else { return .unfinished }
            guard text[index + 6] == 0x5C else { return .unpaired(unit) }
            guard index + 7 < end else { return .unfinished }
            guard text[index + 7] == 0x75 else { return .unpaired(unit) }
            guard let low = codeUnit(in: text, at: index + 6, end: end) else { return .unfinished }
            return (0xDC00...0xDFFF).contains(low) ? .character(length: 12) : .unpaired(unit)
        case 0xDC00...0xDFFF: return .unpaired(unit)
        default: return .character(length: 6)
        }
    }

    /// The code unit of the `\uXXXX` at `index`, if its digits are all before `end`.
    private static func codeUnit(in text: UnsafePointer<UInt8>, at index: Int, end: Int) -> UInt16? {
        guard index + 5 < end else { return nil }
        var unit: UInt16 = 0
        for offset in 2...5 {
            guard let digit = hexValue(text[index + offset]) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The offset of the quote that closes the string opening at `quote`, or `end` where none
    /// comes before it (a string json-c stopped in, or the end of a window a scan looks in).
    static func closingQuote(of quote: Int, in text: UnsafePointer<UInt8>, end: Int) -> Int {
        var index = quote + 1
        while index < end && text[index] != UInt8(ascii: "\"") { index += text[index] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(index, end)
    }

    /// The bytes of the string whose opening quote is at `quote` and closing quote at `close`,
    /// its escapes decoded (the text has passed `LexicalCheck` up to `close`, or is a name that
    /// json-c has parsed).
    static func decoded(_ text: UnsafePointer<UInt8>, quote: Int, close: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(close - quote - 1)
        var index = quote + 1
        while index < close {
            let byte = text[index]
            guard byte == 0x5C else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = text[index + 1]
            switch escaped {
            case 0x62: result.append(0x08)  // \b
            case 0x66: result.append(0x0C)  // \f
            case 0x6E: result.append(0x0A)  // \n
            case 0x72: result.append(0x0D)  // \r
            case 0x74: result.append(0x09)  // \t
            case 0x75:  // \u
                var scalar = UInt32(codeUnit(in: text, at: index, end: close) ?? 0xFFFD)
                index += 6
                if (0xD800...0xDBFF).contains(scalar), let low = codeUnit(in: text, at: index, end: close),
                    (0xDC00...0xDFFF).contains(low)
                {
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (UInt32(low) - 0xDC00)
                    index += 6
                }
                result.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
                continue
            default: result.append(escaped)  // \" \\ \/
            }
            index += 2
        }
        return result
    }
}
