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
    var slots: [ItemSlot] = []
    /// The nested groups holding supplementaries, in the order of their first item.
    var groupSlots: [GroupSlot] = []

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
}

extension ItemSlot {
    /// The far edges of the slot, on each axis, measured within the groups around it.
    var reach: Point {
        Point(x: min(slot.maxX, bound.x), y: min(slot.maxY, bound.y))
    }
}
