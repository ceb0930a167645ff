/// A horizontal or vertical group solved (layout-rules §3): how many members it has, each
/// member's size (pass 1, `sizeMembers`), the group's own size from them, and where each member
/// goes (pass 2, `placeMembers`). A partly filled instance is laid out as a full one with its
/// trailing slots empty; only the size of what it holds is its own.
extension GroupSolver {
    /// A horizontal or vertical group's shape, as its node has it.
    struct Stack {
        var node: Int
        var axis: Axis
        var subitems: [Int]
        var count: Int?
        var spacing: Spacing
    }

    /// The room a stack's members are laid out in, once its member count is known.
    private struct StackRoom {
        /// The group's content insets, zero on an estimated axis.
        var insets: EdgeInsets
        var contentAlong: Double
        var contentAcross: Double
        var memberCount: Int
        /// What its members' fractions refer to: along the axis, the length less the spacings
        /// between the members.
        var memberContainer: Size
        /// Each member's length along the axis in a group of a count.
        var countLength: Double?
    }

    /// One member of a horizontal or vertical group, or a run of equal members.
    private struct Member {
        var node: Int
        /// Its full size along and across the group's axis: where it goes does not depend on
        /// how much of it is filled.
        var along: Double
        var across: Double
        /// For a nested group, the size of what it holds (`SolvedGroup.heldSize`); else `along`
        /// and `across`.
        var heldAlong: Double
        var heldAcross: Double
        /// Whether the member holds items (the rest only take room in a partly filled group).
        var holdsItems: Bool
        /// The farthest far edge of the item slots it would hold when full, relative to its own
        /// origin.
        var farthestItemEnd: Point
        /// For a nested group holding items: its slots and group slots, solved at the origin.
        var slots: Range<Int>
        var groupSlots: Range<Int>
        /// How many members in a row it stands for: the empty members of a group of a count are
        /// all alike, and are one `Member` (placed one by one, as the same sums).
        var repeats: Int = 1

        /// A member whose held size is its size: an item, or a group holding no item.
        init(
            node: Int, size: Size, axis: Axis, holdsItems: Bool, farthestItemEnd: Point, slots: Range<Int> = 0..<0,
            repeats: Int = 1
        ) {
            self.init(
                node: node, solved: size, held: size, axis: axis, holdsItems: holdsItems, farthestItemEnd: farthestItemEnd,
                slots: slots, groupSlots: 0..<0, repeats: repeats)
        }

        init(
            node: Int, solved size: Size, held: Size, axis: Axis, holdsItems: Bool, farthestItemEnd: Point,
            slots: Range<Int>, groupSlots: Range<Int>, repeats: Int = 1
        ) {
            self.node = node
            along = size.length(along: axis)
            across = size.length(along: axis.cross)
            heldAlong = held.length(along: axis)
            heldAcross = held.length(along: axis.cross)
            self.holdsItems = holdsItems
            self.farthestItemEnd = farthestItemEnd
            self.slots = slots
            self.groupSlots = groupSlots
            self.repeats = repeats
        }
    }

    /// The members sized by pass 1, and the items they hold.
    private struct SizedMembers {
        var members: [Member] = []
        var consumed = 0
        var capacity = 0
    }

    /// The group's own size from its members: along an estimated axis one run of them and their
    /// spacing, across it its widest member; and what the flexible spacing shares.
    private struct StackExtent {
        var size: Size
        /// The widest member it holds, across the axis (an empty slot has no estimate to count).
        var widestHeld: Double
        /// What each spring (a flexible gap or a flexible edge) takes of the leftover.
        var share: Double
    }

