import Foundation

/// What gives a collection view its sections and items, as UIKit's `UICollectionViewDataSource`.
/// layoutcalc asks it only for counts (`numberOfSections(in:)`, then each section's
/// `collectionView(_:numberOfItemsInSection:)`, as UIKit does); it makes no views, so it never
/// asks for a cell or a supplementary view.
///
/// Objective-C's optional requirements are requirements here with UIKit's answers for a data
/// source that leaves them out (one section, no supplementary view, no moving): as with any
/// Swift protocol, a subclass's method answers only where the class that declares the
/// conformance implements it too (see <doc:CustomLayouts>).
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section, as UIKit counts for a data source that does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    /// A plain view: layoutcalc never asks for one.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        UICollectionReusableView(frame: .zero)
    }

    /// No item moves, as UIKit's answer where the data source does not say.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
