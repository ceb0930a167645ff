/// The size a node is asked to take. A side flagged as estimated holds the estimate, and the
/// node sizes that side to its content instead (layout-rules §3, estimated dimensions).
struct Proposal {
    var size: Size
    var estimatedWidth: Bool
    var estimatedHeight: Bool

    func isEstimated(_ axis: Axis) -> Bool {
        switch axis {
        case .horizontal: estimatedWidth
        case .vertical: estimatedHeight
        }
    }

    mutating func setLength(_ length: Double, along axis: Axis) {
        switch axis {
        case .horizontal:
            size.width = length
            estimatedWidth = false
        case .vertical:
            size.height = length
            estimatedHeight = false
        }
    }
}

/// One item's place in a solved group, relative to the group's origin.
struct ItemSlot {
    /// The reported frame: the item's slot less its content insets.
    var frame: Rect
    /// The slot itself: a partly filled last group ends at the farthest far edge of the slots
    /// it holds (plus the slack of a full group, layout-rules §3).
    var slot: Rect
    /// The item node (index into `CompiledTree.items`), or -1 for a custom group's frame.
    var leaf: Int
    /// The item's zIndex: its node's, or its custom item's.
    var zIndex: Int
}

/// A nested group's place, recorded for the anchored supplementaries groups may carry.
struct GroupSlot {
    var frame: Rect
    /// The size the group was laid out in; its supplementaries' fractions refer to it.
    var container: Size
    var node: Int
    /// Index, among the items of the solve, of the group's first item.
    var firstItem: Int
}

/// What solving one group instance produced (its item slots go to `GroupSolver.slots`).
struct SolvedGroup {
    var size: Size
    /// The size of a full instance: a partly filled group that is estimated across its axis is
    /// only as thick as what it holds (`size`).
    var fullSize: Size
    /// Items placed.
    var consumed: Int
    /// Items a full instance holds.
    var capacity: Int
    /// The farthest far edge, on each axis, of the item slots of a full instance (held or not),
    /// relative to the group's origin: a full group's slack after its last item is its size
    /// less this (layout-rules §3, "its last item" is the one whose far edge is farthest).
    var farthestItemEnd: Point
    /// Custom groups keep their full size even when partly filled.
    var isCustom: Bool

    /// What a full instance leaves after its last item, on each axis.
    var trailingSlack: Size {
        Size(width: fullSize.width - farthestItemEnd.x, height: fullSize.height - farthestItemEnd.y)
    }
}

/// Lays out one instance of a group tree: which members a group holds (the k-fit rule), their
/// sizes, and where each one goes (layout-rules §3).
///
/// The solver works without per-item measurements (a template, stamped for every instance of
/// the group) or with them (one solve per instance). Nested groups are solved at the origin
/// and then moved into place, so every item is solved once.
struct GroupSolver {
    let tree: CompiledTree
    let grid: PixelGrid
    /// Measured sizes by item index; `nil` solves with the estimates.
    let measurements: MeasuredSizes?
    /// Whether to record `groupSlots` (only needed for anchored supplementaries on groups).
    let recordsGroups: Bool

    /// The item slots of every solve since the last `reset()`.
    private(set) var slots: [ItemSlot] = []
    /// The nested groups holding supplementaries, in the order of their first item.
    private(set) var groupSlots: [GroupSlot] = []

    /// A k-fit never tries more than this many members past the items it has to place: only
    /// members of next to no length come near it, and beyond it they change nothing visible.
    static let surplusMemberLimit = 100_000

    /// The subitems the k-fits have weighed so far, counted from what the run's earlier
    /// sections weighed (`SolverWork.fitWeightLimit`); past the limit a k-fit stops where it
    /// is, and the section is refused.
    private(set) var fitWork: Int
    var exceededFitWork: Bool { fitWork > SolverWork.fitWeightLimit }

    /// What a group laid out empty (it holds no item: it only takes room) came to, by what that
    /// depends on: a group of a `count` repeats one such group in every member past the items,
    /// and a group nested in it does the same, so solving each again for every group around it
    /// would cost the product of their counts. With measured sizes an empty group's k-fit reads
    /// the sizes from its first item on, so the solve's first item is part of what it depends
    /// on, and the groups are forgotten with every instance (`reset()`).
    private var emptyGroups: [EmptyGroupKey: SolvedGroup] = [:]

    private struct EmptyGroupKey: Hashable {
        var node: Int
        var width: Double
        var height: Double
        var estimatedWidth: Bool
        var estimatedHeight: Bool
        var containerWidth: Double
        var containerHeight: Double
        var start: Int
    }

