import LayoutEngine

/// Random screens over every key of the engine's model, the same for the same seed on every
/// machine (`SeededRandom`), for `LayoutPropertyTests` and the output formats' `FormatBoundTests`.
///
/// What it makes: every section kind (compositional, carousel, widget, waterfall, flow, mosaic);
/// compositional groups nested up to three deep (horizontal, vertical and custom; `count`; fixed
/// and flexible inter-item spacing; content insets; edge spacing; anchored supplementaries on items
/// and on groups; item zIndex); in one tree in four, nested groups estimated along or across their
/// parent's axis, two or three deep, most carrying anchored supplementaries (so that partly filled
/// estimated groups with them are frequent); in one in ten, a row whose fractions and fractional
/// fixed spacing add up, left to right, to exactly its length (`exactRows`), alone or in a group;
/// every dimension kind but `uniformAcrossSiblings`, with measured item sizes where a tree is
/// estimated; boundary items of every alignment, extending or not, with offsets, insets, pinning
/// and zIndex; header and footer bands; boundary items that do not follow the content insets;
/// decorations; every orthogonal behaviour, with scale effects and offsets; inter-group and
/// inter-section spacing; layout margins, safe area and content insets references (section and
/// layout); the layout's own boundary items; scale 1, 2, 3 and none; a container with and without a
/// height; both scroll directions; right to left; scroll offsets; variants; item ids.
///
/// It makes only what the engine and the spec reader accept: what a horizontal layout refuses
/// (flow sections, waterfall heights and extra heights) only in vertical ones, fractions of the
/// height only where the container has one, numbers within the reader's ranges. Sizes stay
/// moderate (a few dozen items a section, lengths that keep a k-fit short), so that a screen
/// lays out in a millisecond or so. About two compositional trees in five are drawn "tidy"
/// (fractions of at most 1, no insets on fixed axes, no custom groups), so that the properties
/// that hold only where nothing sticks out (`LayoutProperties`) have cases to check; whether a
/// tree is tidy is decided from the screen, not from how it was drawn.
public struct ScreenGenerator {
    private var random: SeededRandom
    /// The layout's scroll axis, and whether the container has a height.
    private var axis = Axis.vertical
    private var hasHeight = true
    private var width = 390.0
    /// Whether the compositional tree being made nests estimated groups (`compositionalSection`).
    private var estimatedNesting = false
    /// Whether insets may be negative (`init(seed:negativeInsets:)`).
    private let negativeInsets: Bool

    /// The screens of `seed`. With `negativeInsets`, items', groups', sections' and boundary
    /// items' content insets may be negative (layout-rules §3), which the spec reader refuses
    /// until it reads them: such screens are for the engine alone, and without it a seed makes
    /// the screen it made before (no randomness is drawn for them).
    public init(seed: UInt64, negativeInsets: Bool = false) {
        random = SeededRandom(seed: seed)
        self.negativeInsets = negativeInsets
    }

    // MARK: Randomness

    private mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// A number below `bound`, for a test's own choices after the screen is made.
    public mutating func number(below bound: Int) -> Int { below(bound) }

    // MARK: The screen

    public mutating func screen() -> Screen {
        axis = chance(25) ? .horizontal : .vertical
        hasHeight = axis == .horizontal || !chance(10)
        width = pick([240, 320, 375, 390, 414, 600, 768, 834, 333.5])
        let height: Double? = hasHeight ? pick([300, 480, 568, 667, 844, 1024, 555.5]) : nil
        let scale: Double? = pick([nil, nil, 1, 2, 3])
        let sectionCount = chance(4) ? 0 : count(1...4)
        var sections = (0..<sectionCount).map { section(index: $0) }
        let layoutMargins = chance(30) ? insets() : EdgeInsets.zero
        let safeArea = chance(30) ? insets() : EdgeInsets.zero
        let interSectionSpacing = pick([0, 0, 4, 10, 7.5])
        let layoutDirection: LayoutDirection = chance(30) ? .rightToLeft : .leftToRight
        let reference = chance(30) ? pick(ContentInsetsReference.allCases) : .automatic
        let boundaryItems = chance(20) ? (0..<count(1...3)).map { _ in boundaryItem() } : []
        let scrollOffsets =
            hasHeight && chance(25)
            ? (0..<count(1...3)).map { _ in Point(x: pick([-40, 0, 100, 500.5]), y: pick([-40, 0, 130, 700, 2000])) } : []
        // Lists last, so that the rest of a seed's screen is what it was before there were any.
        if axis == .vertical && chance(20) { sections.append(listSection(index: sections.count)) }
        return Screen(
            container: Container(width: width, height: height), scale: scale,
            layoutMargins: layoutMargins, safeArea: safeArea, interSectionSpacing: interSectionSpacing, sections: sections,
            scrollDirection: axis, layoutDirection: layoutDirection, contentInsetsReference: reference, boundaryItems: boundaryItems,
            scrollOffsets: scrollOffsets, idiom: pick([.phone, .phone, .pad, .mac]))
    }

