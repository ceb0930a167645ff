/// The bottoms of a waterfall's columns, with the queries placement needs: the lowest column
/// (leftmost on ties) and the first column at or below a height from a given column on, in
/// O(log n); the highest bottom of all in O(1); and the highest of a span's k columns in O(k).
///
/// A minimum segment tree sits over the bottoms, in one buffer. Bottoms only ever rise (an item
/// goes at the top of its columns and they end below it), so the highest is a running maximum.
struct ColumnBottoms: ~Copyable {
    let count: Int
    private let leafBase: Int
    /// The tree: node 1 is the root, node i's children are 2i and 2i + 1, leaves from `leafBase`.
    private let lows: UnsafeMutablePointer<Double>
    private(set) var highest = 0.0

    init(count: Int) {
        self.count = count
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        lows = .allocate(capacity: 2 * base)
        lows.initialize(repeating: .infinity, count: 2 * base)
        (lows + base).initialize(repeating: 0, count: count)
        for node in stride(from: base - 1, through: 1, by: -1) {
            lows[node] = min(lows[2 * node], lows[2 * node + 1])
        }
    }

    deinit {
        lows.deallocate()
    }

    /// The bottom of `column`.
    subscript(column: Int) -> Double { lows[leafBase + column] }

    /// The lowest column and its bottom; the leftmost one when several are lowest.
    func lowest() -> (column: Int, bottom: Double) {
        var node = 1
        while node < leafBase {
            // To the right child only when it is strictly lower: ties go left. Arithmetic, not
            // a branch, as the way down is as good as random.
            node = 2 * node + (lows[2 * node + 1] < lows[2 * node] ? 1 : 0)
        }
        return (node - leafBase, lows[node])
    }

    /// The first column at or after `start` whose bottom is at most `limit`.
    func firstColumn(from start: Int, atMost limit: Double) -> Int? {
        guard start < count else { return nil }
        return first(node: 1, nodeStart: 0, nodeLength: leafBase, from: start, atMost: limit)
    }

    private func first(node: Int, nodeStart: Int, nodeLength: Int, from start: Int, atMost limit: Double) -> Int? {
        if nodeStart + nodeLength <= start || lows[node] > limit { return nil }
        if nodeLength == 1 { return nodeStart }
        let half = nodeLength / 2
        return first(node: 2 * node, nodeStart: nodeStart, nodeLength: half, from: start, atMost: limit)
            ?? first(node: 2 * node + 1, nodeStart: nodeStart + half, nodeLength: half, from: start, atMost: limit)
    }

    /// The highest bottom among `columns`.
    func highest(in columns: Range<Int>) -> Double {
        var result = -Double.infinity
        for column in columns { result = max(result, lows[leafBase + column]) }
        return result
    }

    /// Sets every column in `columns` to `bottom`, which is at least as high as each of them.
    mutating func set(_ columns: Range<Int>, to bottom: Double) {
        for column in columns { lows[leafBase + column] = bottom }
        highest = max(highest, bottom)
        if columns.count == 1 {
            // One column: up its path, stopping where a minimum does not change (bottoms only
            // rise, so nothing above it changes either). Usually that is the first step.
            var node = (leafBase + columns.lowerBound) / 2
            while node >= 1 {
                let lowest = min(lows[2 * node], lows[2 * node + 1])
                if lowest == lows[node] { return }
                lows[node] = lowest
                node /= 2
            }
            return
        }
        // Several columns: refresh the ancestors of the range, level by level.
        var low = (leafBase + columns.lowerBound) / 2
        var high = (leafBase + columns.upperBound - 1) / 2
        while low >= 1 {
            for node in low...high { lows[node] = min(lows[2 * node], lows[2 * node + 1]) }
            low /= 2
            high /= 2
        }
    }

    /// Every bottom, in column order.
    var values: [Double] { (0..<count).map { lows[leafBase + $0] } }
}
