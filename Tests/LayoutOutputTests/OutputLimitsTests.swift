import Foundation
import LayoutEngine
import LayoutOutput
import LayoutSpec
import Testing
import TestSupport

/// The README's Limits table gives every limit as the code holds it: a limit changed in the code
/// and not in the table (or the other way round) fails here.
@Suite struct OutputLimitsTests {
    /// `1,250,000`, as the README writes a count.
    func grouped(_ count: Int) -> String {
        let digits = String(count)
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }

    /// `512 MiB`, `1 GiB`.
    func binary(_ bytes: Int) -> String {
        bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }

    @Test func theReadmeGivesEveryLimitAsTheCodeHoldsIt() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = [
            "| spec size | \(binary(SpecLimits.maximumSpecBytes)) |",
            "| nesting of arrays and objects | \(SpecLimits.maximumNesting) levels |",
            "| items in a section; in a spec | \(grouped(SpecLimits.maximumItemsPerSection)); \(grouped(SpecLimits.maximumTotalItems)) |",
            "| sections | \(grouped(SpecLimits.maximumSections)) |",
            "| nesting of groups | \(SpecLimits.maximumGroupDepth) levels |",
            "| a group's `count` | \(grouped(SpecLimits.maximumGroupCount)) |",
            "| group members laid out in a run | \(grouped(SolverWork.groupMemberLimit)) |",
            "| subitems weighed by group fits in a run | \(grouped(SolverWork.fitWeightLimit)) |",
            "| any length | \(grouped(Int(SpecLimits.maximumLength))) points |",
            "| elements printed as JSON or ndjson | \(grouped(OutputLimits.maximumElements)) |",
            "| rows of a table; elements of a picture or a page | \(grouped(OutputLimits.maximumTableRows)); "
                + "\(grouped(OutputLimits.maximumPictureElements)) |",
            "| bytes of output, estimated | \(binary(OutputLimits.maximumBytes)) (a table, picture or page: "
                + "\(binary(OutputLimits.maximumBytesForPeople))) |",
            "| sections laid out in a run, specs times widths | \(grouped(OutputLimits.maximumSectionsLaidOut)) |",
            "| documents in a run, specs times widths (exit 64) | \(grouped(OutputLimits.maximumDocuments)) |",
        ]
        for row in rows {
            #expect(readme.contains(row + "\n"), "README.md lacks the row \(row)")
        }
    }
}
