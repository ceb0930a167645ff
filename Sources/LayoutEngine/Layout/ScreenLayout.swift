/// A supplementary view's frame: a boundary item, or a supplementary anchored to an item or a group.
public struct SupplementaryFrame: Hashable, Sendable {
    public var kind: String
    /// 0 for a boundary item; for one anchored to an item, that item's index; for one anchored
    /// to a group, the group instance's ordinal among those of the section that carry one of its
    /// kind (UIKit's index path for it).
    public var index: Int
    /// The item an anchored supplementary belongs to (a group's first item); `nil` for a
    /// boundary item.
    public var item: Int?
    public var frame: Rect
    public var zIndex: Int
    /// Whether it is anchored to a group rather than to an item.
    public var anchoredToGroup: Bool

    public init(kind: String, index: Int, item: Int?, frame: Rect, zIndex: Int, anchoredToGroup: Bool = false) {
        self.kind = kind
        self.index = index
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.anchoredToGroup = anchoredToGroup
    }
}

/// An item's scale at one orthogonal offset.
public struct ItemScale: Hashable, Sendable {
    public var index: Int
    public var scale: Double

    public init(index: Int, scale: Double) {
        self.index = index
        self.scale = scale
    }
}

/// The items visible at one orthogonal offset, in index order, with their scales.
public struct TransformSnapshot: Hashable, Sendable {
    public var offset: Double
    public var items: [ItemScale]
}

/// How a section scrolls across the screen (layout-rules §5).
public struct OrthogonalScroll: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// The row's length plus the section's leading and trailing insets.
    public var contentWidth: Double
    public var maxOffset: Double
    public var restingOffsets: [Double]
}

/// A section's background decoration, laid out (layout-rules §12).
public struct DecorationFrame: Hashable, Sendable {
    public var kind: String
    public var frame: Rect
    public var zIndex: Int

    public init(kind: String, frame: Rect, zIndex: Int) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// One section, laid out.
public struct SectionLayout: Hashable, Sendable {
    public var index: Int
    public var id: String
    public var kind: SectionKind
    /// The section's band of the content: across the scroll axis it spans the container (x 0
    /// and the width in a vertical layout, y 0 and the height in a horizontal one).
    public var frame: Rect
    /// Every item's frame, by index.
    public var items: [Rect]
    public var itemIDs: [String?]?
    /// Every item's zIndex, by index, when one of them differs from 0.
    public var itemZIndices: [Int]?
    /// Boundary items in the spec's order, then anchored ones in item order.
    public var supplementaries: [SupplementaryFrame]
    /// Background decorations, in the spec's order.
    public var decorations: [DecorationFrame]
    /// Present for sections that scroll orthogonally.
    public var orthogonal: OrthogonalScroll?
    /// Present for sections with a scale effect: one snapshot per offset, each computed when
    /// it is read.
    public var transforms: ScaleTransforms?
    /// The boundary items that pin to the visible bounds.
    public internal(set) var pins: [PinnedBoundary] = []
    /// A compositional section's group repetitions (what a rect holds tests items by them).
    var groups: GroupRepetitions?

    /// The elements it holds, as `Screen.layout(elementLimit:)` counts them (its own frame
    /// apart): items, supplementaries, decorations, resting offsets and transforms' offsets.
    var elementCount: Int {
        items.count + supplementaries.count + decorations.count + (orthogonal?.restingOffsets.count ?? 0)
            + (transforms?.offsets.count ?? 0)
    }

