import LayoutEngine
import Testing
import TestSupport

/// A section's elements are refused at its exact count, whatever the limit: an orthogonal row's
/// resting offsets and transforms' offsets, and the anchored supplementaries of full groups, are
/// counted before its frames are made (lower bounds, `CompositionalLayouter.offsetsKnownBefore`),
/// and that count must never refuse a section that fits.
@Suite struct ElementLimitTests {
    /// The elements the screen's `layout(elementLimit:)` counts for one section laid out: the
    /// section itself, its items, supplementaries, decorations, resting offsets and the offsets
    /// of its transforms.
    func elementCount(_ section: SectionLayout) -> Int {
        1 + section.items.count + section.supplementaries.count + section.decorations.count
            + (section.orthogonal?.restingOffsets.count ?? 0) + (section.transforms?.offsets.count ?? 0)
    }

    /// Rows of every behaviour (and sections that scroll with the layout), of groups of 1 to 3
    /// items, some with a badge on each item, so that a partly filled last group has fewer.
    @Test func everySectionFitsALimitOfItsOwnCount() throws {
        let behaviors: [OrthogonalScrollingBehavior] = [
            .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        let badge = AnchoredSupplementary(
            kind: "badge", size: size(ab(1), ab(1)), containerAnchor: Anchor(edges: [.top]), itemAnchor: nil, zIndex: 1)
        var random = SeededRandom(seed: 35)
        for round in 0..<400 {
            let width = [fw(Double(1 + random.next() % 120) / 100), ab(Double(random.next() % 400) / 4 + 0.25)][round % 2]
            let member = LayoutNode.item(LayoutItem(size: size(fw(1), fh(1)), supplementaries: round % 4 == 1 ? [badge] : []))
            let group = LayoutGroup.horizontal(size(width, ab(50)), subitems: [member], count: 1 + round % 3)
            let offsets: ScrollOffsets = round % 5 == 0 ? .list((0..<(round % 7)).map { Double($0 * 40) }) : .resting
            let section = compositional(
                group, items: Int(random.next() % 300), interGroupSpacing: Double(random.next() % 20) / 2,
                scrolling: behaviors[round % behaviors.count], effect: round % 3 == 0 ? nil : ScaleEffect(minimum: 0.5),
                offsets: offsets, contentInsets: insets(0, Double(random.next() % 30), 0, Double(random.next() % 30)))
            let screen = Screen(container: Container(width: Double(200 + random.next() % 300), height: 800), sections: [section])
            let count = elementCount(try screen.layout().sections[0])
            _ = try screen.layout(elementLimit: count)
            #expect(throws: LayoutError.tooManyElements(section: 0, limit: count - 1)) { try screen.layout(elementLimit: count - 1) }
        }
    }

    /// A carousel 100 points wide of pages 0.01 of it, n of them, resting at every page's start
    /// before maxOffset n − 100 and at maxOffset: n − 99 offsets, and its transforms at each. So
    /// 1 + n + 2 (n − 99) elements: 1,000 pages make 2,803.
    @Test func aCarouselIsCountedWithItsOffsetsAndTransforms() throws {
        let carousel = compositional(
            Carousel(groupWidth: 0.01, groupHeight: 0.01).group, items: 1_000, scrolling: .continuousGroupLeadingBoundary,
            effect: ScaleEffect(minimum: 0.8))
        let screen = Screen(container: Container(width: 100, height: 800), sections: [carousel])
        _ = try screen.layout(elementLimit: 2_803)
        #expect(throws: LayoutError.tooManyElements(section: 0, limit: 2_802)) { try screen.layout(elementLimit: 2_802) }
    }

    /// Anchored supplementaries are counted before they are made from the group solved once,
    /// but a partly filled last group holds only its items' badges: a section within the limit
    /// by exactly that many is laid out, not refused.
    ///
    /// Groups of 2 items, each item with a badge; 3 items make a full group and one of 1 item:
    /// 3 badges, not 4. The section, its 3 items and 3 badges: 7 elements.
    @Test func aPartlyFilledGroupsMissingBadgesAreNotCounted() throws {
        let badge = AnchoredSupplementary(
            kind: "badge", size: size(ab(1), ab(1)), containerAnchor: Anchor(edges: [.top]), itemAnchor: nil, zIndex: 1)
        let badged = LayoutItem(size: size(fw(0.5), fh(1)), supplementaries: [badge])
        let group = LayoutGroup.horizontal(size(fw(1), ab(40)), subitems: [.item(badged)], count: 2)
        let screen = Screen(container: Container(width: 100, height: 800), sections: [compositional(group, items: 3)])
        #expect(try screen.layout(elementLimit: 7).sections[0].supplementaries.count == 3)
        #expect(throws: LayoutError.tooManyElements(section: 0, limit: 6)) { try screen.layout(elementLimit: 6) }
    }
}
