/// Lays out a waterfall section (layout-rules §8). In a horizontal layout (§12) its columns are
/// rows across the height, filled left to right; a ratio keeps meaning width ÷ height.
struct WaterfallLayouter {
    let section: WaterfallSection
    let insets: EdgeInsets
    let context: LayoutContext

    /// The section's items, its content starting at `contentTop` along the scroll axis (the
    /// top in a vertical layout, the left in a horizontal one).
    func layout(contentTop: Double) -> SectionBody {
        context.scrollAxis == .vertical
            ? layout(contentTop: contentTop, along: VerticalAxis.self)
            : layout(contentTop: contentTop, along: HorizontalAxis.self)
    }

    /// The layout along `Scroll`'s axis, for which the loop is specialized.
    private func layout<Scroll: StaticAxis>(contentTop: Double, along _: Scroll.Type) -> SectionBody {
        let grid = context.grid
        let columns = section.columns
        let spacing = section.columnSpacing
        let available = context.crossLength(inside: insets)
        let crossStart = insets.start(along: Scroll.axis.cross)
        let columnWidth = grid.size(max(0, (available - Double(columns - 1) * spacing) / Double(columns)))
        let stride = columnWidth + spacing
        let items = section.items

        var bottoms = ColumnBottoms(count: columns)
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
            let (start, top) = place(span: span, cursor: cursor, bottoms: &bottoms)
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

    /// The start column for an item spanning `span` columns, and the top it goes at: O(log n)
    /// (with several spanning widths in a section, see `SpanWindows`).
    private func place(span: Int, cursor: Int, bottoms: inout ColumnBottoms) -> (Int, Double) {
        let columns = bottoms.count
        if span > 1 && span < columns { return place(in: bottoms.windows(span: span), cursor: cursor) }
        // One column, or all of them: a window is a column, or the only window's top is the highest.
        switch section.placement {
        case .sequential:
            return span == 1 ? (cursor, bottoms[cursor]) : (0, bottoms.highest)
        case .shortest:
            if span == 1 {
                let lowest = bottoms.lowest()
                return (lowest.column, lowest.bottom)
            }
            return (0, bottoms.highest)
        case .ordered(let tolerance):
            if span == 1 {
                let limit = bottoms.lowest().bottom + tolerance
                let start = bottoms.firstColumn(from: cursor, atMost: limit) ?? bottoms.firstColumn(from: 0, atMost: limit)!
                return (start, bottoms[start])
            }
            return (0, bottoms.highest)
        }
    }

    /// The start column for an item spanning the columns of one of `windows`, and its top.
    private func place(in windows: WindowTops, cursor: Int) -> (Int, Double) {
        switch section.placement {
        case .sequential:
            // The window at the cursor exists where the item fits there (cursor + span ≤ columns).
            let start = cursor < windows.count ? cursor : 0
            return (start, windows.top(at: start))
        case .shortest:
            return windows.lowestWindow()
        case .ordered(let tolerance):
            let limit = windows.lowestTop + tolerance
            return windows.first(from: cursor, atMost: limit) ?? windows.first(from: 0, atMost: limit)!
        }
    }
}
