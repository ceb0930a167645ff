import Foundation
import LayoutEngine
import LayoutSpec

/// layoutcalc's stand-in for a collection view: the size, item counts, scale, margins,
/// measured sizes and layout direction a layout is laid out with. It gives the layout as the
/// engine's `Screen`, or as a layoutcalc JSON spec for `layoutcalc check` and the other commands.
///
/// `UICollectionViewCompositionalLayout.prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
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

    public init(
        width: CGFloat, height: CGFloat?, itemCounts: [Int], scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scrollOffsets: [CGPoint] = []
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
    }

    /// `layout` in the engine's values: each section as the layout gives it at this size (a
    /// section provider is asked at this width), checked as `layoutcalc` checks a spec.
    public func screen(of layout: UICollectionViewCompositionalLayout) throws(CompositionalLayoutError) -> Screen {
        let screen = try ScreenTranslation(harness: self, configuration: layout.configuration).screen(of: layout)
        try SpecCheck.check(screen)
        return screen
    }

    /// `layout` as a layoutcalc spec (strict JSON, laid out as `jq .` prints it): `layoutcalc`
    /// lays it out to the frames the layout answers once prepared with these values.
    public func spec(of layout: UICollectionViewCompositionalLayout) throws(CompositionalLayoutError) -> String {
        let screen = try ScreenTranslation(harness: self, configuration: layout.configuration).screen(of: layout)
        return String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self)
    }
}
