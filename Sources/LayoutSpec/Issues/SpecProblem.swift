import LayoutText
import LayoutEngine

/// What is wrong, one case per problem. The reader finds the first groups (the text, the keys
/// and the types of values); the checks (`SpecCheck`) the values' ranges, how values relate and
/// the limits, on the engine's values whichever way they came; the engine what only laying out
/// finds. Their words are in SpecMessages.swift. The layers above keep theirs (`LayerProblem`):
/// the outputs what would print too much, the Swift API what UIKit's objects say that a spec
/// cannot.
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

    // MARK: The layers above

    /// What a layer above the format found: an output too large, UIKit's objects that no spec
    /// says. Its type and words are the layer's own.
    case layer(AnyLayerProblem)

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
