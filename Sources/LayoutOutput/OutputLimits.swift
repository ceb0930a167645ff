import LayoutSpec

/// What one run may print, checked against its `OutputSize` before any byte is written. The
/// limits hold a run within a second and 1 GiB on the machine measured (2 cores; README,
/// Limits), with room for a day it runs at half its speed (its speed has varied that much from
/// day to day): as many of the costliest elements to make and print as the limits allow (a
/// badge on each item, 80 bytes each, or a row of groups nested four deep whose numbers are
/// fractions) are what the measured machine prints in about half a second (docs/performance.md,
/// "Limits for a slow day").
public enum OutputLimits {
    /// The most elements the output of one run may hold as JSON or ndjson, in all its
    /// documents: the content, sections, item frames, supplementaries, decorations, resting
    /// offsets, transforms (each offset, and each item scale at it) and what is visible at each
    /// scroll offset (the offset, and each element there). The most items a spec may have,
    /// and a quarter more: the items of a run (`itemsLaidOut`) are counted against it before
    /// any is laid out.
    public static let maximumElements = 1_250_000
    /// The most rows a table may have: it is for people, and each row is measured as well as
    /// written, so a row costs more than an element of JSON (docs/performance.md, "Limits for a
    /// slow day").
    public static let maximumTableRows = 750_000
    /// The most elements an SVG picture or a page draws: past that it is no longer a picture
    /// anyone looks at, and a renderer (a browser) takes its time.
    public static let maximumPictureElements = 100_000
    /// The most bytes the output may be estimated at (`OutputSize.bytes`, an upper bound), as
    /// JSON or ndjson: where long ids make most of it (ndjson repeats a section's id on each of
    /// its lines) they are copied, not formatted, so the bytes themselves are what takes the time
    /// (docs/performance.md, "Limits for a slow day"), and the elements bound what numbers make.
    /// Not lower: numbers are estimated at their longest (1,000,000 items at some 285 MB,
    /// 1,250,000 elements seen at scroll offsets at some 450 MB), and a lower limit would refuse
    /// what the elements allow.
    public static let maximumBytes = 512 << 20
    /// The most bytes of a table or a picture, estimated alike: they are for people, and a
    /// table pads its rows with long ids faster than ndjson writes them (docs/performance.md,
    /// "Limits for a slow day").
    public static let maximumBytesForPeople = 1 << 30
    /// How many times in all the viewports at the scroll offsets may meet a section (each
    /// meeting costs a search, whether the section shows anything there or not).
    public static let maximumSectionsMet = 2_000_000
    /// The most documents (specs times widths) one run lays out.
    public static let maximumDocuments = 10_000
    /// The most sections one run lays out, in all its documents (specs times widths): a
    /// section, laid out, counted and printed, costs many times what an item does (the most, a
    /// decorated section with a header as ndjson), and memory while the run's documents are kept
    /// (docs/performance.md, "Limits for a slow day").
    public static let maximumSectionsLaidOut = 25_000

    /// The refusal of a spec whose sections at its widths, after `before` of the specs before
    /// it, pass `maximumSectionsLaidOut`: known before it is laid out.
    public static func tooManySectionsLaidOut(sections: Int, widths: Int, before: Int) -> SpecIssue {
        SpecIssue(
            OutputRefusal.sectionsLaidOut(sections: sections, widths: widths, before: before, limit: maximumSectionsLaidOut),
            at: SpecPath.root.key("sections"))
    }

    /// The refusal of a spec whose `items` at its widths, after the `before` elements the specs
    /// before it hold, pass `maximumElements`: known before it is laid out, where the elements
    /// its layout adds (supplementaries, offsets, transforms, what is visible) are counted as
    /// they are made.
    public static func tooManyItemsLaidOut(items: Int, widths: Int, before: Int) -> SpecIssue {
        SpecIssue(
            OutputRefusal.itemsLaidOut(items: items, widths: widths, before: before, limit: maximumElements),
            at: SpecPath.root.key("sections"))
    }

    /// The refusal of a section the engine would not lay out within `maximumElements` (see
    /// `Screen.layout(elementLimit:)`), `width` named when the run has several.
    public static func tooManyElements(inSection section: Int, width: Double?) -> SpecIssue {
        SpecIssue(OutputRefusal.elementsInSection(limit: maximumElements, width: width), at: SpecPath.root.key("sections").index(section))
    }
}
