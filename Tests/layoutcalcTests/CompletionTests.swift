import Foundation
import Testing

/// `--generate-completion-script` (swift-argument-parser's), for the shells it supports.
@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func eachShellGetsAScriptNamingEverySubcommandAndFormat(_ shell: String) throws {
        let result = try layoutcalc(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for word in ["validate", "check", "schema", "expected", "update", "diff-svg", "ndjson", "svg", "scroll-offset"] {
            #expect(result.output.contains(word), "\(shell) completions lack \(word)")
        }
    }

    /// Bash completes the subcommands: `layoutcalc di` to `diff` (the word is in every script
    /// already, inside `diff-svg`).
    @Test func bashCompletesTheDiffSubcommand() throws {
        try withTemporaryDirectory { directory in
            let script = directory.appendingPathComponent("layoutcalc.bash")
            try layoutcalc(["--generate-completion-script", "bash"]).stdout.write(to: script)
            let completion = try shell(
                """
                source \(script.path)
                COMP_WORDS=(layoutcalc di); COMP_CWORD=1
                COMP_LINE="layoutcalc di"; COMP_POINT=${#COMP_LINE}
                _layoutcalc layoutcalc di layoutcalc
                echo "${COMPREPLY[@]}"
                """)
            #expect(completion.output == "diff\n")
        }
    }

    /// Bash reads the script, and completing `layoutcalc check spec.json --format ` offers the
    /// five formats.
    @Test func bashCompletesTheFormats() throws {
        try withTemporaryDirectory { directory in
            let script = directory.appendingPathComponent("layoutcalc.bash")
            try layoutcalc(["--generate-completion-script", "bash"]).stdout.write(to: script)
            #expect(try shell("bash -n \(script.path)").status == 0)
            let completion = try shell(
                """
                source \(script.path)
                COMP_WORDS=(layoutcalc check spec.json --format ""); COMP_CWORD=4
                COMP_LINE="layoutcalc check spec.json --format "; COMP_POINT=${#COMP_LINE}
                _layoutcalc layoutcalc "" --format
                echo "${COMPREPLY[@]}"
                """)
            #expect(completion.output == "json table ndjson svg html\n")
        }
    }
}
