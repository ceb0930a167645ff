import LayoutEngine

/// The keys of one kind of object in the spec format.
protocol SpecKey: CaseIterable, RawRepresentable<String>, Hashable, Sendable where AllCases == [Self] {
    static var lookup: KeyLookup<Self> { get }
    /// The rules of an object of these keys wherever it is (sections, nodes, items and headers
    /// have rules that depend on where they are, given by their own functions).
    static var rules: KeyRules<Self> { get }
    /// What the key's value must be.
    var shape: Shape { get }
    /// What to give for the key when it is required and missing: `missing "width": a number > 0`.
    var missingHint: String { get }
}

extension SpecKey {
    static var rules: KeyRules<Self> { KeyRules() }
    var missingHint: String { shape.phrase }
}

/// A value for each key given, kept by the key's place among its cases: for a few dozen keys,
/// cheaper than hashing them into a dictionary.
struct KeyedValues<Key: SpecKey, Value> {
    private var values = [Value?](repeating: nil, count: Key.lookup.keys.count)

    subscript(key: Key) -> Value? {
        get { values[Key.lookup.index(of: key)] }
        set { values[Key.lookup.index(of: key)] = newValue }
    }
}

/// Finds a key by the C string json-c holds, without making a Swift string of it, and keeps
/// the keys in `allCases` order (which `KeySet` numbers them by) without making that array anew.
struct KeyLookup<Key: SpecKey>: Sendable {
    let keys: [Key]
    private let names: [[UInt8]]

    init() {
        keys = Key.allCases
        precondition(keys.count <= 64, "a KeySet holds at most 64 keys")
        names = keys.map { Array($0.rawValue.utf8) }
    }

    /// The place of `key` in `allCases`.
    func index(of key: Key) -> Int {
        keys.firstIndex(of: key)!
    }

    /// The place in `allCases` of the key named `name`, given as a Swift string.
    func index(named name: String) -> Int? {
        names.firstIndex(of: Array(name.utf8))
    }

    /// The place in `allCases` of the key named `name`.
    func index(_ name: UnsafePointer<CChar>) -> Int? {
        var length = 0
        while name[length] != 0 { length += 1 }
        return name.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            for (index, candidate) in names.enumerated() where candidate.count == length {
                var equal = true
                for offset in 0..<length where candidate[offset] != bytes[offset] {
                    equal = false
                    break
                }
                if equal { return index }
            }
            return nil
        }
    }
}

/// An inset on one side, or the same inset on all four.
let insetsShape = Shape.either([.number(.length), .object(.insets)])

enum SpecKeyName: String, SpecKey {
    case container, scale, layoutMargins, safeArea, interSectionSpacing, sections
    case scrollDirection, layoutDirection, contentInsetsReference, boundaryItems, scrollOffsets, version
    /// Where an editor finds the spec's JSON Schema; read and ignored.
    case schema = "$schema"
    static let lookup = KeyLookup<Self>()
    static let rules: KeyRules<Self> = rules(widthGiven: false)

    /// The top level's rules; `--width` can stand in for the container.
    static func rules(widthGiven: Bool) -> KeyRules<Self> {
        KeyRules(required: widthGiven ? [.sections] : [.container, .sections])
    }

    var missingHint: String {
        switch self {
        case .container: #"give {"width": …} (or --width)"#
        case .sections: "an array, which may be empty"
        default: shape.phrase
        }
    }

    var shape: Shape {
        switch self {
        case .container: .object(.container)
        case .scale: .number(.integers(1...3))
        case .layoutMargins, .safeArea: insetsShape
        case .interSectionSpacing: .number(.length)
        case .sections: .array(.object(.section), minimum: 0)
        case .scrollDirection: .choice(Axis.allCases.reversed().map(\.rawValue))
        case .layoutDirection: .choice(LayoutDirection.allCases.map(\.rawValue))
        case .contentInsetsReference: SectionKey.contentInsetsReference.shape
        case .boundaryItems: SectionKey.boundaryItems.shape
        case .scrollOffsets: .array(.numbers([.offset, .offset]), minimum: 0)
        case .version: .number(.integers(1...1))
        case .schema: .string
        }
    }
}