    init(tree: CompiledTree, grid: PixelGrid, measurements: MeasuredSizes?, fitWork: Int = 0) {
        self.tree = tree
        self.grid = grid
        self.measurements = measurements
        self.recordsGroups = tree.hasGroupSupplementaries
        self.fitWork = fitWork
    }

    mutating func reset() {
        slots.removeAll(keepingCapacity: true)
        groupSlots.removeAll(keepingCapacity: true)
        if measurements != nil { emptyGroups.removeAll(keepingCapacity: true) }
    }

    /// Group `node` laid out empty at `proposal` in `container` (a solve that places no item, so
    /// adds no slot): solved once for what it depends on, and remembered.
    private mutating func solveEmpty(node: Int, proposal: Proposal, container: Size, start: Int) -> SolvedGroup {
        let key = EmptyGroupKey(
            node: node, width: proposal.size.width, height: proposal.size.height,
            estimatedWidth: proposal.estimatedWidth, estimatedHeight: proposal.estimatedHeight,
            containerWidth: container.width, containerHeight: container.height, start: measurements == nil ? 0 : start)
        if let solved = emptyGroups[key] { return solved }
        let solved = solve(node: node, proposal: proposal, container: container, start: start, limit: 0)
        emptyGroups[key] = solved
        return solved
    }

    /// The proposal for `node` in a container of `container` (what its fractions refer to).
    func propose(_ node: Int, in container: Size, itemIndex: Int?) -> Proposal {
        let size = tree.nodes[node].size
        let measured = itemIndex.flatMap { index in measurements?.size(of: index) }
        return Proposal(
            size: Size(
                width: size.width.resolved(in: container, measured: measured?.width, grid: grid),
                height: size.height.resolved(in: container, measured: measured?.height, grid: grid)),
            estimatedWidth: size.width.isEstimated, estimatedHeight: size.height.isEstimated)
    }

    /// Solves group `node` laid out at `proposal` inside `container`, its first item being
    /// `start`, placing at most `limit` items. Slots are relative to the group's origin.
    mutating func solve(node: Int, proposal: Proposal, container: Size, start: Int, limit: Int) -> SolvedGroup {
        switch tree.nodes[node].body {
        case .item:
            preconditionFailure("the solver lays out groups; items are placed by their group")
        case .custom(let items):
            return solveCustom(node: node, items: items, proposal: proposal, container: container, start: start, limit: limit)
        case .stack(let axis, let subitems, let count, let spacing):
            return solveStack(
                node: node, axis: axis, subitems: subitems, count: count, spacing: spacing, proposal: proposal,
                container: container, start: start, limit: limit)
        }
    }

    private mutating func solveCustom(
        node: Int, items: [CustomItem], proposal: Proposal, container: Size, start: Int, limit: Int
    ) -> SolvedGroup {
        let frames = items.lazy.map(\.frame)
        var size = proposal.size
        if proposal.estimatedWidth { size.width = frames.reduce(0) { max($0, $1.x + grid.size($1.width)) } }
        if proposal.estimatedHeight { size.height = frames.reduce(0) { max($0, $1.y + grid.size($1.height)) } }
        let placed = min(frames.count, limit)
        recordGroup(node: node, size: size, container: container, start: start, placed: placed)
        for item in items.prefix(placed) {
            let frame = item.frame
            let slot = Rect(x: frame.x, y: frame.y, width: grid.size(frame.width), height: grid.size(frame.height))
            slots.append(ItemSlot(frame: slot, slot: slot, leaf: -1, zIndex: item.zIndex))
        }
        let farthest = frames.reduce(Point.zero) {
            Point(x: max($0.x, $1.x + grid.size($1.width)), y: max($0.y, $1.y + grid.size($1.height)))
        }
        return SolvedGroup(
            size: size, fullSize: size, consumed: placed, capacity: items.count, farthestItemEnd: farthest, isCustom: true)
    }

    private mutating func recordGroup(node: Int, size: Size, container: Size, start: Int, placed: Int) {
        guard recordsGroups, placed > 0, !tree.nodes[node].supplementaries.isEmpty else { return }
        groupSlots.append(
            GroupSlot(frame: Rect(origin: .zero, size: size), container: container, node: node, firstItem: start))
    }

    /// One member of a horizontal or vertical group, or a run of equal members.
    private struct Member {
        var node: Int
        var along: Double
        var across: Double
        /// Whether the member holds items (the rest only take room in a partly filled group).
        var holdsItems: Bool
        /// The farthest far edge of the item slots it would hold when full, relative to its own
        /// origin: its size for an item.
        var farthestItemEnd: Point
        /// For a nested group holding items: its slots and group slots, solved at the origin.
        var slots: Range<Int>
        var groupSlots: Range<Int>
        /// How many members in a row it stands for: the empty members of a group of a count are
        /// all alike, and are one `Member` (placed one by one, as the same sums).
        var repeats: Int = 1
    }

