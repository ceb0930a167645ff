import LayoutEngine

/// The lengths a compositional tree's groups are proposed, where the tree alone says them
/// (layout-rules §2, §3): what their members' fractions refer to.
struct ProposedLengths {
    let rules: ScreenRules
    let tree: GroupTree
    /// What the section's group's fractions refer to (`ScreenRules.groupContainer`).
    let container: Size

    /// The length node `node` is proposed along `axis`: its estimate where it is estimated, its
    /// share where a parent's `count` sets it, else its dimension resolved in its container;
    /// nil where that depends on how many members a parent's k-fit took.
    func length(of node: Int, along axis: Axis) -> Double? {
        let current = tree.nodes[node]
        if let parent = current.parent, current.forced == axis {
            let group = tree.nodes[parent].group!
            guard let basis = basis(of: parent, members: group.count!) else { return nil }
            return rules.floored(basis / Double(group.count!))
        }
        let dimension = current.content.size.dimension(axis)
        if case .absolute = dimension { return rules.resolved(dimension, in: .zero) }
        // A group's estimate is never measured (§3): it is what it proposes to its members.
        if dimension.isEstimated { return current.group == nil ? nil : rules.resolved(dimension, in: .zero) }
        let fractionOf: Axis = dimension.fraction(of: .horizontal) != nil ? .horizontal : .vertical
        guard let reference = containerLength(of: node, along: fractionOf) else { return nil }
        let size = fractionOf == .horizontal ? Size(width: reference, height: 0) : Size(width: 0, height: reference)
        return rules.resolved(dimension, in: size)
    }

    /// The length of the container node `node`'s fractions along `axis` refer to: the section's
    /// group container for the section's group; in a parent, its content across its axis, and
    /// along it its content less the spacings between the members (§2), known where the number
    /// of members is (a `count`, or one run of an estimated parent's subitems).
    private func containerLength(of node: Int, along axis: Axis) -> Double? {
        guard let parent = tree.nodes[node].parent else { return container.length(axis) }
        let parentNode = tree.nodes[parent]
        guard let parentAxis = parentNode.axis, let group = parentNode.group else { return nil }
        if axis != parentAxis { return content(of: parent, along: axis) }
        if let count = group.count { return basis(of: parent, members: count) }
        if parentNode.isEstimated(parentAxis) { return basis(of: parent, members: parentNode.members.count) }
        return nil
    }

    /// A stack group's content along `axis`: its proposed length less its insets there, which
    /// an estimated axis ignores (§3).
    func content(of node: Int, along axis: Axis) -> Double? {
        guard let length = length(of: node, along: axis) else { return nil }
        let current = tree.nodes[node]
        let insets = current.isEstimated(axis) ? 0 : current.group!.contentInsets.total(axis)
        return max(0, length - insets)
    }

    /// What `members` members of stack group `node` share along its axis: its content less the
    /// spacings between them.
    func basis(of node: Int, members: Int) -> Double? {
        let group = tree.nodes[node].group!
        guard let axis = tree.nodes[node].axis, let content = content(of: node, along: axis) else { return nil }
        return max(0, content - Double(members - 1) * group.interItemSpacing.minimum)
    }
}

/// layout-rules §3's arithmetic, done as the rules write it, for a horizontal or vertical group
/// whose members are all items: whether a count of members fits (the k-fit: when the far edge of
/// its last member, accumulated left to right at that count's basis, is within the group), and
/// where each goes along its axis (sizes floored, positions accumulated: §1). The differential
/// test holds the engine's instances of such a group to it.
struct FlatGroupReference {
    let rules: ScreenRules
    let group: LayoutGroup
    let axis: Axis
    let items: [LayoutItem]
    /// The group's content along its axis and across it.
    let contentAlong: Double
    let contentAcross: Double
    /// Where its content starts along its axis, from its origin (its start inset).
    let contentStart: Double
    let estimatedAlong: Bool
    let measurements: MeasuredSizes?
    let itemCount: Int

    /// The reference for node `node`, if it is a group of items only whose lengths the tree
    /// says (`ProposedLengths`) and none of whose items is uniform across its siblings.
    init?(node: Int, lengths: ProposedLengths, measurements: MeasuredSizes?, itemCount: Int) {
        let tree = lengths.tree
        guard let group = tree.nodes[node].group, let axis = tree.nodes[node].axis else { return nil }
        var items: [LayoutItem] = []
        for member in tree.nodes[node].members {
            guard case .item(let item) = tree.nodes[member].content, !item.size.width.isUniformAcrossSiblings,
                !item.size.height.isUniformAcrossSiblings
            else { return nil }
            items.append(item)
        }
        guard !items.isEmpty, let along = lengths.content(of: node, along: axis),
            let across = lengths.content(of: node, along: axis.cross)
        else { return nil }
        rules = lengths.rules
        self.group = group
        self.axis = axis
        self.items = items
        contentAlong = along
        contentAcross = across
        estimatedAlong = tree.nodes[node].isEstimated(axis)
        contentStart = estimatedAlong ? 0 : group.contentInsets.start(axis)
        self.measurements = measurements
        self.itemCount = itemCount
    }

    /// One member: the item it holds (nil past the section's items), its length along the
    /// axis, and its edges' least room before and after it.
    private struct Member {
        var item: LayoutItem
        var length: Double
        var edgeStart: Spacing?
        var edgeEnd: Spacing?
    }

