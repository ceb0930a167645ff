/// A group tree flattened into arrays, so the solver walks indices instead of nested enums.
struct CompiledTree {
    enum Body {
        /// A leaf: index into `items`.
        case item(Int)
        /// A horizontal or vertical group of subitems, used in turn.
        case stack(axis: Axis, subitems: [Int], count: Int?, spacing: Spacing)
        /// A custom group: one item per frame.
        case custom([Rect])
    }

    struct Node {
        var size: LayoutSize
        var contentInsets: EdgeInsets
        var edgeSpacing: EdgeSpacing
        var supplementaries: [AnchoredSupplementary]
        var body: Body
    }

    /// Every node; the root group is node 0.
    private(set) var nodes: [Node] = []
    /// Every item node, in tree order.
    private(set) var items: [LayoutItem] = []
    /// Whether any dimension in the tree is estimated (so measured sizes can change it).
    private(set) var hasEstimatedDimension = false
    /// Whether any member's dimension is uniform across its siblings (so a group's members are
    /// made uniform once sized).
    private(set) var hasUniformDimension = false
    /// Whether any group carries anchored supplementaries (so group frames must be recorded).
    private(set) var hasGroupSupplementaries = false
    /// Whether any item carries anchored supplementaries.
    private(set) var hasItemSupplementaries = false
    /// Whether any item has a zIndex other than 0.
    private(set) var hasItemZIndex = false

    init(root: LayoutGroup) {
        _ = add(.group(root))
    }

    private mutating func add(_ node: LayoutNode) -> Int {
        let index = nodes.count
        let size = node.size
        if size.width.isEstimated || size.height.isEstimated { hasEstimatedDimension = true }
        if size.width.isUniformAcrossSiblings || size.height.isUniformAcrossSiblings { hasUniformDimension = true }
        switch node {
        case .item(let item):
            items.append(item)
            if !item.supplementaries.isEmpty { hasItemSupplementaries = true }
            if item.zIndex != 0 { hasItemZIndex = true }
            nodes.append(
                Node(
                    size: size, contentInsets: item.contentInsets, edgeSpacing: item.edgeSpacing,
                    supplementaries: item.supplementaries, body: .item(items.count - 1)))
        case .group(let group):
            if !group.supplementaries.isEmpty { hasGroupSupplementaries = true }
            // Reserve the slot first so that a group precedes its subitems.
            nodes.append(
                Node(
                    size: size, contentInsets: group.contentInsets, edgeSpacing: group.edgeSpacing,
                    supplementaries: group.supplementaries, body: .custom([])))
            let body: Body
            switch group.arrangement {
            case .horizontal(let subitems):
                body = .stack(
                    axis: .horizontal, subitems: subitems.map { add($0) }, count: group.count,
                    spacing: group.interItemSpacing)
            case .vertical(let subitems):
                body = .stack(
                    axis: .vertical, subitems: subitems.map { add($0) }, count: group.count,
                    spacing: group.interItemSpacing)
            case .custom(let frames):
                body = .custom(frames)
            }
            nodes[index].body = body
        }
        return index
    }
}
