import LayoutEngine
import Testing

/// layout-rules §5 and §6: orthogonal scrolling and the scale effect.
@Suite struct ScrollingTests {
    /// Groups 0.8 × 320 = 256 wide (W 320, insets 4 and 6) of one item each.
    func row(_ behavior: OrthogonalScrollingBehavior, items: Int = 3, offsets: ScrollOffsets = .resting) throws -> SectionLayout {
        let group = LayoutGroup.horizontal(size(fw(0.8), ab(100)), subitems: [item(fw(1), fh(1))])
        let section = compositional(
            group, items: items, interGroupSpacing: 8, scrolling: behavior, effect: ScaleEffect(minimum: 0.5),
            offsets: offsets, contentInsets: insets(0, 4, 0, 6))
        return try layout([section]).sections[0]
    }

    @Test func theRowStartsAtTheLeadingInset() throws {
        let result = try row(.continuous)
        #expect(result.items.map(\.x) == [4, 268, 532])
        // L = 3 × 256 + 2 × 8 = 784; V = 310.
        #expect(result.orthogonal?.contentWidth == 794)
        #expect(result.orthogonal?.maxOffset == 474)
        #expect(result.orthogonal?.restingOffsets == [0])
    }

    @Test func groupBoundariesRestAtEachGroupAndAtTheEnd() throws {
        #expect(try row(.continuousGroupLeadingBoundary).orthogonal?.restingOffsets == [0, 264, 474])
        #expect(try row(.groupPaging).orthogonal?.restingOffsets == [0, 264, 474])
    }

    @Test func pagingRestsAtEveryViewport() throws {
        #expect(try row(.paging).orthogonal?.restingOffsets == [0, 310, 474])
    }

    @Test func groupPagingCentredCentresEachGroup() throws {
        #expect(try row(.groupPagingCentered).orthogonal?.restingOffsets == [-27, 237, 501])
    }

    /// layout-rules §5: along an orthogonal row a partly filled group counts its full width.
    @Test func aPartlyFilledGroupInARowCountsItsFullWidth() throws {
        // HG AB100×AB50, fixed 10, of FW0.5 items: (100 − 10) / 2 = 45 wide, two a group.
        let group = LayoutGroup.horizontal(size(ab(100), ab(50)), subitems: [item(fw(0.5), fh(1))], spacing: .fixed(10))
        let section = compositional(group, items: 3, interGroupSpacing: 10, scrolling: .groupPagingCentered)
        let result = try layout([section]).sections[0]
        #expect(result.items.map(\.x) == [0, 55, 110])
        #expect(result.items.map(\.width) == [45, 45, 45])
        // L = 100 + 10 + 100; each group centred in V 320: 50 − 160 and 110 + 50 − 160.
        #expect(result.orthogonal?.contentWidth == 210)
        #expect(result.orthogonal?.restingOffsets == [-110, 0])
    }

    @Test func requestedOffsetsAreClamped() throws {
        let plain = try row(.continuous, offsets: .list([-50, 100, 900]))
        #expect(plain.transforms?.map(\.offset) == [0, 100, 474])
        let centred = try row(.groupPagingCentered, offsets: .list([-50, 100, 900]))
        #expect(centred.transforms?.map(\.offset) == [-27, 100, 501])
    }

    /// Insets as wide as the container: V = 320 − 160 − 160 = 0. The groups are still
    /// 0.8 × 320 = 256 wide (against the full W), so L = 3 × 256 + 2 × 8 = 784, maxOffset =
    /// 784 − 0 = 784, contentWidth 784 + 320 = 1104, and the stride is 264.
    func zeroViewportRow(_ behavior: OrthogonalScrollingBehavior) throws -> SectionLayout {
        let group = LayoutGroup.horizontal(size(fw(0.8), ab(100)), subitems: [item(fw(1), fh(1))])
        let section = compositional(
            group, items: 3, interGroupSpacing: 8, scrolling: behavior, contentInsets: insets(0, 160, 0, 160))
        return try layout([section]).sections[0]
    }