    /// `count` members from item `first` on, laid out at the basis of `count` members (their
    /// share, for a group of a `count`).
    private func members(_ count: Int, from first: Int) -> [Member] {
        let spacing = group.interItemSpacing.minimum
        let basis = max(0, contentAlong - Double(count - 1) * spacing)
        let container = axis == .horizontal
            ? Size(width: basis, height: contentAcross) : Size(width: contentAcross, height: basis)
        let share = group.count.map { rules.floored(basis / Double($0)) }
        return (0..<count).map { position in
            let item = items[position % items.count]
            let index = first + position
            let dimension = item.size.dimension(axis)
            let size = index < itemCount && dimension.isEstimated ? measurements?.size(of: index) : nil
            let measured = axis == .horizontal ? size?.width : size?.height
            let edges = axis == .horizontal
                ? (item.edgeSpacing.leading, item.edgeSpacing.trailing) : (item.edgeSpacing.top, item.edgeSpacing.bottom)
            return Member(
                item: item, length: share ?? rules.resolved(dimension, in: container, measured: measured), edgeStart: edges.0,
                edgeEnd: edges.1)
        }
    }

    /// Whether `count` members from item `first` on fit: the far edge of the last, each
    /// member's start edge, length and end edge added in turn after the spacing, is within the
    /// content (one member always fits).
    func fits(_ count: Int, from first: Int) -> Bool {
        guard count > 1 else { return true }
        var cursor = 0.0
        for (position, member) in members(count, from: first).enumerated() {
            if position > 0 { cursor += group.interItemSpacing.minimum }
            cursor = cursor + (member.edgeStart?.minimum ?? 0) + member.length + (member.edgeEnd?.minimum ?? 0)
        }
        return cursor <= contentAlong
    }

    /// Whether a member's length changes with the count of members: a fraction of the group's
    /// axis, of what the spacings between them leave (§2).
    var lengthsFollowTheCount: Bool {
        group.interItemSpacing.minimum != 0 && items.contains { $0.size.dimension(axis).fraction(of: axis) != nil }
    }

    /// Where lengths do not follow the count, how many members a full instance from item
    /// `first` holds: those added while the next fits, the far edges growing with each; nil
    /// where more than `limit` would.
    func fittingCount(from first: Int, limit: Int) -> Int? {
        var cursor = 0.0
        for (position, member) in members(limit + 1, from: first).enumerated() {
            if position > 0 { cursor += group.interItemSpacing.minimum }
            cursor = cursor + (member.edgeStart?.minimum ?? 0) + member.length + (member.edgeEnd?.minimum ?? 0)
            if position > 0 && cursor > contentAlong { return position }
        }
        return nil
    }

    /// The counts a full instance from item `first` holding at least `held` members may have:
    /// each that fits and after which the next does not, from `held` on and around the first
    /// count whose spacings take the whole content (past the first that does not fit, a count
    /// fits again only where its members' fractions of what the spacings leave come to nothing).
    func fullCounts(from first: Int, atLeast held: Int) -> LazyFilterSequence<[Int]> {
        let spacing = group.interItemSpacing.minimum
        var candidates = Array(held...(held + 64))
        if spacing > 0, (contentAlong / spacing).isFinite {
            let zeroBasis = Int((contentAlong / spacing).rounded(.up)) + 1
            candidates += (max(held + 65, zeroBasis - 2)...max(held + 65, zeroBasis + 2))
        }
        return candidates.lazy.filter { fits($0, from: first) && !fits($0 + 1, from: first) }
    }

    /// How many members a full instance has where no k-fit decides it: its `count`, or one run
    /// of its subitems where it is estimated along its axis.
    var fixedCount: Int? {
        group.count ?? (estimatedAlong ? items.count : nil)
    }

    /// Where the items of a full instance of `count` members from item `first` on go along the
    /// axis, from the group's origin: each member's slot after its start edge, the spacing and
    /// the flexible edges sharing what the members leave of the content (none where the group
    /// is estimated along its axis), and the frame its item's content insets leave of it (none
    /// on an estimated axis; a length that would come out negative is 0).
    func frames(_ count: Int, from first: Int) -> [(start: Double, length: Double)] {
        let members = members(count, from: first)
        let spacing = group.interItemSpacing
        var total = Double(max(0, count - 1)) * spacing.minimum
        var springs = spacing.isFlexible ? max(0, count - 1) : 0
        for member in members {
            total += member.length + (member.edgeStart?.minimum ?? 0) + (member.edgeEnd?.minimum ?? 0)
            springs += (member.edgeStart?.isFlexible == true ? 1 : 0) + (member.edgeEnd?.isFlexible == true ? 1 : 0)
        }
        let leftover = estimatedAlong ? 0 : max(0, contentAlong - total)
        let share = springs > 0 ? leftover / Double(springs) : 0
        func room(_ edge: Spacing?) -> Double {
            guard let edge else { return 0 }
            return edge.minimum + (edge.isFlexible ? share : 0)
        }
        var cursor = contentStart
        var frames: [(start: Double, length: Double)] = []
        for (position, member) in members.enumerated() {
            cursor += room(member.edgeStart)
            let start = cursor
            cursor += member.length
            cursor += room(member.edgeEnd)
            if position < count - 1 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
            let dimension = member.item.size.dimension(axis)
            let insets = dimension.isEstimated ? EdgeInsets.zero : member.item.contentInsets
            frames.append((start + insets.start(axis), max(0, member.length - insets.start(axis) - insets.end(axis))))
        }
        return frames
    }
}
