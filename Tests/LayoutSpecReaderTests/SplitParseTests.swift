import CJSONC
import LayoutEngine
@testable import LayoutSpecReader
import LayoutSpec
import LayoutText
import Testing
import TestSupport

/// A big document is parsed in two pieces at once when the first comma after its middle falls
/// between two elements of an array; the tree and every error are those of one piece.
@Suite struct SplitParseTests {
    /// "0,1,2,…": enough numbers to make any document holding them big enough to split.
    static let count = SplitParse.minimumLength / 4
    static let numbers = (0..<count).map(String.init).joined(separator: ",")

    /// `body` of `text` parsed in two pieces if it can be cut (whatever its length), or in one.
    func withTree<Result>(_ text: [UInt8], split: Bool, _ body: (ParsedTree, Tokener) -> Result) -> Result {
        (text + [0]).withUnsafeBufferPointer { bytes in
            let tokener = JSONDocument.tokener(for: bytes)!
            let tree = split ? try! SplitParse.parseInTwo(with: tokener) : SplitParse.parseInOne(with: tokener)
            defer { tree.free() }
            return body(tree, tokener)
        }
    }

    /// Whether `text` is parsed in two pieces, and `read` of its root.
    func parse<Value>(_ text: String, _ read: (any SpecNode) -> Value) -> (split: Bool, value: Value?) {
        #expect(text.utf8.count + 1 >= SplitParse.minimumLength)
        return withTree(Array(text.utf8), split: true) { tree, _ in (tree.borrowed != nil, tree.root.map { read(JSONValue($0)) }) }
    }

    /// The diagnostics of `text` read as a document, by json-c version `jsonCVersion`.
    func diagnostics(_ text: [UInt8], jsonCVersion: Int32 = json_c_version_num()) -> [String] {
        (text + [0]).withUnsafeBufferPointer { bytes in
            do throws(SpecError) {
                try JSONDocument.parse(bytes, jsonCVersion: jsonCVersion) { _ in }
                return []
            } catch {
                return error.issues.map { $0.rendered(source: "big.json") }
            }
        }
    }

    /// The numbers of the array at `keys`: member names, or "" for an array's first element.
    func numbers(at keys: [String], in root: any SpecNode) -> [Double] {
        var value = root
        for key in keys { value = key.isEmpty ? value.element(0) : value.member(key)! }
        return value.leadingNumbers
    }

    /// The tree as text, or json-c's error and where it stopped; and whether it was split.
    func outcome(_ text: [UInt8], split: Bool) -> (result: String, split: Bool) {
        withTree(text, split: split) { tree, tokener in
            let result = tree.root.map { canonical(JSONValue($0)) } ?? "error \(tokener.error.rawValue) at \(tokener.parseEnd)"
            return (result, tree.borrowed != nil)
        }
    }

