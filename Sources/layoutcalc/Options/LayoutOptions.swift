import ArgumentParser
import LayoutEngine
import LayoutSpec

/// What to lay out a spec in: container overrides and scroll offsets.
struct LayoutOptions: ParsableArguments {
    @Option(
        name: .customLong("width"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Container width; a comma-separated list lays the spec out at each.", valueName: "W[,W...]"),
        transform: NumberArgument.lengths)
    var widths: [[Double]] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Container height.", valueName: "H"), transform: NumberArgument.length)
    var height: Double?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Display scale: 1, 2 or 3 (sizes and origins snap to pixels).", valueName: "S"),
        transform: NumberArgument.scale)
    var scale: Double?

    @Option(
        name: .customLong("offset"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("An orthogonal scroll offset at which to report transforms; repeatable.", valueName: "X"),
        transform: NumberArgument.offset)
    var offsets: [Double] = []

    @Option(
        name: .customLong("scroll-offset"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A content offset at which to report what is on screen, pinned items pinned; repeatable.", valueName: "X,Y"),
        transform: NumberArgument.offsetPoint)
    var scrollOffsets: [Point] = []

    /// The specs given, or standard input when there are none; a person at a terminal is then
    /// told that the run waits for a spec there.
    static func sources(_ specs: [FileName]) -> [FileName] {
        guard specs.isEmpty else { return specs }
        if Terminal.inputIsTerminal {
            Terminal.error("layoutcalc: reading a spec from standard input; --help for usage")
        }
        return [FileName(argument: "-")]
    }

    /// Reads each spec and lays it out at each width, in that order. Every problem of every
    /// spec is reported on standard error; if any spec failed, the first failure's exit code
    /// is thrown and no layout is returned.
    func lay(out sources: [FileName]) throws -> [LaidOutDocument] {
        var documents: [LaidOutDocument] = []
        try lay(out: sources) { documents.append($0) }
        return documents
    }

    /// Reads each spec and lays it out at each width, handing each layout to `body` (which
    /// sees the layouts of the specs before a failed one); then, if any spec failed, throws
    /// the first failure's exit code.
    func lay(out sources: [FileName], _ body: (LaidOutDocument) -> Void) throws {
        let widthList: [Double?] = widths.isEmpty ? [nil] : widths.flatMap { $0 }
        var failure: ExitCode?
        for source in sources {
            let name = source.isDash ? "<stdin>" : source.shown
            do {
                let text = try InputFile.read(source)
                let overrides = LayoutOverrides(
                    width: widthList[0], height: height, scale: scale, offsets: offsets.isEmpty ? nil : offsets,
                    scrollOffsets: scrollOffsets.isEmpty ? nil : scrollOffsets)
                var screen = try SpecReader.read(text, overrides: overrides)
                for width in widthList {
                    if let width { screen.container.width = width }
                    do {
                        body(LaidOutDocument(source: name, layout: try screen.layout()))
                    } catch {
                        throw SpecError([error.diagnostic])
                    }
                }
            } catch let error as InputError {
                Terminal.error("\(name): error: \(error.message)")
                failure = failure ?? error.exitCode
            } catch let error as SpecError {
                for diagnostic in error.diagnostics { Terminal.error(diagnostic.rendered(source: name)) }
                failure = failure ?? .invalidSpec
            }
        }
        if let failure { throw failure }
    }
}
