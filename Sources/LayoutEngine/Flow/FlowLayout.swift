/// Lays out a flow section as `UICollectionViewFlowLayout` does (layout-rules §9): items in
/// greedy lines; a uniform section on a grid of columns; in a variable one, full lines
/// justified and the last packed left, with the exceptions UIKit makes.
struct FlowLayout {
    let section: FlowSection
    let insets: EdgeInsets
    let environment: LayoutEnvironment

    /// The cross-axis insets a flow section adds for its reference: UIKit's default is
    /// `.fromContentInset`, which adds nothing.
    static func insets(of section: Section, in environment: LayoutEnvironment) -> EdgeInsets {
        let added: EdgeInsets
        switch environment.reference(of: section) {
        case .automatic, .none: added = .zero
        case .safeArea: added = environment.safeArea
        case .layoutMargins, .readableContent: added = environment.layoutMargins
        }
        var insets = section.contentInsets
        insets.leading += added.leading
        insets.trailing += added.trailing
        return insets
    }

    /// The element kinds of the header and the footer.
    static let headerKind = "header"
    static let footerKind = "footer"

    /// A header's or footer's zIndex: UIKit's default, raised when it pins (layout-rules §12).
    private static func zIndex(pinned: Bool) -> Int {
        pinned ? BoundaryItem.defaultZIndex + BoundaryItem.pinnedZIndexBoost : BoundaryItem.defaultZIndex
    }

    struct Result {
        var items: [Rect]
        var supplementaries: [SupplementaryFrame]
        var height: Double
    }

    func layout(top: Double) -> Result {
        let grid = environment.grid
        let width = environment.width
        let available = environment.width(inside: insets)
        let contentTop = top + section.headerHeight + insets.top
        let content: (items: [Rect], height: Double) =
            if let size = uniformSize(available: available) {
                uniform(size, available: available, contentTop: contentTop)
            } else {
                variable(available: available, contentTop: contentTop)
            }
        var supplementaries: [SupplementaryFrame] = []
        if section.headerHeight > 0 {
            let frame = Rect(x: 0, y: top, width: width, height: section.headerHeight)
            supplementaries.append(
                SupplementaryFrame(
                    kind: Self.headerKind, index: 0, item: nil, frame: grid.place(frame),
                    zIndex: Self.zIndex(pinned: section.pinsHeader)))
        }
        let footerTop = contentTop + content.height + insets.bottom
        if section.footerHeight > 0 {
            let frame = Rect(x: 0, y: footerTop, width: width, height: section.footerHeight)
            supplementaries.append(
                SupplementaryFrame(
                    kind: Self.footerKind, index: 0, item: nil, frame: grid.place(frame),
                    zIndex: Self.zIndex(pinned: section.pinsFooter)))
        }
        return Result(items: content.items, supplementaries: supplementaries, height: footerTop + section.footerHeight - top)
    }

    /// The size of item `index`: its turn's size, with the sides the item gives itself.
    private func size(of index: Int, available: Double) -> Size {
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
        return Size(width: itemWidth, height: itemHeight)
    }

    /// The one size every item has, if they all have one (a section of 0 or 1 items does).
    private func uniformSize(available: Double) -> Size? {
        guard section.itemCount > 0 else { return Size.zero }
        let first = size(of: 0, available: available)
        for index in 1..<section.itemCount where size(of: index, available: available) != first { return nil }
        return first
    }

    /// Items of one size on a grid: n columns, the leftover shared between them; a single
    /// column is centred. The short last line keeps the grid's columns.
    private func uniform(_ size: Size, available: Double, contentTop: Double) -> ([Rect], Double) {
        let count = section.itemCount
        guard count > 0 else { return ([], 0) }
        let grid = environment.grid
        let spacing = section.interitemSpacing
        let step = size.width + spacing
        guard step > 0 else {
            // Items of no width with no spacing: all on one line, at the leading edge.
            let frame = Rect(x: grid.origin(insets.leading), y: grid.origin(contentTop), width: 0, height: size.height)
            return (Array(repeating: frame, count: count), size.height)
        }
        // n = max(1, ⌊(A + s) / (w + s)⌋), however few items there are: one item sits in the
        // first column of the grid a full line would have.
        let columns = Int(max(1, min(((available + spacing) / step).rounded(.down), Double(Int32.max))))
        let gap = columns > 1 ? (available - Double(columns) * size.width) / Double(columns - 1) : 0
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        for index in 0..<count {
            let column = index % columns
            let line = index / columns
            let x = columns == 1 ? insets.leading + (available - size.width) / 2 : insets.leading + Double(column) * (size.width + gap)
            let y = contentTop + Double(line) * (size.height + section.lineSpacing)
            frames.append(Rect(x: grid.origin(x), y: grid.origin(y), width: size.width, height: size.height))
        }
        let lines = (count + columns - 1) / columns
        return (frames, Double(lines) * size.height + Double(lines - 1) * section.lineSpacing)
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
    private func variable(available: Double, contentTop: Double) -> ([Rect], Double) {
        let count = section.itemCount
        let grid = environment.grid
        let spacing = section.interitemSpacing
        let sizes = (0..<count).map { size(of: $0, available: available) }

        var lines: [Line] = []
        var start = 0
        var used = 0.0
        for index in 0..<count {
            let width = sizes[index].width
            if index > start && width > available - used {
                lines.append(Line(items: start..<index, isFull: true, leftover: available - used))
                start = index
                used = 0
            }
            used += width + spacing
        }
        if count > 0 { lines.append(Line(items: start..<count, isFull: false, leftover: available - used)) }
        let everyLineHoldsOne = lines.allSatisfy { $0.items.count == 1 }

        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var lineTop = contentTop
        for (number, line) in lines.enumerated() {
            let justified =
                line.isFull || everyLineHoldsOne || (number > 0 && line.leftover == lines[number - 1].leftover)
            let lineHeight = line.items.map { sizes[$0].height }.max() ?? 0
            var xs: [Double] = []
            if justified && line.items.count == 1 {
                xs = [insets.leading + max(0, (available - sizes[line.items.lowerBound].width) / 2)]
            } else if justified {
                let widths = line.items.reduce(0) { $0 + sizes[$1].width }
                let gap = (available - widths) / Double(line.items.count - 1)
                var x = insets.leading
                for index in line.items {
                    xs.append(x)
                    x += sizes[index].width + gap
                }
            } else {
                var x = insets.leading
                for index in line.items {
                    xs.append(x)
                    x += sizes[index].width + spacing
                }
            }
            for (offset, index) in line.items.enumerated() {
                let size = sizes[index]
                let y = lineTop + (lineHeight - size.height) / 2
                frames.append(Rect(x: grid.origin(xs[offset]), y: grid.origin(y), width: size.width, height: size.height))
            }
            lineTop += lineHeight
            if number < lines.count - 1 { lineTop += section.lineSpacing }
        }
        return (frames, lineTop - contentTop)
    }
}
