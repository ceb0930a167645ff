import LayoutEngine

/// A waterfall laid out the straightforward way, as the engine did before its window trees:
/// layout-rules §8 word for word, the bottoms in a plain array, and for each spanning item every
/// window's top filled by a scan of the columns (O(columns) an item). The property tests compare
/// the engine's frames with these, bit for bit.
struct ScanningWaterfall {
    let section: WaterfallSection
    /// The width between the section's leading and trailing insets.
    let available: Double
    let leading: Double
    /// The content top: where the section's items start, inside its top inset.
    let contentTop: Double
    let grid: PixelGrid

    /// The item frames, and the content height (the section's less its insets).
    func layout() -> (items: [Rect], height: Double) {
        let columns = section.columns
        let spacing = section.columnSpacing
        let columnWidth = grid.size(max(0, (available - Double(columns - 1) * spacing) / Double(columns)))
        let stride = columnWidth + spacing
        var bottoms = [Double](repeating: 0, count: columns)
        var cursor = 0
        var frames: [Rect] = []
        for index in 0..<section.items.count {
            let item = section.items[index]
            let span: Int
            switch item.span ?? section.defaultSpan {
            case .full: span = columns
            case .columns(let count): span = min(max(count, 1), columns)
            }
            let (start, top) = place(span: span, cursor: cursor, bottoms: bottoms)
            let width = Double(span) * columnWidth + Double(span - 1) * spacing
            let extra = item.extraHeight ?? section.defaultExtraHeight
            let height: Double
            switch item.size {
            case .ratio(let ratio): height = grid.size(width / ratio + extra)
            case .height(let given): height = grid.size(given + extra)
            }
            frames.append(
                Rect(
                    x: grid.origin(leading + Double(start) * stride), y: grid.origin(contentTop + top),
                    width: width, height: height))
            for column in start..<(start + span) { bottoms[column] = top + height + section.rowSpacing }
            cursor = start + span == columns ? 0 : start + span
        }
        let height = frames.isEmpty ? 0 : bottoms.max()! - section.rowSpacing
        return (frames, height)
    }

    /// The start column and top of an item spanning `span` columns.
    private func place(span: Int, cursor: Int, bottoms: [Double]) -> (Int, Double) {
        let columns = bottoms.count
        let tops = windowTops(span: span, bottoms: bottoms)
        switch section.placement {
        case .sequential:
            let start = cursor + span <= columns ? cursor : 0
            return (start, tops[start])
        case .shortest:
            var best = 0
            for start in 1..<tops.count where tops[start] < tops[best] { best = start }
            return (best, tops[best])
        case .ordered(let tolerance):
            let limit = tops.min()! + tolerance
            let start =
                tops.indices.first { $0 >= cursor && tops[$0] <= limit }
                ?? tops.indices.first { tops[$0] <= limit }!
            return (start, tops[start])
        }
    }

    /// top(j) = max(bottoms[j..<j+span]) for every start j, with a monotonic queue: O(columns).
    private func windowTops(span: Int, bottoms: [Double]) -> [Double] {
        var tops: [Double] = []
        var queue: [Int] = []
        var head = 0
        for column in 0..<bottoms.count {
            while queue.count > head && bottoms[queue[queue.count - 1]] <= bottoms[column] { queue.removeLast() }
            queue.append(column)
            if queue[head] <= column - span { head += 1 }
            if column >= span - 1 { tops.append(bottoms[queue[head]]) }
        }
        return tops
    }
}