    /// The section mirrored across a content `width` wide (layout-rules §12, right to left).
    mutating func mirror(inWidth width: Double) {
        frame = frame.mirrored(inWidth: width)
        for index in items.indices { items[index] = items[index].mirrored(inWidth: width) }
        for index in supplementaries.indices {
            supplementaries[index].frame = supplementaries[index].frame.mirrored(inWidth: width)
        }
        for index in decorations.indices { decorations[index].frame = decorations[index].frame.mirrored(inWidth: width) }
    }
}

/// A whole screen, laid out.
public struct ScreenLayout: Hashable, Sendable {
    public var container: Container
    public var scale: Double?
    public var contentSize: Size
    /// The layout's own boundary items (layout-rules §12), in the spec's order.
    public var supplementaries: [SupplementaryFrame]
    public var sections: [SectionLayout]
    /// The axis the sections stack along.
    public var scrollDirection: Axis
    public var layoutDirection: LayoutDirection
    /// The content offsets the screen asks what is visible at (see `ElementIndex`).
    public var scrollOffsets: [Point]
    /// The layout's boundary items that pin to the visible bounds.
    public internal(set) var pins: [PinnedBoundary] = []

    /// The collection view's bounds scrolled to `contentOffset`: the rect whose elements are on
    /// screen there. The container's height is 0 when the screen gives none.
    public func viewport(at contentOffset: Point) -> Rect {
        Rect(origin: contentOffset, size: Size(width: container.width, height: container.height ?? 0))
    }
}

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

extension Screen {
    /// Lays out every section along the scroll direction (layout-rules §11), inside the layout's
    /// own boundary items, mirrored when right to left (§12).
    public func layout() throws(LayoutError) -> ScreenLayout {
        try layout(elementLimit: .max)
    }

    /// Lays out the screen as `layout(elementLimit:work:)` does, as the only layout of its run.
    public func layout(elementLimit: Int) throws(LayoutError) -> ScreenLayout {
        var work = SolverWork()
        return try layout(elementLimit: elementLimit, work: &work)
    }

