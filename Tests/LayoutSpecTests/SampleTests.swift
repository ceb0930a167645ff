import Foundation
import LayoutEngine
import LayoutSpec
import Testing

/// The samples, checked against layouts derived by hand from SEMANTICS.md (their golden files
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
}