    func canonical(_ value: any SpecNode) -> String {
        switch value.type {
        case .null: return "null"
        case .boolean: return value.boolean ? "true" : "false"
        case .number: return "n\(value.number.bitPattern)"
        case .string: return "s\(value.string.debugDescription)"
        case .array: return "[" + (0..<value.count).map { canonical(value.element($0)) }.joined(separator: ",") + "]"
        case .object:
            var members: [String] = []
            try! value.forEachMember { key, member in members.append(String(decoding: key, as: UTF8.self) + ":" + canonical(member)) }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    /// On a json-c whose tokener state has not been tested, a big spec is parsed in one piece,
    /// and everything it prints is the same: the split only ever changes how fast.
    @Test func anUntestedJSONCParsesInOnePieceWithTheSameOutput() throws {
        let installed = json_c_version_num()
        let untested: Int32 = 0x00_63_00  // 0.99, a json-c to come
        #expect(!SplitParse.testedJSONCVersions.contains(untested))
        let ratios = (0..<60_000).map { ["1.5", "0.75", "1", "1.3333333333333333", "0.6"][$0 % 5] }.joined(separator: ", ")
        let spec = Array(#"{"container": {"width": 390}, "sections": [{"id": "w", "kind": "waterfall", "columns": 3, "ratios": [\#(ratios)]}]}"#.utf8)
        #expect(spec.count >= SplitParse.minimumLength)
        func parsed(_ version: Int32) -> (split: Bool, screen: Screen) {
            (spec + [0]).withUnsafeBufferPointer { bytes in
                let tokener = JSONDocument.tokener(for: bytes)!
                let tree = try! SplitParse.parse(with: tokener, jsonCVersion: version)
                tree.free()
                let screen = try! JSONDocument.parse(bytes, jsonCVersion: version) { (root) throws(SpecError) in
                    try SpecDecoding.screen(from: root)
                }
                return (tree.borrowed != nil, screen)
            }
        }
        let inOne = parsed(untested)
        #expect(!inOne.split)
        let asInstalled = parsed(installed)
        #expect(asInstalled.split == SplitParse.testedJSONCVersions.contains(installed))
        #expect(asInstalled.screen == inOne.screen)
        #expect(inOne.screen.sections[0].itemCount == 60_000)
    }

    /// Random documents, a third of them damaged near the middle: the tree, or the error and
    /// where it is, are those of json-c parsing the text in one piece.
    @Test func randomDocumentsParseAsInOnePiece() {
        var random = SeededRandom(seed: 6)
        var splits = 0
        for index in 0..<3000 {
            var text = Array(RandomDocument.text(&random).utf8)
            if random.next() % 3 == 0 { RandomDocument.damage(&text, &random) }
            let whole = outcome(text, split: false)
            let inTwo = outcome(text, split: true)
            #expect(inTwo.result == whole.result, "document \(index): \(String(decoding: text, as: UTF8.self))")
            if inTwo.split { splits += 1 }
        }
        // Most cuts fall in the long array.
        #expect(splits > 1000)
    }

    @Test func aLongArrayIsCutBetweenTwoElements() {
        let text = #"{"a": [{"b": ["# + Self.numbers + #"], "c": 7}], "d": [1, 2]}"#
        let (split, value) = parse(text) { root in
            (numbers(at: ["a", "", "b"], in: root), root.member("a")!.element(0).member("c")!.number, numbers(at: ["d"], in: root))
        }
        #expect(split)
        #expect(value?.0 == (0..<Self.count).map(Double.init))
        #expect(value?.1 == 7)
        #expect(value?.2 == [1, 2])
    }

    /// The comma after the middle in a short array between two long strings: the array's rest
    /// is its last element.
    @Test func aShortArrayCanBeCut() {
        let padding = String(repeating: "x", count: SplitParse.minimumLength)
        let text = #"{"p": ""# + padding + #"", "a": [1, 2, 3], "q": ""# + padding + #""}"#
        let (split, value) = parse(text) { root in (numbers(at: ["a"], in: root), root.member("q")!.string.count) }
        #expect(split)
        #expect(value?.0 == [1, 2, 3])
        #expect(value?.1 == SplitParse.minimumLength)
    }

    @Test func aCommaInAStringOrBetweenMembersIsNotACut() {
        let commas = String(repeating: "x,", count: SplitParse.minimumLength / 2)
        let inString = parse(#"{"s": ""# + commas + #"", "a": [1]}"#) { root in root.member("s")!.string.count }
        #expect(!inString.split)
        #expect(inString.value == SplitParse.minimumLength)

        let last = SplitParse.minimumLength / 10
        let members = (0...last).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        let betweenMembers = parse("{" + members + "}") { root in root.member("k\(last)")?.number }
        #expect(!betweenMembers.split)
        #expect(betweenMembers.value == Double(last))
    }

    @Test func theRootArrayIsNotCut() {
        let (split, value) = parse("[" + Self.numbers + "]") { root in root.leadingNumbers.count }
        #expect(!split)
        #expect(value == Self.count)
    }

    /// The second piece counts levels from the cut array, which may nest 16 deep.
    @Test func anArrayDeeperThan16IsNotCut() {
        let nested = { (levels: Int) in
            String(repeating: #"{"o": "#, count: levels - 1) + #"{"b": ["# + Self.numbers + "]}" + String(repeating: "}", count: levels - 1)
        }
        #expect(parse(nested(16)) { numbers(at: Array(repeating: "o", count: 15) + ["b"], in: $0).count } == (true, Self.count))
        #expect(parse(nested(17)) { numbers(at: Array(repeating: "o", count: 16) + ["b"], in: $0).count } == (false, Self.count))
    }

    /// The second piece may nest 16 levels less than a document: deeper elements are parsed in
    /// one piece, up to the document's limit.
    @Test func depthIsLimitedAsInOnePiece() {
        // `{"a": [{"b": [` is 4 levels; then 124 arrays make 128, the most a document may nest.
        let opening = #"{"a": [{"b": ["# + Self.numbers + ","
        let deep = { (arrays: Int) in opening + String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays) + "]}]}" }
        #expect(parse(deep(124)) { numbers(at: ["a", "", "b"], in: $0).count } == (false, Self.count))
        // The 125th array is the 129th level: refused at its bracket.
        let column = opening.utf8.count + 125
        #expect(diagnostics(Array(deep(125).utf8)) == ["big.json:1:\(column): error: arrays and objects nest deeper than 128 levels"])
    }

    /// A later member of the same name takes the place of the cut array, or of an object it is
    /// in, as json-c keeps the last of them in one piece; the array it lets go of stays whole
    /// until the tree is freed (`make fuzz` found a spec that crashed on it).
    @Test func aLaterMemberOfTheSameNameReplacesTheCutArray() {
        let replaced = #"{"a": ["# + Self.numbers + #"], "a": [7]}"#
        #expect(parse(replaced) { numbers(at: ["a"], in: $0) } == (true, [7]))
        let around = #"{"o": {"a": ["# + Self.numbers + #"]}, "o": 5}"#
        #expect(parse(around) { $0.member("o")!.number } == (true, 5))
        let inTheRoot = #"[{"a": ["# + Self.numbers + #"], "b": 1, "a": []}]"#
        #expect(parse(inTheRoot) { [$0.element(0).member("a")!.count, Int($0.element(0).member("b")!.number)] } == (true, [0, 1]))
        // Read as a spec, the name given twice is an error, and the tree is freed whole.
        for (text, name, path, first) in [(replaced, "a", "a", 2), (around, "o", "o", 2), (inTheRoot, "a", "[0].a", 3)] {
            let later = text.utf8.distance(from: text.startIndex, to: text.range(of: "\"\(name)\":", options: .backwards)!.lowerBound) + 1
            #expect(diagnostics(Array(text.utf8)) == [
                "big.json: error: \(path): \"\(name)\" is given twice in one object, at 1:\(first) and 1:\(later); give it once"
            ])
        }
    }

    /// Errors after the cut, inside the array and after it, where they are in one piece.
    @Test(arguments: [
        (",]", 1, "a trailing comma is not JSON"),
        (",01]", 1, "a number cannot start with a leading zero"),
        (",1 2]", 3, "unexpected '2' (array value separator ',' expected)"),
        ("]  \"c\": 1", 3, "unexpected '\"' (object value separator ',' expected)"),
        ("]}]}}", 4, "unexpected '}' after the end of the document"),
    ])
    func anErrorAfterTheCutIsWhereItIs(tail: String, offset: Int, message: String) {
        let opening = #"{"a": [{"b": ["# + Self.numbers
        let column = opening.utf8.count + offset + 1
        #expect(diagnostics(Array((opening + tail + "}]}").utf8)) == ["big.json:1:\(column): error: \(message)"])
    }

    /// `[…,]` parsed from its comma on is `[]`: the array's rest may not be empty.
    @Test func aTrailingCommaAtTheCutIsRefused() {
        let opening = #"{"a": [""# + String(repeating: "x", count: SplitParse.minimumLength) + #"","#
        #expect(diagnostics(Array((opening + "]}").utf8)) == ["big.json:1:\(opening.utf8.count + 1): error: a trailing comma is not JSON"])
    }

    @Test func aNulOrBadUTF8AfterTheCutIsWhereItIs() {
        let opening = Array((#"{"a": [{"b": ["# + Self.numbers + ", ").utf8)
        #expect(diagnostics(opening + [0] + Array("1]}]}".utf8)) == [
            "big.json:1:\(opening.count + 1): error: a NUL byte is not allowed in JSON"
        ])
        #expect(diagnostics(opening + Array("\"".utf8) + [0xE2, 0x82] + Array("\"]}]}".utf8)) == [
            "big.json:1:\(opening.count + 2): error: invalid UTF-8 (a sequence cut short)"
        ])
    }
}