    mutating func solveStack(_ stack: Stack, proposal: Proposal, container: Size, start: Int, limit: Int) -> SolvedGroup {
        let room = stackRoom(stack, proposal: proposal, start: start, limit: limit)
        let groupSlotIndex = groupSlots.count
        let recordsSelf = recordsGroups && !tree.nodes[stack.node].supplementaries.isEmpty && limit > 0
        if recordsSelf {
            groupSlots.append(GroupSlot(frame: .zero, container: container, node: stack.node, firstItem: start))
        }

        var sized = sizeMembers(stack, room: room, start: start, limit: limit)
        if tree.hasUniformDimension {
            makeUniform(&sized.members, axis: stack.axis, side: stack.axis)
            makeUniform(&sized.members, axis: stack.axis, side: stack.axis.cross)
        }
        let extent = extent(of: sized.members, stack, room: room, proposal: proposal)
        let (farthestItemEnd, heldEnd) = placeMembers(sized.members, stack, room: room, extent: extent, proposal: proposal)

        // What a partly filled instance holds, on its estimated axes; a full one is its size.
        let (axis, size) = (stack.axis, extent.size)
        var heldSize = size
        if sized.consumed > 0 && sized.consumed < sized.capacity {
            if proposal.isEstimated(axis) { heldSize = Size(along: heldEnd, across: size.length(along: axis.cross), axis: axis) }
            if proposal.isEstimated(axis.cross) { heldSize = Size(along: heldSize.length(along: axis), across: extent.widestHeld, axis: axis) }
        }
        if recordsSelf {
            groupSlots[groupSlotIndex].frame = Rect(origin: .zero, size: heldSize)
            if sized.consumed == 0 { groupSlots.remove(at: groupSlotIndex) }
        }
        return SolvedGroup(
            size: size, heldSize: heldSize, consumed: sized.consumed, capacity: sized.capacity,
            farthestItemEnd: farthestItemEnd, isCustom: false)
    }

    /// The room of `stack` laid out at `proposal`: its content and how many members it holds (a
    /// `count`; one run of its subitems where it is estimated along its axis; else the k-fit).
    private mutating func stackRoom(_ stack: Stack, proposal: Proposal, start: Int, limit: Int) -> StackRoom {
        let axis = stack.axis
        var insets = tree.nodes[stack.node].contentInsets
        // Content insets do not apply on an estimated axis.
        if proposal.estimatedWidth { insets = insets.zeroing(.horizontal) }
        if proposal.estimatedHeight { insets = insets.zeroing(.vertical) }
        let contentAlong = max(0, proposal.size.length(along: axis) - insets.total(along: axis))
        let contentAcross = max(0, proposal.size.length(along: axis.cross) - insets.total(along: axis.cross))
        let memberCount: Int
        if let count = stack.count {
            memberCount = count
        } else if proposal.isEstimated(axis) {
            memberCount = stack.subitems.count
        } else {
            memberCount = fitCount(stack, contentAlong: contentAlong, contentAcross: contentAcross, start: start, limit: limit)
        }
        // Fractions along the axis are of the length less the spacings between the members.
        let basisAlong = max(0, contentAlong - Double(memberCount - 1) * stack.spacing.minimum)
        return StackRoom(
            insets: insets, contentAlong: contentAlong, contentAcross: contentAcross, memberCount: memberCount,
            memberContainer: Size(along: basisAlong, across: contentAcross, axis: axis),
            countLength: stack.count.map { grid.size(basisAlong / Double($0)) })
    }

