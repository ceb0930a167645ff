import Foundation
import LayoutEngine
import LayoutSpec

/// The element kinds a layout answers its supplementaries by, for the engine's.
enum SupplementaryKinds {
    /// The engine's own: a compositional layout's boundary and anchored items are of the kinds
    /// app code gave them.
    case engine
    /// A flow layout's header and footer are UIKit's section header and footer.
    case flow

    /// The kind app code asks for an engine kind by.
    func uikit(_ kind: String) -> String {
        guard case .flow = self else { return kind }
        switch kind {
        case FlowSection.headerKind: return UICollectionView.elementKindSectionHeader
        case FlowSection.footerKind: return UICollectionView.elementKindSectionFooter
        default: return kind
        }
    }

    /// The engine's kind of one app code asks for; `nil` where the engine has none of it.
    func engine(_ kind: String) -> String? {
        guard case .flow = self else { return kind }
        switch kind {
        case UICollectionView.elementKindSectionHeader: return FlowSection.headerKind
        case UICollectionView.elementKindSectionFooter: return FlowSection.footerKind
        default: return nil
        }
    }
}

/// A prepared layout's engine result and its element index, answering UIKit's questions.
struct PreparedLayout {
    let layout: ScreenLayout
    /// What a rect holds at a scroll offset, and where pinned items are there (layout-rules §12).
    let elements: ElementIndex
    let kinds: SupplementaryKinds
    /// The class of the attributes answered: the layout's `layoutAttributesClass`.
    let attributesClass: UICollectionViewLayoutAttributes.Type
    /// The places of the supplementaries anchored to groups, by section and kind, in the order
    /// of their index paths (only sections that have some).
    private let groupAnchored: [Int: [String: [Int]]]

    /// The index path UIKit gives the layout's own boundary items.
    static let layoutItemPath = IndexPath(item: Int.max, section: 0)

    /// `screen` (which has passed the spec's checks) laid out by the engine; its supplementaries
    /// answer by `kinds`, its attributes are of `attributesClass`.
    init(
        laying screen: Screen, kinds: SupplementaryKinds = .engine,
        attributesClass: UICollectionViewLayoutAttributes.Type = UICollectionViewLayoutAttributes.self
    ) throws(CompositionalLayoutError) {
        do {
            layout = try screen.layout()
        } catch {
            throw CompositionalLayoutError([SpecIssue(error)])
        }
        elements = layout.elementIndex()
        self.kinds = kinds
        self.attributesClass = attributesClass
        var groupAnchored: [Int: [String: [Int]]] = [:]
        for (index, section) in layout.sections.enumerated() {
            for (position, supplementary) in section.supplementaries.enumerated() where supplementary.anchoredToGroup {
                groupAnchored[index, default: [:]][supplementary.kind, default: []].append(position)
            }
        }
        self.groupAnchored = groupAnchored
    }

    /// The size of everything laid out.
    var contentSize: CGSize {
        CGSize(width: layout.contentSize.width, height: layout.contentSize.height)
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, layout.sections.indices.contains(indexPath.section) else { return nil }
        let section = layout.sections[indexPath.section]
        guard section.items.indices.contains(indexPath.item) else { return nil }
        return attributes(
            of: VisibleElement(
                section: indexPath.section, category: .item, kind: nil, index: indexPath.item, frame: section.items[indexPath.item],
                zIndex: section.itemZIndices?[indexPath.item] ?? 0))
    }

