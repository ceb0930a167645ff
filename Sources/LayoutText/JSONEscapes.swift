/// Where text holds the bytes a JSON string escapes: a quote, a backslash, a control character
/// or DEL (`ByteWriter.jsonString`). Everything else, UTF-8 beyond ASCII included, is written
/// as it is, so a string is written, and its length counted, a run of plain bytes at a time.
///
/// A spec's ids and kinds can be hundreds of kilobytes, written on every ndjson line or once
/// per width: looked at eight bytes at a time in one 64-bit word (each test leaves a byte's
/// high bit set where it holds), four words a step, a long id is measured and written at
/// memory speed rather than a byte per step.
package enum JSONEscapes {
    /// The index of the first byte at or after `start` that JSON escapes, or `bytes.count`.
    package static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 32 <= bytes.count {
                let words = (0..<4).reduce(UInt64(0)) {
                    $0 | escapes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + 8 * $1, as: UInt64.self)))
                }
                guard words == 0 else { break }
                index += 32
            }
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                guard escapes(word) == 0 else { break }
                index += 8
            }
        }
        while index < bytes.count && !escapes(bytes[index]) { index += 1 }
        return index
    }

    /// Whether JSON escapes `byte`.
    @inline(__always)
    package static func escapes(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    /// The most bytes one byte of a string takes as `ByteWriter.jsonString` writes it: a
    /// control character's `\u001b`.
    package static let longestEscape = 6

    /// The length of `text` as `ByteWriter.jsonString` writes it, quotes included.
    package static func escapedLength(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var length = 2 + bytes.count
            var index = next(in: bytes, from: 0)
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x09, 0x0A, 0x0C, 0x0D: length += 1
                default: length += 5  // \u00XX
                }
                index = next(in: bytes, from: index + 1)
            }
            return length
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// High bits set in (at least) the bytes of `word` that JSON escapes; zero when none is.
    /// A byte below 0x20 is one that subtracting 0x20 takes below zero without its high bit
    /// set before; the others are matched exactly.
    @inline(__always)
    private static func escapes(_ word: UInt64) -> UInt64 {
        let control = (word &- 0x2020_2020_2020_2020) & ~word & highBits
        return control | matches(word, 0x22) | matches(word, 0x5C) | matches(word, 0x7F)
    }

    /// High bits set in the bytes of `word` equal to `byte`, exactly.
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & lowBits) &+ lowBits) | difference) & highBits
    }
}
