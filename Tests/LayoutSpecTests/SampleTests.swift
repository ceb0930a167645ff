import Foundation
import LayoutEngine
import LayoutSpec
import LayoutSpecReader
import Testing

/// The samples, checked against layouts derived by hand from docs/layout-rules.md (their golden files
/// are checked against the program byte for byte in layoutcalcTests).
@Suite struct SampleTests {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")

    func layout(_ name: String) throws -> ScreenLayout {
        let bytes = Array(try Data(contentsOf: samples.appendingPathComponent(name)))
        return try SpecReader.read(bytes).layout()
    }

    @Test func theHomeScreen() throws {
        let home = try layout("home.json")
        // Carousel: ten 390-square pages; widgets: 167 high under their header; Pinterest
        // (its frames are checked in WaterfallTests) from y 557.
        #expect(home.sections.map(\.frame.y) == [0, 390, 557])
        #expect(home.sections[0].items[9] == Rect(x: 3510, y: 0, width: 390, height: 390))
        #expect(home.sections[1].items[0] == Rect(x: 10, y: 430, width: 68, height: 117))
        #expect(home.sections[1].supplementaries[0].frame == Rect(x: 10, y: 390, width: 370, height: 30))
        #expect(home.sections[2].items[0] == Rect(x: 8, y: 565, width: 183, height: 122))
        #expect(home.contentSize.height == 557 + home.sections[2].frame.height)
    }

    @Test func theWaterfallSample() throws {
        let section = try layout("waterfall.json").sections[0]
        // c = (390 − 12 − 12) / 3 = 122, stride 128; content top 44 + 6. Traced by hand with
        // "ordered", tolerance 40, extraHeight 24 (0 for the hero):
        // item:   hero  a  b  c  wide-1 d  e  f  wide-2 g  h
        // start:  0(3)  0  1  2  1(2)   0  1  2  0(2)   2  0
        let starts = [0, 0, 1, 2, 1, 0, 1, 2, 0, 2, 0]
        let spans = [3, 1, 1, 1, 2, 1, 1, 1, 2, 1, 1]
        let heights: [Double] = [189, 122 / 0.75 + 24, 146, 122 / 1.5 + 24, 149, 176.5, 144, 121.6, 180.25, 122 / 0.6 + 24, 146]
        var bottoms = [0.0, 0, 0]
        for index in 0..<11 {
            let columns = starts[index]..<(starts[index] + spans[index])
            let top = columns.map { bottoms[$0] }.max()!
            let width = Double(spans[index]) * 122 + Double(spans[index] - 1) * 6
            #expect(section.items[index] == Rect(x: 6 + Double(starts[index]) * 128, y: 50 + top, width: width, height: heights[index]))
            for column in columns { bottoms[column] = top + heights[index] + 6 }
        }
        #expect(section.frame.height == 44 + 6 + (bottoms.max()! - 6) + 6)
        #expect(section.frame.height == 1040.25)
        #expect(section.supplementaries[0].frame == Rect(x: 6, y: 0, width: 378, height: 44))
    }

    func layout(_ name: String, width: Double) throws -> ScreenLayout {
        let bytes = Array(try Data(contentsOf: samples.appendingPathComponent(name)))
        return try SpecReader.read(bytes, overrides: LayoutOverrides(width: width)).layout()
    }

    @Test func thePhotosAlbumAt390() throws {
        let album = try layout("photos-album.json", width: 390).sections[0]
        // Rows of one group (693.33 tall): full 260, main with pair 173.33, triplet 86.67,
        // reversed 173.33; every photo inset 2.
        let row2 = 390 * (4.0 / 9)
        let row3 = 390 * (2.0 / 9)
        let half = row2 / 2
        let expected: [Rect] = [
            Rect(x: 2, y: 2, width: 386, height: 256),
            Rect(x: 2, y: 262, width: 256, height: row2 - 4),
            Rect(x: 262, y: 262, width: 126, height: half - 4),
            Rect(x: 262, y: 260 + half + 2, width: 126, height: half - 4),
            Rect(x: 2, y: 260 + row2 + 2, width: 126, height: row3 - 4),
            Rect(x: 132, y: 260 + row2 + 2, width: 126, height: row3 - 4),
            Rect(x: 262, y: 260 + row2 + 2, width: 126, height: row3 - 4),
            Rect(x: 2, y: 260 + row2 + row3 + 2, width: 126, height: half - 4),
            Rect(x: 2, y: 260 + row2 + row3 + half + 2, width: 126, height: half - 4),
            Rect(x: 132, y: 260 + row2 + row3 + 2, width: 256, height: row2 - 4),
        ]
        for (index, rect) in expected.enumerated() {
            let frame = album.items[index]
            #expect(abs(frame.x - rect.x) < 1e-9 && abs(frame.y - rect.y) < 1e-9, "item \(index): \(frame)")
            #expect(abs(frame.width - rect.width) < 1e-9 && abs(frame.height - rect.height) < 1e-9, "item \(index): \(frame)")
        }
        // Three groups of ten; the syncing badge on each full photo, 30% in from its corner.
        #expect(album.items.count == 30)
        #expect(abs(album.items[10].y - (390 * 16.0 / 9 + 2)) < 1e-9)
        #expect(abs(album.frame.height - 3 * 390 * 16.0 / 9) < 1e-9)
        #expect(album.supplementaries.map(\.item) == [0, 10, 20])
        #expect(album.supplementaries[0].frame == Rect(x: 388 - 20 - 6, y: 2 + 6, width: 20, height: 20))
    }

