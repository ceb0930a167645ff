/// What every section is laid out in.
struct LayoutContext {
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
