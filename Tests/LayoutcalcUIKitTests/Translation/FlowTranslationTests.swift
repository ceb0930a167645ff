import LayoutcalcUIKit
import LayoutEngine
import Testing
import TestSupport

/// A flow layout asking its delegate lays out as the engine's flow sections of the same values
/// (layout-rules §9): random screens, each section's insets, spacings, header, footer and item
/// sizes answered by a delegate, compared element by element with the sections built directly,
/// and with the layout's spec read back.
@Suite struct FlowTranslationTests {
    /// One section's values, as its delegate answers them.
    struct SectionValues {
        var sizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        /// A header's and a footer's reference size, as long in both directions.
        var header: CGFloat
        var footer: CGFloat

        init(_ random: inout SeededRandom) {
            let choices = [CGSize(width: 50, height: 50), CGSize(width: 100, height: 40), CGSize(width: 70.5, height: 70.5), CGSize(width: 150, height: 60)]
            let count = random.pick([0, 1, 3, 7, 12])
            let uniform = random.chance(40)
            let first = random.pick(choices)
            sizes = (0..<count).map { _ in uniform ? first : random.pick(choices) }
            inset = random.chance(50) ? .zero : UIEdgeInsets(top: random.pick([0, 8]), left: random.pick([0, 12.5]), bottom: random.pick([0, 20]), right: random.pick([0, 16]))
            lineSpacing = random.pick([0, 10, 20])
            interitemSpacing = random.pick([0, 8, 10])
            header = random.chance(40) ? random.pick([20, 44]) : 0
            footer = random.chance(20) ? 30 : 0
        }

        /// The engine's section of these values.
        func section(index: Int, pinsHeaders: Bool) -> LayoutEngine.Section {
            let flow = FlowSection(
                itemCount: sizes.count,
                sizes: sizes.isEmpty ? [.standard] : sizes.map { FlowItemSize(width: .points(Double($0.width)), height: .points(Double($0.height))) },
                interitemSpacing: Double(interitemSpacing), lineSpacing: Double(lineSpacing), headerHeight: Double(header),
                footerHeight: Double(footer), pinsHeader: pinsHeaders && header > 0)
            return LayoutEngine.Section(
                id: "section-\(index)", content: .flow(flow),
                contentInsets: EdgeInsets(top: Double(inset.top), leading: Double(inset.left), bottom: Double(inset.bottom), trailing: Double(inset.right)))
        }
    }

    @Test(arguments: 1...40)
    func aDelegatesAnswersLayOutAsTheirSections(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let horizontal = random.chance(30)
        let size = CGSize(width: random.pick([320, 390, 834]), height: random.pick([480, 844]))
        let scale: CGFloat? = random.pick([nil, 1, 2, 3])
        let values = (0..<Int.random(in: 1...3, using: &random)).map { _ in SectionValues(&random) }
        let pinsHeaders = random.chance(30)

        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.sectionHeadersPinToVisibleBounds = pinsHeaders
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let delegate = SectionsDelegate(values)
        collectionView.delegate = delegate
        try layout.prepare(size: size, itemCounts: values.map(\.sizes.count), scale: scale)

        let screen = Screen(
            container: Container(width: Double(size.width), height: Double(size.height)), scale: scale.map(Double.init),
            sections: values.enumerated().map { $1.section(index: $0, pinsHeaders: pinsHeaders) },
            scrollDirection: horizontal ? .horizontal : .vertical)
        let expected = try screen.layout()
        #expect(layout.collectionViewContentSize == CGSize(width: expected.contentSize.width, height: expected.contentSize.height))
        for (index, section) in expected.sections.enumerated() {
            let frames = section.items.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            #expect((0..<frames.count).map { layout.frame(ofItem: $0, section: index) } == frames, "seed \(seed), section \(index)")
            for supplementary in section.supplementaries {
                let kind = supplementary.kind == FlowSection.headerKind ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
                let attributes = layout.supplementary(kind, at: IndexPath(item: 0, section: index))
                let frame = supplementary.frame
                #expect(attributes?.frame == CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), "seed \(seed), section \(index)")
                #expect(attributes?.zIndex == supplementary.zIndex)
            }
        }
        // Its spec, its sizes written as the shortest list used in turn, lays out the same.
        let harness = LayoutcalcHarness(width: size.width, height: size.height, itemCounts: values.map(\.sizes.count), scale: scale)
        let written = try spec(try harness.spec(of: layout)).layout()
        #expect(written.sections.map(\.items) == expected.sections.map(\.items), "seed \(seed)")
        #expect(written.contentSize == expected.contentSize)
    }
}

/// Answers each section's values.
private final class SectionsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let sections: [FlowTranslationTests.SectionValues]

    init(_ sections: [FlowTranslationTests.SectionValues]) {
        self.sections = sections
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        sections[indexPath.section].sizes[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int)
        -> UIEdgeInsets
    {
        sections[section].inset
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        sections[section].lineSpacing
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        sections[section].interitemSpacing
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: sections[section].header, height: sections[section].header)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        CGSize(width: sections[section].footer, height: sections[section].footer)
    }
}