    @Test func theAlbumsScreenAt390And834() throws {
        let narrow = try layout("albums.json", width: 390)
        // Featured: groups 0.95 × 390 = 370.5 by 260, inset 5; the item 360.5 wide and 2/3 of
        // that high, under the estimated 44-point header.
        #expect(narrow.sections[0].items[0] == Rect(x: 5, y: 49, width: 360.5, height: 360.5 * 0.6666666666666666))
        #expect(narrow.sections[0].orthogonal?.restingOffsets == [0, 370.5, 741, 1111.5, 1462.5])
        #expect(narrow.sections[0].frame.height == 44 + 260)
        // Shared: 140 × 186 groups inset 5; count 1 fills the 176-high column.
        #expect(narrow.sections[1].items[0] == Rect(x: 5, y: 304 + 49, width: 130, height: 176))
        #expect(narrow.sections[1].orthogonal?.restingOffsets == [0, 140, 170])
        // Mine: two columns of 195, photos inset 5, three rows.
        #expect(narrow.sections[2].items[3] == Rect(x: 200, y: 534 + 44 + 195 + 5, width: 185, height: 185))
        #expect(narrow.contentSize.height == 534 + 44 + 3 * 195)

        let wide = try layout("albums.json", width: 834)
        // The wide variants: featured 0.475 × 834 by 834 / 3 = 278; mine three columns of 278.
        #expect(wide.sections[0].items[1].x == 5 + 834 * 0.475)
        #expect(wide.sections[0].frame.height == 44 + 278)
        #expect(wide.sections[2].items[2] == Rect(x: 561, y: 322 + 230 + 44 + 5, width: 268, height: 268))
        #expect(wide.contentSize.height == 322 + 230 + 44 + 2 * 278)
    }

    @Test func theFruitsInThreePresentations() throws {
        let fruits = try layout("fruits.json")
        // A = 390 − 32 = 358, interitem 8. Table: one 358 × 112 item per line, 10 apart.
        let table = fruits.sections[0]
        #expect(table.items[9] == Rect(x: 16, y: 16 + 9 * 122, width: 358, height: 112))
        let tableHeight: Double = 16 + 10 * 112 + 9 * 10 + 20
        #expect(table.frame.height == tableHeight)
        #expect(table.itemIDs?.first == "apple")
        // Grid: (358 − 16) / 3 = 114 squares, three per line at 16, 138, 260; lines 20 apart.
        let grid = fruits.sections[1]
        #expect(grid.items.prefix(3).map(\.x) == [16, 138, 260])
        #expect(grid.items[9] == Rect(x: 16, y: 1246 + 16 + 3 * 134, width: 114, height: 114))
        // Custom: the full-width items alone (centred: at 16), the thirds justified, the last
        // line (one third, leaving 236 where the line before left −8) packed left.
        let custom = fruits.sections[2]
        #expect(custom.items.map(\.y) == [1814, 1946, 1946, 1946, 2080, 2212, 2212, 2212, 2346, 2478])
        #expect(custom.items.map(\.x) == [16, 16, 138, 260, 16, 16, 138, 260, 16, 16])
        let customHeight: Double = 16 + 3 * 112 + 3 * 114 + 5 * 20 + 20
        #expect(fruits.contentSize.height == 1798 + customHeight)
    }

    @Test func theMosaics() throws {
        let mosaic = try layout("mosaic.json")
        // The snake over 14: oneTwo, threeRight, twoOne, threeRight, then oneTwo's first two.
        let snake = mosaic.sections[0]
        #expect(snake.items[12] == Rect(x: 0, y: 780, width: 260, height: 260))
        #expect(snake.items[13] == Rect(x: 260, y: 780, width: 130, height: 130))
        #expect(snake.frame.height == 1040)
        // The strip: a 30 header, 10 before, threeLeft, then the custom block for ever, 2 apart.
        let strip = mosaic.sections[1]
        #expect(strip.items.map(\.y) == [1080, 1080, 1080, 1212, 1212, 1309.5, 1409, 1409, 1506.5, 1606])
        #expect(strip.items[4] == Rect(x: 195, y: 1212, width: 195, height: 97.5))
        let stripHeight: Double = 30 + 10 + 130 + 2 + 3 * 195 + 2 * 2 + 10
        #expect(strip.frame.height == stripHeight)
    }

