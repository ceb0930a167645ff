import Foundation
import LayoutEngine
import TestSupport
import Testing

/// The differential and property test of the layout engine: seeded random screens over every
/// key (`ScreenGenerator`), each laid out and checked against what the layout rules imply
/// whatever the numbers (`LayoutProperties`; of its groups' instances, `GroupProperties`),
/// against itself right to left (`mirrorTwice`), against its transposed screen laid out in the
/// other direction (`transposition`), against itself written as a spec and read back
/// (`specRoundTrip`), and against itself with more items in a section (`moreItemsMoveNone`).
///
/// `make test` runs `defaultCases` cases from `defaultSeed`. The environment sets another run
/// (`make fuzz` runs many more from a random seed): `LAYOUTCALC_PROPERTY_CASES` the number of
/// cases, `LAYOUTCALC_PROPERTY_SEED` the first case's seed (decimal or 0x-hexadecimal); case i
/// is generated from seed + i. A failure prints the case's seed, how to run that case alone,
/// and the screen as a spec.
@Suite struct LayoutPropertyTests {
    static let defaultCases = 480
    static let defaultSeed: UInt64 = 0x5EED_D1FF
    static let run = RunConfiguration(environment: ProcessInfo.processInfo.environment)

    @Test(arguments: 0..<LayoutPropertyTests.run.batches)
    func layoutsHoldTheirProperties(batch: Int) {
        Self.check(batch: batch, suite: "LayoutPropertyTests") { PropertyCase(seed: $0) }
    }

    /// Runs the cases of `batch` (`run`), each made from its seed by `makeCase`, and records
    /// what broke; `suite` is the test suite a failing case is run alone by, and `unchecked`
    /// the properties its cases leave out.
    static func check(
        batch: Int, suite: String, unchecked skipped: Set<Property> = [], makeCase: (UInt64) -> PropertyCase
    ) {
        let run = Self.run
        var tally = Tally()
        var reported = 0
        for index in stride(from: batch, to: run.cases, by: run.batches) {
            let seed = run.seed &+ UInt64(index)
            let outcome = makeCase(seed).run(&tally)
            guard !outcome.findings.isEmpty else { continue }
            reported += 1
            guard reported <= 5 else { continue }
            Issue.record(
                Comment(
                    rawValue: """
                        case \(index) of seed \(run.seed): its seed is \(seed) (0x\(String(seed, radix: 16)))
                        run it alone: LAYOUTCALC_PROPERTY_SEED=\(seed) LAYOUTCALC_PROPERTY_CASES=1 \\
                            swift test --skip-build --filter \(suite)
                        \(outcome.findings.joined(separator: "\n"))
                        the screen:
                        \(outcome.spec)\(outcome.turnedSpec.map { "its transposed screen:\n" + $0 } ?? "")
                        """))
        }
        if reported > 5 { Issue.record("\(reported - 5) more failing cases in batch \(batch)") }
        if run.isCustom {
            print(
                "\(suite) batch \(batch): \(tally.cases) cases from seed \(run.seed), \(tally.laidOut) laid out,",
                "\(tally.transposed) transposed, \(tally.checks) checks:",
                Property.allCases.map { "\($0.rawValue) \(tally.checked[$0] ?? 0)" }.joined(separator: ", "))
        }
        // Most cases must lay out (a refused one is skipped), and many of those must be checked
        // turned too, or the properties would check little, and each property checked somewhere
        // (in a batch large enough to say).
        guard tally.cases >= 50 else { return }
        #expect(
            tally.laidOut * 10 >= tally.cases * 9, "only \(tally.laidOut) of \(tally.cases) cases laid out: \(tally.refusals)")
        #expect(
            tally.transposed * 10 >= tally.laidOut * 3,
            "only \(tally.transposed) of \(tally.laidOut) cases transposed: \(tally.untransposed)")
        #expect(tally.checks > tally.cases * 50, "only \(tally.checks) checks in \(tally.cases) cases")
        let unchecked = Property.allCases.filter { tally.checked[$0, default: 0] == 0 && !skipped.contains($0) }
        #expect(unchecked.isEmpty, "no case checked \(unchecked) in \(tally.cases) cases")
    }
}

/// How many cases to run, from which seed, in how many batches (the batches run in parallel).
struct RunConfiguration: Sendable {
    var cases: Int
    var seed: UInt64
    var batches: Int
    /// Whether the environment chose the run.
    var isCustom: Bool

