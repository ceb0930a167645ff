import LayoutEngine

/// What a property check found: each broken property with what broke it.
struct Findings {
    private(set) var messages: [String] = []
    /// How many checks of each property were made (so that a run can say it checked something).
    private(set) var checked: [Property: Int] = [:]
    static let limit = 12

    /// How many checks were made.
    var checks: Int { checked.values.reduce(0, +) }

    /// Checks `condition`; where it fails, `detail` is what broke `property`.
    mutating func expect(_ condition: Bool, _ property: Property, _ detail: @autoclosure () -> String) {
        checked[property, default: 0] += 1
        guard !condition, messages.count < Self.limit else { return }
        messages.append("[\(property.rawValue)] \(detail())")
    }

    var isEmpty: Bool { messages.isEmpty }
}

/// The properties, by name (each is documented where it is checked).
enum Property: String, CaseIterable {
    case wellFormed, sectionsTile, contentSize, sectionLength, itemsInContent, boundaryItems, noOverlap
    case orthogonalScroll, transforms, decorations, visibleElements
    case groupAnchors, groupFrames, farEdges, kFit
    case mirrorTwice, transposition, specRoundTrip, moreItemsMoveNone
}

/// Properties every layout has, whatever the numbers, each derived from the layout rules
/// (layout-rules, cited by section) with the exceptions the rules allow. The layout checked is
/// left to right (`LayoutPropertyTests` compares the right-to-left one with it, `mirrorTwice`).
/// Numbers that the rules compute the same way are compared exactly; where a frame is snapped,
/// within the half pixel an origin may move (§1: origins rounded, sizes floored); where two
/// computations may round differently in their last bits, within `epsilon`.
struct LayoutProperties {
    let rules: ScreenRules
    let layout: ScreenLayout

    /// Floating-point slack for sums that the engine and the rules may add up in another order.
    var epsilon: Double {
        1e-9 * max(1, layout.contentSize.width, layout.contentSize.height)
    }

    private var scroll: Axis { rules.scroll }
    private var cross: Axis { rules.cross }

    func check(_ findings: inout Findings) {
        wellFormed(&findings)
        sectionsTile(&findings)
        compare(layout.supplementaries, rules.screen.boundaryItems, sizes: rules.layoutBands.sizes, "the layout", &findings)
        for (index, section) in layout.sections.enumerated() where index < rules.sections.count {
            let spec = rules.sections[index]
            sectionLength(section, spec, &findings)
            itemsInContent(section, spec, &findings)
            boundaryItems(section, spec, &findings)
            noOverlap(section, spec, &findings)
            orthogonalScroll(section, spec, &findings)
            transforms(section, spec, &findings)
            decorations(section, spec, &findings)
        }
        visibleElements(&findings)
    }

    // MARK: wellFormed

