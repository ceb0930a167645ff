import ArgumentParser
import LayoutSpec

/// `layoutcalc [SPEC ...]`: lays out specs and prints the result.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lays out specs and prints the frames (the default command).")

    @Argument(help: "Spec files; - or none reads standard input.")
    var specs: [String] = []

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var format: FormatOptions

    @Option(help: ArgumentHelp("Write to FILE atomically instead of standard output.", valueName: "FILE"))
    var output: String?

    func run() throws {
        try Terminal.run {
            Terminal.ignoreBrokenPipes()
            let documents = try layout.lay(out: specs.isEmpty ? ["-"] : specs)
            let destination = output.map(OutputDestination.file) ?? .standardOutput
            try destination.write { (out: inout ByteWriter) throws(OutputError) in try format.write(documents, to: &out) }
        }
    }
}
