import ArgumentParser
import LayoutDiff
import LayoutText

/// `layoutcalc diff OLD NEW`: compares two outputs of layoutcalc (a golden file or a layout
/// snapshot, and what the layout prints now) and draws what changed, without a spec.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two outputs of layoutcalc and draws what changed.",
        discussion: """
            OLD and NEW are outputs of layoutcalc (or layout snapshots, which are the same JSON), \
            compared byte for byte: identical exits 0 and prints nothing; a difference prints a \
            unified diff (--- OLD, +++ NEW, as check prints it) and exits 1. --diff-svg PICTURE also \
            draws what changed, as check --diff-svg draws it: both layouts overlaid, each changed \
            element's old frame dashed and its new frame solid, added and removed elements marked, \
            a panel per width that differs; equal outputs leave PICTURE as it was. Either file may \
            be - (standard input), not both.
            """,
        helpNames: .shortAndLong)

    @Argument(help: "The older output (a golden file, a recorded snapshot); - reads standard input.")
    var old: FileName

    @Argument(help: "The newer output; - reads standard input.")
    var new: FileName

    @Option(help: "The outputs' format.")
    var format: ReadBackFormat = .json

    @Option(
        name: .customLong("diff-svg"),
        help: ArgumentHelp("When the outputs differ, also draw what changed as an SVG picture, written to PICTURE atomically.", valueName: "PICTURE"))
    var diffSVG: FileName?

    func validate() throws {
        if old.isDash && new.isDash { throw ValidationError("OLD and NEW cannot both be standard input") }
        if diffSVG?.isDash == true { throw ValidationError("--diff-svg must be a file") }
    }

    func run() throws {
        try Terminal.run {
            Terminal.reportWriteErrors()
            let oldText = try Self.read(old)
            let newText = try Self.read(new)
            if oldText == newText { return }
            if let diffSVG {
                let drawing = DifferenceDrawing(
                    expected: .init(text: oldText, name: Self.name(of: old)), actual: .init(text: newText, name: Self.name(of: new)),
                    format: format.goldenFormat, title: Self.name(of: new))
                try drawing.write(to: diffSVG)
            }
            var diff: [UInt8] = []
            UnifiedDiff(from: oldText, to: newText, labels: (Self.name(of: old), Self.name(of: new))).write(to: &diff)
            try OutputDestination.standardOutput.write { (out) throws(OutputError) in try out.bytes(diff) }
            throw ExitCode.different
        }
    }

    private static func read(_ file: FileName) throws -> [UInt8] {
        do throws(InputError) {
            return try InputFile.read(file, as: .golden)
        } catch {
            Terminal.error("\(name(of: file)): error: \(error.message)")
            throw error.exitCode
        }
    }

    /// The name of `file` in the diff's header, escaped as every message's names are, so that
    /// a newline or an ESC in a file's name neither breaks the header nor reaches the terminal.
    private static func name(of file: FileName) -> String {
        file.isDash ? "<stdin>" : TerminalText.escaped(file.shown)
    }

    /// The formats whose frames read back.
    enum ReadBackFormat: String, CaseIterable, ExpressibleByArgument {
        case json, ndjson

        var goldenFormat: GoldenReader.Format {
            switch self {
            case .json: .json
            case .ndjson: .ndjson
            }
        }
    }
}