/// The cut `SplitParse.cut(in:)` chooses: a comma of the shallowest array the scan from the
/// middle reaches, so that a spec of many short sections is cut between two sections.
@Suite struct SplitCutTests {
    /// `{"sections": [section, section, …]}` after `padding` spaces, and the offset at which
    /// each section starts.
    static func sections(_ section: String, count: Int, padding: Int = 0) -> (text: [UInt8], starts: [Int]) {
        let opening = String(repeating: " ", count: padding) + #"{"sections": ["#
        let text = opening + Array(repeating: section, count: count).joined(separator: ",") + "]}"
        let starts = (0..<count).map { opening.utf8.count + $0 * (section.utf8.count + 1) }
        return (Array(text.utf8), starts)
    }

    /// The text parsed in two pieces at the cut `SplitParse` chooses: how many elements the
    /// second piece holds (nil if it was parsed in one), and whether the tree, or the error and
    /// where json-c stopped, are those of one piece.
    func split(_ text: [UInt8]) -> (restCount: Int?, sameAsInOne: Bool) {
        func outcome(_ split: Bool) -> (result: String, restCount: Int?) {
            (text + [0]).withUnsafeBufferPointer { bytes in
                let tokener = JSONDocument.tokener(for: bytes)!
                let tree = split ? try! SplitParse.parseInTwo(with: tokener) : SplitParse.parseInOne(with: tokener)
                defer { tree.free() }
                let result = tree.root.map { SplitParseTests().canonical(JSONValue($0)) } ?? "error \(tokener.error.rawValue) at \(tokener.parseEnd)"
                return (result, tree.borrowed.map { json_object_array_length($0.lender) })
            }
        }
        let inTwo = outcome(true)
        return (inTwo.restCount, inTwo.result == outcome(false).result)
    }

