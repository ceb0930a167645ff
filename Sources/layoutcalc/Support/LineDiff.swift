/// Which lines of two texts differ: lines removed from the old text and lines inserted in the
/// new one; the others are the same on both sides, in the same order.
///
/// The search takes time linear in the lines compared. Lines that appear on one side only are
/// changes, found by counting. What is left goes through Myers' greedy algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986), which finds a shortest edit script in
/// O((N + M) · D) for D edits, with D capped at `maximumCost`: when more edits than that are
/// needed, the shortest path to the point furthest along both texts is kept and the search
/// starts again there. So two texts that differ in few places get a shortest script, and two
/// that differ everywhere a good one in O((N + M) · maximumCost).
struct LineDiff {
    /// The most edits one search looks for before it keeps what it has and starts again.
    static let maximumCost = 256

    /// Whether each line of the old text is removed.
    private(set) var removed: [Bool]
    /// Whether each line of the new text is inserted.
    private(set) var inserted: [Bool]

    init(from old: some RandomAccessCollection<ArraySlice<UInt8>>, to new: some RandomAccessCollection<ArraySlice<UInt8>>) {
        removed = Array(repeating: false, count: old.count)
        inserted = Array(repeating: false, count: new.count)

        // Each distinct line gets a number, and each side learns which numbers the other has.
        var numbers: [Line: Int32] = [:]
        var inOld: [Bool] = [], inNew: [Bool] = []
        func number(_ line: ArraySlice<UInt8>) -> Int32 {
            if let number = numbers[Line(line)] { return number }
            let number = Int32(numbers.count)
            numbers[Line(line)] = number
            inOld.append(false)
            inNew.append(false)
            return number
        }
        let oldNumbers = old.map(number)
        let newNumbers = new.map(number)
        for number in oldNumbers { inOld[Int(number)] = true }
        for number in newNumbers { inNew[Int(number)] = true }

        // A line the other side lacks is a change; the rest is searched.
        var a = Sequence(), b = Sequence()
        for (index, number) in oldNumbers.enumerated() {
            if inNew[Int(number)] { a.append(number, at: index) } else { removed[index] = true }
        }
        for (index, number) in newNumbers.enumerated() {
            if inOld[Int(number)] { b.append(number, at: index) } else { inserted[index] = true }
        }
        search(a, b)
    }

    /// The lines left to search on one side: their numbers, and where each is in its text.
    private struct Sequence {
        var numbers: [Int32] = []
        var positions: [Int] = []

        mutating func append(_ number: Int32, at position: Int) {
            numbers.append(number)
            positions.append(position)
        }
    }

    /// Marks the edits of a script that turns `a` into `b`, searching `maximumCost` edits at
    /// a time from where the last search stopped.
    private mutating func search(_ a: Sequence, _ b: Sequence) {
        let cost = Self.maximumCost
        let width = 2 * cost + 1
        // The furthest x reached on each diagonal k (x − y), -cost...cost, after d edits, for
        // d from 0 to cost, row after row; -1 where the diagonal leaves the texts.
        var furthest = [Int](repeating: -1, count: (cost + 1) * width)
        var start = (x: 0, y: 0)
        while true {
            let n = a.numbers.count - start.x, m = b.numbers.count - start.y
            if n == 0 || m == 0 {
                for index in start.x..<a.numbers.count { removed[a.positions[index]] = true }
                for index in start.y..<b.numbers.count { inserted[b.positions[index]] = true }
                return
            }
            // The furthest x on diagonal k after d edits, from those after d − 1: one line
            // inserted from diagonal k + 1 (down) or removed from k − 1 (right), whichever
            // goes further (down on a tie), or -1 if neither stays within the texts.
            func step(_ d: Int, _ k: Int) -> (x: Int, fromDiagonal: Int) {
                let previous = (d - 1) * width + cost
                let down = k + 1 <= d - 1 ? furthest[previous + k + 1] : -1
                let right = k - 1 >= -(d - 1) ? furthest[previous + k - 1] : -1
                let downX = down >= 0 && down - (k + 1) < m ? down : -1
                let rightX = right >= 0 && right < n ? right + 1 : -1
                return downX >= rightX ? (downX, k + 1) : (rightX, k - 1)
            }
            var end: (d: Int, k: Int)?
            search: for d in 0...cost {
                for k in stride(from: -d, through: d, by: 2) {
                    let slot = d * width + cost + k
                    guard k >= -m && k <= n else {
                        furthest[slot] = -1
                        continue
                    }
                    var x = d == 0 ? 0 : step(d, k).x
                    if x >= 0 {
                        while x < n && x - k < m && a.numbers[start.x + x] == b.numbers[start.y + x - k] { x += 1 }
                    }
                    furthest[slot] = x
                    if x == n && x - k == m {
                        end = (d, k)
                        break search
                    }
                }
            }
            // Not within reach: go back from the point furthest along both texts.
            let (d, k) = end ?? (cost, stride(from: -cost, through: cost, by: 2).max { k, other in
                let x = furthest[cost * width + cost + k], otherX = furthest[cost * width + cost + other]
                return (x < 0 ? Int.min : 2 * x - k) < (otherX < 0 ? Int.min : 2 * otherX - other)
            }!)
            let x = furthest[d * width + cost + k]
            var diagonal = k
            for edits in stride(from: d, to: 0, by: -1) {
                let (before, from) = step(edits, diagonal)
                if from == diagonal + 1 {
                    inserted[b.positions[start.y + before - diagonal - 1]] = true
                } else {
                    removed[a.positions[start.x + before - 1]] = true
                }
                diagonal = from
            }
            if end != nil { return }
            start = (start.x + x, start.y + x - k)
        }
    }
}

/// A line as a dictionary key, hashed as one run of bytes.
private struct Line: Hashable {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (lhs: Line, rhs: Line) -> Bool {
        lhs.bytes.count == rhs.bytes.count && lhs.bytes.elementsEqual(rhs.bytes)
    }
}
