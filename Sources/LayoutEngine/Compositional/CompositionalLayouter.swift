/// Lays out a compositional section: its group repeated until every item has a place, along
/// the layout's scroll axis, or across it in one row when it scrolls orthogonally (layout-rules
/// §2, §3, §5, §12).
struct CompositionalLayouter {
    let section: CompositionalSection
    let insets: EdgeInsets
    let context: LayoutContext
    let sectionIndex: Int
    /// The elements the section may make: its items, anchored supplementaries, resting offsets
    /// and the offsets its transforms are reported at, each checked before it is made.
    let budget: ElementBudget
    /// How many boundary items the section has: they go before the anchored supplementaries,
    /// whose array keeps room for them.
    let boundaryItemCount: Int
    /// The subitems the run's k-fits have weighed, this section's added as it is laid out.
    let fitWeight: FitWeightTally

    /// One repetition of the group: where it starts along the section's scroll axis (relative
    /// to the row's start), how long it is there (its edge spacing included), and which items
    /// it holds.
    struct GroupRun: Hashable, Sendable {
        var start: Double
        /// The group's frame's length with its edge spacing: a partly filled group's full one,
        /// though its section ends where the items it holds do.
        var length: Double
        var firstItem: Int
        var itemCount: Int
    }

    private var orthogonal: Bool { section.orthogonalScrolling != .none }
    /// The axis the group repeats along: the layout's scroll axis, or the other one in an
    /// orthogonal row.
    private var scrollAxis: Axis { orthogonal ? context.scrollAxis.cross : context.scrollAxis }

    /// How much of an orthogonal row shows at once: the container's length along the row less
    /// the section's insets there.
    private var rowViewport: Double { max(0, context.length(along: scrollAxis) - insets.total(along: scrollAxis)) }

    /// What the top-level group's fractions refer to: along the axis it repeats on, the
    /// container's full length; across it, the container's length less the section's insets
    /// on that axis (layout-rules §2; §12 transposes it).
    private func groupContainer() -> Size {
        let axis = scrollAxis
        return Size(
            along: context.length(along: axis),
            across: max(0, context.length(along: axis.cross) - insets.total(along: axis.cross)), axis: axis)
    }

