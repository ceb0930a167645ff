import LayoutEngine
import LayoutText

// Every problem in words, in one place: a problem found by the reader, the checks, the engine,
// the outputs or the Swift API reads the same whichever found it.

extension SpecIssue {
    /// What is wrong, in a sentence a person can act on.
    public var message: String { problem.message }
}

extension SpecProblem {
    public var message: String {
        switch self {
        case .syntax(let problem): problem.message
        case .specTooLarge(let bytes):
            "the spec is \(bytes) bytes, more than the limit \(SpecLimits.maximumSpecBytes)"

        case .unexpected(let shape, let found, let suggestion):
            "expected \(shape.phrase)\(found.map { ", found \($0.summary)" } ?? "")\(suggestion.map { "; did you mean \($0.text)?" } ?? "")"
        case .tooFewElements(let shape, let minimum, let found):
            "expected \(shape.phrase) with at least \(minimum) element\(minimum == 1 ? "" : "s"), found \(found.summary)"
        case .unknownKey(let key, let object, let suggestion):
            switch suggestion {
            case .nearest(let name)?: "unknown key \"\(key)\"; did you mean \"\(name)\"?"
            case .uikit(let name)?:
                "unknown key \"\(key)\"; did you mean \"\(name.spec)\"? (UIKit's \(name.api)\(name.note.map { "; \($0)" } ?? ""))"
            case nil: "unknown key \"\(key)\" in \(object.phrase)"
            }
        case .keyNotRead(let key, let refusal): refusal.message(key)
        case .uikitKeyNotRead(let key, let spec, let refusal): "unknown key \"\(key)\", UIKit's name for \"\(spec)\": \(refusal.message(spec))"
        case .missingKey(let key, let hint): "missing \"\(key)\": \(hint)"
        case .exactlyOne(let noun, let keys, let found):
            found.isEmpty
                ? "\(noun) needs one of \(ValueText.list(keys))"
                : "\(noun) has exactly one of \(ValueText.list(keys)); found \(ValueText.list(found, conjunction: "and"))"
        case .conflictingKeys(let first, let second): "give \"\(first)\" or \"\(second)\", not both"

        case .outOfRange(let range, let found): range.complaint(about: found)
        case .tooMany(let counted, let count):
            switch counted {
            case .sections: "\(count) sections, more than the limit \(SpecLimits.maximumSections)"
            case .itemsInAll: "\(count) items in all, more than the limit \(SpecLimits.maximumTotalItems)"
            case .items: "\(count) items, more than the limit \(SpecLimits.maximumItemsPerSection) of a section"
            case .ratios: "\(count) ratios, more than the limit \(SpecLimits.maximumItemsPerSection) of a section"
            }
        case .groupsNestTooDeep: "groups nest deeper than \(SpecLimits.maximumGroupDepth) levels"
        case .tooManyProblems: "too many errors; stopping here"

        case .countNeedsOneSubitem(let count, let subitems):
            "count makes \(count) copies of exactly one subitem; found \(subitems) subitems"
        case .needsContainerHeight(let need):
            switch need {
            case .fraction: "a fraction of the container's height needs one: give container.height (or --height)"
            case .horizontalLayout: "a horizontal layout is laid out against the container's height: give container.height (or --height)"
            case .scrollOffsets:
                "the viewport at a scroll offset is the container's width by its height: give container.height (or --height)"
            case .scrollOffsetOption:
                "--scroll-offset needs the container's height (the viewport is its width by its height): give container.height (or --height)"
            }
        case .variantBoundsCross(let minimum, let maximum):
            "minWidth \(ValueText.number(minimum)) is more than maxWidth \(ValueText.number(maximum)): no width matches"
        case .variantChangesKind: KeyRefusal.variantChangesKind.message("kind")
        case .variantsNest: KeyRefusal.variantsNest.message("variants")
        case .whenOutsideVariant: KeyRefusal.whenOutsideVariant.message("when")
        case .variantTakesBack(let key): "a variant cannot take back its section's \"\(key)\""
        case .repeatBlockPastPattern(let blocks):
            "the pattern has \(blocks) block\(blocks == 1 ? "" : "s"): repeatBlock is from 0 to \(blocks - 1)"
        case .rectPastWidth(let end): "x + width is \(ValueText.number(end)), past the section's width (1)"
        case .toleranceWithoutOrdered: "a tolerance applies to placement \"ordered\" only"
        case .effectWithoutOrthogonalScrolling: "a scale effect needs orthogonal scrolling; orthogonalScrolling is \"none\""
        case .offsetsWithoutOrthogonalScrolling: "offsets are orthogonal scroll offsets; orthogonalScrolling is \"none\""
        case .carouselWithoutOrthogonalScrolling:
            "a carousel scrolls orthogonally; to stack pages down the screen use a compositional section"
        case .carouselWithoutEffect: "a carousel has a scale effect; without one, write it as a compositional section"
        case .waterfallItemWithoutSize: "a waterfall item needs a ratio or a height: give \"ratios\" or one object per item"
        case .flowBoundaryItems: "a flow section's header and footer are its own (FlowSection's headerHeight and footerHeight)"
        case .notInHorizontalLayout(let refusal):
            switch refusal {
            case .listSection:
                "a list section is UICollectionLayoutListConfiguration's vertical list of rows: in a horizontal layout use a compositional section"
            case .flowRelativeSize:
                "a horizontal layout's flow section takes its sizes in points: a fraction, a number a row and an aspect ratio are of the available width, which only a vertical layout's lines run across"
            case .waterfallItemHeight:
                "a horizontal layout's waterfall lays its items in rows, which fix their height: give a ratio (width ÷ height)"
            case .waterfallExtraHeight:
                "a horizontal layout's waterfall lays its items in rows, which fix their height: an extra height cannot be added"
            }

        case .layout(let error): error.message
        case .output(let refusal): refusal.message
        case .layoutObject(let problem): problem.message
        case .outOfMemory: "out of memory"
        }
    }
}

