import LayoutEngine
import Testing

/// layout-rules §9: UICollectionViewFlowLayout.
@Suite struct FlowTests {
    func flow(
        _ count: Int, sizes: [FlowItemSize], itemSizes: [MeasuredSize]? = nil, interitem: Double = 10, line: Double = 10,
        insets: EdgeInsets = .zero, header: Double = 0, footer: Double = 0, reference: ContentInsetsReference = .automatic
    ) -> Section {
        Section(
            id: "f",
            content: .flow(
                FlowSection(
                    itemCount: count, sizes: sizes, itemSizes: itemSizes.map(MeasuredSizes.init), interitemSpacing: interitem,
                    lineSpacing: line, headerHeight: header, footerHeight: footer)),
            contentInsets: insets, contentInsetsReference: reference)
    }

    func points(_ width: Double, _ height: Double) -> FlowItemSize {
        FlowItemSize(width: .points(width), height: .points(height))
    }

    /// Items of these widths, 50 high, in a 300-wide section, spacing 10.
    func widths(_ widths: [Double]) throws -> [Rect] {
        try layout([flow(widths.count, sizes: widths.map { points($0, 50) })], width: 300).sections[0].items
    }

    @Test func theUniformCase() throws {
        let sections = (0..<3).map { index in
            flow([7, 5, 1][index], sizes: [points(70, 50)], interitem: 7, line: 9, insets: insets(10, 12, 14, 16))
        }
        let result = try layout(sections, width: 320)
        let first = result.sections[0].items
        #expect(first.map(\.x) == [12, 123, 234, 12, 123, 234, 12])
        #expect(first.map(\.y) == [10, 10, 10, 69, 69, 69, 128])
        #expect(result.sections[1].frame.y == 192)
        #expect(result.sections[1].items.map(\.y) == [202, 202, 202, 261, 261])
        #expect(result.sections[1].items[3].x == 12)
        #expect(result.sections[1].items[4].x == 123)
        #expect(result.sections[2].items == [rect(12, 335, 70, 50)])
        #expect(result.contentSize.height == 399)
    }

    @Test func oneItemPerLineIsCentred() throws {
        let result = try layout([flow(3, sizes: [points(200, 50)])], width: 320).sections[0]
        #expect(result.items == [rect(60, 0, 200, 50), rect(60, 60, 200, 50), rect(60, 120, 200, 50)])
    }

    @Test func aFullLineIsJustifiedAndTheLastPacksLeft() throws {
        // 100 + 10 + 80 + 10 + 90 = 290 fits 300, 120 does not: (300 − 270) / 2 = 15 between.
        #expect(try widths([100, 80, 90, 120]).map(\.x) == [0, 115, 210, 0])
        // [100, 100] closes (the third 100 needs 110 of the 80 left): the last flush right.
        // The last line packs left at exactly 10: 0, 110, 180.
        #expect(try widths([100, 100, 100, 60, 50]).map(\.x) == [0, 200, 0, 110, 180])
    }

    @Test func aLoneItemInAFullLineIsCentred() throws {
        // 250 alone (100 does not fit the 40 left) is centred; so is the last, every line holding one.
        #expect(try widths([250, 100]).map(\.x) == [25, 100])
        // An item wider than the section sits at the leading edge.
        #expect(try widths([400, 100]).map(\.x) == [0, 100])
    }

    @Test func aLastLineLeavingTheSameRoomIsJustified() throws {
        // [100, 80] closes with 300 − 200 = 100 left; the last [120, 60] also leaves 100: justified.
        #expect(try widths([100, 80, 120, 60]).map(\.x) == [0, 220, 0, 240])
    }

    @Test func itemsAreCentredInTheirLine() throws {
        let result = try layout([flow(3, sizes: [points(50, 50), points(50, 30), points(50, 20)])], width: 300).sections[0]
        #expect(result.items.map(\.y) == [0, 10, 15])
        #expect(result.frame.height == 50)
    }

    @Test func headersAndFootersSpanTheWidthOutsideTheInsets() throws {
        let section = flow(2, sizes: [points(100, 50)], insets: insets(5, 7, 9, 11), header: 40, footer: 20)
        let result = try layout([section], width: 300).sections[0]
        #expect(result.supplementaries.map(\.frame) == [rect(0, 0, 300, 40), rect(0, 104, 300, 20)])
        #expect(result.supplementaries.map(\.kind) == ["header", "footer"])
        #expect(result.items[0] == rect(7, 45, 100, 50))
        #expect(result.frame.height == 40 + 5 + 50 + 9 + 20)
    }

    @Test func anEmptySectionKeepsItsInsets() throws {
        let result = try layout([flow(0, sizes: [.standard], insets: insets(10, 0, 14, 0)), flow(0, sizes: [.standard], header: 30)])
        #expect(result.sections.map(\.frame.height) == [24, 30])
        #expect(result.contentSize.height == 54)
    }