    /// The section's content, which starts at `contentStart` along the layout's scroll axis.
    func layout(contentStart: Double) throws(LayoutError) -> SectionBody {
        if context.height == nil && section.group.size.usesFractionalHeight {
            throw .missingContainerHeight(section: sectionIndex)
        }
        if section.itemCount == 0 && !orthogonal { return try emptyLayout(contentStart: contentStart) }
        let tree = CompiledTree(root: section.group)
        let grid = context.grid
        let itemCount = section.itemCount
        let axis = scrollAxis
        let perInstance = tree.hasEstimatedDimension && section.measurements != nil
        // Measured sizes are the section's items' (layout-rules §3): a slot past its last item
        // holds no item, and takes its estimate whatever a longer list says.
        var solver = GroupSolver(
            tree: tree, grid: grid, measurements: perInstance ? section.measurements?.prefix(itemCount) : nil,
            fitWork: fitWeight.weight)
        let container = groupContainer()
        let proposal = solver.propose(0, in: container, itemIndex: nil)

        let placement = repetitionPlacement(contentStart: contentStart)
        let (edgeStart, edgeEnd, edgeAcross) = (placement.edgeStart, placement.edgeEnd, placement.edgeAcross)
        let (rowOrigin, crossOrigin) = (placement.rowOrigin, placement.crossOrigin)

        var template: SolvedGroup?
        // With a template, every full group holds as many anchored supplementaries as the first,
        // and a partly filled last one at most as many: those of the full groups are refused,
        // before any is made, if they would not fit (the rest, once made, with the section),
        // and room for all is taken at once (not grown, which would hold two copies a moment).
        var anchoredBound = 0
        var groupCount = 0
        if !perInstance {
            let solved = solver.solve(node: 0, proposal: proposal, container: container, start: 0, limit: itemCount)
            fitWeight.weight = solver.fitWork
            if solver.exceededFitWork { throw .groupTooLarge(section: sectionIndex, limit: SolverWork.fitWeightLimit) }
            template = solved
            groupCount = itemCount == 0 ? 0 : (itemCount + solved.consumed - 1) / max(1, solved.consumed)
            let perGroup = tree.anchoredCount(of: solver)
            anchoredBound = groupCount.saturatingMultiply(perGroup)
            let fullGroups = itemCount / max(1, solved.capacity)
            let groupLength = edgeStart + solved.size.length(along: axis) + edgeEnd
            let offsets = offsetsKnownBefore(groups: groupCount, groupLength: groupLength)
            try budget.check(
                itemCount.saturatingAdd(fullGroups.saturatingMultiply(perGroup)).saturatingAdd(offsets), section: sectionIndex)
        }

        var frames: [Rect] = []
        frames.reserveCapacity(itemCount)
        var zIndices: [Int]? = tree.hasItemZIndex ? [] : nil
        var anchored: [SupplementaryFrame] = []
        anchored.reserveCapacity(anchoredBound + boundaryItemCount)
        var groupOrdinals = GroupOrdinals()
        var runs: [GroupRun] = []
        runs.reserveCapacity(groupCount)
        var thicknesses: [Double]? = perInstance ? [] : nil
        var position = 0.0
        var rowThickness = 0.0
        var next = 0
        while next < itemCount {
            var solved: SolvedGroup
            if let template, itemCount - next >= template.consumed {
                solved = template
            } else {
                // A partly filled last group is solved again for what it holds (its items keep
                // the template's frames: layout-rules §3), as is every group with measured items.
                solver.reset()
                solved = solver.solve(
                    node: 0, proposal: proposal, container: container, start: template == nil ? next : 0,
                    limit: itemCount - next)
                fitWeight.weight = solver.fitWork
                if solver.exceededFitWork { throw .groupTooLarge(section: sectionIndex, limit: SolverWork.fitWeightLimit) }
            }
            let taken = min(solved.capacity, itemCount - next)
            let origin = Point(along: rowOrigin + position + edgeStart, across: crossOrigin, axis: axis)
            // The slots read in place, by index: a copy of them, or a slice, would retain their
            // array for every group (a million, in a carousel of a million pages).
            for ordinal in 0..<min(taken, solver.slots.count) {
                let slot = solver.slots[ordinal]
                frames.append(grid.place(slot.frame.offsetBy(origin)))
                if zIndices != nil { zIndices!.append(slot.zIndex) }
            }
            if tree.hasItemSupplementaries || tree.hasGroupSupplementaries {
                if template == nil { try budget.check(itemCount + anchored.count + tree.anchoredCount(of: solver), section: sectionIndex) }
                appendAnchored(
                    tree: tree, solver: solver, frames: frames, firstItem: next, taken: taken, origin: origin,
                    ordinals: &groupOrdinals, into: &anchored)
            }

            // A group counts what it holds: a partly filled one estimated along the axis is only
            // as long as that, and so is every group in an orthogonal row (§5).
            var length = solved.heldSize.length(along: axis)
            // The group's frame, which a rect's query tests (layout-rules §12, rule 2) and its
            // anchored items sit on: a partly filled group keeps its full size (§3).
            let frameLength = length
            if taken < solved.capacity && !solved.isCustom && !orthogonal && !proposal.isEstimated(axis) {
                // A partly filled last group ends at the farthest far edge of the items it holds,
                // plus a full group's slack after its own farthest item (layout-rules §3).
                let heldEnd = solver.slots.prefix(taken).reduce(0) { max($0, $1.reach.coordinate(along: axis)) }
                length = heldEnd + solved.trailingSlack.length(along: axis)
            }
            let thickness = solved.heldSize.length(along: axis.cross)
            runs.append(GroupRun(start: position, length: edgeStart + frameLength + edgeEnd, firstItem: next, itemCount: taken))
            if thicknesses == nil, let template, thickness != template.size.length(along: axis.cross) {
                // A partly filled last group thinner than the template's: every run's thickness.
                thicknesses = Array(repeating: template.size.length(along: axis.cross), count: runs.count - 1)
            }
            thicknesses?.append(thickness)
            rowThickness = max(rowThickness, edgeAcross.start + thickness + edgeAcross.end)
            position += edgeStart + length + edgeEnd
            next += taken
            if next < itemCount { position += section.interGroupSpacing }
        }
        let groups = GroupRepetitions(
            axis: axis, runs: runs, origin: rowOrigin, edgeStart: edgeStart, edgeEnd: edgeEnd, crossStart: crossOrigin,
            thickness: template?.size.length(along: axis.cross) ?? 0, thicknesses: thicknesses)

        guard orthogonal else {
            return SectionBody(items: frames, itemZIndices: zIndices, anchored: anchored, length: position, groups: groups)
        }
        let made = frames.count + anchored.count
        let scroll = try OrthogonalScrolling.scroll(
            behavior: section.orthogonalScrolling, runs: runs, rowLength: position,
            viewport: rowViewport,
            insets: insets.total(along: axis), sectionIndex: sectionIndex,
            budget: ElementBudget(limit: budget.limit, remaining: budget.remaining - made))
        var transforms: ScaleTransforms?
        if let effect = section.scaleEffect {
            let offsets: [Double]
            switch section.offsets {
            case .resting: offsets = scroll.restingOffsets
            case .list(let list):
                try budget.check(made + scroll.restingOffsets.count + list.count, section: sectionIndex)
                offsets = list.map { OrthogonalScrolling.clamp($0, in: scroll) }
            }
            transforms = ScaleTransforms(
                effect: effect, axis: axis, containerLength: context.length(along: axis), items: frames,
                offsets: offsets)
        }
        return SectionBody(
            items: frames, itemZIndices: zIndices, anchored: anchored, length: rowThickness, orthogonal: scroll,
            transforms: transforms, groups: groups)
    }

