import ArgumentParser
@testable import layoutcalc
import Testing

/// The default command parsed on its own gives the command the root would run, and is taken
/// only where the arguments cannot mean anything else.
@Suite struct DirectLayoutTests {
    @Test(arguments: [
        ["home.json"], [], ["-"], ["a.json", "b.json", "--format", "table"], ["--width", "320,390", "home.json"],
        ["home.json", "--scroll-offset", "0,300", "--offset", "10", "--precision", "2", "--output", "out.json"],
        ["--", "odd name.json"],
    ])
    func parsesAsTheRootWould(_ arguments: [String]) throws {
        let direct = try #require(DirectLayout.command(arguments))
        let throughRoot = try #require(try LayoutCalc.parseAsRoot(arguments) as? Layout)
        #expect(String(describing: direct) == String(describing: throughRoot))
    }

    /// Every subcommand's name, wherever it stands, and the parser's own flags go to the root.
    @Test func leavesTheRootsArgumentsToIt() {
        let names = LayoutCalc.configuration.subcommands.map { $0._commandName } + ["help"]
        #expect(names.contains("validate") && names.contains("layout"))
        for name in names {
            #expect(DirectLayout.command([name, "home.json"]) == nil, "\(name)")
            #expect(DirectLayout.command(["home.json", name]) == nil, "\(name)")
        }
        for flag in ["-h", "--help", "--version", "--experimental-dump-help", "--generate-completion-script", "--generate-completion-script=zsh"] {
            #expect(DirectLayout.command(["home.json", flag]) == nil, "\(flag)")
        }
    }

    /// What `layout` refuses is parsed again by the root, whose message a run prints.
    @Test(arguments: [["--bogus"], ["home.json", "--width", "0"], ["--format"], ["--format", "png"]])
    func leavesRefusalsToTheRoot(_ arguments: [String]) {
        #expect(DirectLayout.command(arguments) == nil)
        #expect(throws: (any Error).self) { try LayoutCalc.parseAsRoot(arguments) }
    }
}