    /// Pass 1: each member's size; nested groups holding items are solved at the origin, and
    /// their item slots reserved in item order. A group of a count holds at most one member per
    /// item, then one run of empty members.
    private mutating func sizeMembers(_ stack: Stack, room: StackRoom, start: Int, limit: Int) -> SizedMembers {
        let (axis, subitems, count, memberCount) = (stack.axis, stack.subitems, stack.count, room.memberCount)
        var sized = SizedMembers()
        sized.members.reserveCapacity(count == nil ? memberCount : min(memberCount, max(0, limit).saturatingAdd(1)))
        // The empty members' groups, by subitem (a group of a count has one), made at the first.
        var phantoms: [SolvedGroup?] = []
        var position = 0
        while position < memberCount {
            let subitemIndex = position % subitems.count
            let subitem = subitems[subitemIndex]
            let holdsItems = sized.consumed < limit
            // Past the items, a group of a count repeats its one subitem, empty, to the end.
            let repeats = count != nil && !holdsItems ? memberCount - position : 1
            position += repeats
            var isItem = false
            if case .item = tree.nodes[subitem].body { isItem = true }
            var memberProposal = propose(
                subitem, in: room.memberContainer, itemIndex: isItem && holdsItems ? start + sized.consumed : nil)
            if let countLength = room.countLength { memberProposal.setLength(countLength, along: axis) }
            if case .item(let leaf) = tree.nodes[subitem].body {
                // The slot is reserved now, in item order, and placed in pass 2.
                let slot = slots.count
                if holdsItems { slots.append(ItemSlot(frame: .zero, slot: .zero, leaf: leaf, zIndex: tree.items[leaf].zIndex)) }
                sized.members.append(
                    Member(
                        node: subitem, size: memberProposal.size, axis: axis, holdsItems: holdsItems,
                        farthestItemEnd: Point(x: memberProposal.size.width, y: memberProposal.size.height),
                        slots: holdsItems ? slot..<(slot + 1) : 0..<0, repeats: repeats))
                sized.capacity = sized.capacity.saturatingAdd(repeats)
                if holdsItems { sized.consumed += 1 }
            } else if holdsItems {
                let firstSlot = slots.count
                let firstGroupSlot = groupSlots.count
                let solved = solve(
                    node: subitem, proposal: memberProposal, container: room.memberContainer, start: start + sized.consumed,
                    limit: limit - sized.consumed)
                sized.members.append(
                    Member(
                        node: subitem, solved: solved.size, held: solved.heldSize, axis: axis, holdsItems: true,
                        farthestItemEnd: solved.farthestItemEnd, slots: firstSlot..<slots.count,
                        groupSlots: firstGroupSlot..<groupSlots.count))
                sized.consumed += solved.consumed
                sized.capacity = sized.capacity.saturatingAdd(solved.capacity)
            } else {
                let key = count == nil ? subitemIndex : 0
                let solved: SolvedGroup
                if !phantoms.isEmpty, let cached = phantoms[key] {
                    solved = cached
                } else {
                    solved = measure(node: subitem, proposal: memberProposal, start: start + sized.consumed, limit: 0)
                    if phantoms.isEmpty { phantoms = [SolvedGroup?](repeating: nil, count: count == nil ? subitems.count : 1) }
                    phantoms[key] = solved
                }
                sized.members.append(
                    Member(
                        node: subitem, size: solved.size, axis: axis, holdsItems: false, farthestItemEnd: solved.farthestItemEnd,
                        repeats: repeats))
                sized.capacity = sized.capacity.saturatingAdd(solved.capacity.saturatingMultiply(repeats))
            }
        }
        return sized
    }

    /// The group's size from its members (an estimated side is as long as its content), and
    /// what its flexible spacing shares.
    private func extent(of members: [Member], _ stack: Stack, room: StackRoom, proposal: Proposal) -> StackExtent {
        let (axis, across, spacing) = (stack.axis, stack.axis.cross, stack.spacing)
        var totalAlong = Double(max(0, room.memberCount - 1)) * spacing.minimum
        var springs = spacing.isFlexible ? max(0, room.memberCount - 1) : 0
        var widestAcross = 0.0
        var widestHeld = 0.0
        for member in members {
            let edges = tree.nodes[member.node].edgeSpacing
            for _ in 0..<member.repeats {
                totalAlong += member.along + (edges.start(along: axis)?.minimum ?? 0) + (edges.end(along: axis)?.minimum ?? 0)
            }
            if edges.start(along: axis)?.isFlexible == true { springs += member.repeats }
            if edges.end(along: axis)?.isFlexible == true { springs += member.repeats }
            let crossEdges = (edges.start(along: across)?.minimum ?? 0) + (edges.end(along: across)?.minimum ?? 0)
            widestAcross = max(widestAcross, member.across + crossEdges)
            if member.holdsItems { widestHeld = max(widestHeld, member.heldAcross + crossEdges) }
        }
        let estimatedAlong = proposal.isEstimated(axis)
        let leftover = estimatedAlong ? 0 : max(0, room.contentAlong - totalAlong)
        return StackExtent(
            size: Size(
                along: estimatedAlong ? totalAlong : proposal.size.length(along: axis),
                across: proposal.isEstimated(across) ? widestAcross : proposal.size.length(along: across), axis: axis),
            widestHeld: widestHeld, share: springs > 0 ? leftover / Double(springs) : 0)
    }

