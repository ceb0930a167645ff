import Foundation

/// Settings of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration` (layout-rules §12). A layout keeps a copy of
/// the configuration it is given, and gives a copy.
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the sections stack along: top to bottom, or left to right.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers, footers and other items around all the sections, answered at
    /// `IndexPath(item: Int.max, section: 0)`.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The reference of every section whose own is `.automatic`; the layout's boundary items
    /// ignore it.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    public init() {}

    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
