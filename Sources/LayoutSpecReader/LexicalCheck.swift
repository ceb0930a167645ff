import LayoutSpec

/// What json-c's strict mode accepts that JSON does not: single-quoted strings, raw control
/// characters inside strings, numbers with leading zeros or a bare decimal point, and the
/// literals NaN and Infinity. Only its answer for text json-c has accepted, or for the part
/// before where json-c stopped, is used, so the structure is known to be sound and only tokens
/// need a look; all the same, it must not trap or loop on any text.
///
/// It also refuses what json-c would change without a word (see `StringText`): malformed
/// UTF-8 and unpaired surrogate escapes in strings, `\u0000` in a string or a member name,
/// and a member name given twice in one object (see `MemberNames`).
enum LexicalCheck {
    struct Problem {
        var offset: Int
        var problem: JSONSyntaxProblem
        /// The string the problem is in, for one named by its JSON path rather than its line
        /// and column: its opening quote, and whether it is a member's name.
        var string: (quote: Int, isName: Bool)? = nil

        func issue(in bytes: UnsafeBufferPointer<UInt8>) -> SpecIssue {
            guard let string else { return SpecIssue(.syntax(problem), at: .text(TextPosition.of(offset, in: bytes))) }
            return SpecIssue(.syntax(problem), at: TextPath.of(stringAt: string.quote, isName: string.isName, in: bytes))
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09  // space, newline, return, tab
    }

    /// The first problem in the text, or in its first `limit` bytes.
    ///
    /// Runs of plain bytes pass eight at a time (see `PlainBlock`); the rest it compares one
    /// by one with plain literals: a debug build would otherwise call `UInt8(ascii:)` and range
    /// matching for each byte.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, before limit: Int = .max) -> Problem? {
        let end = min(bytes.count - 1, limit)  // the terminating NUL is not text
        guard let text = bytes.baseAddress else { return nil }
        var index = 0
        var skipped = false  // whether `index` was reached by skipping a plain block
        var checked = 0  // where the last byte-by-byte step ended
        var names = MemberNames()
        while index < end {
            // A quote or a brace is never plain: only another byte may start a plain block (in a
            // spec of small objects, most bytes outside strings are quotes and braces).
            let first = text[index]
            if first != 0x22 && first != 0x7B && first != 0x7D && index > 0 && index + PlainBlock.length < end
                && PlainBlock.isPlain(at: text + index)
            {
                index += PlainBlock.length
                skipped = true
                continue
            }
            if skipped {
                // A skip can end inside a number: start over from the number's first byte, but
                // not before bytes already checked one by one (in text json-c has refused, a
                // number's bytes can follow a byte that starts none, such as a "+"), so that
                // every step moves on.
                while index > checked && isNumberByte(text[index - 1]) { index -= 1 }
                skipped = false
            }
            let byte = text[index]
            if byte == 0x22 {  // a string: check it up to its closing quote, escapes and all
                let quote = index
                var hasEscape = false
                index += 1
                while index < end && text[index] != 0x22 {
                    let inner = text[index]
                    if inner == 0x5C {  // backslash
                        hasEscape = true
                        guard index + 1 < end && text[index + 1] == 0x75 else {  // not \u
                            index += 2
                            continue
                        }
                        switch StringText.escape(in: text, at: index, end: end) {
                        case .character(let length):
                            index += length
                            continue
                        case .nul:
                            let isName = isFollowedByColon(stringAt: quote, in: text, end: end)
                            return Problem(
                                offset: index, problem: .escapedNul(inName: isName),
                                string: (quote, isName))
                        case .unpaired(let unit):
                            return Problem(offset: index, problem: .unpairedSurrogate(unit))
                        case .unfinished:
                            index = end  // where json-c stopped
                            continue
                        }
                    }
                    if inner < 0x20 {
                        return Problem(offset: index, problem: .unescapedControlCharacter(inner))
                    }
                    if inner >= 0x80 {
                        switch StringText.checkSequence(in: text, at: index, end: end) {
                        case .success(let length): index += length
                        case .failure(let malformed): return Problem(offset: index, problem: .malformedUTF8(malformed))
                        }
                        continue
                    }
                    index += 1
                }
                let close = index
                index += 1
                if close < end && isFollowedByColon(closeAt: close, in: text, end: end),
                    let earlier = names.add(quote: quote, close: close, hasEscape: hasEscape, in: text)
                {
                    return Problem(offset: quote, problem: givenTwice(earlier, quote, close, in: bytes), string: (quote, true))
                }
            } else if byte == 0x7B {  // "{"
                names.openObject()
                index += 1
            } else if byte == 0x7D {  // "}"
                names.closeObject()
                index += 1
            } else if byte == 0x2D || (byte >= 0x30 && byte <= 0x39) {  // "-" or a digit: a number
                let start = index
                if byte == 0x2D {
                    index += 1
                    if index < end && text[index] == 0x49 {  // "-I"
                        return Problem(offset: start, problem: .infinity)
                    }
                }
                if index + 1 < end && text[index] == 0x30 && isDigit(text[index + 1]) {
                    return Problem(offset: start, problem: .leadingZero)
                }
                while index < end && isDigit(text[index]) { index += 1 }
                if index < end && text[index] == 0x2E {  // "."
                    index += 1
                    if index >= end || !isDigit(text[index]) {
                        return Problem(offset: start, problem: .decimalPointWithoutDigits)
                    }
                    while index < end && isDigit(text[index]) { index += 1 }
                }
                while index < end && isNumberTail(text[index]) { index += 1 }
            } else if byte == 0x27 {  // "'"
                return Problem(offset: index, problem: .singleQuotes)
            } else if byte == 0x4E {  // "N"
                return Problem(offset: index, problem: .notANumber)
            } else if byte == 0x49 {  // "I"
                return Problem(offset: index, problem: .infinity)
            } else {
                index += 1
            }
            checked = index
        }
        return nil
    }

