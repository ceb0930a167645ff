import LayoutEngine
import TestSupport

/// Properties of a compositional section's group instances (layout-rules §3, §4), read from the
/// screen laid out again with its trees probed (`GroupTree.probed()`): every instance's frame
/// as it ends, its first item and what it holds (`GroupInstances`).
///
/// - **groupAnchors.** The probes agree with the tree (every item held by an instance of its group,
///   each instance listed at its first item, in the section's order). A group's anchored items are
///   listed instance by instance in that order, each at `item` the instance's first item and
///   `index` k, k counting the section's instances that carry one of its kind (layout-notes,
///   Supplementaries: UIKit's index path; 0, 1, 2, … per kind), with its kind and zIndex; each sits
///   on its instance's frame as its anchors say (§4), at its own size, absolute and estimated sizes
///   resolved (§1).
/// - **groupFrames.** Anchored items take no room: the probed screen lays its items out where
///   the screen does. An instance is as long as what it holds on an axis its group is estimated
///   along (§3): along the group's axis it ends where its last member does (start edge, length,
///   end edge; no share of leftover, as an estimated axis leaves none), across it it is as thick
///   as its thickest member with its edges — counting members by their frames: an item's, where
///   its content insets there are ignored or none, a nested instance's as it ends. On its other
///   axes it keeps its full size, the same in every instance where the section measures nothing
///   (the group laid out again; §3, a partly filled group is a full one with its trailing slots
///   empty), and a custom group keeps it on every axis.
/// - **farEdges.** In an instance of a group fixed along its axis that fits its members by the
///   k-fit (no `count`) and holds more than one, every member's far edge — its slot's and its
///   end edge's least room — is within the group's content: a count fits only when its last
///   member's far edge is (§3).
/// - **kFit.** In a group of items only, whose lengths the tree says (`FlatGroupReference`), a
///   full instance holds its `count`, one run of its subitems where it is estimated along its
///   axis, or else a count that fits, the rules' arithmetic from its first item, after which
///   the next does not (a count whose far edge lands exactly on the group's length is not
///   split); each item at the rules' length and position along the axis, a partly filled
///   instance's where a full one has them.
///
/// Frames from probes have their origins on the pixel grid, so lengths read from them are
/// compared within a pixel (exactly without a scale, but for sums in another order).
struct GroupProperties {
    let rules: ScreenRules
    let layout: ScreenLayout
    let probed: ScreenLayout

    /// The screen `rules` describes, its sections as laid out at its width, every compositional
    /// tree probed.
    static func probedScreen(_ rules: ScreenRules) -> Screen {
        var screen = rules.screen
        screen.sections = rules.sections.map { section in
            var section = section
            section.variants = []
            if case .compositional(var content) = section.content {
                content.groupSource = .group(GroupTree(content.group).probed())
                section.content = .compositional(content)
            }
            return section
        }
        return screen
    }

    func check(_ findings: inout Findings) {
        for (spec, (section, probedSection)) in zip(rules.sections, zip(layout.sections, probed.sections)) {
            guard case .compositional(let content) = spec.content else { continue }
            let check = GroupSectionCheck(
                rules: rules, spec: spec, content: content, section: section, probed: probedSection, epsilon: epsilon)
            check.anchors(&findings)
            check.frames(&findings)
            check.farEdges(&findings)
            check.flatGroups(&findings)
        }
    }

    private var epsilon: Double { 1e-9 * max(1, layout.contentSize.width, layout.contentSize.height) }
}

/// The group properties of one compositional section (`GroupProperties`).
private struct GroupSectionCheck {
    let rules: ScreenRules
    let content: CompositionalSection
    let section: SectionLayout
    let probed: SectionLayout
    let tree: GroupTree
    let instances: GroupInstances
    let lengths: ProposedLengths
    /// Whether every instance of a group is the group laid out again: the section measures
    /// nothing, or its tree estimates nothing (§3).
    let laidOutAgain: Bool
    let epsilon: Double
    let name: String

    init(
        rules: ScreenRules, spec: Section, content: CompositionalSection, section: SectionLayout, probed: SectionLayout,
        epsilon: Double
    ) {
        self.rules = rules
        self.content = content
        self.section = section
        self.probed = probed
        self.epsilon = epsilon
        tree = GroupTree(content.group)
        instances = GroupInstances(tree: tree, probed: probed)
        lengths = ProposedLengths(rules: rules, tree: tree, container: rules.groupContainer(of: spec, content))
        laidOutAgain = content.measurements == nil || !CompositionalTree(content.group).isEstimated
        name = "section \(section.index)"
    }

