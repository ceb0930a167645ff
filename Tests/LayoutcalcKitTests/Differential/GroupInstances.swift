import LayoutEngine

/// The group instances of a compositional section, read from the section laid out with its tree
/// probed (`GroupTree.probed()`): each instance's node, frame as it ends, first item, the
/// instance holding it, and what it holds in order. The probes give each instance's corners and
/// each item's node; which item goes with which instance follows from the tree, so whatever the
/// probes say that the tree cannot hold is reported (`problems`).
struct GroupInstances {
    struct Instance {
        var node: Int
        /// Its frame as it ends, from its probes (origins on the pixel grid, §1).
        var frame: Rect
        var firstItem: Int
        /// The instance holding it; nil for a repetition of the section's group.
        var parent: Int?
        /// Its members in order: items it holds directly, and instances of its nested groups.
        var members: [Member] = []
        /// Every item it holds, at any depth, in order.
        var items: [Int] = []
    }

    enum Member {
        case item(Int)
        case instance(Int)
    }

    /// The instances in the order the section lists their anchored items.
    private(set) var instances: [Instance] = []
    /// Each item's node; nil for a custom group's frame.
    let itemNodes: [Int?]
    /// What the probes say that the tree cannot hold.
    private(set) var problems: [String] = []

    init(tree: GroupTree, probed section: SectionLayout) {
        var leaves = [Int?](repeating: nil, count: section.items.count)
        var starting = [[Int]](repeating: [], count: section.items.count)
        var pending: (node: Int, item: Int, corner: Point)?
        for supplementary in section.supplementaries {
            guard let item = supplementary.item, item < section.items.count,
                let (node, isGroup) = GroupTree.probedNode(supplementary.kind)
            else { continue }
            guard isGroup else {
                leaves[item] = node
                continue
            }
            // A group's two probes come together: its top leading corner, then its bottom
            // trailing one.
            let corner = supplementary.frame.origin
            if let first = pending, first.node == node, first.item == item {
                let frame = Rect(
                    x: first.corner.x, y: first.corner.y, width: corner.x - first.corner.x, height: corner.y - first.corner.y)
                starting[item].append(instances.count)
                instances.append(Instance(node: node, frame: frame, firstItem: item))
                pending = nil
            } else {
                pending = (node, item, corner)
            }
        }
        itemNodes = leaves
        assign(tree: tree, starting: starting)
    }

    /// Each item to the instances holding it, walking the items in order with the instances
    /// open at each: an instance starting at an item closes those that are not its node's
    /// ancestors; an item closes those that do not hold its node.
    private mutating func assign(tree: GroupTree, starting: [[Int]]) {
        var open: [Int] = []
        for (item, leaf) in itemNodes.enumerated() {
            for started in starting[item] {
                let node = instances[started].node
                while let top = open.last, !tree.isAncestor(instances[top].node, of: node) { open.removeLast() }
                if let top = open.last {
                    instances[started].parent = top
                    instances[top].members.append(.instance(started))
                } else if tree.nodes[node].parent != nil {
                    problems.append("an instance of node \(node) starts at item \(item) outside its parent's")
                }
                open.append(started)
            }
            // The node holding the item: its item node's parent, or a custom group (whose items
            // have no node, and no probe).
            let holder: Int?
            if let leaf {
                holder = tree.nodes[leaf].parent
            } else {
                holder = open.last.map { instances[$0].node }.flatMap { tree.nodes[$0].isCustom ? $0 : nil }
            }
            guard let holder else {
                problems.append("item \(item) has no probe and no custom group holds it")
                continue
            }
            while let top = open.last, instances[top].node != holder, !tree.isAncestor(instances[top].node, of: holder) {
                open.removeLast()
            }
            guard let top = open.last, instances[top].node == holder else {
                problems.append("item \(item) (node \(leaf.map(String.init) ?? "custom")) has no instance of node \(holder)")
                continue
            }
            instances[top].members.append(.item(item))
            for instance in open { instances[instance].items.append(item) }
        }
        for (number, instance) in instances.enumerated() where instance.items.first != instance.firstItem {
            problems.append(
                "instance \(number) of node \(instance.node) lists at item \(instance.firstItem), holds \(instance.items)")
        }
    }
}
