// A chat written on UICollectionViewLayout, as chat libraries write theirs (for these tests):
// messages one under another; in a batch update the new messages slide in from a message's
// height below, faded out, and the deleted ones fade away where they were, through the update
// items the collection view gives prepare(forCollectionViewUpdates:), and the conversation
// scrolls to its last message (targetContentOffset(forProposedContentOffset:)). It compiles
// against UIKit unchanged.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

class ChatLayout: UICollectionViewLayout {
    var messageHeight: CGFloat = 50

    private var messages: [UICollectionViewLayoutAttributes] = []
    private(set) var insertedIndexPaths: [IndexPath] = []
    private(set) var deletedIndexPaths: [IndexPath] = []

    override func prepare() {
        super.prepare()
        guard let collectionView, collectionView.numberOfSections > 0 else {
            messages = []
            return
        }
        messages = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let message = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            message.frame = frame(ofMessage: item)
            return message
        }
    }

    private func frame(ofMessage item: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(item) * messageHeight, width: collectionView?.bounds.width ?? 0, height: messageHeight)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(messages.count) * messageHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        messages.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        messages.indices.contains(indexPath.item) ? messages[indexPath.item] : nil
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert:
                if let indexPath = update.indexPathAfterUpdate, indexPath.item != NSNotFound { insertedIndexPaths.append(indexPath) }
            case .delete:
                if let indexPath = update.indexPathBeforeUpdate, indexPath.item != NSNotFound { deletedIndexPaths.append(indexPath) }
            default:
                break
            }
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard insertedIndexPaths.contains(itemIndexPath),
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.frame.origin.y += messageHeight
        attributes.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deletedIndexPaths.contains(itemIndexPath) else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = frame(ofMessage: itemIndexPath.item)
        attributes.alpha = 0
        return attributes
    }

    /// After an update, the last message at the bottom of the screen.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        return CGPoint(x: 0, y: max(collectionViewContentSize.height - collectionView.bounds.height, 0))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }
}