    private mutating func insets() -> EdgeInsets {
        let sides = [0, 2, 4, 5, 8, 10, 12.5, 16, 20]
        if chance(30) { return EdgeInsets(all: pick(sides)) }
        return EdgeInsets(top: pick(sides), leading: pick(sides), bottom: pick(sides), trailing: pick(sides))
    }

    private mutating func smallInsets() -> EdgeInsets {
        let sides = [0, 1, 2, 3.5, 5, 6]
        return EdgeInsets(top: pick(sides), leading: pick(sides), bottom: pick(sides), trailing: pick(sides))
    }

    /// `insets` as they are, or, where negative insets are on, now and then with sides made
    /// negative: a little, or past the whole of a small slot.
    private mutating func signed(_ insets: EdgeInsets) -> EdgeInsets {
        guard negativeInsets, chance(40) else { return insets }
        var signed = insets
        for side in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where chance(50) {
            signed[keyPath: side] = -pick([1, 4, 10, 25.5, 60])
        }
        return signed
    }

    /// Whether a section's group may be a fraction of the container along `axis`: of its
    /// height only when it has one.
    private func canBeFraction(of axis: Axis) -> Bool { axis == .horizontal || hasHeight }

    /// A dimension that is a fraction of `axis`.
    private func fraction(_ fraction: Double, of axis: Axis) -> Dimension {
        axis == .horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    }

    private func size(along axis: Axis, _ along: Dimension, across: Dimension) -> LayoutSize {
        axis == .horizontal ? LayoutSize(width: along, height: across) : LayoutSize(width: across, height: along)
    }

    // MARK: Sections

    private mutating func section(index: Int) -> Section {
        var kinds: [SectionKind] = [
            .compositional, .compositional, .compositional, .carousel, .widget, .waterfall, .waterfall, .mosaic,
        ]
        if axis == .vertical { kinds.append(.flow) }
        let kind = pick(kinds)
        var section: Section
        switch kind {
        case .compositional: section = compositionalSection()
        case .carousel: section = carouselSection()
        case .widget: section = widgetSection()
        case .waterfall: section = waterfallSection()
        case .flow: section = flowSection()
        case .mosaic: section = mosaicSection()
        case .list: section = listSection(index: index)
        }
        section.id = chance(70) ? "section-\(index)" : pick(["feed", "s\(index)", "é \"quoted\"", "tab\there"])
        if kind != .widget && chance(40) { section.contentInsets = signed(insets()) }
        if chance(25) { section.contentInsetsReference = pick(ContentInsetsReference.allCases) }
        if kind != .flow {
            if kind == .widget && chance(30) { section.boundaryItems = [] }
            section.boundaryItems += boundaryItems()
            if chance(20) { section.supplementariesFollowContentInsets = false }
        }
        if chance(25) { section.decorations = (0..<count(1...2)).map { _ in decoration() } }
        if section.itemCount > 0 && chance(10) {
            section.itemIDs = (0..<section.itemCount).map { _ in chance(60) ? pick(["a", "b", "photo", "é"]) : nil }
        }
        if chance(12) { section.variants = (0..<count(1...2)).map { _ in variant(of: section) } }
        return section
    }

    private mutating func decoration() -> DecorationItem {
        DecorationItem(
            kind: pick(["background", "card"]), contentInsets: chance(50) ? smallInsets() : .zero,
            zIndex: pick([0, 0, -1, -3, 2]))
    }

