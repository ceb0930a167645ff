import Foundation
import LayoutEngine

/// A prepared layout's engine result, indexed for UIKit's questions.
struct PreparedLayout {
    let layout: ScreenLayout
    /// Per section, each supplementary's place in its `supplementaries` by kind and item (0 for
    /// a boundary item); the first one listed answers.
    private let supplementaries: [[SupplementaryKey: Int]]
    /// Per section with a scale effect, the scales of the items visible at its first offset.
    private let scales: [[Int: Double]]

    private struct SupplementaryKey: Hashable {
        var kind: String
        var item: Int
    }

    init(_ layout: ScreenLayout) {
        self.layout = layout
        supplementaries = layout.sections.map { section in
            var places: [SupplementaryKey: Int] = [:]
            for (place, supplementary) in section.supplementaries.enumerated() {
                let key = SupplementaryKey(kind: supplementary.kind, item: supplementary.item ?? 0)
                if places[key] == nil { places[key] = place }
            }
            return places
        }
        scales = layout.sections.map { section in
            guard let first = section.transforms?.first else { return [:] }
            return Dictionary(first.items.map { ($0.index, $0.scale) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, layout.sections.indices.contains(indexPath.section) else { return nil }
        let section = layout.sections[indexPath.section]
        guard section.items.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(section.items[indexPath.item])
        attributes.zIndex = section.itemZIndices?[indexPath.item] ?? 0
        if let scale = scales[indexPath.section][indexPath.item] {
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        return attributes
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, layout.sections.indices.contains(indexPath.section),
            let place = supplementaries[indexPath.section][SupplementaryKey(kind: kind, item: indexPath.item)]
        else { return nil }
        let supplementary = layout.sections[indexPath.section].supplementaries[place]
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = CGRect(supplementary.frame)
        attributes.zIndex = supplementary.zIndex
        return attributes
    }
}

extension CGRect {
    /// The engine's frame.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