    @Test func aZeroViewportRestsAsEveryBehaviourSays() throws {
        let continuous = try zeroViewportRow(.continuous)
        #expect(continuous.items.map(\.x) == [160, 424, 688])
        #expect(continuous.orthogonal?.contentWidth == 1104)
        #expect(continuous.orthogonal?.maxOffset == 784)
        #expect(continuous.orthogonal?.restingOffsets == [0])
        // k · 264 clamped to [0, 784]: 0, 264, 528, then 792 clamped to 784.
        #expect(try zeroViewportRow(.continuousGroupLeadingBoundary).orthogonal?.restingOffsets == [0, 264, 528, 784])
        #expect(try zeroViewportRow(.groupPaging).orthogonal?.restingOffsets == [0, 264, 528, 784])
        // k · V = 0 for every k ≥ 0, and maxOffset itself.
        #expect(try zeroViewportRow(.paging).orthogonal?.restingOffsets == [0, 784])
        // k · 264 + 256 / 2 − 0 / 2: each group's centre.
        #expect(try zeroViewportRow(.groupPagingCentered).orthogonal?.restingOffsets == [128, 392, 656])
        #expect(try zeroViewportRow(.none).orthogonal == nil)
    }

    @Test func anEmptyRowRestsAtZero() throws {
        let result = try row(.continuousGroupLeadingBoundary, items: 0)
        #expect(result.orthogonal?.restingOffsets == [0])
        #expect(result.orthogonal?.contentWidth == 10)
        #expect(result.frame.height == 0)
    }

    /// An empty row's content is its insets, here 5 − 20 = −15: never less than 0 wide (§3).
    @Test func negativeInsetsNeverMakeARowNegativelyWide() throws {
        let group = LayoutGroup.horizontal(size(fw(0.8), ab(100)), subitems: [item(fw(1), fh(1))])
        let section = compositional(group, items: 0, scrolling: .paging, contentInsets: insets(0, 5, 0, -20))
        let result = try layout([section]).sections[0]
        #expect(result.orthogonal?.contentWidth == 0)
        #expect(result.orthogonal?.restingOffsets == [0])
    }

    @Test func scalesFallWithTheDistanceFromTheCentre() throws {
        // At offset 264 the second group (x 268) shows at 4: centre 132 is 28 from 160 → 1 − 28/320.
        // The first (x 4, on screen −260…−4) is gone; the third (x 532 → 268) is 236 off → 0.2625 → 0.5.
        let result = try row(.continuousGroupLeadingBoundary)
        let atSecond = result.transforms?[1]
        #expect(atSecond?.offset == 264)
        #expect(atSecond?.items == [ItemScale(index: 1, scale: 1 - 28.0 / 320), ItemScale(index: 2, scale: 0.5)])
    }

    @Test func anItemTouchingTheScreenEdgeIsNotVisible() throws {
        // Carousel pages of 390 at W 390: at rest only the centred page shows.
        let carousel = Carousel()
        let section = Section(
            id: "c",
            content: .compositional(
                CompositionalSection(
                    groupSource: .carousel(carousel), itemCount: 10, orthogonalScrolling: Carousel.defaultScrolling,
                    scaleEffect: ScaleEffect(minimum: Carousel.defaultMinScale))))
        let result = try layout([section], width: 390, height: 844).sections[0]
        #expect(result.items.map(\.x) == (0..<10).map { Double($0) * 390 })
        #expect(result.items.allSatisfy { $0.width == 390 && $0.height == 390 && $0.y == 0 })
        #expect(result.frame.height == 390)
        #expect(result.orthogonal?.restingOffsets == (0..<10).map { Double($0) * 390 })
        #expect(result.transforms?.map(\.items) == (0..<10).map { [ItemScale(index: $0, scale: 1)] })
    }

    @Test func aNarrowerCarouselPageScalesToNineTenths() throws {
        let carousel = Carousel(groupWidth: 0.8)
        let section = Section(
            id: "c",
            content: .compositional(
                CompositionalSection(
                    groupSource: .carousel(carousel), itemCount: 3, orthogonalScrolling: Carousel.defaultScrolling,
                    scaleEffect: ScaleEffect(minimum: Carousel.defaultMinScale))))
        let result = try layout([section], width: 390, height: 844).sections[0]
        #expect(result.items[0] == rect(0, 0, 312, 390))
        let first = try #require(result.transforms?.first)
        // 1 − 39/390 = 0.9; the next page (centre 468, 273 off) is held at the minimum 0.8.
        #expect(first.items == [ItemScale(index: 0, scale: 1 - 39.0 / 390), ItemScale(index: 1, scale: 0.8)])
    }

