import ArgumentParser
import LayoutDiff
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
            exits 1. --update rewrites FILE atomically instead. FILE may be as large as a spec. \
            --diff-svg PICTURE also draws what changed when the layouts differ (json and ndjson \
            goldens): both layouts overlaid, each changed element's expected frame dashed and its \
            new frame solid, added and removed elements marked, a panel per width that differs; \
            equal layouts leave PICTURE as it was.
            """,
        helpNames: .shortAndLong)

    @Argument(help: "The spec file; - reads standard input.")
    var spec: FileName

    @Option(help: ArgumentHelp("The golden file to compare with.", valueName: "FILE"))
    var expected: FileName

    @Flag(help: "Rewrite FILE with the output when it differs, instead of printing the diff.")
    var update = false

    @Option(
        name: .customLong("diff-svg"),
        help: ArgumentHelp("When the layouts differ, also draw what changed as an SVG picture, written to PICTURE atomically.", valueName: "PICTURE"))
    var diffSVG: FileName?

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var format: FormatOptions

    func validate() throws {
        if expected.isDash { throw ValidationError("--expected must be a file") }
        if let diffSVG {
            if update { throw ValidationError("--diff-svg draws a difference, which --update would write over: give one of them") }
            guard goldenFormat != nil else {
                throw ValidationError(
                    "--diff-svg reads the frames back from the golden file, which --format \(format.format.rawValue) does not print: use json or ndjson")
            }
            if diffSVG.isDash { throw ValidationError("--diff-svg must be a file") }
        }
        try layout.checkDocumentCount(specs: 1)
    }

    func run() throws {
        try Terminal.run {
            Terminal.reportWriteErrors()
            let run = layout.run(format: format, specCount: 1)
            let documents = try SpecRun(sources: [spec], run: run, countsEachSpecAlone: false).documents()
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
            if let diffSVG, let golden, let goldenFormat {
                let drawing = DifferenceDrawing(
                    expected: .init(text: golden, name: expected.shown), actual: .init(text: actual, name: "output", isOwn: true),
                    format: goldenFormat, title: spec.isDash ? "<stdin>" : spec.shown)
                try drawing.write(to: diffSVG)
            }
            var diff: [UInt8] = []
            UnifiedDiff(from: golden ?? [], to: actual).write(to: &diff)
            try OutputDestination.standardOutput.write { (out) throws(OutputError) in try out.bytes(diff) }
            throw ExitCode.different
        }
    }

    /// The format the golden file is read back in for `--diff-svg`; nil for one that prints no
    /// frames to read back.
    private var goldenFormat: GoldenReader.Format? {
        GoldenReader.Format(format.format)
    }
}