    /// A variant for a width at, around or away from the container's; its section changes a
    /// few keys of its base (none that the spec writer cannot say a variant takes back).
    private mutating func variant(of base: Section) -> SectionVariant {
        let bounds: (Double?, Double?) = pick([
            (width - 10, nil), (nil, width + 10), (width + 1, nil), (nil, width - 1), (width, width), (nil, nil),
        ])
        var section = base
        section.variants = []
        // A list's insets are its configuration's.
        if base.kind != .list && chance(50) { section.contentInsets = insets() }
        if chance(20) { section.id = "variant" }
        if chance(30) { section.decorations = chance(50) ? [] : [decoration()] }
        let newCount = pick([0, 1, 4, 9])
        switch section.content {
        case .compositional(var content):
            if chance(40) { content.itemCount = newCount }
            if chance(30) { content.interGroupSpacing = pick([0, 3, 12]) }
            section.content = .compositional(content)
        case .waterfall(var content):
            if chance(50) { content.columns = count(1...4) }
            section.content = .waterfall(content)
        case .flow(var content):
            if chance(40) { content.itemCount = newCount }
            section.content = .flow(content)
        case .mosaic(var content):
            if chance(40) { content.itemCount = newCount }
            section.content = .mosaic(content)
        case .list(var content):
            if chance(40) { content.itemCount = newCount }
            if chance(40) { content.configuration.appearance = pick(ListAppearance.allCases) }
            section.content = .list(content)
        }
        if let ids = section.itemIDs, ids.count != section.itemCount {
            section.itemIDs = (0..<section.itemCount).map { $0 < ids.count ? ids[$0] : nil }
        }
        return SectionVariant(minWidth: bounds.0, maxWidth: bounds.1, section: section)
    }

    private mutating func itemCount() -> Int { pick([0, 1, 2, 3, 5, 8, 13, 24]) }

    // MARK: Boundary items

    private mutating func boundaryItems() -> [BoundaryItem] {
        var items: [BoundaryItem] = []
        if chance(30) {
            items.append(
                .band(
                    kind: "header", height: pick([20, 30, 44.5]), estimated: chance(25), alignment: .top,
                    contentInsets: signed(chance(20) ? smallInsets() : .zero), pinToVisibleBounds: chance(25)))
        }
        if chance(20) {
            items.append(
                .band(
                    kind: "footer", height: pick([10, 25]), estimated: chance(25), alignment: .bottom,
                    contentInsets: signed(chance(20) ? smallInsets() : .zero), pinToVisibleBounds: chance(25)))
        }
        if chance(30) { items += (0..<count(1...2)).map { _ in boundaryItem() } }
        return items
    }

    private mutating func boundaryItem() -> BoundaryItem {
        var heights: [Dimension] = [.absolute(10), .absolute(20), .absolute(30), .estimated(25), .fractionalWidth(0.1)]
        if hasHeight { heights.append(.fractionalHeight(0.05)) }
        return BoundaryItem(
            kind: pick(["header", "footer", "side", "badge"]),
            size: LayoutSize(
                width: pick([.fractionalWidth(1), .fractionalWidth(0.5), .absolute(30), .absolute(60), .estimated(40)]),
                height: pick(heights)),
            alignment: pick(BoundaryAlignment.allCases), extendsBoundary: chance(70),
            absoluteOffset: chance(25)
                ? pick([Point(x: 5, y: 7), Point(x: -5, y: -7), Point(x: 0, y: 3), Point(x: 2, y: 0)]) : .zero,
            contentInsets: signed(chance(15) ? smallInsets() : .zero), pinToVisibleBounds: chance(20),
            zIndex: chance(20) ? pick([0, 2, -1]) : BoundaryItem.defaultZIndex)
    }

    // MARK: Compositional

    /// Orthogonal keys: a behaviour other than `none`, with a scale effect (`effect`, or now and
    /// then one of its own) and now and then offsets.
    private mutating func orthogonal(_ content: inout CompositionalSection, effect: ScaleEffect? = nil) {
        let behaviours = OrthogonalScrollingBehavior.allCases.filter { $0 != .none }
        content.orthogonalScrolling = pick(behaviours)
        content.scaleEffect = effect ?? (chance(50) ? ScaleEffect(minimum: pick([0, 0.5, 0.8, 1])) : nil)
        if chance(30) { content.offsets = .list((0..<count(1...4)).map { _ in pick([-100, 0, 37.5, 200, 1000, 5000]) }) }
    }

