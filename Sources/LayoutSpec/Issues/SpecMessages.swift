import LayoutEngine
import LayoutText

// Every problem of the spec format and the engine in words, in one place: a problem found by the
// reader, the checks or the engine reads the same whichever door the screen came in by. The
// layers above word their own (`LayerProblem`).

extension SpecIssue {
    /// What is wrong, in a sentence a person can act on, as a library's caller reads it.
    public var message: String { problem.message(naming: .none) }
}

extension SpecProblem {
    /// What is wrong, in a sentence a person can act on; the values a run's caller may give in
    /// place of the spec's are called by `names` (the command line's flags).
    public func message(naming names: OverrideNames) -> String {
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
        case .missingKey(let key, let hint):
            // The container is the one required key a run's caller may give instead (its width).
            "missing \"\(key)\": \(hint)" + (key == "container" ? names.width.map { " (or \($0))" } ?? "" : "")
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
            case .fraction: "a fraction of the container's height needs one: " + Self.giveHeight(names)
            case .horizontalLayout: "a horizontal layout is laid out against the container's height: " + Self.giveHeight(names)
            case .scrollOffsets:
                "the viewport at a scroll offset is the container's width by its height: " + Self.giveHeight(names)
            case .scrollOffsetOption:
                (names.scrollOffsets.map { "\($0) needs" } ?? "scroll offsets given in place of the spec's need")
                    + " the container's height (the viewport is its width by its height): "
                    + Self.giveHeight(names)
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

        case .layout(let error): error.message(naming: names)
        case .layer(let problem): problem.message(naming: names)
        case .outOfMemory: "out of memory"
        }
    }

    /// Where a missing height is given: the spec's key, or what the caller names it.
    private static func giveHeight(_ names: OverrideNames) -> String {
        "give container.height" + (names.height.map { " (or \($0))" } ?? "")
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
    func message(naming names: OverrideNames) -> String {
        switch self {
        case .missingContainerHeight: SpecProblem.needsContainerHeight(.fraction).message(naming: names)
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
                + "prints: give fewer items, fewer supplementaries to each, or fewer offsets (offsets"
                + (names.offsets.map { ", \($0)" } ?? "") + ")"
        case .layoutNeedsContainerHeight(let use):
            switch use {
            case .horizontalScrolling: SpecProblem.needsContainerHeight(.horizontalLayout).message(naming: names)
            case .scrollOffsets: SpecProblem.needsContainerHeight(.scrollOffsets).message(naming: names)
            case .boundaryItems: SpecProblem.needsContainerHeight(.fraction).message(naming: names)
            }
        case .notInHorizontalLayout(_, let reason): SpecProblem.notInHorizontalLayout(reason).message(naming: names)
        }
    }
}
