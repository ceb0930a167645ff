/// The bottoms of a waterfall's columns, with the queries placement needs: the lowest column
/// (leftmost on ties) in O(1), after an update in O(log n); the first column at or below a
/// height from a given column on, in O(log n); the highest bottom of all in O(1); and, for items
/// spanning s columns, the tops of every window of s columns (`windows(span:)`, see
/// `WindowTops`). An update of any number of columns takes O(log n), and once there are window
/// trees it is recorded for them (`SpanWindows` says what they then cost).
///
/// A segment tree sits over the bottoms, in one buffer, each node holding the lowest bottom
/// under it and its column. An update of one column replays only the matches on its column's
/// path, against siblings it does not change, so the loads of a whole path can start at once. An
/// update of several columns (a spanning item) sets each node it covers whole to the new bottom,
/// at that node's first column (they are all equal now), and leaves the bottom pending there for
/// the node's children, which get it when a later update passes through (lazy propagation).
/// Bottoms only ever rise (an item goes at the top of its columns and they end below it), so the
/// highest is a running maximum.
struct ColumnBottoms: ~Copyable {
    let count: Int
    private let leafBase: Int
    /// The tree: node 1 is the root, node i's children are 2i and 2i + 1, leaves from `leafBase`
    /// (those past `count` at an infinite bottom, so they never win).
    private let nodes: UnsafeMutablePointer<Lowest>
    /// For each inner node, the bottom an update of several columns gave every column under it
    /// and that its children do not hold yet, or -infinity. (Index 0 is unused.)
    private let pending: UnsafeMutablePointer<Double>
    /// False until an item spans several columns (an update of several, or a window tree asked
    /// for): until then no node has a pending bottom and there is no window tree to tell, so a
    /// column's bottom is its leaf's and an update of one column replays its path alone.
    private var spanned = false
    private(set) var highest = 0.0
    private var spanWindows: SpanWindows

    /// A subtree's lowest bottom and its column.
    private struct Lowest {
        var bottom: Double
        var column: Int

        /// The lower of a left and a right subtree's lowest: the left one on ties.
        @inline(__always)
        static func of(_ left: Lowest, _ right: Lowest) -> Lowest {
            right.bottom < left.bottom ? right : left
        }
    }

    init(count: Int) {
        self.count = count
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        nodes = .allocate(capacity: 2 * base)
        for column in 0..<base {
            (nodes + base + column).initialize(to: Lowest(bottom: column < count ? 0 : .infinity, column: column))
        }
        for node in stride(from: base - 1, through: 1, by: -1) {
            (nodes + node).initialize(to: .of(nodes[2 * node], nodes[2 * node + 1]))
        }
        pending = .allocate(capacity: base)
        pending.initialize(repeating: -.infinity, count: base)
        spanWindows = SpanWindows(columns: count)
    }

    deinit {
        nodes.deallocate()
        pending.deallocate()
    }

    /// The bottom of `column`.
    subscript(column: Int) -> Double {
        let leaf = leafBase + column
        if spanned {
            // The pending bottom nearest the root is the latest: an update passing a node hands
            // its pending bottom down.
            var shift = leafBase.trailingZeroBitCount
            while shift > 0 {
                let bottom = pending[leaf >> shift]
                if bottom != -.infinity { return bottom }
                shift -= 1
            }
        }
        return nodes[leaf].bottom
    }

    /// The lowest column and its bottom; the leftmost one when several are lowest.
    func lowest() -> (column: Int, bottom: Double) {
        let root = nodes[1]
        return (root.column, root.bottom)
    }

    /// The first column at or after `start` whose bottom is at most `limit`.
    func firstColumn(from start: Int, atMost limit: Double) -> Int? {
        guard start < count else { return nil }
        return first(node: 1, nodeStart: 0, nodeLength: leafBase, from: start, atMost: limit)
    }

    private func first(node: Int, nodeStart: Int, nodeLength: Int, from start: Int, atMost limit: Double) -> Int? {
        // Under a node with a pending bottom, the nodes hold older bottoms, none higher: the
        // first column there at or below `limit` is the same.
        if nodeStart + nodeLength <= start || nodes[node].bottom > limit { return nil }
        if nodeLength == 1 { return nodeStart }
        let half = nodeLength / 2
        return first(node: 2 * node, nodeStart: nodeStart, nodeLength: half, from: start, atMost: limit)
            ?? first(node: 2 * node + 1, nodeStart: nodeStart + half, nodeLength: half, from: start, atMost: limit)
    }

    /// The tops of every window of `span` adjacent columns, 1 < `span` < `count`, up to date.
    mutating func windows(span: Int) -> WindowTops {
        if let windows = spanWindows.upToDate(span: span) { return windows }
        spanned = true
        copyBottoms(node: 1, nodeStart: 0, nodeLength: leafBase, into: spanWindows.bottomsToFill())
        return spanWindows.filledFromBottoms(span: span)
    }

