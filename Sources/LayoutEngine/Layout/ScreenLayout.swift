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

extension ScreenLayout {
    /// Every frame mirrored across the content: x′ = contentWidth − x − width. An orthogonal
    /// row's items mirror with the rest; offsets and scales are distances and stay.
    mutating func mirror() {
        let width = contentSize.width
        for index in sections.indices { sections[index].mirror(inWidth: width) }
        for index in supplementaries.indices {
            supplementaries[index].frame = supplementaries[index].frame.mirrored(inWidth: width)
        }
    }
}
