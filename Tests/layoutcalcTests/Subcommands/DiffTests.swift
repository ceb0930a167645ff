import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `layoutcalc diff OLD NEW [--diff-svg PICTURE]`: two outputs compared, without a spec, and what
/// changed drawn; its exit codes as `check`'s.
@Suite struct DiffTests {
    let golden = "samples/expected/home.json"

    @Test func identicalOutputsExit0AndPrintNothing() throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("diff.svg")
            let result = try layoutcalc(["diff", golden, golden, "--diff-svg", picture.path])
            #expect(result.status == 0)
            #expect(result.output.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: picture.path))
        }
    }

    /// The samples' home screen and its changes (CheckDiffPictureTests derives which elements
    /// change, are added and removed): the same picture `check --diff-svg` draws, from the two
    /// outputs alone, and a unified diff headed by the two files' names.
    @Test(arguments: [("json", "samples/expected/home.json"), ("ndjson", "samples/expected/home.ndjson")])
    func movedAddedAndRemovedElementsAreDrawn(_ format: String, _ old: String) throws {
        try withTemporaryDirectory { directory in
            let new = directory.appendingPathComponent("new." + format)
            try layoutcalc(["samples/changes/home.json", "--format", format]).stdout.write(to: new)
            let picture = directory.appendingPathComponent("diff.svg")
            let result = try layoutcalc(["diff", old, new.path, "--format", format, "--diff-svg", picture.path])
            #expect(result.status == 1)
            #expect(result.stderr.isEmpty)
            #expect(result.output.hasPrefix("--- \(old)\n+++ \(new.path)\n@@ "))
            let groups = try DiffGroups(picture)
            #expect(groups.elements == CheckDiffPictureTests.homeChanges)
            #expect(groups.texts.first == "\(new.path): what changed")
            try CheckDiffPictureTests.render(picture)
        }
    }

    /// A file whose frames do not read back (here a table): its name and what is wrong, exit
    /// 65, nothing on standard output and no picture; a file that is not there, 66; both from
    /// standard input, a usage error.
    @Test func badOrUnreadableInputExitsAsCheckDoes() throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("diff.svg")
            let table = try layoutcalc(["diff", golden, "samples/expected/home.txt", "--diff-svg", picture.path])
            #expect(table.status == 65)
            #expect(table.stdout.isEmpty)
            #expect(table.stderr.hasPrefix("samples/expected/home.txt:1:1: error: "))
            #expect(!FileManager.default.fileExists(atPath: picture.path))
            let missing = try layoutcalc(["diff", golden, "no/such/output.json"])
            #expect(missing.status == 66)
            #expect(missing.stdout.isEmpty)
            #expect(missing.stderr.hasPrefix("no/such/output.json: error: "))
            let stdin = try layoutcalc(["diff", "-", "-"])
            #expect(stdin.status == 64)
            #expect(stdin.stdout.isEmpty)
        }
    }

    /// A file's name in the header is escaped as in every message: a newline in it would add a
    /// header line of its own, an ESC reach the terminal.
    @Test func theHeaderEscapesTheFilesNames() throws {
        try withTemporaryDirectory { directory in
            let new = directory.appendingPathComponent("x\n+++ y\u{1B}[31m.json")
            try layoutcalc(["samples/changes/home.json"]).stdout.write(to: new)
            let result = try layoutcalc(["diff", golden, new.path])
            #expect(result.status == 1)
            #expect(result.output.hasPrefix("--- \(golden)\n+++ \(directory.path)/x\\u000A+++ y\\u001B[31m.json\n@@ "))
        }
    }

    /// Without --diff-svg the outputs are compared and the diff printed all the same; from
    /// standard input, NEW is named `<stdin>`.
    @Test func aDiffWithoutAPictureReadsStandardInput() throws {
        let new = try layoutcalc(["samples/changes/home.json"]).stdout
        let result = try layoutcalc(["diff", golden, "-"], input: new)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("--- \(golden)\n+++ <stdin>\n"))
    }
}
