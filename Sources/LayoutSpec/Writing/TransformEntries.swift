import LayoutEngine

/// A section's transforms as one run to write: each offset's own entry, then an entry per item
/// visible there, offset after offset. A carousel seen at many offsets can list millions, so the
/// run is formatted as a section's items are (`SplitFormatting`): cut into chunks by entries, not
/// by offsets, two formatted at a time, written in order. Each offset's items are found when its
/// chunk is formatted (`ScaleTransforms.scales(at:)`), and counted beforehand in O(log n) each.
struct TransformEntries: Sendable {
    let transforms: ScaleTransforms
    /// Where each offset's entries start in the run: offset p has the entries
    /// `starts[p] ..< starts[p + 1]`, the first its own, the rest its items.
    private let starts: [Int]

    init(_ transforms: ScaleTransforms) {
        self.transforms = transforms
        var starts = [0]
        starts.reserveCapacity(transforms.count + 1)
        for position in transforms.indices { starts.append(starts[position] + 1 + transforms.visibleCount(at: position)) }
        self.starts = starts
    }

    /// What one call formats: the part of an offset's entries that falls in a chunk.
    struct Part {
        /// The offset's place in the list, and the offset.
        var position: Int
        var offset: Double
        /// The items of the part, a slice of those visible at the offset (in index order).
        var scales: Slice<ItemScales>
        /// Whether the part holds the offset's own entry (the start of its entries), and its last.
        var startsOffset: Bool
        var endsOffset: Bool
    }

    /// Writes every entry in order; `body` formats a part, on either thread.
    func write(to out: inout ByteWriter, _ body: @escaping @Sendable (Part, inout ByteWriter) throws(OutputError) -> Void) throws(OutputError) {
        let transforms = transforms
        let starts = starts
        try SplitFormatting.write(count: starts[starts.count - 1], to: &out) { (range, out) throws(OutputError) in
            // The offset whose entries hold the range's first.
            var position = Self.lastStart(atOrBefore: range.lowerBound, in: starts)
            while position < transforms.count && starts[position] < range.upperBound {
                let first = max(range.lowerBound, starts[position])
                let end = min(range.upperBound, starts[position + 1])
                let scales = transforms.scales(at: position)
                // Entry starts[p] is the offset's own; its items follow, one entry each.
                let from = max(0, first - starts[position] - 1)
                let to = end - starts[position] - 1
                try body(
                    Part(
                        position: position, offset: transforms.offsets[position], scales: scales[from..<max(from, to)],
                        startsOffset: first == starts[position], endsOffset: end == starts[position + 1]),
                    &out)
                position += 1
            }
        }
    }

    /// The last position whose start is at most `entry`.
    private static func lastStart(atOrBefore entry: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= entry { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
