/// A block of a mosaic pattern: squares of the section's available width (layout-rules §10).
public enum MosaicBlock: Hashable, Sendable {
    /// A big square and two small ones stacked at its right.
    case oneTwo
    /// Two small squares stacked, and a big one at their right.
    case twoOne
    /// Three small squares, placed right to left.
    case threeRight
    /// Three small squares, placed left to right.
    case threeLeft
    /// Rectangles [x, y, width, height] in fractions of the available width.
    case rects([Rect])

    /// The names of the built-in blocks.
    public static let builtIn: [String: MosaicBlock] = [
        "oneTwo": .oneTwo, "twoOne": .twoOne, "threeRight": .threeRight, "threeLeft": .threeLeft,
    ]
}

/// Space around a mosaic's blocks.
public struct MosaicSpacing: Hashable, Sendable {
    public var before: Double
    public var between: Double
    public var after: Double

    public init(before: Double = 0, between: Double = 0, after: Double = 0) {
        self.before = before
        self.between = between
        self.after = after
    }
}

/// Repeating blocks of squares (seed 004's SquareMosaicLayout).
public struct MosaicSection: Hashable, Sendable {
    public var itemCount: Int
    public var pattern: [MosaicBlock]
    /// The block that repeats forever after the ones before it (those after it are never
    /// used); `nil` repeats the whole pattern.
    public var repeatBlock: Int?
    public var spacing: MosaicSpacing

    public init(itemCount: Int, pattern: [MosaicBlock], repeatBlock: Int? = nil, spacing: MosaicSpacing = MosaicSpacing()) {
        self.itemCount = itemCount
        self.pattern = pattern
        self.repeatBlock = repeatBlock
        self.spacing = spacing
    }

    /// The block of the `number`th repetition. A pattern the spec's checks would refuse (none,
    /// a repeated block past it, a block of no rects) lays out as `oneTwo` there, never trapping.
    func block(_ number: Int) -> MosaicBlock {
        guard !pattern.isEmpty else { return .oneTwo }
        let block: MosaicBlock
        if let repeatBlock {
            block = pattern[max(0, min(number, repeatBlock, pattern.count - 1))]
        } else {
            block = pattern[number % pattern.count]
        }
        if case .rects(let rects) = block, rects.isEmpty { return .oneTwo }
        return block
    }
}