    /// A pixel (nothing without a scale): how far two origins each rounded to the grid may be
    /// from where the exact ones are apart.
    private var pixel: Double { rules.screen.scale.map { 1 / $0 } ?? 0 }

    // MARK: groupAnchors

    func anchors(_ findings: inout Findings) {
        for problem in instances.problems { findings.expect(false, .groupAnchors, "\(name)'s probes: \(problem)") }
        let all = instances.instances
        for (earlier, later) in zip(all, all.dropFirst()) {
            findings.expect(
                earlier.firstItem <= later.firstItem, .groupAnchors,
                "\(name): an instance at item \(later.firstItem) is listed after one at item \(earlier.firstItem)")
        }
        var expected: [(supplementary: AnchoredSupplementary, index: Int, instance: GroupInstances.Instance)] = []
        var carrying: [String: Int] = [:]
        for instance in all {
            let supplementaries = tree.nodes[instance.node].group?.supplementaries ?? []
            for supplementary in supplementaries {
                expected.append((supplementary, carrying[supplementary.kind, default: 0], instance))
            }
            for kind in Set(supplementaries.map(\.kind)) { carrying[kind, default: 0] += 1 }
        }
        let found = section.supplementaries.filter(\.anchoredToGroup)
        findings.expect(
            found.count == expected.count, .groupAnchors,
            "\(name): \(found.count) supplementaries anchored to groups, \(expected.count) expected")
        for (frame, (supplementary, index, instance)) in zip(found, expected) {
            let what = "\(name): \(frame.kind) \(frame.index) at item \(String(describing: frame.item))"
            findings.expect(
                frame.kind == supplementary.kind && frame.index == index && frame.item == instance.firstItem
                    && frame.zIndex == supplementary.zIndex,
                .groupAnchors,
                "\(what) (zIndex \(frame.zIndex)), expected \(supplementary.kind) \(index) at item \(instance.firstItem)")
            let origin = anchoredOrigin(supplementary, size: frame.frame.size, on: instance.frame)
            findings.expect(
                abs(frame.frame.x - origin.x) <= pixel + epsilon && abs(frame.frame.y - origin.y) <= pixel + epsilon,
                .groupAnchors, "\(what) is \(frame.frame), expected at \(origin) on its group \(instance.frame)")
            for axis in [Axis.horizontal, .vertical] {
                let dimension = supplementary.size.dimension(axis)
                guard dimension.fraction(of: .horizontal) == nil && dimension.fraction(of: .vertical) == nil else { continue }
                let length = rules.resolved(dimension, in: .zero)
                findings.expect(
                    frame.frame.size.length(axis) == length, .groupAnchors,
                    "\(what) is \(frame.frame), not \(length) along \(axis)")
            }
        }
    }

    /// Where an anchored item of `size` goes on `container` (§4): the container's point its
    /// anchor's edges name, less its own point (its item anchor's, else the same edges), plus
    /// the anchors' offsets, a fractional one of its own size.
    private func anchoredOrigin(_ supplementary: AnchoredSupplementary, size: Size, on container: Rect) -> Point {
        func coordinate(_ start: Double, _ length: Double, _ edges: AnchorEdges, _ axis: Axis) -> Double {
            let (startEdge, endEdge): (AnchorEdges, AnchorEdges) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            if edges.contains(startEdge) && !edges.contains(endEdge) { return start }
            if edges.contains(endEdge) && !edges.contains(startEdge) { return start + length }
            return start + length / 2
        }
        let anchor = supplementary.containerAnchor
        let own = supplementary.itemAnchor ?? anchor
        var point = Point.zero
        for axis in [Axis.horizontal, .vertical] {
            let length = size.length(axis)
            var value = coordinate(container.start(axis), container.length(axis), anchor.edges, axis)
                - coordinate(0, length, own.edges, axis)
            for offsets in [anchor] + (supplementary.itemAnchor.map { [$0] } ?? []) {
                let (fraction, absolute) = (offsets.fractionalOffset, offsets.absoluteOffset)
                value += axis == .horizontal ? fraction.x * length + absolute.x : fraction.y * length + absolute.y
            }
            if axis == .horizontal { point.x = value } else { point.y = value }
        }
        return point
    }

    // MARK: groupFrames

