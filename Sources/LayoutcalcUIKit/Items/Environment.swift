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

/// The traits of a view, a screen or a layout's environment, as UIKit's `UITraitCollection`:
/// its size classes, layout direction, idiom, display scale and text size. The device's
/// (``LayoutcalcDevice``) but for what the layout is prepared with: see <doc:ChoosingTheDevice>.
public final class UITraitCollection: Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels; 0 where it is unspecified.
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory

    private init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified, userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
        displayScale: CGFloat = 0, preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of a full-screen app on `device`.
    convenience init(device: LayoutcalcDevice) {
        self.init(device: device, layoutDirection: device.layoutDirection, displayScale: device.scale)
    }

    /// The traits of a collection view on `device` that reads in `layoutDirection` and is laid
    /// out at `displayScale`: the device's size classes, idiom and text size.
    init(device: LayoutcalcDevice, layoutDirection: UITraitEnvironmentLayoutDirection, displayScale: CGFloat) {
        horizontalSizeClass = device.horizontalSizeClass
        verticalSizeClass = device.verticalSizeClass
        self.layoutDirection = layoutDirection
        userInterfaceIdiom = device.userInterfaceIdiom
        self.displayScale = displayScale
        preferredContentSizeCategory = device.preferredContentSizeCategory
    }

    /// The traits of the device the running code is on (``LayoutcalcDevice/current``).
    public static var current: UITraitCollection { LayoutcalcDevice.current.traitCollection }

    /// Traits of `idiom` alone, the others unspecified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceIdiom: idiom, displayScale: 0)
    }

    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: sizeClass, displayScale: 0)
    }

    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        self.init(verticalSizeClass: sizeClass, displayScale: 0)
    }

    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) {
        self.init(layoutDirection: direction, displayScale: 0)
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, preferredContentSizeCategory: .unspecified)
    }

    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(displayScale: 0, preferredContentSizeCategory: category)
    }

    /// The traits of `traitCollections` together: of each trait, the last one specified.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified), displayScale: last(\.displayScale, unspecified: 0),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
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
        traitCollection = harness.traitCollection
    }
}

/// An item on screen, as the visible items handler sees it (UIKit's
/// `NSCollectionLayoutVisibleItem`): its place, and what the handler may set. `transform` and
/// `transform3D` are one transform, as in UIKit: setting either sets the other.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var center: CGPoint { get set }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
}