enum ContainerKey: String, SpecKey {
    case width, height
    static let lookup = KeyLookup<Self>()
    static let rules: KeyRules<Self> = rules(widthGiven: false)

    static func rules(widthGiven: Bool) -> KeyRules<Self> {
        KeyRules(required: widthGiven ? [] : [.width])
    }

    var shape: Shape { .number(.positiveLength) }
}

enum InsetsKey: String, SpecKey {
    case top, leading, bottom, trailing
    static let lookup = KeyLookup<Self>()
    var shape: Shape { .number(.length) }
}

/// The keys of a section. Which kinds read a key is part of the table: a key of another kind
/// is reported as such.
enum SectionKey: String, SpecKey {
    case id, kind, items, contentInsets, contentInsetsReference, header, footer, boundaryItems
    case supplementariesFollowContentInsets, decorations, variants
    case orthogonalScrolling, interGroupSpacing, effect, offsets
    case groupWidth, groupHeight, minScale, itemInsets
    case columns, spacing, columnSpacing, rowSpacing, ratios, placement, tolerance, span, extraHeight
    case group
    case itemSize, sizes, minimumInteritemSpacing, minimumLineSpacing
    case pattern, repeatBlock
    /// Only in a variant: the container widths it is for.
    case when
    static let lookup = KeyLookup<Self>()

    /// A section's rules: the keys its kind reads, `kind` and what the kind requires.
    static func rules(in kind: SectionKind) -> KeyRules<Self> {
        var required: KeySet<Self> = [.kind]
        switch kind {
        case .compositional: required = [.kind, .group]
        case .mosaic: required = [.kind, .pattern]
        default: break
        }
        return KeyRules(
            reads: KeySet { $0 != .when && $0.isRead(by: kind) }, required: required,
            refusal: { refusal(of: $0, in: kind) }, shape: { $0.shape(in: kind) })
    }

    /// A variant's rules: `when`, and the keys of its section's kind but `kind` and `variants`.
    static func variantRules(in kind: SectionKind) -> KeyRules<Self> {
        KeyRules(
            reads: KeySet { $0 == .when || ($0 != .variants && $0 != .kind && $0.isRead(by: kind)) }, required: [.when],
            refusal: { refusal(of: $0, in: kind) }, shape: { $0.shape(in: kind) })
    }

    /// Pairs of keys a section of `kind` gives one of, not both (after its variant's merge); the
    /// second is the one reported.
    static func conflicts(in kind: SectionKind) -> [(SectionKey, SectionKey)] {
        switch kind {
        case .carousel: [(.minScale, .effect)]
        case .waterfall: [(.items, .ratios)]
        case .flow: [(.itemSize, .sizes)]
        default: []
        }
    }

    private static func refusal(of key: SectionKey, in kind: SectionKind) -> String {
        switch key {
        case .when: return "\"when\" belongs in a variant"
        case .variants: return "variants do not nest"
        case .kind: return "a variant cannot change the kind"
        default:
            let owners = SectionKind.allCases.filter { key.isRead(by: $0) }.map(\.rawValue)
            return "\"\(key.rawValue)\" is not read by a \(kind.rawValue) section (it is a key of \(ValueText.list(owners, conjunction: "and")))"
        }
    }

    var missingHint: String {
        switch self {
        case .group: "the group the section repeats"
        case .pattern: #"the blocks, built-in names or {"rects": […]}"#
        case .when: "the container widths this variant is for"
        default: shape.phrase
        }
    }

