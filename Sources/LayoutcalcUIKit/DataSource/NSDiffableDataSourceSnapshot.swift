import Foundation

/// Sections and items by identifier, as UIKit's `NSDiffableDataSourceSnapshot`: what a diffable
/// data source lays out, each section's items in order.
///
/// Operations UIKit refuses with an exception (an identifier given twice or already in the
/// snapshot, a section or item that is not in it, items with no section to go in, an item moved
/// next to itself) change nothing here: the rest of the call is done, and nothing traps. Every
/// lookup by identifier is a dictionary's (`indexOfItem(_:)` adds up the sections before the
/// item's); appending items takes time in proportion to the items appended, inserting items into
/// a section to that section's, and any other change to the snapshot's size.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Where an item is: its section's place and its own in the section.
    private struct Place {
        var section: Int
        var item: Int
    }

    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, by the section's place.
    private var sectionItems: [[ItemIdentifierType]] = []
    private var sectionPlaces: [SectionIdentifierType: Int] = [:]
    private var itemPlaces: [ItemIdentifierType: Place] = [:]

    /// The items `reloadItems(_:)` marked, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items `reconfigureItems(_:)` marked, in order.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections `reloadSections(_:)` marked, in order.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: What it holds

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { itemPlaces.count }

    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// How many items the section has; 0 for a section the snapshot does not have (UIKit raises
    /// an exception).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionPlaces[identifier].map { sectionItems[$0].count } ?? 0
    }

    /// The section's items; none for a section the snapshot does not have.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionPlaces[identifier].map { sectionItems[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier].map { sectionIdentifiers[$0.section] }
    }

    /// The item's place among all the items, section after section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemPlaces[identifier].map { place in sectionItems[..<place.section].reduce(place.item) { $0 + $1.count } }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPlaces[identifier]
    }

    // MARK: Sections

    /// Adds the sections not in the snapshot yet at the end, in order.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let place = sectionPlaces[toIdentifier] else { return }
        insertSections(identifiers, at: place)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let place = sectionPlaces[toIdentifier] else { return }
        insertSections(identifiers, at: place + 1)
    }

    /// Removes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let deleted = Set(identifiers)
        let kept = sectionIdentifiers.indices.filter { !deleted.contains(sectionIdentifiers[$0]) }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        sectionItems = kept.map { sectionItems[$0] }
        reindex()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks the sections to be reloaded (those in the snapshot).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionPlaces[$0] != nil }
    }

    // MARK: Items

    /// Adds the items not in the snapshot yet at the end of `sectionIdentifier`, or of the last
    /// section; nothing where there is no such section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier.map({ sectionPlaces[$0] }) ?? sectionIdentifiers.indices.last else { return }
        for item in newItems(identifiers) {
            itemPlaces[item] = Place(section: section, item: sectionItems[section].count)
            sectionItems[section].append(item)
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let place = itemPlaces[beforeIdentifier] else { return }
        insertItems(identifiers, at: place)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard var place = itemPlaces[afterIdentifier] else { return }
        place.item += 1
        insertItems(identifiers, at: place)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let deleted = Set(identifiers)
        for section in sectionItems.indices { sectionItems[section].removeAll { deleted.contains($0) } }
        reindex()
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks the items to be reloaded (those in the snapshot).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { itemPlaces[$0] != nil }
    }

    /// Marks the items to be reconfigured (those in the snapshot).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { itemPlaces[$0] != nil }
    }

    // MARK: What the data source reads

    /// The item at `item` of the section at `section`, if there is one.
    func itemIdentifier(section: Int, item: Int) -> ItemIdentifierType? {
        guard sectionItems.indices.contains(section), sectionItems[section].indices.contains(item) else { return nil }
        return sectionItems[section][item]
    }

    /// How many items the section at `section` has; 0 past the sections.
    func numberOfItems(inSectionAt section: Int) -> Int {
        sectionItems.indices.contains(section) ? sectionItems[section].count : 0
    }

    /// Where the item is, as an index path.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        itemPlaces[identifier].map { IndexPath(item: $0.item, section: $0.section) }
    }

    // MARK: Keeping it indexed

    /// Inserts the sections not in the snapshot yet, each once, at `place`.
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at place: Int) {
        var seen: Set<SectionIdentifierType> = []
        let added = identifiers.filter { sectionPlaces[$0] == nil && seen.insert($0).inserted }
        sectionIdentifiers.insert(contentsOf: added, at: place)
        sectionItems.insert(contentsOf: Array(repeating: [], count: added.count), at: place)
        reindex()
    }

    /// Inserts the items not in the snapshot yet, each once, at `place`.
    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at place: Place) {
        sectionItems[place.section].insert(contentsOf: newItems(identifiers), at: place.item)
        reindex(section: place.section)
    }

    /// The items of `identifiers` not in the snapshot yet, each once.
    private func newItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen: Set<ItemIdentifierType> = []
        return identifiers.filter { itemPlaces[$0] == nil && seen.insert($0).inserted }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, nextTo toIdentifier: SectionIdentifierType, after: Bool) {
        guard identifier != toIdentifier, let from = sectionPlaces[identifier], let to = sectionPlaces[toIdentifier] else { return }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let target = to + (after ? 1 : 0) - (from < to ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: target)
        sectionItems.insert(items, at: target)
        reindex()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, nextTo toIdentifier: ItemIdentifierType, after: Bool) {
        guard identifier != toIdentifier, let from = itemPlaces[identifier], let to = itemPlaces[toIdentifier] else { return }
        sectionItems[from.section].remove(at: from.item)
        let target = to.item + (after ? 1 : 0) - (from.section == to.section && from.item < to.item ? 1 : 0)
        sectionItems[to.section].insert(identifier, at: target)
        reindex()
    }

    /// Finds every section and item again.
    private mutating func reindex() {
        sectionPlaces = [:]
        itemPlaces = [:]
        for (section, identifier) in sectionIdentifiers.enumerated() {
            sectionPlaces[identifier] = section
            reindex(section: section)
        }
    }

    /// Finds the items of the section at `section` again.
    private mutating func reindex(section: Int) {
        for (item, itemIdentifier) in sectionItems[section].enumerated() {
            itemPlaces[itemIdentifier] = Place(section: section, item: item)
        }
    }
}
