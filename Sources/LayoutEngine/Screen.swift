/// The collection view's bounds.
public struct Container: Hashable, Sendable {
    public var width: Double
    /// Needed only where something is a fraction of it.
    public var height: Double?

    public init(width: Double, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// The kind of a section as the spec names it, which its content decides; `carousel` and
/// `widget` are compositional sections whose group a preset makes.
public enum SectionKind: String, CaseIterable, Sendable {
    case carousel, widget, waterfall, compositional, flow, mosaic, list
}

/// What a section's cross-axis insets are measured from (layout-rules §2).
public enum ContentInsetsReference: String, CaseIterable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// The order a layout reads in (layout-rules §12): right to left mirrors every frame.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// A background decoration of a section, as `NSCollectionLayoutDecorationItem.background`:
/// the section's frame less its own content insets (layout-rules §12).
public struct DecorationItem: Hashable, Sendable {
    /// The element kind, echoed in the output.
    public var kind: String
    public var contentInsets: EdgeInsets
    public var zIndex: Int

    public init(kind: String, contentInsets: EdgeInsets = .zero, zIndex: Int = DecorationItem.defaultZIndex) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// UIKit's default zIndex for decoration items.
    public static let defaultZIndex = 0
}

/// The layout of a section, by kind.
public enum SectionContent: Hashable, Sendable {
    /// A group repeated, given or made by a preset (`carousel`, `widget`).
    case compositional(CompositionalSection)
    case waterfall(WaterfallSection)
    case flow(FlowSection)
    case mosaic(MosaicSection)
    /// A list: the compositional section its configuration makes on the layout's idiom.
    case list(ListSection)

    /// The kind of section the content makes.
    public var kind: SectionKind {
        switch self {
        case .compositional(let section):
            switch section.groupSource {
            case .group: .compositional
            case .carousel: .carousel
            case .widget: .widget
            }
        case .waterfall: .waterfall
        case .flow: .flow
        case .mosaic: .mosaic
        case .list: .list
        }
    }

    /// The number of its items.
    public var itemCount: Int {
        switch self {
        case .compositional(let section): section.itemCount
        case .waterfall(let section): section.items.count
        case .flow(let section): section.itemCount
        case .mosaic(let section): section.itemCount
        case .list(let section): section.itemCount
        }
    }

    /// The compositional section it is, for what only the compositional kinds have (their
    /// groups, orthogonal scrolling); nil for another kind's, a list's too (laid out as the
    /// compositional section its configuration makes, it holds none until then). Every kind's
    /// case is here and in the switches beside it, so that a new kind is said in this file.
    public var compositional: CompositionalSection? {
        switch self {
        case .compositional(let section): section
        case .waterfall, .flow, .mosaic, .list: nil
        }
    }

    /// The content with `count` items, where its kind takes a count; nil where its items are
    /// its own (a waterfall's, each with its size), unless it has `count` of them.
    public func withItemCount(_ count: Int) -> SectionContent? {
        switch self {
        case .compositional(var section):
            section.itemCount = count
            return .compositional(section)
        case .waterfall(let section):
            return section.items.count == count ? self : nil
        case .flow(var section):
            section.itemCount = count
            return .flow(section)
        case .mosaic(var section):
            section.itemCount = count
            return .mosaic(section)
        case .list(var section):
            section.itemCount = count
            return .list(section)
        }
    }

    /// The list it is, where it is one (`Section.listExpanded`).
    public var list: ListSection? {
        switch self {
        case .list(let section): section
        case .compositional, .waterfall, .flow, .mosaic: nil
        }
    }
}

/// One section of a screen.
public struct Section: Hashable, Sendable {
    public var id: String
    public var contentInsets: EdgeInsets
    /// `nil` takes the screen's (layout-rules §12).
    public var contentInsetsReference: ContentInsetsReference?
    /// Headers, footers and other boundary items, in the spec's order (a flow section's header
    /// and footer are its own, in `FlowSection`).
    public var boundaryItems: [BoundaryItem]
    /// `false` lays the boundary items out across the container's whole width, less only what
    /// the content insets reference adds (layout-rules §4).
    public var supplementariesFollowContentInsets: Bool
    /// Background decorations, in the spec's order.
    public var decorations: [DecorationItem]
    public var content: SectionContent
    /// The spec's item ids by index, when it gives any.
    public var itemIDs: [String?]?
    /// Other layouts of this section for ranges of container widths; the first that matches wins.
    public var variants: [SectionVariant]

    public init(
        id: String, content: SectionContent, contentInsets: EdgeInsets = .zero,
        contentInsetsReference: ContentInsetsReference? = nil, boundaryItems: [BoundaryItem] = [],
        supplementariesFollowContentInsets: Bool = true, decorations: [DecorationItem] = [],
        itemIDs: [String?]? = nil, variants: [SectionVariant] = []
    ) {
        self.id = id
        self.content = content
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.decorations = decorations
        self.itemIDs = itemIDs
        self.variants = variants
    }

    /// The section's kind, as its content says.
    public var kind: SectionKind { content.kind }

    /// The number of items in the section.
    public var itemCount: Int { content.itemCount }

    /// The section as laid out in a container `width` wide: its first matching variant, or itself.
    /// (Found by index: `first(where:)` copied every variant it passed, a whole section each.)
    public func resolved(forWidth width: Double) -> Section {
        guard let index = variants.firstIndex(where: { $0.matches(width: width) }) else { return self }
        return variants[index].section
    }
}

/// A section's layout for a range of container widths (bounds inclusive).
public struct SectionVariant: Hashable, Sendable {
    public var minWidth: Double?
    public var maxWidth: Double?
    public var section: Section

    public init(minWidth: Double?, maxWidth: Double?, section: Section) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.section = section
    }

    public func matches(width: Double) -> Bool {
        (minWidth.map { width >= $0 } ?? true) && (maxWidth.map { width <= $0 } ?? true)
    }
}

/// A whole screen: the container and its sections, stacked along the scroll direction, with
/// what `UICollectionViewCompositionalLayoutConfiguration` holds (layout-rules §12).
public struct Screen: Hashable, Sendable {
    public var container: Container
    /// Display scale (1, 2 or 3); `nil` is exact arithmetic.
    public var scale: Double?
    public var layoutMargins: EdgeInsets
    public var safeArea: EdgeInsets
    public var interSectionSpacing: Double
    public var sections: [Section]
    /// The axis the sections stack along: vertical (top to bottom) or horizontal (left to right).
    public var scrollDirection: Axis
    public var layoutDirection: LayoutDirection
    /// Every section's reference unless it gives its own; the layout's boundary items ignore it.
    public var contentInsetsReference: ContentInsetsReference
    /// Headers, footers and other items around all the sections.
    public var boundaryItems: [BoundaryItem]
    /// Content offsets at which to report what is on screen; they need the container's height.
    public var scrollOffsets: [Point]
    /// The device laid out for: its list sections take its metrics (layout-rules §13).
    public var idiom: Idiom

    public init(
        container: Container, scale: Double? = nil, layoutMargins: EdgeInsets = .zero, safeArea: EdgeInsets = .zero,
        interSectionSpacing: Double = 0, sections: [Section], scrollDirection: Axis = .vertical,
        layoutDirection: LayoutDirection = .leftToRight, contentInsetsReference: ContentInsetsReference = .automatic,
        boundaryItems: [BoundaryItem] = [], scrollOffsets: [Point] = [], idiom: Idiom = .phone
    ) {
        self.container = container
        self.scale = scale
        self.layoutMargins = layoutMargins
        self.safeArea = safeArea
        self.interSectionSpacing = interSectionSpacing
        self.sections = sections
        self.scrollDirection = scrollDirection
        self.layoutDirection = layoutDirection
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
        self.scrollOffsets = scrollOffsets
        self.idiom = idiom
    }
}
