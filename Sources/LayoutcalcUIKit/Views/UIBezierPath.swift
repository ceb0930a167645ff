import Foundation

/// The corners a rounded path rounds, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path, as UIKit's `UIBezierPath`, for a shape layer or a shadow: layoutcalc draws nothing,
/// so it keeps nothing, and its `cgPath` is an empty path.
open class UIBezierPath: NSObject {
    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
    }

    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func close() {}

    /// The path as Core Graphics has it: empty.
    open var cgPath: CGPath { CGMutablePath() }
}
