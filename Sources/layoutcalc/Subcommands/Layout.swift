import ArgumentParser
import LayoutSpec
import LayoutText
import LayoutOutput

/// `layoutcalc [SPEC ...]`: lays out specs and prints the result. `layoutcalc --help` shows
/// this command's help (see `LayoutCalc`), so its usage names the subcommands too.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lays out specs and prints the frames (the default command).",
        usage: LayoutCalc.usage,
        discussion: LayoutCalc.discussion + "\n\nSee 'layoutcalc help <subcommand>' for a subcommand's help.",
        helpNames: .shortAndLong)

    @Argument(help: "Spec files; - or none reads standard input.")
    var specs: [FileName] = []

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var format: FormatOptions

    @Option(help: ArgumentHelp("Write to FILE (a regular file atomically) instead of standard output.", valueName: "FILE"))
    var output: FileName?

    func validate() throws {
        try layout.checkDocumentCount(specs: specs.count)
    }

    func run() throws {
        try Terminal.run {
            Terminal.reportWriteErrors()
            let sources = LayoutOptions.sources(specs)
            let run = layout.run(format: format, specCount: sources.count)
            let documents = try SpecRun(sources: sources, run: run, countsEachSpecAlone: false).documents()
            let destination = output.map(OutputDestination.file) ?? .standardOutput
            try destination.write { (out: inout ByteWriter) throws(OutputError) in try run.write(documents, to: &out) }
        }
    }
}
