import Foundation

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`: what the collection
/// view gives its layout's `prepare(forCollectionViewUpdates:)`, one for each item or section
/// inserted, deleted, reloaded or moved, in the order app code made the changes. A section's
/// index path is UIKit's: its section, with `NSNotFound` for the item.
open class UICollectionViewUpdateItem: NSObject {
    /// What was done, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert = 0
        case delete
        case reload
        case move
        case none
    }

    /// Where the item or section was before the update: `nil` for an insertion.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where it is after the update: `nil` for a deletion.
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    /// A change of no action, as UIKit's `init()` makes.
    public override init() {
        indexPathBeforeUpdate = nil
        indexPathAfterUpdate = nil
        updateAction = .none
        super.init()
    }

    init(_ action: Action, before: IndexPath?, after: IndexPath?) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }

    /// Whether it changes a whole section (its index path's item is `NSNotFound`).
    var isSection: Bool {
        let indexPath = indexPathAfterUpdate ?? indexPathBeforeUpdate
        return indexPath.map { $0.count == 2 && $0[1] == NSNotFound } ?? false
    }

    /// The index path UIKit gives a section's change.
    static func sectionPath(_ section: Int) -> IndexPath {
        IndexPath(indexes: [section, NSNotFound])
    }
}