    private mutating func solveStack(
        node: Int, axis: Axis, subitems: [Int], count: Int?, spacing: Spacing, proposal: Proposal,
        container: Size, start: Int, limit: Int
    ) -> SolvedGroup {
        let across = axis.cross
        var insets = tree.nodes[node].contentInsets
        // Content insets do not apply on an estimated axis.
        if proposal.estimatedWidth { insets = insets.zeroing(.horizontal) }
        if proposal.estimatedHeight { insets = insets.zeroing(.vertical) }
        let contentAlong = max(0, proposal.size.length(along: axis) - insets.total(along: axis))
        let contentAcross = max(0, proposal.size.length(along: across) - insets.total(along: across))
        let minimumSpacing = spacing.minimum

        let memberCount: Int
        if let count {
            memberCount = count
        } else if proposal.isEstimated(axis) {
            memberCount = subitems.count  // one run of its subitems
        } else {
            memberCount = fitCount(
                subitems: subitems, axis: axis, contentAlong: contentAlong, contentAcross: contentAcross,
                spacing: spacing, start: start, limit: limit)
        }
        // Fractions along the axis are of the length less the spacings between the members.
        let basisAlong = max(0, contentAlong - Double(memberCount - 1) * minimumSpacing)
        let memberContainer = Size(along: basisAlong, across: contentAcross, axis: axis)
        let countLength = count.map { grid.size(basisAlong / Double($0)) }

        let groupSlotIndex = groupSlots.count
        let recordsSelf = recordsGroups && !tree.nodes[node].supplementaries.isEmpty && limit > 0
        if recordsSelf {
            groupSlots.append(GroupSlot(frame: .zero, container: container, node: node, firstItem: start))
        }

        // Pass 1: each member's size; nested groups holding items are solved at the origin. A
        // group of a count holds at most one member per item, then one run of empty members.
        var members: [Member] = []
        members.reserveCapacity(count == nil ? memberCount : min(memberCount, max(0, limit).saturatingAdd(1)))
        // The empty members' groups, by subitem (a group of a count has one), made at the first.
        var phantoms: [SolvedGroup?] = []
        var consumed = 0
        var capacity = 0
        var position = 0
        while position < memberCount {
            let subitemIndex = position % subitems.count
            let subitem = subitems[subitemIndex]
            let holdsItems = consumed < limit
            // Past the items, a group of a count repeats its one subitem, empty, to the end.
            let repeats = count != nil && !holdsItems ? memberCount - position : 1
            position += repeats
            var isItem = false
            if case .item = tree.nodes[subitem].body { isItem = true }
            var memberProposal = propose(
                subitem, in: memberContainer, itemIndex: isItem && holdsItems ? start + consumed : nil)
            if let countLength { memberProposal.setLength(countLength, along: axis) }
            if case .item(let leaf) = tree.nodes[subitem].body {
                // The slot is reserved now, in item order, and placed in pass 2.
                let slot = slots.count
                if holdsItems { slots.append(ItemSlot(frame: .zero, slot: .zero, leaf: leaf, zIndex: tree.items[leaf].zIndex)) }
                members.append(
                    Member(
                        node: subitem, along: memberProposal.size.length(along: axis),
                        across: memberProposal.size.length(along: across), holdsItems: holdsItems,
                        farthestItemEnd: Point(
                            along: memberProposal.size.length(along: axis), across: memberProposal.size.length(along: across),
                            axis: axis),
                        slots: holdsItems ? slot..<(slot + 1) : 0..<0, groupSlots: 0..<0, repeats: repeats))
                capacity = capacity.saturatingAdd(repeats)
                if holdsItems { consumed += 1 }
            } else if holdsItems {
                let firstSlot = slots.count
                let firstGroupSlot = groupSlots.count
                let solved = solve(
                    node: subitem, proposal: memberProposal, container: memberContainer, start: start + consumed,
                    limit: limit - consumed)
                members.append(
                    Member(
                        node: subitem, along: solved.size.length(along: axis), across: solved.size.length(along: across),
                        holdsItems: true, farthestItemEnd: solved.farthestItemEnd, slots: firstSlot..<slots.count,
                        groupSlots: firstGroupSlot..<groupSlots.count))
                consumed += solved.consumed
                capacity = capacity.saturatingAdd(solved.capacity)
            } else {
                let key = count == nil ? subitemIndex : 0
                let solved: SolvedGroup
                if !phantoms.isEmpty, let cached = phantoms[key] {
                    solved = cached
                } else {
                    solved = solveEmpty(node: subitem, proposal: memberProposal, container: memberContainer, start: start)
                    if phantoms.isEmpty { phantoms = [SolvedGroup?](repeating: nil, count: count == nil ? subitems.count : 1) }
                    phantoms[key] = solved
                }
                members.append(
                    Member(
                        node: subitem, along: solved.size.length(along: axis), across: solved.size.length(along: across),
                        holdsItems: false, farthestItemEnd: solved.farthestItemEnd, slots: 0..<0, groupSlots: 0..<0,
                        repeats: repeats))
                capacity = capacity.saturatingAdd(solved.capacity.saturatingMultiply(repeats))
            }
        }

        if tree.hasUniformDimension {
            makeUniform(&members, axis: axis, side: axis)
            makeUniform(&members, axis: axis, side: across)
        }

        // The group's own size: an estimated side is as long as its content. Across the axis
        // that is its widest member, counting only the members a partly filled group holds (an
        // empty slot has no estimate to count); a full group, or one solved for its size alone,
        // counts them all.
        var totalAlong = Double(max(0, memberCount - 1)) * minimumSpacing
        var springs = spacing.isFlexible ? max(0, memberCount - 1) : 0
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
            if member.holdsItems { widestHeld = max(widestHeld, member.across + crossEdges) }
        }
        let estimatedAlong = proposal.isEstimated(axis)
        let estimatedAcross = proposal.isEstimated(across)
        let groupAlong = estimatedAlong ? totalAlong : proposal.size.length(along: axis)
        let fullAcross = estimatedAcross ? widestAcross : proposal.size.length(along: across)
        let groupAcross = estimatedAcross && consumed > 0 ? widestHeld : fullAcross
        let innerAcross = estimatedAcross ? groupAcross : contentAcross
        let leftover = estimatedAlong ? 0 : max(0, contentAlong - totalAlong)
        let share = springs > 0 ? leftover / Double(springs) : 0

