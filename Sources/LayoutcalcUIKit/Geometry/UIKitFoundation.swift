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

#if canImport(QuartzCore)
// A layout attributes object's `transform3D` is Core Animation's.
@_exported import QuartzCore
#else
/// A 3D transform, as Core Animation has it: a layout attributes object's `transform3D`, which
/// layout code sets and reads back (layoutcalc lays out no transform of its own but a scale).
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// A transform that scales by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
    return transform
}

/// A transform that moves by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
    return transform
}

/// The 3D transform that is `m` in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var transform = CATransform3DIdentity
    (transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return transform
}

/// The part of `t` in the plane.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
#endif
