@testable import LayoutEngine
import Testing
import TestSupport

/// `SpanIndex` against the straightforward answer: every span tested in turn.
@Suite struct SpanIndexTests {
    enum Order: CaseIterable {
        /// Starts and ends never move back: a run of indices answers.
        case both
        /// Starts never move back, ends do (a waterfall's items).
        case starts
        /// Anywhere (a custom group's frames).
        case neither
    }

    /// Spans on a grid of quarter points (so that ties and touching edges are common), some of
    /// no length.
    func spans(_ count: Int, _ order: Order, _ generator: inout SeededRandom) -> [Span] {
        var start = 0.0
        var end = 0.0
        return (0..<count).map { _ in
            let length = Double(Int.random(in: 0...40, using: &generator)) / 4
            switch order {
            case .both, .starts: start += Double(Int.random(in: 0...4, using: &generator)) / 4
            case .neither: start = Double(Int.random(in: 0...200, using: &generator)) / 4
            }
            end = order == .both ? max(end, start + length) : start + length
            return Span(start: start, end: end)
        }
    }

    func expected(_ spans: [Span], _ range: some SpanRange) -> [Int] {
        spans.indices.filter { range.startFits(spans[$0].start) && range.endFits(spans[$0].end) }
    }

    @Test(arguments: 0..<60) func countsAndListsWhatTheRangeTakes(seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed))
        let order = Order.allCases[seed % 3]
        let all = spans(Int.random(in: 0...300, using: &generator), order, &generator)
        let index = SpanIndex(count: all.count) { all[$0] }
        let neverBack = zip(all, all.dropFirst()).allSatisfy { $0.start <= $1.start && $0.end <= $1.end }
        #expect(index.isOrdered == neverBack)
        if order == .both { #expect(index.isOrdered) }
        for _ in 0..<50 {
            let low = Double(Int.random(in: -10...260, using: &generator)) / 4
            let high = low + Double(Int.random(in: 0...80, using: &generator)) / 4
            let range = TouchingRange(low: low, high: high)
            let taken = expected(all, range)
            #expect(index.count(in: range) { all[$0] } == taken.count, "seed \(seed), [\(low), \(high)]")
            #expect(Array(index.indices(in: range) { all[$0] }) == taken, "seed \(seed), [\(low), \(high)]")
        }
    }

    /// A range that is not proper (its high end before its low end) is counted by listing.
    @Test func aRangeThatIsNotProperIsCountedExactly() {
        let all = [Span(start: 0, end: 10), Span(start: 4, end: 5), Span(start: 2, end: 3)]
        let index = SpanIndex(count: all.count) { all[$0] }
        #expect(!index.isOrdered)
        // Starts up to 4.5 and ends from 6: only the first span.
        let range = TouchingRange(low: 6, high: 4.5)
        #expect(index.count(in: range) { all[$0] } == 1)
        #expect(Array(index.indices(in: range) { all[$0] }) == [0])
    }

    /// One long span first, then short ones: the long one is found from any range it meets,
    /// and the short ones far from the range are not looked at (the tree finds the rest).
    @Test func aLongSpanFirstDoesNotHideTheRest() {
        let all = [Span(start: 0, end: 1_000_000)] + (0..<1000).map { Span(start: Double($0), end: Double($0) + 1) }
        let index = SpanIndex(count: all.count) { all[$0] }
        #expect(!index.isOrdered)
        let range = TouchingRange(low: 500.5, high: 502.5)
        // The long span, and the short ones [500, 501], [501, 502], [502, 503] (indices 501…503).
        #expect(index.count(in: range) { all[$0] } == 4)
        #expect(Array(index.indices(in: range) { all[$0] }) == [0, 501, 502, 503])
    }
}

