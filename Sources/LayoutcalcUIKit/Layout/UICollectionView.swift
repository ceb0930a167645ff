import Foundation

/// The direction a view reads in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft
}

/// UIKit's collection view as a layout sees it: its size and scroll position, its insets and
/// margins, how many items each section has, and its delegate. There are no views: it holds the
/// values a layout reads, which
/// `UICollectionViewLayout.prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
/// gives it, and runs the layout as UIKit's does (scrolling asks the layout whether to prepare
/// it again). A layout prepared without one gets one of its own.
open class UICollectionView {
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

    /// The layout a collection view made by app code keeps.
    private var keptLayout: UICollectionViewLayout?
    /// The layout whose own stand-in this is: the layout keeps the stand-in, not the other way.
    private weak var standInLayout: UICollectionViewLayout?

    /// The delegate, which a flow layout asks for sizes and spacings (weak, as in UIKit).
    public weak var delegate: (any UICollectionViewDelegate)?
    /// Space around the content that the collection view scrolls: layoutcalc lays out the whole
    /// bounds (UIKit's layouts lay out inside it), so it is held for layout code to read only.
    public var contentInset: UIEdgeInsets = .zero
    /// The safe area's insets, which `prepare(size:…)` gives.
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    /// The direction the collection view reads in, which `prepare(size:…)` gives.
    var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// How many items each section has, which `prepare(size:…)` gives: UIKit asks its data source.
    var itemCounts: [Int] = []
    /// The display scale (`nil`: exact arithmetic) and the cells' own sizes, by index path, which
    /// `prepare(size:…)` gives: UIKit has them from its screen and from self-sizing cells.
    var displayScale: CGFloat? = 1
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// The device the collection view is on: the running code's when it was made, then the one
    /// `prepare(size:…)` prepares it on. Its layout is prepared again on it after a bounds change.
    var device = LayoutcalcDevice.current
    /// Whether `prepare(size:…)` has given it its values: until then a layout has nothing to lay
    /// out, and scrolling prepares nothing.
    var isSetUp = false
    /// The frame's origin in the superview, the bounds' size and the content offset.
    private var origin: CGPoint
    private var size: CGSize
    private var offset: CGPoint = .zero
    /// Whether the size's height is one to lay out against: not where a harness without a
    /// height (a spec without one) gave the size, until the size changes.
    private var hasHeight = true

    /// A collection view `frame.size` large that lays its items out with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        origin = frame.origin
        size = frame.size
        keptLayout = layout
        layout.attach(to: self)
    }

    /// The stand-in `layout` prepares itself in when no collection view has it.
    init(standInFor layout: UICollectionViewLayout) {
        origin = .zero
        size = .zero
        standInLayout = layout
    }

    /// The layout. A stand-in that outlives its layout has an empty one.
    public var collectionViewLayout: UICollectionViewLayout {
        get {
            if let layout = keptLayout ?? standInLayout { return layout }
            let empty = UICollectionViewLayout()
            keptLayout = empty
            return empty
        }
        set {
            if let old = keptLayout ?? standInLayout, old !== newValue, old.collectionView === self { old.detach() }
            keptLayout = newValue
            standInLayout = nil
            newValue.attach(to: self)
        }
    }

    /// Its frame in its superview; its size is the bounds' size.
    public var frame: CGRect {
        get { CGRect(origin: origin, size: size) }
        set {
            origin = newValue.origin
            changeBounds(to: CGRect(origin: offset, size: newValue.size))
        }
    }

    /// The rect of the content on screen: the content offset and the size.
    public var bounds: CGRect {
        get { CGRect(origin: offset, size: size) }
        set { changeBounds(to: newValue) }
    }

    /// Where the content is scrolled to.
    public var contentOffset: CGPoint {
        get { offset }
        set { changeBounds(to: CGRect(origin: newValue, size: size)) }
    }

    /// The size of the content, as the layout answers it.
    public var contentSize: CGSize { collectionViewLayout.collectionViewContentSize }

    /// The margins by left and right (right to left, leading is the right side).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(directionalLayoutMargins, direction: layoutDirection) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, direction: layoutDirection) }
    }

    public var numberOfSections: Int { itemCounts.count }

    /// How many items `section` has; 0 for a section the collection view does not have (UIKit
    /// raises an exception).
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The traits of the collection view: its device's size classes, idiom and text size, its
    /// own layout direction, and the scale it is laid out at (the device's for exact
    /// arithmetic). See <doc:ChoosingTheDevice>.
    public var traitCollection: UITraitCollection {
        UITraitCollection(device: device, layoutDirection: layoutDirection, displayScale: displayScale ?? device.scale)
    }

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Registers the class of the cells of `identifier`: layoutcalc makes no cells, so it keeps
    /// nothing.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    /// Registers the class of the supplementary views of `elementKind`: layoutcalc makes none.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}

    /// The cell at `indexPath`: none, as layoutcalc makes no views.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        nil
    }

    /// The layout's attributes of the cell at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Moves the bounds as UIKit does: the layout is asked, with the bounds still the old ones,
    /// whether the change invalidates it; if so it is invalidated and prepared again at the new
    /// bounds.
    private func changeBounds(to newBounds: CGRect) {
        let layout = isSetUp ? keptLayout ?? standInLayout : nil
        let invalidates = layout?.shouldInvalidateLayout(forBoundsChange: newBounds) ?? false
        offset = newBounds.origin
        if newBounds.size != size { hasHeight = true }
        size = newBounds.size
        if invalidates, let layout {
            layout.invalidateLayout()
            layout.prepareInCollectionView()
        }
    }

    /// Takes a prepared layout's values without running the layout: `prepare(size:…)` prepares
    /// it once they are all in place.
    func setUp(with harness: LayoutcalcHarness) {
        size = CGSize(width: harness.width, height: harness.height ?? 0)
        hasHeight = harness.height != nil
        layoutDirection = harness.layoutDirection
        directionalLayoutMargins = harness.layoutMargins
        safeAreaInsets = UIEdgeInsets(harness.safeArea, direction: harness.layoutDirection)
        itemCounts = harness.itemCounts
        displayScale = harness.scale
        measuredSizes = harness.measuredSizes
        device = harness.device
        isSetUp = true
    }

    /// The values a layout is laid out with, as its harness holds them; `nil` before
    /// `prepare(size:…)` has given them.
    var harness: LayoutcalcHarness? {
        guard isSetUp else { return nil }
        return LayoutcalcHarness(
            width: size.width, height: hasHeight ? size.height : nil, itemCounts: itemCounts, scale: displayScale, layoutMargins: directionalLayoutMargins,
            safeArea: NSDirectionalEdgeInsets(safeAreaInsets, direction: layoutDirection), measuredSizes: measuredSizes,
            layoutDirection: layoutDirection, device: device)
    }
}
