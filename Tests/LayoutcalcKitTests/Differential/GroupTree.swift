import LayoutEngine

/// A compositional section's group tree with its nodes numbered in preorder (a group before its
/// members, members in order), so that a layout's group instances can be told apart by node.
struct GroupTree {
    struct Node {
        var parent: Int?
        var content: LayoutNode
        /// The numbers of its members (none for an item or a custom group).
        var members: [Int] = []
        /// The axis a parent's `count` sets this node's length along (layout-rules §3: the
        /// copies share the group's length, whatever their own size says), if any.
        var forced: Axis?

        var group: LayoutGroup? {
            if case .group(let group) = content { return group }
            return nil
        }

        /// A horizontal or vertical group's axis; nil for an item or a custom group.
        var axis: Axis? {
            switch group?.arrangement {
            case .horizontal: .horizontal
            case .vertical: .vertical
            case .custom, nil: nil
            }
        }

        var isCustom: Bool {
            if case .custom = group?.arrangement { return true }
            return false
        }

        /// Whether the node sizes itself to its content (or its measured size) along `axis`:
        /// its dimension there is estimated and no parent's `count` sets it.
        func isEstimated(_ axis: Axis) -> Bool {
            content.size.dimension(axis).isEstimated && forced != axis
        }
    }

    let nodes: [Node]

    init(_ root: LayoutGroup) {
        var nodes: [Node] = []
        func add(_ content: LayoutNode, parent: Int?, forced: Axis?) {
            let number = nodes.count
            nodes.append(Node(parent: parent, content: content, forced: forced))
            guard case .group(let group) = content else { return }
            let subitems: [LayoutNode]
            let axis: Axis
            switch group.arrangement {
            case .horizontal(let members): (subitems, axis) = (members, .horizontal)
            case .vertical(let members): (subitems, axis) = (members, .vertical)
            case .custom: return
            }
            for subitem in subitems {
                nodes[number].members.append(nodes.count)
                add(subitem, parent: number, forced: group.count == nil ? nil : axis)
            }
        }
        add(.group(root), parent: nil, forced: nil)
        self.nodes = nodes
    }

    /// Whether node `ancestor` holds node `node`, at any depth (not itself).
    func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        var current = nodes[node].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = nodes[parent].parent
        }
        return false
    }

    // MARK: Probes

    /// The kind of the probes on node `node`: `g` and its number for a group, `i` and its
    /// number for an item.
    static func probeKind(of node: Int, group: Bool) -> String { (group ? "g" : "i") + String(node) }

    /// The node and whether it is a group, for a probe's kind.
    static func probedNode(_ kind: String) -> (node: Int, group: Bool)? {
        guard let first = kind.first, first == "g" || first == "i", let node = Int(kind.dropFirst()) else { return nil }
        return (node, first == "g")
    }

    /// The tree with every node's anchored supplementaries replaced by probes, empty items whose
    /// frames say where their node is: on each group, two of its kind, at its top leading and
    /// bottom trailing corners (the corners of its frame as it ends, layout-rules §3 and §4); on
    /// each item, one at its top leading corner. Supplementaries take no room, so the probed
    /// tree lays its items out where the tree does.
    func probed() -> LayoutGroup {
        func probe(_ kind: String, _ edges: AnchorEdges) -> AnchoredSupplementary {
            AnchoredSupplementary(
                kind: kind, size: LayoutSize(width: .absolute(0), height: .absolute(0)), containerAnchor: Anchor(edges: edges))
        }
        func build(_ number: Int) -> LayoutNode {
            let node = nodes[number]
            switch node.content {
            case .item(var item):
                item.supplementaries = [probe(Self.probeKind(of: number, group: false), [.top, .leading])]
                return .item(item)
            case .group(var group):
                let kind = Self.probeKind(of: number, group: true)
                group.supplementaries = [probe(kind, [.top, .leading]), probe(kind, [.bottom, .trailing])]
                let members = node.members.map(build)
                switch group.arrangement {
                case .horizontal: group.arrangement = .horizontal(members)
                case .vertical: group.arrangement = .vertical(members)
                case .custom: break
                }
                return .group(group)
            }
        }
        guard case .group(let root) = build(0) else { preconditionFailure("the root is a group") }
        return root
    }
}