    /// Pass 2: places the members one after the other, where a full instance has them, and moves
    /// their slots there. Returns the farthest far edge of a full instance's item slots, and where
    /// the last member held ends along the axis (its own held length counted).
    private mutating func placeMembers(
        _ members: [Member], _ stack: Stack, room: StackRoom, extent: StackExtent, proposal: Proposal
    ) -> (farthestItemEnd: Point, heldEnd: Double) {
        let (axis, across, spacing, size, share) = (stack.axis, stack.axis.cross, stack.spacing, extent.size, extent.share)
        let innerAcross = proposal.isEstimated(across) ? size.length(along: across) : room.contentAcross
        var cursor = room.insets.start(along: axis)
        var farthestItemEnd = Point.zero
        var heldEnd = 0.0
        var position = 0
        for member in members {
            let node = tree.nodes[member.node]
            let edges = node.edgeSpacing
            let crossStart = edges.start(along: across)
            let crossEnd = edges.end(along: across)
            let crossRoom = max(0, innerAcross - member.across - (crossStart?.minimum ?? 0) - (crossEnd?.minimum ?? 0))
            let crossSprings = (crossStart?.isFlexible == true ? 1 : 0) + (crossEnd?.isFlexible == true ? 1 : 0)
            let crossShare = crossSprings > 0 ? crossRoom / Double(crossSprings) : 0
            let acrossPosition = room.insets.start(along: across) + Self.room(crossStart, share: crossShare)
            var offset = Point.zero
            for _ in 0..<member.repeats {
                cursor += Self.room(edges.start(along: axis), share: share)
                let alongPosition = cursor
                cursor += member.along
                cursor += Self.room(edges.end(along: axis), share: share)
                if position < room.memberCount - 1 {
                    cursor += spacing.minimum + (spacing.isFlexible ? share : 0)
                }
                position += 1
                offset = Point(along: alongPosition, across: acrossPosition, axis: axis)
            }
            // Every member counts, held or not: the far edge is a full instance's (of a run of
            // equal members, the last one's, the farthest along).
            farthestItemEnd = Self.farther(farthestItemEnd, offset, member.farthestItemEnd, within: size)
            guard member.holdsItems else { continue }
            heldEnd = offset.coordinate(along: axis) + member.heldAlong + Self.room(edges.end(along: axis), share: share)

            let bound = Point(x: size.width, y: size.height)
            if case .item = node.body {
                var itemInsets = node.contentInsets
                if node.size.width.isEstimated { itemInsets = itemInsets.zeroing(.horizontal) }
                if node.size.height.isEstimated { itemInsets = itemInsets.zeroing(.vertical) }
                let slot = Rect(origin: offset, size: Size(along: member.along, across: member.across, axis: axis))
                slots[member.slots.lowerBound].frame = slot.inset(by: itemInsets)
                slots[member.slots.lowerBound].slot = slot
                slots[member.slots.lowerBound].bound = bound
            } else {
                for index in member.slots {
                    slots[index].frame = slots[index].frame.offsetBy(offset)
                    slots[index].slot = slots[index].slot.offsetBy(offset)
                    let inner = slots[index].bound
                    slots[index].bound = Point(x: min(inner.x + offset.x, bound.x), y: min(inner.y + offset.y, bound.y))
                }
                for index in member.groupSlots {
                    groupSlots[index].frame = groupSlots[index].frame.offsetBy(offset)
                }
            }
        }
        return (farthestItemEnd, heldEnd)
    }

    /// `farthest`, or a member's far edges at `offset` where they are farther, each measured
    /// within the group of `size` (an item sticking out past its end ends there).
    private static func farther(_ farthest: Point, _ offset: Point, _ memberEnd: Point, within size: Size) -> Point {
        Point(
            x: max(farthest.x, min(offset.x + memberEnd.x, size.width)),
            y: max(farthest.y, min(offset.y + memberEnd.y, size.height)))
    }

    /// The members of a group along `axis` that are uniform across their siblings along `side`
    /// (layout-rules §3): each as long there as the longest of those the group holds, measured
    /// or estimated. A slot the group does not fill has no size to count, and keeps its own.
    private func makeUniform(_ members: inout [Member], axis: Axis, side: Axis) {
        let alongAxis = side == axis
        var uniform: [Int] = []
        var longest = 0.0
        for (index, member) in members.enumerated()
        where member.holdsItems && tree.nodes[member.node].size.dimension(along: side).isUniformAcrossSiblings {
            uniform.append(index)
            longest = max(longest, alongAxis ? member.along : member.across)
        }
        for index in uniform {
            if alongAxis {
                members[index].along = longest
                members[index].heldAlong = longest
            } else {
                members[index].across = longest
                members[index].heldAcross = longest
            }
            // An item's far edge is its own; a nested group's are its items', which stay.
            if case .item = tree.nodes[members[index].node].body {
                members[index].farthestItemEnd = Point(along: members[index].along, across: members[index].across, axis: axis)
            }
        }
    }

    /// The room an edge takes: its minimum, plus a share of the leftover when it is flexible.
    private static func room(_ edge: Spacing?, share: Double) -> Double {
        guard let edge else { return 0 }
        return edge.minimum + (edge.isFlexible ? share : 0)
    }
}
