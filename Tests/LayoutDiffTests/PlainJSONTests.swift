import Foundation
import LayoutDiff
import LayoutEngine
import LayoutSpec
import Testing
import TestSupport

/// The parser a snapshot test reads JSON with, where there is no json-c.
@Suite struct PlainJSONTests {
    /// The root of `text` as `describe` says it.
    static func read(_ text: String, _ describe: (any SpecNode) -> String) throws(SpecError) -> String {
        try PlainJSON().withRoot(of: Array(text.utf8)) { (root) throws(SpecError) in describe(root) }
    }

    /// The syntax problem `text` is refused with, and where.
    static func refusal(_ text: String) -> (JSONSyntaxProblem, TextPosition)? {
        do throws(SpecError) {
            _ = try read(text) { _ in "" }
            return nil
        } catch {
            guard case .syntax(let problem) = error.issues.first?.problem, case .text(let position) = error.issues.first?.place else { return nil }
            return (problem, position)
        }
    }

    /// Each number reads back to the double its text names, as Swift's own literals are rounded.
    @Test func numbersAreExact() throws {
        let cases: [(String, Double)] = [
            ("0.1", 0.1), ("-0", -0.0), ("1e-7", 1e-7), ("5e-324", .leastNonzeroMagnitude), ("1.7976931348623157e308", 1.7976931348623157e308),
            ("0.3333333333333333", 0.3333333333333333), ("12345678901234567890", 12345678901234567890.0), ("2.5E+3", 2500),
        ]
        for (text, value) in cases {
            let read = try Self.read("[\(text)]") { $0.element(0).number.bitPattern.description }
            #expect(read == value.bitPattern.description, "\(text)")
        }
        #expect(try Self.read("1e400") { $0.number.description } == "inf")
    }

    @Test func stringsAreUnescaped() throws {
        #expect(try Self.read(#""a\"b\\c\/d\n\u00e9\ud83d\ude00 é""#) { $0.string } == "a\"b\\c/d\né😀 é")
        // Compact, as ndjson prints it.
        #expect(try Self.read(#"{"k":"v","n":-1.5e1}"#) { "\($0.member("k")!.string) \($0.member("n")!.number)" } == "v -15.0")
        #expect(try Self.read(#"{"a": [true, false, null], "b": {}}"#) { (root) in
            let list = root.member("a")!
            return "\(root.count) \(list.count) \(list.element(0).boolean) \(list.element(2).type) \(root.member("b")!.type) \(root.member("c") == nil)"
        } == "2 3 true null object true")
    }

    /// What RFC 8259 does not allow is refused, at its line and column.
    @Test func whatIsNotJSONIsRefused() {
        #expect(Self.refusal(" \n")?.0 == .emptyDocument)
        #expect(Self.refusal("[01]")?.0 == .leadingZero)
        #expect(Self.refusal("[1.]")?.0 == .decimalPointWithoutDigits)
        #expect(Self.refusal("[1,]")?.0 == .trailingComma)
        #expect(Self.refusal("{\"a\": 1,\n  }")?.0 == .trailingComma)
        #expect(Self.refusal("{\"a\": 1,\n  }")?.1 == TextPosition(line: 2, column: 3))
        #expect(Self.refusal("[1] 2")?.0 == .textAfterDocument("2"))
        #expect(Self.refusal("['a']")?.0 == .singleQuotes)
        #expect(Self.refusal("// a\n1")?.0 == .comment)
        #expect(Self.refusal("[\"\\ud83d\"]")?.0 == .unpairedSurrogate(0xD83D))
        #expect(Self.refusal("[\"\\u0000\"]")?.0 == .escapedNul(inName: false))
        #expect(Self.refusal("[\"a\u{1}\"]")?.0 == .unescapedControlCharacter(1))
        #expect(Self.refusal("[tru]")?.0 == .unexpectedCharacter("t", expected: "a value"))
        #expect(Self.refusal("é")?.1 == TextPosition(line: 1, column: 1))
        #expect(Self.refusal("[1")?.0 == .unexpectedEnd)
        let deep = String(repeating: "[", count: SpecLimits.maximumNesting + 1) + String(repeating: "]", count: SpecLimits.maximumNesting + 1)
        #expect(Self.refusal(deep)?.0 == .nestsTooDeep(limit: SpecLimits.maximumNesting))
        let deepest = String(repeating: "[", count: SpecLimits.maximumNesting) + String(repeating: "]", count: SpecLimits.maximumNesting)
        #expect(Self.refusal(deepest) == nil)
    }

    /// Every JSON golden file of the samples reads back to the same frames through either
    /// parser (`GoldenReaderTests.documents` compares them).
    @Test func everySampleGoldenReadsAsJSONCReadsIt() throws {
        let folder = packageRoot.appendingPathComponent("samples/expected")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(goldens.count >= 10)
        for golden in goldens {
            let text = try [UInt8](Data(contentsOf: folder.appendingPathComponent(golden)))
            let documents = try GoldenReaderTests.documents(in: text, format: .json)
            #expect(!documents.isEmpty, "\(golden)")
        }
    }
}
