import Foundation
import Testing
import TestSupport

/// The command line: numbers, messages, help, and file names that are not UTF-8 (SPEC §3).
@Suite struct CommandLineTests {
    let home = "samples/home.json"

    /// A value refused: exit 64, nothing on standard output, and the parser's message quoting
    /// the value as it was typed, then what the option takes.
    @Test(arguments: [
        (["--width", "0x10"], "The value '0x10' is invalid for '--width <W[,W...]>': must be a decimal number > 0, at most 10000000"),
        (["--width", "320,1e400"], "The value '320,1e400' is invalid for '--width <W[,W...]>': '1e400' must be a decimal number > 0, at most 10000000"),
        (["--width", "9007199254740993"], "The value '9007199254740993' is invalid for '--width <W[,W...]>': must be a decimal number > 0, at most 10000000"),
        (["--height", "-1"], "The value '-1' is invalid for '--height <H>': must be a decimal number > 0, at most 10000000"),
        (["--height", "nan"], "The value 'nan' is invalid for '--height <H>': must be a decimal number > 0, at most 10000000"),
        (["--offset", "inf"], "The value 'inf' is invalid for '--offset <X>': must be a decimal number from -10000000 to 10000000"),
        (["--offset", "-1e8"], "The value '-1e8' is invalid for '--offset <X>': must be a decimal number from -10000000 to 10000000"),
        (["--scale", "4"], "The value '4' is invalid for '--scale <S>': must be 1, 2 or 3"),
        (["--precision", "-1"], "The value '-1' is invalid for '--precision <N>': must be an integer from 0 to 17"),
    ])
    func aRefusedValueIsQuotedAsTypedAndSaysWhatIsAllowed(_ arguments: [String], _ message: String) throws {
        let result = try layoutcalc([home] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: " + message + "\n"), "\(result.stderr)")
    }

    /// A negative offset is a value, not a flag: the carousel clamps it to 0, as UIKit does.
    @Test func aNegativeOffsetIsTaken() throws {
        let result = try layoutcalc([home, "--offset", "-5", "--offset", "-1e3"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let carousel = (document?["sections"] as? [[String: Any]])?.first
        #expect((carousel?["transforms"] as? [[String: Any]])?.map { $0["offset"] as? Double } == [0, 0])
    }

    @Test func helpShowsTheLayoutCommandsArgumentsFlagsAndSubcommands() throws {
        for flag in ["--help", "-h"] {
            let result = try layoutcalc([flag])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            for word in [
                "<specs>", "--width <W[,W...]>", "--height <H>", "--scale <S>", "--offset <X>", "--format <json|table|ndjson|svg|html>",
                "--precision <N>", "--output <FILE>", "--version", "layoutcalc validate <spec>", "layoutcalc check <spec>",
                "layoutcalc schema", "layoutcalc help <subcommand>", "layoutcalc diff <old> <new>", "1 check or diff found a difference",
            ] {
                #expect(result.output.contains(word), "\(flag) does not show \(word)")
            }
        }
        // Each subcommand has its own.
        let check = try layoutcalc(["check", "--help"]).output
        #expect(check.contains("--expected <FILE>"))
        #expect(check.contains("--diff-svg <PICTURE>"))
        let diff = try layoutcalc(["diff", "--help"]).output
        #expect(diff.contains("--format <format>"))
        #expect(diff.contains("--diff-svg <PICTURE>"))
        #expect(try layoutcalc(["help"]).output.contains("SUBCOMMANDS:"))
    }

    /// Piped input is read without a word; a terminal on standard input gets one line first.
    /// `script` gives the run a terminal and types into it what it reads: the spec on one line,
    /// then the end of input (^D at the start of a line). The terminal ends lines with \r\n,
    /// and echoes what is typed.
    @Test func aTerminalOnStandardInputGetsAHint() throws {
        let spec = try String(contentsOf: packageRoot.appendingPathComponent(home), encoding: .utf8)
        let piped = try layoutcalc(["--format", "ndjson"], input: Data(spec.utf8))
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)

        #if os(macOS)
        let atTerminal = "script -q /dev/null '\(executable.path)' --format ndjson"
        #else
        let atTerminal = "script -qec \"'\(executable.path)' --format ndjson\" /dev/null"
        #endif
        let typed = spec.replacingOccurrences(of: "\n", with: " ")
        let result = try shell("printf '%s\\n\\004' '\(typed)' | \(atTerminal)")
        #expect(result.status == 0)
        let lines = result.output.components(separatedBy: "\r\n")
        let hint = try #require(lines.firstIndex(of: "layoutcalc: reading a spec from standard input; --help for usage"))
        #expect(lines[(hint + 1)...].joined(separator: "\n") == piped.output)
    }

    /// A spec and an output whose names are not UTF-8 are read and written under exactly
    /// those bytes; messages show such a byte as `\xFF`. (macOS's file systems take only
    /// UTF-8 names.)
    #if os(Linux)
    @Test func fileNamesAreBytes() throws {
        try withTemporaryDirectory { directory in
            let result = try shell(
                """
                cd '\(directory.path)' && cp '\(packageRoot.path)/\(home)' $'spec\\xff.json' \
                && '\(executable.path)' $'spec\\xff.json' --output $'out\\xfe.json' \
                && '\(executable.path)' '\(packageRoot.path)/\(home)' | cmp - $'out\\xfe.json' && ls | LC_ALL=C sort | od -An -c
                """)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            // Exactly the two files, under their bytes: "out\376.json" and "spec\377.json".
            let listed = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(listed == #"o u t 376 . j s o n \n s p e c 377 . j s o n \n"#)

            let missing = try shell("cd '\(directory.path)' && '\(executable.path)' $'no\\xffsuch.json'")
            #expect(missing.status == 66)
            #expect(missing.stderr == "no\\xFFsuch.json: error: cannot read: No such file or directory\n")
        }
    }
    #endif
}