extension JSONSyntaxProblem {
    var message: String {
        switch self {
        case .nestsTooDeep(let limit): "arrays and objects nest deeper than \(limit) levels"
        case .invalidUTF8: "invalid UTF-8"
        case .malformedUTF8(let malformed):
            switch malformed {
            case .continuationWithoutLead: "invalid UTF-8 (a continuation byte without a lead byte)"
            case .overlong: "invalid UTF-8 (an overlong encoding)"
            case .surrogate: "invalid UTF-8 (an encoded UTF-16 surrogate)"
            case .beyondUnicode: "invalid UTF-8 (a code point beyond U+10FFFF)"
            case .neverUTF8: "invalid UTF-8 (a byte that never occurs in UTF-8)"
            case .truncated: "invalid UTF-8 (a sequence cut short)"
            }
        case .byteOrderMark: "a byte order mark is not JSON; save the file as plain UTF-8"
        case .nulByte: "a NUL byte is not allowed in JSON"
        case .emptyDocument: "the document is empty"
        case .unexpectedEnd: "unexpected end of the document"
        case .comment: "comments are not JSON"
        case .trailingComma: "a trailing comma is not JSON"
        case .singleQuotes: "strings are written in double quotes"
        case .textAfterDocument(let character): "unexpected '\(character)' after the end of the document"
        case .unexpectedCharacter(let character, let expected): "unexpected '\(character)' (\(expected))"
        case .jsonc(let words): words
        case .escapedNul(let inName): "\\u0000 is not allowed in \(inName ? "a member name" : "a string")"
        case .unpairedSurrogate(let unit):
            unit < 0xDC00
                ? "\\u\(String(unit, radix: 16, uppercase: true)) is the first half of a surrogate pair and must be followed by its second half (\\uDC00 to \\uDFFF)"
                : "\\u\(String(unit, radix: 16, uppercase: true)) is the second half of a surrogate pair and must follow its first half (\\uD800 to \\uDBFF)"
        case .unescapedControlCharacter(let byte):
            "a control character in a string must be escaped (\(Self.escape(for: byte)))"
        case .nameGivenTwice(let name, let first, let second):
            "\"\(name)\" is given twice in one object, at \(first.line):\(first.column) and \(second.line):\(second.column); give it once"
        case .infinity: "Infinity is not a JSON number"
        case .notANumber: "NaN is not a JSON number"
        case .leadingZero: "a number cannot start with a leading zero"
        case .decimalPointWithoutDigits: "a decimal point must be followed by digits"
        }
    }

