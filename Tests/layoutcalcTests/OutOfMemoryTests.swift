import Foundation
import Testing

/// Running out of memory: exit 70, one line on standard error, no stack trace, and the output
/// file as it was.
@Suite struct OutOfMemoryTests {
    /// This build, and the release build when `make test-slow` names it (it handles a failed
    /// allocation its own way: see `OutOfMemory`).
    static let builds = [executable.path] + (ProcessInfo.processInfo.environment["LAYOUTCALC_RELEASE"].map { [$0] } ?? [])

    /// A carousel of 2,000,000 items needs its 32-byte frames in one array of 64 MB, which an
    /// address space of 50,000 KB, where the home screen lays out, cannot hold.
    @Test(.enabled(if: addressSpaceCanBeLimited, "ulimit -v limits nothing here"), arguments: builds)
    func runningOutOfMemoryExits70WithOneLine(_ program: String) throws {
        try withTemporaryDirectory { directory in
            let spec = directory.appendingPathComponent("big.json")
            try Data(#"{"container": {"width": 390}, "sections": [{"kind": "carousel", "items": 2000000, "offsets": [0]}]}"#.utf8).write(to: spec)
            let target = directory.appendingPathComponent("layout.json")
            try Data("the previous layout\n".utf8).write(to: target)

            let home = try shell("ulimit -v 50000; exec '\(program)' samples/home.json --output '\(target.path)'")
            #expect(home.status == 0, "\(home.stderr)")
            try Data("the previous layout\n".utf8).write(to: target)

            let result = try shell("ulimit -v 50000; exec '\(program)' '\(spec.path)' --output '\(target.path)'")
            #expect(result.status == 70)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"), "\(result.stderr)")
            #expect(result.stderr.contains("failed to allocate ") && result.stderr.contains(" bytes"))
            #expect(try String(contentsOf: target, encoding: .utf8) == "the previous layout\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["big.json", "layout.json"])
        }
    }
}