    @Test func theSettingsScreen() throws {
        let settings = try layout("settings.json")
        // The layout's profile header takes the first 96 points; the first section follows.
        #expect(settings.supplementaries[0].frame == Rect(x: 0, y: 0, width: 390, height: 96))
        let connectivity = settings.sections[0]
        // Its header spans the whole width (it does not follow the insets), less its own 16 a
        // side; rows 44 tall from 96 + 36 + 8, inset 32 a side: 326 wide.
        #expect(connectivity.supplementaries[0] == SupplementaryFrame(
            kind: "header", index: 0, item: nil, frame: Rect(x: 16, y: 96, width: 358, height: 36), zIndex: 1_000_000_001))
        #expect(connectivity.items.map(\.y) == [140, 184, 228, 272, 316])
        #expect(connectivity.items[0].x == 32 && connectivity.items[0].width == 326)
        // 36 + 8 + 5 · 44 + 8 = 272; the card is that frame less (36, 16, 0, 16).
        #expect(connectivity.frame.height == 272)
        #expect(connectivity.decorations == [DecorationFrame(kind: "card", frame: Rect(x: 16, y: 132, width: 358, height: 236), zIndex: 0)])
        #expect(connectivity.itemZIndices == [1, 1, 1, 1, 1])
        // The about section's first row is measured 88 tall, the second keeps its estimate.
        #expect(settings.sections[3].items.map(\.height) == [88, 44])
        // 96, sections of 272, 184, 448 and 184 with 20 between, the legal footer's 60.
        #expect(settings.contentSize.height == 96 + 272 + 20 + 184 + 20 + 448 + 20 + 184 + 60)
        // At y 428 the notifications header (its section 388…572) is pinned at the top.
        let index = settings.elementIndex()
        let offset = Point(x: 0, y: 428)
        let pinned = index.elements(in: settings.viewport(at: offset), contentOffset: offset).filter { $0.kind == "header" }
        #expect(pinned.first == VisibleElement(
            section: 1, category: .supplementary, kind: "header", index: 0, frame: Rect(x: 16, y: 428, width: 358, height: 36),
            zIndex: 1_000_000_001))
    }

    @Test func theShelf() throws {
        let shelf = try layout("shelf.json")
        // The menu's band of 72 comes first; groups 240 wide, 16 apart, from 72 + 16; two rows
        // of (390 − 36 − 16 − 10) / 2 = 164 at y 36 and 210.
        #expect(shelf.supplementaries[0].frame == Rect(x: 0, y: 0, width: 72, height: 390))
        let continuing = shelf.sections[0]
        #expect(continuing.items.map(\.x) == [88, 88, 344, 344, 600, 600])
        #expect(continuing.items.map(\.y) == [36, 210, 36, 210, 36, 210])
        #expect(continuing.items[0].size == Size(width: 240, height: 164))
        // The title does not follow the insets: at y 0, centred on the 784-point section.
        #expect(continuing.supplementaries[0].frame == Rect(x: 72 + (784 - 200) / 2, y: 0, width: 200, height: 28))
        // Posters: rows 164 tall, each as long as 164 × its ratio.
        #expect(shelf.sections[2].items.map(\.width) == [123, 246, 123, 123, 328, 123, 164])
        // At x 600 the menu is pinned at the viewport's leading edge.
        let offset = Point(x: 600, y: 0)
        #expect(shelf.elementIndex().frame(ofSupplementary: 0, inSection: nil, contentOffset: offset) == Rect(x: 600, y: 0, width: 72, height: 390))
    }

    @Test func theHomeScreenRightToLeftIsItsMirrorImage() throws {
        let home = try layout("home.json")
        let mirrored = try layout("home-rtl.json")
        func mirror(_ rect: Rect) -> Rect { Rect(x: 390 - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height) }
        for (left, right) in zip(home.sections, mirrored.sections) {
            #expect(right.items == left.items.map(mirror))
            #expect(right.supplementaries.map(\.frame) == left.supplementaries.map { mirror($0.frame) })
            #expect(right.orthogonal == left.orthogonal)
            #expect(right.transforms == left.transforms)
        }
        // The carousel's later pages run off to the left.
        #expect(mirrored.sections[0].items[9].x == -3510)
    }
}
