import Foundation
import Testing
import TestSupport

/// The limits on what one run prints (README, Limits): each refusal exits 65 (64 for too many
/// documents), prints nothing on standard output, and names the part of the spec at fault, its
/// count and how to ask for less; `validate` and `check` refuse what the main command refuses.
@Suite struct OutputLimitTests {
    /// A carousel 100 points wide whose pages are 0.01 of it: items 1 point wide at x = 0, 1, 2,
    /// …, the row's viewport 100 points, so maxOffset is n − 100 and the row rests at every
    /// group's start, 0 to n − 100: n − 99 offsets. At offset o an item at x shows when
    /// x − o < 100 and x + 1 − o > 0, the 100 items from o to o + 99, each at every offset.
    func carousel(items: Int) -> Data {
        Data(#"{"container": {"width": 100}, "sections": [{"kind": "carousel", "groupWidth": 0.01, "items": \#(items)}]}"#.utf8)
    }

    /// With 100,000 items the output would hold the content and the section (2), the items
    /// (100,000), the row's own entry and its 99,901 resting offsets (99,902), and the
    /// transforms: 99,901 offsets and 100 scales at each (99,901 + 9,990,100): 10,289,905.
    static let transformsRefusal = """
        <stdin>: error: sections[0].offsets: the transforms at 99901 offsets list 9990100 item scales; the output would \
        hold 10289905 elements, more than the 1250000 layoutcalc prints: ask for fewer offsets (offsets, --offset) or \
        give fewer items

        """

    @Test(arguments: [["-"], ["-", "--format", "ndjson"], ["validate", "-"]])
    func transformsPastTheLimitAreRefused(_ arguments: [String]) throws {
        let result = try layoutcalc(arguments, input: carousel(items: 100_000))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == Self.transformsRefusal)
    }

