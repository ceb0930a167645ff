/// Lays out one section: its body by kind, wrapped in its insets and boundary items, with its
/// decorations.
struct SectionLayouter {
    let context: LayoutContext
    let section: Section
    let index: Int
    /// Where the section starts along the scroll axis.
    let start: Double
    /// The screen's element limit, and how many elements the section may still make.
    let elementLimit: Int
    let remaining: Int
    /// The subitems the run's k-fits have weighed.
    let fitWeight: FitWeightTally

    func layout() throws(LayoutError) -> SectionLayout {
        let axis = context.scrollAxis
        let insets = context.effectiveInsets(of: section)
        // The body's layout, from the content's start; a flow section lays itself out whole.
        let body: (Double) throws(LayoutError) -> SectionBody
        switch section.content {
        case .flow(let flow):
            if axis == .horizontal, let refusal = flow.horizontalRefusal {
                throw .notInHorizontalLayout(section: index, reason: refusal)
            }
            var layout = layout(flow)
            decorate(&layout)
            return layout
        case .compositional(let content):
            body = { (contentStart) throws(LayoutError) in
                try CompositionalLayouter(
                    section: content, insets: insets, context: context, sectionIndex: index,
                    budget: ElementBudget(limit: elementLimit, remaining: remaining - section.boundaryItems.count),
                    boundaryItemCount: section.boundaryItems.count, fitWeight: fitWeight
                ).layout(contentStart: contentStart)
            }
        case .waterfall(let content):
            if axis == .horizontal, let refusal = content.horizontalRefusal {
                throw .notInHorizontalLayout(section: index, reason: refusal)
            }
            body = { WaterfallLayouter(section: content, insets: insets, context: context).layout(contentTop: $0) }
        case .mosaic(let content):
            body = { MosaicLayouter(section: content, insets: insets, context: context).layout(contentStart: $0) }
        case .list:
            // The compositional section its configuration makes here (layout-rules §13).
            if axis == .horizontal { throw .notInHorizontalLayout(section: index, reason: .listSection) }
            let compositional = section.listExpanded(idiom: context.idiom, width: context.width)
            var layout = try SectionLayouter(
                context: context, section: compositional, index: index, start: start, elementLimit: elementLimit,
                remaining: remaining, fitWeight: fitWeight
            ).layout()
            layout.kind = .list
            return layout
        }

        if context.height == nil && section.boundaryItems.contains(where: { $0.size.usesFractionalHeight }) {
            throw .missingContainerHeight(section: index)
        }
        // Boundary items keep clear of the section's insets across the axis, or only of what
        // the reference adds when they do not follow the content insets (layout-rules §4).
        let crossInsets = section.supplementariesFollowContentInsets ? insets : context.referenceInsets(of: section)
        let crossLength = context.length(along: axis.cross)
        let boundary = BoundaryLayout(
            items: section.boundaryItems, axis: axis, crossStart: crossInsets.start(along: axis.cross),
            crossEnd: crossLength - crossInsets.end(along: axis.cross), alongLength: context.length(along: axis),
            grid: context.grid)
        let contentStart = start + boundary.startBand + insets.start(along: axis)
        var content = try body(contentStart)

        var length = 0.0
        if section.itemCount > 0 || !section.boundaryItems.isEmpty {
            length = boundary.startBand + insets.start(along: axis) + content.length + insets.end(along: axis) + boundary.endBand
            // Never negative, though negative insets may outweigh the content (layout-rules §3).
            length = max(0, length, boundary.minimumLength)
        }
        let contentEnd = contentStart + content.length + insets.end(along: axis)
        // Boundary items first: put before the anchored ones (there may be millions) in their
        // own array, which has room for them, rather than copied after them into a new one.
        var supplementaries = content.anchored
        content.anchored = []
        supplementaries.insert(contentsOf: boundary.frames(start: start, length: length, contentEnd: contentEnd), at: 0)

        var layout = SectionLayout(
            index: index, id: section.id, kind: section.kind,
            frame: Rect(along: start, across: 0, length: length, thickness: crossLength, axis: axis),
            items: content.items, itemIDs: section.itemIDs, itemZIndices: content.itemZIndices,
            supplementaries: supplementaries, decorations: [], orthogonal: content.orthogonal,
            transforms: content.transforms, groups: content.groups)
        if section.boundaryItems.contains(where: \.pinToVisibleBounds) {
            layout.pins = boundary.pins(lowerLimit: start + boundary.startBand, upperLimit: start + length - boundary.endBand)
        }
        decorate(&layout)
        return layout
    }

    /// A flow section: its header, insets, lines and footer are its own (layout-rules §9).
    private func layout(_ flow: FlowSection) -> SectionLayout {
        let axis = context.scrollAxis
        let insets = FlowLayouter.insets(of: section, in: context)
        let result = FlowLayouter(section: flow, insets: insets, context: context).layout(start: start)
        var layout = SectionLayout(
            index: index, id: section.id, kind: section.kind,
            frame: Rect(along: start, across: 0, length: result.length, thickness: context.length(along: axis.cross), axis: axis),
            items: result.items, itemIDs: section.itemIDs, supplementaries: result.supplementaries, decorations: [])
        // A pinned header travels from its place to the end of the lines and the inset after
        // them; a pinned footer back to the end of the header.
        let lower = start + flow.headerHeight
        let upper = start + result.length - flow.footerHeight
        for (position, supplementary) in result.supplementaries.enumerated() {
            let isHeader = supplementary.kind == FlowSection.headerKind
            guard isHeader ? flow.pinsHeader : flow.pinsFooter else { continue }
            layout.pins.append(PinnedBoundary(position: position, pinsToStart: isHeader, lowerLimit: lower, upperLimit: upper))
        }
        return layout
    }

    /// Gives `layout` the section's decorations: each exactly the section's frame less its
    /// insets, not snapped again even where that frame is off the pixel grid; the items of a
    /// decorated section are raised to zIndex 1 (layout-rules §12). In place: a section's
    /// layout copied would be retained and released array by array.
    private func decorate(_ layout: inout SectionLayout) {
        guard !section.decorations.isEmpty else { return }
        let frame = layout.frame
        layout.decorations = section.decorations.map {
            DecorationFrame(kind: $0.kind, frame: frame.inset(by: $0.contentInsets), zIndex: $0.zIndex)
        }
        if layout.itemZIndices != nil {
            for index in layout.itemZIndices!.indices { layout.itemZIndices![index] = max(layout.itemZIndices![index], 1) }
        } else {
            layout.itemZIndices = [Int](repeating: 1, count: layout.items.count)
        }
    }
}

/// What a section's kind lays out between the section's insets.
struct SectionBody {
    var items: [Rect]
    var itemZIndices: [Int]? = nil
    var anchored: [SupplementaryFrame] = []
    /// The length of the content along the layout's scroll axis, between its insets there.
    var length: Double
    var orthogonal: OrthogonalScroll? = nil
    var transforms: ScaleTransforms? = nil
    var groups: GroupRepetitions? = nil
}
