/// Places boundary items around what they bound, along the layout's scroll axis: a section's
/// around its content (layout-rules §4), the layout's around all its sections (§12).
///
/// Extending items at the start of the axis (top items in a vertical layout, leading ones in a
/// horizontal one) share one band before the content (its length the longest item's, less its
/// offset along the axis) and the content starts after it; extending items at the end share
/// one band after the end inset. Items aligned across the axis are centred along it and move
/// nothing. Non-extending items sit inside the frame and never resize it.
struct BoundaryLayout {
    private struct Resolved {
        var item: BoundaryItem
        var size: Size
        /// Its content insets, less those on an estimated axis.
        var insets: EdgeInsets
    }

    private let resolved: [Resolved]
    private let axis: Axis
    /// Where the items' room across the axis starts and ends.
    private let crossStart: Double
    private let crossEnd: Double
    private let grid: PixelGrid
    /// The room extending start items take before the content.
    let startBand: Double
    /// The room extending end items take after the end inset.
    let endBand: Double
    /// The least length extending items aligned across the axis give what they bound.
    let minimumLength: Double

    /// `items` laid out along `axis` between `crossStart` and `crossEnd` across it; fractions
    /// along the axis are of `alongLength` (the container's full length there).
    init(items: [BoundaryItem], axis: Axis, crossStart: Double, crossEnd: Double, alongLength: Double, grid: PixelGrid) {
        self.axis = axis
        self.crossStart = crossStart
        self.crossEnd = crossEnd
        self.grid = grid
        let container = Size(along: alongLength, across: max(0, crossEnd - crossStart), axis: axis)
        resolved = items.map { item in
            var insets = item.contentInsets
            if item.size.width.isEstimated { insets = insets.zeroing(.horizontal) }
            if item.size.height.isEstimated { insets = insets.zeroing(.vertical) }
            return Resolved(
                item: item,
                size: Size(
                    width: item.size.width.resolved(in: container, grid: grid),
                    height: item.size.height.resolved(in: container, grid: grid)),
                insets: insets)
        }
        var start = 0.0
        var end = 0.0
        var sides = 0.0
        for entry in resolved where entry.item.extendsBoundary {
            let length = entry.size.length(along: axis)
            let offset = entry.item.absoluteOffset.coordinate(along: axis)
            if entry.item.alignment.isStart(along: axis) {
                start = max(start, length - offset)
            } else if entry.item.alignment.isEnd(along: axis) {
                end = max(end, length + offset)
            } else {
                sides = max(sides, length)
            }
        }
        startBand = start
        endBand = end
        minimumLength = sides
    }

    /// Where the extending items aligned across the axis end along it, each centred over the
    /// longer of `sectionsEnd` (from 0) and itself: the layout's content reaches at least there
    /// (layout-rules §12).
    func crossAlignedEnd(over sectionsEnd: Double) -> Double {
        var end = 0.0
        for entry in resolved where entry.item.extendsBoundary && isCrossAligned(entry.item) {
            let length = entry.size.length(along: axis)
            let span = max(sectionsEnd, length)
            end = max(end, (span - length) / 2 + length)
        }
        return end
    }

    /// The items' frames, once the bounded frame is known: it starts at `start` and is
    /// `length` long along the axis, and its content (with its end inset) ends at
    /// `contentEnd`. An item aligned across the axis is centred over the frame, or, with
    /// `centredOverLongerOf`, over the longer of that length (from `start`) and itself.
    func frames(start: Double, length: Double, contentEnd: Double, centredOverLongerOf sections: Double? = nil) -> [SupplementaryFrame] {
        resolved.map { entry in
            let item = entry.item
            let size = entry.size
            let alignment = item.alignment
            let cross = axis.cross
            let thickness = size.length(along: cross)
            var across: Double
            if alignment.isStart(along: cross) {
                across = crossStart
            } else if alignment.isEnd(along: cross) {
                across = crossEnd - thickness
            } else {
                across = crossStart + (crossEnd - crossStart - thickness) / 2
            }
            across += item.absoluteOffset.coordinate(along: cross)
            let itemLength = size.length(along: axis)
            var along: Double
            if alignment.isStart(along: axis) {
                along = item.extendsBoundary ? start + startBand - itemLength : start
            } else if alignment.isEnd(along: axis) {
                along = item.extendsBoundary ? contentEnd : start + length - itemLength
            } else {
                let span = sections.map { max($0, itemLength) } ?? length
                along = start + (span - itemLength) / 2
            }
            along += item.absoluteOffset.coordinate(along: axis)
            let frame = Rect(origin: Point(along: along, across: across, axis: axis), size: size).inset(by: entry.insets)
            let zIndex = item.pinToVisibleBounds ? item.zIndex + BoundaryItem.pinnedZIndexBoost : item.zIndex
            return SupplementaryFrame(kind: item.kind, index: 0, item: nil, frame: grid.place(frame), zIndex: zIndex)
        }
    }

    /// The items that pin to the visible bounds along the axis (those at its start or end), by
    /// their place in `frames`, each travelling between `lowerLimit` (the end of the start
    /// bands) and `upperLimit` (the end of the content, before the end bands).
    func pins(lowerLimit: Double, upperLimit: Double) -> [PinnedBoundary] {
        var pins: [PinnedBoundary] = []
        for (position, entry) in resolved.enumerated() where entry.item.pinToVisibleBounds {
            let alignment = entry.item.alignment
            guard alignment.isStart(along: axis) || alignment.isEnd(along: axis) else { continue }
            pins.append(
                PinnedBoundary(
                    position: position, pinsToStart: alignment.isStart(along: axis), lowerLimit: lowerLimit,
                    upperLimit: upperLimit))
        }
        return pins
    }

    private func isCrossAligned(_ item: BoundaryItem) -> Bool {
        !item.alignment.isStart(along: axis) && !item.alignment.isEnd(along: axis)
    }
}
