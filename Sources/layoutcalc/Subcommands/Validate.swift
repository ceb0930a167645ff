import ArgumentParser
import LayoutSpec
import LayoutText
import LayoutOutput

/// `layoutcalc validate SPEC ...`: checks specs, silently when they are valid.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks specs: reports every error of every spec, prints nothing when all are valid.",
        discussion: "A spec is valid when it reads and lays out (at each --width given). Exits 65 if any spec is invalid.",
        helpNames: .shortAndLong)

    @Argument(help: "Spec files; - or none reads standard input.")
    var specs: [FileName] = []

    @OptionGroup var layout: LayoutOptions

    func validate() throws {
        try layout.checkDocumentCount(specs: specs.count)
    }

    func run() throws {
        try Terminal.run {
            let run = layout.run(format: .json, precision: nil, specCount: 1)
            _ = try SpecRun(sources: LayoutOptions.sources(specs), run: run, countsEachSpecAlone: true).documents(keepsDocuments: false)
        }
    }
}
