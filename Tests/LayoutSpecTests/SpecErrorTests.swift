import LayoutEngine
import LayoutSpec
import LayoutSpecReader
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
        #expect(throws: SpecError(.syntax(.malformedUTF8(.neverUTF8)), at: .text(TextPosition(line: 1, column: 24)))) {
            _ = try SpecReader.read(bytes)
        }
    }

    @Test func aBrokenSequenceIsReportedWhereItStarts() {
        // "€" is E2 82 AC; cut after E2 82, json-c fails at the quote after them. The E2 follows
        // the 14 characters of `{"sections": "`: column 15.
        var bytes = Array(#"{"sections": ""#.utf8)
        bytes += [0xE2, 0x82]
        bytes += Array(#""}"#.utf8)
        #expect(throws: SpecError(.syntax(.malformedUTF8(.truncated)), at: .text(TextPosition(line: 1, column: 15)))) {
            _ = try SpecReader.read(bytes)
        }
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(diagnostics(#"{"sections": "# + deep + "}") == ["spec.json:1:141: error: arrays and objects nest deeper than 128 levels"])
    }

    // MARK: Spec errors: each problem at the path of the value at fault

    static let kinds = SectionKind.allCases.map(\.rawValue)

    @Test func theTopLevel() {
        #expect(issues("[]") == [issue(.unexpected(.object(.spec), found: .array(count: 0)), "$")])
        #expect(issues("{}") == [
            issue(.missingKey("container", hint: #"give {"width": …}"#), "$"),
            issue(.missingKey("sections", hint: "an array, which may be empty"), "$"),
        ])
        #expect(issues(#"{"container": {"width": 390}, "sections": [], "sectons": 1}"#) == [
            issue(.unknownKey("sectons", in: .spec, suggestion: .nearest("sections")), "sectons")
        ])
        #expect(issues(#"{"container": {}, "sections": {}}"#) == [
            issue(.missingKey("width", hint: "a number > 0"), "container"),
            issue(.unexpected(.array(.object(.section), minimum: 0), found: .object), "sections"),
        ])
        // A problem of the JSON and problems of the values, all in one run.
        #expect(issues(#"{"container": {"width": 0}, "scale": 4, "version": 2, "sections": []}"#) == [
            issue(.outOfRange(.integers(1...1), found: 2), "version"),
            issue(.outOfRange(.positiveLength, found: 0), "container.width"),
            issue(.outOfRange(.integers(1...3), found: 4), "scale"),
        ])
        #expect(issues(#"{"container": {"width": 1e400}, "sections": []}"#) == [
            issue(.outOfRange(.positiveLength, found: .infinity), "container.width")
        ])
        #expect(issues(#"{"container": {"width": 390, "height": 99999999999}, "sections": []}"#) == [
            issue(.outOfRange(.positiveLength, found: 99_999_999_999), "container.height")
        ])
        #expect(issues(#"{"container": {"width": 390}, "layoutMargins": {"left": 3}, "sections": []}"#) == [
            issue(.unknownKey("left", in: .insets, suggestion: .uikit(UIKitNames.key("left", in: .insets)!)), "layoutMargins.left")
        ])
    }

    @Test func sectionsNeedAKnownKind() {
        #expect(issues(oneSection(#""id": "a""#)) == [issue(.missingKey("kind", hint: Shape.choice(Self.kinds).phrase), "sections[0]")])
        #expect(issues(oneSection(#""kind": "carousell""#)) == [
            issue(.unexpected(.choice(Self.kinds), found: .name("carousell"), suggestion: .name("carousel")), "sections[0].kind")
        ])
        #expect(issues(#"{"container": {"width": 390}, "sections": [3]}"#) == [
            issue(.unexpected(.object(.section), found: .number(3)), "sections[0]")
        ])
    }

    @Test func keysOfAnotherKindAreNamedAsSuch() {
        #expect(issues(oneSection(#""kind": "waterfall", "groupWidth": 0.5"#)) == [
            issue(.keyNotRead("groupWidth", .notOfKind(.waterfall, owners: [.carousel, .widget])), "sections[0].groupWidth")
        ])
        #expect(issues(oneSection(#""kind": "waterfall", "colums": 3"#)) == [
            issue(.unknownKey("colums", in: .section, suggestion: .nearest("columns")), "sections[0].colums")
        ])
        #expect(issues(oneSection(#""kind": "carousel", "when": {}"#)) == [issue(.keyNotRead("when", .whenOutsideVariant), "sections[0].when")])
    }

    /// An inset may be negative, but not past the limit of a length either way, nor infinite.
    @Test func insetsPastTheLimitOfALength() {
        #expect(issues(oneSection(#""kind": "flow", "contentInsets": {"top": -1e400, "leading": -20000000, "trailing": 2e7}"#)) == [
            issue(.outOfRange(.inset, found: -.infinity), "sections[0].contentInsets.top"),
            issue(.outOfRange(.inset, found: -20_000_000), "sections[0].contentInsets.leading"),
            issue(.outOfRange(.inset, found: 20_000_000), "sections[0].contentInsets.trailing"),
        ])
        #expect(issues(#"{"container": {"width": 390}, "layoutMargins": -1e400, "sections": []}"#) == [
            issue(.outOfRange(.inset, found: -.infinity), "layoutMargins")
        ])
        #expect(issues(oneSection(#""kind": "flow", "contentInsets": {"top": -4}"#)).isEmpty)
    }

    /// A signed length past its limit below says so, as one past it above does.
    @Test func aSignedLengthPastItsLimitSaysWhichLimit() {
        #expect(NumberRange.inset.complaint(about: -20_000_000) == "expected a number, found -20000000, less than the limit -10000000")
        #expect(NumberRange.inset.complaint(about: 20_000_000) == "expected a number, found 20000000, more than the limit 10000000")
        #expect(NumberRange.inset.complaint(about: -.infinity) == "expected a number, found a number too large to lay out")
        #expect(NumberRange.length.complaint(about: -1) == "expected a number ≥ 0, found -1")
    }

    @Test func waterfallValues() {
        #expect(issues(oneSection(#""kind": "waterfall", "columns": 0"#)) == [
            issue(.outOfRange(.integers(1...1000), found: 0), "sections[0].columns")
        ])
        #expect(issues(oneSection(#""kind": "waterfall", "columns": 2.5, "spacing": -1, "placement": "random""#)) == [
            issue(.outOfRange(.integers(1...1000), found: 2.5), "sections[0].columns"),
            issue(.outOfRange(.length, found: -1), "sections[0].spacing"),
            issue(.unexpected(.choice(["shortest", "ordered", "sequential"]), found: .name("random")), "sections[0].placement"),
        ])
        // A ratio of the wrong type is the reader's, the rest the checks'.
        #expect(issues(oneSection(#""kind": "waterfall", "ratios": [1, 0, "2"]"#)) == [
            issue(.outOfRange(.ratio, found: 0), "sections[0].ratios[1]"),
            issue(.unexpected(.number(.ratio), found: .string("2")), "sections[0].ratios[2]"),
        ])
        #expect(issues(oneSection(#""kind": "waterfall", "ratios": [1, 0, 2, -1, 99999999999999999999, 0.5]"#)) == [
            issue(.outOfRange(.ratio, found: 0), "sections[0].ratios[1]"),
            issue(.outOfRange(.ratio, found: -1), "sections[0].ratios[3]"),
            issue(.outOfRange(.ratio, found: .infinity), "sections[0].ratios[4]"),
        ])
        #expect(issues(oneSection(#""kind": "waterfall", "ratios": [1], "items": [{"ratio": 1}]"#)) == [
            issue(.conflictingKeys("items", "ratios"), "sections[0].ratios")
        ])
        #expect(issues(oneSection(#""kind": "waterfall", "items": [{"ratio": 1, "height": 3}, {"id": "x"}, {"span": 0, "ratio": 1}]"#)) == [
            issue(.exactlyOne(noun: "a waterfall item", keys: ["ratio", "height"], found: ["ratio", "height"]), "sections[0].items[0]"),
            issue(.exactlyOne(noun: "a waterfall item", keys: ["ratio", "height"], found: []), "sections[0].items[1]"),
            issue(.outOfRange(.integers(1...1000), found: 0), "sections[0].items[2].span"),
        ])
        #expect(issues(oneSection(#""kind": "waterfall", "items": 3"#)) == [issue(.waterfallItemWithoutSize, "sections[0].items")])
        #expect(issues(oneSection(#""kind": "waterfall", "tolerance": 5"#)) == [issue(.toleranceWithoutOrdered, "sections[0].tolerance")])
        #expect(issues(oneSection(#""kind": "waterfall", "items": [{"ratio": 1, "width": 3}]"#)) == [
            issue(.keyNotRead("width", .notOfItems(.waterfall)), "sections[0].items[0].width")
        ])
    }

    @Test func compositionalValues() {
        func group(_ json: String) -> Set<SpecIssue> { issues(oneSection(#""kind": "compositional", "group": "# + json)) }
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}"#
        #expect(group(#"{"group": "horizontal", "# + size + "}") == [
            issue(.missingKey("subitems", hint: "[an item or group, …]"), "sections[0].group")
        ])
        #expect(group(#"{"group": "custom", "# + size + "}") == [
            issue(.missingKey("frames", hint: "[[x, y, width, height], …]"), "sections[0].group")
        ])
        // The section repeats a group: without "group" it is one that does not say which.
        #expect(group("{" + size + "}") == [
            issue(.missingKey("group", hint: Shape.choice(["horizontal", "vertical", "custom"]).phrase), "sections[0].group"),
            issue(.missingKey("subitems", hint: "[an item or group, …]"), "sections[0].group"),
        ])
        #expect(group(#"{"group": "vertical", "count": 2, "subitems": [{"# + size + "}, {" + size + "}], " + size + "}") == [
            issue(.countNeedsOneSubitem(count: 2, subitems: 2), "sections[0].group.count")
        ])
        let dimensions = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
        #expect(group(#"{"group": "vertical", "size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 1, "estimated": 2}}, "subitems": []}"#) == [
            issue(.exactlyOne(noun: "a dimension", keys: dimensions, found: ["absolute", "estimated"]), "sections[0].group.size.height"),
            issue(.tooFewElements(.array(.object(.node), minimum: 1), minimum: 1, found: .array(count: 0)), "sections[0].group.subitems"),
            issue(.outOfRange(.fraction, found: 0), "sections[0].group.size.width.fractionalWidth"),
        ])
        // A uniform estimate is a length, checked where it is given.
        #expect(group(#"{"group": "horizontal", "# + size + #", "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"uniformAcrossSiblings": -5}}}]}"#) == [
            issue(.outOfRange(.length, found: -5), "sections[0].group.subitems[0].size.height.uniformAcrossSiblings")
        ])
        #expect(group(#"{"group": "horizontal", "# + size + #", "subitems": [{"# + size + #", "subitems": []}]}"#) == [
            issue(.keyNotRead("subitems", .groupKeyOnItem), "sections[0].group.subitems[0].subitems")
        ])
        #expect(group(#"{"group": "custom", "# + size + #", "frames": [[0, 0, -1, 5]]}"#) == [
            issue(.outOfRange(.length, found: -1), "sections[0].group.frames[0][2]")
        ])
        // A frame with a zIndex is an object: its frame is checked where it is given, its zIndex
        // is an integer in range, and it needs its frame.
        let customItem = Shape.either([.numbers([.offset, .offset, .length, .length]), .object(.customItem)])
        #expect(group(#"{"group": "custom", "# + size + #", "frames": [{"frame": [0, 0, -1, 5], "zIndex": 1.5}, {"zIndex": 1}, "x", {"frame": [0, 0, 1, 1], "zindex": 2}, {"frame": [0, 0, 1, -2], "zIndex": 3}]}"#) == [
            issue(.outOfRange(.zIndex, found: 1.5), "sections[0].group.frames[0].zIndex"),
            issue(.outOfRange(.length, found: -1), "sections[0].group.frames[0].frame[2]"),
            issue(.missingKey("frame", hint: "[x, y, width, height]"), "sections[0].group.frames[1]"),
            issue(.unexpected(customItem, found: .string("x")), "sections[0].group.frames[2]"),
            issue(.unknownKey("zindex", in: .customItem, suggestion: .nearest("zIndex")), "sections[0].group.frames[3].zindex"),
            issue(.outOfRange(.length, found: -2), "sections[0].group.frames[4].frame[3]"),
        ])
        #expect(group(#"{"group": "horizontal", "# + size + #", "interItemSpacing": {"fixed": 1, "flexible": 2}, "subitems": [{"# + size + "}]}") == [
            issue(.exactlyOne(noun: "a spacing", keys: ["fixed", "flexible"], found: ["fixed", "flexible"]), "sections[0].group.interItemSpacing")
        ])
    }

    @Test func aListsValues() {
        #expect(issues(oneSection(#""kind": "list", "appearance": "inset", "headerMode": ".supplementary", "headerTopPadding": -1"#)) == [
            issue(.unexpected(.choice(ListAppearance.allCases.map(\.rawValue)), found: .name("inset"), suggestion: nil), "sections[0].appearance"),
            issue(.unexpected(.choice(ListHeaderMode.allCases.map(\.rawValue)), found: .name(".supplementary"), suggestion: .name("supplementary")), "sections[0].headerMode"),
            issue(.outOfRange(.length, found: -1), "sections[0].headerTopPadding"),
        ])
        // What the configuration makes is not the spec's to give.
        #expect(issues(oneSection(#""kind": "list", "contentInsets": 4, "header": {"height": 20}, "interGroupSpacing": 2, "items": [{"width": 3}]"#)) == [
            issue(.keyNotRead("contentInsets", .madeByListConfiguration), "sections[0].contentInsets"),
            issue(.keyNotRead("header", .madeByListConfiguration), "sections[0].header"),
            issue(.keyNotRead("interGroupSpacing", .madeByListConfiguration), "sections[0].interGroupSpacing"),
            issue(.keyNotRead("width", .notOfItems(.list)), "sections[0].items[0].width"),
        ])
        #expect(issues(#"{"container": {"width": 390}, "idiom": "watch", "sections": []}"#) == [
            issue(.unexpected(.choice(["phone", "pad", "mac"]), found: .name("watch"), suggestion: nil), "idiom")
        ])
        // A horizontal layout refuses a list.
        #expect(issues(#"{"container": {"width": 844, "height": 390}, "scrollDirection": "horizontal", "sections": [{"kind": "list"}]}"#) == [
            issue(.notInHorizontalLayout(.listSection), "sections[0].kind")
        ])
    }

    /// A list section built in code has every section's values; those its configuration makes
    /// are refused where a spec would give them.
    @Test func aListBuiltInCodeWithItsOwnInsets() {
        var section = Section(id: "l", content: .list(ListSection(configuration: ListConfiguration(appearance: .grouped), itemCount: 1)))
        section.contentInsets = EdgeInsets(all: 3)
        section.boundaryItems = [.band(kind: "header", height: 20, estimated: false, alignment: .top)]
        #expect(Set(SpecCheck.issues(in: Screen(container: Container(width: 390), sections: [section]))) == [
            issue(.keyNotRead("contentInsets", .madeByListConfiguration), "sections[0].contentInsets"),
            issue(.keyNotRead("boundaryItems", .madeByListConfiguration), "sections[0].boundaryItems"),
        ])
    }

    @Test func aFractionOfTheHeightNeedsTheContainersHeight() {
        let json = #"{"container": {"width": 390}, "sections": [{"kind": "compositional", "group": {"group": "horizontal","#
            + #" "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#
        #expect(issues(json) == [issue(.needsContainerHeight(.fraction), "sections[0].group.size.height")])
        #expect(issues(json, overrides: LayoutOverrides(height: 800)).isEmpty)
    }

    @Test func orthogonalKeysNeedOrthogonalScrolling() {
        #expect(issues(oneSection(#""kind": "widget", "orthogonalScrolling": "none", "effect": {"scale": {"min": 0.5}}"#)) == [
            issue(.effectWithoutOrthogonalScrolling, "sections[0].effect")
        ])
        #expect(issues(oneSection(#""kind": "carousel", "orthogonalScrolling": "none""#)) == [
            issue(.carouselWithoutOrthogonalScrolling, "sections[0].orthogonalScrolling")
        ])
        // The effect a carousel gives in place of its minScale is checked where it is given.
        #expect(issues(oneSection(#""kind": "carousel", "minScale": 0.5, "effect": {"scale": {"min": 2}}"#)) == [
            issue(.outOfRange(.unitInterval, found: 2), "sections[0].effect.scale.min"),
            issue(.conflictingKeys("minScale", "effect"), "sections[0].effect"),
        ])
    }

    @Test func variantErrorsNameTheVariant() {
        #expect(issues(oneSection(#""kind": "waterfall", "variants": [{"columns": 3}, {"when": {"minWidth": 9, "maxWidth": 1}}, {"when": {}, "kind": "carousel"}]"#)) == [
            issue(.missingKey("when", hint: "the container widths this variant is for"), "sections[0].variants[0]"),
            issue(.variantBoundsCross(minimum: 9, maximum: 1), "sections[0].variants[1].when"),
            issue(.keyNotRead("kind", .variantChangesKind), "sections[0].variants[2].kind"),
        ])
    }

    /// The section's items are read and checked once, whatever the number of variants that
    /// take them: a problem in them is reported once, at the section's path. (150 variants
    /// reading the items again had reported a reader's problem 151 times, past the 100 problems
    /// reported, and stopped.)
    @Test(arguments: [
        (#"{"ratio": 1, "ratoi": 2}"#, issue(.unknownKey("ratoi", in: .item, suggestion: .nearest("ratio")), "sections[0].items[0].ratoi")),
        (#"{"ratio": 0}"#, issue(.outOfRange(.ratio, found: 0), "sections[0].items[0].ratio")),
    ])
    func aBadItemIsReportedOnceWhateverTheVariants(item: String, expected: SpecIssue) {
        let variants = (0..<150).map { #"{"when": {"minWidth": \#(1000 + $0)}, "columns": 3}"# }.joined(separator: ", ")
        let spec = oneSection(#""kind": "waterfall", "items": [\#(item), {"ratio": 1}], "variants": [\#(variants)]"#)
        #expect(throws: SpecError([expected])) { try screen(spec) }
    }

    @Test func everyProblemIsReportedOnce() {
        // The variant has the section's bad spacing too; it is reported once, at the section's.
        #expect(issues(oneSection(#""kind": "waterfall", "spacing": -1, "variants": [{"when": {}, "columns": 3}]"#)) == [
            issue(.outOfRange(.length, found: -1), "sections[0].spacing")
        ])
    }
}
