/// One element on screen at a scroll offset: what `layoutAttributesForElements(in:)` returns
/// (layout-rules §12, "What a rect holds").
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
/// the scroll axis (layout-rules §12): from the end of its section's start bands (`lowerLimit`)
/// to the end of its content, before the end bands (`upperLimit`). Limits are left to right.
public struct PinnedBoundary: Hashable, Sendable {
    /// Its place in its section's (or the layout's) `supplementaries`.
    public var position: Int
    /// Whether it pins to the viewport's start (a top item in a vertical layout) or its end.
    public var pinsToStart: Bool
    public var lowerLimit: Double
    public var upperLimit: Double
}

/// The repetitions of a compositional section's top-level group, as laid out left to right
/// (before any mirroring): an item is on screen only where its group is (layout-rules §12, rule 2).
struct GroupRepetitions: Hashable, Sendable {
    /// The axis the group repeats along: the section's scroll axis, or its row's.
    var axis: Axis
    var runs: [CompositionalLayouter.GroupRun]
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

    /// The runs whose repetitions reach into `rect`'s stretch of the axis: from the first that
    /// ends after its start to the last that starts before its end.
    func runs(along rect: Rect) -> Range<Int> {
        let start = rect.start(along: axis)
        let end = rect.end(along: axis)
        let first = partition { origin + runs[$0].start + runs[$0].length <= start }
        let last = partition { origin + runs[$0].start < end }
        return first..<max(first, last)
    }

    /// The items of the runs `runs(along:)` finds, from the first's first item to the last's
    /// last; nil when it finds none.
    func items(reachedAlong rect: Rect) -> Range<Int>? {
        let reached = runs(along: rect)
        guard let first = reached.first, let last = reached.last else { return nil }
        return runs[first].firstItem..<(runs[last].firstItem + runs[last].itemCount)
    }

    /// The stretch the repetitions take along `scrollAxis`, left to right; nil when there are
    /// none. Along their own axis they follow one another, the first starting it and the last
    /// ending it; across it (an orthogonal row's, in a section) each starts at `crossStart`.
    func reach(along scrollAxis: Axis) -> Span? {
        guard !runs.isEmpty else { return nil }
        if axis == scrollAxis {
            return Span(start: frame(of: 0).start(along: axis), end: frame(of: runs.count - 1).end(along: axis))
        }
        return Span(start: crossStart, end: crossStart + (thicknesses?.max() ?? thickness))
    }

    /// The number of leading runs for which `holds` is true (true for a prefix of them).
    private func partition(_ holds: (Int) -> Bool) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Answers what a rect of a laid-out screen holds at a scroll offset (layout-rules §12) in
/// O(log n + what it returns) per section it meets, for any number of rects and offsets, and
/// bounds that in O(log n) per section it meets (`count(in:contentOffset:)`).
///
/// Building it costs O(sections) plus, for each waterfall, flow or mosaic section, O(items)
/// to index its items' spans along the scroll axis (`SpanIndex`; O(items · log items) where
/// they move back, as a waterfall's columns do); a compositional section is searched through
/// its groups' repetitions, which it already has (an orthogonal row of groups each as thick as
/// it holds costs O(groups) once, for how far the row reaches).
public final class ElementIndex: Sendable {
    private let layout: ScreenLayout
    private let axis: Axis
    /// The content's width when the layout is mirrored (right to left); the index searches in
    /// left-to-right terms.
    private let mirrorWidth: Double?
    private let sectionSpans: SpanIndex
    /// The sections' extents along the scroll axis, left to right: frame, boundary items and
    /// how far their pinned items travel.
    private let extents: [Span]
    /// For sections without group repetitions: their items' spans, indexed.
    private let itemSpans: [SpanIndex?]
    /// How many of each section's supplementaries are boundary items (they come first).
    private let boundaryCounts: [Int]

