import ArgumentParser
import LayoutEngine
import LayoutSpec

/// `layoutcalc [SPEC ...]`: lays out specs and prints the result. `layoutcalc --help` shows
/// this command's help (see `LayoutCalc`), so its usage names the subcommands too.
///
/// It declares its flags itself rather than through `@OptionGroup`s of `LayoutOptions` and
/// `FormatOptions`, as `check` and `validate` do: swift-argument-parser builds a group by
/// reflection on every run, and the two groups took 15% of the home screen's instructions, most
/// of what stood between it and its start-up target (docs/performance.md, "Start-up"). Each
/// flag's help is written once, in those two types.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lays out specs and prints the frames (the default command).",
        usage: LayoutCalc.usage,
        discussion: LayoutCalc.discussion + "\n\nSee 'layoutcalc help <subcommand>' for a subcommand's help.",
        helpNames: .shortAndLong)

    @Argument(help: "Spec files; - or none reads standard input.")
    var specs: [FileName] = []

    @Option(help: FormatOptions.Help.format)
    var format: OutputFormat = .json

    @Option(name: .customLong("width"), parsing: .unconditionalSingleValue, help: LayoutOptions.Help.widths, transform: NumberArgument.lengths)
    var widths: [[Double]] = []

    @Option(parsing: .unconditional, help: LayoutOptions.Help.height, transform: NumberArgument.length)
    var height: Double?

    @Option(parsing: .unconditional, help: LayoutOptions.Help.scale, transform: NumberArgument.scale)
    var scale: Double?

    @Option(parsing: .unconditional, help: FormatOptions.Help.precision, transform: NumberArgument.decimals)
    var precision: Int?

    @Option(name: .customLong("offset"), parsing: .unconditionalSingleValue, help: LayoutOptions.Help.offsets, transform: NumberArgument.offset)
    var offsets: [Double] = []

    @Option(
        name: .customLong("scroll-offset"), parsing: .unconditionalSingleValue, help: LayoutOptions.Help.scrollOffsets,
        transform: NumberArgument.offsetPoint)
    var scrollOffsets: [Point] = []

    @Option(help: ArgumentHelp("Write to FILE (a regular file atomically) instead of standard output.", valueName: "FILE"))
    var output: FileName?

    func run() throws {
        try Terminal.run {
            Terminal.reportWriteErrors()
            let layout = LayoutOptions(widths: widths, height: height, scale: scale, offsets: offsets, scrollOffsets: scrollOffsets)
            let documents = try layout.lay(out: LayoutOptions.sources(specs))
            let destination = output.map(OutputDestination.file) ?? .standardOutput
            try destination.write { (out: inout ByteWriter) throws(OutputError) in
                try FormatOptions(format: format, precision: precision).write(documents, to: &out)
            }
        }
    }
}
