/// The group solver's work a run of layouts has done, counted against its limits across every
/// section, every width and every spec the run lays out: a limit per section let a spec of
/// many sections, or one laid out at many widths, take the limit's time as many times.
public struct SolverWork: Hashable, Sendable {
    /// The members of groups laid out, as `CompositionalSection.groupMembers` estimates them
    /// before any section is laid out.
    public var groupMembers = 0
    /// The subitems the k-fits have weighed (see `fitWeightLimit`).
    public var fitWeight = 0

    public init() {}

    /// The most group members a run may lay out: what the measured machine's solver lays out
    /// in about a fifth of a second (docs/performance.md, "Bounded work, summed (issue 35)"),
    /// far past any screen's groups (a group of a `count` of 10,000, nested 31 deep, is
    /// 310,000 a section).
    public static let groupMemberLimit = 10_000_000

    /// The most subitems a run's k-fits may weigh: each member a k-fit tries weighs every
    /// subitem of its group when one of them is a fraction (their lengths change with the
    /// count), one otherwise. Thousands of fractional subitems of next to no length would
    /// otherwise take seconds to weigh against a million items. Past it a k-fit stops where it
    /// is, and the section is refused: what the measured machine weighs in a small part of the
    /// tenth of a second a refusal is held to (README, Limits), so that with the parse of a spec
    /// near 1 MB the refusal comes within it (docs/performance.md, "Bounded work, summed
    /// (issue 35)"; it was 20,000,000 for each section).
    public static let fitWeightLimit = 5_000_000
}

extension CompositionalSection {
    /// The members of groups laying the section out steps through, estimated from its values
    /// alone: every group's members (its `count`, else its subitems, or a custom group's
    /// frames), each group once, as the solver lays out a group that holds no item once
    /// whatever the groups around it repeat it (`GroupSolver.solveEmpty`); once per group
    /// instance where items are measured and a dimension is estimated, since then each instance
    /// is solved on its own (as many instances as the fewest items an instance can hold allow).
    /// The items the groups place are not counted here: the item and element limits bound them.
    public var groupMembers: Int {
        let shape = GroupShape(of: group)
        guard shape.hasEstimatedDimension && measurements != nil else { return shape.members }
        let instances = itemCount == 0 ? 0 : (itemCount - 1) / shape.minimumCapacity + 1
        return shape.members.saturatingMultiply(instances)
    }
}

extension Section {
    /// `groupMembers` of the section's content, when it is compositional (the other kinds' values
    /// give no groups; a list's are its configuration's, one row each).
    public var groupMembers: Int {
        content.compositional?.groupMembers ?? 0
    }
}

extension Screen {
    /// Throws `tooManyGroupMembers` if laying the screen out at each of `widths` (each section
    /// as its variants resolve it there), after the run's `work`, would lay out more group
    /// members than `SolverWork.groupMemberLimit`; returns how many it would. A check on the
    /// screen's values, before any section is laid out. Each section's estimate is made once,
    /// whatever the number of widths.
    public func groupMembers(atWidths widths: [Double], after work: SolverWork) throws(LayoutError) -> Int {
        var total = work.groupMembers
        // At several widths, each section's estimates are kept (its own, and each variant's).
        let keeps = widths.count > 1
        var kept = [Int?](repeating: nil, count: keeps ? sections.count : 0)
        var keptVariants = keeps ? sections.map { [Int?](repeating: nil, count: $0.variants.count) } : []
        for width in widths {
            for (index, section) in sections.enumerated() {
                let members: Int
                if let variant = section.variants.firstIndex(where: { $0.matches(width: width) }) {
                    if !keeps {
                        members = section.variants[variant].section.groupMembers
                    } else if let known = keptVariants[index][variant] {
                        members = known
                    } else {
                        members = section.variants[variant].section.groupMembers
                        keptVariants[index][variant] = members
                    }
                } else if !keeps {
                    members = section.groupMembers
                } else if let known = kept[index] {
                    members = known
                } else {
                    members = section.groupMembers
                    kept[index] = members
                }
                total = total.saturatingAdd(members)
                if total > SolverWork.groupMemberLimit {
                    throw .tooManyGroupMembers(section: index, limit: SolverWork.groupMemberLimit)
                }
            }
        }
        return total - work.groupMembers
    }
}

/// What the estimate needs of a group tree.
private struct GroupShape {
    /// Every group's members, each group once.
    var members = 0
    /// The fewest items an instance of it holds: at least one.
    var minimumCapacity = 1
    var hasEstimatedDimension = false

    /// The shape of an item: no members, room for one.
    init(of item: LayoutItem) {
        hasEstimatedDimension = item.size.width.isEstimated || item.size.height.isEstimated
    }

    /// The shape of a group, its nested groups read in place (not wrapped as nodes, copied).
    init(of group: LayoutGroup) {
        hasEstimatedDimension = group.size.width.isEstimated || group.size.height.isEstimated
        switch group.arrangement {
        case .custom(let frames):
            members = frames.count
            minimumCapacity = max(1, frames.count)
        case .horizontal(let subitems), .vertical(let subitems):
            members = group.count ?? subitems.count
            for position in subitems.indices {
                let shape: GroupShape
                switch subitems[position] {
                case .item(let item): shape = GroupShape(of: item)
                case .group(let nested): shape = GroupShape(of: nested)
                }
                members = members.saturatingAdd(shape.members)
                if shape.hasEstimatedDimension { hasEstimatedDimension = true }
                // A k-fit holds at least its first subitem; a count, that many copies of its one.
                if position == 0 {
                    minimumCapacity = max(
                        1, group.count.map { shape.minimumCapacity.saturatingMultiply($0) } ?? shape.minimumCapacity)
                }
            }
        }
    }
}
