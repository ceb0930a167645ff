import LayoutEngine

/// Groups of entries written as one run (the offsets of a section's transforms and the items
/// visible at each, the scroll offsets and the elements on screen at each): each group's own
/// entry, then its members'. A carousel seen at many offsets can list millions, so the run is
/// formatted as a section's items are (`SplitFormatting`): cut into chunks by entries, not by
/// groups, two formatted at a time, written in order. A group's members are found when its
/// chunk is formatted, and counted beforehand (in O(log n) each) to cut the run.
struct EntryRun: Sendable {
    /// Where each group's entries start: group g has the entries `starts[g] ..< starts[g + 1]`,
    /// the first its own, the rest its members'.
    private let starts: [Int]

    /// A run of `counts.count` groups, group g of at most `counts[g]` members (fewer may turn
    /// up when it is formatted: the last parts of the group then have none).
    init(counts: some Collection<Int>) {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + 1 + count) }
        self.starts = starts
    }

    /// What one call formats: the part of a group's entries that falls in a chunk.
    struct Part {
        /// The group's place in the run.
        var group: Int
        /// Which of its members fall in the part (of those counted).
        var members: Range<Int>
        /// Whether the part holds the group's own entry (the start of its entries), and its last.
        var startsGroup: Bool
        var endsGroup: Bool
    }

    /// Writes every entry in order; `body` formats a part, on either thread.
    func write(to out: inout ByteWriter, _ body: @escaping @Sendable (Part, inout ByteWriter) throws(OutputError) -> Void) throws(OutputError) {
        let starts = starts
        let groups = starts.count - 1
        try SplitFormatting.write(count: starts[groups], to: &out) { (range, out) throws(OutputError) in
            var group = Self.lastStart(atOrBefore: range.lowerBound, in: starts)
            while group < groups && starts[group] < range.upperBound {
                let first = max(range.lowerBound, starts[group])
                let end = min(range.upperBound, starts[group + 1])
                // Entry starts[g] is the group's own; its members follow, one entry each.
                let from = max(0, first - starts[group] - 1)
                let to = max(from, end - starts[group] - 1)
                try body(
                    Part(group: group, members: from..<to, startsGroup: first == starts[group], endsGroup: end == starts[group + 1]),
                    &out)
                group += 1
            }
        }
    }

    /// The last group whose start is at most `entry`.
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

/// A section's transforms as an `EntryRun`: an offset's entry, then an entry per item visible
/// there (`ScaleTransforms.scales(at:)`, counted in O(log n) each).
struct TransformEntries: Sendable {
    let transforms: ScaleTransforms
    private let run: EntryRun

    init(_ transforms: ScaleTransforms) {
        self.transforms = transforms
        run = EntryRun(counts: transforms.indices.lazy.map { transforms.visibleCount(at: $0) })
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
        try run.write(to: &out) { (part, out) throws(OutputError) in
            let scales = transforms.scales(at: part.group)
            try body(
                Part(
                    position: part.group, offset: transforms.offsets[part.group], scales: scales[part.members],
                    startsOffset: part.startsGroup, endsOffset: part.endsGroup),
                &out)
        }
    }
}

/// What is visible at the scroll offsets as an `EntryRun`: an offset's entry, then an entry per
/// element on screen there (`ElementIndex.elements(in:contentOffset:)`), the run cut by the
/// index's bound on each (`ElementIndex.count(in:contentOffset:)`).
struct VisibleEntries: Sendable {
    let layout: ScreenLayout
    let index: ElementIndex
    private let run: EntryRun

    init(_ layout: ScreenLayout) {
        self.layout = layout
        let index = layout.elementIndex()
        self.index = index
        run = EntryRun(counts: layout.scrollOffsets.lazy.map { index.count(in: layout.viewport(at: $0), contentOffset: $0).elements })
    }

    /// What one call formats: the part of an offset's entries that falls in a chunk.
    struct Part {
        /// The offset's place in the list, and the offset.
        var position: Int
        var offset: Point
        /// Every element on screen at the offset, and which of them the part holds.
        var elements: [VisibleElement]
        var members: Range<Int>
        /// Whether the part holds the offset's own entry (the start of its entries), and its last.
        var startsOffset: Bool
        var endsOffset: Bool
    }

    /// Writes every entry in order; `body` formats a part, on either thread.
    func write(to out: inout ByteWriter, _ body: @escaping @Sendable (Part, inout ByteWriter) throws(OutputError) -> Void) throws(OutputError) {
        let layout = layout
        let index = index
        try run.write(to: &out) { (part, out) throws(OutputError) in
            let offset = layout.scrollOffsets[part.group]
            let elements = index.elements(in: layout.viewport(at: offset), contentOffset: offset)
            // The bound counted may exceed what is there: the last parts then hold none.
            let members = part.members.clamped(to: 0..<elements.count)
            try body(
                Part(
                    position: part.group, offset: offset, elements: elements, members: members,
                    startsOffset: part.startsGroup, endsOffset: part.endsGroup),
                &out)
        }
    }
}
