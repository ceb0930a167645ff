import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutText

/// One run of layoutcalc, as the command line makes it: each spec read, laid out at each width
/// in turn, what the run would print counted as it goes (and refused past the limits before a
/// byte is written), then written in one format. An app or a tool lays specs out the same way.
public struct LayoutRun: Sendable {
    /// Values that replace the spec's (`--height`, `--scale`, `--offset`, `--scroll-offset`).
    public var overrides: LayoutOverrides
    /// The container widths to lay each spec out at; none lays it out at its own.
    public var widths: [Double]
    public var format: OutputFormat
    /// The decimals every number is rounded to, if any.
    public var precision: Int?

    public init(overrides: LayoutOverrides = LayoutOverrides(), widths: [Double] = [], format: OutputFormat = .json, precision: Int? = nil) {
        self.overrides = overrides
        self.widths = widths
        self.format = format
        self.precision = precision
    }

    /// Why a spec of the run was not laid out.
    public enum Failure: Error {
        /// Its text could not be had (`read` threw this).
        case unreadable(any Error)
        /// It cannot be read or laid out: every issue found.
        case invalid(SpecError)
        /// What the run would print passes a limit: the issue names the part that holds the most.
        case refused(SpecIssue)
    }

    /// Reads each of `sources` with `read` (where it is named `name`) and lays it out at each
    /// width, handing each layout to `body` as it is made. A spec that fails is reported to
    /// `failure` and the run goes on with the next, but after a refused output (the count is
    /// the run's, which no later spec brings back under) or running out of memory.
    /// `countsEachSpecAlone`: each spec's output is counted on its own, as `validate` does,
    /// whose every spec must be one the main command prints. The group solver's work is counted
    /// the same way (`SolverWork`, the run's or each spec's): a spec whose groups would pass its
    /// limit at its widths is refused before it is laid out at any.
    public func layOut<Source>(
        _ sources: [Source], name: (Source) -> String, read: (Source) throws -> [UInt8], countsEachSpecAlone: Bool = false,
        failure: (_ source: String, Failure) -> Void, _ body: (LaidOutDocument) -> Void
    ) {
        let widthList: [Double?] = widths.isEmpty ? [nil] : widths
        let severalDocuments = countsEachSpecAlone ? widthList.count > 1 : sources.count * widthList.count > 1
        var size = OutputSize(format: format, precision: precision, severalDocuments: severalDocuments)
        var sectionsLaidOut = 0
        var work = SolverWork()
        for source in sources {
            let name = name(source)
            if countsEachSpecAlone {
                size = OutputSize(format: format, precision: precision, severalDocuments: severalDocuments)
                sectionsLaidOut = 0
                work = SolverWork()
            }
            let text: [UInt8]
            do {
                text = try read(source)
            } catch {
                failure(name, .unreadable(error))
                continue
            }
            do throws(SpecError) {
                var overrides = overrides
                overrides.width = widthList[0]
                var screen = try SpecReader.read(text, overrides: overrides)
                let sections = screen.sections.count.saturatingMultiply(widthList.count)
                if sections > OutputLimits.maximumSectionsLaidOut - sectionsLaidOut {
                    failure(
                        name,
                        .refused(OutputLimits.tooManySectionsLaidOut(sections: screen.sections.count, widths: widthList.count, before: sectionsLaidOut)))
                    if countsEachSpecAlone { continue } else { return }
                }
                sectionsLaidOut += sections
                let widths = widthList.map { $0 ?? screen.container.width }
                let room = OutputLimits.maximumElements - size.elements
                let items = screen.itemCount(atWidths: widths, limit: room)
                if items > room {
                    failure(name, .refused(OutputLimits.tooManyItemsLaidOut(items: items, widths: widths.count, before: size.elements)))
                    if countsEachSpecAlone { continue } else { return }
                }
                do {
                    _ = try screen.groupMembers(atWidths: widths, after: work)
                } catch {
                    throw SpecError([SpecIssue(error)])
                }
                for width in widthList {
                    if let width { screen.container.width = width }
                    let layout: ScreenLayout
                    do {
                        layout = try screen.layout(elementLimit: OutputLimits.maximumElements - size.elements, work: &work)
                    } catch .tooManyElements(let section, _) {
                        throw SpecError([OutputLimits.tooManyElements(inSection: section, width: severalDocuments ? width : nil)])
                    } catch {
                        throw SpecError([SpecIssue(error)])
                    }
                    let document = LaidOutDocument(source: name, layout: layout)
                    size.add(document)
                    if let refusal = size.refusal {
                        failure(refusal.source, .refused(refusal.issue))
                        if countsEachSpecAlone { break } else { return }
                    }
                    body(document)
                }
            } catch {
                failure(name, .invalid(error))
                if error.isOutOfMemory { return }
            }
        }
    }

    /// Writes `documents`: JSON prints one document, or an array of them when there are several;
    /// ndjson a line per element; the table a block each; the picture one panel each.
    public func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        try LayoutWriter.write(documents, format: format, precision: precision, to: &out)
    }
}

extension Screen {
    /// The items of the screen laid out at each of `widths`, each section as its variants
    /// resolve it there: what its layouts print at the least, known before any is made. Where even each section's most items (its own or a variant's) at every width
    /// stay within `limit`, that bound is returned without resolving a variant at each width.
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
