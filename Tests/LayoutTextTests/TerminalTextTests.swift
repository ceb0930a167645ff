import LayoutText
import Testing

/// `TerminalText` checks a text eight bytes at a time before it looks at its characters: a byte
/// that needs a look must be found wherever it sits, in a full word of eight or in the bytes
/// after the last one.
@Suite struct TerminalTextTests {
    /// 19 printable ASCII bytes: two words of eight and three after them.
    static let plain = "abcdefghijklmnopqrs"

    /// `plain` with its byte at `index` replaced by `inserted`.
    func text(_ inserted: String, at index: Int) -> String {
        var characters = Array(Self.plain)
        characters[index] = Character(inserted)
        return String(characters)
    }

    @Test func printableASCIIIsItselfOneColumnAByte() {
        for length in 0...Self.plain.count {
            let text = String(Self.plain.prefix(length))
            #expect(TerminalText.escaped(text) == text)
            #expect(TerminalText.width(text) == length)
        }
        // The ends of the printable range: a space and a tilde.
        #expect(TerminalText.escaped(" ~ ~ ~ ~ ~") == " ~ ~ ~ ~ ~")
    }

    /// An escape character (U+001B, under the printable range) and a delete (U+007F, over it)
    /// are written `\u001B` and `\u007F` wherever they sit.
    @Test(arguments: 0..<19)
    func aControlCharacterIsEscapedAnywhere(_ index: Int) {
        for (control, escape) in [("\u{1B}", "\\u001B"), ("\u{7F}", "\\u007F")] {
            let expected = String(Self.plain.prefix(index)) + escape + String(Self.plain.dropFirst(index + 1))
            #expect(TerminalText.escaped(text(control, at: index)) == expected)
        }
    }

    /// An "é" (two bytes, one column) is kept, and the text is 19 columns wide wherever it sits;
    /// a "界" (three bytes, a wide character) makes it 20.
    @Test(arguments: 0..<19)
    func aCharacterOfSeveralBytesIsMeasuredAnywhere(_ index: Int) {
        #expect(TerminalText.escaped(text("é", at: index)) == text("é", at: index))
        #expect(TerminalText.width(text("é", at: index)) == 19)
        #expect(TerminalText.width(text("界", at: index)) == 20)
    }
}