    /// Lays out the screen as `layout()` does, but refuses (`tooManyElements`) a screen whose
    /// layout would hold more than `elementLimit` elements: sections, items, supplementaries,
    /// decorations, resting offsets and the offsets transforms are reported at. What would
    /// pass the limit is refused before it is made: a section's items before it is laid out,
    /// a compositional section's anchored supplementaries once its group is solved, a row's
    /// resting offsets and offsets once the row's length is known. (The transforms' item scales
    /// and what is visible at each scroll offset are computed when asked for, and not counted.)
    ///
    /// The group solver's work is counted in `work`, the run's so far, against its limits:
    /// the group members the sections would lay out before any is laid out
    /// (`tooManyGroupMembers`), and the subitems the k-fits weigh as they go (`groupTooLarge`).
    public func layout(elementLimit: Int, work: inout SolverWork) throws(LayoutError) -> ScreenLayout {
        if container.height == nil {
            if scrollDirection == .horizontal { throw .layoutNeedsContainerHeight(.horizontalScrolling) }
            if !scrollOffsets.isEmpty { throw .layoutNeedsContainerHeight(.scrollOffsets) }
            if boundaryItems.contains(where: { $0.size.usesFractionalHeight }) {
                throw .layoutNeedsContainerHeight(.boundaryItems)
            }
        }
        work.groupMembers += try groupMembers(atWidths: [container.width], after: work)
        let fitWeight = FitWeightTally(work.fitWeight)
        defer { work.fitWeight = fitWeight.weight }
        let environment = LayoutEnvironment(screen: self)
        let axis = scrollDirection
        let crossLength = environment.length(along: axis.cross)
        // The layout's boundary items: in the whole container, without insets or reference.
        let boundary = BoundaryLayout(
            items: boundaryItems, axis: axis, crossStart: 0, crossEnd: crossLength,
            alongLength: environment.length(along: axis), grid: environment.grid)
        var laidOut: [SectionLayout] = []
        laidOut.reserveCapacity(sections.count)
        var position = boundary.startBand
        var remaining = elementLimit - boundaryItems.count
        for (index, section) in sections.enumerated() {
            if index > 0 { position += interSectionSpacing }
            let section = section.variants.isEmpty ? section : section.resolved(forWidth: container.width)
            remaining -= 1
            guard remaining >= section.itemCount else { throw .tooManyElements(section: index, limit: elementLimit) }
            let layout = try SectionLayouter(
                environment: environment, section: section, index: index, start: position, elementLimit: elementLimit,
                remaining: remaining, fitWeight: fitWeight
            ).layout()
            remaining -= layout.elementCount
            guard remaining >= 0 else { throw .tooManyElements(section: index, limit: elementLimit) }
            position += layout.frame.length(along: axis)
            laidOut.append(layout)
        }
        var supplementaries: [SupplementaryFrame] = []
        var pins: [PinnedBoundary] = []
        var contentLength = position
        if !boundaryItems.isEmpty {
            // Items aligned across the axis lengthen the content to their far edges; items at
            // the end of the axis come after all that.
            let bodyEnd = max(position, boundary.crossAlignedEnd(over: position))
            contentLength = bodyEnd + boundary.endBand
            supplementaries = boundary.frames(
                start: 0, length: contentLength, contentEnd: bodyEnd, centredOverLongerOf: position)
            pins = boundary.pins(lowerLimit: boundary.startBand, upperLimit: contentLength - boundary.endBand)
        }
        var result = ScreenLayout(
            container: container, scale: scale,
            contentSize: Size(along: contentLength, across: crossLength, axis: axis),
            supplementaries: supplementaries, sections: laidOut, scrollDirection: axis,
            layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, pins: pins)
        if layoutDirection == .rightToLeft { result.mirror() }
        return result
    }
}

extension ScreenLayout {
    /// Every frame mirrored across the content: x′ = contentWidth − x − width. An orthogonal
    /// row's items mirror with the rest; offsets and scales are distances and stay.
    fileprivate mutating func mirror() {
        let width = contentSize.width
        for index in sections.indices { sections[index].mirror(inWidth: width) }
        for index in supplementaries.indices {
            supplementaries[index].frame = supplementaries[index].frame.mirrored(inWidth: width)
        }
    }
}

/// What every section is laid out in.
struct LayoutEnvironment {
    let width: Double
    let height: Double?
    /// The axis the sections stack along.
    let scrollAxis: Axis
    let grid: PixelGrid
    let layoutMargins: EdgeInsets
    let safeArea: EdgeInsets
    /// The reference of a section that gives none.
    let contentInsetsReference: ContentInsetsReference
    /// The device laid out for, whose metrics list sections take.
    let idiom: Idiom

    init(screen: Screen) {
        width = screen.container.width
        height = screen.container.height
        scrollAxis = screen.scrollDirection
        grid = PixelGrid(scale: screen.scale)
        layoutMargins = screen.layoutMargins
        safeArea = screen.safeArea
        contentInsetsReference = screen.contentInsetsReference
        idiom = screen.idiom
    }

    /// The container's length along `axis`: its width, or its height (0 when it has none).
    func length(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: width
        case .vertical: height ?? 0
        }
    }

    /// The width left between a section's leading and trailing insets (never negative).
    func width(inside insets: EdgeInsets) -> Double {
        max(0, width - insets.leading - insets.trailing)
    }

    /// The container's length across the scroll axis, less a section's insets on that axis
    /// (never negative): what a waterfall's columns or a mosaic's blocks fill.
    func crossLength(inside insets: EdgeInsets) -> Double {
        max(0, length(along: scrollAxis.cross) - insets.total(along: scrollAxis.cross))
    }

    /// The reference `section` measures its insets from.
    func reference(of section: Section) -> ContentInsetsReference {
        section.contentInsetsReference ?? contentInsetsReference
    }

    /// What a section's reference adds to its insets, on the cross axis only: leading and
    /// trailing in a vertical layout, top and bottom in a horizontal one (layout-rules §2, §12).
    func referenceInsets(of section: Section) -> EdgeInsets {
        let added: EdgeInsets
        switch reference(of: section) {
        case .automatic, .safeArea: added = safeArea
        case .layoutMargins, .readableContent: added = layoutMargins
        case .none: added = .zero
        }
        return added.zeroing(scrollAxis)
    }

