/// A supplementary view's frame: a boundary item, or a supplementary anchored to an item or a group.
public struct SupplementaryFrame: Hashable, Sendable {
    public var kind: String
    /// 0 for a boundary item; for one anchored to an item, that item's index; for one anchored
    /// to a group, the group instance's ordinal among those of the section that carry one of its
    /// kind (UIKit's index path for it).
    public var index: Int
    /// The item an anchored supplementary belongs to (a group's first item); `nil` for a
    /// boundary item.
    public var item: Int?
    public var frame: Rect
    public var zIndex: Int
    /// Whether it is anchored to a group rather than to an item.
    public var anchoredToGroup: Bool

    public init(kind: String, index: Int, item: Int?, frame: Rect, zIndex: Int, anchoredToGroup: Bool = false) {
        self.kind = kind
        self.index = index
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.anchoredToGroup = anchoredToGroup
    }
}

/// A section's background decoration, laid out (layout-rules §12).
public struct DecorationFrame: Hashable, Sendable {
    public var kind: String
    public var frame: Rect
    public var zIndex: Int

    public init(kind: String, frame: Rect, zIndex: Int) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
    }
}