    /// The kinds that read this key (all of them when `nil`). An array: a set would be hashed
    /// anew on every question, and the reader asks for each key of each section.
    var kinds: [SectionKind]? {
        switch self {
        case .id, .kind, .items, .contentInsets, .contentInsetsReference, .header, .footer, .decorations, .variants, .when:
            nil
        case .boundaryItems, .supplementariesFollowContentInsets: [.carousel, .widget, .waterfall, .compositional, .mosaic]
        case .orthogonalScrolling, .interGroupSpacing, .effect, .offsets: [.carousel, .widget, .compositional]
        case .groupWidth, .groupHeight: [.carousel, .widget]
        case .minScale: [.carousel]
        case .itemInsets: [.widget]
        case .columns, .columnSpacing, .rowSpacing, .ratios, .placement, .tolerance, .span, .extraHeight:
            [.waterfall]
        case .spacing: [.waterfall, .mosaic]
        case .group: [.compositional]
        case .itemSize, .sizes, .minimumInteritemSpacing, .minimumLineSpacing: [.flow]
        case .pattern, .repeatBlock: [.mosaic]
        }
    }

    func isRead(by kind: SectionKind) -> Bool { kinds?.contains(kind) ?? true }

    /// What the key's value must be in a section of `kind`.
    func shape(in kind: SectionKind) -> Shape {
        switch (self, kind) {
        case (.spacing, .mosaic): .object(.mosaicSpacing)
        default: shape
        }
    }

    /// What the key's value must be (in the first kind that reads it).
    var shape: Shape {
        switch self {
        case .id: .string
        case .kind: .choice(SectionKind.allCases.map(\.rawValue))
        case .items: .either([.number(.integers(0...SpecLimits.maximumItemsPerSection)), .array(.object(.item), minimum: 0)])
        case .contentInsets, .itemInsets: insetsShape
        case .contentInsetsReference: .choice(ContentInsetsReference.allCases.map(\.rawValue))
        case .header, .footer: .either([.object(.header), .null])
        case .boundaryItems: .array(.object(.boundaryItem), minimum: 0)
        case .supplementariesFollowContentInsets: .boolean
        case .decorations: .array(.object(.decoration), minimum: 0)
        case .variants: .array(.object(.variant), minimum: 0)
        case .orthogonalScrolling: .choice(OrthogonalScrollingBehavior.allCases.map(\.rawValue))
        case .interGroupSpacing, .spacing, .columnSpacing, .rowSpacing, .extraHeight: .number(.length)
        case .effect: .object(.effect)
        case .offsets: .either([.constant("resting"), .array(.number(.offset), minimum: 0)])
        case .groupWidth, .groupHeight: .number(.fraction)
        case .minScale: .number(.unitInterval)
        case .columns: .number(.integers(1...1000))
        case .ratios: .array(.number(.ratio), minimum: 0)
        case .placement: .choice(["shortest", "ordered", "sequential"])
        case .tolerance: .either([.number(.length), .constant("infinite")])
        case .span: .either([.number(.integers(1...1000)), .constant("full")])
        case .group: .object(.group)
        case .itemSize: .object(.flowSize)
        case .sizes: .array(.object(.flowSize), minimum: 1)
        case .minimumInteritemSpacing, .minimumLineSpacing: .number(.length)
        case .pattern: .array(.object(.mosaicBlock), minimum: 1)
        case .repeatBlock: .number(.integers(0...999))
        case .when: .object(.variantBounds)
        }
    }
}

enum FlowSizeKey: String, SpecKey {
    case width, height
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: .all)

    var shape: Shape {
        switch self {
        case .width: .either([.number(.length), .object(.flowWidth)])
        case .height: .either([.number(.length), .object(.flowHeight)])
        }
    }
}

/// A flow width other than points: exactly one of these.
enum FlowWidthKey: String, SpecKey {
    case fraction, perRow
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(exactlyOne: .all, noun: "a flow width")

    var shape: Shape {
        switch self {
        case .fraction: .number(.fraction)
        case .perRow: .number(.integers(1...1000))
        }
    }
}

enum FlowHeightKey: String, SpecKey {
    case aspect
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: .all)
    var shape: Shape { .number(.ratio) }
    var missingHint: String { "width ÷ height" }
}

enum MosaicBlockKey: String, SpecKey {
    case rects
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: .all)
    var missingHint: String { "[[x, y, width, height], …] in fractions of the width" }

    /// [x, y, width, height] in fractions of the available width.
    var shape: Shape {
        .array(.numbers([.unitInterval, NumberRange(0, to: 1000), NumberRange(0, exclusive: true, to: 1, meaningfulMaximum: true), NumberRange(0, exclusive: true, to: 1000)]), minimum: 1)
    }
}

