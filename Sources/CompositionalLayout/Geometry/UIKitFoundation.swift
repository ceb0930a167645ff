// UIKit gives its users Foundation (CGFloat, CGRect, IndexPath, …) and Core Graphics' transform:
// app code that imports this module in UIKit's place finds them here too.
@_exported import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

#if canImport(AppKit)
// AppKit adds IndexPath(item:section:), `item` and `section` to Foundation on macOS.
import AppKit
#else
extension IndexPath {
    /// An index path to the item at `item` in `section`, as UIKit makes it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item's index within its section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
#endif

#if !canImport(CoreGraphics)
/// An affine transform, as Core Graphics has it (swift-corelibs-foundation has none): in a
/// layout's answers, the scale of a section's scale effect.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }
}
#endif
