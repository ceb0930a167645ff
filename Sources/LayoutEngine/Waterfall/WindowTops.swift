/// The tops of every window of `span` adjacent columns, where window j's top is the highest
/// bottom of columns j…j+span−1 (layout-rules §8's top(j)), with the queries placement needs: the
/// lowest window (leftmost on ties), the first window at or after a start whose top is at most
/// a height, and one window's top, in O(log n) each.
///
/// A segment tree over the tops, each node holding the lowest top under it. Columns only rise,
/// and a column update sets its columns to a bottom at least as high as each of them, so every
/// window overlapping those columns rises to at least that bottom and no other window changes:
/// an update raises a range of windows to a height, in O(log n). A node inside the range whole
/// keeps the height as a floor for everything under it (`floors`), which its descendants never
/// take in: a query carries the floors of the nodes above it on its way down.
final class WindowTops {
    let span: Int
    /// How many windows there are: columns − span + 1.
    let count: Int
    private let leafBase: Int
    /// Node i's lowest top, its own floor included: node 1 is the root, node i's children are 2i
    /// and 2i + 1, leaves from `leafBase` (those past `count` at an infinite top).
    private let lowest: UnsafeMutablePointer<Double>
    /// The height every window under inner node i has been raised to at least, or -infinity.
    private let floors: UnsafeMutablePointer<Double>
    /// How many column updates (`SpanWindows`'s count) the tops include.
    var updatesSeen = 0

    /// The windows of `span` adjacent columns among `columns`, all at an infinite top until
    /// `fill`.
    init(span: Int, columns: Int) {
        self.span = span
        count = columns - span + 1
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        lowest = .allocate(capacity: 2 * base)
        lowest.initialize(repeating: .infinity, count: 2 * base)
        floors = .allocate(capacity: base)
        floors.initialize(repeating: -.infinity, count: base)
    }

    deinit {
        lowest.deallocate()
        floors.deallocate()
    }

    /// Computes every top anew from the `columns` bottoms at `bottoms`, in O(n), `scratch` having
    /// room for `columns` values. The columns are cut into blocks of `span`: a window covers the
    /// end of one block and the start of the next (or one block whole), so its top is the higher
    /// of the highest from its start to its block's end and the highest from the next block's
    /// start to its end, each a running maximum, with no branch on the bottoms. (Floors left
    /// from before are no higher than any top under them now, so they stay.)
    func fill(from bottoms: UnsafePointer<Double>, columns: Int, scratch toBlockEnd: UnsafeMutablePointer<Double>) {
        let span = span
        let lowest = lowest
        let leaves = lowest + leafBase
        for blockStart in stride(from: 0, to: columns, by: span) {
            var highest = -Double.infinity
            var column = min(blockStart + span, columns)
            while column > blockStart {
                column -= 1
                highest = max(highest, bottoms[column])
                toBlockEnd[column] = highest
            }
        }
        // Window 0 is block 0; window j > 0 ends in a later block, at column j + span − 1.
        leaves[0] = toBlockEnd[0]
        for blockStart in stride(from: span, to: columns, by: span) {
            var highest = -Double.infinity
            for column in blockStart..<min(blockStart + span, columns) {
                highest = max(highest, bottoms[column])
                leaves[column - span + 1] = max(toBlockEnd[column - span + 1], highest)
            }
        }
        var node = leafBase - 1
        while node > 0 {
            lowest[node] = min(lowest[2 * node], lowest[2 * node + 1])
            node -= 1
        }
    }

    /// The lowest top.
    var lowestTop: Double { lowest[1] }

    /// The lowest window and its top; the leftmost one when several are lowest.
    func lowestWindow() -> (start: Int, top: Double) {
        first(from: 0, atMost: lowest[1])!
    }

    /// The first window at or after `start` whose top is at most `limit`, and its top.
    func first(from start: Int, atMost limit: Double) -> (start: Int, top: Double)? {
        guard start < count else { return nil }
        return first(node: 1, nodeStart: 0, nodeLength: leafBase, floor: -.infinity, from: start, atMost: limit)
    }

    /// `floor` is the highest floor of the nodes above `node`.
    private func first(
        node: Int, nodeStart: Int, nodeLength: Int, floor: Double, from start: Int, atMost limit: Double
    ) -> (start: Int, top: Double)? {
        let top = max(lowest[node], floor)
        // The padding leaves past the last window are never reached: a finite limit is below
        // their infinite tops, and with an infinite one the window at `start` comes first.
        if nodeStart + nodeLength <= start || top > limit { return nil }
        if nodeLength == 1 { return (nodeStart, top) }
        let floor = max(floor, floors[node])
        let half = nodeLength / 2
        return first(node: 2 * node, nodeStart: nodeStart, nodeLength: half, floor: floor, from: start, atMost: limit)
            ?? first(node: 2 * node + 1, nodeStart: nodeStart + half, nodeLength: half, floor: floor, from: start, atMost: limit)
    }

    /// The top of the window starting at column `start`.
    func top(at start: Int) -> Double {
        var node = leafBase + start
        var top = lowest[node]
        while node > 1 {
            node /= 2
            top = max(top, floors[node])
        }
        return top
    }

    /// Takes in an update that set `columns` to `bottom`: every window overlapping them rises to
    /// at least `bottom`. The nodes the range of windows is made of take it as a floor, bottom-up,
    /// and the nodes above the range's two ends are recomputed from their children.
    func raise(after columns: Range<Int>, to bottom: Double) {
        assert(!columns.isEmpty)
        let first = leafBase + max(0, columns.lowerBound - span + 1)
        let last = leafBase + min(count, columns.upperBound) - 1
        var low = first
        var high = last + 1
        while low < high {
            if low & 1 == 1 {
                lift(low, to: bottom)
                low += 1
            }
            if high & 1 == 1 {
                high -= 1
                lift(high, to: bottom)
            }
            low >>= 1
            high >>= 1
        }
        low = first >> 1
        high = last >> 1
        while low > 0 {
            recompute(low)
            if high != low { recompute(high) }
            low >>= 1
            high >>= 1
        }
    }

    /// Raises every window under `node` to at least `height`.
    @inline(__always)
    private func lift(_ node: Int, to height: Double) {
        lowest[node] = max(lowest[node], height)
        if node < leafBase { floors[node] = max(floors[node], height) }
    }

    /// `node`'s lowest top from its children's and its own floor. (On a node raised whole this
    /// gives what raising gave: its floor is that high.)
    @inline(__always)
    private func recompute(_ node: Int) {
        lowest[node] = max(floors[node], min(lowest[2 * node], lowest[2 * node + 1]))
    }
}
