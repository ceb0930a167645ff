import LayoutEngine
import LayoutSpec
import LayoutSpecReader
import Testing
import TestSupport

/// Text is refused or kept, never changed on the way in: what json-c would cut, rewrite or keep
/// one of without a word is an error, with its place.
@Suite struct TextReadingTests {
    /// The diagnostics of a spec given as bytes, as printed for `spec.json`.
    func diagnosticsOf(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try SpecReader.read(bytes)
            return []
        } catch {
            return error.issues.map { $0.rendered(source: "spec.json") }
        }
    }

    /// `{"container": {"width": 390}, "sections": [{"kind": "flow", "id": "` (67 bytes, all
    /// ASCII, so the id's first character is at column 68), then `id`, then `"}]}`.
    func withID(_ id: [UInt8]) -> [UInt8] {
        Array(#"{"container": {"width": 390}, "sections": [{"kind": "flow", "id": ""#.utf8) + id + Array(#""}]}"#.utf8)
    }

    // MARK: \u0000

    @Test func aNULEscapeInANameIsAnErrorAtItsPath() {
        // json-c would cut the name at the NUL: "kind" given twice, the second time "flow".
        #expect(diagnostics(oneSection(#""kind": "waterfall", "kind\u0000junk": "flow""#)) == [
            #"spec.json: error: sections[0]["kind\u0000junk"]: \u0000 is not allowed in a member name"#
        ])
        // "items\u0000" would replace the section's items.
        #expect(diagnostics(oneSection(#""kind": "flow", "items": 3, "items\u0000": 900"#)) == [
            #"spec.json: error: sections[0]["items\u0000"]: \u0000 is not allowed in a member name"#
        ])
        #expect(diagnostics(#"{"\u0000": 1}"#) == [#"spec.json: error: ["\u0000"]: \u0000 is not allowed in a member name"#])
    }

    @Test func aNULEscapeInAStringIsAnErrorAtItsPath() {
        #expect(diagnostics(oneSection(#""kind": "flow", "id": "a\u0000b""#)) == [
            #"spec.json: error: sections[0].id: \u0000 is not allowed in a string"#
        ])
        // In an array, behind an escaped name and a nested object: their path is followed.
        #expect(diagnostics(oneSection(#""kind": "flow", "x\"y": {"z": [1, "a"]}, "items": [{}, {"id": "\u0000"}]"#)) == [
            #"spec.json: error: sections[0].items[1].id: \u0000 is not allowed in a string"#
        ])
        // Anywhere, even where nothing reads it: json-c would keep it.
        #expect(diagnostics(#"{"sections": [], "x": ["\u0000"]}"#) == [#"spec.json: error: x[0]: \u0000 is not allowed in a string"#])
    }

    // MARK: UTF-8

    /// Each malformed form at the id's first byte, column 68 (the overlong forms of "/", an
    /// encoded U+D800, one past U+10FFFF, "€" cut after two of its three bytes).
    @Test(arguments: [
        ([0xC0, 0xAF], "an overlong encoding"),
        ([0xE0, 0x80, 0xAF], "an overlong encoding"),
        ([0xF0, 0x80, 0x80, 0xAF], "an overlong encoding"),
        ([0xED, 0xA0, 0x80], "an encoded UTF-16 surrogate"),
        ([0xED, 0xBF, 0xBF], "an encoded UTF-16 surrogate"),
        ([0xF4, 0x90, 0x80, 0x80], "a code point beyond U+10FFFF"),
        ([0xF5, 0x80, 0x80, 0x80], "a code point beyond U+10FFFF"),
        ([0xE2, 0x82], "a sequence cut short"),
        ([0xF0, 0x9F, 0x98], "a sequence cut short"),
        ([0xE2, 0x28, 0xA1], "a sequence cut short"),
        ([0x80], "a continuation byte without a lead byte"),
        ([0xFF], "a byte that never occurs in UTF-8"),
        ([0xF8, 0x88, 0x80, 0x80, 0x80], "a byte that never occurs in UTF-8"),
    ] as [([UInt8], String)])
    func malformedUTF8IsAnErrorWithItsLineAndColumn(bytes: [UInt8], reason: String) {
        #expect(diagnosticsOf(withID(bytes)) == ["spec.json:1:68: error: invalid UTF-8 (\(reason))"])
        // After two characters of two, three and four bytes, each one column.
        #expect(diagnosticsOf(withID([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80] + bytes)) == [
            "spec.json:1:71: error: invalid UTF-8 (\(reason))"
        ])
    }

    @Test func theLargestCharactersOfEachLengthAreRead() throws {
        // U+007F, U+07FF, U+D7FF and U+E000 around the surrogates, U+FFFF, U+10FFFF.
        let id: [UInt8] = [0x7F, 0xDF, 0xBF, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80, 0xEF, 0xBF, 0xBF, 0xF4, 0x8F, 0xBF, 0xBF]
        let screen = try SpecReader.read(withID(id))
        #expect(Array(screen.sections[0].id.utf8) == id)
    }

    // MARK: Surrogate escapes

    @Test(arguments: [
        (#"\uD800x"#, "\\uD800 is the first half of a surrogate pair and must be followed by its second half (\\uDC00 to \\uDFFF)"),
        (#"\ud83d"#, "\\uD83D is the first half of a surrogate pair and must be followed by its second half (\\uDC00 to \\uDFFF)"),
        (#"\uDBFF\u0041"#, "\\uDBFF is the first half of a surrogate pair and must be followed by its second half (\\uDC00 to \\uDFFF)"),
        (#"\uD800\n"#, "\\uD800 is the first half of a surrogate pair and must be followed by its second half (\\uDC00 to \\uDFFF)"),
        (#"\uD800\uD800"#, "\\uD800 is the first half of a surrogate pair and must be followed by its second half (\\uDC00 to \\uDFFF)"),
        (#"\uDC00"#, "\\uDC00 is the second half of a surrogate pair and must follow its first half (\\uD800 to \\uDBFF)"),
        (#"\uDFFF\uD800"#, "\\uDFFF is the second half of a surrogate pair and must follow its first half (\\uD800 to \\uDBFF)"),
    ])
    func anUnpairedSurrogateEscapeIsAnErrorWithItsLineAndColumn(escape: String, message: String) {
        #expect(diagnosticsOf(withID(Array(escape.utf8))) == ["spec.json:1:68: error: \(message)"])
    }

    @Test func escapesAreReadExactly() throws {
        let screen = try SpecReader.read(withID(Array(#"\ud83d\ude00 \u00e9\u20ac\u0041\"\\\/\b\f\n\r\t\u001b\uFFFF"#.utf8)))
        #expect(screen.sections[0].id == "😀 é€A\"\\/\u{8}\u{C}\n\r\t\u{1B}" + noncharacters("FFFF"))
    }

    // MARK: Names given twice

    @Test func aNameGivenTwiceIsAnErrorWithItsPathAndBothPositions() {
        #expect(diagnostics(oneSection(#""kind": "waterfall", "columns": 2, "columns": 3"#)) == [
            #"spec.json: error: sections[0].columns: "columns" is given twice in one object, at 1:81 and 1:95; give it once"#
        ])
        #expect(diagnostics("{\"sections\": [],\n  \"container\": {\"width\": 1},\n  \"sections\": []}") == [
            #"spec.json: error: sections: "sections" is given twice in one object, at 1:2 and 3:3; give it once"#
        ])
        // The same name written with an escape.
        #expect(diagnostics(#"{"container": {"width": 1, "\u0077idth": 2}, "sections": []}"#) == [
            #"spec.json: error: container.width: "width" is given twice in one object, at 1:16 and 1:28; give it once"#
        ])
    }

    @Test func theSameNameInDifferentObjectsIsNoError() throws {
        // Each item's "id", and "id" in a section after a nested object that has one.
        let spec = oneSection(#""kind": "flow", "items": [{"id": "a"}, {"id": "b", "width": 1}], "id": "s""#)
        #expect(diagnostics(spec) == [])
        #expect(diagnostics(#"{"container": {"width": 1, "height": 2}, "sections": [{"kind": "flow", "itemSize": {"width": 1, "height": 1}, "id": "a"}], "scale": 2}"#) == [])
    }

    /// From its sixteenth name on an object keeps a table of them: a name given twice is
    /// found there as well, and its path is the member's.
    @Test func aNameGivenTwiceInABigObjectIsFound() {
        let names = (0..<40).map { #""n\#($0)": 0"# }
        for repeated in [0, 15, 16, 39] {
            let json = "{" + names.joined(separator: ", ") + #", "n\#(repeated)": 1}"#
            let earlier = 2 + names.prefix(repeated).reduce(0) { $0 + $1.count + 2 }
            let later = 2 + names.reduce(0) { $0 + $1.count + 2 }
            #expect(diagnostics(json) == [
                #"spec.json: error: n\#(repeated): "n\#(repeated)" is given twice in one object, at 1:\#(earlier) and 1:\#(later); give it once"#
            ])
        }
        #expect(diagnostics("{" + names.joined(separator: ", ") + "}").allSatisfy { !$0.contains("twice") })
    }

    // MARK: $schema

    @Test func aSchemaReferenceIsAcceptedAndIgnored() throws {
        let spec = #"{"$schema": "./layoutcalc.schema.json", "container": {"width": 390}, "sections": []}"#
        #expect(try screen(spec) == screen(#"{"container": {"width": 390}, "sections": []}"#))
        #expect(diagnostics(#"{"$schema": 1, "container": {"width": 390}, "sections": []}"#) == [
            #"spec.json: error: ["$schema"]: expected a string, found 1"#
        ])
        // Only at the top level.
        #expect(diagnostics(oneSection(#""kind": "flow", "$schema": "x""#)) == [
            #"spec.json: error: sections[0]["$schema"]: unknown key "$schema" in a section object"#
        ])
    }
}
