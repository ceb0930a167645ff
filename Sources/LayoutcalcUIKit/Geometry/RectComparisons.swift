import Foundation

extension CGRect {
    /// Whether the rect holds `point`, its left and top edges in and its right and bottom edges
    /// out, as Core Graphics' `contains` has it, by comparisons alone: Foundation's `contains`
    /// traps on a NaN here, and a frame a layout answers (app code's) may hold one. A rect of
    /// NaN, or a NaN point, holds nothing.
    func holds(_ point: CGPoint) -> Bool {
        let (left, right) = (Swift.min(origin.x, origin.x + size.width), Swift.max(origin.x, origin.x + size.width))
        let (top, bottom) = (Swift.min(origin.y, origin.y + size.height), Swift.max(origin.y, origin.y + size.height))
        return left <= point.x && point.x < right && top <= point.y && point.y < bottom
    }
}
