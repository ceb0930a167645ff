import LayoutText
import LayoutEngine

// Boundary items, their header and footer shorthands, decorations and anchored supplementaries.

enum SupplementaryFormats {
    /// A boundary item of a section's or the layout's `boundaryItems`.
    static let boundaryItem = ObjectFormat<BoundaryItem>(
        .boundaryItem, initial: BoundaryItem(kind: "", size: LayoutSize(width: .absolute(0), height: .absolute(0)), alignment: .top),
        fields: [
            Field("kind", { $0.kind }, { $0.kind = $1 }, .string),
            Field("size", { $0.size }, { $0.size = $1 }, .size),
            Field("alignment", { $0.alignment }, { $0.alignment = $1 }, .choice),
            Field("extendsBoundary", { $0.extendsBoundary }, { $0.extendsBoundary = $1 }, .boolean, default: true),
            Field("absoluteOffset", { $0.absoluteOffset }, { $0.absoluteOffset = $1 }, .point(.offset), default: .zero),
            Field("contentInsets", { $0.contentInsets }, { $0.contentInsets = $1 }, .insets, default: .zero),
            Field("pinToVisibleBounds", { $0.pinToVisibleBounds }, { $0.pinToVisibleBounds = $1 }, .boolean, default: false),
            Field("zIndex", { $0.zIndex }, { $0.zIndex = $1 }, .zIndex, default: BoundaryItem.defaultZIndex),
        ],
        required: ["kind", "size", "alignment"])

    /// A background decoration of a section's `decorations`.
    static let decoration = ObjectFormat<DecorationItem>(
        .decoration, initial: DecorationItem(kind: ""),
        fields: [
            Field("kind", { $0.kind }, { $0.kind = $1 }, .string, hint: "a string, the decoration's element kind"),
            Field("contentInsets", { $0.contentInsets }, { $0.contentInsets = $1 }, .insets, default: .zero),
            Field("zIndex", { $0.zIndex }, { $0.zIndex = $1 }, .zIndex, default: DecorationItem.defaultZIndex),
        ],
        required: ["kind"])

    /// An anchored supplementary (a badge) of an item or a group.
    static let anchored = ObjectFormat<AnchoredSupplementary>(
        .supplementary, initial: AnchoredSupplementary(kind: "", size: LayoutSize(width: .absolute(0), height: .absolute(0)), containerAnchor: Anchor(edges: [])),
        fields: [
            Field("kind", { $0.kind }, { $0.kind = $1 }, .string),
            Field("size", { $0.size }, { $0.size = $1 }, .size),
            Field("anchor", { $0.containerAnchor }, { $0.containerAnchor = $1 }, .anchor),
            Field("itemAnchor", { $0.itemAnchor }, { $0.itemAnchor = $1 }, .anchor),
            Field("zIndex", { $0.zIndex }, { $0.zIndex = $1 }, .zIndex, default: BoundaryItem.defaultZIndex),
        ],
        required: ["kind", "size", "anchor"])
}

/// A header or footer as its shorthand gives it: a band across the section.
struct Band: Equatable, Sendable {
    var height: Double = 0
    var estimated = false
    var contentInsets = EdgeInsets.zero
    var pinToVisibleBounds = false

    /// The shorthand's keys: a flow section's band reads only the first and the last.
    static let fields: [Field<Band>] = [
        Field("height", { $0.height }, { $0.height = $1 }, .length),
        Field("estimated", { $0.estimated }, { $0.estimated = $1 }, .boolean, default: false),
        Field("contentInsets", { $0.contentInsets }, { $0.contentInsets = $1 }, .insets, default: .zero),
        Field("pinToVisibleBounds", { $0.pinToVisibleBounds }, { $0.pinToVisibleBounds = $1 }, .boolean, default: false),
    ]

    /// `header` or `footer`: a full-width band at the top or the bottom.
    static let format = ObjectFormat<Band>(.header, initial: Band(), fields: fields, required: ["height"])

    /// A flow section's `header` or `footer`, which span the whole width: only their height and
    /// whether they pin are theirs.
    static let flowFormat = ObjectFormat<Band>(
        .header, initial: Band(), fields: fields.filter { ["height", "pinToVisibleBounds"].contains($0.keys[0].name) },
        required: ["height"], refusal: { name in fields.contains { $0.keys[0].name == name } ? .notOfFlowBand : nil })

    /// The boundary item of kind `kind` at `alignment` the band is.
    func item(kind: String, alignment: BoundaryAlignment) -> BoundaryItem {
        BoundaryItem.band(
            kind: kind, height: height, estimated: estimated, alignment: alignment, contentInsets: contentInsets,
            pinToVisibleBounds: pinToVisibleBounds)
    }

    /// The band `item` is, if it is what a shorthand of `kind` at `alignment` gives.
    init?(_ item: BoundaryItem, kind: String, alignment: BoundaryAlignment) {
        guard item.kind == kind, item.alignment == alignment, item.size.width == .fractionalWidth(1), item.extendsBoundary,
            item.absoluteOffset == .zero, item.zIndex == BoundaryItem.defaultZIndex
        else { return nil }
        switch item.size.height {
        case .absolute(let height): self.height = height
        case .estimated(let height): (self.height, estimated) = (height, true)
        default: return nil
        }
        contentInsets = item.contentInsets
        pinToVisibleBounds = item.pinToVisibleBounds
    }

    init(height: Double = 0, pinToVisibleBounds: Bool = false) {
        self.height = height
        self.pinToVisibleBounds = pinToVisibleBounds
    }
}

extension SupplementaryFormats {
    /// `{"min": m}`.
    static let scale = ObjectFormat<ScaleEffect>(
        .scaleEffect, initial: ScaleEffect(minimum: 0),
        fields: [Field("min", { $0.minimum }, { $0.minimum = $1 }, .unitInterval, hint: "the smallest scale, from 0 to 1")], required: ["min"])

    /// `{"scale": {"min": m}}`.
    static let effect = ObjectFormat<ScaleEffect>(
        .effect, initial: ScaleEffect(minimum: 0), fields: [Field("scale", { $0.self }, { $0.self = $1 }, scale.value, hint: #"{"min": m}"#)],
        required: ["scale"])
}

extension ValueFormat where Value == ScaleEffect {
    static var scaleEffect: ValueFormat { SupplementaryFormats.effect.value }
}
