/// Lays out a flow section as `UICollectionViewFlowLayout` does (layout-rules §9): items in
/// greedy lines; a uniform section on a grid of columns; in a variable one, full lines
/// justified and the last packed left, with the exceptions UIKit makes. In a horizontal layout
/// every rule holds with the axes exchanged (§12): lines run down as columns, filled top to
/// bottom, and the sections stack left to right.
struct FlowLayouter {
    let section: FlowSection
    let insets: EdgeInsets
    let context: LayoutContext

    /// The insets of a flow section with what its reference adds across the scroll axis: UIKit's
    /// default is `.fromContentInset`, which adds nothing.
    static func insets(of section: Section, in context: LayoutContext) -> EdgeInsets {
        let added: EdgeInsets
        switch context.reference(of: section) {
        case .automatic, .none: added = .zero
        case .safeArea: added = context.safeArea
        case .layoutMargins, .readableContent: added = context.layoutMargins
        }
        return section.contentInsets + added.zeroing(context.scrollAxis)
    }

    /// A header's or footer's zIndex: UIKit's default, raised when it pins (layout-rules §12).
    private static func zIndex(pinned: Bool) -> Int {
        pinned ? BoundaryItem.defaultZIndex + BoundaryItem.pinnedZIndexBoost : BoundaryItem.defaultZIndex
    }

    struct Result {
        var items: [Rect]
        var supplementaries: [SupplementaryFrame]
        /// The section's length along the scroll axis: header, insets, lines and footer.
        var length: Double
    }

    /// An item's extents: across the scroll axis (its width in a vertical layout), which lines
    /// fill, and along it (its height there), which lines are as long as their longest.
    private struct Extent: Equatable {
        var across: Double
        var along: Double
    }

    private var axis: Axis { context.scrollAxis }

    /// The section laid out from `start` along the scroll axis.
    func layout(start: Double) -> Result {
        let grid = context.grid
        let crossLength = context.length(along: axis.cross)
        let available = context.crossLength(inside: insets)
        let contentStart = start + section.headerHeight + insets.start(along: axis)
        let content: (items: [Rect], length: Double) =
            if let extent = uniformExtent(available: available) {
                uniform(extent, available: available, contentStart: contentStart)
            } else {
                variable(available: available, contentStart: contentStart)
            }
        var supplementaries: [SupplementaryFrame] = []
        if section.headerHeight > 0 {
            let frame = Rect(along: start, across: 0, length: section.headerHeight, thickness: crossLength, axis: axis)
            supplementaries.append(
                SupplementaryFrame(
                    kind: FlowSection.headerKind, index: 0, item: nil, frame: grid.place(frame),
                    zIndex: Self.zIndex(pinned: section.pinsHeader)))
        }
        let footerStart = contentStart + content.length + insets.end(along: axis)
        if section.footerHeight > 0 {
            let frame = Rect(along: footerStart, across: 0, length: section.footerHeight, thickness: crossLength, axis: axis)
            supplementaries.append(
                SupplementaryFrame(
                    kind: FlowSection.footerKind, index: 0, item: nil, frame: grid.place(frame),
                    zIndex: Self.zIndex(pinned: section.pinsFooter)))
        }
        // Negative insets may pass the header and lines back: a length is never negative (§3).
        let length = max(0, footerStart + section.footerHeight - start)
        return Result(items: content.items, supplementaries: supplementaries, length: length)
    }

    /// The extents of item `index`: its turn's size, with the sides the item gives itself. A
    /// width relative to the available one is a vertical layout's (a horizontal one refuses it).
    private func extent(of index: Int, available: Double) -> Extent {
        // No size at all (which the spec's checks refuse) is the standard one.
        let base = section.sizes.isEmpty ? .standard : section.sizes[index % section.sizes.count]
        let given = section.itemSizes?.size(of: index)
        let itemWidth: Double
        if let width = given?.width {
            itemWidth = width
        } else {
            switch base.width {
            case .points(let points): itemWidth = points
            case .fraction(let fraction): itemWidth = fraction * available
            case .perRow(let count):
                itemWidth = max(0, (available - Double(count - 1) * section.interitemSpacing) / Double(count))
            }
        }
        let itemHeight: Double
        if let height = given?.height {
            itemHeight = height
        } else {
            switch base.height {
            case .points(let points): itemHeight = points
            case .aspect(let ratio): itemHeight = itemWidth / ratio
            }
        }
        return axis == .vertical ? Extent(across: itemWidth, along: itemHeight) : Extent(across: itemHeight, along: itemWidth)
    }