    /// Writes the bottoms of the columns under `node` into `bottoms`: a node with a pending
    /// bottom has every column at it.
    private func copyBottoms(node: Int, nodeStart: Int, nodeLength: Int, into bottoms: UnsafeMutablePointer<Double>) {
        if nodeStart >= count { return }
        if nodeLength == 1 {
            bottoms[nodeStart] = nodes[node].bottom
        } else if pending[node] != -.infinity {
            (bottoms + nodeStart).update(repeating: pending[node], count: nodeLength)
        } else {
            let half = nodeLength / 2
            copyBottoms(node: 2 * node, nodeStart: nodeStart, nodeLength: half, into: bottoms)
            copyBottoms(node: 2 * node + 1, nodeStart: nodeStart + half, nodeLength: half, into: bottoms)
        }
    }

    /// Sets every column in `columns` to `bottom`, which is at least as high as each of them.
    mutating func set(_ columns: Range<Int>, to bottom: Double) {
        highest = max(highest, bottom)
        if columns.count == 1 && !spanned {
            settle(columns.lowerBound, at: bottom)
        } else {
            setMindingSpans(columns, to: bottom)
        }
    }

    /// `set` once there are spans. Apart, so that `set` stays small enough to be inlined in the
    /// layout's loop, where a section without spans updates one column an item: with all of
    /// this inside, `set` was a call that saved five registers every time, and the plain case
    /// was slower for it (docs/performance.md, "Waterfall placement: the column tree and the
    /// window trees").
    private mutating func setMindingSpans(_ columns: Range<Int>, to bottom: Double) {
        spanWindows.record(columns, bottom)
        if columns.count == 1 {
            handDownPendingBottoms(above: leafBase + columns.lowerBound)
            settle(columns.lowerBound, at: bottom)
        } else {
            spanned = true
            cover(columns, with: bottom)
        }
    }

    /// Sets one column: its path's matches again, each against the untouched sibling.
    @inline(__always)
    private func settle(_ column: Int, at bottom: Double) {
        var node = leafBase + column
        var winner = Lowest(bottom: bottom, column: column)
        nodes[node] = winner
        while node > 1 {
            let sibling = nodes[node ^ 1]
            winner = node & 1 == 0 ? .of(winner, sibling) : .of(sibling, winner)
            node /= 2
            nodes[node] = winner
        }
    }

    /// Sets the columns of `columns`, several, to `bottom`: each node the range is made of at
    /// once, pending for its children, and the nodes above them from their children again.
    private func cover(_ columns: Range<Int>, with bottom: Double) {
        let first = leafBase + columns.lowerBound
        let end = leafBase + columns.upperBound
        let levels = leafBase.trailingZeroBitCount
        // A node above either end that also holds columns outside the range hands its pending
        // bottom down first, top-down: it is recomputed from its children below.
        var shift = levels
        while shift > 0 {
            if (first >> shift) << shift != first { handDown(first >> shift, toChildrenOf: 1 << (shift - 1)) }
            if (end >> shift) << shift != end { handDown((end - 1) >> shift, toChildrenOf: 1 << (shift - 1)) }
            shift -= 1
        }
        var low = first
        var high = end
        var width = 1
        while low < high {
            if low & 1 == 1 {
                assign(low, width: width, bottom)
                low += 1
            }
            if high & 1 == 1 {
                high -= 1
                assign(high, width: width, bottom)
            }
            low >>= 1
            high >>= 1
            width <<= 1
        }
        shift = 1
        while shift <= levels {
            if (first >> shift) << shift != first { recompute(first >> shift) }
            if (end >> shift) << shift != end { recompute((end - 1) >> shift) }
            shift += 1
        }
    }

    /// `node`'s lowest from its children's.
    @inline(__always)
    private func recompute(_ node: Int) {
        nodes[node] = .of(nodes[2 * node], nodes[2 * node + 1])
    }

    /// Sets every column under `node`, `width` columns wide, to `bottom`.
    @inline(__always)
    private func assign(_ node: Int, width: Int, _ bottom: Double) {
        nodes[node] = Lowest(bottom: bottom, column: node * width - leafBase)
        if width > 1 { pending[node] = bottom }
    }

    /// Gives `node`'s pending bottom, if any, to its two children, each `half` columns wide.
    @inline(__always)
    private func handDown(_ node: Int, toChildrenOf half: Int) {
        let bottom = pending[node]
        if bottom == -.infinity { return }
        pending[node] = -.infinity
        let left = 2 * node
        let leftStart = left * half - leafBase
        nodes[left] = Lowest(bottom: bottom, column: leftStart)
        nodes[left + 1] = Lowest(bottom: bottom, column: leftStart + half)
        if half > 1 {
            pending[left] = bottom
            pending[left + 1] = bottom
        }
    }

    /// Hands every pending bottom on the path from the root down to `leaf`'s parent, so that
    /// `leaf`'s siblings on the way hold their subtrees' lowest.
    private func handDownPendingBottoms(above leaf: Int) {
        var shift = leafBase.trailingZeroBitCount
        while shift > 0 {
            handDown(leaf >> shift, toChildrenOf: 1 << (shift - 1))
            shift -= 1
        }
    }
}
