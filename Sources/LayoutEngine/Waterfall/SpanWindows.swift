/// The window trees (`WindowTops`) of every span placement has asked about, one a span, brought
/// up to date when asked rather than at every column update.
///
/// Once a tree exists, each column update is recorded, the latest `capacity` of them in a ring.
/// A tree asked for replays the updates it has not seen, O(log n) each; one that has missed
/// more than the ring holds is filled anew from the bottoms, O(n), which costs about as much
/// as replaying a full ring. A section with one spanning width (besides single columns and
/// `full`) therefore costs O(log n) an item; with d widths taking turns, each tree replays the
/// updates of the others, O(d log n) an item, and never more than a fill, O(n).
struct SpanWindows: ~Copyable {
    private let columns: Int
    /// By span; empty until the first tree.
    private var trees: [WindowTops?] = []
    /// The latest column updates, update i at `i & (capacity − 1)`; empty until the first tree.
    private var updates: [Update] = []
    private let capacity: Int
    /// Column updates recorded since the first tree.
    private var recorded = 0
    /// Room for every column's bottom and for what a fill works out, `2 · columns` values;
    /// allocated with the first tree.
    private var scratch: UnsafeMutablePointer<Double>?

    private struct Update {
        var columns: Range<Int>
        var bottom: Double
    }

    init(columns: Int) {
        self.columns = columns
        // Replaying an update walks two paths of a tree, a fill passes over every column a few
        // times: a fill costs about as much as replaying n / log2(n) updates (docs/performance.md,
        // "Waterfall placement: the column tree and the window trees"). The ring holds that many
        // rounded down to a power of two (64 at 1,000 columns), at least 8.
        var capacity = 8
        while capacity * 2 <= columns / max(1, columns.bitWidth - columns.leadingZeroBitCount) { capacity *= 2 }
        self.capacity = capacity
    }

    deinit {
        scratch?.deallocate()
    }

    /// Records that `columns` were set to `bottom`, once some tree needs to know.
    @inline(__always)
    mutating func record(_ columns: Range<Int>, _ bottom: Double) {
        if trees.isEmpty { return }
        updates[recorded & (capacity - 1)] = Update(columns: columns, bottom: bottom)
        recorded += 1
    }

    /// The tree of `span`, up to date, if it exists and the ring still holds every update it
    /// has not seen.
    func upToDate(span: Int) -> WindowTops? {
        guard !trees.isEmpty, let tree = trees[span], recorded - tree.updatesSeen <= capacity else { return nil }
        for update in tree.updatesSeen..<recorded {
            let update = updates[update & (capacity - 1)]
            tree.raise(after: update.columns, to: update.bottom)
        }
        tree.updatesSeen = recorded
        return tree
    }

    /// Where every column's bottom goes before `filledFromBottoms`. (The first call makes the
    /// room for the trees and the ring too: updates are recorded from then on.)
    mutating func bottomsToFill() -> UnsafeMutablePointer<Double> {
        if let scratch { return scratch }
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: 2 * columns)
        buffer.initialize(repeating: 0, count: 2 * columns)
        scratch = buffer
        trees = Array(repeating: nil, count: columns)
        updates = Array(repeating: Update(columns: 0..<0, bottom: 0), count: capacity)
        return buffer
    }

    /// The tree of `span` filled from the bottoms written at `bottomsToFill()` (which include
    /// every update recorded), made if it does not exist yet.
    mutating func filledFromBottoms(span: Int) -> WindowTops {
        let bottoms = bottomsToFill()
        let tree = trees[span] ?? WindowTops(span: span, columns: columns)
        trees[span] = tree
        tree.fill(from: bottoms, columns: columns, scratch: bottoms + columns)
        tree.updatesSeen = recorded
        return tree
    }
}
