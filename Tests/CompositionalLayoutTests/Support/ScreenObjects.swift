import CompositionalLayout
import Foundation
import LayoutEngine
import Testing

/// The Swift API's objects for a screen read from a spec, built with the public API alone: a
/// section provider that gives each section (its variant at the width asked for) as UIKit's
/// objects, and the harness values of the spec's container.
struct ScreenObjects {
    let layout: UICollectionViewCompositionalLayout
    let harness: LayoutcalcHarness

    init(_ screen: Screen) throws {
        let sections = screen.sections
        let width = screen.container.width
        var measuredSizes: [IndexPath: CGSize] = [:]
        for (index, section) in sections.enumerated() {
            let section = section.resolved(forWidth: width)
            guard case .compositional(let content) = section.content, let measured = content.measurements else { continue }
            for item in 0..<content.itemCount {
                guard let size = measured.size(of: item), size.width != nil || size.height != nil else { continue }
                let width = try #require(size.width, "UIKit measures both sides of an item")
                let height = try #require(size.height, "UIKit measures both sides of an item")
                measuredSizes[IndexPath(item: item, section: index)] = CGSize(width: width, height: height)
            }
        }
        // Every object is made anew each time the layout asks, as app code makes them; one that
        // cannot be made records why, and the provider gives no section.
        let byWidth = sections.map { section in
            { (width: Double) in try? Self.section(section.resolved(forWidth: width)) }
        }
        layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            byWidth[index](Double(environment.container.contentSize.width))
        })
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(screen.interSectionSpacing)
        layout.configuration = configuration
        harness = LayoutcalcHarness(
            width: CGFloat(width), height: screen.container.height.map { CGFloat($0) },
            itemCounts: sections.map { $0.resolved(forWidth: width).itemCount }, scale: screen.scale.map { CGFloat($0) },
            layoutMargins: Self.insets(screen.layoutMargins), safeArea: Self.insets(screen.safeArea), measuredSizes: measuredSizes)
    }

    static func section(_ section: LayoutEngine.Section) throws -> NSCollectionLayoutSection {
        let object: NSCollectionLayoutSection
        var options = LayoutcalcSectionOptions(id: section.id, itemIDs: section.itemIDs)
        switch section.content {
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
        object.contentInsetsReference = UIContentInsetsReference(rawValue: ContentInsetsReference.allCases.firstIndex(of: section.contentInsetsReference ?? .automatic)!)!
        object.boundarySupplementaryItems = try section.boundaryItems.map(boundaryItem)
        return object
    }

    /// The carousel's scale effect as app code writes it (seed 000's handler, SEMANTICS §6).
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
        case .custom(let frames):
            group = .custom(layoutSize: layoutSize) { _ in
                frames.map { NSCollectionLayoutGroupCustomItem(frame: CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) }
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
