@testable import layoutcalc
import Testing

/// Lines within texts: a last line without a newline, and equal lines at different places.
@Suite struct TextLinesTests {
    @Test func linesKeepTheirNewlines() {
        let lines = TextLines(Array("a\nbc\n\nd".utf8))
        #expect(lines.count == 4)
        #expect((0..<4).map { String(decoding: lines[$0], as: UTF8.self) } == ["a\n", "bc\n", "\n", "d"])
        #expect(TextLines([]).count == 0)
        #expect(TextLines(Array("x\n".utf8)).count == 1)
    }

    @Test func equalLinesAreEqualWhereverTheyAre() {
        let a = TextLines(Array("same\nother\nsame".utf8)), b = TextLines(Array("x\nsame\n".utf8))
        a.withBytes { aBytes in
            b.withBytes { bBytes in
                #expect(a.line(0, in: aBytes, equals: 1, of: b, in: bBytes))
                #expect(!a.line(2, in: aBytes, equals: 1, of: b, in: bBytes))  // no newline: not the same line
                #expect(!a.line(1, in: aBytes, equals: 1, of: b, in: bBytes))
            }
        }
    }
}
