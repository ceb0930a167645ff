/// A supplementary view's frame: a boundary item, or a supplementary anchored to an item or a group.
public struct SupplementaryFrame: Hashable, Sendable {
    public var kind: String
    /// 0 for a boundary item; for an anchored one, the index of its item (a group's first item).
    public var index: Int
    /// The item an anchored supplementary belongs to; `nil` for a boundary item.
    public var item: Int?
    public var frame: Rect
    public var zIndex: Int

    public init(kind: String, index: Int, item: Int?, frame: Rect, zIndex: Int) {
        self.kind = kind
        self.index = index
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
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

/// How a section scrolls across the screen (SEMANTICS §5).
public struct OrthogonalScroll: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// The row's length plus the section's leading and trailing insets.
    public var contentWidth: Double
    public var maxOffset: Double
    public var restingOffsets: [Double]
}

/// One section, laid out.
public struct SectionLayout: Hashable, Sendable {
    public var index: Int
    public var id: String
    public var kind: SectionKind
    /// The section's band of the content: x 0, the container's width.
    public var frame: Rect
    /// Every item's frame, by index.
    public var items: [Rect]
    public var itemIDs: [String?]?
    /// Every item's zIndex, by index, when one of them differs from 0.
    public var itemZIndices: [Int]?
    /// Boundary items in the spec's order, then anchored ones in item order.
    public var supplementaries: [SupplementaryFrame]
    /// Present for sections that scroll orthogonally.
    public var orthogonal: OrthogonalScroll?
    /// Present for sections with a scale effect: one snapshot per offset.
    public var transforms: [TransformSnapshot]?
}

/// A whole screen, laid out.
public struct ScreenLayout: Hashable, Sendable {
    public var container: Container
    public var scale: Double?
    public var contentSize: Size
    public var sections: [SectionLayout]
}

/// Why a screen cannot be laid out. The spec reader rejects these cases with the JSON path;
/// the engine reports them for screens built in code.
public enum LayoutError: Error, Hashable, Sendable {
    /// Section `section` uses a fraction of the container's height, and the container has none.
    case missingContainerHeight(section: Int)
    /// Section `section` would rest at more orthogonal offsets than `limit`.
    case tooManyRestingOffsets(section: Int, limit: Int)
}

extension Screen {
    /// Lays out every section, top to bottom (SEMANTICS §11).
    public func layout() throws(LayoutError) -> ScreenLayout {
        let environment = LayoutEnvironment(screen: self)
        var laidOut: [SectionLayout] = []
        laidOut.reserveCapacity(sections.count)
        var top = 0.0
        for (index, section) in sections.enumerated() {
            if index > 0 { top += interSectionSpacing }
            let section = section.resolved(forWidth: container.width)
            let layout = try SectionLayouter(environment: environment, section: section, index: index, top: top).layout()
            top += layout.frame.height
            laidOut.append(layout)
        }
        return ScreenLayout(
            container: container, scale: scale, contentSize: Size(width: container.width, height: top),
            sections: laidOut)
    }
}

/// What every section is laid out in.
struct LayoutEnvironment {
    let width: Double
    let height: Double?
    let grid: PixelGrid
    let layoutMargins: EdgeInsets
    let safeArea: EdgeInsets

    init(screen: Screen) {
        width = screen.container.width
        height = screen.container.height
        grid = PixelGrid(scale: screen.scale)
        layoutMargins = screen.layoutMargins
        safeArea = screen.safeArea
    }

    /// The width left between a section's leading and trailing insets (never negative).
    func width(inside insets: EdgeInsets) -> Double {
        max(0, width - insets.leading - insets.trailing)
    }

    /// A section's insets for its items and boundary items: its own, plus on the cross axis
    /// what its content insets reference adds (SEMANTICS §2).
    func effectiveInsets(of section: Section) -> EdgeInsets {
        let added: EdgeInsets
        switch section.contentInsetsReference {
        case .automatic, .safeArea: added = safeArea
        case .layoutMargins, .readableContent: added = layoutMargins
        case .none: added = .zero
        }
        var insets = section.contentInsets
        insets.leading += added.leading
        insets.trailing += added.trailing
        return insets
    }
}

/// Lays out one section: its body by kind, wrapped in its insets and boundary items.
struct SectionLayouter {
    let environment: LayoutEnvironment
    let section: Section
    let index: Int
    let top: Double

    func layout() throws(LayoutError) -> SectionLayout {
        let insets = environment.effectiveInsets(of: section)
        // The body's layout, from the content top; a flow section lays itself out whole.
        let body: (Double) throws(LayoutError) -> SectionBody
        switch section.content {
        case .flow(let flow):
            return layout(flow)
        case .compositional(let content):
            body = { (contentTop) throws(LayoutError) in
                try CompositionalLayout(section: content, insets: insets, environment: environment, sectionIndex: index)
                    .layout(contentTop: contentTop)
            }
        case .waterfall(let content):
            body = { WaterfallLayout(section: content, insets: insets, environment: environment).layout(contentTop: $0) }
        case .mosaic(let content):
            body = { MosaicLayout(section: content, insets: insets, environment: environment).layout(contentTop: $0) }
        }

        if environment.height == nil && section.boundaryItems.contains(where: { $0.size.usesFractionalHeight }) {
            throw .missingContainerHeight(section: index)
        }
        let boundary = BoundaryLayout(items: section.boundaryItems, insets: insets, environment: environment)
        let contentTop = top + boundary.topBand + insets.top
        let content = try body(contentTop)

        var height = 0.0
        if section.itemCount > 0 || !section.boundaryItems.isEmpty {
            height = boundary.topBand + insets.top + content.height + insets.bottom + boundary.bottomBand
            height = max(height, boundary.minimumHeight)
        }
        let contentBottom = contentTop + content.height + insets.bottom
        var supplementaries = boundary.frames(sectionTop: top, sectionHeight: height, contentBottom: contentBottom)
        supplementaries.append(contentsOf: content.anchored)

        return SectionLayout(
            index: index, id: section.id, kind: section.kind,
            frame: Rect(x: 0, y: top, width: environment.width, height: height),
            items: content.items, itemIDs: section.itemIDs, itemZIndices: content.itemZIndices,
            supplementaries: supplementaries, orthogonal: content.orthogonal, transforms: content.transforms)
    }

    /// A flow section: its header, insets, lines and footer are its own (SEMANTICS §9).
    private func layout(_ flow: FlowSection) -> SectionLayout {
        let insets = FlowLayout.insets(of: section, in: environment)
        let result = FlowLayout(section: flow, insets: insets, environment: environment).layout(top: top)
        return SectionLayout(
            index: index, id: section.id, kind: section.kind,
            frame: Rect(x: 0, y: top, width: environment.width, height: result.height), items: result.items,
            itemIDs: section.itemIDs, supplementaries: result.supplementaries)
    }
}

/// What a section's kind lays out between the section's insets.
struct SectionBody {
    var items: [Rect]
    var itemZIndices: [Int]? = nil
    var anchored: [SupplementaryFrame] = []
    /// The length of the content between the top and bottom insets.
    var height: Double
    var orthogonal: OrthogonalScroll? = nil
    var transforms: [TransformSnapshot]? = nil
}
