import LayoutEngine
import LayoutSpec
import LayoutText

/// One output format (`--format`): how it writes a run's documents, and, before any byte is
/// written, which elements it would print and an upper bound on the bytes of each, worked out
/// from the very templates, keys and separators it writes them with, so that what it writes
/// and what it is counted at change together. `OutputSize` walks each layout once and adds up
/// what the format says each element costs; the limits and the refusals are its, not the
/// format's. Each format is one file in `Formats/`; `OutputFormat` names them.
protocol LayoutFormat: Sendable {
    /// The format for a run whose numbers are rounded to `precision` decimals, if given, and
    /// that prints several documents (several specs or widths) or one.
    init(precision: Int?, severalDocuments: Bool)

    /// What the format is, in a few words, as `--format`'s help lists it.
    static var summary: String { get }

    /// The most elements the format prints in a run, as a refusal names that limit.
    static var elementCeiling: OutputCeiling { get }
    /// The most bytes the format writes in a run.
    static var byteLimit: Int { get }

    /// Writes the run's documents.
    func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError)

    /// The bytes of the run's own text, besides its documents' (an array around them, a
    /// picture's head), at most.
    var runBytes: Int { get }
    /// The bytes `text` (a section's or an item's id) takes as the format writes it, or an
    /// upper bound on them.
    static func written(_ text: String) -> Int
    /// What each element of `document` costs: which elements the format prints and an upper
    /// bound on each one's bytes. `sectionIDs` are the sections' ids as `written(_:)` measures
    /// them.
    func costs(of document: LaidOutDocument, sectionIDs: SectionIDLengths) -> ElementCosts
}

/// The sections' ids of a document as a format writes them (see `LayoutFormat.written(_:)`).
struct SectionIDLengths {
    /// By section index.
    let lengths: [Int]
    /// The longest of them (0 without sections): what a format counts where it does not know
    /// which section an element is of, or pads every row to the longest.
    let longest: Int

    init(_ lengths: [Int]) {
        self.lengths = lengths
        longest = lengths.max() ?? 0
    }
}

/// Upper bounds on the bytes of each element of one document in a format, and which offsets'
/// entries it prints: all `OutputSize` asks of a format to count a document.
struct ElementCosts {
    /// The document's own text: its head and closing, the content, a heading.
    var document: Int
    /// A section's own entry (its id, kind and frame, and the brackets of what it holds).
    var section: ElementCost
    /// An item, besides its id.
    var item: ElementCost
    /// Whether items print their ids (each counted as `LayoutFormat.written(_:)` measures it).
    var itemIDs: Bool
    /// A supplementary (the layout's or a section's), and a decoration.
    var supplementary: ElementCost
    var decoration: ElementCost
    /// An orthogonal row's own entry, and each of its resting offsets; nil where the format
    /// prints neither.
    var orthogonalRow: (row: ElementCost, restingOffset: Int)?
    /// A section's transforms: each offset's own entry, and each item scale at it.
    var transforms: OffsetCosts
    /// What is visible at the scroll offsets: each offset's own entry, and each element there.
    var visible: OffsetCosts
}

/// An upper bound on the bytes of one element: its own text (each number at its longest), its
/// section's id as many times as it repeats it, and its kind (a supplementary's, a
/// decoration's) at a number of bytes for each byte of it.
struct ElementCost {
    var bytes: Int
    var sectionIDs = 0
    var perKindByte = 0

    /// The element of a section whose id takes `sectionID` bytes, of a kind `kind` bytes long
    /// (0 for an element that has none), saturating at `Int.max`.
    func bytes(sectionID: Int, kind: Int = 0) -> Int {
        bytes.saturatingAdd(sectionIDs.saturatingMultiply(sectionID)).saturatingAdd(perKindByte.saturatingMultiply(kind))
    }
}

/// The entries a format prints for a list of offsets (a section's transforms, the scroll
/// offsets), and what each costs.
struct OffsetCosts {
    /// Which offsets: every one, the first only, or none.
    enum Shown { case all, first, none }

    var shown: Shown
    /// An offset's own entry, and each of its members (an item scale, an element on screen).
    var offset: ElementCost
    var member: ElementCost

    /// A format that prints none of them.
    static let none = OffsetCosts(shown: .none, offset: ElementCost(bytes: 0), member: ElementCost(bytes: 0))
}

/// The longest text of the values a layout holds, as `ByteWriter` writes them: what a format
/// counts each one at.
enum Longest {
    /// A number (`ByteWriter.number`): the shortest digits of a double take at most 24 bytes
    /// (`-2.2250738585072014e-308`), and a number rounded to a precision no more (it keeps at
    /// most 15 digits, or prints the shortest ones), as long as it is below 10^15, as a
    /// layout's lengths and positions are (a spec's lengths stay within 10^7, its items within
    /// millions).
    static let number = 24
    /// An index (an item's, a section's, an offset's): below the elements a run prints, at most
    /// 11 digits.
    static let index = 11
    /// A zIndex, any `Int` (`-9223372036854775808`).
    static let zIndex = 20

    /// The longest raw value among `names`, in bytes (a section's kind, an orthogonal
    /// behaviour): each is ASCII that no format escapes.
    static func name<Names: Sequence>(among names: Names) -> Int where Names.Element: RawRepresentable, Names.Element.RawValue == String {
        names.reduce(0) { max($0, $1.rawValue.utf8.count) }
    }
}

extension ScreenLayout {
    /// The longest kind of the layout's supplementaries and decorations, in bytes: what a
    /// format counts an element at where it does not know its kind, or pads every row to the
    /// longest. O(supplementaries + decorations).
    var longestKind: Int {
        sections.reduce(longestSupplementaryKind) { longest, section in
            section.decorations.reduce(longest) { max($0, $1.kind.utf8.count) }
        }
    }

    /// The longest kind of the layout's supplementaries alone, in bytes: the table's, whose
    /// decoration rows say `decoration`, not their kind. O(supplementaries).
    var longestSupplementaryKind: Int {
        var longest = 0
        for supplementary in supplementaries { longest = max(longest, supplementary.kind.utf8.count) }
        for section in sections {
            for supplementary in section.supplementaries { longest = max(longest, supplementary.kind.utf8.count) }
        }
        return longest
    }
}

extension VisibleElement.Category {
    /// UIKit's default zIndex for an element of this category: an element prints its zIndex
    /// only where it differs.
    var defaultZIndex: Int {
        switch self {
        case .item: 0
        case .supplementary: BoundaryItem.defaultZIndex
        case .decoration: DecorationItem.defaultZIndex
        }
    }
}
