import LayoutSpec
import Testing

/// Bad specs: each problem named by its place, with what was expected and what was found.
@Suite struct SpecErrorTests {
    // MARK: JSON syntax, reported as PATH:LINE:COL

    @Test(arguments: [
        ("{\"sections\": [],}", "spec.json:1:17: error: a trailing comma is not JSON"),
        ("{\"sections\": [] /* x */}", "spec.json:1:17: error: comments are not JSON"),
        ("{'sections': []}", "spec.json:1:2: error: strings are written in double quotes"),
        ("{\"container\": {\"width\": 0390}, \"sections\": []}", "spec.json:1:25: error: a number cannot start with a leading zero"),
        ("{\"container\": {\"width\": 390.}, \"sections\": []}", "spec.json:1:25: error: a decimal point must be followed by digits"),
        // Numbers of many digits, and the problem in a later number of an array.
        ("{\"container\": {\"width\": 12345678.}, \"sections\": []}", "spec.json:1:25: error: a decimal point must be followed by digits"),
        ("{\"container\": {\"width\": 123456789012345678.}, \"sections\": []}", "spec.json:1:25: error: a decimal point must be followed by digits"),
        ("{\"container\": {\"width\": 3.1234567890123456789012}, \"sections\": [{\"kind\": \"waterfall\", \"ratios\": [1.5, 1.}]}", "spec.json:1:103: error: a decimal point must be followed by digits"),
        ("{\"container\": {\"width\": 390}, \"sections\": [{\"kind\": \"waterfall\", \"ratios\": [12345678901, 1.25, 007]}]}", "spec.json:1:96: error: a number cannot start with a leading zero"),
        ("{\"container\": {\"width\": NaN}, \"sections\": []}", "spec.json:1:25: error: NaN is not a JSON number"),
        ("{\"container\": {\"width\": -Infinity}, \"sections\": []}", "spec.json:1:25: error: Infinity is not a JSON number"),
        ("{\"sections\": [{\"id\": \"a\tb\"}]}", "spec.json:1:24: error: a control character in a string must be escaped (write \\t)"),
        ("", "spec.json:1:1: error: the document is empty"),
        ("  \n ", "spec.json:2:2: error: the document is empty"),
        ("{\"sections\": [\n", "spec.json:2:1: error: unexpected end of the document"),
        ("{\"sections\": []} x", "spec.json:1:18: error: unexpected 'x' after the end of the document"),
        ("{\"sections\": [] \"x\": 1}", "spec.json:1:17: error: unexpected '\"' (object value separator ',' expected)"),
        ("{\"sections\": [[] 1]}", "spec.json:1:18: error: unexpected '1' (array value separator ',' expected)"),
        ("{\"sections\": [\u{0}]}", "spec.json:1:15: error: a NUL byte is not allowed in JSON"),
        // After the document, where json-c stops as at the end of the text.
        ("{\"sections\": []}\u{0} x", "spec.json:1:17: error: a NUL byte is not allowed in JSON"),
        ("{\"sections\": []}\n\u{0}", "spec.json:2:1: error: a NUL byte is not allowed in JSON"),
        (" 0390\u{0}", "spec.json:1:2: error: a number cannot start with a leading zero"),
        ("\u{FEFF}{}", "spec.json:1:1: error: a byte order mark is not JSON; save the file as plain UTF-8"),
        ("{\"é\": 1, \"x\": ,}", "spec.json:1:15: error: unexpected ',' (unexpected character)"),
    ])
    func syntaxErrorsHaveALineAndColumn(json: String, expected: String) {
        #expect(diagnostics(json) == [expected])
    }

