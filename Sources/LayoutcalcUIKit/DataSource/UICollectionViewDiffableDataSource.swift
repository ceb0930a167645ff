import Foundation

/// A data source that lays out a snapshot of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: made with its collection view, it becomes the
/// collection view's data source, and the collection view counts the applied snapshot's sections
/// and items.
///
/// Its cell and supplementary providers are kept and never called by layoutcalc: there are no
/// cells. Applying a snapshot lays it out as `reloadData()` does, at once where the collection
/// view has been prepared: UIKit animates the difference, giving the layout the update items of
/// its own diff, which layoutcalc does not reproduce, so the layout sees the new counts without
/// `prepare(forCollectionViewUpdates:)` (make the changes with `performBatchUpdates` to test a
/// layout's updates).
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The collection view it counts for (weak: the collection view's data source is weak too,
    /// so app code keeps the data source).
    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes a supplementary view for a kind and index path: kept, never called by layoutcalc.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var applied = Snapshot()

    /// A data source for `collectionView`, which takes it as its `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Lays out `snapshot`: the collection view counts it again and, if it has been prepared,
    /// its layout is invalidated whole and prepared at once. `completion` is called then.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applied = snapshot
        if let collectionView {
            collectionView.reloadData()
            collectionView.runPendingLayoutPass()
        }
        completion?()
    }

    /// Lays out `snapshot` by `reloadData()`: the collection view counts it again at its next
    /// layout pass. `completion` is called at once.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        applied = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot applied last (an empty one before any).
    open func snapshot() -> Snapshot {
        applied
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return applied.itemIdentifier(section: indexPath[0], item: indexPath[1])
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        applied.indexPath(of: itemIdentifier)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        applied.sectionIdentifiers.indices.contains(index) ? applied.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        applied.indexOfSection(sectionIdentifier)
    }

    // MARK: The data source

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        applied.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        applied.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item (a plain cell where it gives none, or for an index
    /// path of no item, where UIKit raises an exception). layoutcalc never asks.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell(frame: .zero)
    }

    /// The supplementary provider's view (a plain view where there is none). layoutcalc never
    /// asks.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
