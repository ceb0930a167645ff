import LayoutEngine

/// Engine issues the differential test found, reported and not fixed: where one shows, the
/// findings it causes are recorded as known issues (Swift Testing's `withKnownIssue`), so that
/// they are seen in every run without failing it, and nothing else is excused. Remove an entry
/// when its issue is fixed (its regression test in `Tests/LayoutEngineTests` then fails first,
/// as it expects the issue).
enum KnownIssue: String, Sendable {
    /// A compositional section's partly filled last group ends before the far edge of an item it
    /// holds, so the item sticks out past the section's content (a footer above it, the next
    /// section over it). Two causes:
    /// - a bug: the slack after its last item is taken from the partly filled instance as laid
    ///   out, not from a full one, and the two differ when a nested group estimated across the
    ///   parent's axis is thinner for holding fewer items and flexible spacing shares what that
    ///   leaves (`CompositionalRuleTests.aPartlyFilledGroupEndsAfterItsItems`: VG FW1×AB100,
    ///   flexible 0, of [FW1×FH0.5, HG FW1×ES44 of [VG FW0.5×FH0.5 flexible 4 of [FW1×FH0.2],
    ///   FW0.5×AB50]], 3 items: items 1 and 2 at y 78 and 83.2, 1.2 tall, the section 56.4);
    /// - a doubt about the rules: where a full group's farthest item sticks out past its end,
    ///   the "slack a full group leaves after its last item" (layout-rules §3) is negative, and the
    ///   engine ends the partly filled group before its own last item (HG FW1×AB50 of
    ///   [FW0.5×AB50, FW0.5×AB80], 1 item: the item is 50 tall, the section 20).
    case partlyFilledGroupEndsEarly
}

enum KnownIssues {
    /// The sections of `layout` where a known issue shows, and which: a compositional section
    /// that does not scroll orthogonally and ends, less its end band and end inset, before the
    /// far edge of one of its items along the scroll axis (past the half pixel its origin may
    /// move) — what `partlyFilledGroupEndsEarly` does. (A full group's item may stick out
    /// too, where the rules let it; the properties that this excuses hold there regardless.)
    static func find(in layout: ScreenLayout, _ rules: ScreenRules) -> [Int: KnownIssue] {
        var found: [Int: KnownIssue] = [:]
        for (section, spec) in zip(layout.sections, rules.sections) {
            guard case .compositional(let content) = spec.content, content.orthogonalScrolling == .none else { continue }
            let end = section.frame.end(rules.scroll) - rules.bands(of: spec).end - rules.insets(of: spec).end(rules.scroll)
            let slack = rules.halfPixel + 1e-9 * max(1, abs(end))
            if section.items.contains(where: { $0.end(rules.scroll) > end + slack }) {
                found[section.index] = .partlyFilledGroupEndsEarly
            }
        }
        return found
    }
}