    func frames(_ findings: inout Findings) {
        findings.expect(
            probed.items == section.items, .groupFrames,
            "\(name): probes anchored to its groups and items move its items: "
                + "\(zip(section.items, probed.items).first { $0 != $1 }.map { "\($0.0) → \($0.1)" } ?? "")")
        let tolerance = 2 * pixel + epsilon
        var fullSizes: [Int: Size] = [:]
        for instance in instances.instances {
            let node = tree.nodes[instance.node]
            let what = "\(name): node \(instance.node)'s instance at item \(instance.firstItem), \(instance.frame)"
            for axis in [Axis.horizontal, .vertical] {
                if node.isEstimated(axis) && !node.isCustom {
                    guard let expected = heldLength(instance, along: axis, groupAxis: node.axis!) else { continue }
                    findings.expect(
                        abs(instance.frame.length(axis) - expected) <= tolerance, .groupFrames,
                        "\(what) is estimated along \(axis) and holds \(expected) there")
                } else if laidOutAgain, let full = fullSizes[instance.node] {
                    findings.expect(
                        abs(instance.frame.length(axis) - full.length(axis)) <= tolerance, .groupFrames,
                        "\(what) is not as long along \(axis) as a full instance, \(full.length(axis))")
                }
            }
            if fullSizes[instance.node] == nil { fullSizes[instance.node] = instance.frame.size }
        }
    }

    /// How long an instance estimated along `axis` is there: to the far edge of its last member
    /// along the group's axis, its thickest member's with its edges across it; nil where a
    /// member's frame does not say.
    private func heldLength(_ instance: GroupInstances.Instance, along axis: Axis, groupAxis: Axis) -> Double? {
        var extents: [(start: Double, length: Double, edgeStart: Double, edgeEnd: Double)] = []
        for member in instance.members {
            guard let extent = extent(of: member, along: axis) else { return nil }
            extents.append(extent)
        }
        guard let last = extents.last else { return nil }
        if axis == groupAxis { return last.start + last.length + last.edgeEnd - instance.frame.start(axis) }
        return extents.map { $0.edgeStart + $0.length + $0.edgeEnd }.max()
    }

    /// Where a member lies along `axis`, and its edges' least room there: an item's frame where
    /// its content insets there are ignored or none (else nil: its slot is not its frame), a
    /// nested instance's frame as it ends.
    private func extent(
        of member: GroupInstances.Member, along axis: Axis
    ) -> (start: Double, length: Double, edgeStart: Double, edgeEnd: Double)? {
        let frame: Rect
        let node: GroupTree.Node
        switch member {
        case .item(let item):
            guard let number = instances.itemNodes[item], case .item(let leaf) = tree.nodes[number].content else { return nil }
            let insets = leaf.contentInsets
            if !leaf.size.dimension(axis).isEstimated && (insets.start(axis) != 0 || insets.end(axis) != 0) { return nil }
            (frame, node) = (section.items[item], tree.nodes[number])
        case .instance(let nested):
            (frame, node) = (instances.instances[nested].frame, tree.nodes[instances.instances[nested].node])
        }
        let edges = node.content.edgeSpacing
        let (start, end) = axis == .horizontal ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
        return (frame.start(axis), frame.length(axis), start?.minimum ?? 0, end?.minimum ?? 0)
    }

    // MARK: farEdges

    func farEdges(_ findings: inout Findings) {
        for instance in instances.instances where instance.members.count > 1 {
            let node = tree.nodes[instance.node]
            guard let group = node.group, group.count == nil, let axis = node.axis, !node.isEstimated(axis) else { continue }
            let contentEnd = instance.frame.end(axis) - group.contentInsets.end(axis)
            for member in instance.members {
                guard let far = farEdge(of: member, along: axis) else { continue }
                findings.expect(
                    far <= contentEnd + pixel + epsilon, .farEdges,
                    "\(name): node \(instance.node)'s instance \(instance.frame) holds \(instance.members.count) members, "
                        + "one reaching \(far) along \(axis), past its content's end \(contentEnd)")
            }
        }
    }

