@testable import LayoutSpecReader
import LayoutSpec
import LayoutText
import Testing
import TestSupport

/// `LexicalCheck` passes over sixteen plain bytes at a time and looks at the rest byte by
/// byte; a problem is found at every position relative to those blocks, and valid tokens are
/// never taken for one.
@Suite struct LexicalCheckTests {
    /// The first problem of `text`, checked as JSONDocument checks it (a NUL at the end).
    func firstProblem(_ text: String, before limit: Int = .max) -> LexicalCheck.Problem? {
        (Array(text.utf8) + [0]).withUnsafeBufferPointer { LexicalCheck.firstProblem(in: $0, before: limit) }
    }

    /// An array's opening of 0 to 40 numbers, the last of 1 to 16 digits, and a comma: what
    /// follows it starts at every offset of a block, behind numbers that fill whole blocks.
    static let openings: [String] = (0...40).flatMap { count in
        (1...16).map { digits in
            "[" + String(repeating: "2.25,", count: count) + String("1234567890123456".prefix(digits)) + ","
        }
    }

    @Test(arguments: [
        ("0390", 0, JSONSyntaxProblem.leadingZero),
        ("-05", 0, .leadingZero),
        ("00.5", 0, .leadingZero),
        ("390.", 0, .decimalPointWithoutDigits),
        ("12345678901234567.", 0, .decimalPointWithoutDigits),
        ("NaN", 0, .notANumber),
        ("-Infinity", 0, .infinity),
        ("Infinity", 0, .infinity),
        ("'a'", 0, .singleQuotes),
        ("\"a\tb\"", 2, .unescapedControlCharacter(0x09)),
        ("\"a \\\" \u{1}\"", 6, .unescapedControlCharacter(0x01)),
        ("\"a\\uD800\"", 2, .unpairedSurrogate(0xD800)),
    ])
    func aProblemIsFoundWhereverItFalls(token: String, offset: Int, problem expected: JSONSyntaxProblem) {
        for opening in Self.openings {
            let problem = firstProblem(opening + token + ", 1.5, 2.5, 3.5, 4.5, 5.5]")
            #expect(problem?.offset == opening.utf8.count + offset, "after \(opening)")
            #expect(problem?.problem == expected, "after \(opening)")
        }
    }

    /// Malformed UTF-8 in a string, and a name given twice after a brace in a block of numbers.
    @Test func textProblemsAreFoundWhereverTheyFall() {
        for opening in Self.openings {
            let start = Array(opening.utf8)
            var text = start + Array("\"é".utf8) + [0xC0, 0xAF] + Array("\", 1.5, 2.5, 3.5, 4.5]".utf8) + [0]
            var problem = text.withUnsafeBufferPointer { LexicalCheck.firstProblem(in: $0) }
            #expect(problem?.offset == start.count + 3, "after \(opening)")
            #expect(problem?.problem == .malformedUTF8(.overlong), "after \(opening)")
            text = start + Array(#"{"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": {"a": 2}, "a": 3}]"#.utf8) + [0]
            problem = text.withUnsafeBufferPointer { LexicalCheck.firstProblem(in: $0) }
            #expect(problem?.offset == start.count + 47, "after \(opening)")
            #expect(
                problem?.problem
                    == .nameGivenTwice(
                        "a", first: TextPosition(line: 1, column: start.count + 2), second: TextPosition(line: 1, column: start.count + 48)))
        }
    }

    @Test func validTokensAreNotProblems() {
        let tokens = [
            "0", "0.5", "-0", "-0.25", "10.05", "100", "1e05", "1E-05", "2.5e+07", "0e0", "-0.0e-00",
            "true", "false", "null", "\"0.5 N'I 05\"", "\"\\\"05 \\\\\"", "{\"a\": 1.05}",
            // The same name in objects a block of numbers apart, and in an outer object.
            "{\"a\": [1, 2, 3, 4, 5, 6, 7, 8]}, {\"a\": 1}", "{\"a\": {\"a\": 1, \"b\": 2}, \"b\": [1234567890, {}]}",
            "\"é€😀\\ud83d\\ude00\"",
        ]
        for opening in Self.openings {
            for token in tokens {
                let text = opening + token + ", " + tokens.joined(separator: ",") + "]"
                #expect(firstProblem(text) == nil, "\(text)")
            }
        }
    }

    /// In text json-c refused, or that follows a NUL it stopped at, number bytes can come
    /// after a byte that starts no number; the check still moves on. (A fuzzed spec, the
    /// first of these, once kept it going round for ever: a regression hangs the test run.)
    @Test(arguments: ["+", "e", "E", ".", "\u{0}+", "-+"])
    func numberBytesAfterNoNumberStartMoveOn(start: String) {
        #expect(firstProblem(" 390\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}+38545673640385.6") == nil)
        for opening in Self.openings {
            #expect(firstProblem(opening + start + "12345678901234567.5, 1]") == nil, "after \(opening)")
        }
    }

    @Test func onlyTheTextBeforeTheLimitIsChecked() {
        let text = "[" + String(repeating: "1.25,", count: 20) + "05]"
        // "05" is at offsets 101 and 102: both must be before the limit.
        #expect(firstProblem(text, before: 103)?.offset == 101)
        #expect(firstProblem(text, before: 102) == nil)
        #expect(firstProblem(text, before: 64) == nil)
    }

    /// The check is asked only about text json-c has accepted (or the part before where it
    /// stopped), but it must hold on any bytes at all: come to an end, without a trap, with a
    /// problem it finds inside the text.
    @Test func anyTextIsCheckedToItsEnd() {
        var random = SeededRandom(seed: 35)
        // Every byte the check looks at, and (so that more texts run long) only structure and
        // numbers without a zero.
        let everything = Array("{}[]\",:\\ \t\n0123456789.-+eEaukNI'/".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xE2, 0xED, 0xF4, 0xFF]
        let tamer = Array("{}[]\",:\\ 123456789.-eak".utf8)
        for index in 0..<3000 {
            let alphabet = index % 2 == 0 ? everything : tamer
            let text = (0..<Int(random.next() % 400)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let problem = (text + [0]).withUnsafeBufferPointer { LexicalCheck.firstProblem(in: $0) }
            if let problem { #expect(problem.offset < text.count, "text \(index): \(text)") }
        }
    }
}
