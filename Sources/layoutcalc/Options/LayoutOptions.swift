import ArgumentParser
import LayoutEngine
import LayoutSpec
import LayoutText
import LayoutOutput
import LayoutSpecReader
import LayoutcalcKit

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

    /// The run these options and `format` ask for, of `specCount` specs.
    func run(format: FormatOptions, specCount: Int) -> LayoutRun {
        run(format: format.format, precision: format.precision, specCount: specCount)
    }

    func run(format: OutputFormat, precision: Int?, specCount: Int) -> LayoutRun {
        LayoutRun(
            overrides: LayoutOverrides(
                height: height, scale: scale, offsets: offsets.isEmpty ? nil : offsets,
                scrollOffsets: scrollOffsets.isEmpty ? nil : scrollOffsets),
            widths: widths.flatMap { $0 }, format: format, precision: precision, specCount: specCount)
    }
}

extension OverrideNames {
    /// The flags that give the values `LayoutOptions` replaces the spec's with, as messages name
    /// them beside the spec's keys: "give container.height (or --height)".
    static let commandLine = OverrideNames(width: "--width", height: "--height", offsets: "--offset", scrollOffsets: "--scroll-offset")
}
