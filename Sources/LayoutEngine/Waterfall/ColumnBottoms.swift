/// The bottoms of a waterfall's columns, with the queries placement needs: the lowest column
/// (leftmost on ties) in O(1), after an update in O(log n); the first column at or below a
/// height from a given column on, in O(log n); the highest bottom of all in O(1); and the
/// highest of a span's k columns in O(k).
///
/// A segment tree sits over the bottoms, in one buffer, each node holding the lowest bottom
/// under it and its column. An update replays only the matches on its column's path, against
/// siblings it does not change, so the loads of a whole path can start at once. Bottoms only
/// ever rise (an item goes at the top of its columns and they end below it), so the highest is
/// a running maximum.
struct ColumnBottoms: ~Copyable {
    let count: Int
    private let leafBase: Int
    /// The tree: node 1 is the root, node i's children are 2i and 2i + 1, leaves from `leafBase`
    /// (those past `count` at an infinite bottom, so they never win).
    private let nodes: UnsafeMutablePointer<Lowest>
    private(set) var highest = 0.0

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
    }

    deinit {
        nodes.deallocate()
    }

    /// The bottom of `column`.
    subscript(column: Int) -> Double { nodes[leafBase + column].bottom }

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
        if nodeStart + nodeLength <= start || nodes[node].bottom > limit { return nil }
        if nodeLength == 1 { return nodeStart }
        let half = nodeLength / 2
        return first(node: 2 * node, nodeStart: nodeStart, nodeLength: half, from: start, atMost: limit)
            ?? first(node: 2 * node + 1, nodeStart: nodeStart + half, nodeLength: half, from: start, atMost: limit)
    }

    /// The highest bottom among `columns`.
    func highest(in columns: Range<Int>) -> Double {
        var result = -Double.infinity
        for column in columns { result = max(result, nodes[leafBase + column].bottom) }
        return result
    }

    /// Sets every column in `columns` to `bottom`, which is at least as high as each of them.
    mutating func set(_ columns: Range<Int>, to bottom: Double) {
        highest = max(highest, bottom)
        if columns.count == 1 {
            // One column: its path's matches again, each against the untouched sibling.
            var node = leafBase + columns.lowerBound
            var winner = Lowest(bottom: bottom, column: columns.lowerBound)
            nodes[node] = winner
            while node > 1 {
                let sibling = nodes[node ^ 1]
                winner = node & 1 == 0 ? .of(winner, sibling) : .of(sibling, winner)
                node /= 2
                nodes[node] = winner
            }
            return
        }
        // Several columns: refresh the ancestors of the range, level by level.
        for column in columns { nodes[leafBase + column].bottom = bottom }
        var low = (leafBase + columns.lowerBound) / 2
        var high = (leafBase + columns.upperBound - 1) / 2
        while low >= 1 {
            for node in low...high { nodes[node] = .of(nodes[2 * node], nodes[2 * node + 1]) }
            low /= 2
            high /= 2
        }
    }

    /// Every bottom, in column order.
    var values: [Double] { (0..<count).map { nodes[leafBase + $0].bottom } }
}
