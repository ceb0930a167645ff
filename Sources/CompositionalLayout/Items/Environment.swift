import Foundation

/// The size class of a dimension, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact
    case regular
}

/// The traits a layout is laid out with, as far as layoutcalc knows them: UIKit's
/// `UITraitCollection`, with its horizontal size class only.
public final class UITraitCollection {
    /// `.regular` from 678 points of width on, else `.compact` (see "layoutcalc's additions").
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The narrowest width UIKit gives a regular horizontal size class: half a 12.9-inch iPad
    /// in landscape (an 11-inch iPad's half, 592 points, is compact).
    static let regularWidth: CGFloat = 678

    /// The traits of a collection view `width` points wide.
    convenience init(width: CGFloat) {
        self.init(horizontalSizeClass: width >= Self.regularWidth ? .regular : .compact)
    }
}

/// The collection view a layout is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less the effective content insets.
    var effectiveContentSize: CGSize { get }
    /// The collection view's own content insets: none in layoutcalc.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets plus what the layout's content insets reference adds across the
    /// scroll axis (the safe area's leading and trailing insets).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider, a custom group's item provider and a visible items handler are
/// given, as UIKit's `NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The container of a layout prepared at a size.
final class LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentInsets: NSDirectionalEdgeInsets
    var contentInsets: NSDirectionalEdgeInsets { .zero }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }

    /// A collection view `size` large with this safe area: the layout's default content insets
    /// reference (`automatic`) adds the safe area's leading and trailing insets (SEMANTICS §2).
    init(size: CGSize, safeArea: NSDirectionalEdgeInsets) {
        contentSize = size
        effectiveContentInsets = NSDirectionalEdgeInsets(top: 0, leading: safeArea.leading, bottom: 0, trailing: safeArea.trailing)
    }
}

/// The environment of a layout prepared at a size.
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: LayoutContainer) {
        self.container = container
        traitCollection = UITraitCollection(width: container.contentSize.width)
    }
}

/// An item on screen, as the visible items handler sees it (UIKit's
/// `NSCollectionLayoutVisibleItem`): its place, and the transform the handler may set.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var center: CGPoint { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
    var transform: CGAffineTransform { get set }
}
