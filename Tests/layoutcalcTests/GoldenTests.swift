import Foundation
import Testing

/// The samples' outputs, byte for byte.
@Suite struct GoldenTests {
    @Test func everySampleHasGoldens() {
        #expect(Golden.all.count >= 4)
        let samples = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("samples").path)) ?? []
        for sample in samples where sample.hasSuffix(".json") {
            #expect(Golden.all.contains { $0.arguments.first == "samples/" + sample }, "\(sample) has no golden output")
        }
    }

    @Test(arguments: Golden.all)
    func matchesItsGolden(_ golden: Golden) throws {
        let result = try layoutcalc(golden.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let expected = try Data(contentsOf: packageRoot.appendingPathComponent("samples/expected/" + golden.expected))
        #expect(result.stdout == expected, "run `make goldens` and review the diff if the change is intended")
    }

    @Test(arguments: Golden.all.filter { !$0.arguments.contains("--format") })
    func jqPrintsTheSameBytes(_ golden: Golden) throws {
        let expected = try Data(contentsOf: packageRoot.appendingPathComponent("samples/expected/" + golden.expected))
        let reprinted = try run("/usr/bin/env", ["jq", "."], input: expected)
        #expect(reprinted.status == 0, "jq is needed here; `make test` installs it")
        #expect(reprinted.stdout == expected)
    }

    @Test(arguments: Golden.all)
    func twoRunsGiveTheSameBytes(_ golden: Golden) throws {
        #expect(try layoutcalc(golden.arguments).stdout == layoutcalc(golden.arguments).stdout)
    }
}

/// The README shows real output.
@Suite struct ReadmeTests {
    static let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func theExampleTableIsTheRealOutput() throws {
        let start = try #require(Self.readme.range(of: "<!-- home-table -->\n```\n"))
        let end = try #require(Self.readme.range(of: "```\n<!-- /home-table -->"))
        let shown = String(Self.readme[start.upperBound..<end.lowerBound])
        #expect(try layoutcalc(["samples/home.json", "--format", "table"]).output == shown)
    }

    /// A `console` block of the README: its commands (`$ ` lines, `> ` continuing them) and
    /// what they print.
    struct ConsoleBlock: CustomTestStringConvertible, Sendable {
        var script: String
        var output: String
        var testDescription: String { String(script.prefix(60)) }
    }

    static let consoleBlocks: [ConsoleBlock] = readme.components(separatedBy: "```console\n").dropFirst().map { rest in
        let body = rest.components(separatedBy: "```\n")[0]
        var script: [String] = []
        var output = ""
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("$ ") || line.hasPrefix("> ") {
                script.append(String(line.dropFirst(2)))
            } else {
                output += line + "\n"
            }
        }
        return ConsoleBlock(script: script.joined(separator: "\n"), output: output)
    }

    @Test func thereAreConsoleExamples() {
        #expect(Self.consoleBlocks.count >= 6)
    }

    /// Each block run by bash, with this build's layoutcalc first on the PATH, prints what the
    /// README shows (standard output and standard error together).
    @Test(arguments: consoleBlocks)
    func consoleExamplesPrintWhatTheyShow(_ block: ConsoleBlock) throws {
        let directory = executable.deletingLastPathComponent().path
        let result = try shell("export PATH='\(directory)':\"$PATH\"; exec 2>&1\n" + block.script)
        #expect(result.output == block.output)
    }
}