    /// Negative insets widen what the lines fill, and an empty section they outweigh is 0 long,
    /// not 10 − 40 − 40 (layout-rules §3). W 300 less insets of −10 at the sides: A is 320, and
    /// the one 50 × 50 item sits in the first of ⌊(320 + 10) / 60⌋ = 5 columns, at the leading
    /// inset, x −10, and y −20; the section is −20 + 50 = 30 long.
    @Test func negativeInsetsWidenTheLinesAndNeverMakeANegativeSection() throws {
        let wide = try layout([flow(1, sizes: [.standard], insets: insets(-20, -10, 0, -10))], width: 300).sections[0]
        #expect(wide.items == [rect(-10, -20, 50, 50)])
        #expect(wide.frame.height == 30)
        let empty = try layout([flow(0, sizes: [.standard], insets: insets(-40, 0, -40, 0), header: 10)]).sections[0]
        #expect(empty.frame.height == 0)
    }

    @Test func linesOfOneSizeAccumulateAsLinesOfSeveral() throws {
        // layout-rules §1: positions accumulate. 320 × 20.1 items 3 apart, a line each: line 55
        // starts at 20.1 + 3 added 55 times, 1270.4999999999998, not 55 × 23.1 = 1270.5; at
        // scale 3 that is 3811.4999… pixels, 3811 (1270.5 would round to 3812). The section ends
        // 20.1 below it. The same items given one size each (a variable section) lay out alike.
        let uniform = flow(56, sizes: [points(320, 20.1)], interitem: 0, line: 3)
        let exact = try layout([uniform], width: 320).sections[0]
        #expect(exact.items[55].y == 1270.4999999999998)
        #expect(exact.frame.height == 1270.4999999999998 + 20.1)
        #expect(try layout([uniform], width: 320, scale: 3).sections[0].items[55].y == 3811.0 / 3)
        let variable = flow(56, sizes: [points(320, 20.1), points(319, 20.1)], interitem: 0, line: 3)
        #expect(try layout([variable], width: 320).sections[0].items.map(\.y) == exact.items.map(\.y))
    }

    @Test func originsRoundAtAScaleAndSizesDoNot() throws {
        // W 100, three 31-wide items: (100 − 93) / 2 = 3.5 between → x 0, 34.5, 69. Lines 10.3
        // high, 0.3 apart → the second at 10.6.
        let section = flow(4, sizes: [points(31, 10.3)], interitem: 0, line: 0.3)
        let exact = try layout([section], width: 100).sections[0].items
        #expect(exact.map(\.x) == [0, 34.5, 69, 0])
        #expect(exact[3].y == 10.3 + 0.3)
        let one = try layout([section], width: 100, scale: 1).sections[0].items
        #expect(one.map(\.x) == [0, 35, 69, 0])
        #expect(one[3].y == 11)
        #expect(one[3].size == Size(width: 31, height: 10.3))
        let two = try layout([section], width: 100, scale: 2).sections[0].items
        #expect(two.map(\.x) == [0, 34.5, 69, 0])
        #expect(two[3].y == 10.5)
        let three = try layout([section], width: 100, scale: 3).sections[0].items
        // 34.5 × 3 = 103.5 → 104 pixels; 10.6 × 3 = 31.8 → 32.
        #expect(three.map(\.x) == [0, 104.0 / 3, 69, 0])
        #expect(three[3].y == 32.0 / 3)
    }

    @Test func widthsAndHeightsOfEveryForm() throws {
        // A = 300 − 20 − 20 = 260, spacing 10: a third of the row (260 − 20) / 3 = 80, square;
        // half the width 130, aspect 2 → 65 high; and an item that gives its own width.
        let sizes = [
            FlowItemSize(width: .perRow(3), height: .aspect(1)), FlowItemSize(width: .fraction(0.5), height: .aspect(2)),
            FlowItemSize(width: .points(40), height: .points(30)),
        ]
        let section = flow(4, sizes: sizes, itemSizes: [MeasuredSize(), MeasuredSize(), MeasuredSize(width: 70), MeasuredSize(height: 99)], insets: insets(0, 20, 0, 20))
        let result = try layout([section], width: 300).sections[0].items
        #expect(result.map(\.size) == [Size(width: 80, height: 80), Size(width: 130, height: 65), Size(width: 70, height: 30), Size(width: 80, height: 99)])
    }

    @Test func marginsAddOnlyWhenTheReferenceAsksForThem() throws {
        let margins = insets(0, 30, 0, 30)
        func first(_ reference: ContentInsetsReference) throws -> Double {
            try layout([flow(1, sizes: [points(50, 50)], reference: reference)], width: 300, layoutMargins: margins, safeArea: margins)
                .sections[0].items[0].x
        }
        #expect(try first(.automatic) == 0)
        #expect(try first(.none) == 0)
        #expect(try first(.safeArea) == 30)
        #expect(try first(.layoutMargins) == 30)
    }

