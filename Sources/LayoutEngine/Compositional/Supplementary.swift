/// Where a boundary supplementary sits on its section, as `NSRectAlignment`.
public enum BoundaryAlignment: String, CaseIterable, Sendable {
    case top, bottom, leading, trailing
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// Whether the item sits at the section's top (and so may extend it there).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item sits at the section's bottom.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// Whether the item is pinned to the leading edge.
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    /// Whether the item is pinned to the trailing edge.
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }

    /// Whether the item sits at the start of `axis`: the top of a vertical one, the leading
    /// edge of a horizontal one.
    func isStart(along axis: Axis) -> Bool {
        axis == .vertical ? isTop : isLeading
    }

    /// Whether the item sits at the end of `axis`: the bottom of a vertical one, the trailing
    /// edge of a horizontal one.
    func isEnd(along axis: Axis) -> Bool {
        axis == .vertical ? isBottom : isTrailing
    }
}

/// A header, footer or other item on a section's boundary, as
/// `NSCollectionLayoutBoundarySupplementaryItem` (layout-rules §4).
public struct BoundaryItem: Hashable, Sendable {
    /// The element kind, echoed in the output (`header`, `footer`, …).
    public var kind: String
    public var size: LayoutSize
    public var alignment: BoundaryAlignment
    /// Whether the item takes room of its own at the section's edge (UIKit's default).
    public var extendsBoundary: Bool
    public var absoluteOffset: Point
    public var contentInsets: EdgeInsets
    /// Pinned to the visible bounds while its section is on screen (layout-rules §12): its
    /// frame is reported where it rests, and where it is pinned at a scroll offset; its zIndex
    /// is raised by `BoundaryItem.pinnedZIndexBoost` wherever it is listed.
    public var pinToVisibleBounds: Bool
    public var zIndex: Int

    public init(
        kind: String, size: LayoutSize, alignment: BoundaryAlignment, extendsBoundary: Bool = true,
        absoluteOffset: Point = .zero, contentInsets: EdgeInsets = .zero, pinToVisibleBounds: Bool = false,
        zIndex: Int = BoundaryItem.defaultZIndex
    ) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.extendsBoundary = extendsBoundary
        self.absoluteOffset = absoluteOffset
        self.contentInsets = contentInsets
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }

    /// UIKit's default zIndex for supplementary items.
    public static let defaultZIndex = 1

    /// What a pinned item's zIndex is raised by, so that it stays above what scrolls under it.
    public static let pinnedZIndexBoost = 1_000_000_000

    /// A full-width item of `height` points at the section's top or bottom: the `header` and
    /// `footer` shorthand.
    public static func band(
        kind: String, height: Double, estimated: Bool, alignment: BoundaryAlignment,
        contentInsets: EdgeInsets = .zero, pinToVisibleBounds: Bool = false
    ) -> BoundaryItem {
        BoundaryItem(
            kind: kind,
            size: LayoutSize(width: .fractionalWidth(1), height: estimated ? .estimated(height) : .absolute(height)),
            alignment: alignment, contentInsets: contentInsets, pinToVisibleBounds: pinToVisibleBounds)
    }
}

/// The edges of a container an anchor refers to.
public struct AnchorEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = AnchorEdges(rawValue: 1)
    public static let leading = AnchorEdges(rawValue: 2)
    public static let bottom = AnchorEdges(rawValue: 4)
    public static let trailing = AnchorEdges(rawValue: 8)
}

/// An anchor, as `NSCollectionLayoutAnchor`: a point on a container chosen by its edges, and an
/// offset, either fractional (of the supplementary's own size) or absolute.
public struct Anchor: Hashable, Sendable {
    public var edges: AnchorEdges
    public var fractionalOffset: Point
    public var absoluteOffset: Point

    public init(edges: AnchorEdges, fractionalOffset: Point = .zero, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.fractionalOffset = fractionalOffset
        self.absoluteOffset = absoluteOffset
    }
}

/// A supplementary anchored to an item or a group (a badge), as
/// `NSCollectionLayoutSupplementaryItem`.
public struct AnchoredSupplementary: Hashable, Sendable {
    public var kind: String
    public var size: LayoutSize
    /// Where on the container it attaches.
    public var containerAnchor: Anchor
    /// Which point of the supplementary itself goes there; `nil` uses the container anchor's
    /// edges, so the supplementary sits inside that corner.
    public var itemAnchor: Anchor?
    public var zIndex: Int

    public init(
        kind: String, size: LayoutSize, containerAnchor: Anchor, itemAnchor: Anchor? = nil,
        zIndex: Int = BoundaryItem.defaultZIndex
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}