    /// Wherever the middle falls in a section (the padding moves it one byte for two spaces),
    /// even inside a string or between an object's members, the cut is the first comma between
    /// two sections after it: the second piece holds the sections that start after the middle.
    /// The first section has commas and brackets in a string, which the scan, guessing it
    /// starts outside any string, takes for structure, until the end of a string it thinks it
    /// is in, followed by a letter, shows the guess was wrong: it then starts again after the
    /// quote that closes the middle's string.
    @Test(arguments: [
        #"{"kind": "flow", "title": "a, b], [c, d}, e", "items": 2}"#,
        #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimumLineSpacing": 0}"#,
        #"{"kind": "flow", "decorations": [{"kind": "d"}, {"kind": "d"}, {"kind": "d"}], "offsets": [[0, 1], [2, 3]]}"#,
    ])
    func aSpecOfManySectionsIsCutBetweenTwoSections(section: String) {
        for padding in 0..<(2 * section.utf8.count + 2) {
            let (text, starts) = Self.sections(section, count: 40, padding: padding)
            let middle = (text.count + 1) / 2  // the parsed text ends with a NUL
            let (restCount, same) = split(text)
            #expect(same, "padding \(padding)")
            #expect(restCount == starts.count { $0 > middle }, "padding \(padding)")
        }
    }

    /// The shallower array is looked for `cutWindow` bytes past the middle: further on, the
    /// cut is the first comma after the middle, in the array the middle is in.
    @Test func aShallowerArrayIsLookedForWithinTheWindowOnly() {
        let ratios = Array(repeating: "1", count: 100_000).joined(separator: ",")
        func text(string: Int) -> [UInt8] {
            Array((#"{"sections": [{"ratios": ["# + ratios + #"]}, {"id": ""# + String(repeating: "x", count: string) + #""}]}"#).utf8)
        }
        // The ratios take 199,999 bytes from offset 26, a "1" at each even offset and a comma at
        // each odd one, and their bracket is at 200,025. Then `]}, {"id": "`, the string and
        // `"}]}`: 200,041 bytes and the string, and the NUL.
        //
        // With a string of 150,000 the middle is at 350,042 / 2 = 175,021, and the ratios close
        // 25,004 bytes on, within the window: the second piece is the second section.
        let within = text(string: 150_000)
        #expect(within.count + 1 == 350_042)
        #expect(SplitParse.cutWindow > 25_004)
        #expect(split(within) == (1, true))
        // With a string of 100,000 the middle is at 150,021, a comma, after the 74,998th ratio,
        // and the ratios close 50,004 bytes on, past the window: the cut is that comma, and the
        // second piece holds the 100,000 - 74,998 ratios after it.
        let past = text(string: 100_000)
        #expect(past.count + 1 == 300_042)
        #expect(SplitParse.cutWindow < 50_004)
        #expect(split(past) == (25_002, true))
    }

    /// A section of 83 bytes.
    static let plainSection = #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimum": 0}"#

    /// 3,200 sections: 14 + 3,200 × 84 - 1 + 2 = 268,815 bytes and the NUL, big enough to be
    /// cut, near the middle (134,408), in the 1,600th section, between two sections.
    static func bigSpec() -> (text: [UInt8], starts: [Int]) {
        let spec = sections(plainSection, count: 3_200)
        #expect(plainSection.utf8.count == 83 && spec.text.count == 268_815)
        #expect(spec.text.count + 1 >= SplitParse.minimumLength)
        return spec
    }

    /// Errors before the cut and after it, by json-c and by the lexical check, are where they
    /// are, on a json-c the split is used on and on one it is not.
    @Test(arguments: [
        // A trailing comma in the 100th section, and one in the 3,100th: at their brace.
        (99, #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimum": 0,}"#, 83,
         "a trailing comma is not JSON"),
        (3_099, #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimum": 0,}"#, 83,
         "a trailing comma is not JSON"),
        // A leading zero, which json-c accepts and the lexical check refuses.
        (99, #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimum": 00}"#, 81,
         "a number cannot start with a leading zero"),
        (3_099, #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimum": 00}"#, 81,
         "a number cannot start with a leading zero"),
    ])
    func anErrorInEitherPieceIsWhereItIs(index: Int, section: String, offset: Int, message: String) {
        var (text, starts) = Self.bigSpec()
        text.replaceSubrange(starts[index]..<(starts[index] + 83), with: Array(section.utf8))
        let expected = ["big.json:1:\(starts[index] + offset + 1): error: \(message)"]
        for version in [json_c_version_num(), 0x00_63_00] {
            #expect(SplitParseTests().diagnostics(text, jsonCVersion: version) == expected)
        }
    }

    /// A NUL ends the text for json-c: a problem of the lexical check's after it, which a check
    /// of the whole text would find, is not the one reported.
    @Test func aProblemAfterANulIsNotReported() {
        var (text, starts) = Self.bigSpec()
        // The 3,100th section's "width": 100 becomes 010, and the space before the 100th's
        // "items" value a NUL.
        text.replaceSubrange((starts[3_099] + 51)..<(starts[3_099] + 54), with: Array("010".utf8))
        text[starts[99] + 25] = 0
        for version in [json_c_version_num(), 0x00_63_00] {
            #expect(SplitParseTests().diagnostics(text, jsonCVersion: version) == [
                "big.json:1:\(starts[99] + 26): error: a NUL byte is not allowed in JSON"
            ])
        }
        // Without the NUL, the leading zero is reported.
        text[starts[99] + 25] = UInt8(ascii: " ")
        for version in [json_c_version_num(), 0x00_63_00] {
            #expect(SplitParseTests().diagnostics(text, jsonCVersion: version) == [
                "big.json:1:\(starts[3_099] + 52): error: a number cannot start with a leading zero"
            ])
        }
    }
}

