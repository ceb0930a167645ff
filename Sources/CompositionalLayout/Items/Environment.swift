import Foundation

/// The size class of a dimension, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact
    case regular
}

/// The direction a layout reads in, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`: a list section takes its metrics
/// (layout rules §13).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad
    case tv
    case carPlay
    case mac = 5
    case vision
}

/// The traits a layout is laid out with, as far as layoutcalc knows them: UIKit's
/// `UITraitCollection`, with its horizontal size class, layout direction and idiom only.
public final class UITraitCollection {
    /// `.regular` from 678 points of width on, else `.compact` (see "layoutcalc's additions").
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The direction `prepare` was given.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// `.phone` when a layout is prepared.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// The narrowest width UIKit gives a regular horizontal size class: half a 12.9-inch iPad
    /// in landscape (an 11-inch iPad's half, 592 points, is compact).
    static let regularWidth: CGFloat = 678

    /// The traits of a collection view `width` points wide that reads in `layoutDirection`.
    init(width: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection) {
        horizontalSizeClass = width >= Self.regularWidth ? .regular : .compact
        self.layoutDirection = layoutDirection
        userInterfaceIdiom = .phone
    }

    /// Traits of `idiom` alone, the others unspecified.
    public init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        horizontalSizeClass = .unspecified
        layoutDirection = .unspecified
        userInterfaceIdiom = idiom
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
    /// The content insets plus what the layout configuration's content insets reference adds
    /// across the scroll axis (by default the safe area's leading and trailing insets).
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

    init(size: CGSize, effectiveContentInsets: NSDirectionalEdgeInsets) {
        contentSize = size
        self.effectiveContentInsets = effectiveContentInsets
    }
}

/// The environment of a layout prepared at a size.
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    /// The environment of a layout under `configuration` prepared with `harness`'s values: the
    /// configuration's content insets reference adds the safe area's or the margins' insets
    /// across the scroll axis (layout-rules §2, §12), as it does to a section's.
    init(harness: LayoutcalcHarness, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        let reference: NSDirectionalEdgeInsets
        switch configuration.contentInsetsReference {
        case .automatic, .safeArea: reference = harness.safeArea
        case .layoutMargins, .readableContent: reference = harness.layoutMargins
        case .none: reference = .zero
        }
        let across =
            configuration.scrollDirection == .vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: reference.leading, bottom: 0, trailing: reference.trailing)
            : NSDirectionalEdgeInsets(top: reference.top, leading: 0, bottom: reference.bottom, trailing: 0)
        container = LayoutContainer(size: CGSize(width: harness.width, height: harness.height ?? 0), effectiveContentInsets: across)
        traitCollection = UITraitCollection(width: harness.width, layoutDirection: harness.layoutDirection)
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
