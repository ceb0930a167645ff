import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`: layoutcalc scrolls
/// only where code sets the offset, and tells the delegate nothing.
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// A view that scrolls its content, as UIKit's `UIScrollView`: its bounds' origin is where it is
/// scrolled to (`contentOffset`). There are no fingers: it scrolls where code sets the offset,
/// so it is never dragging, decelerating or tracking, and paging and the deceleration rate are
/// kept for layout code to read.
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` (UIKit adjusts more inside a navigation controller, which
        /// layoutcalc has not).
        case automatic = 0
        /// The safe area's sides along each axis the content scrolls on: larger than the frame
        /// that way, or set to bounce that way.
        case scrollableAxes
        case never
        case always
    }

    /// How fast scrolling slows once the finger lifts, as UIKit's
    /// `UIScrollView.DecelerationRate`: what the velocity is multiplied by each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content that scrolls.
    open var contentSize: CGSize = .zero
    /// Space around the content that the view scrolls.
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether scrolling stops at multiples of the bounds: kept, as there is no finger to lift.
    open var isPagingEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    open var isScrollEnabled = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true

    /// Where the content is scrolled to: the bounds' origin. Setting it moves the bounds, as
    /// UIKit's does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Scrolls to `contentOffset` at once: layoutcalc has no animations to run.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The pan that scrolls the view, as UIKit's: it is the view's, and no finger moves it.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        addGestureRecognizer(pan)
        return pan
    }()

    /// No finger is on the view.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    /// The content inset with the safe area added as `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            let size = frame.size
            vertical = alwaysBounceVertical || contentSize.height > size.height
            horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safeArea.top : 0), left: contentInset.left + (horizontal ? safeArea.left : 0),
            bottom: contentInset.bottom + (vertical ? safeArea.bottom : 0), right: contentInset.right + (horizontal ? safeArea.right : 0))
    }
}
