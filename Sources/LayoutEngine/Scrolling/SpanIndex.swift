/// Where an element lies along one axis: from `start` to `end` (never before its start).
struct Span: Hashable, Sendable {
    var start: Double
    var end: Double
}

/// Which spans a range takes, as two tests: one on a span's start, true for every start up to
/// some value (and none past it), one on its end, true for every end from some value on. A span
/// is taken when both hold.
///
/// A range is proper when a span whose end fails always has a start that passes: true of any
/// range whose low end is not past its high end, spans being no shorter than nothing. Only a
/// proper range is counted without listing what it takes.
protocol SpanRange {
    func startFits(_ start: Double) -> Bool
    func endFits(_ end: Double) -> Bool
    var isProper: Bool { get }
}

/// Spans meeting [low, high], touching included: what may be on screen in a rect that covers
/// that stretch of the axis, before a closer look.
struct TouchingRange: SpanRange {
    var low: Double
    var high: Double

    func startFits(_ start: Double) -> Bool { start <= high }
    func endFits(_ end: Double) -> Bool { end >= low }
    var isProper: Bool { low <= high }
}

/// Spans, by index, that answer which of them a range takes: how many in O(log n), and which,
/// in index order, in O(log n + k) or O(log n + k log n) (k the spans taken).
///
/// Most spans never move back as their index grows (a row's items, a list's lines, sections
/// one after the other); then those a range takes are a run of consecutive indices, found by
/// two binary searches in the spans themselves, and the index keeps nothing. Otherwise (a
/// waterfall's columns, a custom group's frames in any order) it keeps the ends sorted, the
/// starts sorted with the index each belongs to, and over the spans in the order of their starts
/// a tree of the largest end below each node: the spans whose start fits are a prefix of that
/// order, and the tree finds those of them whose end fits without looking at any other.
///
/// The index does not keep the spans: each question is asked with the same `span` they were
/// indexed from (for spans that never move back, it reads them there).
struct SpanIndex: Sendable {
    /// How many spans there are.
    let count: Int
    /// Set when some span moves back: the spans sorted.
    private let sorted: SortedSpans?

    /// Spans that move back, sorted to be counted and searched.
    private struct SortedSpans: Sendable {
        /// The starts in increasing order.
        var starts: [Double]
        /// The index of the span each of `starts` belongs to; nil when that is its position
        /// (the starts never move back, only the ends).
        var indices: [Int32]?
        /// The ends in increasing order.
        var ends: [Double]
        /// A segment tree over the spans in the order of `starts`: leaf `count + p` holds the
        /// end of the span at position p, each node the largest end below it.
        var largestEnds: [Double]
    }

    /// An index of `span(0)`, …, `span(count − 1)`.
    init(count: Int, _ span: (Int) -> Span) {
        self.count = count
        var startsMoveBack = false
        var endsMoveBack = false
        if count > 1 {
            var previous = span(0)
            for index in 1..<count {
                let next = span(index)
                if next.start < previous.start { startsMoveBack = true }
                if next.end < previous.end { endsMoveBack = true }
                previous = next
            }
        }
        guard startsMoveBack || endsMoveBack else {
            sorted = nil
            return
        }
        var starts: [Double]
        var indices: [Int32]? = nil
        if startsMoveBack {
            var order = (0..<count).map { (start: span($0).start, index: Int32($0)) }
            order.sort { $0.start < $1.start }
            starts = order.map(\.start)
            indices = order.map(\.index)
        } else {
            starts = (0..<count).map { span($0).start }
        }
        var ends = [Double](repeating: 0, count: count)
        var largestEnds = [Double](repeating: -.infinity, count: 2 * count)
        for position in 0..<count {
            let end = span(indices.map { Int($0[position]) } ?? position).end
            ends[position] = end
            largestEnds[count + position] = end
        }
        for node in stride(from: count - 1, to: 0, by: -1) {
            largestEnds[node] = max(largestEnds[2 * node], largestEnds[2 * node + 1])
        }
        ends.sort()
        sorted = SortedSpans(starts: starts, indices: indices, ends: ends, largestEnds: largestEnds)
    }

    /// Whether the spans a range takes are always a run of consecutive indices.
    var isOrdered: Bool { sorted == nil }

    /// From the earliest start to the latest end, in O(1), `span` being what the index was
    /// made from; nil when there are no spans.
    func reach(_ span: (Int) -> Span) -> Span? {
        guard count > 0 else { return nil }
        guard let sorted else { return Span(start: span(0).start, end: span(count - 1).end) }
        return Span(start: sorted.starts[0], end: sorted.ends[count - 1])
    }

    /// How many spans `range` takes: O(log n) (for a range that is not proper, as long as
    /// listing them takes).
    func count(in range: some SpanRange, _ span: (Int) -> Span) -> Int {
        guard let sorted else { return run(in: range, span).count }
        guard range.isProper else { return indices(in: range, span).count }
        let fitting = Self.partition(sorted.starts.count) { range.startFits(sorted.starts[$0]) }
        let endingBefore = Self.partition(sorted.ends.count) { !range.endFits(sorted.ends[$0]) }
        return max(0, fitting - endingBefore)
    }

    /// The indices of the spans `range` takes, in increasing order.
    func indices(in range: some SpanRange, _ span: (Int) -> Span) -> SpanMatches {
        guard let sorted else { return SpanMatches(run: run(in: range, span)) }
        let fitting = Self.partition(sorted.starts.count) { range.startFits(sorted.starts[$0]) }
        var found: [Int] = []
        // The prefix [0, fitting) as the tree's nodes that cover it exactly, each searched
        // only where an end below it fits.
        var low = count
        var high = count + fitting
        while low < high {
            if low & 1 == 1 {
                collect(below: low, range, sorted, into: &found)
                low += 1
            }
            if high & 1 == 1 {
                high -= 1
                collect(below: high, range, sorted, into: &found)
            }
            low /= 2
            high /= 2
        }
        if let indices = sorted.indices { found = found.map { Int(indices[$0]) } }
        found.sort()
        return SpanMatches(list: found)
    }

    /// The positions under tree node `node` whose end fits.
    private func collect(below node: Int, _ range: some SpanRange, _ sorted: SortedSpans, into found: inout [Int]) {
        guard range.endFits(sorted.largestEnds[node]) else { return }
        if node >= count {
            found.append(node - count)
        } else {
            collect(below: 2 * node, range, sorted, into: &found)
            collect(below: 2 * node + 1, range, sorted, into: &found)
        }
    }

    /// For spans that never move back: those from the first whose end fits to the last whose
    /// start does.
    private func run(in range: some SpanRange, _ span: (Int) -> Span) -> Range<Int> {
        let first = Self.partition(count) { !range.endFits(span($0).end) }
        let end = Self.partition(count) { range.startFits(span($0).start) }
        return first..<max(first, end)
    }

    /// The number of leading positions of 0..<count for which `holds` is true, given that it is
    /// true for a prefix of them and false after.
    private static func partition(_ count: Int, _ holds: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The indices of the spans a range takes, in increasing order: a run of consecutive indices, or
/// a list of them.
struct SpanMatches: RandomAccessCollection, Sendable {
    private let run: Range<Int>
    private let list: [Int]?

    init(run: Range<Int>) {
        self.run = run
        list = nil
    }

    init(list: [Int]) {
        run = 0..<list.count
        self.list = list
    }

    var startIndex: Int { 0 }
    var endIndex: Int { run.count }

    subscript(position: Int) -> Int {
        list?[position] ?? run.lowerBound + position
    }
}