enum MosaicSpacingKey: String, SpecKey {
    case before, between, after
    static let lookup = KeyLookup<Self>()
    var shape: Shape { .number(.length) }
}

enum VariantBoundsKey: String, SpecKey {
    case minWidth, maxWidth
    static let lookup = KeyLookup<Self>()
    var shape: Shape { .number(.length) }
}

/// The keys of an item object in `items`; what they mean depends on the section's kind.
enum ItemKey: String, SpecKey {
    case id, ratio, height, width, span, extraHeight
    static let lookup = KeyLookup<Self>()

    /// The rules of an item of a `kind` section: a waterfall item gives its ratio or its height.
    static func rules(in kind: SectionKind) -> KeyRules<Self> {
        KeyRules(
            reads: KeySet { $0.isRead(by: kind) }, exactlyOne: kind == .waterfall ? [.ratio, .height] : [],
            noun: "a waterfall item", refusal: { "\"\($0.rawValue)\" is not read by the items of a \(kind.rawValue) section" })
    }

    func isRead(by kind: SectionKind) -> Bool {
        switch self {
        case .id: true
        case .ratio, .span, .extraHeight: kind == .waterfall
        case .height: kind != .mosaic
        case .width: kind != .waterfall && kind != .mosaic
        }
    }

    var shape: Shape {
        switch self {
        case .id: .string
        case .ratio: .number(.ratio)
        case .height, .width, .extraHeight: .number(.length)
        case .span: SectionKey.span.shape
        }
    }
}

enum HeaderKey: String, SpecKey {
    case height, estimated, contentInsets, pinToVisibleBounds
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: [.height])

    /// A flow section's header and footer span the whole width: only the height is theirs.
    static let flowRules = KeyRules<Self>(
        reads: [.height, .pinToVisibleBounds], required: [.height],
        refusal: { "a flow section's \"\($0.rawValue)\" is not read: its header and footer span the whole width, with only height and pinToVisibleBounds" })

    var shape: Shape {
        switch self {
        case .height: .number(.length)
        case .estimated, .pinToVisibleBounds: .boolean
        case .contentInsets: insetsShape
        }
    }
}

enum BoundaryItemKey: String, SpecKey {
    case kind, size, alignment, extendsBoundary, absoluteOffset, contentInsets, pinToVisibleBounds, zIndex
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: [.kind, .size, .alignment])

    var shape: Shape {
        switch self {
        case .kind: .string
        case .size: .object(.size)
        case .alignment: .choice(BoundaryAlignment.allCases.map(\.rawValue))
        case .extendsBoundary, .pinToVisibleBounds: .boolean
        case .absoluteOffset: .numbers([.offset, .offset])
        case .contentInsets: insetsShape
        case .zIndex: .number(.zIndex)
        }
    }
}

/// A background decoration item of a section.
enum DecorationKey: String, SpecKey {
    case kind, contentInsets, zIndex
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: [.kind])

    var missingHint: String {
        switch self {
        case .kind: "a string, the decoration's element kind"
        default: shape.phrase
        }
    }

    var shape: Shape {
        switch self {
        case .kind: .string
        case .contentInsets: insetsShape
        case .zIndex: .number(.zIndex)
        }
    }
}

enum EffectKey: String, SpecKey {
    case scale
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: .all)
    var shape: Shape { .object(.scaleEffect) }
    var missingHint: String { #"{"min": m}"# }
}

enum ScaleEffectKey: String, SpecKey {
    case min
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: .all)
    var shape: Shape { .number(.unitInterval) }
    var missingHint: String { "the smallest scale, from 0 to 1" }
}

/// The keys of a node of a compositional tree: an item, or a horizontal, vertical or custom group.
enum NodeKey: String, SpecKey {
    case group, size, subitems, count, interItemSpacing, frames, contentInsets, edgeSpacing, supplementaries, zIndex
    static let lookup = KeyLookup<Self>()

    enum NodeType: String {
        case item, stack = "horizontal or vertical group", custom = "custom group"
    }