    /// Every frame is finite and no size is negative (§1: a size that would come out negative
    /// is 0, layout-notes); every section lists as many items as its spec (its variant, for the
    /// container's width) has, with their ids, and its id and kind.
    func wellFormed(_ findings: inout Findings) {
        func finite(_ rect: Rect, _ what: @autoclosure () -> String) {
            let ok = [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0 && rect.height >= 0
            findings.expect(ok, .wellFormed, "\(what()) is \(rect)")
        }
        findings.expect(
            layout.sections.count == rules.sections.count, .wellFormed,
            "\(layout.sections.count) sections laid out, \(rules.sections.count) given")
        for supplementary in layout.supplementaries { finite(supplementary.frame, "layout supplementary \(supplementary.kind)") }
        for (section, spec) in zip(layout.sections, rules.sections) {
            finite(section.frame, "section \(section.index)'s frame")
            for (index, item) in section.items.enumerated() { finite(item, "section \(section.index) item \(index)") }
            for supplementary in section.supplementaries {
                finite(supplementary.frame, "section \(section.index) supplementary \(supplementary.kind)")
            }
            for decoration in section.decorations { finite(decoration.frame, "section \(section.index) decoration") }
            findings.expect(
                section.items.count == spec.itemCount, .wellFormed,
                "section \(section.index): \(section.items.count) items, \(spec.itemCount) given")
            let kind = rules.kinds[section.index]
            findings.expect(
                section.id == spec.id && section.kind == kind, .wellFormed,
                "section \(section.index) is \(section.id) \(section.kind), given \(spec.id) \(kind)")
            findings.expect(section.itemIDs == spec.itemIDs, .wellFormed, "section \(section.index)'s item ids")
        }
    }

    // MARK: sectionsTile, contentSize

    /// Sections stack along the scroll axis in order, each starting where the one before ended
    /// plus `interSectionSpacing` (§11), the first after the layout's extending start band
    /// (§12), and each spans the container across the axis. So sections are disjoint and in
    /// order, and the content holds them all. The content is as long as the sections, or as far
    /// as the layout's extending items aligned across the axis reach (each centred over the
    /// longer of the sections and itself), plus the layout's end band; across, the container.
    func sectionsTile(_ findings: inout Findings) {
        let bands = rules.layoutBands
        var end = bands.start
        let crossLength = rules.length(along: cross)
        for section in layout.sections {
            if section.index > 0 { end += rules.screen.interSectionSpacing }
            findings.expect(
                section.frame.start(scroll) == end, .sectionsTile,
                "section \(section.index) starts at \(section.frame.start(scroll)), not \(end)")
            findings.expect(
                section.frame.start(cross) == 0 && section.frame.length(cross) == crossLength, .sectionsTile,
                "section \(section.index)'s frame \(section.frame) does not span the container across (\(crossLength))")
            end = section.frame.start(scroll) + section.frame.length(scroll)
        }
        var body = end
        let sizes = bands.sizes
        for (item, size) in zip(rules.screen.boundaryItems, sizes)
        where item.extendsBoundary && !rules.isStart(item.alignment) && !rules.isEnd(item.alignment) {
            let length = size.length(scroll)
            body = max(body, (max(end, length) - length) / 2 + length)
        }
        let expected = body + bands.end
        let along = layout.contentSize.length(scroll)
        findings.expect(
            rules.screen.boundaryItems.isEmpty ? along == end : abs(along - expected) <= epsilon, .contentSize,
            "content length \(along), expected \(expected) (sections end at \(end))")
        findings.expect(
            layout.contentSize.length(cross) == crossLength, .contentSize,
            "content \(layout.contentSize) is not \(crossLength) across")
    }

    // MARK: sectionLength

    /// A section is at least as long as its longest extending boundary item aligned across the
    /// axis (§4: a section shorter than it becomes as long as it). An empty one is exactly its
    /// bands and its insets along the axis (§11), 0 when it has no boundary items; an empty flow
    /// section is its header, its insets and its footer (§9).
    func sectionLength(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let length = section.frame.length(scroll)
        let bands = rules.bands(of: spec)
        let name = "section \(section.index) (\(spec.kind), \(spec.itemCount) items)"
        findings.expect(length >= bands.crossAligned, .sectionLength, "\(name) is \(length) long, its side item \(bands.crossAligned)")
        guard spec.itemCount == 0 else { return }
        let insets = spec.contentInsets.total(scroll)
        var expected = max(bands.start + insets + bands.end, bands.crossAligned)
        if spec.kind != .flow && spec.boundaryItems.isEmpty { expected = 0 }
        findings.expect(abs(length - expected) <= epsilon, .sectionLength, "\(name) is \(length) long, not \(expected)")
    }

    // MARK: itemsInContent

    /// A section's content box: along the scroll axis from its start band and start inset to its
    /// end less its end band and end inset (the section may be longer, when an item aligned across
    /// the axis lengthens it, so the end is a bound); across, between its insets (with what the
    /// reference adds). For a flow section the bands are its header and footer, and the insets
    /// its own (§9).
    private func contentBox(
        _ section: SectionLayout, _ spec: Section
    ) -> (start: Double, end: Double, crossStart: Double, crossEnd: Double) {
        let bands = rules.bands(of: spec)
        let insets = spec.kind == .flow ? flowInsets(spec) : rules.insets(of: spec)
        let start = section.frame.start(scroll)
        let end = section.frame.end(scroll)
        return (
            start + bands.start + insets.start(scroll), end - bands.end - insets.end(scroll), insets.start(cross),
            rules.length(along: cross) - insets.end(cross)
        )
    }

    private func flowInsets(_ spec: Section) -> EdgeInsets {
        spec.contentInsets + rules.referenceInsets(of: spec)
    }

    /// Items stay in their section's content box, with the exceptions the rules allow:
    /// - No item starts before the box, along or across the axis (groups place members from
    ///   their insets on, spacing and shares never negative, §3; columns, lines and blocks
    ///   from the box's start, §8–§10) — but for a custom group's frame of negative origin, and
    ///   a uniform flow section's item wider than the width, which is centred (§9, no max(0, …)).
    /// - No item ends past the box: in a compositional section whose tree keeps its items inside
    ///   (`ScreenRules.keepsItemsInside`); in an orthogonal row, along the row, within its
    ///   `contentWidth` less its end inset (§5); in a waterfall whose columns fit the width
    ///   (A ≥ (n − 1) · columnSpacing, else the column width is 0 and the columns overflow,
    ///   §8); in a mosaic always (blocks are fractions of the width, custom ones x + w ≤ 1); in a
    ///   flow section for items no wider than the width (a wider one sticks out, §9).
    /// Snapped origins may move by half a pixel; a mosaic's custom rectangle is rounded within
    /// its block and again where it lands.
    func itemsInContent(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let box = contentBox(section, spec)
        let slack = rules.halfPixel + epsilon
        var startsInside = true
        var endsInside = true
        var rowEnd: Double?
        var crossEnd = box.crossEnd
        var wideFlowItemsCentred = false
        let available = max(
            0, rules.length(along: cross) - (spec.kind == .flow ? flowInsets(spec) : rules.insets(of: spec)).total(cross))
        var alongSlack = slack
        var crossSlack = slack
        switch spec.content {
        case .compositional(let content):
            startsInside = rules.startsInside(content.group)
            endsInside = rules.keepsItemsInside(spec, content)
            if content.orthogonalScrolling != .none, let orthogonal = section.orthogonal {
                rowEnd = orthogonal.contentWidth - rules.insets(of: spec).end(cross)
            }
        case .waterfall(let waterfall):
            endsInside = available - Double(waterfall.columns - 1) * waterfall.columnSpacing >= 0
        case .mosaic:
            crossSlack = 2 * rules.halfPixel + epsilon
            alongSlack = 2 * rules.halfPixel + epsilon
            crossEnd = box.crossStart + available
        case .flow:
            crossEnd = box.crossStart + available
            wideFlowItemsCentred = Set(section.items.map(\.size)).count <= 1
        case .list:
            break  // never: `ScreenRules.sections` holds a list's compositional section
        }
        for (index, item) in section.items.enumerated() {
            let what = "section \(section.index) (\(spec.kind)) item \(index) \(item)"
            let wide = spec.kind == .flow && item.length(cross) > available
            if startsInside && !(wide && wideFlowItemsCentred) {
                findings.expect(
                    item.start(scroll) >= box.start - alongSlack, .itemsInContent,
                    "\(what) starts before the content at \(box.start)")
                let crossStart = rowEnd == nil ? box.crossStart : rules.insets(of: spec).start(cross)
                findings.expect(
                    item.start(cross) >= crossStart - crossSlack, .itemsInContent,
                    "\(what) starts before the content across, at \(crossStart)")
            }
            guard endsInside else { continue }
            findings.expect(
                item.end(scroll) <= box.end + alongSlack, .itemsInContent, "\(what) ends past the content at \(box.end)")
            if let rowEnd {
                findings.expect(item.end(cross) <= rowEnd + crossSlack, .itemsInContent, "\(what) ends past its row at \(rowEnd)")
            } else if !wide {
                findings.expect(
                    item.end(cross) <= crossEnd + crossSlack, .itemsInContent,
                    "\(what) ends past the content across, at \(crossEnd)")
            }
        }
    }

    // MARK: boundaryItems

    /// A section's boundary items come first among its supplementaries, in the spec's order,
    /// with their kind, index 0 and their zIndex (raised by 1,000,000,000 when they pin, §12),
    /// each as large as its size less its content insets (§4; none on an estimated axis, a
    /// negative one growing it, §3; 0 where that would come out negative, §1). The part of an
    /// extending item in its slot (a negative inset grows it past) lies, at the start of the
    /// scroll axis with no offset along it, in the start band (§4: the band is the tallest; its
    /// content moves after it); at the end, between the content's start and the section's end
    /// ("the section ends below it"). A flow section's header is (0, section start, W, Hh) and
    /// its footer ends the section (§9), but where negative insets make the section 0 long. The layout's own boundary items are listed likewise.
    func boundaryItems(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let name = "section \(section.index)"
        let slack = rules.halfPixel + epsilon
        if case .flow(let flow) = spec.content {
            var expected: [(String, Double, Bool)] = []
            if flow.headerHeight > 0 { expected.append(("header", flow.headerHeight, flow.pinsHeader)) }
            if flow.footerHeight > 0 { expected.append(("footer", flow.footerHeight, flow.pinsFooter)) }
            findings.expect(
                section.supplementaries.count == expected.count, .boundaryItems,
                "\(name): \(section.supplementaries.count) supplementaries, expected \(expected.count)")
            for (supplementary, (kind, height, pins)) in zip(section.supplementaries, expected) {
                let zIndex = BoundaryItem.defaultZIndex + (pins ? BoundaryItem.pinnedZIndexBoost : 0)
                findings.expect(
                    supplementary.kind == kind && supplementary.zIndex == zIndex, .boundaryItems, "\(name): \(supplementary)")
                let frame = supplementary.frame
                // A section whose negative insets outweigh it is 0 long (§1, §3): its footer
                // stays where its lines and insets put it, before the section's end.
                let endsShort = kind == "footer" && section.frame.height == 0
                let y = kind == "header" ? section.frame.y : endsShort ? frame.y : section.frame.maxY - height
                findings.expect(
                    frame.x == 0 && frame.width == rules.screen.container.width && frame.height == height
                        && abs(frame.y - y) <= slack,
                    .boundaryItems,
                    "\(name)'s flow \(kind) is \(frame), expected (0, \(y), \(rules.screen.container.width), \(height))")
            }
            return
        }
        let bands = rules.bands(of: spec)
        compare(section.supplementaries, spec.boundaryItems, sizes: bands.sizes, name, &findings)
        let box = contentBox(section, spec)
        for (position, item) in spec.boundaryItems.enumerated()
        where position < section.supplementaries.count && item.extendsBoundary {
            let frame = rules.slotPart(of: section.supplementaries[position].frame, item)
            let offset = scroll == .vertical ? item.absoluteOffset.y : item.absoluteOffset.x
            guard offset == 0 else { continue }
            if rules.isStart(item.alignment) {
                findings.expect(
                    frame.start(scroll) >= section.frame.start(scroll) - slack
                        && frame.end(scroll) <= section.frame.start(scroll) + bands.start + slack,
                    .boundaryItems, "\(name)'s extending start item \(position) \(frame) is not in its band (\(bands.start))")
            } else if rules.isEnd(item.alignment) {
                // It sits after the content and its end inset, which a negative inset may put
                // before the content's start.
                let earliest = box.start + min(0, rules.insets(of: spec).end(scroll))
                findings.expect(
                    frame.start(scroll) >= earliest - slack && frame.end(scroll) <= section.frame.end(scroll) + slack,
                    .boundaryItems,
                    "\(name)'s extending end item \(position) \(frame) is not between the content's start and the section's end")
            }
        }
    }

    /// The layout's own boundary items, or a section's: listed first, in order, kind, index 0,
    /// zIndex (raised when pinned), each its size (`sizes`, in order) less its insets.
    private func compare(
        _ listed: [SupplementaryFrame], _ items: [BoundaryItem], sizes: [Size], _ name: String, _ findings: inout Findings
    ) {
        findings.expect(
            listed.count >= items.count, .boundaryItems,
            "\(name): \(listed.count) supplementaries for \(items.count) boundary items")
        for (supplementary, (item, size)) in zip(listed, zip(items, sizes)) {
            let zIndex = item.zIndex + (item.pinToVisibleBounds ? BoundaryItem.pinnedZIndexBoost : 0)
            findings.expect(
                supplementary.kind == item.kind && supplementary.index == 0 && supplementary.item == nil
                    && supplementary.zIndex == zIndex,
                .boundaryItems, "\(name): \(supplementary) for \(item.kind) (zIndex \(zIndex))")
            let expected = Size(
                width: rules.frameLength(of: item, sized: size.width, along: .horizontal),
                height: rules.frameLength(of: item, sized: size.height, along: .vertical))
            let frame = supplementary.frame
            findings.expect(
                abs(frame.width - expected.width) <= epsilon && abs(frame.height - expected.height) <= epsilon, .boundaryItems,
                "\(name): \(item.kind) is \(supplementary.frame), expected \(expected.width) × \(expected.height)")
        }
        if listed.count > items.count {
            for supplementary in listed[items.count...] {
                findings.expect(
                    supplementary.item != nil, .boundaryItems,
                    "\(name): an anchored supplementary without an item: \(supplementary)")
            }
        }
    }

    // MARK: noOverlap

    /// Whether two frames share an area more than `slack` thick on both axes.
    private func overlap(_ a: Rect, _ b: Rect, slack: Double) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > slack && min(a.maxY, b.maxY) - max(a.y, b.y) > slack
    }

