import LayoutEngine
import TestSupport

/// Engine issues the differential test found, reported and not fixed: where one shows, what it
/// breaks is recorded as a known issue (Swift Testing's `withKnownIssue`), seen in every run
/// without failing it, and nothing else is excused. Remove an entry when its issue is fixed (its
/// regression test in `Tests/LayoutEngineTests`, which expects the issue, fails first).
enum KnownIssue: String, Sendable {
    /// A compositional section's partly filled last group ends before the far edge of an item it
    /// holds, so the item sticks out past the section's content (a footer above it, the next
    /// section over it). Two causes:
    /// - a bug: the slack after its last item is taken from the partly filled group as laid
    ///   out, not from a full one, and the two differ when a nested group estimated across the
    ///   parent's axis is thinner for holding fewer items and flexible spacing shares what that
    ///   leaves (`CompositionalRuleTests.aPartlyFilledGroupEndsAfterItsItems`);
    /// - a doubt about the rules: where a full group's farthest item sticks out past its end,
    ///   the "slack a full group leaves after its last item" (layout-rules §3) is negative, and
    ///   the engine ends the partly filled group before its own last item (HG FW1×AB50 of
    ///   [FW0.5×AB50, FW0.5×AB80], 1 item: the item is 50 tall, the section 20).
    case partlyFilledGroupEndsEarly
    /// With measured sizes, the k-fit misjudges the members after or made of a nested group, so
    /// a member that does not fit is placed and sticks out of its group over the next
    /// repetition: it weighs a nested group estimated along its parent's axis at its estimates,
    /// not at its items' measured sizes
    /// (`CompositionalRuleTests.aMeasuredNestedGroupThatDoesNotFitGoesToTheNextGroup`), and it
    /// weighs the member after a nested group against the item after that group's capacity at
    /// the basis of the members so far, not at the basis it is laid out at, where the two hold
    /// different numbers of items (`CompositionalRuleTests.theKFitWeighsTheItemAMemberHolds`).
    case measuredKFitMisjudgesNestedGroups
    /// Without measured sizes every repetition of a group is the first one laid out again, a
    /// partly filled last one included (its estimated groups keep a full group's size); with
    /// measured sizes, even ones that measure nothing, each repetition is solved for the items
    /// it holds (its estimated groups only as large as what they hold). The two disagree: an
    /// orthogonal row's last group, partly filled, is counted at a full group's width in one and
    /// at what it holds in the other
    /// (`CompositionalRuleTests.measuredSizesThatMeasureNothingChangeNothing`). A screen built in
    /// code may have such sizes; a spec cannot say them, so it reads back without them.
    case emptyMeasurementsChangeTheLayout

    /// Whether the issue may break `property`.
    func breaks(_ property: Property) -> Bool {
        switch self {
        case .partlyFilledGroupEndsEarly: [.itemsInContent, .boundaryItems].contains(property)
        case .measuredKFitMisjudgesNestedGroups: [.itemsInContent, .noOverlap, .visibleElements].contains(property)
        case .emptyMeasurementsChangeTheLayout: property == .specRoundTrip
        }
    }
}

enum KnownIssues {
    /// The sections of `layout` where a known issue shows, and which:
    /// - `partlyFilledGroupEndsEarly`: a compositional section that does not scroll
    ///   orthogonally and whose content ends before the far edge of one of its items along the
    ///   scroll axis (past the half pixel its origin may move): the section's end less its end
    ///   band and end inset, or where an extending end item without an offset starts (the
    ///   section may be longer, stretched by an item aligned across the axis). That is what the
    ///   issue does (a full group's item may stick out too, where the rules let it; the
    ///   properties this excuses hold there regardless);
    /// - `measuredKFitMisjudgesNestedGroups`: a compositional section with measured sizes whose
    ///   tree has a nested group among the members of a parent that weighs them in a k-fit (a
    ///   parent fixed along its axis, without `count`).
    static func find(in layout: ScreenLayout, _ rules: ScreenRules) -> [Int: [KnownIssue]] {
        var found: [Int: [KnownIssue]] = [:]
        for (section, spec) in zip(layout.sections, rules.sections) {
            guard case .compositional(let content) = spec.content else { continue }
            if content.measurements != nil && weighsANestedGroup(content.group) {
                found[section.index, default: []].append(.measuredKFitMisjudgesNestedGroups)
            }
            guard content.orthogonalScrolling == .none, let itemsEnd = section.items.map({ $0.end(rules.scroll) }).max() else { continue }
            let insetEnd = rules.insets(of: spec).end(rules.scroll)
            // The content ends, with its end inset, at most at the section's end less its end
            // band, and exactly where an extending end item without an offset along the axis
            // starts (less its own insets there).
            var contentEnds = [section.frame.end(rules.scroll) - rules.bands(of: spec).end]
            for (position, item) in spec.boundaryItems.enumerated()
            where position < section.supplementaries.count && item.extendsBoundary && rules.isEnd(item.alignment)
                && (rules.scroll == .vertical ? item.absoluteOffset.y : item.absoluteOffset.x) == 0
            {
                let inset = item.size.dimension(rules.scroll).isEstimated ? 0 : item.contentInsets.start(rules.scroll)
                contentEnds.append(section.supplementaries[position].frame.start(rules.scroll) - inset)
            }
            let end = contentEnds.min()!
            if itemsEnd + insetEnd > end + rules.halfPixel + 1e-9 * max(1, abs(end)) {
                found[section.index, default: []].append(.partlyFilledGroupEndsEarly)
            }
        }
        return found
    }

    /// `emptyMeasurementsChangeTheLayout`, where `screen` shows it: a compositional section laid
    /// out with measured sizes none of which measures anything, and an estimated tree.
    static func measuresNothing(_ screen: Screen) -> KnownIssue? {
        for section in screen.sections.map({ $0.resolved(forWidth: screen.container.width) }) {
            guard case .compositional(let content) = section.content, let measurements = content.measurements,
                CompositionalTree(content.group).isEstimated
            else { continue }
            let measured = (0..<content.itemCount).contains { index in
                let size = measurements.size(of: index)
                return size?.width != nil || size?.height != nil
            }
            if !measured { return .emptyMeasurementsChangeTheLayout }
        }
        return nil
    }

    /// Whether a group of the tree fits its members by a k-fit (it is fixed along its axis, by
    /// its size or, as a copy of a `count`, by its parent along `forced`, and has no `count`)
    /// and has a nested group among them.
    static func weighsANestedGroup(_ group: LayoutGroup, forced: Axis? = nil) -> Bool {
        let axis: Axis
        let subitems: [LayoutNode]
        switch group.arrangement {
        case .horizontal(let nodes): (axis, subitems) = (.horizontal, nodes)
        case .vertical(let nodes): (axis, subitems) = (.vertical, nodes)
        case .custom: return false
        }
        let fits = group.count == nil && (!group.size.dimension(axis).isEstimated || forced == axis)
        for case .group(let nested) in subitems {
            if fits { return true }
            if weighsANestedGroup(nested, forced: group.count == nil ? nil : axis) { return true }
        }
        return false
    }
}
