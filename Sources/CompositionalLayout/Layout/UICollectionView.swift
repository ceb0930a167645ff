/// UIKit's collection view, as far as a layout refers to it: its element kinds and categories.
/// layoutcalc has no views; `UICollectionViewCompositionalLayout.prepare(size:itemCounts:)`
/// stands in for one.
public enum UICollectionView {
    /// The element kind of a section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal
    }

    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView
        case decorationView
    }
}