    /// Items that must not overlap do not:
    /// - a waterfall's (columns are disjoint across, and down a column each item starts below
    ///   the one before plus the row spacing, §8);
    /// - a mosaic's of different blocks (blocks stack, each below the lowest edge of the one
    ///   before, §10), and of one built-in block (its squares tile; small = ⌊A/3⌋ and big =
    ///   ⌊A − small⌋ ≥ 2 · small); a custom block's rectangles may overlap each other;
    /// - a flow section's (lines are disjoint and within a line gaps are at least the spacing,
    ///   §9);
    /// - a compositional section's whose tree keeps its items inside (`ScreenRules.isTidy`):
    ///   members follow one another along a group's axis with spacings and shares of at least 0,
    ///   nested items stay in their member's slot, and repetitions follow one another along the
    ///   axis (interGroupSpacing ≥ 0) — in an orthogonal row too. Elsewhere items may stick out
    ///   of their group into their neighbours' room, and a custom group's frames may overlap.
    /// Overlap is of positive area. Without a scale, within a floating-point slack. At a scale,
    /// by at most a pixel: origins are rounded one by one from exact running values (§1), and in
    /// binary two neighbours that meet exactly may round a pixel apart — a value whose product
    /// with the scale is a half in real numbers lands either side of it (a waterfall's items
    /// at 1495 + 780 and 2274.67 at scale 3), a floor may lose a pixel (at scale 3,
    /// big = ⌊(212 − 70.67) · 3⌋ / 3 = 141, not 141.33, so a built-in block's squares may
    /// overlap by that pixel and a rounding's), and a flow section's sizes are not rounded at
    /// all.
    func noOverlap(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let items = section.items
        // How far two items may overlap: `nil` where they may overlap at will.
        let pixel = rules.screen.scale.map { 1 / $0 + epsilon } ?? epsilon
        var slack: (Int, Int) -> Double? = { _, _ in pixel }
        switch spec.content {
        case .waterfall, .flow: break
        case .list: break  // never: `ScreenRules.sections` holds a list's compositional section
        case .mosaic(let mosaic):
            var blocks: [(block: Int, custom: Bool)] = []
            var number = 0
            while blocks.count < items.count {
                // SPEC §1: the blocks in turn, or those before `repeatBlock` and then it forever.
                let block = mosaic.pattern[mosaic.repeatBlock.map { min(number, $0) } ?? number % mosaic.pattern.count]
                let count: Int
                let custom: Bool
                if case .rects(let rects) = block { (count, custom) = (rects.count, true) } else { (count, custom) = (3, false) }
                for _ in 0..<min(count, items.count - blocks.count) { blocks.append((number, custom)) }
                number += 1
            }
            let twoPixels = rules.screen.scale.map { 2 / $0 + epsilon } ?? epsilon
            slack = { a, b in
                guard blocks[a].block == blocks[b].block else { return pixel }
                return blocks[a].custom ? nil : twoPixels
            }
        case .compositional(let content):
            guard rules.isTidy(content.group) else { return }
        }
        for a in items.indices {
            for b in items.indices where b > a {
                guard let allowed = slack(a, b) else { continue }
                findings.expect(
                    !overlap(items[a], items[b], slack: allowed), .noOverlap,
                    "section \(section.index) (\(spec.kind)): items \(a) \(items[a]) and \(b) \(items[b]) overlap")
            }
        }
    }

