import Foundation

/// What a batch update animates, which the collection view asks its layout about once the
/// layout is prepared for the update, as UIKit does for the animations layoutcalc does not run:
/// where each inserted item starts (`initialLayoutAttributesForAppearingItem(at:)`, after the
/// update, every item of an inserted section included), then where each deleted one ends
/// (`finalLayoutAttributesForDisappearingItem(at:)`, before it); a reload is both. Then, for
/// each supplementary kind registered with the collection view and each decoration kind
/// registered with the layout, the elements the layout says the update inserts and deletes.
/// Moves animate between the layouts' own attributes: nothing is asked for them. The answers
/// are not used.
struct UpdateAnimations {
    let items: [UICollectionViewUpdateItem]
    let countsBefore: [Int]
    let countsAfter: [Int]

    func ask(_ layout: UICollectionViewLayout, supplementaryKinds: [String]) {
        for item in items where item.updateAction == .insert || item.updateAction == .reload {
            forEachItem(at: item.indexPathAfterUpdate, isSection: item.isSection, counts: countsAfter) {
                _ = layout.initialLayoutAttributesForAppearingItem(at: $0)
            }
        }
        for item in items where item.updateAction == .delete || item.updateAction == .reload {
            forEachItem(at: item.indexPathBeforeUpdate, isSection: item.isSection, counts: countsBefore) {
                _ = layout.finalLayoutAttributesForDisappearingItem(at: $0)
            }
        }
        for kind in supplementaryKinds {
            for indexPath in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) {
                _ = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
            }
            for indexPath in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
                _ = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
            }
        }
        for kind in layout.decorationKinds {
            for indexPath in layout.indexPathsToInsertForDecorationView(ofKind: kind) {
                _ = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
            }
            for indexPath in layout.indexPathsToDeleteForDecorationView(ofKind: kind) {
                _ = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
            }
        }
    }

    /// Calls `body` with `indexPath`, or for a section's change with each of the section's items
    /// by `counts` (none for a section it does not have).
    private func forEachItem(at indexPath: IndexPath?, isSection: Bool, counts: [Int], _ body: (IndexPath) -> Void) {
        guard let indexPath else { return }
        guard isSection else {
            body(indexPath)
            return
        }
        let section = indexPath[0]
        let count = counts.indices.contains(section) ? counts[section] : 0
        for item in 0..<max(count, 0) { body(IndexPath(item: item, section: section)) }
    }
}
