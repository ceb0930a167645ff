import LayoutSpec
import LayoutText
import LayoutEngine

/// Groups of entries written as one run (the offsets of a section's transforms and the items
/// visible at each, the scroll offsets and the elements on screen at each): each group's own
/// entry, then its members'. A carousel seen at many offsets can list millions, so the run is
/// formatted as a section's items are (`SplitFormatting`): cut into chunks by entries, not by
/// groups, two formatted at a time, written in order. A group's members are counted beforehand
/// (in O(log n) each) to cut the run, and listed once for the chunks that format it: a group
/// longer than a chunk is listed on the calling thread before its chunks are formatted (each
/// chunk listing it afresh cost k²/4,096 for k members, nearly all the time a million rows on
/// screen at one offset took: docs/performance.md, "Bounded work (issue 22)"), a shorter one by
/// each chunk it falls in, at most two.
struct EntryRun: Sendable {
    /// Where each group's entries start: group g has the entries `starts[g] ..< starts[g + 1]`,
    /// the first its own, the rest its members'.
    private let starts: [Int]

    /// A run of `counts.count` groups, group g of at most `counts[g]` members (fewer may turn
    /// up when it is listed: the last parts of the group then have none).
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

    /// Writes every entry in order: `list` lists a group's members, `body` formats a part of
    /// a group from its listing, each on either thread.
    ///
    /// The run is written in stretches of whole groups, each through one `SplitFormatting`: a
    /// stretch ends once the groups longer than a chunk in it, listed beforehand, hold
    /// `SplitFormatting.minimumLength` entries, so that the listings kept stay few (those a
    /// chunk's body made before did not outlive it) while a stretch stays long enough for
    /// both threads.
    func write<Members: Sendable>(
        to out: inout ByteWriter, list: @escaping @Sendable (Int) -> Members,
        _ body: @escaping @Sendable (Part, Members, inout ByteWriter) throws(OutputError) -> Void
    ) throws(OutputError) {
        let starts = starts
        let groups = starts.count - 1
        var first = 0
        while first < groups {
            var listed: [Int: Members] = [:]
            var listedEntries = 0
            var end = first
            repeat {
                let length = starts[end + 1] - starts[end]
                if length > SplitFormatting.chunkLength {
                    listed[end] = list(end)
                    listedEntries += length
                }
                end += 1
            } while end < groups && listedEntries < SplitFormatting.minimumLength
            let stretchStart = starts[first]
            let stretchEnd = end
            try SplitFormatting.write(count: starts[end] - stretchStart, to: &out) { [listed] (range, out) throws(OutputError) in
                let range = (range.lowerBound + stretchStart)..<(range.upperBound + stretchStart)
                var group = Self.lastStart(atOrBefore: range.lowerBound, in: starts)
                while group < stretchEnd && starts[group] < range.upperBound {
                    let first = max(range.lowerBound, starts[group])
                    let end = min(range.upperBound, starts[group + 1])
                    // Entry starts[g] is the group's own; its members follow, one entry each.
                    let from = max(0, first - starts[group] - 1)
                    let to = max(from, end - starts[group] - 1)
                    try body(
                        Part(group: group, members: from..<to, startsGroup: first == starts[group], endsGroup: end == starts[group + 1]),
                        listed[group] ?? list(group), &out)
                    group += 1
                }
            }
            first = end
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
        try run.write(to: &out, list: { transforms.scales(at: $0) }) { (part, scales, out) throws(OutputError) in
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
        run = EntryRun(counts: layout.scrollOffsets.lazy.map { index.count(in: layout.viewport(at: $0), contentOffset: $0) })
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
        let list = { @Sendable (group: Int) -> [VisibleElement] in
            let offset = layout.scrollOffsets[group]
            return index.elements(in: layout.viewport(at: offset), contentOffset: offset)
        }
        try run.write(to: &out, list: list) { (part, elements, out) throws(OutputError) in
            let offset = layout.scrollOffsets[part.group]
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