    private mutating func compositionalSection() -> Section {
        let orthogonal = chance(35)
        let tidy = chance(40)
        estimatedNesting = chance(25)
        let repeating = orthogonal ? axis.cross : axis
        let group = chance(10) ? exactGroup(repeating: repeating) : rootGroup(repeating: repeating, tidy: tidy)
        var content = CompositionalSection(group: group, itemCount: itemCount(), interGroupSpacing: pick([0, 0, 2.5, 5, 10]))
        if orthogonal { self.orthogonal(&content) }
        if CompositionalTree(group).isEstimated && chance(60) {
            let lengths: [Double?] = [nil, 10, 30, 45, 77, 120]
            content.measurements = MeasuredSizes(
                (0..<content.itemCount).map { _ in MeasuredSize(width: pick(lengths), height: pick(lengths)) })
        }
        return Section(id: "", content: .compositional(content))
    }

    private mutating func carouselSection() -> Section {
        let carousel = Carousel(groupWidth: pick([0.5, 0.8, 1]), groupHeight: pick([0.5, 0.75, 1]))
        let minScale = pick([0, 0.5, 0.8, 1])
        var content = CompositionalSection(
            groupSource: .carousel(carousel), itemCount: itemCount(), interGroupSpacing: pick([0, 0, 8, 10]),
            orthogonalScrolling: Carousel.defaultScrolling)
        if chance(50) { orthogonal(&content, effect: ScaleEffect(minimum: minScale)) }
        content.scaleEffect = ScaleEffect(minimum: minScale)
        return Section(id: "", content: .compositional(content))
    }

    private mutating func widgetSection() -> Section {
        let widget = Widget(
            groupWidth: pick([0.2, 0.25, 0.5]), groupHeight: pick([0.3, 0.2]),
            itemInsets: chance(70) ? Widget.defaultItemInsets : smallInsets())
        var content = CompositionalSection(
            groupSource: .widget(widget), itemCount: itemCount(), interGroupSpacing: pick([0, 0, 8]),
            orthogonalScrolling: Widget.defaultScrolling)
        if chance(15) {
            content.orthogonalScrolling = .none
        } else if chance(40) {
            orthogonal(&content)
        }
        return Section(
            id: "", content: .compositional(content),
            contentInsets: chance(60) ? Widget.defaultContentInsets : insets(), boundaryItems: [Widget.defaultHeader])
    }

    /// The group a section repeats along `repeating` (the scroll axis, or its cross axis for
    /// an orthogonal row).
    private mutating func rootGroup(repeating: Axis, tidy: Bool) -> LayoutGroup {
        let across = repeating.cross
        // Along the repetition: a fraction of the container's full length there, a length, or
        // an estimate; across: a fraction of the room between the insets, mostly all of it.
        // (A fraction of the container's height needs one.)
        var alongChoices: [Dimension] = [.absolute(40), .absolute(100), .absolute(150.5), .estimated(44), .estimated(60)]
        if canBeFraction(of: repeating) { alongChoices += [fraction(0.25, of: repeating), fraction(0.5, of: repeating)] }
        var acrossChoices: [Dimension] = [.absolute(150)]
        if canBeFraction(of: across) {
            acrossChoices = [
                fraction(1, of: across), fraction(1, of: across), fraction(0.5, of: across), fraction(0.8, of: across),
            ]
        }
        if !tidy {
            acrossChoices += [.absolute(200), .estimated(100)]
            if canBeFraction(of: across) { acrossChoices.append(fraction(1.2, of: across)) }
            if canBeFraction(of: repeating) { acrossChoices.append(fraction(0.3, of: repeating)) }
        }
        var along = pick(alongChoices)
        if estimatedNesting && chance(40) { along = .estimated(pick([44, 60])) }
        let size = self.size(along: repeating, along, across: pick(acrossChoices))
        var group: LayoutGroup
        if !tidy && chance(10) {
            group = customGroup(size: size)
        } else {
            group = stackGroup(size: size, axis: pick([.horizontal, .vertical]), depth: 1, tidy: tidy)
        }
        if chance(20) { group.edgeSpacing = edgeSpacing(tidyAxes: []) }
        return group
    }

