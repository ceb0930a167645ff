/// One element on screen at a scroll offset: what `layoutAttributesForElements(in:)` returns
/// (SEMANTICS §12, "What a rect holds").
public struct VisibleElement: Hashable, Sendable {
    /// What the element is, as `UICollectionView.ElementCategory`.
    public enum Category: String, Hashable, Sendable {
        case item, supplementary, decoration
    }

    /// The section's index; `nil` for the layout's own boundary items.
    public var section: Int?
    public var category: Category
    /// The element kind of a supplementary or a decoration; `nil` for an item.
    public var kind: String?
    /// The item's index; for a supplementary its `index` (0 for a boundary item, its item's for
    /// an anchored one); 0 for a decoration, as UIKit's index paths have it.
    public var index: Int
    /// Where it is: a pinned boundary item where it is pinned at the scroll offset.
    public var frame: Rect
    public var zIndex: Int

    public init(section: Int?, category: Category, kind: String?, index: Int, frame: Rect, zIndex: Int) {
        self.section = section
        self.category = category
        self.kind = kind
        self.index = index
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A boundary item that pins to the visible bounds, and between which limits it travels along
/// the scroll axis (SEMANTICS §12): from the end of its section's start bands (`lowerLimit`)
/// to the end of its content, before the end bands (`upperLimit`). Limits are left to right.
struct PinnedBoundary: Hashable, Sendable {
    /// Its place in its section's (or the layout's) `supplementaries`.
    var position: Int
    /// Whether it pins to the viewport's start (a top item in a vertical layout) or its end.
    var pinsToStart: Bool
    var lowerLimit: Double
    var upperLimit: Double
}

/// The repetitions of a compositional section's top-level group, as laid out left to right
/// (before any mirroring): an item is on screen only where its group is (SEMANTICS §12, rule 2).
struct GroupRepetitions: Hashable, Sendable {
    /// The axis the group repeats along: the section's scroll axis, or its row's.
    var axis: Axis
    var runs: [CompositionalLayout.GroupRun]
    /// Where the runs' starts are measured from along the axis.
    var origin: Double
    /// The group's edge spacing before and after it along the axis (inside each run's length).
    var edgeStart: Double
    var edgeEnd: Double
    /// Where every repetition starts across the axis.
    var crossStart: Double
    /// The group's length across the axis; per run when each was solved on its own.
    var thickness: Double
    var thicknesses: [Double]?

    /// The group's frame in run `index`.
    func frame(of index: Int) -> Rect {
        let run = runs[index]
        return Rect(
            along: origin + run.start + edgeStart, across: crossStart, length: run.length - edgeStart - edgeEnd,
            thickness: thicknesses?[index] ?? thickness, axis: axis)
    }

    /// The first run whose repetition ends after `position` along the axis.
    func firstRun(endingAfter position: Double) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if origin + runs[middle].start + runs[middle].length > position {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

/// Bounds on intervals given in an order they do not follow (item spans of a waterfall along
/// its scroll axis): the running maximum of their ends and the minimum of the starts still to
/// come. Both are sorted, so the intervals that may meet a range are found by binary search.
struct SpanBounds: Sendable {
    private var maximumEnds: [Double] = []
    private var minimumStarts: [Double] = []

    /// Bounds over intervals `span(0)`, …, `span(count − 1)`.
    init(count: Int, _ span: (Int) -> (start: Double, end: Double)) {
        maximumEnds.reserveCapacity(count)
        minimumStarts = [Double](repeating: 0, count: count)
        var maximum = -Double.infinity
        for index in 0..<count {
            let (start, end) = span(index)
            maximum = max(maximum, end)
            maximumEnds.append(maximum)
            minimumStarts[index] = start
        }
        var minimum = Double.infinity
        for index in stride(from: count - 1, through: 0, by: -1) {
            minimum = min(minimum, minimumStarts[index])
            minimumStarts[index] = minimum
        }
    }

    /// The indices of the intervals that may meet [low, high] (touching included): none
    /// before the first whose running end reaches `low`, none after the last whose remaining
    /// starts reach back to `high`.
    func candidates(from low: Double, to high: Double) -> Range<Int> {
        var first = 0
        var last = maximumEnds.count
        while first < last {
            let middle = (first + last) / 2
            if maximumEnds[middle] >= low { last = middle } else { first = middle + 1 }
        }
        var end = first
        last = minimumStarts.count
        while end < last {
            let middle = (end + last) / 2
            if minimumStarts[middle] <= high { end = middle + 1 } else { last = middle }
        }
        return first..<end
    }
}

/// Answers what a rect of a laid-out screen holds at a scroll offset (SEMANTICS §12) in
/// O(log n + what it returns) per section it meets, for any number of rects and offsets.
///
/// Building it costs O(sections) plus, for each waterfall, flow or mosaic section, O(items)
/// for the bounds on its items' spans (their tops do not grow with their index); a
/// compositional section is searched through its groups' repetitions, which it already has.
public struct ElementIndex: Sendable {
    private let layout: ScreenLayout
    private let axis: Axis
    /// The content's width when the layout is mirrored (right to left); the index searches in
    /// left-to-right terms.
    private let mirrorWidth: Double?
    private let sectionBounds: SpanBounds
    /// The sections' extents along the scroll axis, left to right: frame, boundary items and
    /// how far their pinned items travel.
    private let extents: [(start: Double, end: Double)]
    /// For sections without group repetitions: bounds on their items' spans.
    private let itemBounds: [SpanBounds?]
    /// How many of each section's supplementaries are boundary items (they come first).
    private let boundaryCounts: [Int]

    public init(_ layout: ScreenLayout) {
        self.layout = layout
        axis = layout.scrollDirection
        let mirrorWidth = layout.layoutDirection == .rightToLeft ? layout.contentSize.width : nil
        self.mirrorWidth = mirrorWidth
        let axis = layout.scrollDirection
        func span(_ rect: Rect) -> (start: Double, end: Double) {
            Self.span(of: rect, along: axis, mirrorWidth: mirrorWidth)
        }
        var extents: [(start: Double, end: Double)] = []
        var itemBounds: [SpanBounds?] = []
        var boundaryCounts: [Int] = []
        extents.reserveCapacity(layout.sections.count)
        for section in layout.sections {
            var extent = span(section.frame)
            let boundaryCount = section.supplementaries.firstIndex { $0.item != nil } ?? section.supplementaries.count
            for supplementary in section.supplementaries[..<boundaryCount] {
                let own = span(supplementary.frame)
                extent = (min(extent.start, own.start), max(extent.end, own.end))
            }
            for pin in section.pins {
                extent = (min(extent.start, pin.lowerLimit), max(extent.end, pin.upperLimit))
            }
            extents.append(extent)
            boundaryCounts.append(boundaryCount)
            if section.groups == nil && !section.items.isEmpty {
                let items = section.items
                itemBounds.append(SpanBounds(count: items.count) { span(items[$0]) })
            } else {
                itemBounds.append(nil)
            }
        }
        sectionBounds = SpanBounds(count: extents.count) { extents[$0] }
        self.extents = extents
        self.itemBounds = itemBounds
        self.boundaryCounts = boundaryCounts
    }

    /// The elements in `rect` with the collection view scrolled to `contentOffset`, each once:
    /// the layout's own boundary items, then section by section its items, supplementaries and
    /// decorations, each in its order. Pinned boundary items are where they are pinned there.
    public func elements(in rect: Rect, contentOffset: Point) -> [VisibleElement] {
        guard let clipped = rect.clipped(to: Rect(origin: .zero, size: layout.contentSize)) else { return [] }
        var elements: [VisibleElement] = []
        appendBoundaryItems(
            of: nil, layout.supplementaries, count: layout.supplementaries.count, pins: layout.pins, in: clipped,
            contentOffset: contentOffset, to: &elements)
        let range = Self.span(of: clipped, along: axis, mirrorWidth: mirrorWidth)
        for index in sectionBounds.candidates(from: range.start, to: range.end) {
            let extent = extents[index]
            guard extent.start <= range.end && range.start <= extent.end else { continue }
            appendElements(ofSection: index, in: clipped, contentOffset: contentOffset, to: &elements)
        }
        return elements
    }

    /// The frame of a supplementary at `contentOffset`, by its place in its section's
    /// `supplementaries` (or, for `section` nil, the layout's): where it is pinned there if it
    /// pins, else where it is laid out.
    public func frame(ofSupplementary position: Int, inSection section: Int?, contentOffset: Point) -> Rect {
        let supplementaries = section.map { layout.sections[$0].supplementaries } ?? layout.supplementaries
        let pins = section.map { layout.sections[$0].pins } ?? layout.pins
        let frame = supplementaries[position].frame
        guard let pin = pins.first(where: { $0.position == position }) else { return frame }
        return pinned(frame, pin, contentOffset: contentOffset)
    }

    // MARK: Sections

    private func appendElements(
        ofSection index: Int, in clipped: Rect, contentOffset: Point, to elements: inout [VisibleElement]
    ) {
        let section = layout.sections[index]
        let zIndices = section.itemZIndices
        func appendItem(_ item: Int) {
            let frame = section.items[item]
            guard frame.overlaps(clipped) else { return }
            elements.append(
                VisibleElement(
                    section: index, category: .item, kind: nil, index: item, frame: frame, zIndex: zIndices?[item] ?? 0))
        }
        // Items: through the group repetitions that overlap the rect (rule 2), or through the
        // bounds on the items' spans.
        var overlappingRuns: [Int] = []
        if let groups = section.groups {
            let ltrRect = leftToRight(clipped)
            let start = ltrRect.start(along: groups.axis)
            let end = ltrRect.end(along: groups.axis)
            var run = groups.firstRun(endingAfter: start)
            while run < groups.runs.count, groups.origin + groups.runs[run].start < end {
                if groups.frame(of: run).overlaps(ltrRect) {
                    overlappingRuns.append(run)
                    let first = groups.runs[run].firstItem
                    for item in first..<(first + groups.runs[run].itemCount) { appendItem(item) }
                }
                run += 1
            }
        } else if let bounds = itemBounds[index] {
            let range = Self.span(of: clipped, along: axis, mirrorWidth: mirrorWidth)
            for item in bounds.candidates(from: range.start, to: range.end) { appendItem(item) }
        }

        // Supplementaries: boundary items by their own (pinned) frame (rule 3), then anchored
        // ones by their frame and their group's (rule 2).
        let boundaryCount = boundaryCounts[index]
        appendBoundaryItems(
            of: index, section.supplementaries, count: boundaryCount, pins: section.pins, in: clipped,
            contentOffset: contentOffset, to: &elements)
        if boundaryCount < section.supplementaries.count, let groups = section.groups {
            let supplementaries = section.supplementaries
            for run in overlappingRuns {
                let first = groups.runs[run].firstItem
                let end = first + groups.runs[run].itemCount
                var position = firstAnchored(atOrAfter: first, in: supplementaries, from: boundaryCount)
                while position < supplementaries.count, let item = supplementaries[position].item, item < end {
                    let supplementary = supplementaries[position]
                    if supplementary.frame.overlaps(clipped) {
                        elements.append(
                            VisibleElement(
                                section: index, category: .supplementary, kind: supplementary.kind,
                                index: supplementary.index, frame: supplementary.frame, zIndex: supplementary.zIndex))
                    }
                    position += 1
                }
            }
        }

        // Decorations: wherever the section's frame meets the rect, touching included (rule 4).
        if !section.decorations.isEmpty && section.frame.meets(clipped) {
            for decoration in section.decorations {
                elements.append(
                    VisibleElement(
                        section: index, category: .decoration, kind: decoration.kind, index: 0, frame: decoration.frame,
                        zIndex: decoration.zIndex))
            }
        }
    }

    /// The first of `supplementaries[from...]` (anchored ones, in item order) whose item is at
    /// least `item`.
    private func firstAnchored(atOrAfter item: Int, in supplementaries: [SupplementaryFrame], from start: Int) -> Int {
        var low = start
        var high = supplementaries.count
        while low < high {
            let middle = (low + high) / 2
            if (supplementaries[middle].item ?? 0) < item { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first `count` of `supplementaries` (boundary items) whose frame, pinned where they
    /// pin, overlaps `clipped` (rule 3).
    private func appendBoundaryItems(
        of section: Int?, _ supplementaries: [SupplementaryFrame], count: Int, pins: [PinnedBoundary], in clipped: Rect,
        contentOffset: Point, to elements: inout [VisibleElement]
    ) {
        for position in 0..<count {
            let supplementary = supplementaries[position]
            var frame = supplementary.frame
            if let pin = pins.first(where: { $0.position == position }) {
                frame = pinned(frame, pin, contentOffset: contentOffset)
            }
            guard frame.overlaps(clipped) else { continue }
            elements.append(
                VisibleElement(
                    section: section, category: .supplementary, kind: supplementary.kind, index: supplementary.index,
                    frame: frame, zIndex: supplementary.zIndex))
        }
    }

    // MARK: Pinning and mirroring

    /// `frame` pinned at `contentOffset` (SEMANTICS §12): a start item at
    /// min(max(its start, the viewport's start), upper limit − its length), an end item at
    /// max(min(its start, the viewport's end − its length), lower limit); along the scroll
    /// axis, in left-to-right terms.
    private func pinned(_ frame: Rect, _ pin: PinnedBoundary, contentOffset: Point) -> Rect {
        let natural = Self.span(of: frame, along: axis, mirrorWidth: mirrorWidth)
        let length = natural.end - natural.start
        let viewport = Self.span(of: layout.viewport(at: contentOffset), along: axis, mirrorWidth: mirrorWidth)
        let start =
            pin.pinsToStart
            ? min(max(natural.start, viewport.start), pin.upperLimit - length)
            : max(min(natural.start, viewport.end - length), pin.lowerLimit)
        var moved = frame
        switch axis {
        case .vertical: moved.y = start
        case .horizontal: moved.x = mirrorWidth.map { $0 - start - length } ?? start
        }
        return moved
    }

    /// `rect` in left-to-right terms (mirrored back when the layout is right to left).
    private func leftToRight(_ rect: Rect) -> Rect {
        mirrorWidth.map { rect.mirrored(inWidth: $0) } ?? rect
    }

    /// Where `rect` starts and ends along `axis`, in left-to-right terms.
    private static func span(of rect: Rect, along axis: Axis, mirrorWidth: Double?) -> (start: Double, end: Double) {
        if axis == .horizontal, let width = mirrorWidth { return (width - rect.maxX, width - rect.x) }
        return (rect.start(along: axis), rect.end(along: axis))
    }
}

extension ScreenLayout {
    /// An index that answers what any rect holds at any scroll offset (see `ElementIndex`).
    public func elementIndex() -> ElementIndex {
        ElementIndex(self)
    }
}
