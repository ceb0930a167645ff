/// Where an orthogonally scrolling row comes to rest, and how far it scrolls (layout-rules §5).
enum OrthogonalScrolling {
    /// A row never reports more resting offsets than this.
    static let restingOffsetLimit = 1_000_000

    /// The scroll geometry of a row of `runs` (group starts relative to the row's start),
    /// `rowLength` long, seen through `viewport` (the container's length along the row less the
    /// section's insets there, which add up to `insets`); its resting offsets are refused before
    /// they are made if they would not fit `budget`.
    static func scroll(
        behavior: OrthogonalScrollingBehavior, runs: [CompositionalLayouter.GroupRun], rowLength: Double,
        viewport: Double, insets: Double, sectionIndex: Int, budget: ElementBudget
    ) throws(LayoutError) -> OrthogonalScroll {
        let maxOffset = max(0, rowLength - viewport)
        var offsets: [Double] = []
        switch behavior {
        case .none, .continuous:
            offsets = [0]
        case .continuousGroupLeadingBoundary, .groupPaging:
            // k · stride for every k ≥ 0, clamped: every group's start, then maxOffset itself.
            for run in runs {
                let offset = min(run.start, maxOffset)
                if offsets.last != offset { offsets.append(offset) }
            }
            if offsets.last != maxOffset { offsets.append(maxOffset) }
        case .paging:
            if viewport > 0 {
                let pages = (maxOffset / viewport).rounded(.up)
                guard pages < Double(restingOffsetLimit) else {
                    throw .tooManyRestingOffsets(section: sectionIndex, limit: restingOffsetLimit)
                }
                try budget.check(Int(pages) + 1, section: sectionIndex)
                var page = 0.0
                while page * viewport < maxOffset {
                    offsets.append(page * viewport)
                    page += 1
                }
            } else {
                offsets = [0]  // k · V is 0 for every k
            }
            if offsets.last != maxOffset { offsets.append(maxOffset) }
        case .groupPagingCentered:
            // Each group centred in the viewport; not clamped, so the first may be negative.
            offsets = runs.map { $0.start + $0.length / 2 - viewport / 2 }
            if offsets.isEmpty { offsets = [0] }
        }
        // Negative insets may outweigh a short row: the content is never less than 0 wide (§3).
        return OrthogonalScroll(
            behavior: behavior, contentWidth: max(0, rowLength + insets), maxOffset: maxOffset,
            restingOffsets: offsets)
    }

    /// `offset` clamped as UIKit clamps a requested offset: to the first and last resting
    /// offsets for `groupPagingCentered`, else to [0, maxOffset].
    static func clamp(_ offset: Double, in scroll: OrthogonalScroll) -> Double {
        if scroll.behavior == .groupPagingCentered, let first = scroll.restingOffsets.first,
            let last = scroll.restingOffsets.last
        {
            return min(max(offset, first), last)
        }
        return min(max(offset, 0), scroll.maxOffset)
    }
}

/// How a section scrolls across the screen (layout-rules §5).
public struct OrthogonalScroll: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// The row's length plus the section's leading and trailing insets.
    public var contentWidth: Double
    public var maxOffset: Double
    public var restingOffsets: [Double]
}
