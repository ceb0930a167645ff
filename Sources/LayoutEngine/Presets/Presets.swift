/// The `carousel` preset (layout-rules §7): full-size pages in an orthogonal row that scale down
/// away from the screen's centre (its section's scale effect, `defaultMinScale` unless given).
/// Its defaults are UIKit's code in seed 000.
public struct Carousel: Hashable, Sendable {
    /// The group's width and height, as fractions of the container's width.
    public var groupWidth: Double
    public var groupHeight: Double

    public static let defaultGroupWidth = 1.0
    public static let defaultGroupHeight = 1.0
    public static let defaultMinScale = 0.8
    public static let defaultScrolling = OrthogonalScrollingBehavior.continuousGroupLeadingBoundary

    public init(groupWidth: Double = Carousel.defaultGroupWidth, groupHeight: Double = Carousel.defaultGroupHeight) {
        self.groupWidth = groupWidth
        self.groupHeight = groupHeight
    }

    /// An item FW1×FH1 in a horizontal group FW(groupWidth)×FW(groupHeight).
    public var group: LayoutGroup {
        .horizontal(
            LayoutSize(width: .fractionalWidth(groupWidth), height: .fractionalWidth(groupHeight)),
            subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))])
    }
}

/// The `widget` preset (layout-rules §7): small tiles in an orthogonal row under a header.
public struct Widget: Hashable, Sendable {
    public var groupWidth: Double
    public var groupHeight: Double
    public var itemInsets: EdgeInsets

    public static let defaultGroupWidth = 0.2
    public static let defaultGroupHeight = 0.3
    public static let defaultItemInsets = EdgeInsets(leading: 5, trailing: 5)
    public static let defaultContentInsets = EdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
    public static let defaultHeaderHeight = 30.0
    public static let defaultHeaderInsets = EdgeInsets(leading: 5, trailing: 5)
    public static let defaultScrolling = OrthogonalScrollingBehavior.continuous

    /// The default header: full width, 30 points, inset 5 at either side.
    public static let defaultHeader = BoundaryItem.band(
        kind: "header", height: defaultHeaderHeight, estimated: false, alignment: .top,
        contentInsets: defaultHeaderInsets)

    public init(
        groupWidth: Double = Widget.defaultGroupWidth, groupHeight: Double = Widget.defaultGroupHeight,
        itemInsets: EdgeInsets = Widget.defaultItemInsets
    ) {
        self.groupWidth = groupWidth
        self.groupHeight = groupHeight
        self.itemInsets = itemInsets
    }

    /// An item FW1×FH1 with the item insets in a horizontal group FW(groupWidth)×FW(groupHeight).
    public var group: LayoutGroup {
        .horizontal(
            LayoutSize(width: .fractionalWidth(groupWidth), height: .fractionalWidth(groupHeight)),
            subitems: [
                .item(
                    LayoutItem(
                        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                        contentInsets: itemInsets))
            ])
    }
}
