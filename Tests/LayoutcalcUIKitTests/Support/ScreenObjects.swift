import LayoutcalcUIKit
import Foundation
import LayoutEngine
import Testing

/// The Swift API's objects for a screen read from a spec, built with the public API alone: a
/// section provider that gives each section (its variant at the width asked for) as UIKit's
/// objects, the layout's configuration, and the harness values of the spec's container.
struct ScreenObjects {
    let layout: UICollectionViewCompositionalLayout
    let harness: LayoutcalcHarness
    /// The screen as these objects say it, which the harness writes back: the one read, each
    /// section its variant at the spec's width, and each measured size whole (see `measured`).
    let screen: Screen

    init(_ read: Screen) throws {
        let sections = read.sections
        let width = read.container.width
        var screen = read.resolvedAtItsWidth
        let laidOut = try screen.layout()
        var measuredSizes: [IndexPath: CGSize] = [:]
        for (index, section) in screen.sections.enumerated() {
            let measured: MeasuredSizes
            switch section.content {
            case .compositional(let content) where content.measurements != nil: measured = content.measurements!
            case .list(let content) where content.measurements != nil: measured = content.measurements!
            default: continue
            }
            var sizes: [MeasuredSize] = []
            for item in 0..<section.itemCount {
                let size = Self.measured(measured.size(of: item) ?? MeasuredSize(), frame: laidOut.sections[index].items[item])
                sizes.append(size)
                if let width = size.width, let height = size.height {
                    measuredSizes[IndexPath(item: item, section: index)] = CGSize(width: width, height: height)
                }
            }
            switch section.content {
            case .compositional(var content):
                content.measurements = MeasuredSizes(sizes)
                screen.sections[index].content = .compositional(content)
            case .list(var content):
                // A row is as wide as the list: its spec gives its height alone.
                content.measurements = MeasuredSizes(sizes.map { MeasuredSize(height: $0.height) })
                screen.sections[index].content = .list(content)
            default: break
            }
        }
        self.screen = screen
        // Every object is made anew each time the layout asks, as app code makes them; one that
        // cannot be made records why, and the provider gives no section.
        let byWidth = sections.map { section in
            { (environment: any NSCollectionLayoutEnvironment) in
                try? Self.section(section.resolved(forWidth: Double(environment.container.contentSize.width)), in: environment)
            }
        }
        layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in byWidth[index](environment) })
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = read.scrollDirection == .horizontal ? .horizontal : .vertical
        configuration.interSectionSpacing = CGFloat(read.interSectionSpacing)
        configuration.boundarySupplementaryItems = try read.boundaryItems.map(Self.boundaryItem)
        configuration.contentInsetsReference = Self.reference(read.contentInsetsReference)
        layout.configuration = configuration
        harness = LayoutcalcHarness(
            width: CGFloat(width), height: read.container.height.map { CGFloat($0) },
            itemCounts: screen.sections.map(\.itemCount), scale: read.scale.map { CGFloat($0) },
            layoutMargins: Self.insets(read.layoutMargins), safeArea: Self.insets(read.safeArea), measuredSizes: measuredSizes,
            layoutDirection: read.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            scrollOffsets: read.scrollOffsets.map { CGPoint(x: $0.x, y: $0.y) })
    }

    /// The layout prepared as the harness's collection view.
    func prepared() throws -> UICollectionViewCompositionalLayout {
        try layout.prepare(
            size: CGSize(width: harness.width, height: harness.height ?? 0), itemCounts: harness.itemCounts, scale: harness.scale,
            layoutMargins: harness.layoutMargins, safeArea: harness.safeArea, measuredSizes: harness.measuredSizes,
            layoutDirection: harness.layoutDirection)
        return layout
    }

    /// A measured size as a cell reports it: both sides, a side the spec leaves out being the
    /// item's own (a self-sizing cell fits the size it is not measured along). The engine reads
    /// a measured side only where the item's dimension is estimated, so the layout is the same.
    static func measured(_ size: MeasuredSize, frame: Rect) -> MeasuredSize {
        guard size.width != nil || size.height != nil else { return size }
        return MeasuredSize(width: size.width ?? frame.width, height: size.height ?? frame.height)
    }

    /// UIKit's reference for the engine's.
    static func reference(_ reference: ContentInsetsReference) -> UIContentInsetsReference {
        UIContentInsetsReference(rawValue: ContentInsetsReference.allCases.firstIndex(of: reference)!)!
    }

    static func section(_ section: LayoutEngine.Section, in environment: any NSCollectionLayoutEnvironment) throws -> NSCollectionLayoutSection {
        let object: NSCollectionLayoutSection
        var options = LayoutcalcSectionOptions(id: section.id, itemIDs: section.itemIDs)
        switch section.content {
        case .list(let content):
            // The section the configuration makes, its insets and headers its own.
            object = NSCollectionLayoutSection.list(using: listConfiguration(content.configuration), layoutEnvironment: environment)
            object.layoutcalc = options
            object.decorationItems = section.decorations.map(decoration)
            return object
        case .compositional(let content):
            object = NSCollectionLayoutSection(group: try group(content.group))
            object.interGroupSpacing = CGFloat(content.interGroupSpacing)
            object.orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: OrthogonalScrollingBehavior.allCases.firstIndex(of: content.orthogonalScrolling)!)!
            if let effect = content.scaleEffect { object.visibleItemsInvalidationHandler = scaleHandler(minimum: CGFloat(effect.minimum)) }
            if case .list(let offsets) = content.offsets { options.orthogonalOffsets = offsets }
            options.preset = section.kind == .carousel ? .carousel : section.kind == .widget ? .widget : nil
        case .waterfall(let content): object = NSCollectionLayoutSection(waterfall: content)
        case .flow(let content): object = NSCollectionLayoutSection(flow: content)
        case .mosaic(let content): object = NSCollectionLayoutSection(mosaic: content)
        }
        object.layoutcalc = options
        object.contentInsets = insets(section.contentInsets)
        // UIKit's `.automatic` follows the layout's reference, as a spec's section without the
        // key does; the spec's explicit "automatic" (the safe area whatever the layout's) is
        // UIKit's `.safeArea` in these sections, `.none` in a flow one, not written the same.
        try #require(section.contentInsetsReference != .automatic, "UIKit's automatic is the spec's absent key")
        object.contentInsetsReference = section.contentInsetsReference.map(reference) ?? .automatic
        object.boundarySupplementaryItems = try section.boundaryItems.map(boundaryItem)
        object.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        object.decorationItems = section.decorations.map(decoration)
        return object
    }

    static func decoration(_ decoration: DecorationItem) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem.background(elementKind: decoration.kind)
        item.contentInsets = insets(decoration.contentInsets)
        item.zIndex = decoration.zIndex
        return item
    }

    /// UIKit's list configuration of the engine's, as app code writes it.
    static func listConfiguration(_ configuration: ListConfiguration) -> UICollectionLayoutListConfiguration {
        let appearances: [ListAppearance: UICollectionLayoutListConfiguration.Appearance] = [
            .plain: .plain, .grouped: .grouped, .insetGrouped: .insetGrouped, .sidebar: .sidebar, .sidebarPlain: .sidebarPlain,
        ]
        let headerModes: [ListHeaderMode: UICollectionLayoutListConfiguration.HeaderMode] = [
            .none: .none, .supplementary: .supplementary, .firstItemInSection: .firstItemInSection,
        ]
        var list = UICollectionLayoutListConfiguration(appearance: appearances[configuration.appearance]!)
        list.headerMode = headerModes[configuration.headerMode]!
        list.footerMode = configuration.footerMode == .supplementary ? .supplementary : .none
        list.headerTopPadding = configuration.headerTopPadding.map { CGFloat($0) }
        return list
    }

    /// The carousel's scale effect as app code writes it (seed 000's handler, layout-rules §6).
    static func scaleHandler(minimum: CGFloat) -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler {
        { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
                let distance = abs((item.frame.midX - offset.x) - width / 2)
                let scale = max(1 - distance / width, minimum)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
    }

    static func node(_ node: LayoutNode) throws -> NSCollectionLayoutItem {
        switch node {
        case .group(let content): return try group(content)
        case .item(let content):
            try #require(content.zIndex == 0, "UIKit's items have no zIndex")
            let item = NSCollectionLayoutItem(layoutSize: size(content.size), supplementaryItems: try content.supplementaries.map(anchored))
            item.contentInsets = insets(content.contentInsets)
            item.edgeSpacing = edgeSpacing(content.edgeSpacing)
            return item
        }
    }

    static func group(_ content: LayoutGroup) throws -> NSCollectionLayoutGroup {
        let layoutSize = size(content.size)
        let group: NSCollectionLayoutGroup
        switch content.arrangement {
        case .horizontal(let nodes):
            if let count = content.count {
                group = .horizontal(layoutSize: layoutSize, repeatingSubitem: try node(nodes[0]), count: count)
            } else {
                group = .horizontal(layoutSize: layoutSize, subitems: try nodes.map(node))
            }
        case .vertical(let nodes):
            if let count = content.count {
                group = .vertical(layoutSize: layoutSize, subitem: try node(nodes[0]), count: count)
            } else {
                group = .vertical(layoutSize: layoutSize, subitems: try nodes.map(node))
            }
        case .custom(let items):
            group = .custom(layoutSize: layoutSize) { _ in
                items.map {
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height), zIndex: $0.zIndex)
                }
            }
        }
        group.interItemSpacing = spacing(content.interItemSpacing)
        group.contentInsets = insets(content.contentInsets)
        group.edgeSpacing = edgeSpacing(content.edgeSpacing)
        group.supplementaryItems = try content.supplementaries.map(anchored)
        return group
    }

    static func anchored(_ content: AnchoredSupplementary) throws -> NSCollectionLayoutSupplementaryItem {
        let item = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(content.size), elementKind: content.kind, containerAnchor: try anchor(content.containerAnchor),
            itemAnchor: try content.itemAnchor.map(anchor))
        item.zIndex = content.zIndex
        return item
    }

    static func anchor(_ anchor: Anchor) throws -> NSCollectionLayoutAnchor {
        var edges = NSDirectionalRectEdge()
        if anchor.edges.contains(.top) { edges.insert(.top) }
        if anchor.edges.contains(.leading) { edges.insert(.leading) }
        if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
        if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
        try #require(anchor.fractionalOffset == .zero || anchor.absoluteOffset == .zero, "UIKit's anchor has one offset")
        if anchor.fractionalOffset != .zero {
            return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: anchor.fractionalOffset.x, y: anchor.fractionalOffset.y))
        }
        return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: anchor.absoluteOffset.x, y: anchor.absoluteOffset.y))
    }

    static func boundaryItem(_ content: BoundaryItem) throws -> NSCollectionLayoutBoundarySupplementaryItem {
        let alignments: [BoundaryAlignment: NSRectAlignment] = [
            .top: .top, .topLeading: .topLeading, .leading: .leading, .bottomLeading: .bottomLeading, .bottom: .bottom,
            .bottomTrailing: .bottomTrailing, .trailing: .trailing, .topTrailing: .topTrailing,
        ]
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(content.size), elementKind: content.kind, alignment: try #require(alignments[content.alignment]),
            absoluteOffset: CGPoint(x: content.absoluteOffset.x, y: content.absoluteOffset.y))
        item.extendsBoundary = content.extendsBoundary
        item.pinToVisibleBounds = content.pinToVisibleBounds
        item.zIndex = content.zIndex
        item.contentInsets = insets(content.contentInsets)
        return item
    }

    static func size(_ size: LayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(size.width), heightDimension: dimension(size.height))
    }

    static func dimension(_ dimension: LayoutEngine.Dimension) -> NSCollectionLayoutDimension {
        switch dimension {
        case .fractionalWidth(let value): .fractionalWidth(CGFloat(value))
        case .fractionalHeight(let value): .fractionalHeight(CGFloat(value))
        case .absolute(let value): .absolute(CGFloat(value))
        case .estimated(let value): .estimated(CGFloat(value))
        case .uniformAcrossSiblings(let value): .uniformAcrossSiblings(estimate: CGFloat(value))
        }
    }

    static func spacing(_ spacing: Spacing) -> NSCollectionLayoutSpacing {
        spacing.isFlexible ? .flexible(CGFloat(spacing.minimum)) : .fixed(CGFloat(spacing.minimum))
    }

    static func edgeSpacing(_ edges: EdgeSpacing) -> NSCollectionLayoutEdgeSpacing? {
        guard edges != .none else { return nil }
        return NSCollectionLayoutEdgeSpacing(
            leading: edges.leading.map(spacing), top: edges.top.map(spacing), trailing: edges.trailing.map(spacing),
            bottom: edges.bottom.map(spacing))
    }

    static func insets(_ insets: EdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }
}

extension Screen {
    /// The screen with each section's variant for its width in its place, as a section
    /// provider gives it.
    var resolvedAtItsWidth: Screen {
        var screen = self
        screen.sections = sections.map { $0.resolved(forWidth: container.width) }
        for index in screen.sections.indices { screen.sections[index].variants = [] }
        return screen
    }
}
