/// An item's width in a flow section.
public enum FlowWidth: Hashable, Sendable {
    case points(Double)
    /// A fraction of the available width (the width less the section's insets).
    case fraction(Double)
    /// The width that fits `n` items per row with the interitem spacing between them:
    /// (available − (n − 1) · spacing) ÷ n.
    case perRow(Int)
}

/// An item's height in a flow section.
public enum FlowHeight: Hashable, Sendable {
    case points(Double)
    /// The item's width ÷ this ratio.
    case aspect(Double)
}

/// An item size in a flow section.
public struct FlowItemSize: Hashable, Sendable {
    public var width: FlowWidth
    public var height: FlowHeight

    public init(width: FlowWidth, height: FlowHeight) {
        self.width = width
        self.height = height
    }

    /// UICollectionViewFlowLayout's default, 50 × 50.
    public static let standard = FlowItemSize(width: .points(50), height: .points(50))
}

/// A section of `UICollectionViewFlowLayout` (layout-rules §9; in a horizontal layout its lines
/// are columns, §12).
public struct FlowSection: Hashable, Sendable {
    public var itemCount: Int
    /// The sizes used in turn over the items.
    public var sizes: [FlowItemSize]
    /// Sizes the items give themselves: each side given replaces that side of the turn's size.
    public var itemSizes: MeasuredSizes?
    public var interitemSpacing: Double
    public var lineSpacing: Double
    /// The header's and footer's lengths along the scroll axis (their heights in a vertical
    /// layout, their widths in a horizontal one); across it they span the container. 0 is none.
    public var headerHeight: Double
    public var footerHeight: Double
    /// Whether the header and the footer pin to the visible bounds (`pinToVisibleBounds`, as
    /// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds` do).
    public var pinsHeader: Bool
    public var pinsFooter: Bool

    public static let defaultSpacing = 10.0
    /// The element kinds of the header and the footer.
    public static let headerKind = "header"
    public static let footerKind = "footer"

    public init(
        itemCount: Int, sizes: [FlowItemSize] = [.standard], itemSizes: MeasuredSizes? = nil,
        interitemSpacing: Double = FlowSection.defaultSpacing, lineSpacing: Double = FlowSection.defaultSpacing,
        headerHeight: Double = 0, footerHeight: Double = 0, pinsHeader: Bool = false, pinsFooter: Bool = false
    ) {
        self.itemCount = itemCount
        self.sizes = sizes
        self.itemSizes = itemSizes
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.pinsHeader = pinsHeader
        self.pinsFooter = pinsFooter
    }
}

extension FlowSection {
    /// Why a horizontal layout cannot lay the section out, if it cannot: a size relative to the
    /// available width (a fraction, a number a row, an aspect ratio) is a vertical layout's.
    var horizontalRefusal: LayoutError.HorizontalRefusal? {
        sizes.firstIndex(where: \.isRelative).map { .flowRelativeSize(size: $0) }
    }
}

extension FlowItemSize {
    /// Whether a side depends on the available width: not a number of points.
    public var isRelative: Bool {
        if case .points = width, case .points = height { return false }
        return true
    }
}
