import Foundation
import Testing

/// `layoutcalc validate SPEC ...`.
@Suite struct ValidateTests {
    @Test func validSpecsPrintNothing() throws {
        let result = try layoutcalc(["validate", "samples/home.json", "samples/albums.json", "samples/mosaic.json"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    /// Every error of every spec, in order (of a spec, the reader's before the checks'), not only
    /// the first of each.
    @Test func everyErrorOfEverySpecIsReported() throws {
        try withTemporaryDirectory { directory in
            let first = directory.appendingPathComponent("first.json")
            try Data(#"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "columns": 0, "spacing": -1}]}"#.utf8).write(to: first)
            let second = directory.appendingPathComponent("second.json")
            try Data(#"{"container": {"width": 0}, "sections": [{"kind": "waterfall", "colums": 2}]}"#.utf8).write(to: second)
            let result = try layoutcalc(["validate", first.path, "samples/home.json", second.path])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr == """
                    \(first.path): error: sections[0].columns: expected an integer from 1 to 1000, found 0
                    \(first.path): error: sections[0].spacing: expected a number ≥ 0, found -1
                    \(second.path): error: sections[0].colums: unknown key "colums"; did you mean "columns"?
                    \(second.path): error: container.width: expected a number > 0, found 0

                    """)
        }
    }

    /// A spec is valid when it lays out too: a fraction of the height needs a height.
    @Test func layoutErrorsCount() throws {
        let spec = #"{"container": {"width": 390}, "sections": [{"kind": "compositional", "items": 1, "group": {"group": "horizontal","#
            + #" "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}"#
        #expect(try layoutcalc(["validate"], input: Data(spec.utf8)).status == 65)
        #expect(try layoutcalc(["validate", "--height", "800"], input: Data(spec.utf8)).status == 0)
    }

    @Test func anUnreadableSpecExits66() throws {
        let result = try layoutcalc(["validate", "no/such.json"])
        #expect(result.status == 66)
        #expect(result.stderr == "no/such.json: error: cannot read: No such file or directory\n")
    }
}