    init(environment: [String: String]) {
        let cases = environment["LAYOUTCALC_PROPERTY_CASES"].flatMap { Int($0) }
        let seed = environment["LAYOUTCALC_PROPERTY_SEED"].flatMap { text in
            text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        }
        self.cases = max(1, cases ?? LayoutPropertyTests.defaultCases)
        self.seed = seed ?? LayoutPropertyTests.defaultSeed
        batches = min(8, self.cases)
        isCustom = cases != nil || seed != nil
    }
}

/// What a batch of cases did.
struct Tally {
    var cases = 0
    var laidOut = 0
    var transposed = 0
    /// How many checks of each property were made.
    var checked: [Property: Int] = [:]
    var checks: Int { checked.values.reduce(0, +) }
    /// Why cases were not laid out, or not transposed, and how often.
    var refusals: [String: Int] = [:]
    var untransposed: [String: Int] = [:]
}

/// One case: a screen from its seed, and every property checked on it.
struct PropertyCase {
    let seed: UInt64

    struct Outcome {
        var findings: [String] = []
        var spec = ""
        /// The transposed screen's spec, where it was laid out and something broke.
        var turnedSpec: String?
    }

    func run(_ tally: inout Tally) -> Outcome {
        // Negative insets too (layout-rules §3), now and then: the reader reads them.
        var generator = ScreenGenerator(seed: seed, negativeInsets: true)
        let screen = generator.screen()
        tally.cases += 1
        var findings = Findings()
        var outcome = Outcome()
        defer { tally.checked.merge(findings.checked, uniquingKeysWith: +) }

        var ltr = screen
        ltr.layoutDirection = .leftToRight
        var rtl = screen
        rtl.layoutDirection = .rightToLeft
        let leftToRight: ScreenLayout
        do {
            leftToRight = try ltr.layout()
        } catch {
            tally.refusals["\(error)", default: 0] += 1
            return outcome
        }
        tally.laidOut += 1
        let properties = LayoutProperties(rules: ScreenRules(ltr), layout: leftToRight)
        properties.check(&findings)
        checkGroups(ScreenRules(ltr), leftToRight, &findings)

        // Right to left, mirrored back, is left to right.
        let rightToLeft: ScreenLayout?
        do {
            rightToLeft = try rtl.layout()
        } catch {
            rightToLeft = nil
            findings.expect(false, .mirrorTwice, "right to left is refused where left to right is not: \(error)")
        }
        if let rightToLeft {
            mirror(leftToRight, rightToLeft, probes: properties.probes(), &findings)
        }

        // The transposed screen, laid out in the other direction and turned back, is this one.
        switch Transposition.screen(ltr) {
        case .failure(let refusal):
            tally.untransposed[refusal.description.components(separatedBy: " ").prefix(4).joined(separator: " "), default: 0] += 1
        case .success(let turned):
            do {
                let turnedLayout = try turned.layout()
                tally.transposed += 1
                transpose(leftToRight, turnedLayout, probes: properties.probes(), &findings)
                // Every property holds in the other direction too.
                LayoutProperties(rules: ScreenRules(turned), layout: turnedLayout).check(&findings)
                checkGroups(ScreenRules(turned), turnedLayout, &findings)
                if !findings.isEmpty { outcome.turnedSpec = SpecBridge.printable(turned) }
            } catch {
                findings.expect(false, .transposition, "the transposed screen is refused: \(error)")
            }
        }

        // More items in one section move none of the items before them.
        moreItems(ltr, leftToRight, extra: &generator, &findings)

        // Written as a spec and read back, the screen lays out to the same bytes.
        let original = screen.layoutDirection == .rightToLeft ? rightToLeft : leftToRight
        if let original { roundTrip(screen, original, &findings) }

        outcome.findings = findings.messages
        if !findings.isEmpty { outcome.spec = SpecBridge.printable(screen) }
        return outcome
    }

    /// The group properties (`GroupProperties`), from the screen laid out again with its
    /// trees probed.
    func checkGroups(_ rules: ScreenRules, _ layout: ScreenLayout, _ findings: inout Findings) {
        do {
            let probed = try GroupProperties.probedScreen(rules).layout()
            GroupProperties(rules: rules, layout: layout, probed: probed).check(&findings)
        } catch {
            findings.expect(false, .groupFrames, "the screen with its trees probed is refused: \(error)")
        }
    }

