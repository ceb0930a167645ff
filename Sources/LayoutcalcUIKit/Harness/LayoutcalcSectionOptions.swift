import LayoutEngine

/// What a layoutcalc spec says of a section that UIKit's objects do not: its `id`, its items'
/// ids, the preset its output names and the offsets its transforms are reported at. App code
/// leaves it alone; a test that writes a golden spec may name its sections.
public struct LayoutcalcSectionOptions: Hashable, Sendable {
    /// The section's `id` in the spec and the output; `nil` is `section-N` (N its index).
    public var id: String?
    /// Each item's `id`, by index (`nil` for an item without one); `nil` gives none.
    public var itemIDs: [String?]?
    /// The kind a section built as a layoutcalc preset's group is written as; `nil` is
    /// `compositional`.
    public var preset: LayoutcalcPreset?
    /// The orthogonal scroll offsets its transforms are reported at in the spec's output
    /// (`offsets`); `nil` is its resting offsets.
    public var orthogonalOffsets: [Double]?

    public init(id: String? = nil, itemIDs: [String?]? = nil, preset: LayoutcalcPreset? = nil, orthogonalOffsets: [Double]? = nil) {
        self.id = id
        self.itemIDs = itemIDs
        self.preset = preset
        self.orthogonalOffsets = orthogonalOffsets
    }
}

/// layoutcalc's presets of a compositional section (layout-rules §7). A section marked with one is
/// written as that kind, and must be the preset's group (`Carousel.group`, `Widget.group`).
public enum LayoutcalcPreset: String, Hashable, Sendable {
    case carousel
    case widget

    /// The section kind it is written as.
    var kind: SectionKind {
        switch self {
        case .carousel: .carousel
        case .widget: .widget
        }
    }
}

extension NSCollectionLayoutSection {
    /// A Pinterest-style waterfall section (layout-rules §8), which UIKit has no class for.
    public convenience init(waterfall: WaterfallSection) {
        self.init(body: .ownKind(.waterfall(waterfall)))
    }

    /// A section laid out as `UICollectionViewFlowLayout` lays out one (layout-rules §9).
    public convenience init(flow: FlowSection) {
        self.init(body: .ownKind(.flow(flow)))
    }

    /// A mosaic of repeating blocks of squares (layout-rules §10).
    public convenience init(mosaic: MosaicSection) {
        self.init(body: .ownKind(.mosaic(mosaic)))
    }
}
