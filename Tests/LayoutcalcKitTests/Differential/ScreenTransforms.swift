import LayoutEngine

/// A screen turned across its diagonal (layout-rules §12, "Scroll direction": a horizontal layout
/// is the vertical one with the roles of the axes exchanged): width ↔ height everywhere,
/// fractionalWidth ↔ fractionalHeight, insets top ↔ leading and bottom ↔ trailing, horizontal ↔
/// vertical groups, boundary alignments top ↔ leading and bottom ↔ trailing, offsets (x, y) ↔
/// (y, x), and the scroll direction exchanged. Laid out, its frames turned back are the
/// original's.
///
/// What does not turn, and so has no transposed screen (`nil`, with the reason):
/// - a flow section: horizontal flow is refused (layout-notes: its rules are not in the
///   contract);
/// - a waterfall item's `height` or an `extraHeight`: refused sideways, a row fixes the height;
/// - a waterfall ratio that is not a power of two: sideways an item is its row's height times
///   its ratio (the ratio keeps meaning width ÷ height), so the turned ratio is 1 ÷ r, and c ÷ r
///   equals c × (1 ÷ r) for every c only when 1 ÷ r is exact;
/// - right to left: it mirrors along x in both directions, which is not turned.
/// A carousel or widget turns into a compositional section holding its turned group (the
/// presets keep their fractions of the width in either direction, layout-notes), and a list
/// into its compositional section turned (a list itself is refused sideways, layout-rules §13),
/// so the section's `kind` is not compared. Variants are resolved first: they are chosen by the
/// container's width, which turning changes. A mosaic does not change: sideways every block is
/// its vertical self reflected across its diagonal (layout-notes).
enum Transposition {
    static func screen(_ screen: Screen) -> Result<Screen, Refusal> {
        guard screen.layoutDirection == .leftToRight else { return .failure(Refusal("right to left mirrors along x")) }
        guard let height = screen.container.height else { return .failure(Refusal("no container height")) }
        var sections: [Section] = []
        for section in screen.sections {
            let width = screen.container.width
            switch Self.section(section.resolved(forWidth: width).listExpanded(idiom: screen.idiom, width: width)) {
            case .success(let turned): sections.append(turned)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(
            Screen(
                container: Container(width: height, height: screen.container.width), scale: screen.scale,
                layoutMargins: insets(screen.layoutMargins), safeArea: insets(screen.safeArea),
                interSectionSpacing: screen.interSectionSpacing, sections: sections,
                scrollDirection: screen.scrollDirection.cross, layoutDirection: .leftToRight,
                contentInsetsReference: screen.contentInsetsReference, boundaryItems: screen.boundaryItems.map(boundaryItem),
                scrollOffsets: screen.scrollOffsets.map(point)))
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func point(_ point: Point) -> Point { Point(x: point.y, y: point.x) }

    static func rect(_ rect: Rect) -> Rect { Rect(x: rect.y, y: rect.x, width: rect.height, height: rect.width) }

    static func size(_ size: Size) -> Size { Size(width: size.height, height: size.width) }

    static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    }

    static func dimension(_ dimension: Dimension) -> Dimension {
        switch dimension {
        case .fractionalWidth(let fraction): .fractionalHeight(fraction)
        case .fractionalHeight(let fraction): .fractionalWidth(fraction)
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    static func layoutSize(_ size: LayoutSize) -> LayoutSize {
        LayoutSize(width: dimension(size.height), height: dimension(size.width))
    }

    static func alignment(_ alignment: BoundaryAlignment) -> BoundaryAlignment {
        switch alignment {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        }
    }

    static func boundaryItem(_ item: BoundaryItem) -> BoundaryItem {
        BoundaryItem(
            kind: item.kind, size: layoutSize(item.size), alignment: alignment(item.alignment),
            extendsBoundary: item.extendsBoundary, absoluteOffset: point(item.absoluteOffset),
            contentInsets: insets(item.contentInsets), pinToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex)
    }

    static func edges(_ edges: AnchorEdges) -> AnchorEdges {
        var turned = AnchorEdges()
        if edges.contains(.top) { turned.insert(.leading) }
        if edges.contains(.leading) { turned.insert(.top) }
        if edges.contains(.bottom) { turned.insert(.trailing) }
        if edges.contains(.trailing) { turned.insert(.bottom) }
        return turned
    }

    static func anchor(_ anchor: Anchor) -> Anchor {
        Anchor(
            edges: edges(anchor.edges), fractionalOffset: point(anchor.fractionalOffset),
            absoluteOffset: point(anchor.absoluteOffset))
    }

    static func anchored(_ supplementary: AnchoredSupplementary) -> AnchoredSupplementary {
        AnchoredSupplementary(
            kind: supplementary.kind, size: layoutSize(supplementary.size),
            containerAnchor: anchor(supplementary.containerAnchor),
            itemAnchor: supplementary.itemAnchor.map(anchor), zIndex: supplementary.zIndex)
    }

    static func edgeSpacing(_ edges: EdgeSpacing) -> EdgeSpacing {
        EdgeSpacing(leading: edges.top, top: edges.leading, trailing: edges.bottom, bottom: edges.trailing)
    }

    static func node(_ node: LayoutNode) -> LayoutNode {
        switch node {
        case .item(let item):
            .item(
                LayoutItem(
                    size: layoutSize(item.size), contentInsets: insets(item.contentInsets),
                    edgeSpacing: edgeSpacing(item.edgeSpacing),
                    supplementaries: item.supplementaries.map(anchored), zIndex: item.zIndex))
        case .group(let group): .group(self.group(group))
        }
    }

    static func group(_ group: LayoutGroup) -> LayoutGroup {
        let arrangement: GroupArrangement =
            switch group.arrangement {
            case .horizontal(let subitems): .vertical(subitems.map(node))
            case .vertical(let subitems): .horizontal(subitems.map(node))
            case .custom(let frames): .custom(frames.map(rect))
            }
        return LayoutGroup(
            size: layoutSize(group.size), arrangement: arrangement, count: group.count, interItemSpacing: group.interItemSpacing,
            contentInsets: insets(group.contentInsets), edgeSpacing: edgeSpacing(group.edgeSpacing),
            supplementaries: group.supplementaries.map(anchored))
    }

    static func section(_ section: Section) -> Result<Section, Refusal> {
        let content: SectionContent
        switch section.content {
        case .flow: return .failure(Refusal("a flow section is refused sideways"))
        case .list: return .failure(Refusal("a list section is refused sideways"))
        case .mosaic: content = section.content
        case .compositional(var compositional):
            // A turned preset is a compositional section of its turned group.
            compositional.groupSource = .group(group(compositional.group))
            if let measurements = compositional.measurements {
                compositional.measurements = MeasuredSizes(
                    (0..<section.itemCount).map { index in
                        let size = measurements.size(of: index)
                        return MeasuredSize(width: size?.height, height: size?.width)
                    })
            }
            content = .compositional(compositional)
        case .waterfall(var waterfall):
            guard waterfall.defaultExtraHeight == 0 else {
                return .failure(Refusal("a waterfall's extraHeight is refused sideways"))
            }
            var items = WaterfallItems()
            for index in 0..<waterfall.items.count {
                var item = waterfall.items[index]
                guard item.extraHeight == nil else { return .failure(Refusal("a waterfall's extraHeight is refused sideways")) }
                guard case .ratio(let ratio) = item.size else {
                    return .failure(Refusal("a waterfall's height is refused sideways"))
                }
                guard ratio.significand == 1 else { return .failure(Refusal("ratio \(ratio) is not a power of two")) }
                item.size = .ratio(1 / ratio)
                items.append(item)
            }
            waterfall.items = items
            content = .waterfall(waterfall)
        }
        return .success(
            Section(
                id: section.id, content: content, contentInsets: insets(section.contentInsets),
                contentInsetsReference: section.contentInsetsReference, boundaryItems: section.boundaryItems.map(boundaryItem),
                supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
                decorations: section.decorations.map {
                    DecorationItem(kind: $0.kind, contentInsets: insets($0.contentInsets), zIndex: $0.zIndex)
                }, itemIDs: section.itemIDs))
    }
}

/// How two layouts of one screen should correspond: a frame of the one, mapped, is the other's.
struct FrameCorrespondence {
    /// What a frame of the first layout becomes in the second.
    var map: (Rect) -> Rect
    /// How far two numbers may differ and still be the same (0: exactly).
    var tolerance: Double
    /// Whether the sections' kinds must agree (a turned preset is a compositional section).
    var comparesKinds: Bool
    /// Whether the content size is mapped as a frame's size.
    var mapsSize: (Size) -> Size

    func same(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= tolerance
    }

    func same(_ a: Rect, _ b: Rect) -> Bool {
        same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
    }

    /// Where `second` differs from `first` mapped, each difference in words (at most `limit`).
    func differences(_ first: ScreenLayout, _ second: ScreenLayout, limit: Int = 8) -> [String] {
        var found: [String] = []
        func note(_ text: @autoclosure () -> String) {
            if found.count < limit { found.append(text()) }
        }
        func compare(_ a: Rect, _ b: Rect, _ what: @autoclosure () -> String) {
            let mapped = map(a)
            if !same(mapped, b) { note("\(what()): expected \(mapped) (from \(a)), found \(b)") }
        }
        let size = mapsSize(first.contentSize)
        if !same(size.width, second.contentSize.width) || !same(size.height, second.contentSize.height) {
            note("contentSize: expected \(size), found \(second.contentSize)")
        }
        compareSupplementaries(first.supplementaries, second.supplementaries, "layout", compare, note)
        guard first.sections.count == second.sections.count else {
            note("\(first.sections.count) sections against \(second.sections.count)")
            return found
        }
        for (a, b) in zip(first.sections, second.sections) {
            let name = "section \(a.index)"
            if a.id != b.id || (comparesKinds && a.kind != b.kind) {
                note("\(name): \(a.id) \(a.kind) against \(b.id) \(b.kind)")
            }
            compare(a.frame, b.frame, "\(name) frame")
            if a.items.count != b.items.count {
                note("\(name): \(a.items.count) items against \(b.items.count)")
            } else {
                for index in a.items.indices { compare(a.items[index], b.items[index], "\(name) item \(index)") }
            }
            if a.itemIDs != b.itemIDs { note("\(name): item ids differ") }
            if a.itemZIndices != b.itemZIndices {
                note("\(name): item zIndices \(String(describing: a.itemZIndices)) against \(String(describing: b.itemZIndices))")
            }
            compareSupplementaries(a.supplementaries, b.supplementaries, name, compare, note)
            if a.decorations.count != b.decorations.count {
                note("\(name): \(a.decorations.count) decorations against \(b.decorations.count)")
            } else {
                for (index, (da, db)) in zip(a.decorations, b.decorations).enumerated() {
                    if da.kind != db.kind || da.zIndex != db.zIndex { note("\(name) decoration \(index): kind or zIndex differ") }
                    compare(da.frame, db.frame, "\(name) decoration \(index)")
                }
            }
            if !sameScroll(a.orthogonal, b.orthogonal) {
                note("\(name) orthogonal: \(String(describing: a.orthogonal)) against \(String(describing: b.orthogonal))")
            }
            let transformsA = a.transforms.map { Array($0) }
            let transformsB = b.transforms.map { Array($0) }
            if !sameTransforms(transformsA, transformsB) {
                note("\(name) transforms: \(String(describing: transformsA)) against \(String(describing: transformsB))")
            }
        }
        return found
    }

    private func compareSupplementaries(
        _ a: [SupplementaryFrame], _ b: [SupplementaryFrame], _ name: String,
        _ compare: (Rect, Rect, @autoclosure () -> String) -> Void,
        _ note: (@autoclosure () -> String) -> Void
    ) {
        guard a.count == b.count else {
            note("\(name): \(a.count) supplementaries against \(b.count)")
            return
        }
        for (index, (sa, sb)) in zip(a, b).enumerated() {
            if sa.kind != sb.kind || sa.index != sb.index || sa.item != sb.item || sa.zIndex != sb.zIndex {
                note("\(name) supplementary \(index): \(sa) against \(sb)")
            }
            compare(sa.frame, sb.frame, "\(name) supplementary \(index) (\(sa.kind))")
        }
    }

    private func sameScroll(_ a: OrthogonalScroll?, _ b: OrthogonalScroll?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.behavior == b.behavior && same(a.contentWidth, b.contentWidth) && same(a.maxOffset, b.maxOffset)
            && a.restingOffsets.count == b.restingOffsets.count
            && zip(a.restingOffsets, b.restingOffsets).allSatisfy { same($0, $1) }
    }

    private func sameTransforms(_ a: [TransformSnapshot]?, _ b: [TransformSnapshot]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.count == b.count
            && zip(a, b).allSatisfy { sa, sb in
                same(sa.offset, sb.offset) && sa.items.count == sb.items.count
                    && zip(sa.items, sb.items).allSatisfy { $0.index == $1.index && same($0.scale, $1.scale) }
            }
    }

    /// Where the elements `second` lists differ from `first`'s mapped.
    func differences(_ first: [VisibleElement], _ second: [VisibleElement]) -> String? {
        guard first.count == second.count else {
            return "\(first.count) elements against \(second.count): \(first.map(describe)) against \(second.map(describe))"
        }
        for (a, b) in zip(first, second) {
            let mapped = map(a.frame)
            if a.section != b.section || a.category != b.category || a.kind != b.kind || a.index != b.index
                || a.zIndex != b.zIndex
                || !same(mapped, b.frame)
            {
                return "\(describe(a)) (mapped \(mapped)) against \(describe(b))"
            }
        }
        return nil
    }

    private func describe(_ element: VisibleElement) -> String {
        let section = element.section.map(String.init) ?? "layout"
        return "\(section) \(element.category) \(element.kind ?? "") \(element.index) \(element.frame)"
    }
}