    /// Rows whose items' fractions and fixed spacing add up, left to right (layout-rules §1),
    /// to exactly the row's length, where another order of the sum would pass it (the k-fit's
    /// case at W 428 among them), and two that pass it by a hair in binary though not in real
    /// numbers: the row's length, its items' fractions of it in turn, and the spacing.
    private static let exactRows: [(length: Double, fractions: [Double], spacing: Double)] = [
        (428, [0.4, 0.2], 0.3), (240, [0.2], 1.1), (320, [0.3, 0.4], 0.2), (375, [0.4, 0.2], 0.7), (390, [0.45, 0.05], 0.1),
        (414, [0.1, 0.15], 0.7), (834, [0.3, 0.2], 0.3), (333.5, [0.2, 0.6], 0.7), (240, [0.1, 0.8], 0.3),
        (240, [0.25, 0.75], 0.7),
    ]

    /// A section's group holding one of `exactRows` along the axis across `repeating`: the row
    /// itself, as long as its length, or a row of the whole width of a group that long.
    private mutating func exactGroup(repeating: Axis) -> LayoutGroup {
        let row = pick(Self.exactRows)
        let axis = repeating.cross
        let items = row.fractions.map { fraction in
            LayoutNode.item(
                LayoutItem(size: size(along: axis, self.fraction(fraction, of: axis), across: self.fraction(1, of: repeating))))
        }
        var exact = LayoutGroup(
            size: size(along: axis, .absolute(row.length), across: pick([.absolute(50), .estimated(44)])),
            arrangement: axis == .horizontal ? .horizontal(items) : .vertical(items), interItemSpacing: .fixed(row.spacing))
        if chance(30) { exact.supplementaries = [anchored()] }
        guard chance(50) else { return exact }
        exact.size = size(
            along: axis, fraction(1, of: axis), across: pick([fraction(0.5, of: repeating), .absolute(30), .estimated(30)]))
        var members: [LayoutNode] = [.group(exact)]
        if chance(50) {
            members.append(.item(LayoutItem(size: size(along: repeating, .absolute(20), across: fraction(1, of: axis)))))
        }
        return LayoutGroup(
            size: size(along: repeating, pick([.absolute(100), .estimated(60)]), across: .absolute(row.length)),
            arrangement: repeating == .horizontal ? .horizontal(members) : .vertical(members),
            interItemSpacing: .fixed(pick([0, 4])))
    }

    private mutating func customGroup(size: LayoutSize) -> LayoutGroup {
        let frames = (0..<count(1...3)).map { _ in
            Rect(
                x: pick([-5, 0, 10, 33.3]), y: pick([-5, 0, 10, 33.3]), width: pick([0, 20, 44.5, 60]),
                height: pick([0, 20, 44.5, 60]))
        }
        var group = LayoutGroup(size: size, arrangement: .custom(frames.map { CustomItem(frame: $0) }))
        if chance(20) { group.contentInsets = signed(smallInsets()) }
        if chance(15) { group.supplementaries = [anchored()] }
        return group
    }

    /// A horizontal or vertical group at `depth` (the section's group is 1; groups nest to 3).
    private mutating func stackGroup(size: LayoutSize, axis groupAxis: Axis, depth: Int, tidy: Bool) -> LayoutGroup {
        let estimatedAlong = size.dimension(groupAxis).isEstimated
        let estimatedAcross = size.dimension(groupAxis.cross).isEstimated
        let subitemCount = chance(30) ? 1 : count(1...3)
        let counted = subitemCount == 1 && chance(30)
        // Wild groups keep a spacing of at least 1 point (and tidy ones fractions of at least a
        // fifth of a group no smaller than 40 points), so that no member is 0 long along a
        // group that would then fit one after another without end.
        let spacings: [Double] = tidy ? [0, 0, 2, 4, 10] : [1, 2, 4, 10]
        var spacing: Spacing = chance(60) ? .fixed(pick(spacings)) : .flexible(pick(spacings))
        if tidy && counted && !estimatedAlong { spacing = chance(50) ? .fixed(0) : .flexible(0) }
        var subitems: [LayoutNode] = []
        for position in 0..<subitemCount {
            subitems.append(
                member(
                    axis: groupAxis, depth: depth + 1, tidy: tidy, first: position == 0 || counted,
                    parentEstimatedAlong: estimatedAlong, parentEstimatedAcross: estimatedAcross))
        }
        var group = LayoutGroup(
            size: size, arrangement: groupAxis == .horizontal ? .horizontal(subitems) : .vertical(subitems),
            count: counted ? count(1...4) : nil, interItemSpacing: spacing)
        if !tidy && chance(30) { group.contentInsets = signed(smallInsets()) }
        if chance(estimatedNesting ? 50 : 15) { group.supplementaries = (0..<count(1...2)).map { _ in anchored() } }
        return group
    }

