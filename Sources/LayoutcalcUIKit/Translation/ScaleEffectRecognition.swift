import Foundation
import LayoutEngine
import LayoutSpec

/// Reads a section's scale effect from its `visibleItemsInvalidationHandler`.
///
/// A handler is app code layoutcalc cannot see into, so it runs it, as UIKit would, on probe
/// items at known distances from the middle of the screen, at two scroll offsets, and reads
/// back the transforms it sets. The probes carry index paths of the section's own items (an
/// item's may come more than once), so that a handler that looks its model up by them finds
/// it; the last call is at the offset the section rests at when it is prepared, 0, so that
/// what the handler keeps of it (a page control's page) is what UIKit's first layout leaves.
/// A section without items has none to show it. A handler that sets none (one that updates a page control, say)
/// has no effect. One whose every transform is the scale layout-rules §6 gives, max(1 − d / W, m)
/// for an item whose centre is d from the screen's middle (W the container's width), is the
/// scale effect of minimum m, which the engine lays out. Anything else (another law, a
/// rotation, a translation) is refused: layoutcalc cannot compute it. In a horizontal layout
/// the row runs down the screen and the law is along y, of the container's height (§12).
struct ScaleEffectRecognition {
    let environment: LayoutEnvironment
    /// The axis the probes' row runs along: across the layout's scroll axis.
    let rowIsVertical: Bool
    /// The container's length along the row: its width, or its height.
    let length: CGFloat

    init(environment: LayoutEnvironment, layoutAxis: UICollectionView.ScrollDirection) {
        self.environment = environment
        rowIsVertical = layoutAxis == .horizontal
        let size = environment.container.contentSize
        length = rowIsVertical ? size.height : size.width
    }

    /// Distances of the probes' centres from the screen's middle, in lengths of the row's screen.
    static let distances: [CGFloat] = [0] + sides.flatMap { (distance: CGFloat) -> [CGFloat] in [distance, -distance] }
    /// The distances of the probes on either side of the middle. (Typed on its own: a literal
    /// handed straight to `flatMap` is slow to type-check.)
    private static let sides: [CGFloat] = [0.05, 0.1, 0.2, 0.25, 0.3, 0.5, 0.75, 1, 2, 4]
    /// How far a handler's scale may be from the law's: room for another order of the same
    /// arithmetic, far below any scale that shows.
    static let tolerance = 1e-9

    /// The effect of `handler`, the handler of section `section` of `itemCount` items.
    func effect(
        of handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler, section: Int, itemCount: Int, path: SpecPath
    ) throws(CompositionalLayoutError) -> ScaleEffect? {
        let path = path.key("visibleItemsInvalidationHandler")
        guard length > 0, itemCount > 0 else { return nil }
        var probes: [(distance: CGFloat, item: ProbeItem)] = []
        for offset in [length * 1.5 + 3.25, 0] {
            let items = Self.distances.enumerated().map { index, distance in
                let start = offset + length / 2 + distance * length - length / 10
                return ProbeItem(
                    indexPath: IndexPath(item: index % itemCount, section: section),
                    frame: CGRect(x: rowIsVertical ? 0 : start, y: rowIsVertical ? start : 0, width: length / 5, height: length / 5))
            }
            handler(items, rowIsVertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0), environment)
            probes += zip(Self.distances, items).map { ($0, $1) }
        }
        // What the layout's attributes would answer, and the engine has no rule for: refused.
        for (_, item) in probes {
            if let property = item.propertyOtherThanScale {
                throw CompositionalLayoutError(LayoutObjectProblem.handlerSetsMoreThanScale(property: property), at: path)
            }
        }
        if probes.allSatisfy({ $0.item.transform == .identity }) { return nil }

        // The farthest probes (4 lengths out, the last ones) show the minimum.
        guard let farthest = probes.last else { return nil }
        let minimum = Double(farthest.item.transform.a)
        guard (0...1).contains(minimum) else {
            throw CompositionalLayoutError(LayoutObjectProblem.scaleOutOfRange(minimum), at: path)
        }
        for (distance, item) in probes {
            let transform = item.transform
            let expected = max(1 - abs(Double(distance)), minimum)
            guard transform.b == 0, transform.c == 0, transform.tx == 0, transform.ty == 0, transform.a == transform.d,
                abs(Double(transform.a) - expected) <= Self.tolerance
            else {
                throw CompositionalLayoutError(
                    LayoutObjectProblem.handlerNotScaleEffect(
                        distance: Double(distance), lengths: rowIsVertical ? "heights" : "widths", transform: "\(transform)",
                        expected: expected),
                    at: path)
            }
        }
        return ScaleEffect(minimum: minimum)
    }
}

/// An item the recognition shows a handler, with UIKit's values until the handler sets them.
final class ProbeItem: NSCollectionLayoutVisibleItem {
    let indexPath: IndexPath
    let frame: CGRect
    var center: CGPoint
    var transform3D = CATransform3DIdentity
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false

    init(indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var representedElementCategory: UICollectionView.ElementCategory { .cell }
    var representedElementKind: String? { nil }

    /// The first property the handler set that no scale effect sets: one that moves the item,
    /// orders it, fades or hides it, or a transform out of the plane.
    var propertyOtherThanScale: String? {
        if center != CGPoint(x: frame.midX, y: frame.midY) { return "center" }
        if !CATransform3DIsAffine(transform3D) { return "transform3D" }
        if zIndex != 0 { return "zIndex" }
        if alpha != 1 { return "alpha" }
        if isHidden { return "isHidden" }
        return nil
    }
}