    /// A section's insets for its items and boundary items: its own, plus what its content
    /// insets reference adds.
    func effectiveInsets(of section: Section) -> EdgeInsets {
        section.contentInsets + referenceInsets(of: section)
    }
}

/// Lays out one section: its body by kind, wrapped in its insets and boundary items, with its
/// decorations.
struct SectionLayouter {
    let environment: LayoutEnvironment
    let section: Section
    let index: Int
    /// Where the section starts along the scroll axis.
    let start: Double
    /// The screen's element limit, and how many elements the section may still make.
    let elementLimit: Int
    let remaining: Int
    /// The subitems the run's k-fits have weighed.
    let fitWeight: FitWeightTally

    func layout() throws(LayoutError) -> SectionLayout {
        let axis = environment.scrollAxis
        let insets = environment.effectiveInsets(of: section)
        // The body's layout, from the content's start; a flow section lays itself out whole.
        let body: (Double) throws(LayoutError) -> SectionBody
        switch section.content {
        case .flow(let flow):
            if axis == .horizontal, let refusal = flow.horizontalRefusal {
                throw .notInHorizontalLayout(section: index, reason: refusal)
            }
            var layout = layout(flow)
            decorate(&layout)
            return layout
        case .compositional(let content):
            body = { (contentStart) throws(LayoutError) in
                try CompositionalLayout(
                    section: content, insets: insets, environment: environment, sectionIndex: index,
                    budget: ElementBudget(limit: elementLimit, remaining: remaining - section.boundaryItems.count),
                    boundaryItemCount: section.boundaryItems.count, fitWeight: fitWeight
                ).layout(contentStart: contentStart)
            }
        case .waterfall(let content):
            if axis == .horizontal, let refusal = content.horizontalRefusal {
                throw .notInHorizontalLayout(section: index, reason: refusal)
            }
            body = { WaterfallLayout(section: content, insets: insets, environment: environment).layout(contentTop: $0) }
        case .mosaic(let content):
            body = { MosaicLayout(section: content, insets: insets, environment: environment).layout(contentStart: $0) }
        case .list:
            // The compositional section its configuration makes here (layout-rules §13).
            if axis == .horizontal { throw .notInHorizontalLayout(section: index, reason: .listSection) }
            let compositional = section.listExpanded(idiom: environment.idiom, width: environment.width)
            var layout = try SectionLayouter(
                environment: environment, section: compositional, index: index, start: start, elementLimit: elementLimit,
                remaining: remaining, fitWeight: fitWeight
            ).layout()
            layout.kind = .list
            return layout
        }

        if environment.height == nil && section.boundaryItems.contains(where: { $0.size.usesFractionalHeight }) {
            throw .missingContainerHeight(section: index)
        }
        // Boundary items keep clear of the section's insets across the axis, or only of what
        // the reference adds when they do not follow the content insets (layout-rules §4).
        let crossInsets = section.supplementariesFollowContentInsets ? insets : environment.referenceInsets(of: section)
        let crossLength = environment.length(along: axis.cross)
        let boundary = BoundaryLayout(
            items: section.boundaryItems, axis: axis, crossStart: crossInsets.start(along: axis.cross),
            crossEnd: crossLength - crossInsets.end(along: axis.cross), alongLength: environment.length(along: axis),
            grid: environment.grid)
        let contentStart = start + boundary.startBand + insets.start(along: axis)
        var content = try body(contentStart)

        var length = 0.0
        if section.itemCount > 0 || !section.boundaryItems.isEmpty {
            length = boundary.startBand + insets.start(along: axis) + content.length + insets.end(along: axis) + boundary.endBand
            // Never negative, though negative insets may outweigh the content (layout-rules §3).
            length = max(0, length, boundary.minimumLength)
        }
        let contentEnd = contentStart + content.length + insets.end(along: axis)
        // Boundary items first: put before the anchored ones (there may be millions) in their
        // own array, which has room for them, rather than copied after them into a new one.
        var supplementaries = content.anchored
        content.anchored = []
        supplementaries.insert(contentsOf: boundary.frames(start: start, length: length, contentEnd: contentEnd), at: 0)

        var layout = SectionLayout(
            index: index, id: section.id, kind: section.kind,
            frame: Rect(along: start, across: 0, length: length, thickness: crossLength, axis: axis),
            items: content.items, itemIDs: section.itemIDs, itemZIndices: content.itemZIndices,
            supplementaries: supplementaries, decorations: [], orthogonal: content.orthogonal,
            transforms: content.transforms, groups: content.groups)
        if section.boundaryItems.contains(where: \.pinToVisibleBounds) {
            layout.pins = boundary.pins(lowerLimit: start + boundary.startBand, upperLimit: start + length - boundary.endBand)
        }
        decorate(&layout)
        return layout
    }