        // Pass 2: place the members one after the other.
        var cursor = insets.start(along: axis)
        var farthestItemEnd = Point.zero
        position = 0
        for member in members {
            let node = tree.nodes[member.node]
            let edges = node.edgeSpacing
            let crossStart = edges.start(along: across)
            let crossEnd = edges.end(along: across)
            let crossRoom = max(0, innerAcross - member.across - (crossStart?.minimum ?? 0) - (crossEnd?.minimum ?? 0))
            let crossSprings = (crossStart?.isFlexible == true ? 1 : 0) + (crossEnd?.isFlexible == true ? 1 : 0)
            let crossShare = crossSprings > 0 ? crossRoom / Double(crossSprings) : 0
            let acrossPosition = insets.start(along: across) + Self.room(crossStart, share: crossShare)
            var offset = Point.zero
            for _ in 0..<member.repeats {
                cursor += Self.room(edges.start(along: axis), share: share)
                let alongPosition = cursor
                cursor += member.along
                cursor += Self.room(edges.end(along: axis), share: share)
                if position < memberCount - 1 {
                    cursor += minimumSpacing + (spacing.isFlexible ? share : 0)
                }
                position += 1
                offset = Point(along: alongPosition, across: acrossPosition, axis: axis)
                // Every member counts, held or not: the far edge is a full instance's.
                farthestItemEnd = Point(
                    x: max(farthestItemEnd.x, offset.x + member.farthestItemEnd.x),
                    y: max(farthestItemEnd.y, offset.y + member.farthestItemEnd.y))
            }
            guard member.holdsItems else { continue }

            if case .item = node.body {
                var itemInsets = node.contentInsets
                if node.size.width.isEstimated { itemInsets = itemInsets.zeroing(.horizontal) }
                if node.size.height.isEstimated { itemInsets = itemInsets.zeroing(.vertical) }
                let slot = Rect(origin: offset, size: Size(along: member.along, across: member.across, axis: axis))
                slots[member.slots.lowerBound].frame = slot.inset(by: itemInsets)
                slots[member.slots.lowerBound].slot = slot
            } else {
                for index in member.slots {
                    slots[index].frame = slots[index].frame.offsetBy(offset)
                    slots[index].slot = slots[index].slot.offsetBy(offset)
                }
                for index in member.groupSlots {
                    groupSlots[index].frame = groupSlots[index].frame.offsetBy(offset)
                }
            }
        }