    /// **mirrorTwice.** Right to left, every frame is laid out as left to right and mirrored
    /// across the content, x′ = contentWidth − x − width (§12): mirrored back, the right-to-left
    /// layout is the left-to-right one — sections, items, supplementaries, decorations, the
    /// layout's own items — and its rows, offsets and scales are the same numbers (distances
    /// along the row). What the viewport holds at a scroll offset is the mirror of what the
    /// mirrored viewport holds, pinned items included. Mirroring twice rounds twice, so frames
    /// agree within a few units in the last place of the content's width.
    func mirror(
        _ leftToRight: ScreenLayout, _ rightToLeft: ScreenLayout, probes: [(rect: Rect, offset: Point)],
        _ findings: inout Findings
    ) {
        let width = leftToRight.contentSize.width
        let correspondence = FrameCorrespondence(
            map: { $0.mirrored(inWidth: width) }, tolerance: 1e-9 * max(1, width), comparesKinds: true, mapsSize: { $0 })
        for difference in correspondence.differences(leftToRight, rightToLeft) {
            findings.expect(false, .mirrorTwice, difference)
        }
        guard leftToRight.container.height != nil else { return }
        let ltrIndex = leftToRight.elementIndex()
        let rtlIndex = rightToLeft.elementIndex()
        let viewportWidth = leftToRight.container.width
        for (rect, offset) in probes {
            let mirroredOffset = Point(x: width - offset.x - viewportWidth, y: offset.y)
            let mirroredRect = rect.mirrored(inWidth: width)
            // An element that only just meets the rect on one side may just miss its mirror:
            // such elements are left out on both sides.
            let expected = ltrIndex.elements(in: rect, contentOffset: offset).filter {
                !isBorderline($0, in: leftToRight, rect: rect, tolerance: correspondence.tolerance)
            }
            let found = rtlIndex.elements(in: mirroredRect, contentOffset: mirroredOffset).filter {
                !isBorderline($0, in: rightToLeft, rect: mirroredRect, tolerance: correspondence.tolerance)
            }
            let difference = correspondence.differences(expected, found)
            findings.expect(difference == nil, .mirrorTwice, "rect \(rect) at \(offset), mirrored: \(difference ?? "")")
        }
    }

    /// Whether `element` is listed for `rect` by a margin within `tolerance`: its frame (a
    /// decoration's, its section's) overlaps or meets the rect, clipped to the content, by no
    /// more than that on some axis.
    func isBorderline(_ element: VisibleElement, in layout: ScreenLayout, rect: Rect, tolerance: Double) -> Bool {
        let content = Rect(origin: .zero, size: layout.contentSize)
        let clipped = Rect(
            x: max(rect.x, content.x), y: max(rect.y, content.y), width: min(rect.maxX, content.maxX) - max(rect.x, content.x),
            height: min(rect.maxY, content.maxY) - max(rect.y, content.y))
        let frame = element.category == .decoration ? layout.sections[element.section ?? 0].frame : element.frame
        let across = min(frame.maxX, clipped.maxX) - max(frame.x, clipped.x)
        let down = min(frame.maxY, clipped.maxY) - max(frame.y, clipped.y)
        return abs(across) <= tolerance || abs(down) <= tolerance || abs(clipped.width) <= tolerance
            || abs(clipped.height) <= tolerance
    }

    /// **transposition.** A horizontal layout is the vertical one with the axes' roles
    /// exchanged (§12; `Transposition` says what turns and what does not): the transposed
    /// screen, laid out, and every frame turned back ((x, y, w, h) → (y, x, h, w)) is the
    /// original layout exactly — the same arithmetic on the other axis — as are its content
    /// size (turned), its rows, resting offsets and scales, and what each viewport holds.
    func transpose(
        _ layout: ScreenLayout, _ turned: ScreenLayout, probes: [(rect: Rect, offset: Point)], _ findings: inout Findings
    ) {
        let correspondence = FrameCorrespondence(
            map: Transposition.rect, tolerance: 0, comparesKinds: false, mapsSize: Transposition.size)
        for difference in correspondence.differences(layout, turned) {
            findings.expect(false, .transposition, difference)
        }
        let index = layout.elementIndex()
        let turnedIndex = turned.elementIndex()
        for (rect, offset) in probes {
            let expected = index.elements(in: rect, contentOffset: offset)
            let found = turnedIndex.elements(in: Transposition.rect(rect), contentOffset: Transposition.point(offset))
            let difference = correspondence.differences(expected, found)
            findings.expect(difference == nil, .transposition, "rect \(rect) at \(offset), turned: \(difference ?? "")")
        }
    }

