/// Lays out a waterfall section (SEMANTICS §8). In a horizontal layout (§12) its columns are
/// rows across the height, filled left to right; a ratio keeps meaning width ÷ height.
struct WaterfallLayout {
    let section: WaterfallSection
    let insets: EdgeInsets
    let environment: LayoutEnvironment

    /// The section's items, its content starting at `contentTop` along the scroll axis (the
    /// top in a vertical layout, the left in a horizontal one).
    func layout(contentTop: Double) -> SectionBody {
        environment.scrollAxis == .vertical
            ? layout(contentTop: contentTop, along: VerticalAxis.self)
            : layout(contentTop: contentTop, along: HorizontalAxis.self)
    }

    /// The layout along `Scroll`'s axis, for which the loop is specialized.
    private func layout<Scroll: StaticAxis>(contentTop: Double, along _: Scroll.Type) -> SectionBody {
        let grid = environment.grid
        let columns = section.columns
        let spacing = section.columnSpacing
        let available = environment.crossLength(inside: insets)
        let crossStart = insets.start(along: Scroll.axis.cross)
        let columnWidth = grid.size(max(0, (available - Double(columns - 1) * spacing) / Double(columns)))
        let stride = columnWidth + spacing
        let items = section.items

        var bottoms = ColumnBottoms(count: columns)
        var windowTops: [Double] = []
        var cursor = 0
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        for index in 0..<items.count {
            let item = items[index]
            let span: Int
            switch item.span ?? section.defaultSpan {
            case .full: span = columns
            case .columns(let count): span = min(max(count, 1), columns)
            }
            let (start, top) = place(span: span, cursor: cursor, bottoms: bottoms, windowTops: &windowTops)
            // Across the scroll axis the item spans its columns; along it, it is as long as its
            // ratio makes it (width ÷ ratio down a column; a row's height × ratio along a row).
            let width = Double(span) * columnWidth + Double(span - 1) * spacing
            let extra = item.extraHeight ?? section.defaultExtraHeight
            let length: Double
            switch item.size {
            case .ratio(let ratio): length = grid.size((Scroll.axis == .vertical ? width / ratio : width * ratio) + extra)
            case .height(let given): length = grid.size(given + extra)
            }
            frames.append(
                Rect(
                    along: grid.origin(contentTop + top), across: grid.origin(crossStart + Double(start) * stride),
                    length: length, thickness: width, axis: Scroll.axis))
            bottoms.set(start..<(start + span), to: top + length + section.rowSpacing)
            cursor = start + span == columns ? 0 : start + span
        }
        let length = items.isEmpty ? 0 : bottoms.highest - section.rowSpacing
        return SectionBody(items: frames, length: length)
    }

    /// The start column for an item spanning `span` columns, and the top it goes at.
    private func place(span: Int, cursor: Int, bottoms: borrowing ColumnBottoms, windowTops: inout [Double]) -> (Int, Double) {
        let columns = bottoms.count
        switch section.placement {
        case .sequential:
            let start = cursor + span <= columns ? cursor : 0
            return (start, bottoms.highest(in: start..<(start + span)))
        case .shortest:
            if span == 1 {
                let lowest = bottoms.lowest()
                return (lowest.column, lowest.bottom)
            }
            if span == columns { return (0, bottoms.highest) }
            fillWindowTops(span: span, bottoms: bottoms.values, into: &windowTops)
            var best = 0
            for start in 1..<windowTops.count where windowTops[start] < windowTops[best] { best = start }
            return (best, windowTops[best])
        case .ordered(let tolerance):
            if span == 1 {
                let limit = bottoms.lowest().bottom + tolerance
                let start = bottoms.firstColumn(from: cursor, atMost: limit) ?? bottoms.firstColumn(from: 0, atMost: limit)!
                return (start, bottoms[start])
            }
            if span == columns { return (0, bottoms.highest) }
            fillWindowTops(span: span, bottoms: bottoms.values, into: &windowTops)
            let limit = windowTops.min()! + tolerance
            let start =
                windowTops.indices.first { $0 >= cursor && windowTops[$0] <= limit }
                ?? windowTops.indices.first { windowTops[$0] <= limit }!
            return (start, windowTops[start])
        }
    }

    /// top(j) = max(bottoms[j..<j+span]) for every start j, with a monotonic queue: O(columns).
    private func fillWindowTops(span: Int, bottoms values: [Double], into tops: inout [Double]) {
        tops.removeAll(keepingCapacity: true)
        var queue = [Int]()
        queue.reserveCapacity(values.count)
        var head = 0
        for column in 0..<values.count {
            while queue.count > head && values[queue[queue.count - 1]] <= values[column] { queue.removeLast() }
            queue.append(column)
            if queue[head] <= column - span { head += 1 }
            if column >= span - 1 { tops.append(values[queue[head]]) }
        }
    }
}