    private static func escape(for byte: UInt8) -> String {
        switch byte {
        case 0x09: return "write \\t"
        case 0x0A: return "write \\n"
        case 0x0D: return "write \\r"
        default:
            let digits = String(byte, radix: 16, uppercase: false)
            return "write \\u00" + (digits.count < 2 ? "0" : "") + digits
        }
    }
}

extension FoundValue {
    /// How the value reads in a message: its text for short scalars, its kind otherwise.
    var summary: String {
        switch self {
        case .null: return "null"
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value):
            if value.isNaN { return "NaN" }
            if value.isInfinite { return "a number too large to lay out" }
            return ValueText.number(value)
        case .string(let text): return text.count > 40 ? "\"\(text.prefix(37))…\"" : "\"\(text)\""
        case .name(let text): return "\"\(text)\""
        case .array(let count): return count == 0 ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }
}

extension Suggestion {
    var text: String {
        switch self {
        case .name(let name): "\"\(name)\""
        case .object(let json): json
        }
    }
}

extension KeyRefusal {
    /// Why `key` is not read here.
    func message(_ key: String) -> String {
        switch self {
        case .notOfKind(let kind, let owners):
            "\"\(key)\" is not read by a \(kind.rawValue) section (it is a key of \(ValueText.list(owners.map(\.rawValue), conjunction: "and")))"
        case .notOfItems(let kind): "\"\(key)\" is not read by the items of a \(kind.rawValue) section"
        case .notOfFlowBand:
            "a flow section's \"\(key)\" is not read: its header and footer span the whole width, with only height and pinToVisibleBounds"
        case .madeByListConfiguration:
            "\"\(key)\" is not read by a list section: its appearance, headerMode and footerMode make its rows, insets, header and footer (for your own, use a compositional section)"
        case .groupKeyOnItem: "an item has no \"\(key)\"; a group has \"group\": \"horizontal\", \"vertical\" or \"custom\""
        case .framesOutsideCustomGroup: "\"frames\" belong to a custom group"
        case .notOfCustomGroup: "a custom group places one item at each of its \"frames\"; it has no \"\(key)\""
        case .notOfNode(let type): "a \(type) has no \"\(key)\""
        case .whenOutsideVariant: "\"when\" belongs in a variant"
        case .variantsNest: "variants do not nest"
        case .variantChangesKind: "a variant cannot change the kind"
        case .misplaced: "\"\(key)\" does not belong here"
        }
    }
}

