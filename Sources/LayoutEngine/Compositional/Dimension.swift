/// One side of a layout size, as `NSCollectionLayoutDimension`.
public enum Dimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed length in points.
    case absolute(Double)
    /// A length estimated up front; the measured length, when known, replaces it.
    case estimated(Double)
    /// Estimated as `estimated`, and then as long as the longest of the members of its group
    /// that have it on that axis (layout-rules §3, estimated dimensions).
    case uniformAcrossSiblings(Double)

    /// Whether the length is estimated (`estimated` or `uniformAcrossSiblings`): sized by its
    /// content or its measured length, its content insets ignored.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The fraction this dimension takes of `axis`'s length, if it is a fraction of that axis.
    func fraction(of axis: Axis) -> Double? {
        switch (self, axis) {
        case (.fractionalWidth(let fraction), .horizontal),
            (.fractionalHeight(let fraction), .vertical):
            fraction
        default:
            nil
        }
    }

    /// The length in points in a container of size `container`, floored to `grid`.
    /// `measured` replaces an estimate.
    func resolved(in container: Size, measured: Double? = nil, grid: PixelGrid) -> Double {
        switch self {
        case .fractionalWidth(let fraction): grid.size(max(0, fraction * container.width))
        case .fractionalHeight(let fraction): grid.size(max(0, fraction * container.height))
        case .absolute(let length): grid.size(length)
        case .estimated(let estimate), .uniformAcrossSiblings(let estimate): grid.size(measured ?? estimate)
        }
    }
}

/// A width and a height dimension, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// The dimension along `axis`.
    func dimension(along axis: Axis) -> Dimension {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }

    /// Whether either dimension is a fraction of the container's height.
    public var usesFractionalHeight: Bool {
        if case .fractionalHeight = width { return true }
        if case .fractionalHeight = height { return true }
        return false
    }
}
