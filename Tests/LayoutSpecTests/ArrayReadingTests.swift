import LayoutEngine
import LayoutSpec
import Testing

/// A long array is read, and checked, in two halves at once (`ArrayReading`,
/// `IssueLog.checkElements`): what comes of it must be what reading it in order gives. Every
/// spec here has 1,000 sections, cut between the 500th and the 501st.
@Suite struct ArrayReadingTests {
    static let count = 1_000

    /// 1,000 flow sections of one item each; `body(index)` adds members to a section, and a
    /// section `replaced(index)` names is that text instead.
    static func spec(adding body: (Int) -> String = { _ in "" }, replacing replaced: (Int) -> String? = { _ in nil }) -> String {
        let sections = (0..<count).map { index in
            replaced(index) ?? #"{"kind": "flow", "items": \#(index + 1), "itemSize": {"width": 10, "height": 10}\#(body(index))}"#
        }
        return #"{"container": {"width": 390, "height": 844}, "sections": ["# + sections.joined(separator: ", ") + "]}"
    }

    @Test func theElementsOfBothHalvesAreInTheirPlaces() throws {
        let read = try screen(Self.spec())
        #expect(read.sections.map(\.itemCount) == Array(1...Self.count))
    }

    /// Unknown keys in each half, at its ends: reported in the order of the sections.
    @Test func issuesOfBothHalvesAreInOrder() {
        let bad: Set = [10, 499, 500, 999]
        let issues = orderedIssues(Self.spec(adding: { bad.contains($0) ? #", "bogus": 1"# : "" }))
        #expect(issues.map(\.place) == [10, 499, 500, 999].map { at("sections[\($0)].bogus") })
    }

    /// The 100th issue stops the reading, with one more that says so at its place: the 50th
    /// section of the second half's, when 50 of the first half's come before.
    @Test(arguments: [
        (450..<550, 549),  // 50 issues in each half
        (500..<700, 599),  // all in the second half, which reaches the limit on its own
        (0..<150, 99),  // the first half reaches it
        (499..<1_000, 598),  // one in the first half
    ])
    func theLimitStopsWhereReadingInOrderWould(bad: Range<Int>, last: Int) {
        let issues = orderedIssues(Self.spec(adding: { bad.contains($0) ? #", "bogus": 1"# : "" }))
        #expect(issues.count == 101)
        #expect(issues.dropLast().map(\.place) == (bad.lowerBound...last).map { at("sections[\($0)].bogus") })
        #expect(issues.last == SpecIssue(.tooManyProblems, at: at("sections[\(last)].bogus")))
    }

    /// The checks of the sections (run on what was read) stop alike: a height below zero in
    /// sections 460 to 579.
    @Test func theChecksStopWhereCheckingInOrderWould() {
        let issues = orderedIssues(Self.spec(replacing: { index in
            (460..<580).contains(index) ? #"{"kind": "flow", "items": 1, "itemSize": {"width": 10, "height": -1}}"# : nil
        }))
        #expect(issues.count == 101)
        #expect(issues.dropLast().map(\.place) == (460...559).map { at("sections[\($0)].itemSize.height") })
        #expect(issues.last == SpecIssue(.tooManyProblems, at: at("sections[559].itemSize.height")))
    }

    /// A section that is no object, in the second half, keeps its place: the check of the
    /// section after it is reported there, and nothing of the stand-in in its place.
    @Test func aSectionNotReadInTheSecondHalfKeepsItsPlace() {
        let issues = orderedIssues(Self.spec(replacing: { index in
            switch index {
            case 700: "5"
            case 701, 3: #"{"kind": "flow", "items": 1, "itemSize": {"width": 10, "height": -1}}"#
            default: nil
            }
        }))
        #expect(Set(issues.map(\.place)) == [at("sections[700]"), at("sections[3].itemSize.height"), at("sections[701].itemSize.height")])
    }

    /// Sections are read in two halves from 16 on, well under other arrays' 512: 40 sections,
    /// an unknown key in each half and a height below zero in each.
    @Test func fortySectionsAreReadInTwoHalves() {
        let sections = (0..<40).map { index in
            let height = index == 2 || index == 35 ? -1 : 10
            let extra = index == 7 || index == 20 ? #", "bogus": 1"# : ""
            return #"{"kind": "flow", "items": 1, "itemSize": {"width": 10, "height": \#(height)}\#(extra)}"#
        }
        let json = #"{"container": {"width": 390, "height": 844}, "sections": ["# + sections.joined(separator: ", ") + "]}"
        // The reader's issues in order, then the checks' (of what was read) in order.
        #expect(orderedIssues(json).map(\.place) == [
            at("sections[7].bogus"), at("sections[20].bogus"), at("sections[2].itemSize.height"), at("sections[35].itemSize.height"),
        ])
    }

    /// A group's 600 subitems are read and checked in two halves too.
    @Test func aGroupsSubitemsAreReadInTwoHalves() throws {
        let subitems = (0..<600).map { index in
            let height = index == 0 || index == 599 ? -5 : 10
            return #"{"size": {"width": {"fractionalWidth": 0.001}, "height": {"absolute": \#(height)}}}"#
        }
        let json = oneSection(#"""
            "kind": "compositional", "items": 600,
            "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [\#(subitems.joined(separator: ","))]}
            """#)
        #expect(orderedIssues(json).map(\.place) == [0, 599].map { at("sections[0].group.subitems[\($0)].size.height.absolute") })
    }
}
