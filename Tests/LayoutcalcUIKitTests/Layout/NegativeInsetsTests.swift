import LayoutcalcUIKit
import LayoutEngine
import Testing

/// Negative insets, which `NSDirectionalEdgeInsets` takes and real apps compute, are laid out as
/// the spec's are (layout-rules §3): each grows what it insets by that much.
@Suite struct NegativeInsetsTests {
    /// An HG FW1 × AB50 of FW0.5 × FH1 items with `insets`.
    func row(itemInsets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = itemInsets
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
    }

    /// layout-rules §3's worked case: at W 320 the items' slots are 160 wide at x 0 and 160;
    /// insets (0, −10, 0, −10) make them 180 wide at x −10 and 150.
    @Test func anItemsNegativeInsetsGrowItsFramePastItsSlot() throws {
        let layout = UICollectionViewCompositionalLayout(section: row(itemInsets: NSDirectionalEdgeInsets(top: 0, leading: -10, bottom: 0, trailing: -10)))
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2])
        #expect(layout.frame(ofItem: 0) == CGRect(x: -10, y: 0, width: 180, height: 50))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 150, y: 0, width: 180, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 50))
    }

    /// A section's negative insets widen its group's container (§2): insets (−5, −20, 0, −20),
    /// with a safe area of −4 and −6 at the sides that the automatic reference adds, make the
    /// group 320 + 24 + 26 = 370 wide from x −24 and y −5, its items 185 wide; the section is
    /// −5 + 50 = 45 tall. The spec the harness writes of it lays out the same frames.
    @Test func aSectionsNegativeInsetsWidenItsGroupsContainer() throws {
        let section = row()
        section.contentInsets = insets(-5, -20, 0, -20)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let safeArea = insets(0, -4, 0, -6)
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [2], safeArea: safeArea)
        #expect(layout.frame(ofItem: 0) == CGRect(x: -24, y: -5, width: 185, height: 50))
        #expect(layout.frame(ofItem: 1) == CGRect(x: 161, y: -5, width: 185, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 45))

        let written = try spec(try LayoutcalcHarness(width: 320, height: 480, itemCounts: [2], safeArea: safeArea).spec(of: layout))
        #expect(written.sections[0].contentInsets == EdgeInsets(top: -5, leading: -20, trailing: -20))
        #expect(try written.layout().sections[0].items == [
            Rect(x: -24, y: -5, width: 185, height: 50), Rect(x: 161, y: -5, width: 185, height: 50),
        ])
    }
}
