/// How a section scrolls across the main (vertical) axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, CaseIterable, Sendable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// The carousel's effect: items scale down with their distance from the screen's centre
/// (layout-rules §6).
public struct ScaleEffect: Hashable, Sendable {
    /// The smallest scale an item shrinks to.
    public var minimum: Double

    public init(minimum: Double) {
        self.minimum = minimum
    }
}

/// The orthogonal scroll offsets at which transforms are reported.
public enum ScrollOffsets: Hashable, Sendable {
    /// The offsets the section comes to rest at.
    case resting
    /// These offsets, each clamped to the section's range.
    case list([Double])
}

/// An item's measured size, on the sides it gives; it replaces an estimated dimension.
public struct MeasuredSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// Measured sizes by item index.
public struct MeasuredSizes: Hashable, Sendable {
    private var sizes: [MeasuredSize]

    public init(_ sizes: [MeasuredSize]) {
        self.sizes = sizes
    }

    public func size(of index: Int) -> MeasuredSize? {
        index < sizes.count ? sizes[index] : nil
    }

    /// The sizes of the first `count` items only.
    func prefix(_ count: Int) -> MeasuredSizes {
        sizes.count <= count ? self : MeasuredSizes(Array(sizes.prefix(count)))
    }
}

/// Where a compositional section's group comes from: given whole, or made by a preset from its
/// parameters (layout-rules §7).
public enum GroupSource: Hashable, Sendable {
    case group(LayoutGroup)
    case carousel(Carousel)
    case widget(Widget)

    /// The group itself.
    public var group: LayoutGroup {
        switch self {
        case .group(let group): group
        case .carousel(let carousel): carousel.group
        case .widget(let widget): widget.group
        }
    }
}

/// A section of the compositional model: one group repeated until every item has a place,
/// down the section or across it (`NSCollectionLayoutSection`).
public struct CompositionalSection: Hashable, Sendable {
    /// The group the section repeats, or the preset that makes it.
    public var groupSource: GroupSource
    public var itemCount: Int
    public var interGroupSpacing: Double
    public var orthogonalScrolling: OrthogonalScrollingBehavior
    public var scaleEffect: ScaleEffect?
    public var offsets: ScrollOffsets
    /// Measured sizes of the items, where the spec gives them.
    public var measurements: MeasuredSizes?

    /// A section repeating `group`.
    public init(
        group: LayoutGroup, itemCount: Int, interGroupSpacing: Double = 0,
        orthogonalScrolling: OrthogonalScrollingBehavior = .none, scaleEffect: ScaleEffect? = nil,
        offsets: ScrollOffsets = .resting, measurements: MeasuredSizes? = nil
    ) {
        self.init(
            groupSource: .group(group), itemCount: itemCount, interGroupSpacing: interGroupSpacing,
            orthogonalScrolling: orthogonalScrolling, scaleEffect: scaleEffect, offsets: offsets, measurements: measurements)
    }

    public init(
        groupSource: GroupSource, itemCount: Int, interGroupSpacing: Double = 0,
        orthogonalScrolling: OrthogonalScrollingBehavior = .none, scaleEffect: ScaleEffect? = nil,
        offsets: ScrollOffsets = .resting, measurements: MeasuredSizes? = nil
    ) {
        self.groupSource = groupSource
        self.itemCount = itemCount
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrolling = orthogonalScrolling
        self.scaleEffect = scaleEffect
        self.offsets = offsets
        self.measurements = measurements
    }

    /// The group the section repeats.
    public var group: LayoutGroup { groupSource.group }
}
