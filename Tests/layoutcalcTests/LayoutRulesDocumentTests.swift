import Foundation
import TestSupport
import Testing

/// docs/layout-rules.md, the layout rules as users read them. Each worked example there is a
/// complete spec in a ```json block, followed by a list of what `layoutcalc` prints for it:
///
///     - `sections[0].items[1]` → x 100, y 0, width 90, height 100
///     - `sections[0].items[*].x` → 0, 100, 200
///     - `contentSize.height` → 170
///
/// Each line names a place in the JSON output (keys joined by dots, `[n]` an element, `[*]` every
/// element of an array) and what is there: an object's named members (`name value`, or `no name`
/// for a member that is absent), an array's every element in order, or one value. A value is a
/// number (compared exactly), `null`, or a word (a string). These tests lay every example out with
/// this build's `layoutcalc` and compare every value the page states.
enum LayoutRules {
    static let page = "docs/layout-rules.md"

    /// The sections the page has, numbered as the code cites them (`layout-rules §3`).
    static let sectionNumbers = Array(1...14)

    /// One line of an example's list: where in the output, and what the page says is there.
    struct Expectation: Sendable {
        var line: Int
        var path: String
        var value: String
    }

    /// A spec and the lines that follow it.
    struct Example: CustomTestStringConvertible, Sendable {
        var line: Int
        var section: Int
        var spec: String
        var expectations: [Expectation]

        var testDescription: String { "§\(section), line \(line)" }
    }

    /// What reading a page found: its examples, the § headings in order, and every line that does
    /// not follow the format (which the tests report rather than skip).
    struct Reading: Sendable {
        var examples: [Example] = []
        var headings: [Int] = []
        var problems: [String] = []
    }

    static let reading = read(Documentation.text(of: page))
    static let examples = reading.examples

    /// A list line's prefix, and the arrow between its path and its value.
    static let linePrefix = "- `"
    static let arrow = " → "