    /// At least how many resting offsets, and offsets its transforms are reported at, an
    /// orthogonal row reports, told before it is laid out from its `groups` repetitions of one
    /// group `groupLength` long (edge spacing included): every row of a million pages is refused
    /// here, before a frame of it is made, not once all are.
    ///
    /// A row rests at least once; centred pages once a group; at the leading boundaries, at every
    /// group that starts before the row's farthest offset and at that offset (layout-rules §5),
    /// of which those that start a whole stride before it are counted here. Pages of the
    /// viewport's length are left to `OrthogonalScrolling`, which refuses too many before it
    /// makes them. The transforms are at the resting offsets or at those the spec lists.
    private func offsetsKnownBefore(groups: Int, groupLength: Double) -> Int {
        guard orthogonal else { return 0 }
        let resting: Int
        switch section.orthogonalScrolling {
        case .none, .continuous, .paging:
            resting = 1
        case .groupPagingCentered:
            resting = max(groups, 1)
        case .continuousGroupLeadingBoundary, .groupPaging:
            let stride = groupLength + section.interGroupSpacing
            let rowLength = Double(groups) * groupLength + Double(max(0, groups - 1)) * section.interGroupSpacing
            let maxOffset = rowLength - rowViewport
            // Group k starts at k · stride, give or take the rounding of the layout's sums: those
            // below ⌊maxOffset / stride⌋ start a whole stride before maxOffset.
            resting = stride > 0 && maxOffset > 0 ? Int(min(maxOffset / stride, Double(groups))) + 1 : 1
        }
        guard section.scaleEffect != nil else { return resting }
        switch section.offsets {
        case .resting: return resting.saturatingMultiply(2)
        case .list(let list): return resting.saturatingAdd(list.count)
        }
    }

    /// A section of no items, in no orthogonal row: it places nothing, yet its group is solved
    /// once as any section's template is (what its k-fits weigh counts, and a group too large is
    /// refused), for the thickness its repetitions keep. A group equal to that of the empty
    /// section before it, in the same container, is not solved again: its weight counts again,
    /// which refuses it exactly where a solve would (the weight only grows). Solving each again
    /// was most of the layout's time for thousands of empty sections at hundreds of widths
    /// (docs/performance.md, "Per section and per offset (issue 35, point 1)").
    private func emptyLayout(contentStart: Double) throws(LayoutError) -> SectionBody {
        let container = groupContainer()
        let measured = section.measurements != nil
        let group = section.group
        let solve: EmptySolve
        if let last = fitWeight.lastEmptySolve, last.container == container, last.measured == measured, last.group == group {
            solve = last.solve
            fitWeight.weight = fitWeight.weight.saturatingAdd(solve.weight)
        } else {
            let tree = CompiledTree(root: group)
            let before = fitWeight.weight
            var thickness: Double?
            // Where each instance would be solved with its items' measured sizes, there is none.
            if !(tree.hasEstimatedDimension && measured) {
                var solver = GroupSolver(tree: tree, grid: context.grid, measurements: nil, fitWork: before)
                let proposal = solver.propose(0, in: container, itemIndex: nil)
                let solved = solver.solve(node: 0, proposal: proposal, container: container, start: 0, limit: 0)
                fitWeight.weight = solver.fitWork
                thickness = solved.size.length(along: scrollAxis.cross)
            }
            solve = EmptySolve(thickness: thickness, weight: fitWeight.weight - before, hasItemZIndex: tree.hasItemZIndex)
            fitWeight.lastEmptySolve = (group, container, measured, solve)
        }
        if solve.thickness != nil {
            if fitWeight.weight > SolverWork.fitWeightLimit {
                throw .groupTooLarge(section: sectionIndex, limit: SolverWork.fitWeightLimit)
            }
            try budget.check(0, section: sectionIndex)
        }
        let placement = repetitionPlacement(contentStart: contentStart)
        let groups = GroupRepetitions(
            axis: scrollAxis, runs: [], origin: placement.rowOrigin, edgeStart: placement.edgeStart,
            edgeEnd: placement.edgeEnd, crossStart: placement.crossOrigin,
            thickness: solve.thickness ?? 0, thicknesses: solve.thickness == nil ? [] : nil)
        return SectionBody(items: [], itemZIndices: solve.hasItemZIndex ? [] : nil, length: 0, groups: groups)
    }

