import LayoutcalcUIKit
import Testing

/// A carousel cell that tilts while its pan moves it, as cells of carousel libraries do: the
/// handler reads the pan, which no finger moves here.
final class TiltingCardView: UICollectionViewCell {
    let shape = CAShapeLayer()
    private(set) var tilt: CGFloat = 0

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .possible else { return }
        tilt = pan.translation(in: self).x / 100 + pan.velocity(in: self).x / 1000
        shape.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8)).cgPath
    }
}

/// Gesture recognizers, display links and shape layers compile and do nothing: no finger, no
/// display, no drawing.
@Suite struct GestureAndLayerTests {
    @Test func aRecognizerIsItsViewsAndRecognizesNothing() throws {
        let card = TiltingCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        #expect(pan.view === card && card.gestureRecognizers?.count == 1)
        card.handlePan(pan)
        #expect(card.tilt == 0 && pan.state == .possible && pan.numberOfTouches == 0 && pan.location(in: card) == .zero)
        #expect(card.shape.path != nil && card.shape.lineWidth == 1)
        // Added to another view, it leaves the first.
        let other = UIView(frame: .zero)
        other.addGestureRecognizer(pan)
        #expect(pan.view === other && card.gestureRecognizers?.isEmpty == true)
        other.removeGestureRecognizer(pan)
        #expect(pan.view == nil && other.gestureRecognizers?.isEmpty == true)
        #expect(UILongPressGestureRecognizer().minimumPressDuration == 0.5 && UITapGestureRecognizer().numberOfTapsRequired == 1)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func aScrollViewsPanIsItsOwn() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.panGestureRecognizer.view === collectionView)
        #expect(collectionView.panGestureRecognizer === collectionView.panGestureRecognizer)
        #expect(collectionView.panGestureRecognizer.velocity(in: collectionView) == .zero)
    }

    #if !canImport(QuartzCore)
    @Test func aDisplayLinkNeverFires() {
        let link = CADisplayLink()
        link.add(to: .main, forMode: .common)
        #expect(link.timestamp == 0 && link.duration == 0 && !link.isPaused)
        link.invalidate()
    }
    #endif
}