    /// A member of a group stacked along `axis`: an item, or (above depth 3) now and then a
    /// group. In a tidy tree the first member is at most the group's length along the axis,
    /// and every member at most its thickness across it.
    private mutating func member(
        axis groupAxis: Axis, depth: Int, tidy: Bool, first: Bool, parentEstimatedAlong: Bool, parentEstimatedAcross: Bool
    ) -> LayoutNode {
        let across = groupAxis.cross
        let isGroup = depth <= 3 && chance(estimatedNesting ? 60 : 35)
        var alongChoices: [Dimension]
        var acrossChoices: [Dimension]
        if tidy {
            alongChoices =
                isGroup
                ? [fraction(0.5, of: groupAxis), fraction(1, of: groupAxis)]
                : [
                    fraction(0.2, of: groupAxis), fraction(0.25, of: groupAxis), fraction(1.0 / 3, of: groupAxis),
                    fraction(0.5, of: groupAxis), fraction(1, of: groupAxis),
                ]
            if !first || parentEstimatedAlong { alongChoices += [.absolute(30), .estimated(44)] }
            acrossChoices = [fraction(1, of: across), fraction(1, of: across), fraction(0.5, of: across)]
            if parentEstimatedAcross { acrossChoices += [.absolute(50), .estimated(30)] }
        } else {
            alongChoices = [
                fraction(0.25, of: groupAxis), fraction(0.5, of: groupAxis), fraction(1.5, of: groupAxis), .absolute(10),
                .absolute(33.333333333333336), .absolute(100), .estimated(30), .estimated(50), fraction(0.5, of: across),
            ]
            acrossChoices = [
                fraction(1, of: across), fraction(0.5, of: across), fraction(1.5, of: across), .absolute(20), .absolute(60),
                .estimated(44), fraction(0.3, of: groupAxis),
            ]
        }
        var along = pick(alongChoices)
        var thickness = pick(acrossChoices)
        if isGroup && estimatedNesting {
            // As long as what it holds along its parent's axis, across it, or both (layout-rules
            // §3), so that partly filled groups of them are frequent; in a tidy tree only where
            // that keeps it inside its parent.
            if chance(60) && (!tidy || !first || parentEstimatedAlong) { along = .estimated(pick([24, 40, 80])) }
            if chance(50) && (!tidy || parentEstimatedAcross) { thickness = .estimated(pick([20, 30, 60])) }
        }
        let size = self.size(along: groupAxis, along, across: thickness)
        var tidyEdges: Set<Axis> = tidy ? [across] : []
        if tidy && first { tidyEdges.insert(groupAxis) }
        if isGroup {
            var group: LayoutGroup
            if !tidy && chance(15) {
                group = customGroup(size: size)
            } else {
                group = stackGroup(size: size, axis: pick([.horizontal, .vertical]), depth: depth, tidy: tidy)
            }
            if chance(20) { group.edgeSpacing = edgeSpacing(tidyAxes: tidyEdges) }
            return .group(group)
        }
        var item = LayoutItem(size: size)
        if chance(30) {
            var insets = smallInsets()
            if tidy {
                // Only on an estimated axis, where they are ignored.
                if !size.width.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
                if !size.height.isEstimated { (insets.top, insets.bottom) = (0, 0) }
            }
            item.contentInsets = signed(insets)
        }
        if chance(20) { item.edgeSpacing = edgeSpacing(tidyAxes: tidyEdges) }
        if chance(20) { item.supplementaries = (0..<count(1...2)).map { _ in anchored() } }
        if chance(15) { item.zIndex = pick([-2, 2, 5]) }
        return .item(item)
    }

