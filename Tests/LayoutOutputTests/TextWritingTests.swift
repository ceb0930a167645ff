import Foundation
import LayoutEngine
@testable import LayoutOutput
import LayoutSpec
import LayoutText
import Testing
import TestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Text on the way out: a terminal is shown what it would act on or hide as escapes, a table's
/// columns line up by the width a terminal gives each character, JSON and ndjson keep an id
/// exactly, and an SVG is well-formed XML whatever the ids.
@Suite struct TextWritingTests {
    // MARK: TerminalText

    @Test(arguments: [
        ("\u{1B}]0;title\u{7}\u{1B}[31mred", #"\u001B]0;title\u0007\u001B[31mred"#),
        ("a\tb\nc\r\u{0}", #"a\u0009b\u000Ac\u000D\u0000"#),
        ("del\u{7F} nel\u{85} c1\u{9B}", #"del\u007F nel\u0085 c1\u009B"#),
        ("\u{202E}txt.exe", #"\u202Etxt.exe"#),
        ("\u{2066}a\u{2069} \u{200E}\u{200F}\u{061C}", #"\u2066a\u2069 \u200E\u200F\u061C"#),
        ("zero\u{200B}width\u{FEFF}\u{2060}\u{00AD}", #"zero\u200Bwidth\uFEFF\u2060\u00AD"#),
        ("line\u{2028}para\u{2029}", #"line\u2028para\u2029"#),
        (noncharacters("FFFE FFFF FDD0 1FFFF"), #"\uFFFE\uFFFF\uFDD0\u{1FFFF}"#),
        ("tag\u{E0001}\u{E0041}", #"tag\u{E0001}\u{E0041}"#),
        ("hangul\u{3164}filler", #"hangul\u3164filler"#),
        // A joiner or variation selector that makes no emoji.
        ("a\u{200D}b", #"a\u200Db"#),
        ("1\u{200D}2", #"1\u200D2"#),
        ("a\u{FE0F}", #"a\uFE0F"#),
        ("\u{200D}👍", #"\u200D👍"#),
    ])
    func invisibleAndControlCharactersAreEscaped(text: String, escaped: String) {
        #expect(TerminalText.escaped(text) == escaped)
    }

    @Test(arguments: [
        "plain ascii ~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", "é", "e\u{301}", "日本語", "한국어", "👍🏽", "👨‍👩‍👧", "🇫🇷", "❤️", "1️⃣",
        "🏳️‍🌈", "עברית", "العربية", "Ω≈ç√∫",
    ])
    func printableTextIsKept(text: String) {
        #expect(TerminalText.escaped(text) == text)
    }

    /// Two columns for wide (CJK, fullwidth) and emoji characters, however many code points
    /// make them; none for a combining mark on its own.
    @Test(arguments: [
        ("abc", 3), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("日本語", 6), ("ｆｕｌｌ", 8), ("ｶﾅ", 2), ("한", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1),
        ("𠀋", 2), ("a日b", 4), (#"\u202E"#, 6),
    ])
    func widthsAreTerminalColumns(text: String, width: Int) {
        #expect(TerminalText.width(text) == width)
    }

    @Test func everyWideRangeIsInOrderAndApart() {
        let ranges = DisplayWidth.wide
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
        #expect(DisplayWidth.isWide(0x1100) && DisplayWidth.isWide(0x3FFFD) && DisplayWidth.isWide(0x1F1E6))
        #expect(!DisplayWidth.isWide(0x10FF) && !DisplayWidth.isWide(0x3FFFE) && !DisplayWidth.isWide(0x2764))
    }

    // MARK: The table

    func table(_ json: String, precision: Int? = nil) throws -> String {
        let layout = try screen(json).layout()
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.table.write([LaidOutDocument(source: "spec.json", layout: layout)], precision: precision, to: &out)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Flow sections of one 50-point item each, so only the ids differ: each id escaped and
    /// padded to the widest (`\u001B[31mred`, 13 columns), by its width in columns.
    @Test func theTableEscapesIdsAndAlignsThemByWidth() throws {
        let ids = [#"\u001b[31mred"#, "日本語", #"a\tb"#, "👍🏽x", "e\u{301}", #"\u202Eabc"#]
        let sections = ids.map { #"{"id": "\#($0)", "kind": "flow", "items": 1}"# }.joined(separator: ", ")
        let text = try table(#"{"container": {"width": 390}, "sections": [\#(sections)]}"#)
        let rows = text.split(separator: "\n").map(String.init)
        #expect(rows[0] == "section        kind  element  index  x    y  width  height  scale")
        #expect(rows[1] == #"\u001B[31mred  flow  section      0  0    0    390      50"#)
        #expect(rows[3] == "日本語         flow  section      1  0   50    390      50")
        #expect(rows[5] == #"a\u0009b       flow  section      2  0  100    390      50"#)
        #expect(rows[7] == "👍🏽x            flow  section      3  0  150    390      50")
        #expect(rows[9] == "e\u{301}              flow  section      4  0  200    390      50")
        #expect(rows[11] == #"\u202Eabc      flow  section      5  0  250    390      50"#)
        #expect(rows.count == 2 * ids.count + 2)
        // Every row's kind column starts at column 15.
        for row in rows.dropLast() {
            let kind = try #require(row.range(of: "  flow  ") ?? row.range(of: "  kind  "))
            #expect(TerminalText.width(String(row[..<kind.lowerBound])) == 13, "\(row)")
        }
    }

    /// A supplementary's kind, from the spec, is escaped too; the heading of each of several
    /// documents names its source escaped.
    @Test func kindsAndSourcesAreEscaped() throws {
        let spec = oneSection(#""id": "s", "kind": "waterfall", "columns": 1, "ratios": [], "boundaryItems": [{"kind": "x\u001by", "#
            + #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "top"}]"#)
        #expect(try table(spec).contains(#"s        waterfall  x\u001By      0  0  0    390      10"#))
        let layout = try screen(spec).layout()
        let documents = [LaidOutDocument(source: "a\u{1B}.json", layout: layout), LaidOutDocument(source: "b.json", layout: layout)]
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.table.write(documents, precision: nil, to: &out)
        }
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("# a\\u001B.json, width 390\n"))
    }

    /// The home screen's waterfall item 7: y = 1199.343984962406 (the README's golden).
    /// Rounded half away from zero to two decimals in the table, every digit elsewhere.
    @Test func theTableRoundsToTwoDecimalsUnlessAPrecisionIsGiven() throws {
        let spec = #"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "columns": 3, "spacing": 0, "ratios": [1.5, 0.7]}]}"#
        // c = 130: heights 130 / 1.5 = 86.666… and 130 / 0.7 = 185.714285…
        let rounded = try table(spec)
        #expect(rounded.contains("  86.67\n") && rounded.contains("  185.71\n"))
        #expect(!rounded.contains("86.666"))
        let precise = try table(spec, precision: 4)
        #expect(precise.contains("  86.6667\n") && precise.contains("  185.7143\n"))
        let layout = try screen(spec).layout()
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.json.write([LaidOutDocument(source: "s", layout: layout)], precision: nil, to: &out)
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains("86.66666666666667"))
    }

    // MARK: JSON and ndjson

    /// An id of every kind of character: JSON needs only the quote, the backslash and the C0
    /// controls escaped (jq also escapes DEL); everything else is written as it is.
    @Test func jsonAndNDJSONKeepTheIdExactly() throws {
        let written = #"q\"b\\s/\u0001\u001f\u007f\u0085\u2028\u202e\ufffe\uffff\ud83d\ude00\b\f\n\r\t"#
        let spec = #"{"container": {"width": 10}, "sections": [{"id": "\#(written)", "kind": "flow", "items": 0}]}"#
        let id = "q\"b\\s/\u{1}\u{1F}\u{7F}\u{85}\u{2028}\u{202E}" + noncharacters("FFFE FFFF") + "😀\u{8}\u{C}\n\r\t"
        let layout = try screen(spec).layout()
        #expect(layout.sections[0].id == id)
        let expected = #""q\"b\\s/\u0001\u001f\u007f"# + "\u{85}\u{2028}\u{202E}" + noncharacters("FFFE FFFF") + "😀" + #"\b\f\n\r\t""#
        for format in [OutputFormat.json, .ndjson] {
            let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
                try format.write([LaidOutDocument(source: "s", layout: layout)], precision: nil, to: &out)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains(expected), "\(format)")
            // And it reads back as the same id.
            let document = format == .json ? Substring(text) : text.split(separator: "\n")[1]  // the section's line
            let object = try JSONSerialization.jsonObject(with: Data(document.utf8))
            let readID = format == .json
                ? ((object as? [String: Any])?["sections"] as? [[String: Any]])?.first?["id"] as? String
                : (object as? [String: Any])?["section"] as? String
            #expect(readID == id, "\(format)")
        }
    }

    // MARK: SVG

    /// An id and a supplementary kind holding every character XML 1.0 forbids (but NUL, which
    /// the reader refuses), and markup.
    @Test func theSVGIsWellFormedForEveryId() throws {
        let forbidden = (1..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { String(format: "\\u%04x", $0) }.joined()
        let id = forbidden + #"\ufffe\uffff<b>&amp;]]>\"'\ud83d\ude00"#
        let spec = oneSection(#""id": "\#(id)", "kind": "waterfall", "columns": 1, "ratios": [1], "boundaryItems": [{"kind": "\#(id)", "#
            + #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}, "alignment": "top"}]"#)
        let layout = try screen(spec).layout()
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.svg.write([LaidOutDocument(source: "\u{1}<spec>", layout: layout)], precision: nil, to: &out)
        }
        let picture = String(decoding: bytes, as: UTF8.self)
        try expectWellFormedXML(picture)
        let label = #"\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000B\u000C\u000E\u000F\u0010\u0011\u0012"#
            + #"\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001A\u001B\u001C\u001D\u001E\u001F\uFFFE\uFFFF&lt;b&gt;&amp;amp;]]&gt;"'😀"#
        #expect(picture.contains(">\(label)</text>"))
        #expect(picture.contains(#">\u0001&lt;spec&gt; at width 390</text>"#))
    }
}


/// Parses `text` with an XML parser: it must be well-formed XML 1.0.
func expectWellFormedXML(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let parser = XMLParser(data: Data(text.utf8))
    let parsed = parser.parse()
    #expect(parsed, "\(parser.parserError.map(String.init(describing:)) ?? "") at line \(parser.lineNumber)", sourceLocation: sourceLocation)
}