    /// Groups 200 × 100 holding two items stacked, 200 and 100 wide (W 320, no insets): the
    /// row is 600 long, so maxOffset is 280. At offset 150 an item shows when x − 150 < 320 and
    /// x + w − 150 > 0: item 1 (x 0, w 100) ends at −50 and is gone while item 0 beside it
    /// (w 200) still shows, so what an offset shows is not a run of indices.
    @Test func itemsOfUnequalLengthInAGroupAreTestedOneByOne() throws {
        let group = LayoutGroup.vertical(size(ab(200), ab(100)), subitems: [item(fw(1), fh(0.5)), item(fw(0.5), fh(0.5))])
        let section = compositional(
            group, items: 6, scrolling: .continuous, effect: ScaleEffect(minimum: 0.2), offsets: .list([150, 0]))
        let result = try layout([section]).sections[0]
        let transforms = try #require(result.transforms)
        #expect(result.items.map(\.x) == [0, 0, 200, 200, 400, 400])
        // Scale 1 − |x + w/2 − 150 − 160| / 320: item 0 is 210 off, 2 is 10, 3 is 60, 4 is 190, 5 is 140.
        #expect(
            transforms[0].items == [
                ItemScale(index: 0, scale: 0.34375), ItemScale(index: 2, scale: 0.96875), ItemScale(index: 3, scale: 0.8125),
                ItemScale(index: 4, scale: 0.40625), ItemScale(index: 5, scale: 0.5625),
            ])
        #expect(transforms.visibleCount(at: 0) == 5)
        // At 0: items 0 to 3 (x < 320); 4 and 5 start at 400.
        #expect(transforms[1].items.map(\.index) == [0, 1, 2, 3])
        #expect(transforms.visibleCount(at: 1) == 4)
        #expect(transforms.entryCount == 9)
    }

    /// layout-rules §6: an item is visible when its span (x − o, x + w − o) overlaps (0, W); an
    /// item of no width has an empty span, which overlaps nothing. Groups 100 wide holding an
    /// item 100 wide over one of 0, 12 items (W 250, the row 600 long, offsets 0 and 100, in
    /// order and not): at 0 the wide items 0, 2 and 4 (x 0, 100, 200) show, and not the empty
    /// ones under them, though items 3 and 5 (x 100 and 200) are within 0 < x < 250; at 100,
    /// items 2, 4 and 6 (item 0 ends at 0).
    @Test func anItemOfNoWidthIsNeverVisible() throws {
        let group = LayoutGroup.vertical(size(ab(100), ab(100)), subitems: [item(fw(1), fh(0.5)), item(ab(0), fh(0.5))])
        for offsets in [[0.0, 100], [100, 0]] {
            let section = compositional(
                group, items: 12, scrolling: .continuous, effect: ScaleEffect(minimum: 0.2), offsets: .list(offsets))
            let result = try layout([section], width: 250).sections[0]
            #expect(result.items.map(\.width) == Array(repeating: [100.0, 0], count: 6).flatMap { $0 })
            let transforms = try #require(result.transforms)
            let shown = transforms.map { $0.items.map(\.index) }
            #expect(shown == (offsets == [0, 100] ? [[0, 2, 4], [2, 4, 6]] : [[2, 4, 6], [0, 2, 4]]))
            #expect(transforms.indices.map { transforms.visibleCount(at: $0) } == shown.map(\.count))
            #expect(transforms.entryCount == 6)
        }
    }

    /// Six items 100 wide in a row (W 250): at offset o an item at x shows when x − o < 250 and
    /// x + 100 − o > 0. At 0, items 0 to 2; at 60, 0 to 3; at 100, 1 to 3 (item 0 ends at 0);
    /// at 160, 1 to 4. The entries are counted alike whether the offsets come in order (two
    /// cursors) or not (a search for each).
    @Test func theEntriesOfOffsetsInOrderAndOutOfOrderAreCountedAlike() throws {
        let group = LayoutGroup.horizontal(size(ab(100), ab(100)), subitems: [item(fw(1), fh(1))])
        let shown: [Double: [Int]] = [0: [0, 1, 2], 60: [0, 1, 2, 3], 100: [1, 2, 3], 160: [1, 2, 3, 4]]
        for offsets: [Double] in [[0, 60, 100, 160], [160, 0, 100, 60], [60, 60, 160]] {
            let section = compositional(
                group, items: 6, scrolling: .continuous, effect: ScaleEffect(minimum: 0.5), offsets: .list(offsets))
            let transforms = try #require(try layout([section], width: 250).sections[0].transforms)
            #expect(transforms.map { $0.items.map(\.index) } == offsets.map { shown[$0]! })
            #expect(transforms.indices.map { transforms.visibleCount(at: $0) } == offsets.map { shown[$0]!.count })
            #expect(transforms.entryCount == offsets.reduce(0) { $0 + shown[$1]!.count })
        }
    }
}