    /// The first supplementary of `kind` at `indexPath` (the layout's own at `layoutItemPath`),
    /// where it is at `contentOffset`.
    func supplementary(ofKind uikitKind: String, at indexPath: IndexPath, contentOffset: CGPoint) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let kind = kinds.engine(uikitKind) else { return nil }
        let section: Int?
        let supplementaries: [SupplementaryFrame]
        if indexPath == Self.layoutItemPath {
            (section, supplementaries) = (nil, layout.supplementaries)
        } else if layout.sections.indices.contains(indexPath.section) {
            (section, supplementaries) = (indexPath.section, layout.sections[indexPath.section].supplementaries)
        } else {
            return nil
        }
        let item = section == nil ? 0 : indexPath.item
        let onGroups = section.flatMap { groupAnchored[$0]?[kind] } ?? []
        guard let position = Self.position(ofKind: kind, item: item, in: supplementaries, onGroups: onGroups) else { return nil }
        let supplementary = supplementaries[position]
        return attributes(
            of: VisibleElement(
                section: section, category: .supplementary, kind: kind, index: supplementary.index,
                frame: elements.frame(ofSupplementary: position, inSection: section, contentOffset: Point(contentOffset)),
                zIndex: supplementary.zIndex))
    }

    /// The first decoration of `kind` of the section at `indexPath`, at its item 0.
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, layout.sections.indices.contains(indexPath.section),
            let decoration = layout.sections[indexPath.section].decorations.first(where: { $0.kind == kind })
        else { return nil }
        return attributes(
            of: VisibleElement(
                section: indexPath.section, category: .decoration, kind: kind, index: 0, frame: decoration.frame, zIndex: decoration.zIndex))
    }

    /// Every element in `rect` with the collection view scrolled to `contentOffset`.
    func elements(in rect: CGRect, contentOffset: CGPoint) -> [UICollectionViewLayoutAttributes] {
        elements.elements(in: Rect(rect.standardized), contentOffset: Point(contentOffset)).map(attributes(of:))
    }

    /// UIKit's attributes of an element, of the layout's attributes class: its index path, and
    /// a cell's scale.
    private func attributes(of element: VisibleElement) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = element.section.map { IndexPath(item: element.index, section: $0) } ?? Self.layoutItemPath
        switch element.category {
        case .item:
            if let section = element.section, let scale = scale(ofItem: element.index, inSection: section) {
                attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        case .supplementary:
            attributes.representedElementCategory = .supplementaryView
            attributes.representedElementKind = kinds.uikit(element.kind ?? "")
        case .decoration:
            attributes.representedElementCategory = .decorationView
            attributes.representedElementKind = element.kind ?? ""
        }
        attributes.frame = CGRect(element.frame)
        attributes.zIndex = element.zIndex
        return attributes
    }

    /// The item's scale at its section's first offset, in a section with a scale effect (the
    /// one place the layout reads transforms); `nil` where it is not visible there.
    private func scale(ofItem item: Int, inSection section: Int) -> Double? {
        guard let visible = layout.sections[section].transforms?.first?.items else { return nil }
        // The visible items are in index order.
        var low = 0
        var high = visible.count
        while low < high {
            let middle = (low + high) / 2
            if visible[middle].index < item { low = middle + 1 } else { high = middle }
        }
        return low < visible.count && visible[low].index == item ? visible[low].scale : nil
    }

    /// The place in `supplementaries` (boundary items, at item 0, then anchored ones in item
    /// order) of the supplementary of `kind` at `item`: a boundary item of that kind, else the
    /// one anchored to that item, else the one anchored to the group instance numbered `item`
    /// among those carrying that kind (UIKit's index paths, layout-rules §4).
    ///
    /// Where an item's and a group instance's of one kind share an index path, the item's
    /// answers (the last of that kind at the item); `layoutAttributesForElements(in:)` lists both.
    /// `onGroups` are the places of the group instances' of `kind`, numbered in order.
    private static func position(
        ofKind kind: String, item: Int, in supplementaries: [SupplementaryFrame], onGroups: [Int]
    ) -> Int? {
        var position = 0
        while position < supplementaries.count, supplementaries[position].item == nil {
            if item == 0 && supplementaries[position].kind == kind { return position }
            position += 1
        }
        var high = supplementaries.count
        while position < high {
            let middle = (position + high) / 2
            if let anchoredTo = supplementaries[middle].item, anchoredTo < item { position = middle + 1 } else { high = middle }
        }
        var found: Int?
        while position < supplementaries.count, supplementaries[position].item == item {
            let supplementary = supplementaries[position]
            if supplementary.kind == kind && !supplementary.anchoredToGroup { found = position }
            position += 1
        }
        if let found { return found }
        // The last of the group instance numbered `item` (an instance may carry two of a kind).
        var low = 0
        high = onGroups.count
        while low < high {
            let middle = (low + high) / 2
            if supplementaries[onGroups[middle]].index <= item { low = middle + 1 } else { high = middle }
        }
        return low > 0 && supplementaries[onGroups[low - 1]].index == item ? onGroups[low - 1] : nil
    }
}

extension CGRect {
    /// The engine's frame.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
