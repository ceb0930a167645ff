import Foundation
import Testing

/// The hostile-input suite: every spec in `BadSpecs/` is refused with exit code 65, nothing on
/// standard output, and exactly the diagnostics its `.stderr` file gives (each naming a line and
/// column, or a JSON path, and saying what was expected and what was found).
@Suite struct BadInputTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadSpecs")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func theSuiteIsLargeAndEveryCaseHasItsExpectation() throws {
        #expect(Self.cases.count >= 60)
        for name in Self.cases {
            let expected = Self.directory.appendingPathComponent(name + ".stderr")
            #expect(FileManager.default.fileExists(atPath: expected.path), "\(name) has no .stderr")
        }
    }

    @Test(arguments: cases)
    func isRefused(_ name: String) throws {
        let spec = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let expected = try String(contentsOf: Self.directory.appendingPathComponent(name + ".stderr"), encoding: .utf8)
        let result = try layoutcalc(["-"], input: spec)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected)
        for line in expected.split(separator: "\n") {
            #expect(line.hasPrefix("<stdin>:") || line.hasPrefix("<stdin>: error: "), "\(line) names no place")
        }
    }
}
