import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutcalcKit
import TestSupport
import Testing

/// A run counts the group solver's work over every spec and width it lays out (`SolverWork`):
/// the members of the groups it would lay out, estimated before any section is, and the
/// subitems its k-fits weigh. A spec that passes a limit is refused with the section at fault.
@Suite struct LayoutRunTests {
    /// The group members of each section of `nestedCountsSpec`.
    static let membersPerSection = 31 * 10_000

    /// A spec of `sections` sections of 20,000 items in groups of 100 subitems, each 1/30,000
    /// of the width: a group's k-fit tries 30,001 members and weighs the 100 subitems for each.
    static func thinFractions(sections: Int) -> String {
        let subitem = #"{"size": {"width": {"fractionalWidth": \#(1.0 / 30_000)}, "height": {"fractionalHeight": 1}}}"#
        let group = #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "subitems": [\#(Array(repeating: subitem, count: 100).joined(separator: ", "))]}"#
        let section = #"{"kind": "compositional", "items": 20000, "group": \#(group)}"#
        return #"{"container": {"width": 100}, "sections": [\#(Array(repeating: section, count: sections).joined(separator: ", "))]}"#
    }

    /// What a run of `specs` lays out, and the issues of each spec it refuses (by the spec's
    /// place in the run); `eachSpecAlone` lays each out by a run of its own.
    func run(_ specs: [String], widths: [Double] = [], eachSpecAlone: Bool = false) -> (documents: [LaidOutDocument], refused: [String: [SpecIssue]]) {
        var documents: [LaidOutDocument] = []
        var refused: [String: [SpecIssue]] = [:]
        var run = LayoutRun(widths: widths, specCount: specs.count)
        for (place, spec) in specs.enumerated() {
            if eachSpecAlone { run = LayoutRun(widths: widths) }
            do throws(LayoutRun.Failure) {
                documents += try run.layOut(Array(spec.utf8), source: "spec \(place)")
            } catch .invalid(let error) {
                refused["spec \(place)"] = error.issues
            } catch {
                Issue.record("spec \(place): \(error)")
            }
        }
        return (documents, refused)
    }

    static func tooManyMembers(inSection section: Int) -> [SpecIssue] {
        [SpecIssue(.layout(.tooManyGroupMembers(section: section, limit: SolverWork.groupMemberLimit)), at: SpecPath([.key("sections"), .index(section), .key("group")]))]
    }

    /// As many such sections as the limit holds (32) are laid out; with more (40), the first
    /// past it is named, and the spec refused before any section is laid out.
    @Test func groupMembersPastTheLimitAreRefusedAtTheSectionThatPassesIt() {
        let fit = SolverWork.groupMemberLimit / Self.membersPerSection
        let within = run([nestedCountsSpec(sections: fit)])
        #expect(within.refused.isEmpty)
        #expect(within.documents.first?.layout.sections.map(\.items.count) == Array(repeating: 1, count: fit))
        let past = run([nestedCountsSpec(sections: fit + 8)])
        #expect(past.documents.isEmpty)
        #expect(past.refused == ["spec 0": Self.tooManyMembers(inSection: fit)])
    }

    /// The members are the run's, over its widths and its specs: 20 sections at two widths pass
    /// the limit in the second width's sections, and are refused before the first width is laid
    /// out; the same spec twice, in the second spec. Counted for each spec alone (`validate`),
    /// both are laid out.
    @Test func groupMembersAreCountedOverTheRunsWidthsAndSpecs() {
        let spec = nestedCountsSpec(sections: 20)
        let first = 20 * Self.membersPerSection
        let passing = (SolverWork.groupMemberLimit - first) / Self.membersPerSection
        #expect(run([spec]).refused.isEmpty)
        let widths = run([spec], widths: [390, 400])
        #expect(widths.documents.isEmpty)
        #expect(widths.refused == ["spec 0": Self.tooManyMembers(inSection: passing)])
        let twice = run([spec, spec])
        #expect(twice.documents.count == 1)
        #expect(twice.refused == ["spec 1": Self.tooManyMembers(inSection: passing)])
        let alone = run([spec, spec], eachSpecAlone: true)
        #expect(alone.refused.isEmpty)
        #expect(alone.documents.count == 2)
    }

    /// A section of such thin fractions weighs 30,001 × 100 = 3,000,100 subitems: one spec of it
    /// lays out, and the next in the run passes the 5,000,000 the run's k-fits may weigh, in
    /// its first section. Counted for each spec alone, both lay out.
    @Test func theKFitsWeightIsTheRuns() {
        #expect(30_001 * 100 < SolverWork.fitWeightLimit && 2 * 30_001 * 100 > SolverWork.fitWeightLimit)
        let spec = Self.thinFractions(sections: 1)
        let twice = run([spec, spec])
        #expect(twice.documents.map { $0.layout.sections[0].items.count } == [20_000])
        #expect(twice.refused == [
            "spec 1": [SpecIssue(.layout(.groupTooLarge(section: 0, limit: SolverWork.fitWeightLimit)), at: SpecPath([.key("sections"), .index(0), .key("group")]))]
        ])
        #expect(run([spec, spec], eachSpecAlone: true).refused.isEmpty)
    }
}