    /// Edge spacing; on `tidyAxes` only edges of no minimum (flexible 0), which move a member
    /// within its room but never past it.
    private mutating func edgeSpacing(tidyAxes: Set<Axis>) -> EdgeSpacing {
        func edge(_ axis: Axis, _ generator: inout ScreenGenerator) -> Spacing? {
            guard generator.chance(60) else { return nil }
            if tidyAxes.contains(axis) { return .flexible(0) }
            let value = generator.pick([0, 2, 4, 5.5])
            return generator.chance(50) ? .fixed(value) : .flexible(value)
        }
        return EdgeSpacing(
            leading: edge(.horizontal, &self), top: edge(.vertical, &self), trailing: edge(.horizontal, &self),
            bottom: edge(.vertical, &self))
    }

    /// An anchored supplementary (a badge).
    private mutating func anchored() -> AnchoredSupplementary {
        var edges = AnchorEdges()
        for edge in [AnchorEdges.top, .leading, .bottom, .trailing] where chance(40) { edges.insert(edge) }
        let offsets = [Point.zero, Point(x: 0.5, y: -0.5), Point(x: -0.3, y: 0.3)]
        let anchor = Anchor(
            edges: edges, fractionalOffset: pick(offsets), absoluteOffset: chance(30) ? Point(x: 2, y: -2) : .zero)
        var itemAnchor: Anchor?
        if chance(30) {
            var own = AnchorEdges()
            for edge in [AnchorEdges.top, .leading, .bottom, .trailing] where chance(40) { own.insert(edge) }
            itemAnchor = Anchor(edges: own, fractionalOffset: pick(offsets))
        }
        return AnchoredSupplementary(
            kind: pick(["badge", "dot"]),
            size: LayoutSize(
                width: pick([.absolute(8), .absolute(20), .fractionalWidth(0.2), .estimated(12)]),
                height: pick([.absolute(8), .absolute(20), .fractionalHeight(0.5), .fractionalWidth(0.1)])),
            containerAnchor: anchor, itemAnchor: itemAnchor, zIndex: chance(20) ? pick([0, 3, -1]) : BoundaryItem.defaultZIndex)
    }

    // MARK: Waterfall, flow and mosaic

    private mutating func waterfallSection() -> Section {
        let columns = pick([1, 2, 2, 3, 4, 5, 8])
        var items = WaterfallItems()
        for _ in 0..<pick([0, 1, 3, 7, 15, 30]) {
            // Powers of two mostly: a ratio turned sideways (1 ÷ r) is then exact.
            let ratio = chance(75) ? pick([0.25, 0.5, 1, 2, 4]) : pick([0.75, 1.5, 1.3333333333333333, 0.6])
            var size = WaterfallItemSize.ratio(ratio)
            if axis == .vertical && chance(10) { size = .height(pick([0, 40, 100.5])) }
            var span: ColumnSpan?
            if chance(15) { span = chance(30) ? .full : .columns(count(1...(columns + 1))) }
            let extra: Double? = axis == .vertical && chance(10) ? pick([0, 12, 20.5]) : nil
            items.append(WaterfallItem(size: size, span: span, extraHeight: extra))
        }
        let placement: WaterfallPlacement =
            switch below(3) {
            case 0: .shortest
            case 1: .ordered(tolerance: pick([0, 10, 50, .infinity]))
            default: .sequential
            }
        let content = WaterfallSection(
            columns: columns, columnSpacing: pick([0, 4, 8, 12.5]), rowSpacing: pick([0, 4, 8, 12.5]), placement: placement,
            defaultSpan: chance(15) ? pick([.columns(2), .full]) : .columns(1),
            defaultExtraHeight: axis == .vertical && chance(15) ? pick([5, 20]) : 0, items: items)
        return Section(id: "", content: .waterfall(content))
    }

