import LayoutcalcUIKit
import LayoutSpec
import Testing

/// A data source whose counts are whatever it is told, bad ones included.
private final class TellingDataSource: NSObject, UICollectionViewDataSource {
    var sections: Int
    var items: (Int) -> Int
    /// How many sections' counts were asked.
    var asked = 0

    init(sections: Int, items: @escaping (Int) -> Int) {
        self.sections = sections
        self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        asked += 1
        return items(section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The counts come from the data source when there is one, and every count, whoever gives it,
/// is held to the spec format's limits before anything is made of it.
@Suite struct ItemCountTests {
    /// A flow layout of 100 × 20 items in a collection view 100 wide with `dataSource`.
    private func flow(with dataSource: TellingDataSource?) -> (UICollectionViewFlowLayout, UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 20)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        return (layout, collectionView)
    }

    @Test func theDataSourceCountsAndItemCountsMayBeLeftOut() throws {
        let dataSource = TellingDataSource(sections: 2, items: { $0 == 0 ? 3 : 1 })
        let (layout, collectionView) = flow(with: dataSource)
        try layout.prepare(size: collectionView.bounds.size)
        // Lines of one 20-point item: section 1's item follows section 0's three.
        #expect(layout.frame(ofItem: 0, section: 1) == CGRect(x: 0, y: 60, width: 100, height: 20))
        // Given too, the counts must be the data source's.
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [3, 1])
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size, itemCounts: [3, 2]) } == [
                "sections[1].items: itemCounts gives section 1 2 items, and the data source 1: leave itemCounts out to lay out the data source's counts"
            ])
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size, itemCounts: [3]) } == [
                "sections: itemCounts has 1 sections, and the data source 2: leave itemCounts out to lay out the data source's counts"
            ])
    }

    @Test func withoutADataSourceTheCountsMustBeGiven() {
        let (layout, collectionView) = flow(with: nil)
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) } == [
                "sections: the collection view has no data source to count its items: give prepare its itemCounts, or the collection view a dataSource"
            ])
    }

    @Test func negativeCountsAreRefusedEachAtItsSection() {
        let dataSource = TellingDataSource(sections: 3, items: { $0 == 1 ? 2 : -1 })
        let (layout, collectionView) = flow(with: dataSource)
        let refused = problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) }
        #expect(
            refused == [
                "sections[0].items: the data source's collectionView(_:numberOfItemsInSection:) answers -1 for section 0; a section has from 0 to 1000000 items",
                "sections[2].items: the data source's collectionView(_:numberOfItemsInSection:) answers -1 for section 2; a section has from 0 to 1000000 items",
            ])
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size, itemCounts: [4, -7]) }.first
                == "sections[1].items: itemCounts[1] is -7; a section has from 0 to 1000000 items")
        dataSource.sections = -2
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) } == [
                "sections: the data source's numberOfSections(in:) answers -2; a collection view has from 0 to 100000 sections"
            ])
        #expect(layout.collectionViewContentSize == .zero)
    }

    @Test func hugeCountsAreRefusedBeforeAnythingIsMadeOfThem() {
        // Int.max sections: refused on the section count, no section's items asked.
        let dataSource = TellingDataSource(sections: Int.max, items: { _ in 1 })
        let (layout, collectionView) = flow(with: dataSource)
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) } == [
                "sections: the data source's numberOfSections(in:) answers \(Int.max); a collection view has from 0 to 100000 sections"
            ])
        #expect(dataSource.asked == 0)
        // A section past a section's limit, and sections within it past the limit of all items.
        dataSource.sections = 1
        dataSource.items = { _ in Int.max }
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) } == [
                "sections[0].items: the data source's collectionView(_:numberOfItemsInSection:) answers \(Int.max) for section 0; a section has from 0 to 1000000 items"
            ])
        dataSource.sections = 3
        dataSource.items = { _ in 400_000 }
        #expect(
            problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) } == [
                "sections: the data source's counts come to 1200000 items in all, more than the limit 1000000"
            ])
        #expect(
            problems { () throws(CompositionalLayoutError) in
                _ = try LayoutcalcHarness(width: 100, height: nil, itemCounts: Array(repeating: 0, count: 100_001)).screen(of: layout)
            } == ["sections: itemCounts has 100001 sections, more than the limit 100000"])
    }

    @Test func aHundredBadCountsAreNamedAndTheRestLeft() throws {
        let dataSource = TellingDataSource(sections: 1000, items: { _ in -1 })
        let (layout, collectionView) = flow(with: dataSource)
        do {
            try layout.prepare(size: collectionView.bounds.size)
            Issue.record("prepared")
        } catch {
            #expect(error.issues.count == 101)
            #expect(error.issues.last?.problem == .tooManyProblems)
            #expect(error.issues.last?.description.hasPrefix("sections[99].items: ") == true)
        }
        // It stopped asking there.
        #expect(dataSource.asked == 100)
    }

    @Test func aDataSourceThatGoesBadLaterLeavesNoSections() throws {
        let dataSource = TellingDataSource(sections: 1, items: { _ in 3 })
        let (layout, collectionView) = flow(with: dataSource)
        try layout.prepare(size: collectionView.bounds.size)
        dataSource.items = { _ in -5 }
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 0)
        #expect(layout.collectionViewContentSize.height == 0)
        // The harness says why.
        #expect(problems { () throws(CompositionalLayoutError) in try layout.prepare(size: collectionView.bounds.size) }.count == 1)
    }

    @Test func countsRefusedLeaveTheLayoutUnprepared() throws {
        let (layout, collectionView) = flow(with: nil)
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [3])
        #expect(layout.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(throws: CompositionalLayoutError.self) { try layout.prepare(size: collectionView.bounds.size, itemCounts: [-1]) }
        // No query answers with what the earlier prepare laid out.
        #expect(layout.frame(ofItem: 0) == nil && layout.collectionViewContentSize == .zero)
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [3])
        // Nor where it is refused for having no data source to count.
        #expect(throws: CompositionalLayoutError.self) { try layout.prepare(size: collectionView.bounds.size) }
        #expect(layout.frame(ofItem: 0) == nil)
    }

    @Test func anItemDeletedTakesItsMeasuredSizeWithIt() throws {
        let dataSource = TellingDataSource(sections: 1, items: { _ in 3 })
        let (layout, collectionView) = flow(with: dataSource)
        layout.estimatedItemSize = CGSize(width: 100, height: 20)
        try layout.prepare(
            size: collectionView.bounds.size,
            measuredSizes: [IndexPath(item: 1, section: 0): CGSize(width: 100, height: 30), IndexPath(item: 2, section: 0): CGSize(width: 100, height: 50)])
        // A line each: 20, 30 and 50 tall.
        #expect(layout.frame(ofItem: 2) == CGRect(x: 0, y: 50, width: 100, height: 50))
        dataSource.items = { _ in 2 }
        collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        // Item 1 keeps its 30; item 2 is gone, and its size with it: the layout still answers.
        #expect(layout.frame(ofItem: 1) == CGRect(x: 0, y: 20, width: 100, height: 30))
        #expect(layout.frame(ofItem: 2) == nil)
        #expect(layout.collectionViewContentSize.height == 50)
    }
}
