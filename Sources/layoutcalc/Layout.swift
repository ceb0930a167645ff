import ArgumentParser
import LayoutEngine
import LayoutSpec

/// `layoutcalc [SPEC ...]`: lays out specs and prints the result.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lays out specs and prints the frames (the default command).")

    @Argument(help: "Spec files; - or none reads standard input.")
    var specs: [String] = []

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try Terminal.run {
            Terminal.ignoreBrokenPipes()
            let documents = try layout.lay(out: specs.isEmpty ? ["-"] : specs)
            try output.write(documents)
        }
    }
}