    static func read(_ text: String) -> Reading {
        var reading = Reading()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var section = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            if line.hasPrefix("## §") {
                let digits = line.dropFirst(4).prefix { $0.isNumber }
                if let value = Int(digits) {
                    section = value
                    reading.headings.append(value)
                } else {
                    reading.problems.append("line \(number): a § heading without a number")
                }
                index += 1
            } else if line == "```json" {
                guard let close = lines[(index + 1)...].firstIndex(of: "```") else {
                    reading.problems.append("line \(number): a json block that is never closed")
                    break
                }
                let spec = lines[(index + 1)..<close].joined(separator: "\n")
                var next = close + 1
                while next < lines.count, lines[next].trimmingCharacters(in: .whitespaces).isEmpty { next += 1 }
                var expectations: [Expectation] = []
                while next < lines.count, lines[next].hasPrefix(linePrefix) {
                    if let expectation = expectation(lines[next], line: next + 1) {
                        expectations.append(expectation)
                    } else {
                        reading.problems.append("line \(next + 1): not `path` → value")
                    }
                    next += 1
                }
                if expectations.isEmpty {
                    reading.problems.append("line \(number): a spec followed by nothing it gives")
                }
                if section == 0 {
                    reading.problems.append("line \(number): an example before the first § heading")
                }
                reading.examples.append(Example(line: number, section: section, spec: spec, expectations: expectations))
                index = next
            } else if line.hasPrefix("```") {
                // Another kind of block (a console session, a sketch): skipped whole.
                index = (lines[(index + 1)...].firstIndex { $0.hasPrefix("```") } ?? lines.count) + 1
            } else {
                if line.hasPrefix(linePrefix), line.contains(arrow) {
                    reading.problems.append("line \(number): a stated value with no spec before it")
                }
                index += 1
            }
        }
        return reading
    }

    /// `- `path` → value`, or nil when the line is not one.
    static func expectation(_ text: String, line: Int) -> Expectation? {
        let rest = text.dropFirst(linePrefix.count)
        guard let tick = rest.firstIndex(of: "`") else { return nil }
        let path = String(rest[..<tick])
        let after = rest[rest.index(after: tick)...]
        guard after.hasPrefix(arrow), !path.isEmpty else { return nil }
        let value = after.dropFirst(arrow.count).trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else { return nil }
        return Expectation(line: line, path: path, value: value)
    }

    // MARK: Paths

    enum Step: Equatable {
        case key(String)
        case element(Int)
        case every
    }

    struct PathError: Error, CustomStringConvertible {
        var description: String
    }

    /// `sections[0].items[*].x` as steps; throws for anything else.
    static func steps(of path: String) throws -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let key = rest.prefix { $0 != "[" }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw PathError(description: "`\(path)`: `\(part)` is not a key")
            }
            steps.append(.key(String(key)))
            rest = rest.dropFirst(key.count)
            while rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else { throw PathError(description: "`\(path)`: an unclosed [") }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                if inside == "*" {
                    steps.append(.every)
                } else if let index = Int(inside), index >= 0 {
                    steps.append(.element(index))
                } else {
                    throw PathError(description: "`\(path)`: [\(inside)] is not an index")
                }
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { throw PathError(description: "`\(path)`: `\(rest)` after an index") }
        }
        return steps
    }

    /// What `steps` lead to in `node`; `[*]` gives an array of what each element leads to.
    static func resolve(_ steps: ArraySlice<Step>, in node: Any, path: String) throws -> Any {
        guard let step = steps.first else { return node }
        let rest = steps.dropFirst()
        switch step {
        case .key(let key):
            guard let object = node as? [String: Any] else { throw PathError(description: "`\(path)`: no object holds `\(key)`") }
            guard let value = object[key] else {
                throw PathError(description: "`\(path)`: no `\(key)` among \(object.keys.sorted().joined(separator: ", "))")
            }
            return try resolve(rest, in: value, path: path)
        case .element(let index):
            guard let array = node as? [Any] else { throw PathError(description: "`\(path)`: [\(index)] of something not an array") }
            guard index < array.count else { throw PathError(description: "`\(path)`: [\(index)] of \(array.count) elements") }
            return try resolve(rest, in: array[index], path: path)
        case .every:
            guard let array = node as? [Any] else { throw PathError(description: "`\(path)`: [*] of something not an array") }
            return try array.map { try resolve(rest, in: $0, path: path) }
        }
    }

    // MARK: Values

    /// A value as the page writes it: a number, `null`, or a word.
    static func isNumber(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isNumber || first == "-" else { return false }
        return Double(text) != nil && text.allSatisfy { $0.isASCII && ($0.isNumber || "-+.e".contains($0)) }
    }

    static func matches(_ actual: Any, _ expected: String) -> Bool {
        if expected == "null" { return actual is NSNull }
        if isNumber(expected) {
            guard !(actual is String), !(actual is NSNull), !(actual is [Any]), !(actual is [String: Any]) else { return false }
            if let number = actual as? NSNumber { return number.doubleValue == Double(expected)! }
            if let number = actual as? Double { return number == Double(expected)! }
            if let number = actual as? Int { return Double(number) == Double(expected)! }
            return false
        }
        return (actual as? String) == expected
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let array as [Any]: return "[" + array.map(describe).joined(separator: ", ") + "]"
        case let object as [String: Any]: return "{" + object.keys.sorted().map { "\($0) \(describe(object[$0]!))" }.joined(separator: ", ") + "}"
        case is NSNull: return "null"
        case let string as String: return string
        case let number as NSNumber: return "\(number.doubleValue)"
        default: return "\(value)"
        }
    }

    /// What differs between the output and one stated line (nothing when they agree).
    static func mismatches(_ expectation: Expectation, in output: Any) -> [String] {
        let place = "line \(expectation.line), `\(expectation.path)`"
        let node: Any
        do {
            node = try resolve(steps(of: expectation.path)[...], in: output, path: expectation.path)
        } catch {
            return ["line \(expectation.line): \(error)"]
        }
        let parts = expectation.value.components(separatedBy: ", ")
        if let array = node as? [Any] {
            guard array.count == parts.count else {
                return ["\(place): the page lists \(parts.count) values, the output \(array.count): \(describe(array))"]
            }
            return zip(array, parts).enumerated().compactMap { offset, pair in
                matches(pair.0, pair.1) ? nil : "\(place)[\(offset)]: the page says \(pair.1), the output \(describe(pair.0))"
            }
        }
        if let object = node as? [String: Any] {
            return parts.compactMap { part in
                let words = part.split(separator: " ", maxSplits: 1).map(String.init)
                guard words.count == 2 else { return "\(place): `\(part)` is not `name value`" }
                if words[0] == "no" {
                    return object[words[1]] == nil ? nil : "\(place): the page says no \(words[1]), the output \(describe(object[words[1]]!))"
                }
                guard let actual = object[words[0]] else { return "\(place): the output has no \(words[0])" }
                return matches(actual, words[1]) ? nil : "\(place).\(words[0]): the page says \(words[1]), the output \(describe(actual))"
            }
        }
        guard parts.count == 1 else { return ["\(place): the page gives \(parts.count) values for one"] }
        return matches(node, parts[0]) ? [] : ["\(place): the page says \(parts[0]), the output \(describe(node))"]
    }

    /// The line with one stated value changed: its first number plus one (or its first word with
    /// a letter added; a member said to be absent, said to be present), so that a test can see
    /// the comparison fail.
    static func perturbed(_ expectation: Expectation) -> Expectation {
        var parts = expectation.value.components(separatedBy: ", ")
        for (offset, part) in parts.enumerated() {
            var words = part.split(separator: " ", maxSplits: 1).map(String.init)
            guard let last = words.last else { continue }
            if words.count == 2, words[0] == "no" {
                parts[offset] = words[1] + " 0"  // the member the page says is absent, as present
                return Expectation(line: expectation.line, path: expectation.path, value: parts.joined(separator: ", "))
            }
            words[words.count - 1] = isNumber(last) ? String(Double(last)! + 1) : (last == "null" ? "0" : last + "x")
            parts[offset] = words.joined(separator: " ")
            return Expectation(line: expectation.line, path: expectation.path, value: parts.joined(separator: ", "))
        }
        return expectation
    }
}

