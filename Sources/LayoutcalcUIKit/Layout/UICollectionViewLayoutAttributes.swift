import Foundation

/// Where a layout puts one element, as UIKit's `UICollectionViewLayoutAttributes`: what a layout
/// answers, and what a subclass copies and moves. A subclass of it (a layout's own attributes)
/// overrides `copy(with:)` and `isEqual(_:)` for what it adds, as in UIKit.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    public var indexPath: IndexPath
    /// The element's frame in the collection view's content, before `transform`.
    public var frame: CGRect = .zero
    /// The transform about the element's centre, in 3D; `transform` is its part in the plane.
    public var transform3D: CATransform3D = CATransform3DIdentity
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary's or decoration's element kind; `nil` for a cell.
    public internal(set) var representedElementKind: String?

    /// Attributes of a cell at an empty index path, as `init()` makes them in UIKit; a copy
    /// starts from it.
    public required override init() {
        indexPath = IndexPath()
        representedElementCategory = .cell
        super.init()
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
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

    /// The element's own coordinates: its size at the origin. Setting it sets the size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The transform in the plane: a scale effect's scale. Setting it replaces `transform3D`
    /// with it, as in UIKit.
    public var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of every value, of the same class (a subclass's copy then adds its own values).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.frame = frame
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && frame == other.frame
            && Self.sameTransform(transform3D, other.transform3D) && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// Whether two transforms are equal, element by element (Core Animation's struct is not
    /// `Equatable`).
    private static func sameTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        func elements(_ t: CATransform3D) -> [CGFloat] {
            [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        }
        return elements(a) == elements(b)
    }
}