extension LayoutError {
    /// The engine's error in words.
    var message: String {
        switch self {
        case .missingContainerHeight: SpecProblem.needsContainerHeight(.fraction).message
        case .tooManyRestingOffsets(_, let limit): "the row would rest at more than \(limit) offsets"
        case .groupTooLarge(_, let limit):
            "with the sections the run lays out before it, its groups would weigh more than \(limit) subitems to fit "
                + "their members (for each member a group tries, every subitem of it when one is a fraction): give a "
                + "group fewer subitems, or subitems that fill it in fewer members"
        case .tooManyGroupMembers(_, let limit):
            "with the sections the run lays out before it, its groups would lay out more than \(limit) members "
                + "(each group's count, or its subitems: once a section, or once a group instance where items are "
                + "measured): give groups smaller counts, fewer groups with a count, or lay out fewer such sections "
                + "or widths"
        case .tooManyElements(_, let limit):
            "with the sections before it, the layout would hold more than \(limit) elements (items, supplementaries, "
                + "decorations, resting offsets and the offsets transforms are reported at), more than layoutcalc "
                + "prints: give fewer items, fewer supplementaries to each, or fewer offsets (offsets, --offset)"
        case .layoutNeedsContainerHeight(let use):
            switch use {
            case .horizontalScrolling: SpecProblem.needsContainerHeight(.horizontalLayout).message
            case .scrollOffsets: SpecProblem.needsContainerHeight(.scrollOffsets).message
            case .boundaryItems: SpecProblem.needsContainerHeight(.fraction).message
            }
        case .notInHorizontalLayout(_, let reason): SpecProblem.notInHorizontalLayout(reason).message
        }
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
    var hint: String {
        switch kind {
        case .document: "lay out at fewer widths (--width) or fewer specs"
        case .layoutBoundaryItems: "give fewer boundary items"
        case .items: "lay out fewer items, or at fewer widths (--width)"
        case .supplementaries: "give fewer items, or fewer supplementaries to each"
        case .decorations: "give fewer decorations"
        case .restingOffsets: "give the row fewer groups, or another orthogonalScrolling"
        case .transforms: "ask for fewer offsets (offsets, --offset) or give fewer items"
        case .visible: "ask for fewer scroll offsets (scrollOffsets, --scroll-offset)"
        }
    }
}

extension OutputRefusal {
    var message: String {
        switch self {
        case .elements(let part, let total, let ceiling, let width):
            let limit =
                switch ceiling {
                case .printed(let limit): "the \(limit) layoutcalc prints"
                case .tableRows(let limit): "the \(limit) rows of a table"
                case .pictureElements(let limit): "the \(limit) an SVG picture draws"
                case .pageElements(let limit): "the \(limit) a page draws"
                }
            return "\(part.describedByElements)\(Self.note(width)); the output would hold \(part.isPartial ? "more than " : "")"
                + "\(total) elements, more than \(limit): \(part.hint)"
        case .bytes(let part, let partBytes, let total, let limit, let format, let repeatedID, let width):
            let described = repeatedID.map { "the section's id (\($0) bytes as printed), on each of \(part.elements) lines," } ?? part.describedByElements
            let hint = repeatedID == nil ? part.hint : "give the section a shorter id, or fewer items"
            return "\(described)\(Self.note(width)) take up to \(partBytes) bytes of \(format); the output would be up to "
                + "\(total) bytes, more than the \(limit) layoutcalc writes: \(hint)"
        case .sectionsMet(let offsets, let count, let limit, let width):
            return "the viewports at \(offsets) scroll offsets\(Self.note(width)) meet sections \(count) times "
                + "in all, more than the \(limit) layoutcalc searches: "
                + OutputPart(kind: .visible, elements: 0).hint
        case .sectionsLaidOut(let sections, let widths, let before, let limit):
            let these = widths > 1 ? "\(sections) sections at \(widths) widths (\(sections.saturatingMultiply(widths)))" : "\(sections) sections"
            let earlier = before > 0 ? " after the \(before) of the specs before" : ""
            return "\(these)\(earlier) are more than the \(limit) sections layoutcalc lays out in one run: lay out "
                + "at fewer widths (--width), fewer specs or fewer sections"
        case .itemsLaidOut(let items, let widths, let before, let limit):
            let these = widths > 1 ? "\(items) items at \(widths) widths" : "\(items) items"
            let earlier = before > 0 ? " after the \(before) elements of the specs before" : ""
            return "\(these)\(earlier) are more than the \(limit) elements layoutcalc prints: lay out at fewer widths "
                + "(--width), fewer specs or fewer items"
        case .elementsInSection(let limit, let width):
            return "with what comes before it\(width.map { " (at width \(ValueText.number($0)))" } ?? ""), the output would hold "
                + "more than the \(limit) elements layoutcalc prints (items, supplementaries, decorations, "
                + "resting offsets, transforms' offsets): give fewer items, fewer supplementaries to each, or ask for "
                + "fewer offsets (offsets, --offset)"
        }
    }