        let size = Size(along: groupAlong, across: groupAcross, axis: axis)
        if recordsSelf {
            groupSlots[groupSlotIndex].frame = Rect(origin: .zero, size: size)
            if consumed == 0 { groupSlots.remove(at: groupSlotIndex) }
        }
        return SolvedGroup(
            size: size, fullSize: Size(along: groupAlong, across: fullAcross, axis: axis), consumed: consumed,
            capacity: capacity, farthestItemEnd: farthestItemEnd, isCustom: false)
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
            if alongAxis { members[index].along = longest } else { members[index].across = longest }
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

    /// How many members a group holds along its axis: the largest k for which k members (its
    /// subitems in turn) and the k − 1 spacings between them fit, each fraction along the axis
    /// being of the length less those spacings. Always at least one.
    ///
    /// The total is kept incrementally (fixed lengths summed, fractional ones counted per
    /// subitem), so a group of k members costs O(k · subitems), not O(k²).
    private mutating func fitCount(
        subitems: [Int], axis: Axis, contentAlong: Double, contentAcross: Double, spacing: Spacing,
        start: Int, limit: Int
    ) -> Int {
        let minimumSpacing = spacing.minimum
        let subitemCount = subitems.count
        var fractions = [Double?](repeating: nil, count: subitemCount)
        var edgeRoom = [Double](repeating: 0, count: subitemCount)
        var fixedLengths = [Double?](repeating: nil, count: subitemCount)
        var isItem = [Bool](repeating: false, count: subitemCount)
        for (position, subitem) in subitems.enumerated() {
            let node = tree.nodes[subitem]
            let dimension = node.size.dimension(along: axis)
            fractions[position] = dimension.fraction(of: axis)
            edgeRoom[position] = (node.edgeSpacing.start(along: axis)?.minimum ?? 0) + (node.edgeSpacing.end(along: axis)?.minimum ?? 0)
            if case .item = node.body { isItem[position] = true }
        }
        let hasFractions = fractions.contains { $0 != nil }
        var fractionCounts = [Int](repeating: 0, count: hasFractions ? subitemCount : 0)
        var fixedTotal = 0.0
        var nextItem = start
        var members = 0
        let memberLimit = limit.saturatingAdd(Self.surplusMemberLimit)

        while members < memberLimit {
            fitWork += hasFractions ? subitemCount : 1
            if exceededFitWork { break }
            let position = members % subitemCount
            let subitem = subitems[position]
            // The container the next member's fractions would refer to, were it to fit.
            let basisAlong = max(0, contentAlong - Double(members) * minimumSpacing)
            let container = Size(along: basisAlong, across: contentAcross, axis: axis)
            var length = 0.0
            if fractions[position] == nil {
                if isItem[position] {
                    length = propose(subitem, in: container, itemIndex: nextItem).size.length(along: axis)
                } else if let known = fixedLengths[position] {
                    length = known
                } else {
                    length = nestedLength(subitem, axis: axis, container: container)
                    fixedLengths[position] = length
                }
            }
            var total = fixedTotal + length + edgeRoom[position] + Double(members) * minimumSpacing
            if hasFractions {
                for (index, fraction) in fractions.enumerated() {
                    guard let fraction else { continue }
                    let count = fractionCounts[index] + (index == position ? 1 : 0)
                    if count > 0 { total += Double(count) * grid.size(max(0, fraction * basisAlong)) }
                }
            }
            if members > 0 && total > contentAlong { break }
            members += 1
            fixedTotal += length + edgeRoom[position]
            if fractions[position] != nil { fractionCounts[position] += 1 }
            if measurements != nil {
                // Items after a nested group start after all of its items.
                nextItem = nextItem.saturatingAdd(isItem[position] ? 1 : nestedCapacity(subitem, container: container))
            }
        }
        return max(1, members)
    }

    /// The length along `axis` of nested group `node` in `container`, solving it when it sizes
    /// to its content.
    private mutating func nestedLength(_ node: Int, axis: Axis, container: Size) -> Double {
        let nodeProposal = propose(node, in: container, itemIndex: nil)
        guard nodeProposal.isEstimated(axis) else { return nodeProposal.size.length(along: axis) }
        return solveEmpty(node: node, proposal: nodeProposal, container: container, start: 0).size.length(along: axis)
    }

    /// How many items nested group `node` holds in `container`.
    private mutating func nestedCapacity(_ node: Int, container: Size) -> Int {
        let nodeProposal = propose(node, in: container, itemIndex: nil)
        return solveEmpty(node: node, proposal: nodeProposal, container: container, start: 0).capacity
    }
}
