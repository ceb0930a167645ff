import LayoutEngine

/// What the layout rules (layout-rules, cited by section) say about a screen before it is laid
/// out, derived from the screen alone: the pixel grid (§1), what a section's insets are
/// measured from (§2, §12), how long the bands of its boundary items are (§4, §12), and whether
/// its items must stay inside their groups (§3). `LayoutProperties` checks a layout against it.
/// Nothing here reads a layout.
struct ScreenRules {
    let screen: Screen
    /// The axis the sections stack along, and the other one.
    let scroll: Axis
    let cross: Axis
    /// Every section as laid out at the container's width (its variant, or itself), a list as
    /// the compositional section its configuration makes there (§13): the rules of §3 and §4
    /// are checked on it, and `ListTests` checks what it is made of.
    let sections: [Section]
    /// The kind each section is given as (its layout's `kind`): a list is laid out as its
    /// compositional section, and named a list.
    let kinds: [SectionKind]

    init(_ screen: Screen) {
        self.screen = screen
        scroll = screen.scrollDirection
        cross = screen.scrollDirection.cross
        let resolved = screen.sections.map { $0.resolved(forWidth: screen.container.width) }
        sections = resolved.map { $0.listExpanded(idiom: screen.idiom, width: screen.container.width) }
        kinds = resolved.map(\.kind)
    }

    // MARK: §1

    /// `value` floored to the pixel grid (a resolved size).
    func floored(_ value: Double) -> Double {
        guard let scale = screen.scale else { return value }
        return (value * scale).rounded(.down) / scale
    }

    /// How far a rounded origin may be from the exact one: half a pixel, or nothing.
    var halfPixel: Double { screen.scale.map { 0.5 / $0 } ?? 0 }

    /// The container's length along `axis` (its height is 0 when it has none).
    func length(along axis: Axis) -> Double {
        axis == .horizontal ? screen.container.width : screen.container.height ?? 0
    }

    /// `dimension` resolved in a container of `container` (§2, floored by §1); `measured`
    /// replaces an estimate (§3).
    func resolved(_ dimension: Dimension, in container: Size, measured: Double? = nil) -> Double {
        switch dimension {
        case .fractionalWidth(let fraction): floored(max(0, fraction * container.width))
        case .fractionalHeight(let fraction): floored(max(0, fraction * container.height))
        case .absolute(let length): floored(length)
        case .estimated(let length), .uniformAcrossSiblings(let length): floored(measured ?? length)
        }
    }

    // MARK: §2: insets

    /// What a section's `contentInsetsReference` adds to its insets: on the cross axis only
    /// (§2, §12); `automatic` and `safeArea` the safe area, `layoutMargins` and `readableContent`
    /// the margins. A flow section follows UIKit's `sectionInsetReference` (§9): `automatic` and
    /// `none` add nothing.
    func referenceInsets(of section: Section) -> EdgeInsets {
        let reference = section.contentInsetsReference ?? screen.contentInsetsReference
        var added: EdgeInsets
        switch reference {
        case .automatic: added = section.kind == .flow ? .zero : screen.safeArea
        case .safeArea: added = screen.safeArea
        case .layoutMargins, .readableContent: added = screen.layoutMargins
        case .none: added = .zero
        }
        switch scroll {
        case .vertical:
            added.top = 0
            added.bottom = 0
        case .horizontal:
            added.leading = 0
            added.trailing = 0
        }
        return added
    }

    /// A section's insets with what its reference adds.
    func insets(of section: Section) -> EdgeInsets {
        section.contentInsets + referenceInsets(of: section)
    }

    // MARK: §4, §12: bands

    /// The room a section's (or the layout's) boundary items take along the scroll axis: the
    /// extending items at its start share one band, the tallest (its length less its offset
    /// along the axis), those at its end another (its length plus its offset); extending items
    /// aligned across the axis make what they bound at least as long as the longest of them.
    /// A band is never negative (an offset larger than its item moves nothing back). Each item
    /// is resolved in `container`: the full length along the axis, the room between its
    /// insets across it (§2).
    struct Bands {
        var start = 0.0
        var end = 0.0
        var crossAligned = 0.0
        /// Each item's size, in order.
        var sizes: [Size] = []
    }

    func bands(of items: [BoundaryItem], across crossExtent: Double) -> Bands {
        let container = Size(
            width: scroll == .horizontal ? length(along: scroll) : crossExtent,
            height: scroll == .vertical ? length(along: scroll) : crossExtent)
        var bands = Bands()
        for item in items {
            let size = Size(width: resolved(item.size.width, in: container), height: resolved(item.size.height, in: container))
            bands.sizes.append(size)
            guard item.extendsBoundary else { continue }
            let length = size.length(scroll)
            let offset = scroll == .vertical ? item.absoluteOffset.y : item.absoluteOffset.x
            if isStart(item.alignment) {
                bands.start = max(bands.start, length - offset)
            } else if isEnd(item.alignment) {
                bands.end = max(bands.end, length + offset)
            } else {
                bands.crossAligned = max(bands.crossAligned, length)
            }
        }
        return bands
    }

