/// How a waterfall item gets its height.
public enum WaterfallItemSize: Hashable, Sendable {
    /// Width ÷ height.
    case ratio(Double)
    /// A height in points.
    case height(Double)
}

/// How many columns an item spans.
public enum ColumnSpan: Hashable, Sendable {
    /// This many columns (clamped to the section's columns).
    case columns(Int)
    /// Every column.
    case full
}

/// One waterfall item; `nil` span and extra height take the section's defaults.
public struct WaterfallItem: Hashable, Sendable {
    public var size: WaterfallItemSize
    public var span: ColumnSpan?
    public var extraHeight: Double?

    public init(size: WaterfallItemSize, span: ColumnSpan? = nil, extraHeight: Double? = nil) {
        self.size = size
        self.span = span
        self.extraHeight = extraHeight
    }
}

/// A waterfall's items, stored column-wise so that a million plain ratios take 8 bytes each:
/// spans, extra heights and heights take room only once some item has one.
public struct WaterfallItems: Hashable, Sendable {
    /// Each item's ratio, or its height where `isHeight` says so.
    private var values: [Double] = []
    private var isHeight: [Bool]?
    /// `defaultSpan` = the section's default, `fullSpan` = full, else a column count (clamped to
    /// 32 bits: any count past the columns is all of them).
    private var spans: [Int32]?
    private static let defaultSpan = Int32.min
    private static let fullSpan = Int32.min + 1
    /// nil = the section's default.
    private var extraHeights: [Double?]?

    public init() {}

    /// Items of these ratios (width ÷ height).
    public init(ratios: [Double]) {
        values = ratios
    }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    public mutating func reserveCapacity(_ capacity: Int) {
        values.reserveCapacity(capacity)
    }

    public mutating func append(_ item: WaterfallItem) {
        let index = values.count
        switch item.size {
        case .ratio(let ratio):
            values.append(ratio)
            isHeight?.append(false)
        case .height(let height):
            values.append(height)
            if isHeight == nil { isHeight = [Bool](repeating: false, count: index) }
            isHeight!.append(true)
        }
        let span: Int32
        switch item.span {
        case nil: span = Self.defaultSpan
        case .full: span = Self.fullSpan
        case .columns(let columns): span = max(Self.fullSpan + 1, Int32(clamping: columns))
        }
        if span != Self.defaultSpan && spans == nil { spans = [Int32](repeating: Self.defaultSpan, count: index) }
        spans?.append(span)
        if item.extraHeight != nil && extraHeights == nil { extraHeights = [Double?](repeating: nil, count: index) }
        extraHeights?.append(item.extraHeight)
    }

    /// The items' ratios, in order, where each item is a bare ratio (no height, span or extra
    /// height of its own): what a spec's `ratios` gives. Reading them this way costs nothing per
    /// item, where the subscript makes each item.
    public var bareRatios: [Double]? {
        guard spans == nil, extraHeights == nil, isHeight?.contains(true) != true else { return nil }
        return values
    }

    /// The first item given a height rather than a ratio.
    var firstWithHeight: Int? {
        isHeight?.firstIndex(of: true)
    }

    /// The first item given its own extra height.
    var firstWithExtraHeight: Int? {
        extraHeights?.firstIndex { $0 != nil }
    }

    public subscript(index: Int) -> WaterfallItem {
        let value = values[index]
        let size: WaterfallItemSize = isHeight?[index] == true ? .height(value) : .ratio(value)
        var span: ColumnSpan?
        switch spans?[index] ?? Self.defaultSpan {
        case Self.defaultSpan: span = nil
        case Self.fullSpan: span = .full
        case let columns: span = .columns(Int(columns))
        }
        return WaterfallItem(size: size, span: span, extraHeight: extraHeights?[index] ?? nil)
    }
}

/// Where a waterfall puts each next item (layout-rules §8).
public enum WaterfallPlacement: Hashable, Sendable {
    /// The start column with the lowest top; ties go to the leftmost.
    case shortest
    /// Among the starts whose top is within `tolerance` of the lowest, the first at or after
    /// the cursor, else the first. An infinite tolerance is round-robin.
    case ordered(tolerance: Double)
    /// The cursor's column, or column 0 when the item does not fit there.
    case sequential
}

/// A Pinterest-style section: items in columns, each under the column that suits the placement.
public struct WaterfallSection: Hashable, Sendable {
    public var columns: Int
    public var columnSpacing: Double
    public var rowSpacing: Double
    public var placement: WaterfallPlacement
    public var defaultSpan: ColumnSpan
    public var defaultExtraHeight: Double
    public var items: WaterfallItems

    public init(
        columns: Int = 2, columnSpacing: Double = 8, rowSpacing: Double = 8, placement: WaterfallPlacement = .shortest,
        defaultSpan: ColumnSpan = .columns(1), defaultExtraHeight: Double = 0, items: WaterfallItems
    ) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.placement = placement
        self.defaultSpan = defaultSpan
        self.defaultExtraHeight = defaultExtraHeight
        self.items = items
    }

    /// Why the section cannot be laid out in a horizontal layout, if it cannot: a row there
    /// fixes every item's height, so neither a height nor an extra height can be given.
    var horizontalRefusal: LayoutError.HorizontalRefusal? {
        if let item = items.firstWithHeight { return .waterfallItemHeight(item: item) }
        if defaultExtraHeight != 0 { return .waterfallExtraHeight(item: nil) }
        if let item = items.firstWithExtraHeight { return .waterfallExtraHeight(item: item) }
        return nil
    }
}
