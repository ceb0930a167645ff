import Foundation

/// Where a layout puts one element, as UIKit's `UICollectionViewLayoutAttributes`.
public final class UICollectionViewLayoutAttributes {
    public var indexPath: IndexPath
    /// The element's frame in the collection view's content, before `transform`.
    public var frame: CGRect
    /// The transform applied about the element's centre: a scale effect's scale.
    public var transform: CGAffineTransform = .identity
    public var zIndex = 0
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary's or decoration's element kind; `nil` for a cell.
    public let representedElementKind: String?

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        frame = .zero
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// The frame's centre; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size; setting it keeps the centre.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
}
