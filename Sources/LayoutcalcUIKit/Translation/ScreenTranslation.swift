import Foundation
import LayoutEngine
import LayoutSpec

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
        measured = try harness.measuredSizesBySection()
    }

    private static let sections = SpecPath.root.key("sections")

    func screen(of layout: UICollectionViewCompositionalLayout) throws(CompositionalLayoutError) -> Screen {
        var sections: [Section] = []
        sections.reserveCapacity(harness.itemCounts.count)
        for (index, count) in harness.itemCounts.enumerated() {
            guard let object = layout.section(at: index, in: environment) else {
                throw CompositionalLayoutError(LayoutObjectProblem.noSectionFromProvider(items: count), at: Self.sections.index(index))
            }
            sections.append(try section(object, index: index, count: count))
        }
        var boundaryItems: [BoundaryItem] = []
        for (place, item) in configuration.boundarySupplementaryItems.enumerated() {
            boundaryItems.append(try boundaryItem(item, path: SpecPath.root.key("boundaryItems").index(place)))
        }
        return Screen(
            container: Container(width: Double(harness.width), height: harness.height.map(Double.init)),
            scale: harness.scale.map(Double.init), layoutMargins: EdgeInsets(harness.layoutMargins),
            safeArea: EdgeInsets(harness.safeArea), interSectionSpacing: Double(configuration.interSectionSpacing),
            sections: sections, scrollDirection: configuration.scrollDirection == .horizontal ? .horizontal : .vertical,
            layoutDirection: harness.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            contentInsetsReference: ContentInsetsReference(configuration.contentInsetsReference), boundaryItems: boundaryItems,
            scrollOffsets: harness.scrollOffsets.map(Point.init), idiom: idiom)
    }

    /// The idiom the layout is laid out for: its environment's.
    private var idiom: Idiom { Idiom(environment.traitCollection.userInterfaceIdiom) }

    private func section(_ object: NSCollectionLayoutSection, index: Int, count: Int) throws(CompositionalLayoutError) -> Section {
        let path = Self.sections.index(index)
        let options = object.layoutcalc
        let content: SectionContent
        switch object.body {
        case .group(let group):
            content = try compositional(
                try self.group(group, path: path.key("group"), inEmptySection: count == 0), of: object, index: index, count: count)
        case .list(_, let rows):
            content = try compositional(rows, of: object, index: index, count: count)
        case .ownKind(let given):
            guard let counted = given.withItemCount(count) else {
                throw CompositionalLayoutError(LayoutObjectProblem.ownItemCount(given.kind, items: given.itemCount, section: count), at: path)
            }
            content = counted
            try checkOwnKind(object, kind: given.kind, index: index)
        }
        if let ids = options.itemIDs, ids.count != count {
            throw CompositionalLayoutError(LayoutObjectProblem.itemIDCount(ids: ids.count, items: count), at: path)
        }
        var boundaryItems: [BoundaryItem] = []
        for (place, item) in object.boundarySupplementaryItems.enumerated() {
            boundaryItems.append(try boundaryItem(item, path: path.key("boundaryItems").index(place)))
        }
        var decorations: [DecorationItem] = []
        for (place, item) in object.decorationItems.enumerated() {
            guard item.edgeSpacing == nil else {
                throw CompositionalLayoutError(LayoutObjectProblem.decorationEdgeSpacing, at: path.key("decorations").index(place))
            }
            decorations.append(DecorationItem(kind: item.elementKind, contentInsets: EdgeInsets(item.contentInsets), zIndex: item.zIndex))
        }
        // UIKit's `.automatic` follows the configuration's reference: the engine's `nil`.
        let reference = object.contentInsetsReference == .automatic ? nil : ContentInsetsReference(object.contentInsetsReference)
        let section = Section(
            id: options.id ?? "section-\(index)", content: content, contentInsets: EdgeInsets(object.contentInsets),
            contentInsetsReference: reference, boundaryItems: boundaryItems,
            supplementariesFollowContentInsets: object.supplementariesFollowContentInsets, decorations: decorations,
            itemIDs: options.itemIDs)
        // A list's section is a list where it is still what its configuration makes here (the
        // app has changed none of its values): its spec is a list section.
        if case .list(let configuration, _) = object.body {
            let list = Section(
                id: section.id,
                content: .list(ListSection(configuration: configuration, itemCount: count, measurements: measured[index].map(MeasuredSizes.init))),
                decorations: decorations, itemIDs: options.itemIDs)
            if list.listExpanded(idiom: idiom, width: Double(harness.width)) == section { return list }
        }
        return section
    }

    /// A compositional section of `object`, repeating `group`.
    private func compositional(
        _ group: LayoutGroup, of object: NSCollectionLayoutSection, index: Int, count: Int
    ) throws(CompositionalLayoutError) -> SectionContent {
        let path = Self.sections.index(index)
        let options = object.layoutcalc
        return .compositional(
            CompositionalSection(
                groupSource: try Self.groupSource(of: group, preset: options.preset, path: path), itemCount: count,
                interGroupSpacing: Double(object.interGroupSpacing),
                orthogonalScrolling: OrthogonalScrollingBehavior(object.orthogonalScrollingBehavior),
                scaleEffect: try object.visibleItemsInvalidationHandler.flatMap { (handler) throws(CompositionalLayoutError) in
                    try ScaleEffectRecognition(environment: environment, layoutAxis: configuration.scrollDirection)
                        .effect(of: handler, section: index, itemCount: count, path: path)
                },
                offsets: options.orthogonalOffsets.map { .list($0) } ?? .resting,
                measurements: measured[index].map(MeasuredSizes.init)))
    }

    /// The group a section repeats, made by `preset` where the section is marked as one (its
    /// group then must be the preset's).
    private static func groupSource(of group: LayoutGroup, preset: LayoutcalcPreset?, path: SpecPath) throws(CompositionalLayoutError) -> GroupSource {
        guard let preset else { return .group(group) }
        guard case .fractionalWidth(let width) = group.size.width, case .fractionalWidth(let height) = group.size.height else {
            throw CompositionalLayoutError(LayoutObjectProblem.notThePreset(preset.kind), at: path.key("group"))
        }
        let source: GroupSource
        switch preset {
        case .carousel:
            source = .carousel(Carousel(groupWidth: width, groupHeight: height))
        case .widget:
            guard case .horizontal(let subitems) = group.arrangement, case .item(let item)? = subitems.first else {
                throw CompositionalLayoutError(LayoutObjectProblem.notThePreset(preset.kind), at: path.key("group"))
            }
            source = .widget(Widget(groupWidth: width, groupHeight: height, itemInsets: item.contentInsets))
        }
        guard source.group == group else { throw CompositionalLayoutError(LayoutObjectProblem.notThePreset(preset.kind), at: path.key("group")) }
        return source
    }

    /// A waterfall, flow or mosaic section lays out its items itself: it has no group to repeat
    /// or scroll, is no preset, and sizes its items without measured sizes.
    private func checkOwnKind(_ object: NSCollectionLayoutSection, kind: SectionKind, index: Int) throws(CompositionalLayoutError) {
        let path = Self.sections.index(index)
        if object.interGroupSpacing != 0 || object.orthogonalScrollingBehavior != .none || object.visibleItemsInvalidationHandler != nil
            || object.layoutcalc.orthogonalOffsets != nil
        {
            throw CompositionalLayoutError(LayoutObjectProblem.ownKindHasNoGroups(kind), at: path)
        }
        if object.layoutcalc.preset != nil {
            throw CompositionalLayoutError(LayoutObjectProblem.ownKindIsNoPreset(kind), at: path)
        }
        if measured[index] != nil {
            throw CompositionalLayoutError(LayoutObjectProblem.ownKindMeasured(kind, section: index), at: LayoutcalcHarness.measuredSizesPath)
        }
    }

    private func node(_ item: NSCollectionLayoutItem, path: SpecPath, inEmptySection: Bool) throws(CompositionalLayoutError) -> LayoutNode {
        if let group = item as? NSCollectionLayoutGroup { return .group(try self.group(group, path: path, inEmptySection: inEmptySection)) }
        if item is NSCollectionLayoutSupplementaryItem {
            throw CompositionalLayoutError(LayoutObjectProblem.supplementaryAsSubitem, at: path)
        }
        if item is NSCollectionLayoutDecorationItem {
            throw CompositionalLayoutError(LayoutObjectProblem.decorationAsSubitem, at: path)
        }
        return .item(
            LayoutItem(
                size: LayoutSize(item.layoutSize), contentInsets: EdgeInsets(item.contentInsets),
                edgeSpacing: EdgeSpacing(item.edgeSpacing), supplementaries: try anchored(item.supplementaryItems, path: path)))
    }

    /// `group` in the engine's values. A group of no subitems (UIKit's `init(layoutSize:)`) has
    /// nothing to lay out: refused as a spec's `"subitems": []` is, but in a section of no items,
    /// where no item is placed whatever the group holds, so it is written with one item that
    /// fills it, which a spec can say.
    private func group(_ group: NSCollectionLayoutGroup, path: SpecPath, inEmptySection: Bool) throws(CompositionalLayoutError) -> LayoutGroup {
        let arrangement: GroupArrangement
        switch group.arrangement {
        case .horizontal, .vertical:
            var subitems: [LayoutNode] = []
            subitems.reserveCapacity(group.subitems.count)
            for (place, subitem) in group.subitems.enumerated() {
                subitems.append(try node(subitem, path: path.key("subitems").index(place), inEmptySection: inEmptySection))
            }
            if subitems.isEmpty {
                guard inEmptySection else {
                    throw CompositionalLayoutError(
                        .tooFewElements(.array(.object(.node), minimum: 1), minimum: 1, found: .array(count: 0)), at: path.key("subitems"))
                }
                subitems = [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]
            }
            if case .horizontal = group.arrangement { arrangement = .horizontal(subitems) } else { arrangement = .vertical(subitems) }
        case .custom(let provider):
            arrangement = .custom(provider(environment).map { CustomItem(frame: Rect($0.frame), zIndex: $0.zIndex) })
        }
        return LayoutGroup(
            size: LayoutSize(group.layoutSize), arrangement: arrangement, count: group.count,
            interItemSpacing: group.interItemSpacing.map(Spacing.init) ?? .zero, contentInsets: EdgeInsets(group.contentInsets),
            edgeSpacing: EdgeSpacing(group.edgeSpacing), supplementaries: try anchored(group.supplementaryItems, path: path))
    }

    private func anchored(_ items: [NSCollectionLayoutSupplementaryItem], path: SpecPath) throws(CompositionalLayoutError) -> [AnchoredSupplementary] {
        var result: [AnchoredSupplementary] = []
        for (place, item) in items.enumerated() {
            let itemPath = path.key("supplementaries").index(place)
            if item is NSCollectionLayoutBoundarySupplementaryItem {
                throw CompositionalLayoutError(LayoutObjectProblem.boundaryItemAnchored, at: itemPath)
            }
            if item.contentInsets != .zero || item.edgeSpacing != nil {
                throw CompositionalLayoutError(LayoutObjectProblem.anchoredInsetsOrEdgeSpacing, at: itemPath)
            }
            result.append(
                AnchoredSupplementary(
                    kind: item.elementKind, size: LayoutSize(item.layoutSize), containerAnchor: Anchor(item.containerAnchor),
                    itemAnchor: item.itemAnchor.map(Anchor.init), zIndex: item.zIndex))
        }
        return result
    }

    /// `item` in the engine's values. Its `edgeSpacing`, an item's property it inherits, changes
    /// nothing: a boundary item is placed by its alignment and offset alone (layout-rules §4), so
    /// it is left out, and the spec written of the layout has no such key.
    private func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem, path: SpecPath) throws(CompositionalLayoutError) -> BoundaryItem {
        guard let alignment = BoundaryAlignment(item.alignment) else {
            throw CompositionalLayoutError(LayoutObjectProblem.boundaryItemWithoutAlignment, at: path)
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
        case .uniformAcrossSiblings: self = .uniformAcrossSiblings(value)
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
