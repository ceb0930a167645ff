/// Why a screen cannot be laid out. The spec reader rejects these cases with the JSON path;
/// the engine reports them for screens built in code.
public enum LayoutError: Error, Hashable, Sendable {
    /// Section `section` uses a fraction of the container's height, and the container has none.
    case missingContainerHeight(section: Int)
    /// Section `section` would rest at more orthogonal offsets than `limit`.
    case tooManyRestingOffsets(section: Int, limit: Int)
    /// Laying out section `section` would make the layout hold more elements than `limit`
    /// (see `Screen.layout(elementLimit:)`).
    case tooManyElements(section: Int, limit: Int)
    /// The k-fits of section `section`'s groups, with those of the sections (and layouts) before
    /// it, would weigh more than `limit` subitems: many fractional subitems, each of next to no
    /// length (see `SolverWork.fitWeightLimit`).
    case groupTooLarge(section: Int, limit: Int)
    /// Section `section`'s groups, with those of the sections (and layouts) before it, would lay
    /// out more than `limit` members (see `CompositionalSection.groupMembers`): large counts in
    /// many sections, or nested deep. Refused before any section is laid out.
    case tooManyGroupMembers(section: Int, limit: Int)
    /// The layout needs the container's height for `use`, and the container has none.
    case layoutNeedsContainerHeight(HeightUse)
    /// Section `section` cannot be laid out in a horizontal layout, for `reason`.
    case notInHorizontalLayout(section: Int, reason: HorizontalRefusal)

    /// What needs the container's height at the layout's level.
    public enum HeightUse: Hashable, Sendable {
        /// A horizontal layout is laid out against it (its fractions, its content size).
        case horizontalScrolling
        /// The viewport at a scroll offset is W × H.
        case scrollOffsets
        /// One of the layout's own boundary items is a fraction of it.
        case boundaryItems
    }

    /// What a horizontal layout cannot lay out (docs/layout-notes.md says why).
    public enum HorizontalRefusal: Hashable, Sendable {
        /// A flow size that is not in points (`size` is its index in the section's sizes): a
        /// fraction, a number a row and an aspect ratio are of the available width, which only a
        /// vertical layout's lines run across.
        case flowRelativeSize(size: Int)
        /// A list is a vertical list of rows (layout-rules §13).
        case listSection
        /// A waterfall item given a height (`item` is its index): a row fixes an item's height.
        case waterfallItemHeight(item: Int)
        /// An extra height, the section's (`item` nil) or an item's: a row fixes the height.
        case waterfallExtraHeight(item: Int?)
    }
}
