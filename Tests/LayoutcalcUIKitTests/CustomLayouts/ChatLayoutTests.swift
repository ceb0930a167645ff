import LayoutcalcUIKit
import Testing

/// A conversation, as its view controller is the collection view's data source.
final class Conversation: NSObject, UICollectionViewDataSource {
    var messages: [String]

    init(messages: [String]) {
        self.messages = messages
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    }
}

/// What the chat answers the collection view while it animates, once for each question.
final class WatchedChatLayout: ChatLayout {
    private(set) var seen: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        seen.append("updates with \(insertedIndexPaths.count) inserted, \(deletedIndexPaths.count) deleted, \(collectionView?.numberOfItems(inSection: 0) ?? -1) items")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        seen.append("item \(itemIndexPath.item) appears from y \(attributes.map { Int($0.frame.minY) } ?? -1), alpha \(attributes?.alpha ?? -1)")
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        seen.append("item \(itemIndexPath.item) disappears at y \(attributes.map { Int($0.frame.minY) } ?? -1), alpha \(attributes?.alpha ?? -1)")
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        seen.append("finalized with \(insertedIndexPaths.count) inserted")
    }
}

@Suite struct ChatLayoutTests {
    @Test func aBatchUpdateInsertsAndDeletesMessages() throws {
        let conversation = Conversation(messages: ["hi", "hello", "how are you?", "fine", "and you?"])
        defer { withExtendedLifetime(conversation) {} }
        let layout = WatchedChatLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 210), collectionViewLayout: layout)
        collectionView.dataSource = conversation
        try layout.prepare(size: collectionView.bounds.size)
        #expect(collectionView.contentSize.height == 250)
        // Scrolled to the last message: 250 − 210.
        collectionView.contentOffset = CGPoint(x: 0, y: 40)

        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                conversation.messages.remove(at: 1)
                conversation.messages += ["great", "see you"]
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
            }, completion: { finished = $0 })
        // The layout saw the two insertions and the deletion with the new count, 5 − 1 + 2 = 6;
        // the new messages at 4 × 50 and 5 × 50 come from 50 further down, the deleted one fades
        // where it was, at 1 × 50.
        #expect(
            layout.seen == [
                "updates with 2 inserted, 1 deleted, 6 items", "item 4 appears from y 250, alpha 0.0", "item 5 appears from y 300, alpha 0.0",
                "item 1 disappears at y 50, alpha 0.0", "finalized with 0 inserted",
            ])
        #expect(finished == true)
        // It answers with the new count.
        #expect(layout.frame(ofItem: 5) == CGRect(x: 0, y: 250, width: 320, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)) == nil)
        #expect(collectionView.contentSize.height == 300 && collectionView.numberOfItems(inSection: 0) == 6)
        // The conversation scrolled to its new last message: 300 − 210; on screen from 90 to 300,
        // messages 1 (50 to 100) to 5.
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 90))
        #expect(collectionView.indexPathsForVisibleItems == (1...5).map { IndexPath(item: $0, section: 0) })
    }
}