    /// How far a member reaches along `axis`: its slot's far edge (an item's frame grown back by
    /// its content insets, where they are not ignored and its frame says it: not 0 long) plus
    /// its end edge's least room.
    private func farEdge(of member: GroupInstances.Member, along axis: Axis) -> Double? {
        let end: Double
        let node: GroupTree.Node
        switch member {
        case .item(let item):
            guard let number = instances.itemNodes[item], case .item(let leaf) = tree.nodes[number].content else { return nil }
            let frame = section.items[item]
            let ignored = leaf.size.dimension(axis).isEstimated
            if !ignored && leaf.contentInsets.total(axis) != 0 && frame.length(axis) == 0 { return nil }
            (end, node) = (frame.end(axis) + (ignored ? 0 : leaf.contentInsets.end(axis)), tree.nodes[number])
        case .instance(let nested):
            (end, node) = (instances.instances[nested].frame.end(axis), tree.nodes[instances.instances[nested].node])
        }
        let edges = node.content.edgeSpacing
        return end + ((axis == .horizontal ? edges.trailing : edges.bottom)?.minimum ?? 0)
    }

    // MARK: kFit

    func flatGroups(_ findings: inout Findings) {
        var references: [Int: FlatGroupReference?] = [:]
        var fullCounts: [Int: Int] = [:]
        for instance in instances.instances {
            if references[instance.node] == nil {
                references[instance.node] = FlatGroupReference(
                    node: instance.node, lengths: lengths, measurements: content.measurements, itemCount: content.itemCount)
            }
            guard let reference = references[instance.node] ?? nil else { continue }
            let (first, held) = (instance.firstItem, instance.items.count)
            let remaining = content.itemCount - first
            let what = "\(name): node \(instance.node)'s instance at item \(first), holding \(held) of \(remaining) items left"
            findings.expect(
                instance.items == Array(first..<(first + held)), .kFit, "\(what): its items are \(instance.items)")
            // The members of a full instance: those that fit where a k-fit decides, and no more
            // fit (a count whose far edge lands exactly on the group's length is not split); a
            // partly filled instance keeps a full one's.
            let count: Int?
            if let fixed = reference.fixedCount {
                count = fixed
                findings.expect(held == min(fixed, remaining), .kFit, "\(what), not \(min(fixed, remaining))")
            } else if held < remaining {
                count = held
                findings.expect(reference.fits(held, from: first), .kFit, "\(what): its members do not fit")
                findings.expect(!reference.fits(held + 1, from: first), .kFit, "\(what): \(held + 1) members fit")
                if fullCounts[instance.node] == nil && laidOutAgain { fullCounts[instance.node] = held }
            } else if let full = fullCounts[instance.node] {
                count = full
            } else if !reference.lengthsFollowTheCount {
                // Holding every item left, where the members are as long whatever their count:
                // a full instance holds those added while the next fits.
                count = reference.fittingCount(from: first, limit: held + 4096)
                findings.expect((count ?? held) >= held, .kFit, "\(what): \(count ?? 0) fit")
            } else {
                count = nil
            }
            let at = { (count: Int) in self.misplaced(instance, count: count, reference: reference) }
            if let count {
                let misplaced = at(count)
                findings.expect(misplaced.isEmpty, .kFit, "\(what): \(misplaced.joined(separator: "; "))")
            } else if reference.lengthsFollowTheCount {
                // Holding every item left, with no full instance to say how many a full one
                // holds: as many as it holds, or more (a count that fits, after which the next
                // does not: past the first that does not, only where the members' shares of the
                // group's length come to nothing, Σ spacing ≥ the length).
                let placing = reference.fullCounts(from: first, atLeast: held).first { at($0).isEmpty }
                findings.expect(
                    placing != nil, .kFit,
                    "\(what): no count that fits puts them where they are: \(at(held).first ?? "")")
            }
        }
    }

    /// What is not where a full instance of `count` members puts it, of the items an instance
    /// of a group of items holds: each item at the rules' length and position along the axis.
    private func misplaced(_ instance: GroupInstances.Instance, count: Int, reference: FlatGroupReference) -> [String] {
        guard instance.items.count <= count else { return ["\(instance.items.count) items in \(count) members"] }
        // The section's group is placed at its frame's origin exactly (§1: origins rounded
        // there, not before); a nested one's items are moved to it with their group.
        let exact = instance.parent == nil && rules.screen.scale == nil
        let axis = reference.axis
        var misplaced: [String] = []
        for (item, frame) in zip(instance.items, reference.frames(count, from: instance.firstItem)) {
            let found = section.items[item]
            let start = frame.start + instance.frame.start(axis)
            let placed = exact ? found.start(axis) == start : abs(found.start(axis) - start) <= pixel + epsilon
            if found.length(axis) != frame.length || !placed {
                misplaced.append("item \(item) is \(found), expected \(frame.length) long at \(start) along \(axis)")
            }
        }
        return misplaced
    }
}