    /// Where the section's group repetitions go. The top-level group honours its edge spacing
    /// (layout-rules §3): each repetition moves by its start edges and takes its edges' room
    /// along the axis; across it keeps its size.
    private func repetitionPlacement(contentStart: Double) -> RepetitionPlacement {
        let axis = scrollAxis
        let edges = section.group.edgeSpacing
        let edgeAcross = (start: edges.start(along: axis.cross)?.minimum ?? 0, end: edges.end(along: axis.cross)?.minimum ?? 0)
        return RepetitionPlacement(
            edgeStart: edges.start(along: axis)?.minimum ?? 0, edgeEnd: edges.end(along: axis)?.minimum ?? 0,
            edgeAcross: edgeAcross, rowOrigin: orthogonal ? insets.start(along: axis) : contentStart,
            crossOrigin: (orthogonal ? contentStart : insets.start(along: axis.cross)) + edgeAcross.start)
    }

    /// The supplementaries anchored to the items (and groups) of one group instance, in item
    /// order: an item's at its index, a group's at its ordinal among the section's group
    /// instances that carry one of its kind (`GroupOrdinals`).
    private func appendAnchored(
        tree: CompiledTree, solver: GroupSolver, frames: [Rect], firstItem: Int, taken: Int, origin: Point,
        ordinals: inout GroupOrdinals, into anchored: inout [SupplementaryFrame]
    ) {
        let grid = context.grid
        var groupSlots = solver.groupSlots.makeIterator()
        var pendingGroup = groupSlots.next()
        // Ordinals in the solver's slots are relative to the solve's first item.
        let solveStart = section.measurements != nil && tree.hasEstimatedDimension ? firstItem : 0
        for ordinal in 0..<taken {
            let index = firstItem + ordinal
            while let group = pendingGroup, group.firstItem - solveStart <= ordinal {
                if group.firstItem - solveStart == ordinal {
                    let frame = group.frame.offsetBy(origin)
                    let supplementaries = tree.nodes[group.node].supplementaries
                    for supplementary in supplementaries {
                        anchored.append(
                            SupplementaryFrame(
                                kind: supplementary.kind, index: ordinals.ordinal(of: supplementary.kind), item: index,
                                frame: AnchorPlacement.frame(
                                    of: supplementary, on: frame, sizedIn: group.container, grid: grid),
                                zIndex: supplementary.zIndex, anchoredToGroup: true))
                    }
                    ordinals.count(supplementaries)
                }
                pendingGroup = groupSlots.next()
            }
            guard let leaf = solver.slots[ordinal].leaf else { continue }
            let frame = frames[index]
            for supplementary in tree.items[leaf].supplementaries {
                anchored.append(
                    SupplementaryFrame(
                        kind: supplementary.kind, index: index, item: index,
                        frame: AnchorPlacement.frame(of: supplementary, on: frame, sizedIn: frame.size, grid: grid),
                        zIndex: supplementary.zIndex))
            }
        }
    }
}

/// The index UIKit gives a group's anchored supplementary: k, counting in the section's layout
/// order the group instances that carry a supplementary of that element kind (a row repeated
/// three times gives its supplementary at items 0, 1 and 2).
struct GroupOrdinals {
    private var counted: [String: Int] = [:]