    /// **moreItemsMoveNone.** Items are placed in index order, each from what comes
    /// before it: a section given more items lays out its first ones where it did, and the
    /// sections before it do not change — in a waterfall (each item goes where the columns so
    /// far put it, §8), a mosaic (blocks take the next items in turn, §10) and a compositional
    /// section (§3: a partly filled group is a full one with its trailing slots empty, every
    /// item it holds where a full one has it, at any depth, estimated groups and measured items
    /// included — the items added are measured by nothing, as an empty slot is; only where the
    /// group ends changes, which moves no item of it; an orthogonal row's items likewise, §5).
    /// Not a flow section (its last line is packed left, a full one justified, §9). (Nor would
    /// a tree with a `uniformAcrossSiblings` dimension hold it: the members a group holds share
    /// the longest of them, which an item added may change; the generator makes none.)
    func moreItems(_ screen: Screen, _ layout: ScreenLayout, extra generator: inout ScreenGenerator, _ findings: inout Findings) {
        let rules = ScreenRules(screen)
        guard !rules.sections.isEmpty else { return }
        let index = generator.number(below: rules.sections.count)
        var section = rules.sections[index]
        section.variants = []
        let added = 1 + generator.number(below: 5)
        switch section.content {
        case .waterfall(var waterfall):
            for _ in 0..<added { waterfall.items.append(WaterfallItem(size: .ratio(1))) }
            section.content = .waterfall(waterfall)
        case .mosaic(var mosaic):
            mosaic.itemCount += added
            section.content = .mosaic(mosaic)
        case .compositional(var content):
            // The items added are measured by nothing (a list may measure more items than the
            // section has, which a section of more items would take).
            content.measurements = content.measurements.map { sizes in
                MeasuredSizes((0..<content.itemCount).map { sizes.size(of: $0) ?? MeasuredSize() })
            }
            content.itemCount += added
            section.content = .compositional(content)
        case .flow:
            return
        case .list:
            return  // never: `ScreenRules.sections` holds a list's compositional section
        }
        section.itemIDs = section.itemIDs.map { $0 + Array(repeating: nil, count: added) }
        var longer = screen
        longer.sections[index] = section
        do {
            let result = try longer.layout()
            for earlier in 0..<index {
                findings.expect(
                    result.sections[earlier] == layout.sections[earlier], .moreItemsMoveNone,
                    "section \(earlier) changes when section \(index) has \(added) more items")
            }
            let before = layout.sections[index].items
            let after = result.sections[index].items
            findings.expect(
                after.count == before.count + added && Array(after.prefix(before.count)) == before, .moreItemsMoveNone,
                "section \(index) (\(section.kind)) with \(added) more items moves its first ones: "
                    + "\(zip(before, after).first { $0 != $1 }.map { "\($0.0) → \($0.1)" } ?? "\(after.count) items")")
        } catch {
            findings.expect(false, .moreItemsMoveNone, "section \(index) with \(added) more items is refused: \(error)")
        }
    }

    /// **specRoundTrip.** The spec writer writes every screen the generator makes, the reader
    /// reads it back, and the screen read lays out to the same JSON bytes as the screen
    /// written (layout-notes, "Writing specs": reading the spec gives the screen again).
    func roundTrip(_ screen: Screen, _ layout: ScreenLayout, _ findings: inout Findings) {
        let spec: [UInt8]
        switch SpecBridge.spec(of: screen) {
        case .failure(let error):
            findings.expect(
                false, .specRoundTrip, "the writer refuses the screen: \(error.issues.map { $0.rendered(source: "spec") })")
            return
        case .success(let bytes): spec = bytes
        }
        let read: Screen
        switch SpecBridge.screen(from: spec) {
        case .failure(let error):
            findings.expect(
                false, .specRoundTrip,
                "the reader refuses the written spec: \(error.issues.map { $0.rendered(source: "spec") })")
            return
        case .success(let screen): read = screen
        }
        do {
            let expected = try SpecBridge.json(of: layout)
            let found = try SpecBridge.json(of: try read.layout())
            let difference = firstDifference(String(decoding: found, as: UTF8.self), String(decoding: expected, as: UTF8.self))
            findings.expect(
                difference == nil, .specRoundTrip,
                "the spec read back lays out otherwise, \(difference ?? "")")
        } catch {
            findings.expect(false, .specRoundTrip, "the spec read back is not laid out or written: \(error)")
        }
    }
}
