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
    /// How far the slot may count as reaching, on each axis: the nearest end of the groups
    /// around it (an item that sticks out past its group's end counts as ending there).
    var bound = Point(x: .infinity, y: .infinity)
    /// The item node (index into `CompiledTree.items`), or nil for a custom group's frame.
    var leaf: Int?
    /// The item's zIndex: its node's, or its custom item's.
    var zIndex: Int
}

/// A nested group's place, recorded for the anchored supplementaries groups may carry.
struct GroupSlot {
    /// The group's frame as it ends: on an axis where it is estimated, a partly filled group is
    /// only as long as what it holds (layout-rules §3).
    var frame: Rect
    /// The size the group was laid out in; its supplementaries' fractions refer to it.
    var container: Size
    var node: Int
    /// Index, among the items of the solve, of the group's first item.
    var firstItem: Int
}

/// What solving one group instance produced (its item slots go to `GroupSolver.slots`).
///
/// A partly filled instance is a full one with its trailing slots empty (layout-rules §3): its
/// items keep a full instance's frames, and only where it ends changes.
struct SolvedGroup {
    /// The size of a full instance, every slot counted (an empty one at its estimates).
    var size: Size
    /// The size of what the instance holds: on an axis where the group is estimated, as long as
    /// the members it holds; elsewhere its full size.
    var heldSize: Size
    /// Items placed.
    var consumed: Int
    /// Items a full instance holds.
    var capacity: Int
    /// The farthest far edge, on each axis, of a full instance's item slots (held or not),
    /// relative to the group's origin and measured within the group: an item that sticks out
    /// past the group's end counts as ending there (layout-rules §3, "its last item").
    var farthestItemEnd: Point
    /// Custom groups keep their full size even when partly filled.
    var isCustom: Bool

    /// What a full instance leaves after its farthest item, on each axis: never negative.
    var trailingSlack: Size {
        Size(width: size.width - farthestItemEnd.x, height: size.height - farthestItemEnd.y)
    }
}

