import Foundation
import LayoutEngine

/// Translates a layout's objects into the engine's values, as they are when it is prepared:
/// each property becomes the engine's field of the same meaning. Nothing is laid out here.
struct ScreenTranslation {
    let harness: LayoutcalcHarness
    let configuration: UICollectionViewCompositionalLayoutConfiguration
    let environment: LayoutEnvironment
    /// Measured sizes by section, each section's by item (an item without one has none).
    private var measured: [Int: [MeasuredSize]] = [:]

    init(harness: LayoutcalcHarness, configuration: UICollectionViewCompositionalLayoutConfiguration) throws(CompositionalLayoutError) {
        self.harness = harness
        self.configuration = configuration
        environment = LayoutEnvironment(harness: harness, configuration: configuration)
        for (indexPath, size) in harness.measuredSizes {
            guard indexPath.count == 2, harness.itemCounts.indices.contains(indexPath.section),
                (0..<harness.itemCounts[indexPath.section]).contains(indexPath.item)
            else {
                throw CompositionalLayoutError(at: "measuredSizes", "\(indexPath) is not the index path of an item")
            }
            let count = harness.itemCounts[indexPath.section]
            measured[indexPath.section, default: [MeasuredSize](repeating: MeasuredSize(), count: count)][indexPath.item] =
                MeasuredSize(width: Double(size.width), height: Double(size.height))
        }
    }

    func screen(of layout: UICollectionViewCompositionalLayout) throws(CompositionalLayoutError) -> Screen {
        var sections: [Section] = []
        sections.reserveCapacity(harness.itemCounts.count)
        for (index, count) in harness.itemCounts.enumerated() {
            guard let object = layout.section(at: index, in: environment) else {
                throw CompositionalLayoutError(at: "sections[\(index)]", "the section provider returned no section for a section of \(count) items")
            }
            sections.append(try section(object, index: index, count: count))
        }
        var boundaryItems: [BoundaryItem] = []
        for (place, item) in configuration.boundarySupplementaryItems.enumerated() {
            boundaryItems.append(try boundaryItem(item, path: "boundaryItems[\(place)]"))
        }
        return Screen(
            container: Container(width: Double(harness.width), height: harness.height.map(Double.init)),
            scale: harness.scale.map(Double.init), layoutMargins: EdgeInsets(harness.layoutMargins),
            safeArea: EdgeInsets(harness.safeArea), interSectionSpacing: Double(configuration.interSectionSpacing),
            sections: sections, scrollDirection: configuration.scrollDirection == .horizontal ? .horizontal : .vertical,
            layoutDirection: harness.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            contentInsetsReference: ContentInsetsReference(configuration.contentInsetsReference), boundaryItems: boundaryItems,
            scrollOffsets: harness.scrollOffsets.map(Point.init))
    }

    private func section(_ object: NSCollectionLayoutSection, index: Int, count: Int) throws(CompositionalLayoutError) -> Section {
        let path = "sections[\(index)]"
        let options = object.layoutcalc
        var kind: SectionKind
        let content: SectionContent
        switch object.body {
        case .group(let group):
            kind = .compositional
            if let preset = options.preset { kind = preset == .carousel ? .carousel : .widget }
            content = .compositional(
                CompositionalSection(
                    group: try self.group(group, path: path + ".group"), itemCount: count,
                    interGroupSpacing: Double(object.interGroupSpacing),
                    orthogonalScrolling: OrthogonalScrollingBehavior(object.orthogonalScrollingBehavior),
                    scaleEffect: try object.visibleItemsInvalidationHandler.flatMap { (handler) throws(CompositionalLayoutError) in
                        try ScaleEffectRecognition(environment: environment, layoutAxis: configuration.scrollDirection).effect(of: handler, path: path)
                    },
                    offsets: options.orthogonalOffsets.map { .list($0) } ?? .resting,
                    measurements: measured[index].map(MeasuredSizes.init)))
        case .waterfall(let waterfall):
            kind = .waterfall
            guard waterfall.items.count == count else {
                throw CompositionalLayoutError(at: path, "the waterfall has \(waterfall.items.count) items, and the section \(count)")
            }
            content = .waterfall(waterfall)
        case .flow(var flow):
            kind = .flow
            flow.itemCount = count
            content = .flow(flow)
        case .mosaic(var mosaic):
            kind = .mosaic
            mosaic.itemCount = count
            content = .mosaic(mosaic)
        }
        if kind != .compositional && kind != .carousel && kind != .widget {
            try checkOwnKind(object, kind: kind, index: index)
        }
        if let ids = options.itemIDs, ids.count != count {
            throw CompositionalLayoutError(at: path, "layoutcalc.itemIDs has \(ids.count) ids for \(count) items")
        }
        var boundaryItems: [BoundaryItem] = []
        for (place, item) in object.boundarySupplementaryItems.enumerated() {
            boundaryItems.append(try boundaryItem(item, path: "\(path).boundaryItems[\(place)]"))
        }
        var decorations: [DecorationItem] = []
        for (place, item) in object.decorationItems.enumerated() {
            guard item.edgeSpacing == nil else {
                throw CompositionalLayoutError(at: "\(path).decorations[\(place)]", "layoutcalc does not lay out a decoration item's edgeSpacing")
            }
            decorations.append(DecorationItem(kind: item.elementKind, contentInsets: EdgeInsets(item.contentInsets), zIndex: item.zIndex))
        }
        // UIKit's `.automatic` follows the configuration's reference: the engine's `nil`.
        let reference = object.contentInsetsReference == .automatic ? nil : ContentInsetsReference(object.contentInsetsReference)
        return Section(
            id: options.id ?? "section-\(index)", kind: kind, content: content, contentInsets: EdgeInsets(object.contentInsets),
            contentInsetsReference: reference, boundaryItems: boundaryItems,
            supplementariesFollowContentInsets: object.supplementariesFollowContentInsets, decorations: decorations,
            itemIDs: options.itemIDs)
    }

