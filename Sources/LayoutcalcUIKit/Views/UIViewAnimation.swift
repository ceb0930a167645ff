import Foundation

/// UIKit's animation blocks, run at once: layoutcalc draws no frames, so `animations` changes
/// the values straight to their end and the completion is called with `true`. What the block
/// changes is still an animated change: a collection view's bounds changed inside it call the
/// layout's `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
extension UIView {
    /// How an animation runs, as UIKit's `UIView.AnimationOptions`: kept for code to pass.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// The duration of the animation block the running code is in; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationScope.duration }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationScope.$duration.withValue(max(duration, 0)) { animations() }
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` outside any animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationScope.$duration.withValue(0) { actionsWithoutAnimation() }
    }
}

/// The animation block the running code is in: a task-local value, so that tests running in
/// parallel each see their own.
enum AnimationScope {
    @TaskLocal static var duration: TimeInterval = 0
}