/// Lays out one instance of a group tree: which members a group holds (the k-fit rule), their
/// sizes, and where each one goes (layout-rules §3).
///
/// The solver works without per-item measurements (a template, stamped for every instance of
/// the group) or with them (one solve per instance). Nested groups are solved at the origin
/// and then moved into place, so every item is solved once. A k-fit weighs a nested group at
/// what it holds by measuring it (`measure`): a solve whose slots are dropped, remembered for
/// what it depends on.
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
    var fitWork: Int
    var exceededFitWork: Bool { fitWork > SolverWork.fitWeightLimit }

    /// Whether a group's measure depends on which items it holds: their measured sizes, or the
    /// uniform sizes its held members share (an empty slot has none to share).
    private let measuresItems: Bool

    /// Groups measured so far, by what a measure depends on. A group of a `count` repeats one
    /// empty group in every member past the items, and a group nested in it does the same, so
    /// measuring each again for every group around it would cost the product of their counts.
    /// Empty groups (holding no item) are kept for the whole section; those holding items
    /// depend on the instance's items, and are forgotten with it (`reset()`).
    private var emptyGroups: [MeasureKey: SolvedGroup] = [:]
    private var holdingGroups: [MeasureKey: SolvedGroup] = [:]

    private struct MeasureKey: Hashable {
        var node: Int
        var width: Double
        var height: Double
        var estimatedWidth: Bool
        var estimatedHeight: Bool
        var start: Int
        var limit: Int
    }

    init(tree: CompiledTree, grid: PixelGrid, measurements: MeasuredSizes?, fitWork: Int = 0) {
        self.tree = tree
        self.grid = grid
        self.measurements = measurements
        self.recordsGroups = tree.hasGroupSupplementaries
        self.fitWork = fitWork
        self.measuresItems = measurements != nil || tree.hasUniformDimension
    }

    mutating func reset() {
        slots.removeAll(keepingCapacity: true)
        groupSlots.removeAll(keepingCapacity: true)
        holdingGroups.removeAll(keepingCapacity: true)
    }

    /// Group `node` laid out at `proposal` from item `start` with `limit` items left, for its
    /// size and capacity alone: solved once for what those depend on, its slots dropped.
    mutating func measure(node: Int, proposal: Proposal, start: Int, limit: Int) -> SolvedGroup {
        // Without measured sizes or uniform members, a group's size and capacity do not depend
        // on which items it holds, nor on whether it holds any.
        let limit = measuresItems ? max(0, limit) : 0
        let key = MeasureKey(
            node: node, width: proposal.size.width, height: proposal.size.height,
            estimatedWidth: proposal.estimatedWidth, estimatedHeight: proposal.estimatedHeight,
            start: measurements != nil && limit > 0 ? start : 0, limit: limit)
        if let solved = limit == 0 ? emptyGroups[key] : holdingGroups[key] { return solved }
        let (slotCount, groupSlotCount) = (slots.count, groupSlots.count)
        let solved = solve(node: node, proposal: proposal, container: proposal.size, start: start, limit: limit)
        slots.removeSubrange(slotCount...)
        groupSlots.removeSubrange(groupSlotCount...)
        if limit == 0 { emptyGroups[key] = solved } else { holdingGroups[key] = solved }
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
            let stack = Stack(node: node, axis: axis, subitems: subitems, count: count, spacing: spacing)
            return solveStack(stack, proposal: proposal, container: container, start: start, limit: limit)
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
        if recordsGroups, placed > 0, !tree.nodes[node].supplementaries.isEmpty {
            groupSlots.append(GroupSlot(frame: Rect(origin: .zero, size: size), container: container, node: node, firstItem: start))
        }
        var farthest = Point.zero
        for (ordinal, item) in items.enumerated() {
            let frame = item.frame
            let slot = Rect(x: frame.x, y: frame.y, width: grid.size(frame.width), height: grid.size(frame.height))
            let end = Point(x: min(slot.maxX, size.width), y: min(slot.maxY, size.height))
            farthest = Point(x: max(farthest.x, end.x), y: max(farthest.y, end.y))
            guard ordinal < placed else { continue }
            slots.append(ItemSlot(frame: slot, slot: slot, bound: Point(x: size.width, y: size.height), leaf: nil, zIndex: item.zIndex))
        }
        return SolvedGroup(
            size: size, heldSize: size, consumed: placed, capacity: items.count, farthestItemEnd: farthest, isCustom: true)
    }

    /// A horizontal or vertical group's shape, as its node has it.
    struct Stack {
        var node: Int
        var axis: Axis
        var subitems: [Int]
        var count: Int?
        var spacing: Spacing
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

    private mutating func solveStack(_ stack: Stack, proposal: Proposal, container: Size, start: Int, limit: Int) -> SolvedGroup {
        let (node, axis, subitems, count, spacing) = (stack.node, stack.axis, stack.subitems, stack.count, stack.spacing)
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
            memberCount = fitCount(stack, contentAlong: contentAlong, contentAcross: contentAcross, start: start, limit: limit)
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
                        node: subitem, size: memberProposal.size, axis: axis, holdsItems: holdsItems,
                        farthestItemEnd: Point(x: memberProposal.size.width, y: memberProposal.size.height),
                        slots: holdsItems ? slot..<(slot + 1) : 0..<0, repeats: repeats))
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
                        node: subitem, solved: solved.size, held: solved.heldSize, axis: axis, holdsItems: true,
                        farthestItemEnd: solved.farthestItemEnd, slots: firstSlot..<slots.count, groupSlots: firstGroupSlot..<groupSlots.count))
                consumed += solved.consumed
                capacity = capacity.saturatingAdd(solved.capacity)
            } else {
                let key = count == nil ? subitemIndex : 0
                let solved: SolvedGroup
                if !phantoms.isEmpty, let cached = phantoms[key] {
                    solved = cached
                } else {
                    solved = measure(node: subitem, proposal: memberProposal, start: start + consumed, limit: 0)
                    if phantoms.isEmpty { phantoms = [SolvedGroup?](repeating: nil, count: count == nil ? subitems.count : 1) }
                    phantoms[key] = solved
                }
                members.append(
                    Member(
                        node: subitem, size: solved.size, axis: axis, holdsItems: false, farthestItemEnd: solved.farthestItemEnd,
                        repeats: repeats))
                capacity = capacity.saturatingAdd(solved.capacity.saturatingMultiply(repeats))
            }
        }

        if tree.hasUniformDimension {
            makeUniform(&members, axis: axis, side: axis)
            makeUniform(&members, axis: axis, side: across)
        }

        // The group's own size: an estimated side is as long as its content, along the axis one
        // run of its members and their spacing, across it its widest member. Its held size
        // counts only the members it holds (an empty slot has no estimate to count).
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
            if member.holdsItems { widestHeld = max(widestHeld, member.heldAcross + crossEdges) }
        }
        let estimatedAlong = proposal.isEstimated(axis)
        let estimatedAcross = proposal.isEstimated(across)
        let groupAlong = estimatedAlong ? totalAlong : proposal.size.length(along: axis)
        let groupAcross = estimatedAcross ? widestAcross : proposal.size.length(along: across)
        let innerAcross = estimatedAcross ? groupAcross : contentAcross
        let leftover = estimatedAlong ? 0 : max(0, contentAlong - totalAlong)
        let share = springs > 0 ? leftover / Double(springs) : 0
        let size = Size(along: groupAlong, across: groupAcross, axis: axis)

        // Pass 2: place the members one after the other, where a full instance has them.
        var cursor = insets.start(along: axis)
        var farthestItemEnd = Point.zero
        // Where the last member held ends along the axis, its own held length counted.
        var heldEnd = 0.0
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
            }
            // Every member counts, held or not: the far edge is a full instance's (of a run of
            // equal members, the last one's, the farthest along).
            farthestItemEnd = Self.farther(farthestItemEnd, offset, member.farthestItemEnd, within: size)
            guard member.holdsItems else { continue }
            heldEnd = offset.coordinate(along: axis) + member.heldAlong + Self.room(edges.end(along: axis), share: share)

            if case .item = node.body {
                var itemInsets = node.contentInsets
                if node.size.width.isEstimated { itemInsets = itemInsets.zeroing(.horizontal) }
                if node.size.height.isEstimated { itemInsets = itemInsets.zeroing(.vertical) }
                let slot = Rect(origin: offset, size: Size(along: member.along, across: member.across, axis: axis))
                slots[member.slots.lowerBound].frame = slot.inset(by: itemInsets)
                slots[member.slots.lowerBound].slot = slot
                slots[member.slots.lowerBound].bound = Point(x: size.width, y: size.height)
            } else {
                for index in member.slots {
                    slots[index].frame = slots[index].frame.offsetBy(offset)
                    slots[index].slot = slots[index].slot.offsetBy(offset)
                    let bound = slots[index].bound
                    slots[index].bound = Point(x: min(bound.x + offset.x, size.width), y: min(bound.y + offset.y, size.height))
                }
                for index in member.groupSlots {
                    groupSlots[index].frame = groupSlots[index].frame.offsetBy(offset)
                }
            }
        }

        // What a partly filled instance holds, on its estimated axes; a full one is its size.
        var heldSize = size
        if consumed > 0 && consumed < capacity {
            if estimatedAlong { heldSize = Size(along: heldEnd, across: heldSize.length(along: across), axis: axis) }
            if estimatedAcross { heldSize = Size(along: heldSize.length(along: axis), across: widestHeld, axis: axis) }
        }
        if recordsSelf {
            groupSlots[groupSlotIndex].frame = Rect(origin: .zero, size: heldSize)
            if consumed == 0 { groupSlots.remove(at: groupSlotIndex) }
        }
        return SolvedGroup(
            size: size, heldSize: heldSize, consumed: consumed, capacity: capacity, farthestItemEnd: farthestItemEnd,
            isCustom: false)
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

extension ItemSlot {
    /// The far edges of the slot, on each axis, measured within the groups around it.
    var reach: Point {
        Point(x: min(slot.maxX, bound.x), y: min(slot.maxY, bound.y))
    }
}
