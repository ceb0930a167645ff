import Foundation
import LayoutEngine
import LayoutSpec

/// The values a layout is laid out with: the size, item counts, scale, margins, measured sizes
/// and layout direction its collection view has. It gives the layout as the
/// engine's `Screen`, or as a layoutcalc JSON spec for `layoutcalc check` and the other commands.
///
/// `UICollectionViewLayout.prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
/// lays out what `screen(of:)` gives for the same values, so a spec written here lays out, in
/// `layoutcalc`, to the frames the prepared layout answers.
public struct LayoutcalcHarness: Sendable {
    public var width: CGFloat
    /// The container's height; `nil` writes a spec without one (section providers then see a
    /// height of 0, and a fraction of the height is refused).
    public var height: CGFloat?
    /// How many items each section has; also how many sections there are.
    public var itemCounts: [Int]
    /// The display scale (1, 2 or 3); `nil` is exact arithmetic.
    public var scale: CGFloat?
    public var layoutMargins: NSDirectionalEdgeInsets
    public var safeArea: NSDirectionalEdgeInsets
    /// The sizes of estimated items, by index path.
    public var measuredSizes: [IndexPath: CGSize]
    /// The collection view's trait: `.rightToLeft` mirrors every frame (layout-rules §12);
    /// `.unspecified` is left to right.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// The content offsets the spec's output reports what is on screen at (`scrollOffsets`; they
    /// need the height). `prepare` answers at the layout's `contentOffset` instead.
    public var scrollOffsets: [CGPoint]
    /// The device the layout is laid out on: its section providers run on it, and its traits
    /// (idiom, size classes, text size) are the environment's. The spec says its idiom.
    public var device: LayoutcalcDevice

    /// The values to lay out with on `device`, by default the running code's
    /// (``LayoutcalcDevice/current``).
    public init(
        width: CGFloat, height: CGFloat?, itemCounts: [Int], scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = [],
        device: LayoutcalcDevice = .current
    ) {
        self.width = width
        self.height = height
        self.itemCounts = itemCounts
        self.scale = scale
        self.layoutMargins = layoutMargins
        self.safeArea = safeArea
        self.measuredSizes = measuredSizes
        self.layoutDirection = layoutDirection
        self.scrollOffsets = scrollOffsets
        self.device = device
    }

    /// The traits a layout laid out with these values sees: the device's, with this layout
    /// direction and this scale (the device's where the arithmetic is exact).
    var traitCollection: UITraitCollection {
        UITraitCollection(device: device, layoutDirection: layoutDirection, displayScale: scale ?? device.scale)
    }

    /// `layout` in the engine's values: each section as the layout gives it at this size (a
    /// section provider is asked at this width, a flow layout's delegate in a collection view
    /// of this size), checked as `layoutcalc` checks a spec.
    ///
    /// A flow layout is prepared with these values on the way (its delegate answers in its
    /// collection view), and so is a subclass of either layout, which must answer, through its
    /// overridable methods, what its class lays out: a subclass's overrides have no spec form.
    /// A layout of app code's own class has none either.
    public func screen(of layout: UICollectionViewLayout) throws(CompositionalLayoutError) -> Screen {
        try ItemCounts.check(itemCounts)
        let screen = try device.run { () throws(CompositionalLayoutError) in try layout.screen(for: self) }
        try SpecCheck.check(screen)
        return screen
    }

    /// `layout` as a layoutcalc spec (strict JSON, laid out as `jq .` prints it): `layoutcalc`
    /// lays it out to the frames the layout answers once prepared with these values. What
    /// `screen(of:)` says of flow layouts and subclasses holds here too.
    public func spec(of layout: UICollectionViewLayout) throws(CompositionalLayoutError) -> String {
        try ItemCounts.check(itemCounts)
        let screen = try device.run { () throws(CompositionalLayoutError) in try layout.screen(for: self) }
        return String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self)
    }

    /// Lays `layout` out with these values on this device, as
    /// `prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
    /// does (the scroll offsets aside: set the layout's `contentOffset`), for code that asks
    /// the layout's own queries afterwards, a custom layout's snapshot's.
    public func prepare(_ layout: UICollectionViewLayout) throws(CompositionalLayoutError) {
        try layout.prepare(with: self)
    }

    /// Where measured sizes are given: `prepare(size:…)`'s `measuredSizes`, which the spec
    /// writes as its items' sizes.
    static let measuredSizesPath = SpecPath.root.key("measuredSizes")

    /// The measured sizes, section by section, each section's by item (an item without one has
    /// none); an index path that is not an item's is refused.
    func measuredSizesBySection() throws(CompositionalLayoutError) -> [Int: [MeasuredSize]] {
        var measured: [Int: [MeasuredSize]] = [:]
        for (indexPath, size) in measuredSizes {
            guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section),
                (0..<itemCounts[indexPath.section]).contains(indexPath.item)
            else {
                throw CompositionalLayoutError(LayoutObjectProblem.measuredSizeOutsideItems("\(indexPath)"), at: Self.measuredSizesPath)
            }
            let count = itemCounts[indexPath.section]
            measured[indexPath.section, default: [MeasuredSize](repeating: MeasuredSize(), count: count)][indexPath.item] =
                MeasuredSize(width: Double(size.width), height: Double(size.height))
        }
        return measured
    }
}