    /// The index of the next group instance's supplementary of `kind`.
    func ordinal(of kind: String) -> Int {
        counted[kind, default: 0]
    }

    /// Counts one more group instance carrying `supplementaries`: once for each kind among them.
    mutating func count(_ supplementaries: [AnchoredSupplementary]) {
        for (position, supplementary) in supplementaries.enumerated()
        where !supplementaries[..<position].contains(where: { $0.kind == supplementary.kind }) {
            counted[supplementary.kind, default: 0] += 1
        }
    }
}

/// The subitems a layout's k-fits have weighed so far, shared by its sections (each section's
/// solver starts from it and leaves its own count in it).
final class FitWeightTally {
    var weight: Int
    /// The last section of no items solved: its group and container, and what the solve gave
    /// (`CompositionalLayouter.emptyLayout`).
    var lastEmptySolve: (group: LayoutGroup, container: Size, measured: Bool, solve: EmptySolve)?

    init(_ weight: Int) {
        self.weight = weight
    }
}

/// Where a section's group repetitions go: the top-level group's edge spacing along the axis
/// and across it, where the row starts along the axis and where its groups start across it.
struct RepetitionPlacement {
    let edgeStart: Double
    let edgeEnd: Double
    let edgeAcross: (start: Double, end: Double)
    let rowOrigin: Double
    let crossOrigin: Double
}

/// What a section of no items keeps of its group's solve.
struct EmptySolve {
    /// The group's thickness across the axis; nil where each instance would be solved with its
    /// items' measured sizes, so that none is.
    var thickness: Double?
    /// The subitems its k-fits weighed.
    var weight: Int
    var hasItemZIndex: Bool
}

/// Where an anchored supplementary goes on its container (layout-rules §4, anchored items).
enum AnchorPlacement {
    /// The point of `rect` an anchor's edges pick, per axis: the min edge if only the
    /// leading/top edge is named, the max if only the trailing/bottom edge, else the centre.
    static func point(of rect: Rect, edges: AnchorEdges) -> Point {
        func coordinate(min: Double, length: Double, startNamed: Bool, endNamed: Bool) -> Double {
            if startNamed && !endNamed { return min }
            if endNamed && !startNamed { return min + length }
            return min + length / 2
        }
        return Point(
            x: coordinate(min: rect.x, length: rect.width, startNamed: edges.contains(.leading), endNamed: edges.contains(.trailing)),
            y: coordinate(min: rect.y, length: rect.height, startNamed: edges.contains(.top), endNamed: edges.contains(.bottom)))
    }

    /// The frame of `supplementary` anchored to `container`, its fractions of `basis`.
    static func frame(of supplementary: AnchoredSupplementary, on container: Rect, sizedIn basis: Size, grid: PixelGrid) -> Rect {
        let size = Size(
            width: supplementary.size.width.resolved(in: basis, grid: grid),
            height: supplementary.size.height.resolved(in: basis, grid: grid))
        let anchor = supplementary.containerAnchor
        let containerPoint = point(of: container, edges: anchor.edges)
        let ownPoint = point(of: Rect(origin: .zero, size: size), edges: supplementary.itemAnchor?.edges ?? anchor.edges)
        var x = containerPoint.x - ownPoint.x + offset(of: anchor, size: size).x
        var y = containerPoint.y - ownPoint.y + offset(of: anchor, size: size).y
        if let itemAnchor = supplementary.itemAnchor {
            x += offset(of: itemAnchor, size: size).x
            y += offset(of: itemAnchor, size: size).y
        }
        return grid.place(Rect(origin: Point(x: x, y: y), size: size))
    }

    private static func offset(of anchor: Anchor, size: Size) -> Point {
        Point(
            x: anchor.fractionalOffset.x * size.width + anchor.absoluteOffset.x,
            y: anchor.fractionalOffset.y * size.height + anchor.absoluteOffset.y)
    }
}

extension CompiledTree {
    /// How many supplementaries are anchored to the items and groups the solver's last solve
    /// placed.
    func anchoredCount(of solver: GroupSolver) -> Int {
        var count = 0
        for slot in solver.slots { if let leaf = slot.leaf { count += items[leaf].supplementaries.count } }
        for group in solver.groupSlots { count += nodes[group.node].supplementaries.count }
        return count
    }
}
