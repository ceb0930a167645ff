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

    /// Refuses a run of more documents (specs times widths) than `OutputLimits.maximumDocuments`,
    /// as a usage error before anything is read.
    func checkDocumentCount(specs: Int) throws {
        let widthCount = max(1, widths.reduce(0) { $0 + $1.count })
        let documents = max(1, specs).multipliedReportingOverflow(by: widthCount)
        if documents.overflow || documents.partialValue > OutputLimits.maximumDocuments {
            let what = specs > 1 ? "\(specs) specs at \(widthCount) widths" : "\(widthCount) widths"
            throw ValidationError(
                "\(what) make more documents than the \(OutputLimits.maximumDocuments) layoutcalc lays out in one run")
        }
    }

    /// Reads each spec and lays it out at each width, in that order, for output in `format`.
    /// Every problem of every spec is reported on standard error; if any spec failed, the first
    /// failure's exit code is thrown and no layout is returned. An output past `OutputLimits`
    /// is refused before any of it is written.
    func lay(out sources: [FileName], format: FormatOptions) throws -> [LaidOutDocument] {
        var documents: [LaidOutDocument] = []
        try lay(out: sources, format: format.format, precision: format.precision, eachSpecAlone: false) { documents.append($0) }
        return documents
    }

    /// Reads each spec and lays it out at each width, handing each layout to `body` (which
    /// sees the layouts of the specs before a failed one); then, if any spec failed, throws
    /// the first failure's exit code.
    ///
    /// The output in `format` (its numbers rounded to `precision`) is counted as the specs are
    /// laid out: all of it, or each spec's alone when `eachSpecAlone` (`validate`, whose every
    /// spec must be one the main command prints). A spec that takes it past `OutputLimits` is
    /// refused (the engine refuses one whose layout alone would, before laying out what would
    /// not fit), and with a count of all of it no later spec is laid out. The group solver's
    /// work is counted the same way (`SolverWork`): a spec whose groups would pass its limit at
    /// its widths is refused before it is laid out at any.
    func lay(
        out sources: [FileName], format: OutputFormat, precision: Int?, eachSpecAlone: Bool,
        _ body: (LaidOutDocument) -> Void
    ) throws {
        let widthList: [Double?] = widths.isEmpty ? [nil] : widths.flatMap { $0 }
        let severalDocuments = eachSpecAlone ? widthList.count > 1 : sources.count * widthList.count > 1
        var size = OutputSize(format: format, precision: precision, severalDocuments: severalDocuments)
        var sectionsLaidOut = 0
        var work = SolverWork()
        var failure: ExitCode?
        for source in sources {
            let name = source.isDash ? "<stdin>" : source.shown
            if eachSpecAlone {
                size = OutputSize(format: format, precision: precision, severalDocuments: severalDocuments)
                sectionsLaidOut = 0
                work = SolverWork()
            }
            do {
                let text = try InputFile.read(source)
                let overrides = LayoutOverrides(
                    width: widthList[0], height: height, scale: scale, offsets: offsets.isEmpty ? nil : offsets,
                    scrollOffsets: scrollOffsets.isEmpty ? nil : scrollOffsets)
                var screen = try SpecReader.read(text, overrides: overrides)
                let sections = screen.sections.count.saturatingMultiply(widthList.count)
                if sections > OutputLimits.maximumSectionsLaidOut - sectionsLaidOut {
                    let refusal = OutputLimits.tooManySectionsLaidOut(
                        sections: screen.sections.count, widths: widthList.count, before: sectionsLaidOut)
                    Terminal.error(refusal.rendered(source: name))
                    throw OutputRefused()
                }
                sectionsLaidOut += sections
                do {
                    _ = try screen.groupMembers(atWidths: widthList.map { $0 ?? screen.container.width }, after: work)
                } catch {
                    throw SpecError([error.diagnostic])
                }
                for width in widthList {
                    if let width { screen.container.width = width }
                    let layout: ScreenLayout
                    do {
                        layout = try screen.layout(elementLimit: OutputLimits.maximumElements - size.elements, work: &work)
                    } catch .tooManyElements(let section, _) {
                        throw SpecError([OutputLimits.tooManyElements(inSection: section, width: severalDocuments ? width : nil)])
                    } catch {
                        throw SpecError([error.diagnostic])
                    }
                    let document = LaidOutDocument(source: name, layout: layout)
                    size.add(document)
                    if let refusal = size.refusal {
                        Terminal.error(refusal.diagnostic.rendered(source: refusal.source))
                        throw OutputRefused()
                    }
                    body(document)
                }
            } catch let error as InputError {
                Terminal.error("\(name): error: \(error.message)")
                failure = failure ?? error.exitCode
            } catch let error as SpecError {
                if error.isOutOfMemory {
                    Terminal.error("layoutcalc: error: out of memory: json-c could not allocate while reading \(TerminalText.escaped(name))")
                    throw ExitCode.internalError
                }
                for diagnostic in error.diagnostics { Terminal.error(diagnostic.rendered(source: name)) }
                failure = failure ?? .invalidSpec
            } catch is OutputRefused {
                failure = failure ?? .invalidSpec
                // The count is of all the output: no later spec can bring it back under.
                if !eachSpecAlone { break }
            }
        }
        if let failure { throw failure }
    }
}

/// The output was refused for its size (the diagnostic is written).
private struct OutputRefused: Error {}
