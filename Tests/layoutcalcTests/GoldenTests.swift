import Foundation
import Testing
import TestSupport

/// The samples' outputs, byte for byte.
@Suite struct GoldenTests {
    @Test func everySampleHasGoldens() {
        #expect(Golden.all.count >= 4)
        let samples = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("samples").path)) ?? []
        for sample in samples where sample.hasSuffix(".json") {
            #expect(Golden.all.contains { $0.arguments.first == "samples/" + sample }, "\(sample) has no golden output")
        }
    }

    /// By both `builds`: the release build links json-c in, with tables of members of its own
    /// (`smallMemberTable`).
    @Test(arguments: Golden.all, builds)
    func matchesItsGolden(_ golden: Golden, program: String) throws {
        let result = try run(program, golden.arguments)
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

/// The README shows real output, is short, and its CI job checks the goldens. (Its console
/// examples run with the docs' pages', in `DocumentationTests`.)
@Suite struct ReadmeTests {
    static let readme = Documentation.text(of: "README.md")

    @Test func theExampleTableIsTheRealOutput() throws {
        let start = try #require(Self.readme.range(of: "<!-- home-table -->\n```\n"))
        let end = try #require(Self.readme.range(of: "```\n<!-- /home-table -->"))
        let shown = String(Self.readme[start.upperBound..<end.lowerBound])
        #expect(try layoutcalc(["samples/home.json", "--format", "table"]).output == shown)
    }

    /// The spec the example shows is samples/home.json, folded onto fewer lines.
    @Test func theExampleSpecIsTheSample() throws {
        let example = try #require(Self.readme.range(of: "## An example\n"))
        let rest = Self.readme[example.upperBound...]
        let start = try #require(rest.range(of: "```json\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        let shown = try JSONSerialization.jsonObject(with: Data(rest[start.upperBound..<end.lowerBound].utf8))
        let sample = try JSONSerialization.jsonObject(with: Data(contentsOf: packageRoot.appendingPathComponent("samples/home.json")))
        #expect(NSDictionary(dictionary: try #require(shown as? [String: Any])).isEqual(to: try #require(sample as? [String: Any])))
    }

    /// A new user reads it in five minutes: at most 15 KB (issue 23).
    @Test func theReadmeIsShort() {
        #expect(Self.readme.utf8.count <= 15_000)
        #expect(Self.readme.hasPrefix("# layoutcalc\n\n```sh\nmake run "))
    }

    /// The GitHub Actions job's script, run in the package root with this build's layoutcalc in
    /// place of the release build: it passes over the goldens, and fails (showing the diff) on a
    /// list with a golden that differs.
    @Test func theContinuousIntegrationJobChecksTheGoldens() throws {
        let start = try #require(Self.readme.range(of: "```yaml\n"))
        let end = try #require(Self.readme[start.upperBound...].range(of: "```\n"))
        let job = Self.readme[start.upperBound..<end.lowerBound]
        #expect(job.contains("libjson-c-dev"))
        #expect(job.contains("- run: make build"))
        let lines = job.split(separator: "\n", omittingEmptySubsequences: false)
        let scriptStart = try #require(lines.firstIndex { $0.hasSuffix("run: |") })
        let indent = lines[scriptStart + 1].prefix { $0 == " " }.count
        let script = lines[(scriptStart + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: indent)) }
            .map { $0.dropFirst(indent) }.joined(separator: "\n")
        #expect(script.contains(".build/release/layoutcalc check"))
        let ours = script.replacingOccurrences(of: ".build/release/layoutcalc", with: "'\(executable.path)'")
        let passing = try shell(ours)
        #expect(passing.status == 0, "\(passing.output)\(passing.stderr)")
        #expect(passing.stdout.isEmpty)
        try withTemporaryDirectory { directory in
            let list = directory.appendingPathComponent("goldens")
            try Data("# one golden, laid out at another height\nhome.json home.json --height 900\n".utf8).write(to: list)
            let failing = try shell(ours.replacingOccurrences(of: "< samples/goldens", with: "< '\(list.path)'"))
            #expect(failing.status == 1)
            #expect(failing.output.contains("-    \"height\": 844\n+    \"height\": 900\n"))
        }
    }
}