@Suite struct LayoutRulesDocumentTests {
    /// The page reads whole: its § headings are 1 to 13 in order, each with an example, and no
    /// line breaks the format (a line that did would otherwise be skipped without a word).
    @Test func thePageIsReadWhole() {
        let reading = LayoutRules.reading
        #expect(reading.problems.isEmpty, "\(reading.problems.joined(separator: "\n"))")
        #expect(reading.headings == LayoutRules.sectionNumbers)
        for section in LayoutRules.sectionNumbers {
            #expect(reading.examples.contains { $0.section == section }, "§\(section) has no example")
        }
        #expect(reading.examples.count >= 70)
        #expect(reading.examples.map(\.expectations.count).reduce(0, +) >= 300)
    }

    /// Each example laid out gives every value the page states; and each stated value, changed,
    /// no longer matches (so no line of the page is one the comparison cannot fail).
    @Test(arguments: LayoutRules.examples)
    func theExampleGivesWhatThePageSays(_ example: LayoutRules.Example) throws {
        let run = try layoutcalc(["-"], input: Data(example.spec.utf8))
        try #require(run.status == 0, "line \(example.line): \(run.stderr)")
        #expect(run.stderr.isEmpty)
        let output = try ExactJSON.object(with: run.stdout)
        for expectation in example.expectations {
            let problems = LayoutRules.mismatches(expectation, in: output)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            if problems.isEmpty {
                let changed = LayoutRules.perturbed(expectation)
                #expect(!LayoutRules.mismatches(changed, in: output).isEmpty, "line \(expectation.line): `\(changed.value)` matches too")
            }
        }
    }

