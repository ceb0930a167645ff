import LayoutcalcUIKit
import Testing

/// Core Graphics' and Core Animation's transforms, as layout code computes with them: every
/// expected value is worked out from the matrices by hand.
@Suite struct TransformTests {
    /// `value` within 1e-12 of `expected`, element by element (sines and cosines are not exact).
    func close(_ value: [CGFloat], _ expected: [CGFloat]) -> Bool {
        value.count == expected.count && zip(value, expected).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    func elements(_ t: CGAffineTransform) -> [CGFloat] {
        [t.a, t.b, t.c, t.d, t.tx, t.ty]
    }

    func elements(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        let move = CGAffineTransform(translationX: 10, y: 20)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        // Moved, then scaled: (1, 1) → (11, 21) → (22, 63).
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        // translatedBy moves first, then applies the transform: (1, 1) → (11, 21) → (22, 63).
        #expect(scale.translatedBy(x: 10, y: 20) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 3) == scale.concatenating(move))
        // A quarter turn takes (1, 0) to (0, 1): cos 90° = 0, sin 90° = 1.
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(elements(turn), [0, 1, -1, 0, 0, 0]))
        let turned = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(close(elements(CGAffineTransform.identity.rotated(by: .pi / 2)), elements(turn)))
        // The inverse undoes: scale 2 × 3 then move (10, 20) is undone by (x − 10) / 2, (y − 20) / 3.
        let both = scale.concatenating(move)
        #expect(both.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 1.0 / 3, tx: -5, ty: -20.0 / 3))
        #expect(close(elements(both.concatenating(both.inverted())), elements(.identity)))
        // A transform with no inverse is its own answer.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func sizesAndRectsThroughATransform() {
        let scale = CGAffineTransform(scaleX: 2, y: -1)
        // A size has no position: the translation does not move it; a flip makes it negative.
        #expect(CGSize(width: 3, height: 4).applying(scale.translatedBy(x: 100, y: 100)) == CGSize(width: 6, height: -4))
        // The rect (1, 2, 3, 4) scaled by 2 × −1: x from 2 to 8, y from −6 to −2.
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(scale) == CGRect(x: 2, y: -6, width: 6, height: 4))
        #expect(CGRect.null.applying(scale).isNull)
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGSize(width: 1, height: 2).equalTo(.zero))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    @Test func transformsIn3DComposeAsCoreAnimationDoes() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
        // Translate moves first: a move by (1, 2, 3), then a scale by 2, takes the origin to (2, 4, 6).
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 2, 3)
        #expect([moved.m41, moved.m42, moved.m43] == [2, 4, 6])
        #expect(CATransform3DEqualToTransform(moved, CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeScale(2, 2, 2))))
        // Scale scales first: a scale by 3, then a move by (1, 2, 3), keeps the move as it is.
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(1, 2, 3), 3, 3, 3)
        #expect([scaled.m11, scaled.m22, scaled.m33, scaled.m41, scaled.m42, scaled.m43] == [3, 3, 3, 1, 2, 3])
        // A quarter turn about z is the plane's quarter turn.
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(elements(CATransform3DGetAffineTransform(turn)), [0, 1, -1, 0, 0, 0]))
        #expect(CATransform3DIsAffine(turn) && !CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 2, 1, 0, 0)))
        // About x, y goes to z: row (0, 1, 0) times the matrix is its second row, (0, cos, sin).
        #expect(close(elements(CATransform3DMakeRotation(.pi / 2, 2, 0, 0)), [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1]))
        #expect(close(elements(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)), elements(turn)))
        // An axis of no length turns nothing.
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        // A perspective and a move, inverted, undo each other.
        var perspective = CATransform3DMakeTranslation(5, -3, 2)
        perspective.m34 = -1.0 / 500
        let product = CATransform3DConcat(perspective, CATransform3DInvert(perspective))
        #expect(close(elements(product), elements(CATransform3DIdentity)))
        // A transform with no inverse is its own answer.
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))) == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test func coreAnimationsClockGoesForward() {
        let first = CACurrentMediaTime()
        let second = CACurrentMediaTime()
        #expect(first > 0 && second >= first)
    }
}