    // MARK: In a horizontal layout (§9 transposed)

    /// `sections` laid out scrolling horizontally in a container 480 wide and 320 tall.
    func horizontal(_ sections: [Section], safeArea: EdgeInsets = .zero) throws -> ScreenLayout {
        try Screen(container: Container(width: 480, height: 320), safeArea: safeArea, sections: sections, scrollDirection: .horizontal)
            .layout()
    }

    @Test func theUniformCaseTransposed() throws {
        // §9's first case turned: A = 320 − 12 − 16 = 292 down a column, three 70-tall items a
        // column ((292 + 7) / 77 = 3.9) with gaps of (292 − 210) / 2 = 41; columns 50 + 9 apart,
        // after a 20-wide header column as tall as the container.
        let sections = [7, 5].enumerated().map { index, count in
            flow(count, sizes: [points(50, 70)], interitem: 7, line: 9, insets: insets(12, 10, 16, 14), header: index == 0 ? 20 : 0)
        }
        let result = try horizontal(sections)
        #expect(result.sections[0].supplementaries.map(\.frame) == [rect(0, 0, 20, 320)])
        #expect(result.sections[0].items.map(\.x) == [30, 30, 30, 89, 89, 89, 148])
        #expect(result.sections[0].items.map(\.y) == [12, 123, 234, 12, 123, 234, 12])
        // 20 + 10 + 3 · 50 + 2 · 9 + 14 = 212.
        #expect(result.sections[1].frame == rect(212, 0, 133, 320))
        #expect(result.sections[1].items.map(\.x) == [222, 222, 222, 281, 281])
        #expect(result.contentSize == Size(width: 345, height: 320))
    }

    @Test func variableColumnsAreJustifiedAndTheLastPacksToTheTop() throws {
        // §9's variable case turned, spacing 10: 100 + 10 + 150 fill a 320-tall column (the next
        // 100 needs 110 of the 50 left), justified: the 150 flush with the bottom at 170. The
        // column is 60 wide, the 40-wide item centred across it. The last column leaves 60, not
        // 50: packed at the top, 10 apart.
        let sizes = [points(40, 100), points(60, 150), points(40, 100), points(50, 80), points(30, 50)]
        let result = try horizontal([flow(5, sizes: sizes)]).sections[0]
        #expect(result.items.map(\.y) == [0, 170, 0, 110, 200])
        #expect(result.items.map(\.x) == [10, 0, 75, 70, 80])
        #expect(result.frame.width == 120)
    }

    @Test func aHorizontalSectionsReferenceAddsAboveAndBelow() throws {
        // The safe area's top and bottom narrow the column to 320 − 40 − 40 = 240: 150-tall items
        // one a column ((240 + 10) / 160 = 1.6), centred at 40 + 45; its leading and trailing
        // insets change nothing.
        let safeArea = insets(40, 25, 40, 25)
        let section = flow(2, sizes: [points(50, 150)], line: 5, reference: .safeArea)
        #expect(try horizontal([section], safeArea: safeArea).sections[0].items == [rect(0, 85, 50, 150), rect(55, 85, 50, 150)])
    }

    @Test func aPinnedHeaderColumnPinsAlongX() throws {
        // Sections of 60-wide columns behind a pinned 20-wide header: the first section is
        // 20 + 4 · 60 + 3 · 10 = 290 long; at x 100 its header sits at the viewport's left edge.
        var first = flow(4, sizes: [points(60, 300)], header: 20)
        if case .flow(var content) = first.content {
            content.pinsHeader = true
            first.content = .flow(content)
        }
        let screen = Screen(
            container: Container(width: 480, height: 320), sections: [first, flow(2, sizes: [points(60, 300)])], scrollDirection: .horizontal,
            scrollOffsets: [Point(x: 100, y: 0), Point(x: 280, y: 0)])
        let index = try screen.layout().elementIndex()
        let header = { (offset: Point) in
            index.elements(in: Rect(origin: offset, size: Size(width: 480, height: 320)), contentOffset: offset)
                .first { $0.kind == "header" }?.frame
        }
        #expect(header(Point(x: 100, y: 0)) == rect(100, 0, 20, 320))
        // It stops where its section's columns end: 290 − 20.
        #expect(header(Point(x: 280, y: 0)) == rect(270, 0, 20, 320))
    }

    @Test func zeroWidthItemsShareOneLine() throws {
        // With nothing between them, any number fits a line: n is unbounded, the gap 0.
        let result = try layout([flow(3, sizes: [points(0, 10)], interitem: 0)], width: 300).sections[0]
        #expect(result.items == Array(repeating: rect(0, 0, 0, 10), count: 3))
        #expect(result.frame.height == 10)
    }
}