    /// The one extent every item has, if they all have one (a section of 0 or 1 items does).
    private func uniformExtent(available: Double) -> Extent? {
        guard section.itemCount > 0 else { return Extent(across: 0, along: 0) }
        let first = extent(of: 0, available: available)
        for index in 1..<section.itemCount where extent(of: index, available: available) != first { return nil }
        return first
    }

    /// An item's frame from its place and extents, both origins on the pixel grid.
    private func frame(along: Double, across: Double, _ extent: Extent) -> Rect {
        let grid = context.grid
        return Rect(
            along: grid.origin(along), across: grid.origin(across), length: extent.along, thickness: extent.across, axis: axis)
    }

    /// Items of one size on a grid: n columns, the leftover shared between them; a single
    /// column is centred. The short last line keeps the grid's columns.
    private func uniform(_ extent: Extent, available: Double, contentStart: Double) -> ([Rect], Double) {
        let count = section.itemCount
        guard count > 0 else { return ([], 0) }
        let leading = insets.start(along: axis.cross)
        let spacing = section.interitemSpacing
        let step = extent.across + spacing
        guard step > 0 else {
            // Items of no width with no spacing: all on one line, at the leading edge.
            return (Array(repeating: frame(along: contentStart, across: leading, extent), count: count), extent.along)
        }
        // n = max(1, ⌊(A + s) / (w + s)⌋), however few items there are: one item sits in the
        // first column of the grid a full line would have.
        let columns = Int(max(1, min(((available + spacing) / step).rounded(.down), Double(Int32.max))))
        let gap = columns > 1 ? (available - Double(columns) * extent.across) / Double(columns - 1) : 0
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        // Lines accumulate down the section (layout-rules §1: the previous line's start, plus its
        // height, plus the spacing), as a variable section's do, so that a section of one size
        // lays out as the same items given size by size.
        var lineStart = contentStart
        for index in 0..<count {
            let column = index % columns
            if column == 0 && index > 0 { lineStart = lineStart + extent.along + section.lineSpacing }
            let across =
                columns == 1 ? leading + (available - extent.across) / 2 : leading + Double(column) * (extent.across + gap)
            frames.append(frame(along: lineStart, across: across, extent))
        }
        return (frames, lineStart + extent.along - contentStart)
    }

    /// A line of a variable section.
    private struct Line {
        var items: Range<Int>
        /// Whether the line ended because the next item did not fit (not because items ran out).
        var isFull: Bool
        /// available − Σ(width + spacing).
        var leftover: Double
    }

    /// Items of several sizes in greedy lines: full lines justified, the last packed left.
    private func variable(available: Double, contentStart: Double) -> ([Rect], Double) {
        let count = section.itemCount
        let extents = (0..<count).map { extent(of: $0, available: available) }
        let leading = insets.start(along: axis.cross)
        let spacing = section.interitemSpacing

        var lines: [Line] = []
        var start = 0
        var used = 0.0
        for index in 0..<count {
            let across = extents[index].across
            if index > start && across > available - used {
                lines.append(Line(items: start..<index, isFull: true, leftover: available - used))
                start = index
                used = 0
            }
            used += across + spacing
        }
        if count > 0 { lines.append(Line(items: start..<count, isFull: false, leftover: available - used)) }
        let everyLineHoldsOne = lines.allSatisfy { $0.items.count == 1 }

        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var lineStart = contentStart
        for (number, line) in lines.enumerated() {
            let justified =
                line.isFull || everyLineHoldsOne || (number > 0 && line.leftover == lines[number - 1].leftover)
            let lineLength = line.items.map { extents[$0].along }.max() ?? 0
            var positions: [Double] = []
            if justified && line.items.count == 1 {
                positions = [leading + max(0, (available - extents[line.items.lowerBound].across) / 2)]
            } else if justified {
                let total = line.items.reduce(0) { $0 + extents[$1].across }
                let gap = (available - total) / Double(line.items.count - 1)
                var position = leading
                for index in line.items {
                    positions.append(position)
                    position += extents[index].across + gap
                }
            } else {
                var position = leading
                for index in line.items {
                    positions.append(position)
                    position += extents[index].across + spacing
                }
            }
            for (offset, index) in line.items.enumerated() {
                let extent = extents[index]
                frames.append(frame(along: lineStart + (lineLength - extent.along) / 2, across: positions[offset], extent))
            }
            lineStart += lineLength
            if number < lines.count - 1 { lineStart += section.lineSpacing }
        }
        return (frames, lineStart - contentStart)
    }
}
