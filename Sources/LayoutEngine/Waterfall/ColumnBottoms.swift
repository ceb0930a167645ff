/// The bottoms of a waterfall's columns, with the queries placement needs in O(log n):
/// the lowest column (leftmost on ties), the first column at or below a height from a given
/// column on, and the highest bottom over a range.
///
/// Two implicit segment trees (minimum and maximum) sit over the bottoms; setting k columns
/// costs O(k log n).
struct ColumnBottoms {
    let count: Int
    private let leafBase: Int
    private(set) var values: [Double]
    private var lows: [Double]
    private var highs: [Double]

    init(count: Int) {
        self.count = count
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        values = [Double](repeating: 0, count: count)
        lows = [Double](repeating: .infinity, count: 2 * base)
        highs = [Double](repeating: -.infinity, count: 2 * base)
        for column in 0..<count {
            lows[base + column] = 0
            highs[base + column] = 0
        }
        for node in stride(from: base - 1, through: 1, by: -1) {
            lows[node] = min(lows[2 * node], lows[2 * node + 1])
            highs[node] = max(highs[2 * node], highs[2 * node + 1])
        }
    }

    /// The highest bottom of all.
    var highest: Double { highs[1] }

    /// The lowest column and its bottom; the leftmost one when several are lowest.
    func lowest() -> (column: Int, bottom: Double) {
        var node = 1
        while node < leafBase {
            node = lows[2 * node] <= lows[2 * node + 1] ? 2 * node : 2 * node + 1
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
        var low = columns.lowerBound + leafBase
        var high = columns.upperBound + leafBase
        while low < high {
            if low & 1 == 1 {
                result = max(result, highs[low])
                low += 1
            }
            if high & 1 == 1 {
                high -= 1
                result = max(result, highs[high])
            }
            low /= 2
            high /= 2
        }
        return result
    }

    /// Sets every column in `columns` to `bottom`.
    mutating func set(_ columns: Range<Int>, to bottom: Double) {
        for column in columns {
            values[column] = bottom
            var node = leafBase + column
            lows[node] = bottom
            highs[node] = bottom
            node /= 2
            while node >= 1 {
                lows[node] = min(lows[2 * node], lows[2 * node + 1])
                highs[node] = max(highs[2 * node], highs[2 * node + 1])
                node /= 2
            }
        }
    }
}
