@testable import LayoutText
import Testing

/// `JSONEscapes` finds the bytes a JSON string escapes eight at a time; `ByteWriter.jsonString`
/// writes a long string a run of plain bytes at a time, and a short one byte by byte.
@Suite struct JSONEscapesTests {
    /// jq's escapes, byte by byte: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, `\u00XX` for the
    /// other controls and DEL, every other byte as it is.
    static func expected(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u00" + (hex.count == 1 ? "0" : "") + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func written(_ text: String) throws -> String {
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in try out.jsonString(text) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every ASCII byte, and characters beyond ASCII, at every place of a string of 40 (long,
    /// looked at a word at a time, the word holding it at each of its eight places) and of 5
    /// (short): written as jq escapes it, and measured as written.
    @Test func everyByteAtEveryPlaceIsEscapedAndMeasured() throws {
        let specials = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["é", "€", "😀"]
        for length in [5, 40] {
            for place in 0..<length {
                for special in specials {
                    var text = String(repeating: "a", count: place) + special
                    text += String(repeating: "b", count: length - place - 1)
                    let written = try Self.written(text)
                    #expect(written == Self.expected(text), "\(length) \(place) \(special.unicodeScalars.first!.value)")
                    #expect(JSONEscapes.escapedLength(of: text) == written.utf8.count)
                }
            }
        }
    }

    @Test func theNextEscapeIsFoundPastPlainWords() {
        let text = Array(String(repeating: "x", count: 20).utf8) + [0x22] + Array("yy\u{1F}".utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(JSONEscapes.next(in: bytes, from: 0) == 20)
            #expect(JSONEscapes.next(in: bytes, from: 21) == 23)
            #expect(JSONEscapes.next(in: bytes, from: 24) == 24)
        }
        [UInt8]().withUnsafeBufferPointer { #expect(JSONEscapes.next(in: $0, from: 0) == 0) }
    }
}
