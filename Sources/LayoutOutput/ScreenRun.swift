import LayoutEngine
import LayoutSpec
import LayoutText

/// Screens laid out one after another, each at its widths, what they would print counted as
/// they go and refused past the output's limits before a byte is written: the part of a run
/// after a spec is read. LayoutcalcKit's `LayoutRun` reads each spec into a screen and lays it
/// out here; a layout's snapshot (LayoutSnapshot) lays out here the screens app code's layout
/// objects are, so both print the same bytes for the same screen.
///
/// The limits are the run's, not each screen's: what its earlier screens printed and the group
/// solver's work they took (`SolverWork`) count towards the next screen's.
public struct ScreenRun: Sendable {
    public let format: OutputFormat
    /// The decimals every number is rounded to, if any.
    public let precision: Int?

    /// What the run prints so far, counted against the output's limits.
    private var size: OutputSize
    /// The sections laid out so far, every width counted.
    private var sectionsLaidOut = 0
    /// The group solver's work so far.
    private var work = SolverWork()

    /// A run whose output is one document or several (which decides the output's form, and so
    /// its size).
    public init(format: OutputFormat = .json, precision: Int? = nil, severalDocuments: Bool) {
        self.format = format
        self.precision = precision
        size = OutputSize(format: format, precision: precision, severalDocuments: severalDocuments)
    }

    /// Why a screen of the run was not laid out.
    public enum Failure: Error {
        /// It cannot be laid out: every issue found.
        case invalid(SpecError)
        /// What the run would print passes a limit: the issue names the part that holds the
        /// most, in the source `source` (this one, or an earlier one of the run). No later screen
        /// of the run can be printed either.
        case refused(SpecIssue, source: String)
    }

    /// Lays `screen` (named `source` in what it reports) out at each of `widths` in order, `nil`
    /// at its own container's. A screen whose groups would pass the solver's limit at its widths
    /// is refused before it is laid out at any.
    public mutating func layOut(_ screen: Screen, atWidths widthList: [Double?], source: String) throws(Failure) -> [LaidOutDocument] {
        var screen = screen
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
