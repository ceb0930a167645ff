import Foundation
import Testing
import TestSupport

/// `layoutcalc check SPEC --expected FILE [--update]`.
@Suite struct CheckTests {
    let home = "samples/home.json"

    @Test func anEqualGoldenExits0AndPrintsNothing() throws {
        let result = try layoutcalc(["check", home, "--expected", "samples/expected/home.json"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        let table = try layoutcalc(["check", home, "--format", "table", "--expected", "samples/expected/home.txt"])
        #expect(table.status == 0)
    }

    /// The golden's first item 1 point lower: the diff shows that line with three lines of
    /// context each side, in the golden's own line numbers.
    @Test func aChangedGoldenPrintsAUnifiedDiffAndExits1() throws {
        try withTemporaryDirectory { directory in
            let golden = try String(contentsOf: packageRoot.appendingPathComponent("samples/expected/home.json"), encoding: .utf8)
            var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let target = try #require(lines.firstIndex(of: "          \"y\": 0,"))
            lines[target] = "          \"y\": 1,"
            let file = directory.appendingPathComponent("home.json")
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)

            let result = try layoutcalc(["check", home, "--expected", file.path])
            #expect(result.status == 1)
            #expect(result.stderr.isEmpty)
            let context = { (range: ClosedRange<Int>) in range.map { " " + lines[$0] + "\n" }.joined() }
            let expected = "--- expected\n+++ actual\n"
                + "@@ -\(target - 2),7 +\(target - 2),7 @@\n"
                + context(target - 3...target - 1)
                + "-          \"y\": 1,\n+          \"y\": 0,\n"
                + context(target + 1...target + 3)
            #expect(result.output == expected)
        }
    }

    @Test func updateRewritesTheGoldenAtomically() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("home.txt")
            try Data("stale\n".utf8).write(to: file)
            let result = try layoutcalc(["check", home, "--format", "table", "--expected", file.path, "--update"])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(try Data(contentsOf: file) == Data(contentsOf: packageRoot.appendingPathComponent("samples/expected/home.txt")))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["home.txt"])
            // A golden that does not exist yet is written too.
            let new = directory.appendingPathComponent("new.json")
            #expect(try layoutcalc(["check", home, "--expected", new.path, "--update"]).status == 0)
            #expect(try Data(contentsOf: new) == layoutcalc([home]).stdout)
        }
    }

    @Test func aMissingGoldenExits66() throws {
        let result = try layoutcalc(["check", home, "--expected", "no/such/golden.json"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "no/such/golden.json: error: cannot read: No such file or directory\n")
    }

    /// A golden file larger than the spec size limit is refused before it is read (a sparse
    /// file says its size), or from a device as soon as it passes the limit.
    @Test(arguments: [true, false])
    func aGoldenOverTheSizeLimitExits66(_ isFile: Bool) throws {
        try withTemporaryDirectory { directory in
            let golden = isFile ? directory.appendingPathComponent("huge.json").path : "/dev/zero"
            if isFile {
                try Data().write(to: URL(fileURLWithPath: golden))
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: golden))
                try handle.truncate(atOffset: UInt64(256 << 20) + 1)
                try handle.close()
            }
            let result = try layoutcalc(["check", home, "--expected", golden])
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "\(golden): error: the golden file is 268435457 bytes or more, more than the limit 268435456\n")
        }
    }

    /// A golden that differs everywhere (a waterfall of 300 items laid out at 400 points,
    /// checked at 390) prints at most 10 hunks and 200 changed lines, then how many more differ.
    @Test func aGoldenThatDiffersEverywherePrintsABoundedDiff() throws {
        try withTemporaryDirectory { directory in
            let ratios = (0..<300).map { ["1", "0.75", "1.5"][$0 % 3] }.joined(separator: ",")
            let spec = directory.appendingPathComponent("waterfall.json")
            try Data(#"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "ratios": ["#.utf8 + Data(ratios.utf8) + Data("]}]}".utf8))
                .write(to: spec)
            let golden = directory.appendingPathComponent("golden.json")
            #expect(try layoutcalc([spec.path, "--width", "400", "--output", golden.path]).status == 0)
            let result = try layoutcalc(["check", spec.path, "--expected", golden.path])
            #expect(result.status == 1)
            let lines = result.output.split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("@@ ") }.count <= 10)
            let changed = lines.filter { ($0.hasPrefix("-") && $0 != "--- expected") || ($0.hasPrefix("+") && $0 != "+++ actual") }
            #expect(changed.count == 200)
            let last = try #require(lines.last)
            #expect(last.hasPrefix("… ") && last.hasSuffix(" more lines differ"), "\(last)")
            #expect((Int(last.dropFirst(2).prefix { $0.isNumber }) ?? 0) > 1000)
        }
    }

    @Test func anInvalidSpecExits65() throws {
        let spec = Data(#"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "columns": 0}]}"#.utf8)
        let result = try layoutcalc(["check", "-", "--expected", "samples/expected/home.json"], input: spec)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>: error: sections[0].columns: expected an integer from 1 to 1000, found 0\n")
    }

    @Test func optionsReachTheLayout() throws {
        // The golden at 834 differs from the layout at 390, and matches at 834.
        let golden = "samples/expected/albums-834.json"
        #expect(try layoutcalc(["check", "samples/albums.json", "--expected", golden]).status == 1)
        #expect(try layoutcalc(["check", "samples/albums.json", "--width", "834", "--expected", golden]).status == 0)
    }

    @Test func usageErrorsExit64() throws {
        #expect(try layoutcalc(["check", home]).status == 64)
        #expect(try layoutcalc(["check", home, "--expected", "-"]).status == 64)
        #expect(try layoutcalc(["check", "--expected", "samples/expected/home.json"]).status == 64)
    }
}