    private mutating func flowSection() -> Section {
        let sizes = (0..<(chance(50) ? 1 : count(1...3))).map { _ in
            FlowItemSize(
                width: pick([
                    .points(20), .points(50), .points(70), .points(100.5), .points(200), .points(400), .fraction(0.25),
                    .fraction(0.5), .fraction(1), .perRow(1), .perRow(2), .perRow(3), .perRow(4),
                ]),
                height: pick([.points(20), .points(44), .points(50), .points(80.5), .aspect(0.5), .aspect(1), .aspect(2)]))
        }
        let items = itemCount()
        var measured: MeasuredSizes?
        if chance(15) {
            measured = MeasuredSizes(
                (0..<items).map { _ in
                    MeasuredSize(width: chance(50) ? pick([30, 90, 150]) : nil, height: chance(50) ? pick([20, 60]) : nil)
                })
        }
        let content = FlowSection(
            itemCount: items, sizes: sizes, itemSizes: measured, interitemSpacing: pick([0, 5, 10]),
            lineSpacing: pick([0, 7, 10]),
            headerHeight: chance(30) ? pick([20, 44]) : 0, footerHeight: chance(20) ? pick([10, 30]) : 0, pinsHeader: chance(30),
            pinsFooter: chance(20))
        return Section(id: "", content: .flow(content))
    }

    private mutating func mosaicSection() -> Section {
        let pattern: [MosaicBlock] = (0..<count(1...3)).map { _ in
            if chance(70) { return pick([.oneTwo, .twoOne, .threeRight, .threeLeft]) }
            return .rects(
                (0..<count(1...3)).map { _ in
                    let x = pick([0, 0.25, 0.5])
                    return Rect(
                        x: x, y: pick([0, 0.25, 1]), width: pick([0.25, 0.5, 1 - x]), height: pick([0.25, 0.5, 1, 1.5]))
                })
        }
        let content = MosaicSection(
            itemCount: itemCount(), pattern: pattern, repeatBlock: chance(30) ? below(pattern.count) : nil,
            spacing: chance(40)
                ? MosaicSpacing(before: pick([0, 4, 10]), between: pick([0, 4, 10]), after: pick([0, 4, 10])) : MosaicSpacing())
        return Section(id: "", content: .mosaic(content))
    }

    /// A list section: its configuration decides its insets and boundary items, so it has none
    /// of its own (layout-rules §13); decorations, item ids and variants as any section's.
    private mutating func listSection(index: Int) -> Section {
        let count = itemCount()
        let configuration = ListConfiguration(
            appearance: pick(ListAppearance.allCases), headerMode: pick(ListHeaderMode.allCases),
            footerMode: pick(ListFooterMode.allCases), headerTopPadding: chance(25) ? pick([0, 8, 12.5]) : nil)
        let measured = chance(40) ? MeasuredSizes((0..<count).map { _ in MeasuredSize(height: chance(50) ? pick([30, 44, 61.5, 90]) : nil) }) : nil
        var section = Section(
            id: "section-\(index)", content: .list(ListSection(configuration: configuration, itemCount: count, measurements: measured)))
        if chance(25) { section.decorations = [decoration()] }
        if count > 0 && chance(10) { section.itemIDs = (0..<count).map { _ in chance(60) ? "row" : nil } }
        if chance(12) { section.variants = [variant(of: section)] }
        return section
    }
}

/// Facts about a compositional group tree, read from the tree.
public struct CompositionalTree {
    public let root: LayoutGroup

    public init(_ root: LayoutGroup) {
        self.root = root
    }

    /// Whether any dimension in the tree is estimated.
    public var isEstimated: Bool {
        func estimated(_ size: LayoutSize) -> Bool { size.width.isEstimated || size.height.isEstimated }
        func visit(_ node: LayoutNode) -> Bool {
            switch node {
            case .item(let item): return estimated(item.size)
            case .group(let group):
                if estimated(group.size) { return true }
                switch group.arrangement {
                case .horizontal(let subitems), .vertical(let subitems): return subitems.contains(where: visit)
                case .custom: return false
                }
            }
        }
        return visit(.group(root))
    }
}

extension LayoutSize {
    /// The dimension along `axis`.
    public func dimension(_ axis: Axis) -> Dimension { axis == .horizontal ? width : height }
}
