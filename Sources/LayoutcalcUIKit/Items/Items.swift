import Foundation

/// One item of a layout, where one cell goes, as UIKit's `NSCollectionLayoutItem`. Groups and
/// supplementary items are items too, as in UIKit.
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Shrink the item's slot (a negative side grows it past the slot); ignored on an
    /// estimated dimension.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item inside its group.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Badges and other supplementaries anchored to the item (set by the initialiser; a group's
    /// can be set later, as in UIKit).
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Returns a custom group's items, each with its frame relative to the group's origin.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items and groups, laid out along one axis or by its own frames, as UIKit's
/// `NSCollectionLayoutGroup`.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal
        case vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// Exactly this many copies of the single subitem, sized to fill the group.
    let count: Int?
    /// What the group holds, used in turn.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items; `nil` is none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// Supplementaries anchored to the group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    private init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group of no subitems, as UIKit's initialisers inherited from `NSCollectionLayoutItem`
    /// (`init(layoutSize:)` too) make one: it has nothing to lay out, so a section of it lays
    /// out while it has no items (its boundary items and decorations only), and is refused once
    /// it has some (see "layoutcalc's additions").
    public override convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize, arrangement: .horizontal, subitems: [], count: nil)
        self.supplementaryItems = supplementaryItems
    }

    /// Subitems left to right, used in turn while the next one fits.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// Exactly `count` copies of `subitem` left to right, sized to fill the group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// Exactly `count` copies of `subitem` left to right, sized to fill the group (UIKit's name
    /// since iOS 16 for `horizontal(layoutSize:subitem:count:)`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Subitems top to bottom, used in turn while the next one fits.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// Exactly `count` copies of `subitem` top to bottom, sized to fill the group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// Exactly `count` copies of `subitem` top to bottom, sized to fill the group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// One item at each frame `itemProvider` returns. layoutcalc calls the provider once each
    /// time the layout is prepared, with the layout's environment (see "layoutcalc's additions").
    public static func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}

/// One item of a custom group: its frame relative to the group's origin, as UIKit's
/// `NSCollectionLayoutGroupCustomItem`.
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A supplementary view anchored to an item or a group (a badge), as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Where on the item or group it attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary goes there; `nil` puts it inside the container
    /// anchor's corner.
    public let itemAnchor: NSCollectionLayoutAnchor?
    public var zIndex: Int = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header, footer or other supplementary on a section's boundary, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// The item's offset from where its alignment puts it.
    public let offset: CGPoint
    /// Whether the item takes room of its own at the section's edge (the default).
    public var extendsBoundary = true
    /// Whether the item stays on screen while its section scrolls by: the layout answers it where
    /// it is pinned at its `contentOffset`, its zIndex raised by 1,000,000,000 (layout-rules §12).
    public var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset), itemAnchor: nil)
    }

    /// A boundary item made by UIKit's initialisers inherited from
    /// `NSCollectionLayoutSupplementaryItem` (`init(layoutSize:elementKind:containerAnchor:)`
    /// too): aligned to the section's edges `containerAnchor` names, moved by its absolute
    /// offset. An anchor of no edge, or of a fractional offset other than zero, gives it no
    /// alignment, which is refused when the layout is prepared. The item anchor has no place on
    /// a section's boundary, and is not kept.
    public override convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        let alignment = containerAnchor.isFractionalOffset && containerAnchor.offset != .zero ? .none : NSRectAlignment(containerAnchor.edges)
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
            absoluteOffset: containerAnchor.isAbsoluteOffset ? containerAnchor.offset : .zero)
    }
}

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`: a background, the
/// section's frame less the item's `contentInsets` (layout-rules §12). The items of a section that
/// has one are raised to zIndex 1.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background of the whole section, answered at item 0 of its section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

extension NSRectAlignment {
    /// The alignment of a boundary item on `edges` of its section: `.none` where they name no
    /// edge or two facing ones.
    init(_ edges: NSDirectionalRectEdge) {
        self = [NSRectAlignment.top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing]
            .first { $0.edges == edges } ?? .none
    }

    /// The edges of the section the alignment names.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