/// Documents with a long array in the middle, of values of every kind, strings with commas
/// and brackets among them.
enum RandomDocument {
    static func text(_ random: inout SeededRandom) -> String {
        let count = Int(random.next() % 60) + 20
        let elements = (0..<count).map { _ in value(&random, depth: 0) }.joined(separator: pick([",", ", ", " ,\n"], &random))
        return #"{"a": "# + value(&random, depth: 1) + #", "list": ["# + elements + #"], "z": "# + value(&random, depth: 1) + "}"
    }

    static func value(_ random: inout SeededRandom, depth: Int) -> String {
        switch random.next() % (depth > 3 ? 4 : 6) {
        case 0: return pick(["0", "-12", "3.25", "1e5", "-0.5E-3", "123456789012345678901", "7"], &random)
        case 1: return pick([#""""#, #""a,b""#, #""[1, 2]""#, #""x\"],{""#, #""é\u00e9\\""#, #""}""#], &random)
        case 2: return pick(["true", "false", "null"], &random)
        case 3: return pick(["[]", "{}", "[1,2]"], &random)
        case 4:
            let count = Int(random.next() % 4)
            return "[" + (0..<count).map { _ in value(&random, depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            let count = Int(random.next() % 4)
            return "{" + (0..<count).map { #""k\#($0)": "# + value(&random, depth: depth + 1) }.joined(separator: ", ") + "}"
        }
    }

    /// One or two bytes replaced, deleted or inserted, most near the middle.
    static func damage(_ text: inout [UInt8], _ random: inout SeededRandom) {
        let bytes = Array(",]}[{\":01.-e x".utf8) + [0, 0xC3]
        for _ in 0...(random.next() % 2) {
            let middle = text.count / 2
            let offset = random.next() % 4 == 0 ? Int(random.next() % UInt64(text.count)) : middle - 20 + Int(random.next() % 40)
            let byte = bytes[Int(random.next() % UInt64(bytes.count))]
            switch random.next() % 3 {
            case 0: text[offset] = byte
            case 1: text.remove(at: offset)
            default: text.insert(byte, at: offset)
            }
        }
    }

    static func pick(_ values: [String], _ random: inout SeededRandom) -> String {
        values[Int(random.next() % UInt64(values.count))]
    }
}
