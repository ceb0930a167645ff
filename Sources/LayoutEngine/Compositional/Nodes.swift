/// A leaf of a group: where one item goes, as `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    public var size: LayoutSize
    /// Shrinks the item's slot; ignored on an estimated axis.
    public var contentInsets: EdgeInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaries: [AnchoredSupplementary]
    public var zIndex: Int

    public init(
        size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaries: [AnchoredSupplementary] = [], zIndex: Int = 0
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
        self.zIndex = zIndex
    }
}

/// How a group arranges what it holds.
public enum GroupArrangement: Hashable, Sendable {
    /// Subitems left to right, used in turn while the next one fits.
    case horizontal([LayoutNode])
    /// Subitems top to bottom, used in turn while the next one fits.
    case vertical([LayoutNode])
    /// One item per custom item, at its frame relative to the group's origin.
    case custom([CustomItem])
}

/// One item of a custom group, as `NSCollectionLayoutGroupCustomItem`: its frame relative to the
/// group's origin, and the item's zIndex (layout-rules §3, custom groups).
public struct CustomItem: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A group of items and groups, as `NSCollectionLayoutGroup`.
public struct LayoutGroup: Hashable, Sendable {
    public var size: LayoutSize
    public var arrangement: GroupArrangement
    /// Exactly this many copies of the single subitem, sized to fill the group.
    public var count: Int?
    public var interItemSpacing: Spacing
    public var contentInsets: EdgeInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaries: [AnchoredSupplementary]

    public init(
        size: LayoutSize, arrangement: GroupArrangement, count: Int? = nil, interItemSpacing: Spacing = .zero,
        contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaries: [AnchoredSupplementary] = []
    ) {
        self.size = size
        self.arrangement = arrangement
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }

    /// A horizontal group.
    public static func horizontal(
        _ size: LayoutSize, subitems: [LayoutNode], count: Int? = nil, spacing: Spacing = .zero,
        contentInsets: EdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            size: size, arrangement: .horizontal(subitems), count: count, interItemSpacing: spacing,
            contentInsets: contentInsets)
    }

    /// A vertical group.
    public static func vertical(
        _ size: LayoutSize, subitems: [LayoutNode], count: Int? = nil, spacing: Spacing = .zero,
        contentInsets: EdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            size: size, arrangement: .vertical(subitems), count: count, interItemSpacing: spacing,
            contentInsets: contentInsets)
    }
}

/// A node of a group tree: an item or a nested group.
public enum LayoutNode: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)

    var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }
}
