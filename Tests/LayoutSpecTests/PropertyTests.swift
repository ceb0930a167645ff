import Foundation
import LayoutEngine
import LayoutSpec
import Testing

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
        try LayoutWriter.write([LaidOutDocument(source: "spec", layout: layout)], format: .json, precision: nil, to: &out)
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

/// Random specs of every kind, the same for the same seed.
struct SpecGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func fraction() -> String { pick(["0.1", "0.25", "0.3333333333333333", "0.5", "1", "1.2"]) }
    mutating func length() -> String { pick(["0", "1", "7.5", "44", "100", "0.3333333333333333", "390"]) }

    mutating func dimension() -> String {
        switch below(4) {
        case 0: #"{"fractionalWidth": \#(fraction())}"#
        case 1: #"{"fractionalHeight": \#(fraction())}"#
        case 2: #"{"absolute": \#(length())}"#
        default: #"{"estimated": \#(length())}"#
        }
    }

    mutating func size() -> String { #"{"width": \#(dimension()), "height": \#(dimension())}"# }

    mutating func node(depth: Int) -> String {
        if depth > 2 || chance(50) {
            var item = #"{"size": \#(size())"#
            if chance(30) { item += #", "contentInsets": \#(pick(["2", "5", #"{"leading": 3}"#]))"# }
            if chance(20) { item += #", "edgeSpacing": {"leading": {"flexible": 0}, "top": {"fixed": 2}}"# }
            if chance(20) {
                item += #", "supplementaries": [{"kind": "badge", "size": \#(size()), "anchor": {"edges": ["top", "trailing"], "fractionalOffset": [-0.3, 0.3]}}]"#
            }
            return item + "}"
        }
        let axis = pick(["horizontal", "vertical", "custom"])
        if axis == "custom" {
            return #"{"group": "custom", "size": \#(size()), "frames": [[0, 0, 50, 50], [60, 10, 30, 80]]}"#
        }
        let count = 1 + below(3)
        let subitems = (0..<count).map { _ in node(depth: depth + 1) }.joined(separator: ", ")
        var group = #"{"group": "\#(axis)", "size": \#(size()), "subitems": [\#(subitems)]"#
        if count == 1 && chance(30) { group += #", "count": \#(1 + below(4))"# }
        if chance(50) { group += #", "interItemSpacing": {"\#(pick(["fixed", "flexible"]))": \#(pick(["0", "4", "10"]))}"# }
        return group + "}"
    }

    mutating func section() -> String {
        let items = pick([0, 1, 3, 10, 40])
        var keys: [String] = []
        switch below(6) {
        case 0:
            keys = [#""kind": "carousel""#, #""items": \#(items)"#]
            if chance(50) { keys.append(#""groupWidth": \#(pick(["0.8", "1", "0.5"]))"#) }
        case 1:
            keys = [#""kind": "widget""#, #""items": \#(items)"#]
        case 2:
            keys = [#""kind": "waterfall""#, #""columns": \#(pick([1, 2, 3, 7]))"#, #""placement": "\#(pick(["shortest", "ordered", "sequential"]))""#]
            let list = (0..<items).map { _ in
                chance(80) ? #"{"ratio": \#(pick(["0.5", "0.75", "1", "1.5", "2"]))}"# : #"{"height": \#(length()), "span": \#(pick(["2", "\"full\""]))}"#
            }
            keys.append(#""items": [\#(list.joined(separator: ", "))]"#)
        case 3:
            var root = node(depth: 0)
            if !root.hasPrefix(#"{"group""#) { root = #"{"group": "vertical", "size": \#(size()), "subitems": [\#(root)]}"# }
            keys = [#""kind": "compositional""#, #""items": \#(items)"#, #""group": \#(root)"#]
            if chance(40) { keys.append(#""orthogonalScrolling": "\#(pick(["continuous", "paging", "groupPagingCentered"]))""#) }
        case 4:
            let sizes = (0..<(1 + below(3))).map { _ in
                #"{"width": \#(pick(["80", #"{"perRow": 3}"#, #"{"fraction": 0.5}"#])), "height": \#(pick(["50", #"{"aspect": 1}"#]))}"#
            }
            keys = [#""kind": "flow""#, #""items": \#(items)"#, #""sizes": [\#(sizes.joined(separator: ", "))]"#]
            if chance(30) { keys.append(#""header": {"height": 20}"#) }
        default:
            keys = [#""kind": "mosaic""#, #""items": \#(items)"#, #""pattern": ["oneTwo", "threeRight", {"rects": [[0, 0, 0.5, 0.5]]}]"#]
        }
        if chance(30) && !keys[0].contains("flow") { keys.append(#""header": {"height": 30}"#) }
        if chance(30) { keys.append(#""contentInsets": \#(pick(["8", #"{"top": 4, "leading": 12}"#]))"#) }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    mutating func spec() -> String {
        let sections = (0..<(1 + below(4))).map { _ in section() }.joined(separator: ", ")
        let scale = chance(40) ? #", "scale": \#(pick([1, 2, 3]))"# : ""
        return #"{"container": {"width": \#(pick([320, 390, 834])), "height": 844}\#(scale), "interSectionSpacing": \#(pick([0, 10])), "sections": [\#(sections)]}"#
    }
}
