import Foundation

#if canImport(QuartzCore)
// A layout attributes object's `transform3D` is Core Animation's.
@_exported import QuartzCore
#else
/// A 3D transform, as Core Animation has it: a layout attributes object's `transform3D`, which
/// layout code sets and reads back (layoutcalc lays out no transform of its own but a scale).
/// Points are rows multiplied on the left, as Core Animation's: (x, y, z, 1)·M, the translation
/// in m41 to m43.
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

    /// Every value 0, as Core Animation's C struct is made empty (not the identity).
    public init() {
        self.init(rows: Array(repeating: 0, count: 16))
    }

    /// The sixteen values row by row.
    fileprivate var rows: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    fileprivate init(rows m: [CGFloat]) {
        self.init(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7], m31: m[8], m32: m[9], m33: m[10],
            m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

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

/// A transform that turns by `angle` radians about the axis (`x`, `y`, `z`); the identity for
/// an axis of no length, which Core Animation leaves undefined.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a`, then `b`: the product a·b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (left, right) = (a.rows, b.rows)
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row * 4 + column] = (0..<4).reduce(0) { $0 + left[row * 4 + $1] * right[$1 * 4 + column] }
        }
    }
    return CATransform3D(rows: product)
}

/// A move by (`tx`, `ty`, `tz`), then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by (`sx`, `sy`, `sz`), then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A turn by `angle` about (`x`, `y`, `z`), then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform that undoes `t`; `t` itself where none does, as Core Animation answers.
/// Gauss–Jordan elimination with the largest pivot of each column.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0 * 4 + column]) < abs(m[$1 * 4 + column]) }) else { return t }
        let value = m[pivot * 4 + column]
        guard value != 0, value.isFinite else { return t }
        for index in 0..<4 {
            m.swapAt(pivot * 4 + index, column * 4 + index)
            inverse.swapAt(pivot * 4 + index, column * 4 + index)
        }
        for index in 0..<4 {
            m[column * 4 + index] /= value
            inverse[column * 4 + index] /= value
        }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            for index in 0..<4 {
                m[row * 4 + index] -= factor * m[column * 4 + index]
                inverse[row * 4 + index] -= factor * inverse[column * 4 + index]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

/// Whether `t` is a transform in the plane and nothing more.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0
        && t.m44 == 1
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

/// A span of seconds, as Core Foundation's `CFTimeInterval` (swift-corelibs-foundation does not
/// export it): what `CACurrentMediaTime()` answers.
public typealias CFTimeInterval = Double

/// The time in seconds since the machine started, which only goes forward: Core Animation's
/// clock, which layout code reads to time its own animations.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
#endif
