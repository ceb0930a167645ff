/// Space between neighbours, as `NSCollectionLayoutSpacing`.
public enum Spacing: Hashable, Sendable {
    /// Exactly this much.
    case fixed(Double)
    /// At least this much; what the container has left over is shared equally among the
    /// flexible spaces.
    case flexible(Double)

    /// The least space this spacing takes.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    public static let zero = Spacing.fixed(0)
}

/// Space around an item or a group inside its container, as `NSCollectionLayoutEdgeSpacing`.
/// A `nil` edge is no space.
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let none = EdgeSpacing()

    /// The edge at the start of `axis`.
    func start(along axis: Axis) -> Spacing? {
        switch axis {
        case .horizontal: leading
        case .vertical: top
        }
    }

    /// The edge at the end of `axis`.
    func end(along axis: Axis) -> Spacing? {
        switch axis {
        case .horizontal: trailing
        case .vertical: bottom
        }
    }
}
