import Foundation

// Views and colours carry no geometry: they are here so that layout code that touches them
// (a decoration view's class, a background's corners) compiles, and they do nothing. A view
// keeps what it is given and lays nothing out.

/// A view, as UIKit's `UIView`: the base of the reusable views app code registers with a layout,
/// and of the collection view. It keeps its frame's origin and its bounds, as UIKit's: the frame
/// is the bounds' size at that origin, and a scroll view's bounds' origin is where it is
/// scrolled to.
open class UIView: NSObject {
    /// The frame's origin in the superview.
    private var origin: CGPoint
    /// The bounds: the view's own coordinates of what it shows.
    private var storedBounds: CGRect

    /// The view's rect in its superview: its bounds' size at its origin. Setting it sets the
    /// bounds' size (through `bounds`, which a subclass may watch) and keeps their origin.
    open var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set {
            origin = newValue.origin
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }
    /// The view's own coordinates: the frame's size, at the origin unless the view scrolls.
    open var bounds: CGRect {
        get { storedBounds }
        set { storedBounds = newValue }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tag = 0
    /// Whether the view clips its content: its layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var tintColor: UIColor?
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    /// The view's layer, whose corners, border and shadow app code sets.
    public let layer = CALayer()
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The gesture recognizers added to it, which recognize nothing; `nil` until one is.
    open var gestureRecognizers: [UIGestureRecognizer]?

    public init(frame: CGRect) {
        origin = frame.origin
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// layoutcalc reads no archives (there are no storyboards on Linux): `nil`. It is here for
    /// subclasses that implement it, as UIKit's require.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The traits of the device the running code is on (``LayoutcalcDevice/current``).
    open var traitCollection: UITraitCollection { LayoutcalcDevice.current.traitCollection }

    /// The direction the view reads in, from its traits.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The margins by left and right (right to left, leading is the right side).
    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(directionalLayoutMargins, direction: traitCollection.layoutDirection) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, direction: traitCollection.layoutDirection) }
    }

    /// The insets of the part of the view that no bar, notch or home indicator covers: none, as
    /// UIKit's for a view that is in no window. A collection view's are the ones it is prepared
    /// with.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The safe area as a layout guide: its `layoutFrame` is the bounds inset by
    /// `safeAreaInsets`, in the view's own coordinates (a scroll view's moves as it scrolls).
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(safeAreaOf: self)

    /// Keeps `view` as the last of `subviews`, taking it from its superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Keeps `gestureRecognizer`, which is the view's from then on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Lays out the subviews: called by nothing, as layoutcalc draws no views (a collection
    /// view's runs its layout pass).
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    /// Runs `layoutSubviews()` where a layout pass is due: never for a view of its own (a
    /// collection view's is due once its layout is invalidated).
    open func layoutIfNeeded() {}
}

/// A header, footer or decoration view, as UIKit's `UICollectionReusableView`: a layout
/// registers its class for a kind; layoutcalc makes none.
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
    /// Takes the layout's attributes for the view: called by nothing, as layoutcalc makes no views.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// A cell, as UIKit's `UICollectionViewCell`: layoutcalc makes none, so a collection view's
/// `cellForItem(at:)` is always `nil`.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view a cell's content goes in.
    public let contentView = UIView(frame: .zero)
}

/// An archive of views, as UIKit's `UINib`: layoutcalc reads none, so it keeps only its name.
public final class UINib {
    public let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }
}

#if !canImport(CoreGraphics)
/// A colour as Core Graphics has it: what a layer's background, border and shadow are given,
/// which keeps no value, as ``UIColor`` keeps none.
public final class CGColor: Sendable {
    init() {}
}

/// A path as Core Graphics has it: what a shape layer is given, which keeps no geometry
/// (layoutcalc draws nothing).
open class CGPath: @unchecked Sendable {
    init() {}

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
    }
}

/// A path that code adds to, as Core Graphics' `CGMutablePath`: it keeps nothing.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() {}
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    public func closeSubpath() {}
}
#endif

#if !canImport(QuartzCore)
/// A view's layer, as Core Animation's `CALayer`: the corners, border and shadow a background
/// view is drawn with. layoutcalc draws nothing: the layer keeps what it is given.
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var zPosition: CGFloat = 0
}

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: it keeps what it is given and
/// draws nothing.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
}

/// The corners a layer's `cornerRadius` rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
#endif
