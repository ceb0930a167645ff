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

    /// What the run prints so far, counted against the output's limits.
    private var size: OutputSize
    /// The sections laid out so far, every width counted.
    private var sectionsLaidOut = 0
    /// The group solver's work so far.
    private var work = SolverWork()

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
        size = OutputSize(format: format, precision: precision, severalDocuments: specCount * max(1, widths.count) > 1)
    }

    /// Why a spec of the run was not laid out.
    public enum Failure: Error {
        /// It cannot be read or laid out: every issue found.
        case invalid(SpecError)
        /// What the run would print passes a limit: the issue names the part that holds the
        /// most, in the spec `source` (this one, or an earlier one of the run). No later spec of
        /// the run can be printed either.
        case refused(SpecIssue, source: String)
    }

    /// Reads the spec `text` (named `source` in what it reports) and lays it out at each of the
    /// run's widths, in order. A spec whose groups would pass the solver's limit at its widths
    /// is refused before it is laid out at any.
    public mutating func layOut(_ text: [UInt8], source: String) throws(Failure) -> [LaidOutDocument] {
        let widthList: [Double?] = widths.isEmpty ? [nil] : widths
        var overrides = overrides
        overrides.width = widthList[0]
        var screen: Screen
        do {
            screen = try SpecReader.read(text, overrides: overrides)
        } catch {
            throw .invalid(error)
        }
        let sections = screen.sections.count.saturatingMultiply(widthList.count)
        if sections > OutputLimits.maximumSectionsLaidOut - sectionsLaidOut {
            throw .refused(
                OutputLimits.tooManySectionsLaidOut(sections: screen.sections.count, widths: widthList.count, before: sectionsLaidOut),
                source: source)
        }
        sectionsLaidOut += sections
        let widths = widthList.map { $0 ?? screen.container.width }
        let room = OutputLimits.maximumElements - size.elements
        let items = screen.itemCount(atWidths: widths, limit: room)
        if items > room {
            throw .refused(OutputLimits.tooManyItemsLaidOut(items: items, widths: widths.count, before: size.elements), source: source)
        }
        do {
            _ = try screen.groupMembers(atWidths: widths, after: work)
        } catch {
            throw .invalid(SpecError([SpecIssue(error)]))
        }
        var documents: [LaidOutDocument] = []
        for width in widthList {
            if let width { screen.container.width = width }
            let layout: ScreenLayout
            do {
                layout = try screen.layout(elementLimit: OutputLimits.maximumElements - size.elements, work: &work)
            } catch .tooManyElements(let section, _) {
                throw .invalid(SpecError([OutputLimits.tooManyElements(inSection: section, width: size.severalDocuments ? width : nil)]))
            } catch {
                throw .invalid(SpecError([SpecIssue(error)]))
            }
            let document = LaidOutDocument(source: source, layout: layout)
            size.add(document)
            if let refusal = size.refusal { throw .refused(refusal.issue, source: refusal.source) }
            documents.append(document)
        }
        return documents
    }

    /// Writes `documents`: JSON prints one document, or an array of them when there are several;
    /// ndjson a line per element; the table a block each; the picture one panel each.
    public func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        try format.write(documents, precision: precision, to: &out)
    }
}

extension Screen {
    /// The items of the screen laid out at each of `widths`, each section as its variants
    /// resolve it there: what its layouts print at the least, known before any is made. Where
    /// even each section's most items (its own or a variant's) at every width stay within
    /// `limit`, that bound is returned without resolving a variant at each width.
    fileprivate func itemCount(atWidths widths: [Double], limit: Int) -> Int {
        var most = 0
        for section in sections {
            most = most.saturatingAdd(section.variants.reduce(section.itemCount) { max($0, $1.section.itemCount) })
        }
        let bound = most.saturatingMultiply(widths.count)
        guard bound > limit else { return bound }
        var items = 0
        for width in widths {
            for section in sections {
                items = items.saturatingAdd(section.resolved(forWidth: width).itemCount)
            }
        }
        return items
    }
}
