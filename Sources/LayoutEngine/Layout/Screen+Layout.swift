extension Screen {
    /// Lays out every section along the scroll direction (layout-rules §11), inside the layout's
    /// own boundary items, mirrored when right to left (§12).
    public func layout() throws(LayoutError) -> ScreenLayout {
        try layout(elementLimit: .max)
    }

    /// Lays out the screen as `layout(elementLimit:work:)` does, as the only layout of its run.
    public func layout(elementLimit: Int) throws(LayoutError) -> ScreenLayout {
        var work = SolverWork()
        return try layout(elementLimit: elementLimit, work: &work)
    }

    /// Lays out the screen as `layout()` does, but refuses (`tooManyElements`) a screen whose
    /// layout would hold more than `elementLimit` elements: sections, items, supplementaries,
    /// decorations, resting offsets and the offsets transforms are reported at. What would
    /// pass the limit is refused before it is made: a section's items before it is laid out,
    /// a compositional section's anchored supplementaries once its group is solved, a row's
    /// resting offsets and offsets once the row's length is known. (The transforms' item scales
    /// and what is visible at each scroll offset are computed when asked for, and not counted.)
    ///
    /// The group solver's work is counted in `work`, the run's so far, against its limits:
    /// the group members the sections would lay out before any is laid out
    /// (`tooManyGroupMembers`), and the subitems the k-fits weigh as they go (`groupTooLarge`).
    public func layout(elementLimit: Int, work: inout SolverWork) throws(LayoutError) -> ScreenLayout {
        if container.height == nil {
            if scrollDirection == .horizontal { throw .layoutNeedsContainerHeight(.horizontalScrolling) }
            if !scrollOffsets.isEmpty { throw .layoutNeedsContainerHeight(.scrollOffsets) }
            if boundaryItems.contains(where: { $0.size.usesFractionalHeight }) {
                throw .layoutNeedsContainerHeight(.boundaryItems)
            }
        }
        work.groupMembers += try groupMembers(atWidths: [container.width], after: work)
        let fitWeight = FitWeightTally(work.fitWeight)
        defer { work.fitWeight = fitWeight.weight }
        let context = LayoutContext(screen: self)
        let axis = scrollDirection
        let crossLength = context.length(along: axis.cross)
        // The layout's boundary items: in the whole container, without insets or reference.
        let boundary = BoundaryLayout(
            items: boundaryItems, axis: axis, crossStart: 0, crossEnd: crossLength,
            alongLength: context.length(along: axis), grid: context.grid)
        var laidOut: [SectionLayout] = []
        laidOut.reserveCapacity(sections.count)
        var position = boundary.startBand
        var remaining = elementLimit - boundaryItems.count
        for (index, section) in sections.enumerated() {
            if index > 0 { position += interSectionSpacing }
            let section = section.variants.isEmpty ? section : section.resolved(forWidth: container.width)
            remaining -= 1
            guard remaining >= section.itemCount else { throw .tooManyElements(section: index, limit: elementLimit) }
            let layout = try SectionLayouter(
                context: context, section: section, index: index, start: position, elementLimit: elementLimit,
                remaining: remaining, fitWeight: fitWeight
            ).layout()
            remaining -= layout.elementCount
            guard remaining >= 0 else { throw .tooManyElements(section: index, limit: elementLimit) }
            position += layout.frame.length(along: axis)
            laidOut.append(layout)
        }
        var supplementaries: [SupplementaryFrame] = []
        var pins: [PinnedBoundary] = []
        var contentLength = position
        if !boundaryItems.isEmpty {
            // Items aligned across the axis lengthen the content to their far edges; items at
            // the end of the axis come after all that.
            let bodyEnd = max(position, boundary.crossAlignedEnd(over: position))
            contentLength = bodyEnd + boundary.endBand
            supplementaries = boundary.frames(
                start: 0, length: contentLength, contentEnd: bodyEnd, centredOverLongerOf: position)
            pins = boundary.pins(lowerLimit: boundary.startBand, upperLimit: contentLength - boundary.endBand)
        }
        var result = ScreenLayout(
            container: container, scale: scale,
            contentSize: Size(along: contentLength, across: crossLength, axis: axis),
            supplementaries: supplementaries, sections: laidOut, scrollDirection: axis,
            layoutDirection: layoutDirection, scrollOffsets: scrollOffsets, pins: pins)
        if layoutDirection == .rightToLeft { result.mirror() }
        return result
    }
}
