import LayoutcalcUIKit
import LayoutEngine
import Testing

/// A section's visible items handler is read as far as a scale effect goes.
@Suite struct ScaleEffectRecognitionTests {
    /// A carousel of `fraction`-wide pages, its handler `handler`.
    func carousel(_ fraction: CGFloat, _ handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: carouselSection(fraction, handler))
    }

    /// The carousel's section.
    func carouselSection(_ fraction: CGFloat, _ handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(fraction), .fractionalWidth(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.visibleItemsInvalidationHandler = handler
        return section
    }

    func effect(_ layout: UICollectionViewCompositionalLayout) throws -> ScaleEffect? {
        let screen = try LayoutcalcHarness(width: 390, height: 844, itemCounts: [3], scale: nil).screen(of: layout)
        guard case .compositional(let content) = screen.sections[0].content else { return nil }
        return content.scaleEffect
    }

    @Test func aScaleByDistanceIsTheScaleEffect() throws {
        // The same law written otherwise, down to 0.7.
        let layout = carousel(0.8) { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
                let scale = max((width - abs(item.center.x - offset.x - width / 2)) / width, 0.7)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        #expect(try effect(layout) == ScaleEffect(minimum: 0.7))

        // layout-rules §7: with groupWidth 0.8 at W 390 the resting page sits at the leading edge,
        // 312 wide, its scale 1 − 39/390 = 0.9; the next page (x 312, its centre 273 from the
        // middle) is at the minimum; the third is off screen and untouched.
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3], scale: nil)
        let transforms = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.transform }
        #expect(transforms == [CGAffineTransform(scaleX: 0.9, y: 0.9), CGAffineTransform(scaleX: 0.7, y: 0.7), .identity])
    }

    @Test func aHandlerThatSetsNoTransformHasNoEffect() throws {
        let layout = carousel(1) { items, _, _ in _ = items.count }
        #expect(try effect(layout) == nil)
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
    }

    @Test func whatLayoutcalcCannotComputeIsRefused() {
        let rotation = carousel(1) { items, _, _ in
            for item in items { item.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }
        }
        let halving = carousel(1) { items, _, _ in
            for item in items { item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
        }
        for layout in [rotation, halving] {
            let found = problems { () throws(CompositionalLayoutError) in
                try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3])
            }
            #expect(found.count == 1)
            #expect(found.first?.hasPrefix("sections[0].visibleItemsInvalidationHandler: the handler is not a scale effect layoutcalc can compute") == true)
        }
    }

    @Test func theHandlerSeesItsSectionsItemsAndIsLeftAtRest() throws {
        // A page control's handler that looks its model up by index path: it is shown only the
        // items of its own section (1, of 3 items), and its last call is at offset 0, the
        // offset the section rests at, so its page is the first.
        final class Seen {
            var indexPaths: Set<IndexPath> = []
            var page = -1
            var calls = 0
        }
        let seen = Seen()
        let models = ["a", "b", "c"]
        let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = { items, offset, environment in
            seen.calls += 1
            for item in items {
                _ = models[item.indexPath.item]
                seen.indexPaths.insert(item.indexPath)
            }
            seen.page = Int((offset.x / environment.container.contentSize.width).rounded())
        }
        let sections = [carouselSection(1, nil), carouselSection(1, handler)]
        let layout = UICollectionViewCompositionalLayout { index, _ in sections[index] }
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [2, 3])
        #expect(seen.indexPaths == Set((0..<3).map { IndexPath(item: $0, section: 1) }))
        #expect(seen.page == 0)
        // A section without items has none to show it.
        seen.calls = 0
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [2, 0])
        #expect(seen.calls == 0)
    }

    @Test func whatElseAHandlerSetsIsRefusedByName() {
        // UIKit's visible item: each property compiles; a value a scale effect does not set is
        // refused, named, even beside the scale law.
        let law: (any NSCollectionLayoutVisibleItem, CGPoint, any NSCollectionLayoutEnvironment) -> CGFloat = { item, offset, environment in
            let width = environment.container.contentSize.width
            return max(1 - abs(item.center.x - offset.x - width / 2) / width, 0.7)
        }
        let cases: [(String, (any NSCollectionLayoutVisibleItem, CGFloat) -> Void)] = [
            ("alpha", { item, scale in item.alpha = scale }),
            ("isHidden", { item, scale in item.isHidden = scale < 0.8 }),
            ("zIndex", { item, scale in item.zIndex = Int(scale * 10) }),
            ("center", { item, _ in item.center.y += 5 }),
            ("transform3D", { item, _ in item.transform3D.m34 = -1.0 / 500 }),
        ]
        for (property, set) in cases {
            let layout = carousel(0.8) { items, offset, environment in
                for item in items {
                    let scale = law(item, offset, environment)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    set(item, scale)
                }
            }
            let found = problems { () throws(CompositionalLayoutError) in
                try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3])
            }
            #expect(found == ["sections[0].visibleItemsInvalidationHandler: the handler sets the visible items' \(property), which layoutcalc cannot compute: of a handler, it lays out a scale effect's transform alone (layout-rules §6)"])
        }
        // Set to what they are, they change nothing; transform3D is the transform, in the plane.
        let same = carousel(0.8) { items, offset, environment in
            for item in items {
                let scale = law(item, offset, environment)
                item.alpha = 1
                item.zIndex = 0
                item.center = item.center
                item.transform3D = CATransform3DMakeScale(scale, scale, 1)
            }
        }
        #expect(throws: Never.self) { try same.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3], scale: nil) }
        #expect(same.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform == CGAffineTransform(scaleX: 0.7, y: 0.7))
    }

    @Test func inAHorizontalLayoutTheRowRunsDown() throws {
        // §12: an orthogonal section of a horizontal layout scrolls vertically, §6 transposed:
        // the scale falls with the distance from the middle of H. Pages AB200 × FH0.8 of H 400
        // are 320 tall at y 0, 320, 640; at offset 0 the first one's centre is 40 from the
        // middle, 1 − 40/400 = 0.9; the second's 280, below the minimum 0.7; the third is off
        // screen (its span, 640 … 960, misses 0 … 400).
        let vertical: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = { items, offset, environment in
            let height = environment.container.contentSize.height
            for item in items {
                let scale = max(1 - abs(item.center.y - offset.y - height / 2) / height, 0.7)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        func pages(_ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler) -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(200), .fractionalHeight(0.8)), subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = handler
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }
        let layout = pages(vertical)
        try layout.prepare(size: CGSize(width: 300, height: 400), itemCounts: [3], scale: nil)
        #expect((0..<3).map { layout.frame(ofItem: $0)?.minY } == [0, 320, 640])
        let transforms = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.transform }
        #expect(transforms == [CGAffineTransform(scaleX: 0.9, y: 0.9), CGAffineTransform(scaleX: 0.7, y: 0.7), .identity])
        // The carousel's handler, which measures along x, is not that effect there.
        let found = problems { () throws(CompositionalLayoutError) in
            try pages(ScreenObjects.scaleHandler(minimum: 0.8)).prepare(size: CGSize(width: 300, height: 400), itemCounts: [3])
        }
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("sections[0].visibleItemsInvalidationHandler: the handler is not a scale effect layoutcalc can compute") == true)
    }

    @Test func aScaleEffectNeedsOrthogonalScrolling() {
        let layout = carousel(1, ScreenObjects.scaleHandler(minimum: 0.8))
        let section = rows(of: 1, height: 40)
        section.visibleItemsInvalidationHandler = ScreenObjects.scaleHandler(minimum: 0.8)
        let vertical = UICollectionViewCompositionalLayout(section: section)
        #expect(problems { () throws(CompositionalLayoutError) in
            try vertical.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3])
        } == [#"sections[0].effect: a scale effect needs orthogonal scrolling; orthogonalScrolling is "none""#])
        #expect(problems { () throws(CompositionalLayoutError) in
            try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3])
        } == [])
    }
}