    /// A waterfall, flow or mosaic section lays out its items itself: it has no group to repeat
    /// or scroll, is no preset, and sizes its items without measured sizes.
    private func checkOwnKind(_ object: NSCollectionLayoutSection, kind: SectionKind, index: Int) throws(CompositionalLayoutError) {
        let path = "sections[\(index)]"
        let name = "a \(kind.rawValue) section"
        if object.interGroupSpacing != 0 || object.orthogonalScrollingBehavior != .none || object.visibleItemsInvalidationHandler != nil
            || object.layoutcalc.orthogonalOffsets != nil
        {
            throw CompositionalLayoutError(at: path, "\(name) has no groups: interGroupSpacing, orthogonal scrolling and its handler are not for it")
        }
        if object.layoutcalc.preset != nil {
            throw CompositionalLayoutError(at: path, "\(name) is not a preset of a compositional section")
        }
        if measured[index] != nil {
            throw CompositionalLayoutError(at: "measuredSizes", "\(name) (section \(index)) sizes its items itself")
        }
    }

    private func node(_ item: NSCollectionLayoutItem, path: String) throws(CompositionalLayoutError) -> LayoutNode {
        if let group = item as? NSCollectionLayoutGroup { return .group(try self.group(group, path: path)) }
        if item is NSCollectionLayoutSupplementaryItem {
            throw CompositionalLayoutError(at: path, "a supplementary item is not an item of a group: give it to an item's or group's supplementaryItems")
        }
        if item is NSCollectionLayoutDecorationItem {
            throw CompositionalLayoutError(at: path, "a decoration item is not an item of a group: give it to a section's decorationItems")
        }
        return .item(
            LayoutItem(
                size: LayoutSize(item.layoutSize), contentInsets: EdgeInsets(item.contentInsets),
                edgeSpacing: EdgeSpacing(item.edgeSpacing), supplementaries: try anchored(item.supplementaryItems, path: path)))
    }

    private func group(_ group: NSCollectionLayoutGroup, path: String) throws(CompositionalLayoutError) -> LayoutGroup {
        let arrangement: GroupArrangement
        switch group.arrangement {
        case .horizontal, .vertical:
            var subitems: [LayoutNode] = []
            subitems.reserveCapacity(group.subitems.count)
            for (place, subitem) in group.subitems.enumerated() {
                subitems.append(try node(subitem, path: "\(path).subitems[\(place)]"))
            }
            if case .horizontal = group.arrangement { arrangement = .horizontal(subitems) } else { arrangement = .vertical(subitems) }
        case .custom(let provider):
            var frames: [Rect] = []
            for (place, item) in provider(environment).enumerated() {
                guard item.zIndex == 0 else {
                    throw CompositionalLayoutError(at: "\(path).frames[\(place)]", "a custom item's zIndex is not laid out by layoutcalc: give 0")
                }
                frames.append(Rect(item.frame))
            }
            arrangement = .custom(frames)
        }
        return LayoutGroup(
            size: LayoutSize(group.layoutSize), arrangement: arrangement, count: group.count,
            interItemSpacing: group.interItemSpacing.map(Spacing.init) ?? .zero, contentInsets: EdgeInsets(group.contentInsets),
            edgeSpacing: EdgeSpacing(group.edgeSpacing), supplementaries: try anchored(group.supplementaryItems, path: path))
    }

