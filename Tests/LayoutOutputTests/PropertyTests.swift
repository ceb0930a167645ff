import Foundation
import LayoutEngine
import LayoutSpec
import LayoutSpecReader
import LayoutOutput
import LayoutText
import Testing
import TestSupport

/// Properties every layout has, over specs of every kind made by a seeded generator.
@Suite struct PropertyTests {
    static let seeds = Array(1...60)

    @Test(arguments: seeds)
    func everyLayoutHoldsItsInvariants(seed: Int) throws {
        var generator = SpecGenerator(seed: UInt64(seed))
        let json = generator.spec()
        let screen = try SpecReader.read(Array(json.utf8))
        let layout = try screen.layout()

        // No frame of negative or non-finite size; every origin finite.
        for section in layout.sections {
            for frame in section.items + section.supplementaries.map(\.frame) {
                #expect(frame.width >= 0 && frame.height >= 0, "\(section.id): \(frame) in \(json)")
                let finite = [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite }
                #expect(finite, "\(frame) in \(json)")
            }
            #expect(section.items.count == screen.sections[section.index].resolved(forWidth: screen.container.width).itemCount)
        }

        // Sections tile the content: each starts where the last ended, plus the spacing.
        var end = 0.0
        for section in layout.sections {
            if section.index > 0 { end += screen.interSectionSpacing }
            #expect(section.frame.y == end)
            #expect(section.frame.x == 0 && section.frame.width == screen.container.width)
            end += section.frame.height
        }
        #expect(layout.contentSize.height == end)

        // A waterfall's items never overlap, and each column fills from the top in order.
        for section in layout.sections where section.kind == .waterfall {
            for (index, frame) in section.items.enumerated() {
                for other in section.items[..<index] where other.width > 0 && other.height > 0 && frame.width > 0 && frame.height > 0 {
                    let overlaps = frame.x < other.maxX && other.x < frame.maxX && frame.y < other.maxY && other.y < frame.maxY
                    #expect(!overlaps, "items overlap: \(other) and \(frame) in \(json)")
                    if other.x == frame.x { #expect(other.y <= frame.y) }
                }
            }
        }

        // The JSON output parses, to the same numbers. (Foundation's parser is not correctly
        // rounded on Linux; that every printed number reads back exactly is NumberTextTests'.)
        var out = ByteWriter(sink: ByteArraySink())
        try OutputFormat.json.write([LaidOutDocument(source: "spec", layout: layout)], precision: nil, to: &out)
        try out.flush()
        let bytes = (out.sink as! ByteArraySink).bytes
        let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.count == layout.sections.count)
        for (written, section) in zip(sections, layout.sections) {
            let items = try #require(written["items"] as? [[String: Any]])
            #expect(items.count == section.items.count)
            for (item, frame) in zip(items, section.items) {
                let x = try #require((item["x"] as? NSNumber)?.doubleValue)
                let height = try #require((item["height"] as? NSNumber)?.doubleValue)
                #expect(abs(x - frame.x) <= 1e-9 * max(1, abs(frame.x)))
                #expect(abs(height - frame.height) <= 1e-9 * max(1, abs(frame.height)))
            }
        }
    }
}