    /// Whether the string whose closing quote is at `close` is a member's name: a colon
    /// follows it.
    private static func isFollowedByColon(closeAt close: Int, in text: UnsafePointer<UInt8>, end: Int) -> Bool {
        var next = close + 1
        while next < end && isWhitespace(text[next]) { next += 1 }
        return next < end && text[next] == 0x3A
    }

    /// Whether the string that opens at `quote` is a member's name.
    private static func isFollowedByColon(stringAt quote: Int, in text: UnsafePointer<UInt8>, end: Int) -> Bool {
        let close = StringText.closingQuote(of: quote, in: text, end: end)
        return close < end && isFollowedByColon(closeAt: close, in: text, end: end)
    }

    /// A name given twice in one object, with where each is.
    private static func givenTwice(_ earlier: Int, _ quote: Int, _ close: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONSyntaxProblem {
        let name = String(decoding: StringText.decoded(bytes.baseAddress!, quote: quote, close: close), as: UTF8.self)
        return .nameGivenTwice(name, first: TextPosition.of(earlier, in: bytes), second: TextPosition.of(quote, in: bytes))
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// The exponent of a number (json-c has checked its grammar): digits, e, E, + and -.
    @inline(__always)
    private static func isNumberTail(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == 0x65 || byte == 0x45 || byte == 0x2B || byte == 0x2D
    }

    /// Any byte of a number. (Backing up over these can also take in the e that ends `true` or
    /// `false`; the byte-by-byte check then passes over it.)
    @inline(__always)
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isNumberTail(byte) || byte == 0x2E
    }
}

/// Eight bytes outside strings that `LexicalCheck` can pass over whole: ASCII without a quote,
/// an apostrophe, N, I or a brace, no decimal point without a digit after it, and no zero after
/// something other than a digit or a point with a digit after it (a leading zero, or an
/// exponent's). Most of a big spec is numbers; tested eight at a time in one 64-bit word
/// (each test leaves a byte's high bit set where it holds), they take far fewer instructions
/// than byte by byte (docs/performance.md, "The lexical check, eight bytes at a time"). Plain
/// integer arithmetic rather than SIMD types keeps debug builds fast too: SIMD operations are
/// generic functions there, each a call.
private enum PlainBlock {
    static let length = 8

    /// Whether the block at `start` is plain; the bytes just before and after it are read too.
    @inline(__always)
    static func isPlain(at start: UnsafePointer<UInt8>) -> Bool {
        let bytes = UnsafeRawPointer(start)
        let current = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
        let next = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 1, as: UInt64.self))
        let previous = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: -1, as: UInt64.self))
        let nextIsDigit = digits(next)
        let previousIsInNumber = digits(previous) | matches(previous, 0x2E)
        // The braces, for `MemberNames`, in one test: 0x7B and 0x7D are the bytes that 0x06
        // turns into 0x7F with "y" and DEL, neither of them plain outside strings either.
        let special = current & highBits | matches(current, 0x22) | matches(current, 0x27)
            | matches(current, 0x4E) | matches(current, 0x49) | matches(current | braceBits, 0x7F)
        let pointWithoutDigit = matches(current, 0x2E) & ~nextIsDigit
        let leadingZero = matches(current, 0x30) & nextIsDigit & ~previousIsInNumber
        return (special | pointWithoutDigit | leadingZero) & highBits == 0
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let braceBits: UInt64 = 0x0606_0606_0606_0606
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// High bits set in the bytes of `word` equal to `byte`: the bytes of `word ^ byte…` that
    /// are zero, exactly (the additions stay within each byte).
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & lowBits) &+ lowBits) | difference) & highBits
    }

    /// High bits set in the ASCII digits of `word`: at least "0" (0x30 + 0x50 reaches the high
    /// bit) and not at least ":" (0x3A + 0x46), of the low seven bits of an ASCII byte.
    @inline(__always)
    private static func digits(_ word: UInt64) -> UInt64 {
        let low = word & lowBits
        let atLeastZero = low &+ 0x5050_5050_5050_5050
        let atLeastColon = low &+ 0x4646_4646_4646_4646
        return atLeastZero & ~atLeastColon & ~word & highBits
    }
}
