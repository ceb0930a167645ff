import LayoutText
import LayoutEngine

/// What is wrong, one case per problem. The reader finds the first groups (the text, the keys
/// and the types of values); the checks (`SpecCheck`) the values' ranges, how values relate and
/// the limits, on the engine's values whichever way they came; the engine what only laying out
/// finds; the outputs what would print too much; the Swift API what UIKit's objects say that a
/// spec cannot. Their words are in SpecMessages.swift.
public enum SpecProblem: Hashable, Sendable {
    // MARK: The text

    /// The JSON text is not JSON, or is JSON layoutcalc does not take as it is.
    case syntax(JSONSyntaxProblem)
    /// The spec is more bytes than a spec may be.
    case specTooLarge(bytes: Int)

    // MARK: Keys and types

    /// A value that is not of the form its key takes; `suggestion` is its UIKit spelling's
    /// spec form, when it is written as UIKit writes it.
    case unexpected(Shape, found: FoundValue?, suggestion: Suggestion? = nil)
    /// An array shorter than its key takes.
    case tooFewElements(Shape, minimum: Int, found: FoundValue)
    /// A key of no object of the format here.
    case unknownKey(String, in: ObjectName, suggestion: KeySuggestion?)
    /// A key of the format that this object does not read.
    case keyNotRead(String, KeyRefusal)
    /// UIKit's name for a key that this object does not read.
    case uikitKeyNotRead(String, spec: String, KeyRefusal)
    case missingKey(String, hint: String)
    /// An object that gives none, or more than one, of keys it takes exactly one of.
    case exactlyOne(noun: String, keys: [String], found: [String])
    /// Two keys that say the same thing one way or another.
    case conflictingKeys(String, String)

    // MARK: Values

    /// A number outside its key's range.
    case outOfRange(NumberRange, found: Double)
    /// More of something than a spec may have.
    case tooMany(Counted, count: Int)
    case groupsNestTooDeep
    /// The reader stopped: it had found `SpecReading.issueLimit` issues.
    case tooManyProblems

    // MARK: How values relate

    case countNeedsOneSubitem(count: Int, subitems: Int)
    /// Something needs the container's height, and there is none.
    case needsContainerHeight(HeightNeed)
    case variantBoundsCross(minimum: Double, maximum: Double)
    case variantChangesKind
    case variantsNest
    case whenOutsideVariant
    /// A variant that would leave out a key its section gives: a spec has no way to say it.
    case variantTakesBack(String)
    case repeatBlockPastPattern(blocks: Int)
    case rectPastWidth(Double)
    case toleranceWithoutOrdered
    case effectWithoutOrthogonalScrolling
    case offsetsWithoutOrthogonalScrolling
    case carouselWithoutOrthogonalScrolling
    case carouselWithoutEffect
    case waterfallItemWithoutSize
    /// A flow section's header and footer are its own: it has no boundary items.
    case flowBoundaryItems
    case notInHorizontalLayout(LayoutError.HorizontalRefusal)

    // MARK: Laying out

    /// The engine would not lay the layout out (what it found laying out, limits of its work).
    case layout(LayoutError)

    // MARK: Output

    case output(OutputRefusal)

    // MARK: UIKit's objects (the Swift API)

    case layoutObject(LayoutObjectProblem)

    // MARK: Resources

    /// An allocation failed: no fault of the spec's.
    case outOfMemory
}

/// What needs the container's height.
public enum HeightNeed: Hashable, Sendable {
    /// A fraction of it (a section's group, a boundary item).
    case fraction
    /// A horizontal layout: it is laid out against the height.
    case horizontalLayout
    /// The viewport at a scroll offset (the spec's `scrollOffsets`).
    case scrollOffsets
    /// The viewport at `--scroll-offset`.
    case scrollOffsetOption
}

/// What there is too much of.
public enum Counted: Hashable, Sendable {
    case sections
    case itemsInAll
    /// The items of one section, given as a count or objects.
    case items
    /// A waterfall's ratios.
    case ratios
}

/// A value as a message names it: a short scalar's text, or its kind.
public enum FoundValue: Hashable, Sendable {
    case null
    case boolean(Bool)
    case number(Double)
    /// A string, shortened past 40 characters.
    case string(String)
    /// A name given where one of a few was expected, whole.
    case name(String)
    case array(count: Int)
    case object
}

/// A value's spec form, for one written as UIKit writes it.
public enum Suggestion: Hashable, Sendable {
    /// A name of the spec's: `"groupPagingCentered"`.
    case name(String)
    /// An object: `{"fixed": 8}`.
    case object(String)
}

/// A key for one that is unknown.
public enum KeySuggestion: Hashable, Sendable {
    /// A key read here, near in spelling.
    case nearest(String)
    /// UIKit's name for a key read here.
    case uikit(UIKitNames.Name)
}

