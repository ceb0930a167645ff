/// One section, laid out.
public struct SectionLayout: Hashable, Sendable {
    public var index: Int
    public var id: String
    public var kind: SectionKind
    /// The section's band of the content: across the scroll axis it spans the container (x 0
    /// and the width in a vertical layout, y 0 and the height in a horizontal one).
    public var frame: Rect
    /// Every item's frame, by index.
    public var items: [Rect]
    public var itemIDs: [String?]?
    /// Every item's zIndex, by index, when one of them differs from 0.
    public var itemZIndices: [Int]?
    /// Boundary items in the spec's order, then anchored ones in item order.
    public var supplementaries: [SupplementaryFrame]
    /// Background decorations, in the spec's order.
    public var decorations: [DecorationFrame]
    /// Present for sections that scroll orthogonally.
    public var orthogonal: OrthogonalScroll?
    /// Present for sections with a scale effect: one snapshot per offset, each computed when
    /// it is read.
    public var transforms: ScaleTransforms?
    /// The boundary items that pin to the visible bounds.
    public internal(set) var pins: [PinnedBoundary] = []
    /// A compositional section's group repetitions (what a rect holds tests items by them).
    var groups: GroupRepetitions?

    /// The elements it holds, as `Screen.layout(elementLimit:)` counts them (its own frame
    /// apart): items, supplementaries, decorations, resting offsets and transforms' offsets.
    var elementCount: Int {
        items.count + supplementaries.count + decorations.count + (orthogonal?.restingOffsets.count ?? 0)
            + (transforms?.offsets.count ?? 0)
    }

    /// The section mirrored across a content `width` wide (layout-rules §12, right to left).
    mutating func mirror(inWidth width: Double) {
        frame = frame.mirrored(inWidth: width)
        for index in items.indices { items[index] = items[index].mirrored(inWidth: width) }
        for index in supplementaries.indices {
            supplementaries[index].frame = supplementaries[index].frame.mirrored(inWidth: width)
        }
        for index in decorations.indices { decorations[index].frame = decorations[index].frame.mirrored(inWidth: width) }
    }
}
