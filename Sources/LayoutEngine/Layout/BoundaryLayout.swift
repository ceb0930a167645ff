/// Places a section's boundary items (SEMANTICS §4).
///
/// Extending top items share one band at the section's top (its height the tallest item's,
/// less its y offset) and the content starts below it; extending bottom items share one band
/// below the bottom inset. Non-extending items sit inside the section frame and never resize it.
struct BoundaryLayout {
    private struct Resolved {
        var item: BoundaryItem
        var size: Size
    }

    private let resolved: [Resolved]
    private let leadingEdge: Double
    private let trailingEdge: Double
    private let grid: PixelGrid
    /// The room extending top items take above the content.
    let topBand: Double
    /// The room extending bottom items take below the bottom inset.
    let bottomBand: Double
    /// The least height extending leading and trailing items give the section.
    let minimumHeight: Double

    init(items: [BoundaryItem], insets: EdgeInsets, environment: LayoutEnvironment) {
        leadingEdge = insets.leading
        trailingEdge = environment.width - insets.trailing
        grid = environment.grid
        let container = Size(width: max(0, trailingEdge - leadingEdge), height: environment.height ?? 0)
        resolved = items.map { item in
            Resolved(
                item: item,
                size: Size(
                    width: item.size.width.resolved(in: container, grid: environment.grid),
                    height: item.size.height.resolved(in: container, grid: environment.grid)))
        }
        var top = 0.0
        var bottom = 0.0
        var sides = 0.0
        for entry in resolved where entry.item.extendsBoundary {
            if entry.item.alignment.isTop {
                top = max(top, entry.size.height - entry.item.absoluteOffset.y)
            } else if entry.item.alignment.isBottom {
                bottom = max(bottom, entry.size.height + entry.item.absoluteOffset.y)
            } else {
                sides = max(sides, entry.size.height)
            }
        }
        topBand = top
        bottomBand = bottom
        minimumHeight = sides
    }

    /// The items' frames, once the section's height is known.
    func frames(sectionTop: Double, sectionHeight: Double, contentBottom: Double) -> [SupplementaryFrame] {
        resolved.map { entry in
            let item = entry.item
            let size = entry.size
            let alignment = item.alignment
            var x: Double
            if alignment.isLeading {
                x = leadingEdge
            } else if alignment.isTrailing {
                x = trailingEdge - size.width
            } else {
                x = leadingEdge + (trailingEdge - leadingEdge - size.width) / 2
            }
            x += item.absoluteOffset.x
            var y: Double
            if alignment.isTop {
                y = item.extendsBoundary ? sectionTop + topBand - size.height : sectionTop
            } else if alignment.isBottom {
                y = item.extendsBoundary ? contentBottom : sectionTop + sectionHeight - size.height
            } else {
                y = sectionTop + (sectionHeight - size.height) / 2
            }
            y += item.absoluteOffset.y
            let frame = Rect(origin: Point(x: x, y: y), size: size).inset(by: item.contentInsets)
            return SupplementaryFrame(kind: item.kind, index: 0, item: nil, frame: grid.place(frame), zIndex: item.zIndex)
        }
    }
}
