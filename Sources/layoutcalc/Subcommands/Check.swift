import ArgumentParser
import LayoutSpec
import LayoutText
import LayoutOutput

/// `layoutcalc check SPEC --expected FILE`: compares a layout with its golden file.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lays out a spec and compares the output with a golden file.",
        discussion: """
            The same output as the main command with the same options, compared byte for byte \
            with FILE: identical exits 0 and prints nothing; a difference prints a unified diff \
            (--- expected, +++ actual; at most \(UnifiedDiff.maximumHunks) hunks and \
            \(UnifiedDiff.maximumChangedLines) changed lines, then how many more lines differ) and \
            exits 1. --update rewrites FILE atomically instead. FILE may be as large as a spec.
            """,
        helpNames: .shortAndLong)

    @Argument(help: "The spec file; - reads standard input.")
    var spec: FileName

    @Option(help: ArgumentHelp("The golden file to compare with.", valueName: "FILE"))
    var expected: FileName

    @Flag(help: "Rewrite FILE with the output when it differs, instead of printing the diff.")
    var update = false

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var format: FormatOptions

    func validate() throws {
        if expected.isDash { throw ValidationError("--expected must be a file") }
        try layout.checkDocumentCount(specs: 1)
    }

    func run() throws {
        try Terminal.run {
            Terminal.reportWriteErrors()
            let run = layout.run(format: format)
            let documents = try run.documents([spec])
            // Held whole to be compared, and no larger than a golden file may be (one larger
            // could never be read back to compare with).
            let actual = try ByteArraySink.collect(upTo: SpecLimits.maximumSpecBytes) { (out) throws(OutputError) in
                try run.write(documents, to: &out)
            }
            guard let actual else {
                Terminal.error(
                    "\(spec.isDash ? "<stdin>" : spec.shown): error: the output is more than \(SpecLimits.maximumSpecBytes) "
                        + "bytes, more than a golden file may hold: check it in parts, or print it with the main command")
                throw ExitCode.invalidSpec
            }
            let golden: [UInt8]?
            do throws(InputError) {
                golden = try InputFile.read(expected, as: .golden)
            } catch {
                // --update creates a golden file that is not there yet.
                guard update && error.isMissingFile else {
                    Terminal.error("\(expected.shown): error: \(error.message)")
                    throw error.exitCode
                }
                golden = nil
            }
            if let golden, golden == actual { return }
            if update {
                try OutputDestination.file(expected).write { (out) throws(OutputError) in try out.bytes(actual) }
                return
            }
            var diff: [UInt8] = []
            UnifiedDiff(from: golden ?? [], to: actual).write(to: &diff)
            try OutputDestination.standardOutput.write { (out) throws(OutputError) in try out.bytes(diff) }
            throw ExitCode.different
        }
    }
}