    // MARK: orthogonalScroll

    /// A section that scrolls orthogonally reports its row (§5): viewport V = the container's
    /// length along the row less the section's insets there, maxOffset = max(0, L − V) where L
    /// is `contentWidth` less those insets; resting offsets by behaviour: `continuous` [0];
    /// `continuousGroupLeadingBoundary` and `groupPaging` from 0, strictly ascending, within
    /// [0, maxOffset], ending at maxOffset; `paging` k · V (distinct, so [0] when V is 0), then
    /// maxOffset; `groupPagingCentered` one per group, not clamped, never decreasing (zero-length
    /// groups may share one), and [0] for an empty row. Other sections have no row.
    func orthogonalScroll(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let name = "section \(section.index)"
        guard case .compositional(let content) = spec.content, content.orthogonalScrolling != .none else {
            findings.expect(
                section.orthogonal == nil, .orthogonalScroll,
                "\(name) scrolls orthogonally: \(String(describing: section.orthogonal))")
            return
        }
        guard let scroll = section.orthogonal else {
            findings.expect(false, .orthogonalScroll, "\(name) has no orthogonal scroll")
            return
        }
        let insets = rules.insets(of: spec).total(cross)
        let viewport = max(0, rules.length(along: cross) - insets)
        let row = scroll.contentWidth - insets
        let offsets = scroll.restingOffsets
        findings.expect(
            scroll.behavior == content.orthogonalScrolling, .orthogonalScroll, "\(name): behaviour \(scroll.behavior)")
        findings.expect(
            scroll.maxOffset >= 0 && abs(scroll.maxOffset - max(0, row - viewport)) <= epsilon, .orthogonalScroll,
            "\(name): maxOffset \(scroll.maxOffset), expected max(0, \(row) − \(viewport))")
        let ascending = zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }
        let clamped = offsets.allSatisfy { $0 >= 0 && $0 <= scroll.maxOffset }
        let detail =
            "\(name) (\(scroll.behavior)): resting offsets \(offsets), maxOffset \(scroll.maxOffset), viewport \(viewport)"
        switch scroll.behavior {
        case .none:
            findings.expect(false, .orthogonalScroll, detail)
        case .continuous:
            findings.expect(offsets == [0], .orthogonalScroll, detail)
        case .continuousGroupLeadingBoundary, .groupPaging:
            findings.expect(
                offsets.first == 0 && offsets.last == scroll.maxOffset && ascending && clamped, .orthogonalScroll, detail)
        case .paging:
            let pages = offsets.dropLast().enumerated().allSatisfy { $0.element == Double($0.offset) * viewport }
            findings.expect(
                offsets.first == 0 && offsets.last == scroll.maxOffset && ascending && pages, .orthogonalScroll, detail)
        case .groupPagingCentered:
            let nondecreasing = zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
            findings.expect(
                !offsets.isEmpty && nondecreasing && (section.items.isEmpty ? offsets == [0] : true), .orthogonalScroll, detail)
        }
    }

    // MARK: transforms

    /// A scale effect reports, at each offset (the resting offsets, or the section's own, each
    /// clamped to [first, last] resting offset for `groupPagingCentered`, else to
    /// [0, maxOffset], §5), the items visible there in index order — those whose span along the
    /// row, moved by the offset, overlaps (0, W): x − o < W and x + w − o > 0 (layout-notes),
    /// W the container's length along the row — each with the scale
    /// max(1 − |(x + w/2 − o) − W/2| / W, min), which lies in [min, 1] (§6). Sections without
    /// an effect report none.
    func transforms(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let name = "section \(section.index)"
        guard case .compositional(let content) = spec.content, let effect = content.scaleEffect,
            content.orthogonalScrolling != .none,
            let scroll = section.orthogonal
        else {
            findings.expect(section.transforms == nil, .transforms, "\(name) reports transforms")
            return
        }
        guard let transforms = section.transforms else {
            findings.expect(false, .transforms, "\(name) has a scale effect and no transforms")
            return
        }
        let expectedOffsets: [Double]
        switch content.offsets {
        case .resting: expectedOffsets = scroll.restingOffsets
        case .list(let list):
            expectedOffsets = list.map { offset in
                if scroll.behavior == .groupPagingCentered, let first = scroll.restingOffsets.first,
                    let last = scroll.restingOffsets.last
                {
                    return min(max(offset, first), last)
                }
                return min(max(offset, 0), scroll.maxOffset)
            }
        }
        findings.expect(
            transforms.offsets == expectedOffsets, .transforms,
            "\(name): offsets \(transforms.offsets), expected \(expectedOffsets)")
        let width = rules.length(along: cross)
        for snapshot in transforms {
            // §6: the span (x − o, x + w − o) overlaps (0, W); an empty one (w = 0) overlaps nothing.
            let visible = section.items.indices.filter { index in
                let item = section.items[index]
                return item.length(cross) > 0 && item.start(cross) - snapshot.offset < width && item.end(cross) - snapshot.offset > 0
            }
            findings.expect(
                snapshot.items.map(\.index) == visible, .transforms,
                "\(name) at \(snapshot.offset): lists \(snapshot.items.map(\.index)), visible \(visible)")
            for entry in snapshot.items where entry.index < section.items.count {
                let item = section.items[entry.index]
                let distance = abs((item.start(cross) + item.length(cross) / 2 - snapshot.offset) - width / 2)
                let expected = max(1 - distance / width, effect.minimum)
                findings.expect(
                    entry.scale >= effect.minimum && entry.scale <= 1 && abs(entry.scale - expected) <= 1e-12, .transforms,
                    "\(name) at \(snapshot.offset): item \(entry.index) scale \(entry.scale), expected \(expected)")
            }
        }
    }

    // MARK: decorations

    /// Each decoration is exactly its section's frame less its own insets (a side that would
    /// come out negative is 0), with its kind and zIndex; a decorated section's items print a
    /// zIndex of at least 1 (§12). An item prints its tree leaf's zIndex (0 for a custom
    /// group's frame), raised so; items of other kinds print 0 but where raised.
    func decorations(_ section: SectionLayout, _ spec: Section, _ findings: inout Findings) {
        let name = "section \(section.index)"
        findings.expect(
            section.decorations.count == spec.decorations.count, .decorations, "\(name): \(section.decorations.count) decorations"
        )
        for (decoration, item) in zip(section.decorations, spec.decorations) {
            let frame = section.frame
            let insets = item.contentInsets
            let expected = Rect(
                x: frame.x + insets.leading, y: frame.y + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom))
            findings.expect(
                decoration.frame == expected && decoration.kind == item.kind && decoration.zIndex == item.zIndex, .decorations,
                "\(name): decoration \(decoration), expected \(expected)")
        }
        var allowed: Set<Int> = [0]
        if case .compositional(let content) = spec.content { allowed = rules.itemZIndices(content.group) }
        if !spec.decorations.isEmpty { allowed = Set(allowed.map { max($0, 1) }) }
        let zIndices = section.itemZIndices ?? Array(repeating: 0, count: section.items.count)
        findings.expect(
            zIndices.count == section.items.count, .decorations,
            "\(name): \(zIndices.count) zIndices for \(section.items.count) items")
        for (index, zIndex) in zIndices.enumerated() {
            findings.expect(
                allowed.contains(zIndex), .decorations, "\(name) item \(index): zIndex \(zIndex), not one of \(allowed.sorted())")
        }
    }

    // MARK: visibleElements

    /// The rects and scroll offsets the visible elements are asked for: the viewport at a few
    /// offsets (the content's start, inside it, past its end), a thin strip, the zero-width
    /// strip at the content's far edge and a rect beside the content.
    func probes() -> [(rect: Rect, offset: Point)] {
        let content = layout.contentSize
        let viewport = Size(width: rules.screen.container.width, height: rules.screen.container.height ?? 0)
        var probes: [(Rect, Point)] = []
        let along = content.length(scroll)
        for fraction in [0, 0.37, 0.8] {
            let offset = scroll == .vertical ? Point(x: 0, y: along * fraction) : Point(x: along * fraction, y: 0)
            probes.append((Rect(origin: offset, size: viewport), offset))
        }
        probes.append((Rect(x: -10, y: along * 0.5, width: content.width + 20, height: 0.5), Point(x: 0, y: along * 0.5)))
        probes.append((Rect(x: content.width, y: 0, width: 50, height: content.height), .zero))
        probes.append((Rect(x: content.width + 1, y: -5, width: 50, height: 50), .zero))
        return probes
    }

    /// What a rect holds at a scroll offset (§12, "What a rect holds"): nothing when the rect
    /// does not meet the content (rule 1); otherwise, against the rect clipped to the content,
    /// - every item or anchored supplementary listed overlaps it (rule 2; positive area), and
    ///   every item that overlaps it is listed where its frame alone decides (waterfall, flow,
    ///   mosaic) or its repetition surely overlaps too (a tidy compositional section: an item
    ///   is inside its repetition);
    /// - a boundary item is listed exactly when its frame, pinned where it pins, overlaps it
    ///   (rule 3), at that pinned frame: an item at the start of the scroll axis at
    ///   min(max(its start, the viewport's start), e − h), e the end of its section less its end
    ///   band; one at the end at max(min(its start, the viewport's end − h), s), s its section's
    ///   start plus its start band; the layout's own between the layout's bands; a flow
    ///   section's header and footer between its header and footer (layout-notes); items
    ///   aligned across the axis do not move;
    /// - a section's decorations are listed exactly when its frame meets it, touching included
    ///   (rule 4);
    /// - in the order the layout's own items, then section by section its items, its
    ///   supplementaries, its decorations (SPEC §2).
    func visibleElements(_ findings: inout Findings) {
        guard rules.screen.container.height != nil else { return }
        let index = layout.elementIndex()
        let contentRect = Rect(origin: .zero, size: layout.contentSize)
        for (rect, offset) in probes() {
            let elements = index.elements(in: rect, contentOffset: offset)
            let probe = "rect \(rect) at offset \(offset)"
            guard let clipped = clip(rect, to: contentRect) else {
                findings.expect(
                    elements.isEmpty, .visibleElements, "\(probe) misses the content and holds \(elements.count) elements")
                continue
            }
            // Order.
            var last = (section: -1, category: -1)
            for element in elements {
                let key = (
                    section: element.section ?? -1,
                    category: [VisibleElement.Category.item, .supplementary, .decoration].firstIndex(of: element.category)!
                )
                findings.expect(
                    key.section > last.section || (key.section == last.section && key.category >= last.category),
                    .visibleElements,
                    "\(probe): \(element) listed after section \(last.section)'s \(last.category)")
                last = key
            }
            // Listed ⊆ overlapping.
            for element in elements where element.category != .decoration {
                findings.expect(
                    element.frame.overlaps(clipped), .visibleElements, "\(probe): listed \(element) does not overlap \(clipped)")
            }
            // Boundary items, pinned where they pin: the layout's, then each section's.
            let viewport = Rect(
                origin: offset, size: Size(width: rules.screen.container.width, height: rules.screen.container.height ?? 0))
            let layoutBands = rules.layoutBands
            let layoutLimits = (layoutBands.start, layout.contentSize.length(scroll) - layoutBands.end)
            let listedLayout = elements.filter { $0.section == nil }
            var expectedLayout: [Rect] = []
            for (frame, item) in zip(layout.supplementaries.map(\.frame), rules.screen.boundaryItems) {
                let pinned = pin(frame, item.pinToVisibleBounds, item.alignment, viewport: viewport, limits: layoutLimits)
                if pinned.overlaps(clipped) { expectedLayout.append(pinned) }
            }
            findings.expect(
                listedLayout.map(\.frame).count == expectedLayout.count
                    && zip(listedLayout.map(\.frame), expectedLayout).allSatisfy { same($0, $1) },
                .visibleElements, "\(probe): the layout's items listed \(listedLayout.map(\.frame)), expected \(expectedLayout)")
            for (section, spec) in zip(layout.sections, rules.sections) {
                let listed = elements.filter { $0.section == section.index }
                checkSection(section, spec, listed, clipped: clipped, viewport: viewport, probe: probe, &findings)
            }
        }
    }

    private func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= epsilon && abs(a.y - b.y) <= epsilon && abs(a.width - b.width) <= epsilon
            && abs(a.height - b.height) <= epsilon
    }

    /// `rect` clipped to `bounds`: `nil` when they do not meet, a strip when they only touch.
    private func clip(_ rect: Rect, to bounds: Rect) -> Rect? {
        guard rect.x <= bounds.maxX, bounds.x <= rect.maxX, rect.y <= bounds.maxY, bounds.y <= rect.maxY else { return nil }
        let x = max(rect.x, bounds.x)
        let y = max(rect.y, bounds.y)
        return Rect(x: x, y: y, width: min(rect.maxX, bounds.maxX) - x, height: min(rect.maxY, bounds.maxY) - y)
    }

    /// `frame` where it is pinned in `viewport` (§12), travelling between `limits`.
    private func pin(
        _ frame: Rect, _ pins: Bool, _ alignment: BoundaryAlignment, viewport: Rect, limits: (Double, Double)
    ) -> Rect {
        guard pins, rules.isStart(alignment) || rules.isEnd(alignment) else { return frame }
        return pin(frame, toStart: rules.isStart(alignment), viewport: viewport, limits: limits)
    }

    private func pin(_ frame: Rect, toStart: Bool, viewport: Rect, limits: (lower: Double, upper: Double)) -> Rect {
        let length = frame.length(scroll)
        let start =
            toStart
            ? min(max(frame.start(scroll), viewport.start(scroll)), limits.upper - length)
            : max(min(frame.start(scroll), viewport.end(scroll) - length), limits.lower)
        var moved = frame
        if scroll == .vertical { moved.y = start } else { moved.x = start }
        return moved
    }

    private func checkSection(
        _ section: SectionLayout, _ spec: Section, _ listed: [VisibleElement], clipped: Rect, viewport: Rect, probe: String,
        _ findings: inout Findings
    ) {
        let name = "\(probe): section \(section.index) (\(spec.kind))"
        // Decorations (rule 4).
        let decorations = listed.filter { $0.category == .decoration }
        let meets =
            section.frame.x <= clipped.maxX && clipped.x <= section.frame.maxX && section.frame.y <= clipped.maxY
            && clipped.y <= section.frame.maxY
        findings.expect(
            decorations.count == (meets ? section.decorations.count : 0), .visibleElements,
            "\(name): \(decorations.count) decorations listed, its frame \(section.frame) \(meets ? "meets" : "misses") the rect")
        // Items (rule 2): listed exactly where the frame alone decides.
        var complete = true
        if case .compositional(let content) = spec.content { complete = rules.isTidy(content.group) }
        let items = listed.filter { $0.category == .item }.map(\.index)
        if complete {
            // An item's origin is rounded (§1), so it may stick out of its repetition by half a
            // pixel: an item surely listed overlaps the rect by more than that.
            let margin = rules.halfPixel + epsilon
            let expected = section.items.indices.filter { overlap(section.items[$0], clipped, slack: margin) }
            findings.expect(
                Set(expected).isSubset(of: Set(items)), .visibleElements,
                "\(name): items \(items) listed, \(expected) overlap by more than \(margin)")
        }
        findings.expect(Set(items).count == items.count, .visibleElements, "\(name): an item listed twice: \(items)")
        // Boundary items (rule 3).
        let bands = rules.bands(of: spec)
        let limits = (section.frame.start(scroll) + bands.start, section.frame.end(scroll) - bands.end)
        var expected: [Rect] = []
        if case .flow(let flow) = spec.content {
            let flowLimits = (section.frame.start(scroll) + flow.headerHeight, section.frame.end(scroll) - flow.footerHeight)
            for supplementary in section.supplementaries {
                let isHeader = supplementary.kind == "header"
                let pins = isHeader ? flow.pinsHeader : flow.pinsFooter
                let frame =
                    pins
                    ? pin(supplementary.frame, toStart: isHeader, viewport: viewport, limits: flowLimits) : supplementary.frame
                if frame.overlaps(clipped) { expected.append(frame) }
            }
        } else {
            for (supplementary, item) in zip(section.supplementaries, spec.boundaryItems) {
                let frame = pin(supplementary.frame, item.pinToVisibleBounds, item.alignment, viewport: viewport, limits: limits)
                if frame.overlaps(clipped) { expected.append(frame) }
            }
        }
        // A section's boundary items are listed before its anchored supplementaries (which
        // carry an item's index, 0 included): the first ones listed are the boundary items.
        let supplementaries = listed.filter { $0.category == .supplementary }
        let listedBoundary = supplementaries.prefix(expected.count).map(\.frame)
        findings.expect(
            supplementaries.count >= expected.count && zip(listedBoundary, expected).allSatisfy { same($0, $1) },
            .visibleElements,
            "\(name): boundary items listed \(listedBoundary), expected \(expected)")
        if spec.kind != .flow && section.supplementaries.count == spec.boundaryItems.count {
            findings.expect(
                supplementaries.count == expected.count, .visibleElements,
                "\(name): \(supplementaries.count) supplementaries listed, \(expected.count) boundary items overlap")
        }
    }
}