    @Test func invalidUTF8IsRefused() {
        var bytes = Array(#"{"sections": [{"id": "x"#.utf8)
        bytes += [0xFF]
        bytes += Array(#""}]}"#.utf8)
        // The byte 0xFF cannot start a sequence: json-c fails on it, at column 24.
        #expect(throws: SpecError([Diagnostic(.text(line: 1, column: 24), "invalid UTF-8 (a byte that never occurs in UTF-8)")])) {
            _ = try SpecReader.read(bytes)
        }
    }

    @Test func aBrokenSequenceIsReportedWhereItStarts() {
        // "€" is E2 82 AC; cut after E2 82, json-c fails at the quote after them. The E2 follows
        // the 14 characters of `{"sections": "`: column 15.
        var bytes = Array(#"{"sections": ""#.utf8)
        bytes += [0xE2, 0x82]
        bytes += Array(#""}"#.utf8)
        #expect(throws: SpecError([Diagnostic(.text(line: 1, column: 15), "invalid UTF-8 (a sequence cut short)")])) {
            _ = try SpecReader.read(bytes)
        }
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(diagnostics(#"{"sections": "# + deep + "}") == ["spec.json:1:141: error: arrays and objects nest deeper than 128 levels"])
    }

    // MARK: Spec errors, reported as PATH: error: JSONPATH: MESSAGE

    @Test func theTopLevel() {
        #expect(diagnostics("[]") == [#"spec.json: error: $: expected a spec object, found an empty array"#])
        #expect(diagnostics("{}") == [
            #"spec.json: error: $: missing "container": give {"width": …} (or --width)"#,
            #"spec.json: error: $: missing "sections": an array, which may be empty"#,
        ])
        #expect(diagnostics(#"{"container": {"width": 390}, "sections": [], "sectons": 1}"#) == [
            #"spec.json: error: sectons: unknown key "sectons"; did you mean "sections"?"#
        ])
        #expect(diagnostics(#"{"container": {}, "sections": {}}"#) == [
            #"spec.json: error: container: missing "width": a number > 0"#,
            #"spec.json: error: sections: expected an array of section objects, found an object"#,
        ])
        #expect(diagnostics(#"{"container": {"width": 0}, "scale": 4, "version": 2, "sections": []}"#) == [
            "spec.json: error: version: expected an integer from 1 to 1, found 2",
            "spec.json: error: container.width: expected a number > 0, found 0",
            "spec.json: error: scale: expected an integer from 1 to 3, found 4",
        ])
        #expect(diagnostics(#"{"container": {"width": 1e400}, "sections": []}"#) == [
            "spec.json: error: container.width: expected a number > 0, found a number too large to lay out"
        ])
        #expect(diagnostics(#"{"container": {"width": 390, "height": 99999999999}, "sections": []}"#) == [
            "spec.json: error: container.height: expected a number > 0, found 99999999999, more than the limit 10000000"
        ])
        #expect(diagnostics(#"{"container": {"width": 390}, "layoutMargins": {"left": 3}, "sections": []}"#) == [
            #"spec.json: error: layoutMargins.left: unknown key "left"; did you mean "leading"? (UIKit's UIEdgeInsets.left; NSDirectionalEdgeInsets's name, which right-to-left layouts mirror)"#
        ])
    }

    @Test func sectionsNeedAKnownKind() {
        #expect(diagnostics(oneSection(#""id": "a""#)) == [
            #"spec.json: error: sections[0]: missing "kind": "carousel", "widget", "waterfall", "compositional", "flow" or "mosaic""#
        ])
        #expect(diagnostics(oneSection(#""kind": "carousell""#)) == [
            #"spec.json: error: sections[0].kind: expected "carousel", "widget", "waterfall", "compositional", "flow" or "mosaic", found "carousell"; did you mean "carousel"?"#
        ])
        #expect(diagnostics(#"{"container": {"width": 390}, "sections": [3]}"#) == [
            "spec.json: error: sections[0]: expected a section object, found 3"
        ])
    }

    @Test func keysOfAnotherKindAreNamedAsSuch() {
        #expect(diagnostics(oneSection(#""kind": "waterfall", "groupWidth": 0.5"#)) == [
            #"spec.json: error: sections[0].groupWidth: "groupWidth" is not read by a waterfall section (it is a key of "carousel" and "widget")"#
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "colums": 3"#)) == [
            #"spec.json: error: sections[0].colums: unknown key "colums"; did you mean "columns"?"#
        ])
        #expect(diagnostics(oneSection(#""kind": "carousel", "when": {}"#)) == [
            #"spec.json: error: sections[0].when: "when" belongs in a variant"#
        ])
    }

    @Test func waterfallValues() {
        #expect(diagnostics(oneSection(#""kind": "waterfall", "columns": 0"#)) == [
            "spec.json: error: sections[0].columns: expected an integer from 1 to 1000, found 0"
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "columns": 2.5, "spacing": -1, "placement": "random""#)) == [
            "spec.json: error: sections[0].columns: expected an integer from 1 to 1000, found 2.5",
            "spec.json: error: sections[0].spacing: expected a number ≥ 0, found -1",
            #"spec.json: error: sections[0].placement: expected "shortest", "ordered" or "sequential", found "random""#,
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "ratios": [1, 0, "2"]"#)) == [
            "spec.json: error: sections[0].ratios[1]: expected a number > 0, found 0",
            #"spec.json: error: sections[0].ratios[2]: expected a number > 0, found "2""#,
        ])
        // Past the first element that is not a number, every element is still checked: the good
        // ones pass, the bad ones are reported where they are.
        #expect(diagnostics(oneSection(#""kind": "waterfall", "ratios": [1, null, 2, -1, 99999999999999999999, 0.5]"#)) == [
            "spec.json: error: sections[0].ratios[1]: expected a number > 0, found null",
            "spec.json: error: sections[0].ratios[3]: expected a number > 0, found -1",
            "spec.json: error: sections[0].ratios[4]: expected a number > 0, found a number too large to lay out",
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "ratios": [1], "items": [{"ratio": 1}]"#)) == [
            #"spec.json: error: sections[0].ratios: give "items" or "ratios", not both"#
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "items": [{"ratio": 1, "height": 3}, {"id": "x"}, {"span": 0, "ratio": 1}]"#)) == [
            #"spec.json: error: sections[0].items[0]: a waterfall item has exactly one of "ratio" or "height"; found "ratio" and "height""#,
            #"spec.json: error: sections[0].items[1]: a waterfall item needs one of "ratio" or "height""#,
            #"spec.json: error: sections[0].items[2].span: expected an integer from 1 to 1000, found 0"#,
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "items": 3"#)) == [
            #"spec.json: error: sections[0].items: a waterfall item needs a ratio or a height: give "ratios" or one object per item"#
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "tolerance": 5"#)) == [
            #"spec.json: error: sections[0].tolerance: a tolerance applies to placement "ordered" only"#
        ])
        #expect(diagnostics(oneSection(#""kind": "waterfall", "items": [{"ratio": 1, "width": 3}]"#)) == [
            #"spec.json: error: sections[0].items[0].width: "width" is not read by the items of a waterfall section"#
        ])
    }

    @Test func compositionalValues() {
        func group(_ json: String) -> [String] { diagnostics(oneSection(#""kind": "compositional", "group": "# + json)) }
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}"#
        #expect(group(#"{"group": "horizontal", "# + size + "}") == [
            #"spec.json: error: sections[0].group: missing "subitems": [an item or group, …]"#
        ])
        #expect(group(#"{"group": "custom", "# + size + "}") == [
            #"spec.json: error: sections[0].group: missing "frames": [[x, y, width, height], …]"#
        ])
        // The section repeats a group: without "group" it is one that does not say which.
        #expect(group("{" + size + "}") == [
            #"spec.json: error: sections[0].group: missing "group": "horizontal", "vertical" or "custom""#,
            #"spec.json: error: sections[0].group: missing "subitems": [an item or group, …]"#,
        ])
        #expect(group(#"{"group": "vertical", "count": 2, "subitems": [{"# + size + "}, {" + size + "}], " + size + "}") == [
            "spec.json: error: sections[0].group.count: count makes 2 copies of exactly one subitem; found 2 subitems"
        ])
        #expect(group(#"{"group": "vertical", "size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 1, "estimated": 2}}, "subitems": []}"#) == [
            "spec.json: error: sections[0].group.size.width.fractionalWidth: expected a number > 0, found 0",
            #"spec.json: error: sections[0].group.size.height: a dimension has exactly one of "fractionalWidth", "fractionalHeight", "absolute" or "estimated"; found "absolute" and "estimated""#,
            "spec.json: error: sections[0].group.subitems: expected an array of item or group objects with at least 1 element, found an empty array",
        ])
        #expect(group(#"{"group": "horizontal", "# + size + #", "subitems": [{"# + size + #", "subitems": []}]}"#) == [
            #"spec.json: error: sections[0].group.subitems[0].subitems: an item has no "subitems"; a group has "group": "horizontal", "vertical" or "custom""#
        ])
        #expect(group(#"{"group": "custom", "# + size + #", "frames": [[0, 0, -1, 5]]}"#) == [
            "spec.json: error: sections[0].group.frames[0][2]: expected a number ≥ 0, found -1"
        ])
        #expect(group(#"{"group": "horizontal", "# + size + #", "interItemSpacing": {"fixed": 1, "flexible": 2}, "subitems": [{"# + size + "}]}") == [
            #"spec.json: error: sections[0].group.interItemSpacing: a spacing has exactly one of "fixed" or "flexible"; found "fixed" and "flexible""#
        ])
    }

    @Test func aFractionOfTheHeightNeedsTheContainersHeight() {
        let json = #"{"container": {"width": 390}, "sections": [{"kind": "compositional", "group": {"group": "horizontal","#
            + #" "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#
        #expect(diagnostics(json) == [
            "spec.json: error: sections[0].group.size.height: a fraction of the container's height needs one: give container.height (or --height)"
        ])
        #expect(diagnostics(json, overrides: LayoutOverrides(height: 800)).isEmpty)
    }

    @Test func orthogonalKeysNeedOrthogonalScrolling() {
        #expect(diagnostics(oneSection(#""kind": "widget", "orthogonalScrolling": "none", "effect": {"scale": {"min": 0.5}}"#)) == [
            #"spec.json: error: sections[0].effect: a scale effect needs orthogonal scrolling; orthogonalScrolling is "none""#
        ])
        #expect(diagnostics(oneSection(#""kind": "carousel", "orthogonalScrolling": "none""#)) == [
            "spec.json: error: sections[0].orthogonalScrolling: a carousel scrolls orthogonally; to stack pages down the screen use a compositional section"
        ])
        #expect(diagnostics(oneSection(#""kind": "carousel", "minScale": 0.5, "effect": {"scale": {"min": 2}}"#)) == [
            "spec.json: error: sections[0].effect.scale.min: expected a number from 0 to 1, found 2",
            #"spec.json: error: sections[0].effect: give "minScale" or "effect", not both"#,
        ])
    }

    @Test func variantErrorsNameTheVariant() {
        #expect(diagnostics(oneSection(#""kind": "waterfall", "variants": [{"columns": 3}, {"when": {"minWidth": 9, "maxWidth": 1}}, {"when": {}, "kind": "carousel"}]"#)) == [
            #"spec.json: error: sections[0].variants[0]: missing "when": the container widths this variant is for"#,
            "spec.json: error: sections[0].variants[1].when: minWidth 9 is more than maxWidth 1: no width matches",
            "spec.json: error: sections[0].variants[2].kind: a variant cannot change the kind",
        ])
    }

    /// The section's items are decoded once, whatever the number of variants that take them:
    /// a bad item is reported once, where each of 150 variants decoding the items again had
    /// reported it 151 times, past the 100 problems reported, and stopped.
    @Test func aBadItemIsReportedOnceWhateverTheVariants() {
        let variants = (0..<150).map { #"{"when": {"minWidth": \#(1000 + $0)}, "columns": 3}"# }.joined(separator: ", ")
        #expect(diagnostics(oneSection(#""kind": "waterfall", "items": [{"ratio": 0}, {"ratio": 1}], "variants": [\#(variants)]"#)) == [
            "spec.json: error: sections[0].items[0].ratio: expected a number > 0, found 0"
        ])
    }

    @Test func everyProblemIsReportedOnce() {
        // The variant re-reads the section's bad spacing; it is reported once.
        #expect(diagnostics(oneSection(#""kind": "waterfall", "spacing": -1, "variants": [{"when": {}, "columns": 3}]"#)) == [
            "spec.json: error: sections[0].spacing: expected a number ≥ 0, found -1"
        ])
    }
}
