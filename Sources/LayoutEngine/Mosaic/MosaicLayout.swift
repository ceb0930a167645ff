/// Lays out a mosaic (SEMANTICS §10): blocks down the section, each taking the next items.
struct MosaicLayout {
    let section: MosaicSection
    let insets: EdgeInsets
    let environment: LayoutEnvironment

    func layout(contentTop: Double) -> SectionBody {
        let grid = environment.grid
        let available = environment.width(inside: insets)
        let small = grid.size(available / 3)
        let big = grid.size(available - small)
        var frames: [Rect] = []
        frames.reserveCapacity(section.itemCount)
        var top = contentTop + section.spacing.before
        var number = 0
        while frames.count < section.itemCount {
            let rects = Self.rects(of: section.block(number), small: small, big: big, available: available, grid: grid)
            var bottom = 0.0
            for rect in rects.prefix(section.itemCount - frames.count) {
                frames.append(grid.place(Rect(x: insets.leading + rect.x, y: top + rect.y, width: rect.width, height: rect.height)))
                bottom = max(bottom, rect.maxY)
            }
            top += bottom
            number += 1
            if frames.count < section.itemCount { top += section.spacing.between }
        }
        let height = section.itemCount == 0 ? 0 : top + section.spacing.after - contentTop
        return SectionBody(items: frames, height: height)
    }

    /// A block's rectangles relative to its origin, in points.
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
                    x: $0.x * available, y: $0.y * available, width: grid.size($0.width * available),
                    height: grid.size($0.height * available))
            }
        }
    }
}
