@testable import layoutcalc
import Testing

/// Arguments keep their bytes: every byte sequence comes back from the string that holds it.
@Suite struct ArgumentTextTests {
    @Test func textThatIsUTF8IsLeftAsItIs() {
        for text in ["spec.json", "-", "écran d’accueil.json", "日本語.json", "🙂", ""] {
            #expect(ArgumentText.string(Array(text.utf8)) == text)
            #expect(ArgumentText.bytes(text) == Array(text.utf8))
            #expect(FileName(argument: text).shown == text)
        }
    }

    /// A lone 0xFF, a truncated sequence, an overlong `/`, an encoded surrogate.
    @Test(arguments: [[0xFF], [0x61, 0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80, 0x80, 0x61]] as [[UInt8]])
    func bytesThatAreNotUTF8ComeBack(_ bytes: [UInt8]) {
        let argument = ArgumentText.string(bytes)
        #expect(ArgumentText.bytes(argument) == bytes)
        #expect(!argument.unicodeScalars.contains("\u{FFFD}"))
    }

    /// Characters of the escapes' own range, which an argument may really hold, come back too
    /// and never stand for a byte.
    @Test func theEscapesOwnCharactersComeBack() {
        let text = "a\u{10FF41}b\u{10FFFF}"
        let bytes = Array(text.utf8)
        #expect(ArgumentText.bytes(ArgumentText.string(bytes)) == bytes)
        #expect(ArgumentText.string(bytes) != ArgumentText.string([0x61, 0x41, 0x62, 0xFF]))
    }

    /// Every sequence of up to three bytes drawn from those that start, continue or break
    /// UTF-8 sequences.
    @Test func everyShortSequenceComesBack() {
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x8F, 0xBC]
        for first in alphabet {
            for second in alphabet {
                for third in alphabet {
                    let bytes = [first, second, third]
                    #expect(ArgumentText.bytes(ArgumentText.string(bytes)) == bytes)
                }
            }
        }
    }

    @Test func aByteThatIsNotUTF8IsShownEscaped() {
        let name = FileName(bytes: Array("spec-".utf8) + [0xFF, 0x0A] + Array(".json".utf8))
        #expect(name.shown == "spec-\\xFF\n.json")
        #expect(name.bytes == Array("spec-".utf8) + [0xFF, 0x0A] + Array(".json".utf8))
    }
}
