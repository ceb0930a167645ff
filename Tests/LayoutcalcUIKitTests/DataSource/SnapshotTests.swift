import LayoutcalcUIKit
import Testing

/// A snapshot holds sections and items by identifier as UIKit's does; what UIKit refuses with an
/// exception changes nothing.
@Suite struct SnapshotTests {
    @Test func sectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5 && snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfSection("b") == 1 && snapshot.sectionIdentifier(containingItem: 2) == "a")
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 2, 3] && snapshot.itemIdentifiers(inSection: "b") == [4, 5, 11])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(3, beforeItem: 10)
        snapshot.deleteItems([10, 99])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 2] && snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5, 11])
        #expect(snapshot.indexOfItem(11) == 5)
        // Moving within a section, forward and back.
        snapshot.moveItem(4, afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 5, 4, 11])
        snapshot.moveItem(11, beforeItem: 1)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [11, 1, 5, 4])
        snapshot.insertSections(["c"], beforeSection: "b")
        snapshot.moveSection("a", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
        // "a" starts after c's none and b's four.
        #expect(snapshot.indexOfItem(3) == 4)
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["c", "a"] && snapshot.itemIdentifiers == [3, 2])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil && snapshot.indexOfItem(4) == nil)
        snapshot.reloadItems([2, 40])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["a", "z"])
        #expect(snapshot.reloadedItemIdentifiers == [2] && snapshot.reconfiguredItemIdentifiers == [3] && snapshot.reloadedSectionIdentifiers == ["a"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func whatUIKitRefusesChangesNothing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        // No section to append to.
        snapshot.appendItems([1])
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "a", "b"])
        snapshot.appendSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        snapshot.appendItems([1, 1, 2], toSection: "a")
        snapshot.appendItems([2, 3], toSection: "b")
        snapshot.appendItems([4], toSection: "z")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2] && snapshot.itemIdentifiers(inSection: "b") == [3])
        snapshot.insertItems([5], beforeItem: 99)
        snapshot.insertSections(["c"], afterSection: "z")
        snapshot.moveItem(1, beforeItem: 1)
        snapshot.moveItem(1, afterItem: 99)
        snapshot.moveSection("a", beforeSection: "a")
        #expect(snapshot.itemIdentifiers == [1, 2, 3] && snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.numberOfItems(inSection: "z") == 0 && snapshot.itemIdentifiers(inSection: "z").isEmpty)
    }
}
