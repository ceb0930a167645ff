import LayoutEngine

/// Builders that keep the worked cases of docs/layout-rules.md readable.

func size(_ width: Dimension, _ height: Dimension) -> LayoutSize {
    LayoutSize(width: width, height: height)
}

func fw(_ fraction: Double) -> Dimension { .fractionalWidth(fraction) }
func fh(_ fraction: Double) -> Dimension { .fractionalHeight(fraction) }
func ab(_ length: Double) -> Dimension { .absolute(length) }
func es(_ length: Double) -> Dimension { .estimated(length) }
func un(_ estimate: Double) -> Dimension { .uniformAcrossSiblings(estimate) }

func item(_ width: Dimension, _ height: Dimension, insets: EdgeInsets = .zero) -> LayoutNode {
    .item(LayoutItem(size: size(width, height), contentInsets: insets))
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> EdgeInsets {
    EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// A compositional section of `items` items.
func compositional(
    _ group: LayoutGroup, items: Int, interGroupSpacing: Double = 0,
    scrolling: OrthogonalScrollingBehavior = .none, effect: ScaleEffect? = nil, offsets: ScrollOffsets = .resting,
    measurements: MeasuredSizes? = nil, contentInsets: EdgeInsets = .zero,
    reference: ContentInsetsReference? = nil, boundaryItems: [BoundaryItem] = [], id: String = "s"
) -> Section {
    Section(
        id: id,
        content: .compositional(
            CompositionalSection(
                group: group, itemCount: items, interGroupSpacing: interGroupSpacing, orthogonalScrolling: scrolling,
                scaleEffect: effect, offsets: offsets, measurements: measurements)),
        contentInsets: contentInsets, contentInsetsReference: reference, boundaryItems: boundaryItems)
}

/// Lays out `sections` in a container and returns the result.
func layout(
    _ sections: [Section], width: Double = 320, height: Double? = 480, scale: Double? = nil,
    layoutMargins: EdgeInsets = .zero, safeArea: EdgeInsets = .zero, interSectionSpacing: Double = 0
) throws -> ScreenLayout {
    try Screen(
        container: Container(width: width, height: height), scale: scale, layoutMargins: layoutMargins,
        safeArea: safeArea, interSectionSpacing: interSectionSpacing, sections: sections
    ).layout()
}

/// The item frames of a single section laid out alone.
func frames(
    _ section: Section, width: Double = 320, height: Double? = 480, scale: Double? = nil,
    layoutMargins: EdgeInsets = .zero
) throws -> [Rect] {
    try layout([section], width: width, height: height, scale: scale, layoutMargins: layoutMargins).sections[0].items
}

