import LayoutSpec
import LayoutText

/// The most elements a format prints in a run, as a refusal names that limit: a value each
/// format declares (`LayoutFormat.elementCeiling`), so that a new format with a limit of its own
/// says it in its own file.
public struct OutputCeiling: Hashable, Sendable {
    public var limit: Int
    /// The limit as a refusal names it: "the 10000 rows of a table".
    public var phrase: String

    public init(limit: Int, phrase: String) {
        self.limit = limit
        self.phrase = phrase
    }
}

/// One part of a run's output, as a refusal names it.
public struct OutputPart: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case document, layoutBoundaryItems, items, supplementaries, decorations, restingOffsets, transforms, visible
    }

    public var kind: Kind
    public var elements: Int
    /// The offsets (transforms, visible) the part is made of.
    public var offsets: Int
    /// Whether counting stopped past the limits: `elements` is then a lower bound.
    public var isPartial: Bool

    public init(kind: Kind, elements: Int, offsets: Int = 0, isPartial: Bool = false) {
        self.kind = kind
        self.elements = elements
        self.offsets = offsets
        self.isPartial = isPartial
    }
}

/// Why a run's output is refused before any of it is written.
public enum OutputRefusal: LayerProblem {
    /// The output would hold more elements than `ceiling`; `part` holds the most of them.
    case elements(OutputPart, total: Int, ceiling: OutputCeiling, width: Double?)
    /// The output would take more bytes than `limit`; `part` takes the most of them, its
    /// section's id making most of its bytes when `repeatedID` (the id's bytes as printed).
    case bytes(OutputPart, partBytes: Int, total: Int, limit: Int, format: String, repeatedID: Int?, width: Double?)
    /// The viewports at the scroll offsets would meet sections more often than `limit`.
    case sectionsMet(offsets: Int, count: Int, limit: Int, width: Double?)
    /// The run would lay out more sections than `limit`, in all its documents.
    case sectionsLaidOut(sections: Int, widths: Int, before: Int, limit: Int)
    /// A spec's items, `items` at its `widths` in all (each section as its variants resolve it
    /// at each), after `before` elements, would pass the element limit `limit`.
    case itemsLaidOut(items: Int, widths: Int, before: Int, limit: Int)
    /// The engine stopped laying out the section: with what came before, it would pass `limit`.
    case elementsInSection(limit: Int, width: Double?)

    public func message(naming names: OverrideNames) -> String {
        let fewerWidths = "fewer widths" + Self.named(names.width)
        switch self {
        case .elements(let part, let total, let ceiling, let width):
            return "\(part.describedByElements)\(Self.note(width)); the output would hold \(part.isPartial ? "more than " : "")"
                + "\(total) elements, more than \(ceiling.phrase): \(part.hint(naming: names))"
        case .bytes(let part, let partBytes, let total, let limit, let format, let repeatedID, let width):
            let described = repeatedID.map { "the section's id (\($0) bytes as printed), on each of \(part.elements) lines," } ?? part.describedByElements
            let hint = repeatedID == nil ? part.hint(naming: names) : "give the section a shorter id, or fewer items"
            return "\(described)\(Self.note(width)) take up to \(partBytes) bytes of \(format); the output would be up to "
                + "\(total) bytes, more than the \(limit) layoutcalc writes: \(hint)"
        case .sectionsMet(let offsets, let count, let limit, let width):
            return "the viewports at \(offsets) scroll offsets\(Self.note(width)) meet sections \(count) times "
                + "in all, more than the \(limit) layoutcalc searches: "
                + OutputPart(kind: .visible, elements: 0).hint(naming: names)
        case .sectionsLaidOut(let sections, let widths, let before, let limit):
            let these = widths > 1 ? "\(sections) sections at \(widths) widths (\(sections.saturatingMultiply(widths)))" : "\(sections) sections"
            let earlier = before > 0 ? " after the \(before) of the specs before" : ""
            return "\(these)\(earlier) are more than the \(limit) sections layoutcalc lays out in one run: lay out "
                + "at \(fewerWidths), fewer specs or fewer sections"
        case .itemsLaidOut(let items, let widths, let before, let limit):
            let these = widths > 1 ? "\(items) items at \(widths) widths" : "\(items) items"
            let earlier = before > 0 ? " after the \(before) elements of the specs before" : ""
            return "\(these)\(earlier) are more than the \(limit) elements layoutcalc prints: lay out at \(fewerWidths), "
                + "fewer specs or fewer items"
        case .elementsInSection(let limit, let width):
            return "with what comes before it\(Self.note(width)), the output would hold "
                + "more than the \(limit) elements layoutcalc prints (items, supplementaries, decorations, "
                + "resting offsets, transforms' offsets): give fewer items, fewer supplementaries to each, or ask for "
                + "fewer offsets (offsets\(names.offsets.map { ", \($0)" } ?? ""))"
        }
    }

    private static func note(_ width: Double?) -> String {
        width.map { " (at width \(ValueText.number($0)))" } ?? ""
    }

    /// ` (--width)`, a value's name in brackets, where the caller has one.
    static func named(_ name: String?) -> String {
        name.map { " (\($0))" } ?? ""
    }
}

extension OutputPart {
    /// The part by its elements: "40 items", "the row rests at 9 offsets".
    var describedByElements: String {
        switch kind {
        case .document: "\(elements - 1) sections"
        case .layoutBoundaryItems: "\(elements) boundary items"
        case .items: "\(elements) items"
        case .supplementaries: "\(elements) supplementaries"
        case .decorations: "\(elements) decorations"
        case .restingOffsets: "the row rests at \(elements - 1) offsets"
        case .transforms: "the transforms at \(offsets) offsets list \(elements - offsets) item scales"
        case .visible:
            "the viewports at \(offsets) scroll offsets show up to \(isPartial ? "more than " : "")\(elements - offsets) elements"
        }
    }

    /// How to ask for less of it.
    func hint(naming names: OverrideNames) -> String {
        switch kind {
        case .document: "lay out at fewer widths\(OutputRefusal.named(names.width)) or fewer specs"
        case .layoutBoundaryItems: "give fewer boundary items"
        case .items: "lay out fewer items, or at fewer widths\(OutputRefusal.named(names.width))"
        case .supplementaries: "give fewer items, or fewer supplementaries to each"
        case .decorations: "give fewer decorations"
        case .restingOffsets: "give the row fewer groups, or another orthogonalScrolling"
        case .transforms: "ask for fewer offsets (offsets\(names.offsets.map { ", \($0)" } ?? "")) or give fewer items"
        case .visible: "ask for fewer scroll offsets (scrollOffsets\(names.scrollOffsets.map { ", \($0)" } ?? ""))"
        }
    }
}