    private static func note(_ width: Double?) -> String {
        width.map { " (at width \(ValueText.number($0)))" } ?? ""
    }
}

extension LayoutObjectProblem {
    var message: String {
        switch self {
        case .measuredSizeOutsideItems(let indexPath): "\(indexPath) is not the index path of an item"
        case .noSectionFromProvider(let items): "the section provider returned no section for a section of \(items) items"
        case .waterfallItemCount(let waterfall, let section): "the waterfall has \(waterfall) items, and the section \(section)"
        case .itemIDCount(let ids, let items): "layoutcalc.itemIDs has \(ids) ids for \(items) items"
        case .ownKindHasNoGroups(let kind):
            "a \(kind.rawValue) section has no groups: interGroupSpacing, orthogonal scrolling and its handler are not for it"
        case .ownKindIsNoPreset(let kind): "a \(kind.rawValue) section is not a preset of a compositional section"
        case .ownKindMeasured(let kind, let section): "a \(kind.rawValue) section (section \(section)) sizes its items itself"
        case .notThePreset(let kind):
            "a \(kind.rawValue) section is written by its preset's keys, and its group is not the preset's; write it as a compositional section"
        case .supplementaryAsSubitem:
            "a supplementary item is not an item of a group: give it to an item's or group's supplementaryItems"
        case .decorationAsSubitem: "a decoration item is not an item of a group: give it to a section's decorationItems"
        case .boundaryItemAnchored: "a boundary supplementary item belongs in a section's boundarySupplementaryItems"
        case .anchoredInsetsOrEdgeSpacing: "layoutcalc does not lay out an anchored supplementary's contentInsets or edgeSpacing"
        case .boundaryItemWithoutAlignment: "a boundary supplementary item needs an alignment other than .none"
        case .decorationEdgeSpacing: "layoutcalc does not lay out a decoration item's edgeSpacing"
        case .scaleOutOfRange(let minimum):
            "the handler scales far items by \(minimum); a scale effect's minimum is from 0 to 1"
        case .handlerNotScaleEffect(let distance, let lengths, let transform, let expected):
            "the handler is not a scale effect layoutcalc can compute (layout-rules §6): an item \(distance) \(lengths) from the middle gets \(transform), not a scale of \(expected)"
        case .customLayout(let name):
            "\(name) computes its own attributes, which no spec says: layoutcalc writes the specs of UICollectionViewCompositionalLayout and UICollectionViewFlowLayout"
        case .measuredWithoutEstimatedSize:
            "a flow layout takes measured sizes for cells that size themselves: set its estimatedItemSize (or UICollectionViewFlowLayout.automaticSize)"
        case .overriddenFrame(let layout, let element, let answered, let laidOut):
            "\(layout.subclass) answers \(Self.frame(answered)) for \(element), where \(layout.base) lays out \(Self.frame(laidOut))"
                + layout.noSpec
        case .overriddenValues(let layout, let element):
            "\(layout.subclass) answers other values for \(element) (its zIndex, alpha, transform or isHidden) than \(layout.base) lays out"
                + layout.noSpec
        case .overriddenContentSize(let layout, let answered, let laidOut):
            "\(layout.subclass) answers a content size of \(Self.size(answered)), where \(layout.base) lays out \(Self.size(laidOut))"
                + layout.noSpec
        }
    }

    private static func frame(_ rect: Rect?) -> String {
        guard let rect else { return "nothing" }
        return "the frame (\([rect.x, rect.y, rect.width, rect.height].map { ValueText.number($0) }.joined(separator: ", ")))"
    }

    private static func size(_ size: Size) -> String {
        "\(ValueText.number(size.width)) × \(ValueText.number(size.height))"
    }
}

extension OverridingLayout {
    /// Why the spec is not written.
    fileprivate var noSpec: String {
        ": a spec says what \(base) lays out, not what a subclass's overrides change"
    }
}
