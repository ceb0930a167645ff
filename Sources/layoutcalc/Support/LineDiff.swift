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

    /// The changes between lines `oldLines` of `old` and lines `newLines` of `new`; `removed`
    /// and `inserted` count from the first of each.
    init(from old: TextLines, _ oldLines: Range<Int>, to new: TextLines, _ newLines: Range<Int>) {
        removed = Array(repeating: false, count: oldLines.count)
        inserted = Array(repeating: false, count: newLines.count)

        // Each distinct line gets a number, and each side learns which numbers the other has.
        var numbering = LineNumbering(capacity: oldLines.count + newLines.count)
        let (oldNumbers, newNumbers) = old.withBytes { oldBytes in
            new.withBytes { newBytes in
                (oldLines.map { numbering.number(of: $0, onFirst: true, (old, oldBytes), (new, newBytes)) },
                 newLines.map { numbering.number(of: $0, onFirst: false, (old, oldBytes), (new, newBytes)) })
            }
        }
        var inOld = [Bool](repeating: false, count: numbering.count)
        var inNew = [Bool](repeating: false, count: numbering.count)
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

/// Numbers the distinct lines of two texts, in a hash table of its own: open addressing over
/// a power of two of slots at least twice the lines, a hash of eight bytes at a time seeded at
/// random (so that no file can be made to collide on purpose), and equal lines told apart by
/// their bytes.
private struct LineNumbering {
    /// Each slot: 0 when free, else the number plus 1.
    private var slots: [Int32]
    private let mask: Int
    private let seed = UInt64.random(in: 0...UInt64.max)
    /// For each number, a line that has it: its text (the first or the second) and its index
    /// there.
    private var examples: [(onFirst: Bool, index: Int)] = []

    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        examples.reserveCapacity(capacity)
    }

    var count: Int { examples.count }

    /// The number of line `index` of the first text, or of the second; each comes with its
    /// bytes.
    mutating func number(
        of index: Int, onFirst: Bool, _ first: (TextLines, UnsafeRawBufferPointer), _ second: (TextLines, UnsafeRawBufferPointer)
    ) -> Int32 {
        let (text, bytes) = onFirst ? first : second
        var slot = Int(truncatingIfNeeded: hash(text.bytes(of: index, in: bytes))) & mask
        while slots[slot] != 0 {
            let number = slots[slot] - 1
            let example = examples[Int(number)]
            let (exampleText, exampleBytes) = example.onFirst ? first : second
            if text.line(index, in: bytes, equals: example.index, of: exampleText, in: exampleBytes) { return number }
            slot = (slot + 1) & mask
        }
        let number = Int32(examples.count)
        examples.append((onFirst, index))
        slots[slot] = number + 1
        return number
    }

    /// A hash of `bytes`, eight at a time.
    private func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = seed ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return hash ^ hash >> 31
    }
}
