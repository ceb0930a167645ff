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

/// The kind of a section as the spec names it; `carousel` and `widget` are compositional
/// sections built by a preset.
public enum SectionKind: String, CaseIterable, Sendable {
    case carousel, widget, waterfall, compositional, flow, mosaic
}

/// What a section's cross-axis insets are measured from (SEMANTICS §2).
public enum ContentInsetsReference: String, CaseIterable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// The layout of a section, by kind.
public enum SectionContent: Hashable, Sendable {
    case compositional(CompositionalSection)
    case waterfall(WaterfallSection)
    case flow(FlowSection)
    case mosaic(MosaicSection)
}

/// One section of a screen.
public struct Section: Hashable, Sendable {
    public var id: String
    public var kind: SectionKind
    public var contentInsets: EdgeInsets
    public var contentInsetsReference: ContentInsetsReference
    /// Headers, footers and other boundary items, in the spec's order (a flow section's header
    /// and footer are its own, in `FlowSection`).
    public var boundaryItems: [BoundaryItem]
    public var content: SectionContent
    /// The spec's item ids by index, when it gives any.
    public var itemIDs: [String?]?
    /// Other layouts of this section for ranges of container widths; the first that matches wins.
    public var variants: [SectionVariant]

    public init(
        id: String, kind: SectionKind, content: SectionContent, contentInsets: EdgeInsets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic, boundaryItems: [BoundaryItem] = [],
        itemIDs: [String?]? = nil, variants: [SectionVariant] = []
    ) {
        self.id = id
        self.kind = kind
        self.content = content
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
        self.itemIDs = itemIDs
        self.variants = variants
    }

    /// The number of items in the section.
    public var itemCount: Int {
        switch content {
        case .compositional(let section): section.itemCount
        case .waterfall(let section): section.items.count
        case .flow(let section): section.itemCount
        case .mosaic(let section): section.itemCount
        }
    }

    /// The section as laid out in a container `width` wide: its first matching variant, or itself.
    public func resolved(forWidth width: Double) -> Section {
        variants.first { $0.matches(width: width) }?.section ?? self
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

/// A whole screen: the container and its sections, top to bottom.
public struct Screen: Hashable, Sendable {
    public var container: Container
    /// Display scale (1, 2 or 3); `nil` is exact arithmetic.
    public var scale: Double?
    public var layoutMargins: EdgeInsets
    public var safeArea: EdgeInsets
    public var interSectionSpacing: Double
    public var sections: [Section]

    public init(
        container: Container, scale: Double? = nil, layoutMargins: EdgeInsets = .zero, safeArea: EdgeInsets = .zero,
        interSectionSpacing: Double = 0, sections: [Section]
    ) {
        self.container = container
        self.scale = scale
        self.layoutMargins = layoutMargins
        self.safeArea = safeArea
        self.interSectionSpacing = interSectionSpacing
        self.sections = sections
    }
}