    public init(_ layout: ScreenLayout) {
        self.layout = layout
        axis = layout.scrollDirection
        let mirrorWidth = layout.layoutDirection == .rightToLeft ? layout.contentSize.width : nil
        self.mirrorWidth = mirrorWidth
        let axis = layout.scrollDirection
        var extents: [Span] = []
        var itemSpans: [SpanIndex?] = []
        var boundaryCounts: [Int] = []
        extents.reserveCapacity(layout.sections.count)
        for section in layout.sections {
            var extent = Self.span(of: section.frame, along: axis, mirrorWidth: mirrorWidth)
            let boundaryCount = section.supplementaries.firstIndex { $0.item != nil } ?? section.supplementaries.count
            for supplementary in section.supplementaries[..<boundaryCount] {
                let own = Self.span(of: supplementary.frame, along: axis, mirrorWidth: mirrorWidth)
                extent = Span(start: min(extent.start, own.start), end: max(extent.end, own.end))
            }
            // A pinned item travels between its limits with its whole length (layout-rules
            // §12): one at the start of the axis may start as early as its upper limit less its
            // length, one at the end reach its lower limit plus its length, past its section.
            for pin in section.pins {
                let own = Self.span(of: section.supplementaries[pin.position].frame, along: axis, mirrorWidth: mirrorWidth)
                let length = own.end - own.start
                extent = Span(
                    start: min(extent.start, pin.lowerLimit, pin.upperLimit - length),
                    end: max(extent.end, pin.upperLimit, pin.lowerLimit + length))
            }
            // Negative insets may put the content before or past the section's frame (layout-rules
            // §3): the section reaches as far as its group repetitions, or its items.
            var spans: SpanIndex?
            var content: Span?
            if let groups = section.groups {
                content = groups.reach(along: axis)
            } else if !section.items.isEmpty {
                let items = section.items
                let span = { (item: Int) in Self.span(of: items[item], along: axis, mirrorWidth: mirrorWidth) }
                spans = SpanIndex(count: items.count, span)
                content = spans?.reach(span)
            }
            if let content { extent = Span(start: min(extent.start, content.start), end: max(extent.end, content.end)) }
            extents.append(extent)
            boundaryCounts.append(boundaryCount)
            itemSpans.append(spans)
        }
        sectionSpans = SpanIndex(count: extents.count) { extents[$0] }
        self.extents = extents
        self.itemSpans = itemSpans
        self.boundaryCounts = boundaryCounts
    }

    /// A bound on what `elements(in:contentOffset:)` returns for the same rect, in O(log n)
    /// per section the rect meets: at least as many as the rect holds, the elements the listing
    /// looks at (every boundary item of each section it meets and every item of each group
    /// repetition it reaches along the axis among them).
    public func count(in rect: Rect, contentOffset: Point) -> Int {
        guard let clipped = rect.clipped(to: Rect(origin: .zero, size: layout.contentSize)) else { return 0 }
        var count = layout.supplementaries.count
        let touching = touchingRange(clipped)
        // The sections are read in place, through their buffer: a section copied, or its groups
        // or item spans, would retain each of their arrays for every section met.
        layout.sections.withUnsafeBufferPointer { sections in
            for index in sectionSpans.indices(in: touching, { extents[$0] }) {
                count += elementsLookedAt(inSection: index, of: sections, clipped: clipped, touching: touching)
            }
        }
        return count
    }

    /// How many sections `rect` meets along the scroll axis (extents, touching included): those
    /// `count(in:contentOffset:)` and `elements(in:contentOffset:)` search, each whether it
    /// shows anything there or not. O(log n) whatever the number, so that a run can tell what
    /// its searches would cost before it makes any.
    public func sectionsMet(by rect: Rect) -> Int {
        guard let clipped = rect.clipped(to: Rect(origin: .zero, size: layout.contentSize)) else { return 0 }
        return sectionSpans.count(in: touchingRange(clipped)) { extents[$0] }
    }

