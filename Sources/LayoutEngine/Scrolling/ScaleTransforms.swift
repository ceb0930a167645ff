/// The carousel's scale effect at given orthogonal offsets (layout-rules §6), along the row's
/// axis (x in a vertical layout; y in a horizontal one, §12): one snapshot per offset, each
/// computed when it is asked for.
///
/// At offset o an item is visible when (x − o, x + w − o) overlaps (0, W); its scale is
/// max(1 − |(x + w/2 − o) − W/2| / W, minimum). A row may be seen at a great many offsets, each
/// showing a great many items, so nothing is computed ahead: `visibleCount(at:)` counts what an
/// offset shows in O(log n), and `scales(at:)` lists it in index order, found by a search over
/// the row (`SpanIndex`), in time proportional to what it lists. Only the row's spans are indexed
/// when the section is laid out (O(n) to see that they never move back, as a carousel's do).
public struct ScaleTransforms: RandomAccessCollection, Hashable, Sendable {
    /// The offsets the snapshots are taken at, in the order they are reported.
    public let offsets: [Double]
    private let effect: ScaleEffect
    /// The axis the row runs along.
    private let axis: Axis
    /// The container's length along the row: W in a vertical layout.
    private let containerLength: Double
    /// The row's items as laid out (left to right: a right-to-left layout mirrors its frames
    /// afterwards; offsets and scales are distances, and stay).
    private let items: [Rect]
    /// The items that can be visible, those of some length along the row (an item of none has
    /// an empty span, which overlaps nothing), by index; nil where that is every item.
    private let shown: [Int]?
    /// The spans of the items that can be visible, in the order of `shown`.
    private let spans: SpanIndex

    init(effect: ScaleEffect, axis: Axis, containerLength: Double, items: [Rect], offsets: [Double]) {
        self.offsets = offsets
        self.effect = effect
        self.axis = axis
        self.containerLength = containerLength
        self.items = items
        let shown = items.allSatisfy { $0.length(along: axis) > 0 } ? nil : items.indices.filter { items[$0].length(along: axis) > 0 }
        self.shown = shown
        spans = SpanIndex(count: shown?.count ?? items.count) { Self.span(of: items[shown?[$0] ?? $0], along: axis) }
    }

    /// The span of the `position`th item that can be visible.
    private func span(_ position: Int) -> Span {
        Self.span(of: items[shown?[position] ?? position], along: axis)
    }

    /// The smallest scale an item shrinks to (the effect's `minimum`).
    public var minimumScale: Double { effect.minimum }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }

    /// The snapshot at `offsets[position]`: the items visible there, in index order, with their
    /// scales.
    public subscript(position: Int) -> TransformSnapshot {
        TransformSnapshot(offset: offsets[position], items: Array(scales(at: position)))
    }

    /// How many items are visible at `offsets[position]`, in O(log n).
    public func visibleCount(at position: Int) -> Int {
        spans.count(in: window(at: position), span)
    }

    /// How many items the snapshots list in all: in O(n + offsets) where the row's spans never
    /// move back and the offsets never decrease (a carousel's resting offsets, where a search
    /// for each was most of the time a refused carousel of a million pages took:
    /// docs/performance.md, "Bounded work (issue 22)"), else in O(offsets · log n).
    public var entryCount: Int {
        guard spans.isOrdered, offsets.indices.dropFirst().allSatisfy({ offsets[$0 - 1] <= offsets[$0] }) else {
            var total = 0
            for position in offsets.indices { total += visibleCount(at: position) }
            return total
        }
        // What `visibleCount(at:)` finds by two searches, found by two cursors that only move
        // forward: as the window moves forward, more items end before it and more start in it.
        var first = 0
        var end = 0
        var total = 0
        let count = spans.count
        // The items read through their buffer: a million offsets each step past about two.
        items.withUnsafeBufferPointer { items in
            func span(_ position: Int) -> Span { Self.span(of: items[shown?[position] ?? position], along: axis) }
            for offset in offsets {
                let window = Window(offset: offset, width: containerLength)
                while first < count && !window.endFits(span(first).end) { first += 1 }
                while end < count && window.startFits(span(end).start) { end += 1 }
                total += Swift.max(0, end - first)
            }
        }
        return total
    }

    /// The items visible at `offsets[position]`, in index order, with their scales.
    public func scales(at position: Int) -> ItemScales {
        let window = window(at: position)
        let visible = spans.indices(in: window, span)
        return ItemScales(
            matches: visible, shown: shown, items: items, axis: axis, offset: window.offset, width: containerLength,
            minimum: effect.minimum)
    }

    private func window(at position: Int) -> Window {
        Window(offset: offsets[position], width: containerLength)
    }

    /// An item's span along the row: its start, and its start plus its length (the far edge as
    /// the visibility test computes it).
    private static func span(of frame: Rect, along axis: Axis) -> Span {
        let start = frame.start(along: axis)
        return Span(start: start, end: start + frame.length(along: axis))
    }

    /// What is visible at `offset`: x − o < W and x + w − o > 0.
    private struct Window: SpanRange {
        var offset: Double
        var width: Double

        func startFits(_ start: Double) -> Bool { start - offset < width }
        func endFits(_ end: Double) -> Bool { end - offset > 0 }
        var isProper: Bool { width > 0 }
    }

    public static func == (lhs: ScaleTransforms, rhs: ScaleTransforms) -> Bool {
        lhs.offsets == rhs.offsets && lhs.effect == rhs.effect && lhs.axis == rhs.axis
            && lhs.containerLength == rhs.containerLength && lhs.items == rhs.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(offsets)
        hasher.combine(effect)
        hasher.combine(axis)
        hasher.combine(containerLength)
        hasher.combine(items)
    }
}

/// The items visible at one offset, in index order, with their scales, each computed as it is
/// read.
public struct ItemScales: RandomAccessCollection, Sendable {
    private let matches: SpanMatches
    /// What the matches' positions are the positions of (`ScaleTransforms.shown`).
    private let shown: [Int]?
    private let items: [Rect]
    private let axis: Axis
    private let offset: Double
    private let width: Double
    private let minimum: Double

    init(matches: SpanMatches, shown: [Int]?, items: [Rect], axis: Axis, offset: Double, width: Double, minimum: Double) {
        self.matches = matches
        self.shown = shown
        self.items = items
        self.axis = axis
        self.offset = offset
        self.width = width
        self.minimum = minimum
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { matches.count }

    public subscript(position: Int) -> ItemScale {
        let index = shown?[matches[position]] ?? matches[position]
        let frame = items[index]
        let start = frame.start(along: axis)
        let length = frame.length(along: axis)
        let distance = abs((start + length / 2 - offset) - width / 2)
        return ItemScale(index: index, scale: Swift.max(1 - distance / width, minimum))
    }
}

/// An item's scale at one orthogonal offset.
public struct ItemScale: Hashable, Sendable {
    public var index: Int
    public var scale: Double

    public init(index: Int, scale: Double) {
        self.index = index
        self.scale = scale
    }
}

/// The items visible at one orthogonal offset, in index order, with their scales.
public struct TransformSnapshot: Hashable, Sendable {
    public var offset: Double
    public var items: [ItemScale]
}
