import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutText

/// One run of layoutcalc: specs laid out one after another, each at each of the run's widths,
/// what the run would print counted as it goes and refused past the limits before a byte is
/// written, then written in one format. The command line makes one for its specs; an app or a
/// tool lays specs out the same way:
///
///     var run = LayoutRun(widths: [390, 834])
///     let documents = try run.layOut(Array(text.utf8), source: "home.json")
///     let json = try ByteWriter.collect { out throws(OutputError) in try run.write(documents, to: &out) }
///
/// The limits are the run's, not each spec's: what its earlier specs printed and the group
/// solver's work they took (`SolverWork`) count towards the next spec's.
public struct LayoutRun: Sendable {
    /// Values that replace the spec's (`--height`, `--scale`, `--offset`, `--scroll-offset`).
    public let overrides: LayoutOverrides
    /// The container widths to lay each spec out at; none lays it out at its own.
    public let widths: [Double]
    public let format: OutputFormat
    /// The decimals every number is rounded to, if any.
    public let precision: Int?

    /// The screens laid out so far, counted against the limits.
    private var screens: ScreenRun

    /// A run that lays out `specCount` specs (whether it prints one document or several
    /// decides the output's form, and so its size).
    public init(
        overrides: LayoutOverrides = LayoutOverrides(), widths: [Double] = [], format: OutputFormat = .json,
        precision: Int? = nil, specCount: Int = 1
    ) {
        self.overrides = overrides
        self.widths = widths
        self.format = format
        self.precision = precision
        screens = ScreenRun(format: format, precision: precision, severalDocuments: specCount * max(1, widths.count) > 1)
    }

    /// Why a spec of the run was not laid out: it cannot be read or laid out (every issue
    /// found), or what the run would print passes a limit (the issue names the part that holds
    /// the most, in this spec or an earlier one of the run).
    public typealias Failure = ScreenRun.Failure

    /// Reads the spec `text` (named `source` in what it reports) and lays it out at each of the
    /// run's widths, in order. A spec whose groups would pass the solver's limit at its widths
    /// is refused before it is laid out at any.
    public mutating func layOut(_ text: [UInt8], source: String) throws(Failure) -> [LaidOutDocument] {
        let widthList: [Double?] = widths.isEmpty ? [nil] : widths
        var overrides = overrides
        overrides.width = widthList[0]
        let screen: Screen
        do {
            screen = try SpecReader.read(text, overrides: overrides)
        } catch {
            throw .invalid(error)
        }
        return try screens.layOut(screen, atWidths: widthList, source: source)
    }

    /// Writes `documents`: JSON prints one document, or an array of them when there are several;
    /// ndjson a line per element; the table a block each; the picture one panel each.
    public func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        try screens.write(documents, to: &out)
    }
}