    /// How many elements of section `index` the listing looks at for `clipped` (covering
    /// `touching` along the axis): the items of
    /// the group repetitions along the rect's stretch of the axis (and their anchored
    /// supplementaries), or the items whose spans meet it; every boundary item; every
    /// decoration, where the section's frame meets the rect.
    private func elementsLookedAt(
        inSection index: Int, of sections: UnsafeBufferPointer<SectionLayout>, clipped: Rect, touching: TouchingRange
    ) -> Int {
        var count = boundaryCounts[index]
        let decorations = sections[index].decorations.count
        if decorations > 0 && sections[index].frame.meets(clipped) { count += decorations }
        if let groups = sections[index].groups {
            guard let items = groups.items(reachedAlong: leftToRight(clipped)) else { return count }
            count += items.count
            let boundaryCount = boundaryCounts[index]
            if boundaryCount < sections[index].supplementaries.count {
                count +=
                    firstAnchored(atOrAfter: items.upperBound, in: sections[index].supplementaries, from: boundaryCount)
                    - firstAnchored(atOrAfter: items.lowerBound, in: sections[index].supplementaries, from: boundaryCount)
            }
        } else if let spans = itemSpans[index] {
            count += spans.count(in: touching) { Self.span(of: sections[index].items[$0], along: axis, mirrorWidth: mirrorWidth) }
        }
        return count
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
        for index in sectionSpans.indices(in: touchingRange(clipped), { extents[$0] }) {
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
            for run in groups.runs(along: ltrRect) where groups.frame(of: run).overlaps(ltrRect) {
                overlappingRuns.append(run)
                let first = groups.runs[run].firstItem
                for item in first..<(first + groups.runs[run].itemCount) { appendItem(item) }
            }
        } else if let spans = itemSpans[index] {
            for item in spans.indices(in: touchingRange(clipped), { spanOfItem($0, inSection: index) }) { appendItem(item) }
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
    /// pin, overlaps `clipped` (rule 3). `pins` are in the order of their positions.
    private func appendBoundaryItems(
        of section: Int?, _ supplementaries: [SupplementaryFrame], count: Int, pins: [PinnedBoundary], in clipped: Rect,
        contentOffset: Point, to elements: inout [VisibleElement]
    ) {
        var nextPin = 0
        for position in 0..<count {
            let supplementary = supplementaries[position]
            var frame = supplementary.frame
            if nextPin < pins.count, pins[nextPin].position == position {
                frame = pinned(frame, pins[nextPin], contentOffset: contentOffset)
                nextPin += 1
            }
            guard frame.overlaps(clipped) else { continue }
            elements.append(
                VisibleElement(
                    section: section, category: .supplementary, kind: supplementary.kind, index: supplementary.index,
                    frame: frame, zIndex: supplementary.zIndex))
        }
    }

    // MARK: Pinning and mirroring

    /// `frame` pinned at `contentOffset` (layout-rules §12): a start item at
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

    /// The stretch of the scroll axis `clipped` covers, as a range of spans (sections' extents,
    /// items' frames): those that meet it, touching included.
    private func touchingRange(_ clipped: Rect) -> TouchingRange {
        let range = Self.span(of: clipped, along: axis, mirrorWidth: mirrorWidth)
        return TouchingRange(low: range.start, high: range.end)
    }

    /// Item `item` of section `section`'s span along the scroll axis, in left-to-right terms.
    private func spanOfItem(_ item: Int, inSection section: Int) -> Span {
        Self.span(of: layout.sections[section].items[item], along: axis, mirrorWidth: mirrorWidth)
    }

    /// `rect` in left-to-right terms (mirrored back when the layout is right to left).
    private func leftToRight(_ rect: Rect) -> Rect {
        mirrorWidth.map { rect.mirrored(inWidth: $0) } ?? rect
    }

    /// Where `rect` starts and ends along `axis`, in left-to-right terms.
    private static func span(of rect: Rect, along axis: Axis, mirrorWidth: Double?) -> Span {
        if axis == .horizontal, let width = mirrorWidth { return Span(start: width - rect.maxX, end: width - rect.x) }
        return Span(start: rect.start(along: axis), end: rect.end(along: axis))
    }
}

extension ScreenLayout {
    /// An index that answers what any rect holds at any scroll offset (see `ElementIndex`).
    public func elementIndex() -> ElementIndex {
        ElementIndex(self)
    }

    /// For each item of section `index`, the frame of the repetition of the section's top-level
    /// group that holds it, as laid out (mirrored when right to left): what a rect must overlap
    /// besides the item's own frame to hold it (layout-rules §12, rule 2). Nil for a section
    /// whose items are tested by their frames alone (waterfall, flow, mosaic). An item no
    /// repetition holds has an empty frame, which overlaps nothing. O(items).
    public func holdingGroupFrames(ofSection index: Int) -> [Rect]? {
        let section = sections[index]
        guard let groups = section.groups else { return nil }
        var frames = [Rect](repeating: .zero, count: section.items.count)
        for run in groups.runs.indices {
            var frame = groups.frame(of: run)
            if layoutDirection == .rightToLeft { frame = frame.mirrored(inWidth: contentSize.width) }
            let first = groups.runs[run].firstItem
            for item in first..<min(first + groups.runs[run].itemCount, frames.count) { frames[item] = frame }
        }
        return frames
    }
}
