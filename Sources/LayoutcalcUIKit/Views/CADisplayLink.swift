import Foundation

#if !canImport(QuartzCore)
/// A timer of the display's frames, as Core Animation's `CADisplayLink`, for layout code that
/// keeps one: UIKit makes one with `init(target:selector:)`, which needs `#selector` and so
/// cannot be called on Linux, and there is no display: it never fires, and its times are 0.
open class CADisplayLink: NSObject {
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    open var timestamp: CFTimeInterval { 0 }
    open var targetTimestamp: CFTimeInterval { 0 }
    open var duration: CFTimeInterval { 0 }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
}
#endif
