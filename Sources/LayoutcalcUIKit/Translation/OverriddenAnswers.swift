import Foundation
import LayoutEngine
import LayoutSpec

extension UICollectionViewLayout {
    /// Throws where the layout, prepared in its collection view, answers through its overridable
    /// methods other than the engine lays `screen` out: a subclass's overrides (rows aligned
    /// left, items scaled or moved, a content size of its own), which no spec says. Its content
    /// size, each cell, and everything in its content's rect are compared, each element at the
    /// place it has in the spec.
    func checkAnswers(against screen: Screen, harness: LayoutcalcHarness, kinds: SupplementaryKinds) throws(CompositionalLayoutError) {
        let overriding = OverridingLayout(
            subclass: String(describing: type(of: self)),
            base: String(describing: kinds == .flow ? UICollectionViewFlowLayout.self : UICollectionViewCompositionalLayout.self))
        let expected = try PreparedLayout(laying: screen, kinds: kinds, attributesClass: attributesClass)
        if collectionViewContentSize != expected.contentSize {
            throw CompositionalLayoutError(
                LayoutObjectProblem.overriddenContentSize(
                    overriding, answered: Size(collectionViewContentSize), laidOut: Size(expected.contentSize)),
                at: .root)
        }
        let comparison = AnswerComparison(layout: overriding, kinds: kinds)
        for (section, count) in harness.itemCounts.enumerated() {
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                try comparison.compare(layoutAttributesForItem(at: indexPath), expected.item(at: indexPath))
            }
        }
        let content = CGRect(origin: .zero, size: expected.contentSize)
        var remaining: [AnswerComparison.Element: UICollectionViewLayoutAttributes] = [:]
        for attributes in expected.elements(in: content, contentOffset: contentOffset) {
            remaining[AnswerComparison.Element(attributes)] = attributes
        }
        for attributes in layoutAttributesForElements(in: content) ?? [] {
            try comparison.compare(attributes, remaining.removeValue(forKey: AnswerComparison.Element(attributes)))
        }
        if let missing = remaining.values.min(by: { ($0.indexPath, $0.representedElementKind ?? "") < ($1.indexPath, $1.representedElementKind ?? "") }) {
            try comparison.compare(nil, missing)
        }
    }
}

/// Compares what a subclass answers for an element with what its base class lays out.
private struct AnswerComparison {
    let layout: OverridingLayout
    let kinds: SupplementaryKinds

    /// An element as UIKit tells elements apart: its category, kind and index path.
    struct Element: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var indexPath: IndexPath

        init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
    }

    /// Throws where `answered` is not `laidOut` (either `nil` for none).
    func compare(_ answered: UICollectionViewLayoutAttributes?, _ laidOut: UICollectionViewLayoutAttributes?) throws(CompositionalLayoutError) {
        guard let element = laidOut ?? answered else { return }
        if let answered, let laidOut, answered.isEqual(laidOut) { return }
        let problem: LayoutObjectProblem =
            answered?.frame == laidOut?.frame
            ? .overriddenValues(layout, element: description(of: element))
            : .overriddenFrame(layout, element: description(of: element), answered: answered.map { Rect($0.frame) }, laidOut: laidOut.map { Rect($0.frame) })
        throw CompositionalLayoutError(problem, at: path(of: element))
    }

    private func description(of element: UICollectionViewLayoutAttributes) -> String {
        switch element.representedElementCategory {
        case .cell: "this cell"
        case .supplementaryView: "this \(element.representedElementKind ?? "") supplementary view"
        case .decorationView: "this \(element.representedElementKind ?? "") decoration view"
        }
    }

    /// Where the element is in the spec: a cell at its item, a flow layout's header and footer
    /// at theirs, the layout's own boundary items at the layout's, anything else at its section.
    private func path(of element: UICollectionViewLayoutAttributes) -> SpecPath {
        let indexPath = element.indexPath
        guard indexPath.count == 2, indexPath != PreparedLayout.layoutItemPath else { return SpecPath.root.key("boundaryItems") }
        let section = SpecPath.root.key("sections").index(indexPath.section)
        switch (element.representedElementCategory, kinds) {
        case (.cell, _): return section.key("items").index(indexPath.item)
        case (.supplementaryView, .flow) where element.representedElementKind == UICollectionView.elementKindSectionHeader:
            return section.key("header")
        case (.supplementaryView, .flow) where element.representedElementKind == UICollectionView.elementKindSectionFooter:
            return section.key("footer")
        default: return section
        }
    }
}

extension Size {
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}
