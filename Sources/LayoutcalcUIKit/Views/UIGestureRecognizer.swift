import Foundation

// Gesture recognizers, as UIKit's, for layout code that holds one or reads one in its handler.
// There are no fingers: a recognizer never begins, its touches are none, and where it is is
// `.zero`. UIKit's `init(target:action:)` needs `#selector`, which Linux has not: a recognizer
// here is made with `init()`, and code that makes one with a selector stays where the tests do not
// compile it.

/// What a gesture recognizer asks its delegate, as UIKit's `UIGestureRecognizerDelegate`: nothing,
/// as none recognizes anything.
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {}

/// A gesture recognizer, as UIKit's `UIGestureRecognizer`: kept by its view, never recognizing.
open class UIGestureRecognizer: NSObject {
    /// How far a recognizer has got, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible = 0
        case began
        case changed
        case ended
        case cancelled
        case failed

        public static let recognized = State.ended
    }

    open var state: State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it was added to.
    public internal(set) weak var view: UIView?

    public override init() {
        super.init()
    }

    /// No touch is on it.
    open var numberOfTouches: Int { 0 }

    /// Where the gesture is in `view`: nowhere, `.zero`, as no finger is.
    open func location(in view: UIView?) -> CGPoint { .zero }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// A pan, as UIKit's `UIPanGestureRecognizer`: it has moved nowhere, at no speed.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A tap, as UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press, as UIKit's `UILongPressGestureRecognizer`, with UIKit's defaults.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
}
