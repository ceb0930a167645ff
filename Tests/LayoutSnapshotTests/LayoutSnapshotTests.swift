import LayoutDiff
import LayoutOutput
import LayoutSnapshot
import LayoutText
import LayoutcalcKit
import LayoutcalcUIKit
import Testing

/// A layout with a spec is snapshotted as the command line prints that spec.
@Suite struct LayoutSnapshotTests {
    /// A home screen: a header over rows of three squares, then a list of rows 44 high,
    /// `listSpacing` apart.
    static func home(listSpacing: CGFloat = 1) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { (section, _) in
            if section == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                    subitems: [item])
                let layoutSection = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    elementKind: "header", alignment: .top)
                layoutSection.boundarySupplementaryItems = [header]
                return layoutSection
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = listSpacing
            return layoutSection
        }
    }

    /// A grid of 100-point squares.
    static func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        return layout
    }

    static let layouts: [(name: String, itemCounts: [Int], make: @Sendable () -> UICollectionViewLayout)] = [
        ("home", [5, 3], { home() }),
        ("grid", [7], { grid() }),
    ]

    /// What `layoutcalc` prints for `spec` at `widths` in `format`, through its own run, the
    /// spec named `source` (a picture's titles name it: the snapshot names the layout's class).
    static func printed(_ spec: String, widths: [Double] = [], format: OutputFormat, source: String) throws -> String {
        var run = LayoutRun(widths: widths, format: format)
        let documents = try run.layOut(Array(spec.utf8), source: source)
        return String(decoding: try ByteArraySink.collect { (out) throws(OutputError) in try run.write(documents, to: &out) }, as: UTF8.self)
    }

    /// The JSON snapshot, the table and the picture are byte for byte what `layoutcalc` prints
    /// for the spec `spec(of:)` writes at the same size.
    @Test(arguments: 0..<layouts.count, SnapshotFormat.allCases)
    func aSnapshotIsWhatLayoutcalcPrintsForTheSpec(_ index: Int, format: SnapshotFormat) throws {
        let (name, itemCounts, make) = Self.layouts[index]
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: itemCounts, scale: 3)
        let spec = try harness.spec(of: make())
        let outputFormat = try #require(OutputFormat(rawValue: format.rawValue))
        let expected = try Self.printed(spec, format: outputFormat, source: String(describing: type(of: make())))
        let snapshot = try LayoutSnapshot(format: format, harnesses: [harness]).text(of: make())
        #expect(snapshot == expected, "\(name) as \(format)")
    }

    /// At a phone's width and a pad's, the documents of `layoutcalc SPEC --width 390,834`.
    @Test func severalSizesAreTheDocumentsOfAWidthList() throws {
        let sizes = [390.0, 834.0].map { LayoutcalcHarness(width: CGFloat($0), height: 844, itemCounts: [5, 3], scale: 3) }
        let spec = try sizes[0].spec(of: Self.home())
        let snapshot = try LayoutSnapshot(format: .json, harnesses: sizes).text(of: Self.home())
        #expect(snapshot == (try Self.printed(spec, widths: [390, 834], format: .json, source: "UICollectionViewCompositionalLayout")))
        #expect(snapshot.hasPrefix("[\n  {\n"))
    }

    /// A layout layoutcalc refuses is no snapshot: the problem is named at its place.
    @Test func aRefusedLayoutIsNamedAtItsPlace() {
        #expect {
            try LayoutSnapshot(format: .json, harnesses: [LayoutcalcHarness(width: 390, height: 844, itemCounts: [-1])]).text(of: Self.home())
        } throws: { error in
            (error as? SnapshotError)?.message.contains("UICollectionViewCompositionalLayout: error: sections[0].items:") == true
        }
        #expect {
            try LayoutSnapshot(format: .json, harnesses: []).text(of: Self.home())
        } throws: { error in
            (error as? SnapshotError)?.message == "UICollectionViewCompositionalLayout: error: a snapshot needs at least one size"
        }
    }

    /// A flow layout's subclass whose overrides move its items has no spec: it is snapshotted
    /// from what its queries answer, each item 5 to the right of where its base class lays it.
    @Test func aSubclassThatAnswersOtherwiseIsSnapshottedFromItsQueries() throws {
        final class Shifted: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map { (attributes) in
                    let moved = attributes.copy() as! UICollectionViewLayoutAttributes
                    moved.frame.origin.x += 5
                    return moved
                }
            }
        }
        let layout = Shifted()
        layout.itemSize = CGSize(width: 100, height: 100)
        let snapshot = try LayoutSnapshot(format: .json, harnesses: [LayoutcalcHarness(width: 390, height: 844, itemCounts: [1])]).text(of: layout)
        #expect(snapshot.contains("\"kind\": \"custom\""))
        let documents = try GoldenReader.documents(in: Array(snapshot.utf8), format: .json, parser: PlainJSON())
        let item = try #require(documents.first?.elements.first { $0.identity.category == .item })
        #expect(item.frame.x == 5)
    }

    /// A change to the layout is named element by element, as the failure of a JSON snapshot
    /// says it: the list's rows 44 high and 1 apart at y 0, 45, 90 after the home section
    /// (header 40, then a row of squares 130 wide and high: section 0 ends at 170), then 2
    /// apart: the second row from 215 to 216, the third from 260 to 262.
    @Test func aChangeIsNamedElementByElement() throws {
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: [3, 3], scale: 3)
        let before = try LayoutSnapshot(format: .json, harnesses: [harness]).text(of: Self.home())
        let after = try LayoutSnapshot(format: .json, harnesses: [harness]).text(of: Self.home(listSpacing: 2))
        let report = try #require(SnapshotDifference(reference: before, actual: after)).report
        #expect(report.hasPrefix("width 390: 3 changed, 0 added, 0 removed · content 390 × 304 → 390 × 306 pt\n"))
        #expect(report.contains("  section-1 item 1 changed: 0, 215, 390 × 44 → 0, 216, 390 × 44"))
        #expect(report.contains("  section-1 item 2 changed: 0, 260, 390 × 44 → 0, 262, 390 × 44"))
    }
}
