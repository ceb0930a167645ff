/// Lays out a mosaic (layout-rules §10): blocks along the section, each taking the next items. In
/// a horizontal layout (§12) the blocks follow each other left to right, each its vertical
/// self reflected across its diagonal: a rectangle's x and width run down the available
/// height, its y and height along the scroll.
struct MosaicLayout {
    let section: MosaicSection
    let insets: EdgeInsets
    let environment: LayoutEnvironment

    func layout(contentStart: Double) -> SectionBody {
        environment.scrollAxis == .vertical
            ? layout(contentStart: contentStart, along: VerticalAxis.self)
            : layout(contentStart: contentStart, along: HorizontalAxis.self)
    }

    /// The layout along `Scroll`'s axis, for which the loop is specialized.
    private func layout<Scroll: StaticAxis>(contentStart: Double, along _: Scroll.Type) -> SectionBody {
        let grid = environment.grid
        let available = environment.crossLength(inside: insets)
        let crossStart = insets.start(along: Scroll.axis.cross)
        let small = grid.size(available / 3)
        let big = grid.size(available - small)
        var frames: [Rect] = []
        frames.reserveCapacity(section.itemCount)
        var top = contentStart + section.spacing.before
        var number = 0
        while frames.count < section.itemCount {
            let rects = Self.rects(of: section.block(number), small: small, big: big, available: available, grid: grid)
            var bottom = 0.0
            for rect in rects.prefix(section.itemCount - frames.count) {
                frames.append(
                    grid.place(
                        Rect(
                            along: top + rect.y, across: crossStart + rect.x, length: rect.height, thickness: rect.width,
                            axis: Scroll.axis)))
                bottom = max(bottom, rect.maxY)
            }
            top += bottom
            number += 1
            if frames.count < section.itemCount { top += section.spacing.between }
        }
        let length = section.itemCount == 0 ? 0 : top + section.spacing.after - contentStart
        return SectionBody(items: frames, length: length)
    }

    /// A block's rectangles relative to its origin, in points, snapped when the block is
    /// resolved (layout-rules §10): sizes floored, and a custom rectangle's origin rounded within
    /// the block (a built-in one's is a sum of floored sizes already), so that the block's
    /// height and the next block's top stay on the pixel grid.
    static func rects(of block: MosaicBlock, small: Double, big: Double, available: Double, grid: PixelGrid) -> [Rect] {
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
                Rect(
                    x: grid.origin($0.x * available), y: grid.origin($0.y * available),
                    width: grid.size($0.width * available), height: grid.size($0.height * available))
            }
        }
    }
}