    /// A flow section: its header, insets, lines and footer are its own (layout-rules §9).
    private func layout(_ flow: FlowSection) -> SectionLayout {
        let axis = environment.scrollAxis
        let insets = FlowLayout.insets(of: section, in: environment)
        let result = FlowLayout(section: flow, insets: insets, environment: environment).layout(start: start)
        var layout = SectionLayout(
            index: index, id: section.id, kind: section.kind,
            frame: Rect(along: start, across: 0, length: result.length, thickness: environment.length(along: axis.cross), axis: axis),
            items: result.items, itemIDs: section.itemIDs, supplementaries: result.supplementaries, decorations: [])
        // A pinned header travels from its place to the end of the lines and the inset after
        // them; a pinned footer back to the end of the header.
        let lower = start + flow.headerHeight
        let upper = start + result.length - flow.footerHeight
        for (position, supplementary) in result.supplementaries.enumerated() {
            let isHeader = supplementary.kind == FlowSection.headerKind
            guard isHeader ? flow.pinsHeader : flow.pinsFooter else { continue }
            layout.pins.append(PinnedBoundary(position: position, pinsToStart: isHeader, lowerLimit: lower, upperLimit: upper))
        }
        return layout
    }

    /// Gives `layout` the section's decorations: each exactly the section's frame less its
    /// insets, not snapped again even where that frame is off the pixel grid; the items of a
    /// decorated section are raised to zIndex 1 (layout-rules §12). In place: a section's
    /// layout copied would be retained and released array by array.
    private func decorate(_ layout: inout SectionLayout) {
        guard !section.decorations.isEmpty else { return }
        let frame = layout.frame
        layout.decorations = section.decorations.map {
            DecorationFrame(kind: $0.kind, frame: frame.inset(by: $0.contentInsets), zIndex: $0.zIndex)
        }
        if layout.itemZIndices != nil {
            for index in layout.itemZIndices!.indices { layout.itemZIndices![index] = max(layout.itemZIndices![index], 1) }
        } else {
            layout.itemZIndices = [Int](repeating: 1, count: layout.items.count)
        }
    }
}

/// How many elements a section may still make under the screen's limit.
struct ElementBudget {
    let limit: Int
    let remaining: Int

    /// Throws when `count` elements would not fit.
    func check(_ count: Int, section: Int) throws(LayoutError) {
        guard count <= remaining else { throw .tooManyElements(section: section, limit: limit) }
    }
}

/// What a section's kind lays out between the section's insets.
struct SectionBody {
    var items: [Rect]
    var itemZIndices: [Int]? = nil
    var anchored: [SupplementaryFrame] = []
    /// The length of the content along the layout's scroll axis, between its insets there.
    var length: Double
    var orthogonal: OrthogonalScroll? = nil
    var transforms: ScaleTransforms? = nil
    var groups: GroupRepetitions? = nil
}