    @Test func checkRefusesWhatTheMainCommandRefuses() throws {
        try withTemporaryDirectory { directory in
            let golden = directory.appendingPathComponent("golden.json")
            let result = try layoutcalc(["check", "-", "--expected", golden.path, "--update"], input: carousel(items: 100_000))
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == Self.transformsRefusal)
            #expect(!FileManager.default.fileExists(atPath: golden.path))
        }
    }

    /// At one offset (`--offset 0`) the transforms hold 1 + 100 elements: printed. The table
    /// prints the scales at the first offset only, in its item rows: printed too.
    @Test func theSameCarouselAtOneOffsetOrAsATableIsPrinted() throws {
        let one = try layoutcalc(["-", "--offset", "0", "--format", "ndjson"], input: carousel(items: 100_000))
        #expect(one.status == 0)
        #expect(one.output.split(separator: "\n").filter { $0.contains(#""element":"transform""#) }.count == 100)
        let table = try layoutcalc(["-", "--format", "table"], input: carousel(items: 100_000))
        #expect(table.status == 0)
        // The header, the section, 100,000 items and the content.
        #expect(table.output.split(separator: "\n").count == 100_003)
    }

    /// 550 sections of no items at 46 widths: 25,392 elements, within the element limit, but
    /// 25,300 sections, more than the 25,000 a run lays out: refused before any is laid out
    /// (at 45 widths, 24,750 sections, it would be laid out), nothing printed.
    @Test(arguments: [["-"], ["validate", "-"]])
    func aRunLaysOutAtMost25000Sections(_ arguments: [String]) throws {
        let spec = #"{"container": {"width": 390}, "sections": [\#(Array(repeating: #"{"kind": "flow", "items": 0}"#, count: 550).joined(separator: ", "))]}"#
        let refused = try layoutcalc(arguments + ["--width", (0..<46).map { String(300 + $0) }.joined(separator: ",")], input: Data(spec.utf8))
        #expect(refused.status == 65)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr == "<stdin>: error: sections: 550 sections at 46 widths (25300) are more than the 25000 "
                + "sections layoutcalc lays out in one run: lay out at fewer widths (--width), fewer specs or fewer sections\n")
    }

    /// A spec of one section and one of 25 at 1,000 widths: 1,000 sections, then 25,000, as
    /// many as a run lays out alone, but 26,000 after the first: the second is refused before
    /// it is laid out, and nothing of the first is printed.
    @Test func theSectionsOfEverySpecOfARunAreCounted() throws {
        try withTemporaryDirectory { directory in
            let one = directory.appendingPathComponent("one.json")
            let many = directory.appendingPathComponent("many.json")
            let flow = #"{"kind": "flow", "items": 0}"#
            try Data(#"{"container": {"width": 390}, "sections": [\#(flow)]}"#.utf8).write(to: one)
            try Data(#"{"container": {"width": 390}, "sections": [\#(Array(repeating: flow, count: 25).joined(separator: ", "))]}"#.utf8).write(to: many)
            let widths = (0..<1000).map { String(300 + $0) }.joined(separator: ",")
            let refused = try layoutcalc([one.path, many.path, "--width", widths, "--format", "ndjson"])
            #expect(refused.status == 65)
            #expect(refused.stdout.isEmpty)
            #expect(
                refused.stderr == "\(many.path): error: sections: 25 sections at 1000 widths (25000) after the 1000 of the "
                    + "specs before are more than the 25000 sections layoutcalc lays out in one run: lay out at fewer widths "
                    + "(--width), fewer specs or fewer sections\n")
        }
    }

    /// An SVG picture draws at most 100,000 elements: the content and the section (2), the
    /// items (100,000) and the 100 scales at the first offset, and that offset (101).
    @Test func aPictureHasASmallerLimit() throws {
        let result = try layoutcalc(["-", "--format", "svg"], input: carousel(items: 100_000))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <stdin>: error: sections[0].items: 100000 items; the output would hold 100103 elements, more than the \
                100000 an SVG picture draws: lay out fewer items, or at fewer widths (--width)

                """)
    }

    /// A page draws as many as a picture, but no scales (its script works them out): the
    /// content, the section's band and the 100,000 items, 100,002 elements.
    @Test func aPageHasAPicturesLimit() throws {
        let result = try layoutcalc(["-", "--format", "html"], input: carousel(items: 100_000))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <stdin>: error: sections[0].items: 100000 items; the output would hold 100002 elements, more than the \
                100000 a page draws: lay out fewer items, or at fewer widths (--width)

                """)
    }

    /// A list of 1,000 rows 1 point tall in a 100 × 100 container, seen at 100,000 scroll
    /// offsets y (0 to 900, so the viewport stays in the content): the rows whose group meets
    /// [y, y + 100] are the 100 from y on, and each offset has its entry: 101 × 100,000. With
    /// the content, the section and the 1,000 rows, 10,101,002.
    @Test func scrollOffsetsPastTheLimitAreRefused() throws {
        let offsets = (0..<100_000).map { "[0, \($0 % 901)]" }.joined(separator: ", ")
        let spec = #"""
            {"container": {"width": 100, "height": 100}, "sections": [{"kind": "compositional", "items": 1000,
             "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}],
             "scrollOffsets": [\#(offsets)]}
            """#
        // The table, a row for each and a viewport row for each offset, has its own limit.
        for (format, limit) in [("json", "the 1250000 layoutcalc prints"), ("table", "the 750000 rows of a table")] {
            let result = try layoutcalc(["-", "--format", format], input: Data(spec.utf8))
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr == """
                    <stdin>: error: scrollOffsets: the viewports at 100000 scroll offsets show up to 10000000 elements; \
                    the output would hold 10101002 elements, more than \(limit): ask for fewer scroll offsets \
                    (scrollOffsets, --scroll-offset)

                    """)
        }
    }

    /// 5,000 flow sections of one item 1 point tall, one after the other: section k spans
    /// [k, k + 1]. The viewport at [0, y], 844 tall, meets (touching included) the sections
    /// from k = y − 1 to y + 844: 846 of them for every y from 1 on. At y = 1 … 2,400 that is
    /// 2,030,400 meetings, more than the 2,000,000 searched: counted, and refused, before any
    /// section is searched.
    @Test func scrollOffsetsMeetingTooManySectionsAreRefused() throws {
        let section = #"{"kind": "flow", "items": 1, "itemSize": {"width": 100, "height": 1}, "minimumLineSpacing": 0}"#
        let offsets = (1...2_400).map { "[0, \($0)]" }.joined(separator: ", ")
        let spec = #"{"container": {"width": 100, "height": 844}, "sections": ["#
            + Array(repeating: section, count: 5_000).joined(separator: ", ") + #"], "scrollOffsets": ["# + offsets + "]}"
        let result = try layoutcalc(["-"], input: Data(spec.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <stdin>: error: scrollOffsets: the viewports at 2400 scroll offsets meet sections 2030400 times in all, \
                more than the 2000000 layoutcalc searches: ask for fewer scroll offsets (scrollOffsets, --scroll-offset)

                """)
    }

    static let elementsRefusal = """
        error: sections[%@]: with what comes before it, the output would hold more than the 1250000 elements \
        layoutcalc prints (items, supplementaries, decorations, resting offsets, transforms' offsets): give fewer items, \
        fewer supplementaries to each, or ask for fewer offsets (offsets, --offset)

        """

    /// 1,000,000 items with 4 badges each would make 1,000,000 + 4,000,000 elements, and the
    /// section's own entry: refused once the group is solved, before a badge is made. (With
    /// none, 1,000,001, and the content's entry: within 1,250,000.)
    @Test func anchoredSupplementariesPastTheLimitAreRefusedBeforeTheyAreMade() throws {
        let badge = #"{"kind": "badge", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "anchor": {"edges": ["top"]}}"#
        let spec = #"""
            {"container": {"width": 100}, "sections": [{"kind": "compositional", "items": 1000000,
             "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
               "supplementaries": [\#([String](repeating: badge, count: 4).joined(separator: ", "))]}]}}]}
            """#
        let result = try layoutcalc(["-"], input: Data(spec.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>: " + Self.elementsRefusal.replacingOccurrences(of: "%@", with: "0"))
    }

    /// Rows seen through a viewport 1 point wide (100 less insets of 49.5 each side), each a
    /// single item 1,000,000 points long: maxOffset is 999,999 and a paging row rests at every
    /// point from 0 to it, 1,000,000 offsets. One such section holds 1,000,002 elements (itself,
    /// its item and its resting offsets); the second's resting offsets would pass 1,250,000, and
    /// are refused before they are made.
    @Test func restingOffsetsPastTheLimitAreRefusedBeforeTheyAreMade() throws {
        let section = #"""
            {"kind": "compositional", "items": 1, "orthogonalScrolling": "paging",
             "contentInsets": {"leading": 49.5, "trailing": 49.5},
             "group": {"group": "horizontal", "size": {"width": {"absolute": 1000000}, "height": {"absolute": 1}},
              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}
            """#
        let spec = #"{"container": {"width": 100}, "sections": ["# + Array(repeating: section, count: 10).joined(separator: ", ") + "]}"
        let result = try layoutcalc(["validate", "-"], input: Data(spec.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>: " + Self.elementsRefusal.replacingOccurrences(of: "%@", with: "1"))
    }

    /// A group of 1,000 subitems, each a fraction of next to no length: every member its k-fit
    /// tries weighs all 1,000, and 1,000,000 items would fit in one group. Refused once it has
    /// weighed 5,000,000.
    @Test func aGroupWhoseFitWouldTakeSecondsIsRefused() throws {
        let subitem = #"{"size": {"width": {"fractionalWidth": 0.0000001}, "height": {"fractionalHeight": 1}}}"#
        let spec = #"""
            {"container": {"width": 100}, "sections": [{"kind": "compositional", "items": 1000000,
             "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}},
              "subitems": [\#([String](repeating: subitem, count: 1000).joined(separator: ", "))]}}]}
            """#
        let result = try layoutcalc(["-"], input: Data(spec.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <stdin>: error: sections[0].group: with the sections the run lays out before it, its groups would weigh \
                more than 5000000 subitems to fit their members (for each member a group tries, every subitem of it when \
                one is a fraction): give a group fewer subitems, or subitems that fill it in fewer members

                """)
    }

    /// 40 sections of groups of `count` 10,000 nested 31 deep around one item (`nestedCountsSpec`):
    /// 310,000 group members each, 12,400,000 in all, more than the 10,000,000 a run lays out. Refused, the
    /// 33rd section named, before any section is laid out (how the run counts them:
    /// Tests/LayoutcalcKitTests/LayoutRunTests.swift).
    @Test func nestedCountsInManySectionsAreRefused() throws {
        let result = try layoutcalc(["-"], input: Data(nestedCountsSpec(sections: 40).utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <stdin>: error: sections[32].group: with the sections the run lays out before it, its groups would lay out \
                more than 10000000 members (each group's count, or its subitems: once a section, or once a group instance \
                where items are measured): give groups smaller counts, fewer groups with a count, or lay out fewer such \
                sections or widths

                """)
    }

    /// A table pads every row's id cell to the longest id: 3,000 item rows of a section whose
    /// id is 200,000 bytes are some 1.2 GB, more than the 1 GiB of a table, which is for
    /// people. Each item row is counted at its longest, each cell with its padding at most its
    /// longest bytes and the wider of its header and those: the id cell (200,000 + 200,000),
    /// the kind cell (13 + 13, `compositional`), the element cell (10 + 10, `decoration`), the
    /// index cell (11, wider than `index`), four frame cells and the scale's (24 each, the
    /// longest number), two spaces before each cell but the first (8 × 2), and the newline:
    /// 400,194 bytes, 1,200,582,000 for the 3,000. JSON prints the id once: printed.
    @Test func aTableOfLongIdsPastItsBytesLimitIsRefused() throws {
        let id = String(repeating: "x", count: 200_000)
        let spec = Data(#"{"container": {"width": 100}, "sections": [{"id": "\#(id)", "kind": "flow", "items": 3000}]}"#.utf8)
        let table = try layoutcalc(["-", "--format", "table"], input: spec)
        #expect(table.status == 65)
        #expect(table.stdout.isEmpty)
        #expect(table.stderr.hasPrefix("<stdin>: error: sections[0].items: 3000 items take up to 1200582000 bytes of table; the output would be up to "))
        #expect(table.stderr.hasSuffix(" bytes, more than the 1073741824 layoutcalc writes: lay out fewer items, or at fewer widths (--width)\n"))
        let json = try layoutcalc(["-"], input: spec)
        #expect(json.status == 0, "\(json.stderr)")
    }

    /// ndjson names the section on each line: an id of 100,000 bytes on 1,000,000 item lines
    /// is 100 GB. JSON prints it once, and is not refused for it.
    @Test func anIDRepeatedOnEveryLinePastTheBytesLimitIsRefused() throws {
        let id = String(repeating: "x", count: 100_000)
        let spec = #"{"container": {"width": 100}, "sections": [{"id": "\#(id)", "kind": "flow", "items": 1000000, "itemSize": {"width": 100, "height": 1}}]}"#
        let result = try layoutcalc(["-", "--format", "ndjson"], input: Data(spec.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // The id as printed: 100,000 bytes and its quotes.
        #expect(result.stderr.hasPrefix("<stdin>: error: sections[0].id: the section's id (100002 bytes as printed), on each of 1000000 lines, take up to "))
        #expect(result.stderr.hasSuffix(", more than the 536870912 layoutcalc writes: give the section a shorter id, or fewer items\n"))
        #expect(try layoutcalc(["validate", "-"], input: Data(spec.utf8)).status == 0)
    }

    /// A flow section of 10 items whose variant from 500 points wide has 650,000: at 600 and 700
    /// points 1,300,000 items, more than the 1,250,000 elements a run prints, refused before any
    /// is laid out; at 400 and 600, 650,010 items, laid out.
    @Test func theItemsOfEveryWidthAreCountedBeforeAnyIsLaidOut() throws {
        let spec = Data(#"""
            {"container": {"width": 390}, "sections": [{"kind": "flow", "items": 10,
             "variants": [{"when": {"minWidth": 500}, "items": 650000}]}]}
            """#.utf8)
        let refused = try layoutcalc(["-", "--width", "600,700"], input: spec)
        #expect(refused.status == 65)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr == "<stdin>: error: sections: 1300000 items at 2 widths are more than the 1250000 elements "
                + "layoutcalc prints: lay out at fewer widths (--width), fewer specs or fewer items\n")
        let laidOut = try layoutcalc(["validate", "-", "--width", "400,600"], input: spec)
        #expect(laidOut.status == 0, "\(laidOut.stderr)")
    }

    /// More documents than one run lays out (specs times widths) is a usage error.
    @Test func tooManyWidthsAreAUsageError() throws {
        let widths = (1...10_001).map(String.init).joined(separator: ",")
        let result = try layoutcalc(["samples/home.json", "--width", widths])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: 10001 widths make more documents than the 10000 layoutcalc lays out in one run\n"))
        let specs = try layoutcalc(["validate"] + Array(repeating: "samples/home.json", count: 101) + ["--width", (1...100).map(String.init).joined(separator: ",")])
        #expect(specs.status == 64)
        #expect(specs.stderr.hasPrefix("Error: 101 specs at 100 widths make more documents than the 10000 layoutcalc lays out in one run\n"))
    }
}
