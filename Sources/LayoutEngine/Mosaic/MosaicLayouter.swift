/// Lays out a mosaic (layout-rules §10): blocks along the section, each taking the next items. In
/// a horizontal layout (§12) the blocks follow each other left to right, each its vertical
/// self reflected across its diagonal: a rectangle's x and width run down the available
/// height, its y and height along the scroll.
///
/// Nothing is snapped, at any scale: SquareMosaicLayout returns its rectangles as it computes
/// them, so sizes, origins, block lengths and the section's length are the exact arithmetic.
struct MosaicLayouter {
    let section: MosaicSection
    let insets: EdgeInsets
    let context: LayoutContext

    func layout(contentStart: Double) -> SectionBody {
        context.scrollAxis == .vertical
            ? layout(contentStart: contentStart, along: VerticalAxis.self)
            : layout(contentStart: contentStart, along: HorizontalAxis.self)
    }

    /// The layout along `Scroll`'s axis, for which the loop is specialized.
    private func layout<Scroll: StaticAxis>(contentStart: Double, along _: Scroll.Type) -> SectionBody {
        let available = context.crossLength(inside: insets)
        let crossStart = insets.start(along: Scroll.axis.cross)
        let small = available / 3
        let big = available - small
        var frames: [Rect] = []
        frames.reserveCapacity(section.itemCount)
        // Block tops accumulate from the content's start; the content's length is the sum of
        // its parts, not the last top less the start, so that a mosaic is as long wherever it
        // starts (unsnapped, the subtraction would differ in the last bits).
        var top = contentStart + section.spacing.before
        var length = section.spacing.before
        var number = 0
        while frames.count < section.itemCount {
            let rects = Self.rects(of: section.block(number), small: small, big: big, available: available)
            var bottom = 0.0
            for rect in rects.prefix(section.itemCount - frames.count) {
                frames.append(
                    Rect(along: top + rect.y, across: crossStart + rect.x, length: rect.height, thickness: rect.width, axis: Scroll.axis))
                bottom = max(bottom, rect.maxY)
            }
            top += bottom
            length += bottom
            number += 1
            if frames.count < section.itemCount {
                top += section.spacing.between
                length += section.spacing.between
            }
        }
        return SectionBody(items: frames, length: section.itemCount == 0 ? 0 : length + section.spacing.after)
    }

    /// A block's rectangles relative to its origin, in points (layout-rules §10): a built-in
    /// block's of its small and big squares, a custom block's fractions of the available width.
    static func rects(of block: MosaicBlock, small: Double, big: Double, available: Double) -> [Rect] {
        switch block {
        case .oneTwo:
            [Rect(x: 0, y: 0, width: big, height: big), Rect(x: big, y: 0, width: small, height: small),
             Rect(x: big, y: big - small, width: small, height: small)]
        case .twoOne:
            [Rect(x: 0, y: 0, width: small, height: small), Rect(x: 0, y: big - small, width: small, height: small),
             Rect(x: small, y: 0, width: big, height: big)]
        case .threeRight:
            [Rect(x: 2 * small, y: 0, width: small, height: small), Rect(x: small, y: 0, width: small, height: small),
             Rect(x: 0, y: 0, width: small, height: small)]
        case .threeLeft:
            [Rect(x: 0, y: 0, width: small, height: small), Rect(x: small, y: 0, width: small, height: small),
             Rect(x: 2 * small, y: 0, width: small, height: small)]
        case .rects(let fractions):
            fractions.map {
                Rect(x: $0.x * available, y: $0.y * available, width: $0.width * available, height: $0.height * available)
            }
        }
    }
}