    private func anchored(_ items: [NSCollectionLayoutSupplementaryItem], path: String) throws(CompositionalLayoutError) -> [AnchoredSupplementary] {
        var result: [AnchoredSupplementary] = []
        for (place, item) in items.enumerated() {
            let itemPath = "\(path).supplementaries[\(place)]"
            if item is NSCollectionLayoutBoundarySupplementaryItem {
                throw CompositionalLayoutError(at: itemPath, "a boundary supplementary item belongs in a section's boundarySupplementaryItems")
            }
            if item.contentInsets != .zero || item.edgeSpacing != nil {
                throw CompositionalLayoutError(at: itemPath, "layoutcalc does not lay out an anchored supplementary's contentInsets or edgeSpacing")
            }
            result.append(
                AnchoredSupplementary(
                    kind: item.elementKind, size: LayoutSize(item.layoutSize), containerAnchor: Anchor(item.containerAnchor),
                    itemAnchor: item.itemAnchor.map(Anchor.init), zIndex: item.zIndex))
        }
        return result
    }

    private func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem, path: String) throws(CompositionalLayoutError) -> BoundaryItem {
        guard let alignment = BoundaryAlignment(item.alignment) else {
            throw CompositionalLayoutError(at: path, "a boundary supplementary item needs an alignment other than .none")
        }
        if item.edgeSpacing != nil {
            throw CompositionalLayoutError(at: path, "layoutcalc does not lay out a boundary supplementary item's edgeSpacing")
        }
        return BoundaryItem(
            kind: item.elementKind, size: LayoutSize(item.layoutSize), alignment: alignment, extendsBoundary: item.extendsBoundary,
            absoluteOffset: Point(item.offset), contentInsets: EdgeInsets(item.contentInsets),
            pinToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex)
    }
}

// The engine's value of each of UIKit's.

extension EdgeInsets {
    init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))
    }
}

extension Point {
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension LayoutSize {
    init(_ size: NSCollectionLayoutSize) {
        self.init(width: LayoutEngine.Dimension(size.widthDimension), height: LayoutEngine.Dimension(size.heightDimension))
    }
}

extension LayoutEngine.Dimension {
    init(_ dimension: NSCollectionLayoutDimension) {
        let value = Double(dimension.dimension)
        switch dimension.kind {
        case .fractionalWidth: self = .fractionalWidth(value)
        case .fractionalHeight: self = .fractionalHeight(value)
        case .absolute: self = .absolute(value)
        case .estimated: self = .estimated(value)
        }
    }
}

extension Spacing {
    init(_ spacing: NSCollectionLayoutSpacing) {
        self = spacing.isFlexibleSpacing ? .flexible(Double(spacing.spacing)) : .fixed(Double(spacing.spacing))
    }
}

extension EdgeSpacing {
    init(_ spacing: NSCollectionLayoutEdgeSpacing?) {
        self.init(
            leading: spacing?.leading.map(Spacing.init), top: spacing?.top.map(Spacing.init),
            trailing: spacing?.trailing.map(Spacing.init), bottom: spacing?.bottom.map(Spacing.init))
    }
}

extension Anchor {
    init(_ anchor: NSCollectionLayoutAnchor) {
        var edges = AnchorEdges()
        if anchor.edges.contains(.top) { edges.insert(.top) }
        if anchor.edges.contains(.leading) { edges.insert(.leading) }
        if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
        if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
        let offset = Point(anchor.offset)
        self.init(
            edges: edges, fractionalOffset: anchor.isFractionalOffset ? offset : .zero,
            absoluteOffset: anchor.isAbsoluteOffset ? offset : .zero)
    }
}

extension BoundaryAlignment {
    init?(_ alignment: NSRectAlignment) {
        switch alignment {
        case .none: return nil
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}

extension OrthogonalScrollingBehavior {
    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension ContentInsetsReference {
    init(_ reference: UIContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}
