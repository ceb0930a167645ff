/// The display's pixel grid (layout-rules §1).
///
/// With a scale, sizes are floored to whole pixels when they are resolved and origins are
/// rounded to the nearest pixel (halves away from zero), as UIKit does. Without one the
/// arithmetic is exact and both functions return their argument.
public struct PixelGrid: Sendable, Equatable {
    /// Pixels per point, or `nil` for exact arithmetic.
    public let scale: Double?

    public init(scale: Double?) {
        self.scale = scale
    }

    /// Exact arithmetic, no snapping.
    public static let exact = PixelGrid(scale: nil)

    /// `value` floored to the pixel grid: a resolved size.
    @inline(__always)
    public func size(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale).rounded(.down) / scale
    }

    /// `value` rounded to the nearest pixel, halves away from zero: an origin.
    @inline(__always)
    public func origin(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `rect` with its origin rounded to the grid (its size is already a resolved size).
    @inline(__always)
    public func place(_ rect: Rect) -> Rect {
        Rect(x: origin(rect.x), y: origin(rect.y), width: rect.width, height: rect.height)
    }
}