    /// Whether `alignment` is at the start of the scroll axis (top in a vertical layout,
    /// leading in a horizontal one; §12).
    func isStart(_ alignment: BoundaryAlignment) -> Bool {
        switch scroll {
        case .vertical: [.top, .topLeading, .topTrailing].contains(alignment)
        case .horizontal: [.leading, .topLeading, .bottomLeading].contains(alignment)
        }
    }

    func isEnd(_ alignment: BoundaryAlignment) -> Bool {
        switch scroll {
        case .vertical: [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
        case .horizontal: [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
        }
    }

    /// A section's bands: its boundary items across the room between its insets, or, when they
    /// do not follow the content insets, between what the reference adds (§4). A flow section
    /// has its own header and footer (§9): its bands are their heights.
    func bands(of section: Section) -> Bands {
        if case .flow(let flow) = section.content {
            return Bands(start: flow.headerHeight, end: flow.footerHeight)
        }
        let insets = section.supplementariesFollowContentInsets ? insets(of: section) : referenceInsets(of: section)
        return bands(of: section.boundaryItems, across: max(0, length(along: cross) - insets.total(cross)))
    }

    /// The layout's own bands: in the whole container, without insets or reference (§12).
    var layoutBands: Bands {
        bands(of: screen.boundaryItems, across: length(along: cross))
    }

    // MARK: §2, §3: groups

    /// What a compositional section's group's fractions refer to (§2): along the axis it
    /// repeats on (the scroll axis, or the other one in an orthogonal row) the container's full
    /// length, across it the container's length less the section's insets there.
    func groupContainer(of section: Section, _ content: CompositionalSection) -> Size {
        let repeating = content.orthogonalScrolling == .none ? scroll : cross
        let across = max(0, length(along: repeating.cross) - insets(of: section).total(repeating.cross))
        return repeating == .horizontal
            ? Size(width: length(along: .horizontal), height: across) : Size(width: across, height: length(along: .vertical))
    }

    // MARK: §3: what keeps items inside

    /// Whether the rules keep every item of `group` inside the group's frame (so that a
    /// repetition's items are inside the repetition). Decided from the tree alone, and
    /// conservatively: a tree is "tidy" when no rule lets anything stick out of it. The rules'
    /// ways out, each of which makes a tree untidy:
    /// - a custom group, whose frames may lie anywhere (§3);
    /// - content insets on an axis that is not estimated: a group's may leave its members no
    ///   room, an item's (its frame is its slot less them) may be larger than its slot;
    /// - along a group's axis, a first member that may not fit: the k-fit always places one
    ///   (layout-notes), so only a fraction of the axis of at most 1 with no edge spacing of
    ///   its own is sure to fit; with `count`, any spacing (the copies share what the spacings
    ///   leave, which may be less than nothing) or a member's edge spacing along the axis;
    /// - across a group's axis, a member that is not a fraction of at most 1 of that axis, or
    ///   has edge spacing across it ("an item larger than the group across the axis sticks out").
    /// An estimated axis of a group lets nothing out along it: the group is as long as what it
    /// holds — unless it is a copy of a `count`, whose length along its parent's axis the count
    /// sets (`forced`), or a member has a flexible edge across a group estimated across its
    /// axis: a partly filled group is only as thick as the members it holds, which keep the
    /// frames they have in a full one, so a member that flexible edges centre in a full group's
    /// thickness may stick out of it (and of the section's end, or its row's, §5). Where a
    /// member fits, the k-fit keeps the rest inside, fixed and flexible spacing alike (a later
    /// member is placed only if it and the spacings before it fit).
    func isTidy(_ group: LayoutGroup, forced: Axis? = nil) -> Bool {
        let axis: Axis
        let subitems: [LayoutNode]
        switch group.arrangement {
        case .horizontal(let nodes): (axis, subitems) = (.horizontal, nodes)
        case .vertical(let nodes): (axis, subitems) = (.vertical, nodes)
        case .custom: return false
        }
        let across = axis.cross
        let estimatedAlong = group.size.dimension(axis).isEstimated && forced != axis
        let estimatedAcross = group.size.dimension(across).isEstimated && forced != across
        if !estimatedAlong && group.contentInsets.total(axis) != 0 { return false }
        if !estimatedAcross && group.contentInsets.total(across) != 0 { return false }
        guard let first = subitems.first else { return true }
        if estimatedAcross && subitems.contains(where: { $0.edgeSpacing.hasFlexibleEdge(across) }) { return false }
        if !estimatedAlong {
            if group.count != nil {
                if group.interItemSpacing.minimum != 0 || first.edgeSpacing.minimum(axis) != 0 { return false }
            } else if !(first.size.dimension(axis).fraction(of: axis).map { $0 <= 1 } ?? false)
                || first.edgeSpacing.minimum(axis) != 0
            {
                return false
            }
        }
        for member in subitems {
            if !estimatedAcross {
                guard member.size.dimension(across).fraction(of: across).map({ $0 <= 1 }) ?? false,
                    member.edgeSpacing.minimum(across) == 0
                else { return false }
            }
            switch member {
            case .item(let item):
                if !item.size.width.isEstimated && item.contentInsets.total(.horizontal) != 0 { return false }
                if !item.size.height.isEstimated && item.contentInsets.total(.vertical) != 0 { return false }
            case .group(let nested):
                if !isTidy(nested, forced: group.count == nil ? nil : axis) { return false }
            }
        }
        return true
    }

    /// Whether every item of a compositional section stays inside the section's content box:
    /// its tree is tidy and, for a section that is not an orthogonal row, its group with its
    /// edge spacing fits across the room between the insets (§2: a group's width is resolved
    /// against that room; its length along the axis takes its own room in each repetition).
    /// An orthogonal row takes its thickness from its groups, and scrolls along the other axis.
    func keepsItemsInside(_ section: Section, _ content: CompositionalSection) -> Bool {
        guard isTidy(content.group) else { return false }
        guard content.orthogonalScrolling == .none else { return true }
        let insets = insets(of: section)
        let room = length(along: cross) - insets.total(cross)
        guard room >= 0 else { return false }
        let dimension = content.group.size.dimension(cross)
        guard !dimension.isEstimated else { return false }
        let container = Size(
            width: scroll == .horizontal ? length(along: scroll) : room,
            height: scroll == .vertical ? length(along: scroll) : room)
        let thickness = resolved(dimension, in: container)
        let edges = content.group.edgeSpacing.minimum(cross)
        return edges + thickness <= room
    }

    /// Whether no item of the tree can start before its group's content: a custom group's frame
    /// may (its origin may be negative), and a negative inset moves a group's members before
    /// its start, or an item's frame before its slot's (§3).
    func startsInside(_ group: LayoutGroup) -> Bool {
        switch group.arrangement {
        case .custom(let items): return items.allSatisfy { $0.frame.x >= 0 && $0.frame.y >= 0 }
        case .horizontal(let nodes), .vertical(let nodes):
            guard !group.contentInsets.hasNegativeSide else { return false }
            return nodes.allSatisfy {
                switch $0 {
                case .group(let nested): startsInside(nested)
                case .item(let item): !item.contentInsets.hasNegativeSide
                }
            }
        }
    }

    /// The part of a boundary item's frame inside the slot its size gives it: its frame is the
    /// slot less its content insets (none on an estimated axis), so a negative inset grows it
    /// past the slot by that much (§3, §4).
    func slotPart(of frame: Rect, _ item: BoundaryItem) -> Rect {
        var insets = item.contentInsets
        if item.size.width.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if item.size.height.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return frame.inset(
            by: EdgeInsets(
                top: -min(0, insets.top), leading: -min(0, insets.leading), bottom: -min(0, insets.bottom),
                trailing: -min(0, insets.trailing)))
    }

    /// A boundary item's frame's length along `axis` when its size there is `length`: less its
    /// content insets (none on an estimated axis), and 0 where that would come out negative
    /// (§1, §4).
    func frameLength(of item: BoundaryItem, sized length: Double, along axis: Axis) -> Double {
        guard !item.size.dimension(axis).isEstimated else { return length }
        return max(0, length - item.contentInsets.start(axis) - item.contentInsets.end(axis))
    }

    /// The zIndex an item of the tree may print: a leaf's own, 0 for a custom group's frame.
    func itemZIndices(_ group: LayoutGroup) -> Set<Int> {
        switch group.arrangement {
        case .custom: return [0]
        case .horizontal(let nodes), .vertical(let nodes):
            var found = Set<Int>()
            for node in nodes {
                switch node {
                case .item(let item): found.insert(item.zIndex)
                case .group(let nested): found.formUnion(itemZIndices(nested))
                }
            }
            return found
        }
    }
}

extension Size {
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension Rect {
    func start(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    func end(_ axis: Axis) -> Double { axis == .horizontal ? x + width : y + height }
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension EdgeInsets {
    var hasNegativeSide: Bool { top < 0 || leading < 0 || bottom < 0 || trailing < 0 }
    func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    func total(_ axis: Axis) -> Double { start(axis) + end(axis) }
}

extension Dimension {
    /// The fraction of `axis` this dimension is, if it is one.
    func fraction(of axis: Axis) -> Double? {
        switch (self, axis) {
        case (.fractionalWidth(let fraction), .horizontal), (.fractionalHeight(let fraction), .vertical): fraction
        default: nil
        }
    }
}

extension EdgeSpacing {
    /// The least room the edges take along `axis`.
    func minimum(_ axis: Axis) -> Double {
        let (start, end) = axis == .horizontal ? (leading, trailing) : (top, bottom)
        return (start?.minimum ?? 0) + (end?.minimum ?? 0)
    }

    /// Whether an edge along `axis` is flexible (it takes a share of what is left over there).
    func hasFlexibleEdge(_ axis: Axis) -> Bool {
        let (start, end) = axis == .horizontal ? (leading, trailing) : (top, bottom)
        return start?.isFlexible == true || end?.isFlexible == true
    }
}

extension LayoutNode {
    var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}
