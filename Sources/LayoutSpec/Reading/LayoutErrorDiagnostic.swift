import LayoutEngine

extension LayoutError {
    /// The engine's error as a spec diagnostic, at the JSON path of the spec's value at fault:
    /// for screens the reader let through (those built in code, or laid out at another width).
    public var diagnostic: Diagnostic {
        switch self {
        case .missingContainerHeight(let section):
            Diagnostic(.path("sections[\(section)]"), "a fraction of the container's height needs one: give container.height (or --height)")
        case .tooManyRestingOffsets(let section, let limit):
            Diagnostic(.path("sections[\(section)].orthogonalScrolling"), "the row would rest at more than \(limit) offsets")
        case .groupTooLarge(let section, let limit):
            Diagnostic(
                .path("sections[\(section)].group"),
                "with the sections the run lays out before it, its groups would weigh more than \(limit) subitems to fit "
                    + "their members (for each member a group tries, every subitem of it when one is a fraction): give a "
                    + "group fewer subitems, or subitems that fill it in fewer members")
        case .tooManyGroupMembers(let section, let limit):
            Diagnostic(
                .path("sections[\(section)].group"),
                "with the sections the run lays out before it, its groups would lay out more than \(limit) members "
                    + "(each group's count, or its subitems: once a section, or once a group instance where items are "
                    + "measured): give groups smaller counts, fewer groups with a count, or lay out fewer such sections "
                    + "or widths")
        case .tooManyElements(let section, let limit):
            Diagnostic(
                .path("sections[\(section)]"),
                "with the sections before it, the layout would hold more than \(limit) elements (items, supplementaries, "
                    + "decorations, resting offsets and the offsets transforms are reported at), more than layoutcalc "
                    + "prints: give fewer items, fewer supplementaries to each, or fewer offsets (offsets, --offset)")
        case .layoutNeedsContainerHeight(let use):
            switch use {
            case .horizontalScrolling:
                Diagnostic(.path("scrollDirection"), "a horizontal layout is laid out against the container's height: give container.height (or --height)")
            case .scrollOffsets:
                Diagnostic(.path("scrollOffsets"), "the viewport at a scroll offset is the container's width by its height: give container.height (or --height)")
            case .boundaryItems:
                Diagnostic(.path("boundaryItems"), "a fraction of the container's height needs one: give container.height (or --height)")
            }
        case .notInHorizontalLayout(let section, let reason):
            switch reason {
            case .flowSection:
                Diagnostic(.path("sections[\(section)].kind"), "a flow section is laid out vertically only: in a horizontal layout use a compositional section")
            case .waterfallItemHeight(let item):
                Diagnostic(.path("sections[\(section)].items[\(item)].height"), "a horizontal layout's waterfall lays its items in rows, which fix their height: give a ratio (width ÷ height)")
            case .waterfallExtraHeight(let item):
                Diagnostic(
                    .path(item.map { "sections[\(section)].items[\($0)].extraHeight" } ?? "sections[\(section)].extraHeight"),
                    "a horizontal layout's waterfall lays its items in rows, which fix their height: an extra height cannot be added")
            }
        }
    }
}
