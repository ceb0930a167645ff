import Foundation

/// A rectangle a view's layout is measured against, as UIKit's `UILayoutGuide`. layoutcalc has
/// no Auto Layout: a guide app code makes has no frame (`.zero`), and a view's
/// `safeAreaLayoutGuide` is the view's bounds inset by its `safeAreaInsets`.
open class UILayoutGuide: NSObject {
    /// The view the guide measures, which does not keep it alive (weak, as in UIKit).
    open weak var owningView: UIView?
    open var identifier = ""
    /// Whether the guide is its owning view's safe area.
    private let isSafeArea: Bool

    public override init() {
        isSafeArea = false
        super.init()
    }

    /// The safe area guide of `view`.
    init(safeAreaOf view: UIView) {
        isSafeArea = true
        owningView = view
        super.init()
        identifier = "UIViewSafeAreaLayoutGuide"
    }

    /// The guide's rectangle in its owning view's coordinates: the safe area's, or `.zero` for a
    /// guide that Auto Layout would place.
    open var layoutFrame: CGRect {
        guard isSafeArea, let owningView else { return .zero }
        return owningView.bounds.inset(by: owningView.safeAreaInsets)
    }
}

extension CGRect {
    /// The rect with its sides moved in by `insets` (out, where negative), as UIKit's
    /// `UIEdgeInsetsInsetRect`: plain arithmetic on the origin and the size, so a rect of NaN
    /// gives NaN rather than a trap.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