/// Why a key of the format is not read where it is given.
public enum KeyRefusal: Hashable, Sendable {
    /// A section key that this kind does not read; `owners` are the kinds that do.
    case notOfKind(SectionKind, owners: [SectionKind])
    /// An item key that the items of this kind do not read.
    case notOfItems(SectionKind)
    /// A key of a flow section's header or footer other than its height and pinning.
    case notOfFlowBand
    /// A key of other kinds whose value a list section's configuration makes (its insets, its
    /// header and footer, how its rows scroll).
    case madeByListConfiguration
    /// A key of groups given to an item.
    case groupKeyOnItem
    case framesOutsideCustomGroup
    case notOfCustomGroup
    /// A key given to a node of a type that has none (`a custom group has no …`).
    case notOfNode(String)
    case whenOutsideVariant
    case variantsNest
    case variantChangesKind
    /// Any other key that has no place here.
    case misplaced
}

/// Which output limit a refusal names.
public enum OutputCeiling: Hashable, Sendable {
    /// What JSON and ndjson print.
    case printed(Int)
    case tableRows(Int)
    case pictureElements(Int)
    /// What a page (`--format html`) draws.
    case pageElements(Int)
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
public enum OutputRefusal: Hashable, Sendable {
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
}

/// What UIKit's objects say that a layoutcalc spec cannot, or what app code passes that is not
/// a layout's.
public enum LayoutObjectProblem: Hashable, Sendable {
    /// A measured size given for an index path that is not an item's.
    case measuredSizeOutsideItems(String)
    case noSectionFromProvider(items: Int)
    case waterfallItemCount(waterfall: Int, section: Int)
    case itemIDCount(ids: Int, items: Int)
    /// A waterfall, flow or mosaic section given a group's settings.
    case ownKindHasNoGroups(SectionKind)
    case ownKindIsNoPreset(SectionKind)
    case ownKindMeasured(SectionKind, section: Int)
    /// A section marked as a preset whose group is not the preset's.
    case notThePreset(SectionKind)
    case supplementaryAsSubitem
    case decorationAsSubitem
    case boundaryItemAnchored
    case anchoredInsetsOrEdgeSpacing
    case boundaryItemWithoutAlignment
    case decorationEdgeSpacing
    /// A visible-items handler whose scale is no scale effect's.
    case scaleOutOfRange(Double)
    /// A visible-items handler that does what no scale effect does: at `distance` item lengths
    /// (`heights` or `widths`) from the middle it gives `transform`, not a scale of `expected`.
    case handlerNotScaleEffect(distance: Double, lengths: String, transform: String, expected: Double)
    /// A layout class of app code's own that computes its own attributes: no spec says it.
    case customLayout(String)
    /// A flow layout given measured sizes that does not size its cells itself.
    case measuredWithoutEstimatedSize
    /// A subclass whose overrides answer for `element` (`nil`: nothing) other than its base
    /// class lays out.
    case overriddenFrame(OverridingLayout, element: String, answered: Rect?, laidOut: Rect?)
    /// A subclass whose overrides answer the frame its base class lays out for `element`, with
    /// other values (zIndex, alpha, transform, isHidden).
    case overriddenValues(OverridingLayout, element: String)
    case overriddenContentSize(OverridingLayout, answered: Size, laidOut: Size)
}

/// A subclass of a layout a spec can say, by the names of its class and of that base class.
public struct OverridingLayout: Hashable, Sendable {
    public var subclass: String
    public var base: String

    public init(subclass: String, base: String) {
        self.subclass = subclass
        self.base = base
    }
}

/// What is wrong with a spec's text as JSON, or as JSON layoutcalc takes.
public enum JSONSyntaxProblem: Hashable, Sendable {
    /// Arrays and objects nest deeper than `limit`.
    case nestsTooDeep(limit: Int)
    case invalidUTF8
    case malformedUTF8(MalformedUTF8)
    case byteOrderMark
    case nulByte
    case emptyDocument
    case unexpectedEnd
    case comment
    case trailingComma
    case singleQuotes
    case textAfterDocument(Character)
    /// An unexpected character, with json-c's words for what it expected.
    case unexpectedCharacter(Character, expected: String)
    /// json-c's own words, where none of the above says it better.
    case jsonc(String)
    /// `\u0000` in a string, or a member's name.
    case escapedNul(inName: Bool)
    /// Half a surrogate pair without the other: its code unit.
    case unpairedSurrogate(UInt16)
    /// A control character written as it is inside a string.
    case unescapedControlCharacter(UInt8)
    /// A member name given twice in one object, at two places of the text.
    case nameGivenTwice(String, first: TextPosition, second: TextPosition)
    case infinity
    case notANumber
    case leadingZero
    case decimalPointWithoutDigits
}

/// Why a UTF-8 sequence is malformed.
public enum MalformedUTF8: Error, Hashable, Sendable {
    case continuationWithoutLead, overlong, surrogate, beyondUnicode, neverUTF8, truncated
}