    /// The comparison itself, on an output written here.
    @Test func wrongValuesAreFound() throws {
        let output = try ExactJSON.object(with: Data("""
            {"contentSize": {"width": 320, "height": 170.5, "depth": 118.33333333333336},
             "sections": [{"id": "a", "items": [{"index": 0, "x": 0, "y": 0, "width": 90, "height": 100},
                                                {"index": 1, "x": 100, "y": 0, "width": 90, "height": 100, "zIndex": 1}],
                           "orthogonal": {"restingOffsets": [-110, 0]}}],
             "visible": [{"offset": {"x": 0, "y": 0}, "elements": [{"section": null, "kind": "header"}]}]}
            """.utf8))
        func check(_ path: String, _ value: String) -> [String] {
            LayoutRules.mismatches(LayoutRules.Expectation(line: 1, path: path, value: value), in: output)
        }
        #expect(check("sections[0].items[1]", "x 100, y 0, width 90, height 100, zIndex 1").isEmpty)
        #expect(check("sections[0].items[0]", "x 0, no zIndex").isEmpty)
        #expect(check("sections[0].items[*].x", "0, 100").isEmpty)
        #expect(check("sections[0].orthogonal.restingOffsets", "-110, 0").isEmpty)
        #expect(check("contentSize.height", "170.5").isEmpty)
        #expect(check("contentSize.depth", "118.33333333333336").isEmpty)
        #expect(check("sections[0].id", "a").isEmpty)
        #expect(check("visible[0].elements[0]", "section null, kind header").isEmpty)

        #expect(check("sections[0].items[1]", "x 101, y 0").count == 1)
        #expect(check("sections[0].items[1]", "no zIndex").count == 1)
        #expect(check("sections[0].items[1]", "depth 3").count == 1)
        #expect(check("sections[0].items[*].x", "0").count == 1)
        #expect(check("sections[0].items[*].x", "0, 100, 200").count == 1)
        #expect(check("sections[0].items[*].x", "0, 99").count == 1)
        #expect(check("sections[0].orthogonal.restingOffsets", "110, 0").count == 1)
        #expect(check("contentSize.height", "170").count == 1)
        #expect(check("contentSize.depth", "118.33333333333334").count == 1)
        #expect(check("contentSize.height", "170.5, 1").count == 1)
        #expect(check("contentSize.height", "tall").count == 1)
        #expect(check("sections[0].id", "0").count == 1)
        #expect(check("sections[2].id", "a").count == 1)
        #expect(check("sections[0].items[0].x.y", "0").count == 1)
        #expect(check("sections[0].frame", "x 0").count == 1)
        #expect(check("sections[0].items[x]", "0").count == 1)
        #expect(check("visible[0].elements[0]", "section 0").count == 1)
        #expect(check("visible[0].elements[0].section", "null").isEmpty)
        #expect(check("visible[0].elements[0].section", "0").count == 1)
    }

    /// Lines are read as the format says, and what is not a line of it is reported.
    @Test func thePageFormatIsRead() throws {
        let page = """
            ## §2 Two

            ```json
            {"sections": []}
            ```

            - `contentSize.height` → 0
            - `contentSize` → width 320, height 0
            Prose.
            - `contentSize.width` → 320

            ```console
            $ ignored
            - `inside` → a block
            ```

            ```json
            {}
            ```
            - `missing the arrow`
            """
        let reading = LayoutRules.read(page)
        #expect(reading.headings == [2])
        #expect(reading.examples.count == 2)
        #expect(reading.examples.first?.expectations.map(\.path) == ["contentSize.height", "contentSize"])
        #expect(reading.examples.first?.expectations.map(\.value) == ["0", "width 320, height 0"])
        #expect(reading.examples.first?.section == 2)
        #expect(reading.problems.count == 3)  // the orphan line, the line without its arrow, the spec giving nothing
        #expect(try LayoutRules.steps(of: "a[0][*].b") == [.key("a"), .element(0), .every, .key("b")])
        #expect(throws: LayoutRules.PathError.self) { try LayoutRules.steps(of: "a..b") }
        #expect(throws: LayoutRules.PathError.self) { try LayoutRules.steps(of: "a[-1]") }
    }

    /// Every `layout-rules §N` a source file or a test cites names a section of the page.
    @Test func citedSectionsExist() throws {
        var cited = Set<Int>()
        for folder in ["Sources", "Tests"] {
            let root = packageRoot.appendingPathComponent(folder)
            let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                var rest = text[...]
                while let found = rest.range(of: "layout-rules §") {
                    let digits = rest[found.upperBound...].prefix { $0.isNumber }
                    if let number = Int(digits) { cited.insert(number) }
                    rest = rest[found.upperBound...]
                }
            }
        }
        #expect(cited.count >= 10)
        #expect(cited.subtracting(LayoutRules.reading.headings).isEmpty, "cited but not on the page: \(cited.subtracting(LayoutRules.reading.headings).sorted())")
    }
}
