import Foundation

#if !canImport(CoreGraphics)
/// An affine transform, as Core Graphics has it (swift-corelibs-foundation has none): a point
/// (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty). In a layout's answers, the scale of a
/// section's scale effect; in app code, whatever its layout computes with it.
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

    /// Every value 0, as Core Graphics' C struct is made empty (not the identity).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform that moves by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that turns by `angle` radians (counterclockwise in a y-up space, clockwise on
    /// a screen, whose y runs down).
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (cos(angle), sin(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A move by `tx` and `ty`, then this transform (Core Graphics' `CGAffineTransformTranslate`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx` and `sy`, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one itself where none does (its determinant is
    /// 0, or not a number), as Core Graphics answers.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Whether the two points are equal, as Core Graphics' `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool {
        self == point2
    }
}

extension CGSize {
    /// The size as a vector through `t`, without its translation (a negative size where it
    /// flips).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    public func equalTo(_ size2: CGSize) -> Bool {
        self == size2
    }
}

extension CGRect {
    /// The smallest rect that holds the four corners of this one moved by `t` (the null rect
    /// stays null), computed from its origin and size alone: a rect of NaN gives NaN.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            origin, CGPoint(x: origin.x + size.width, y: origin.y), CGPoint(x: origin.x, y: origin.y + size.height),
            CGPoint(x: origin.x + size.width, y: origin.y + size.height),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.dropFirst().reduce(xs[0]) { Swift.min($0, $1) }, ys.dropFirst().reduce(ys[0]) { Swift.min($0, $1) })
        let (maxX, maxY) = (xs.dropFirst().reduce(xs[0]) { Swift.max($0, $1) }, ys.dropFirst().reduce(ys[0]) { Swift.max($0, $1) })
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2
    }
}
#endif