    /// The rules of a node of `type`: every node has a size, a horizontal or vertical group its
    /// subitems, a custom group its frames.
    static func rules(for type: NodeType) -> KeyRules<Self> {
        let required: KeySet<Self> =
            switch type {
            case .item: [.size]
            case .stack: [.group, .size, .subitems]
            case .custom: [.group, .size, .frames]
            }
        return KeyRules(reads: KeySet { $0.isRead(by: type) }, required: required, refusal: { refusal(of: $0, in: type) })
    }

    private static func refusal(of key: NodeKey, in type: NodeType) -> String {
        switch (key, type) {
        case (.subitems, .item), (.count, .item), (.interItemSpacing, .item), (.frames, .item):
            return "an item has no \"\(key.rawValue)\"; a group has \"group\": \"horizontal\", \"vertical\" or \"custom\""
        case (.frames, _):
            return "\"frames\" belong to a custom group"
        case (_, .custom):
            return "a custom group places one item at each of its \"frames\"; it has no \"\(key.rawValue)\""
        default:
            return "a \(type.rawValue) has no \"\(key.rawValue)\""
        }
    }

    var missingHint: String {
        switch self {
        case .size: #"{"width": …, "height": …}"#
        case .subitems: "[an item or group, …]"
        case .frames: "[[x, y, width, height], …]"
        default: shape.phrase
        }
    }

    func isRead(by type: NodeType) -> Bool {
        switch self {
        case .size, .contentInsets, .edgeSpacing, .supplementaries: true
        case .group: type != .item
        case .subitems, .count, .interItemSpacing: type == .stack
        case .frames: type == .custom
        case .zIndex: type == .item
        }
    }

    var shape: Shape {
        switch self {
        case .group: .choice(["horizontal", "vertical", "custom"])
        case .size: .object(.size)
        case .subitems: .array(.object(.node), minimum: 1)
        case .count: .number(.integers(1...SpecLimits.maximumGroupCount))
        case .interItemSpacing: .object(.spacing)
        case .frames: .array(.numbers([.offset, .offset, .length, .length]), minimum: 1)
        case .contentInsets: insetsShape
        case .edgeSpacing: .object(.edgeSpacing)
        case .supplementaries: .array(.object(.supplementary), minimum: 0)
        case .zIndex: .number(.zIndex)
        }
    }
}

enum SizeKey: String, SpecKey {
    case width, height
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: .all)
    var shape: Shape { .object(.dimension) }
}

enum DimensionKey: String, SpecKey {
    case fractionalWidth, fractionalHeight, absolute, estimated
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(exactlyOne: .all, noun: "a dimension")

    var shape: Shape {
        switch self {
        case .fractionalWidth, .fractionalHeight: .number(.fraction)
        case .absolute, .estimated: .number(.length)
        }
    }
}

enum SpacingKey: String, SpecKey {
    case fixed, flexible
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(exactlyOne: .all, noun: "a spacing")
    var shape: Shape { .number(.length) }
}

enum EdgeSpacingKey: String, SpecKey {
    case leading, top, trailing, bottom
    static let lookup = KeyLookup<Self>()
    var shape: Shape { .object(.spacing) }
}

enum SupplementaryKey: String, SpecKey {
    case kind, size, anchor, itemAnchor, zIndex
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: [.kind, .size, .anchor])

    var shape: Shape {
        switch self {
        case .kind: .string
        case .size: .object(.size)
        case .anchor, .itemAnchor: .object(.anchor)
        case .zIndex: .number(.zIndex)
        }
    }
}

enum AnchorKey: String, SpecKey {
    case edges, fractionalOffset, absoluteOffset
    static let lookup = KeyLookup<Self>()
    static let rules = KeyRules<Self>(required: [.edges])

    var shape: Shape {
        switch self {
        case .edges: .array(.choice(["top", "leading", "bottom", "trailing"]), minimum: 0)
        case .fractionalOffset: .numbers([.fractionalOffset, .fractionalOffset])
        case .absoluteOffset: .numbers([.offset, .offset])
        }
    }
}
