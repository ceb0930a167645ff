import Foundation

// What the test targets share: a seeded generator, the package's folder, and a short account of
// where two long outputs differ.

/// SeededRandom: the same numbers for the same seed, on every machine, so that generated cases
/// are the same every run.
public struct SeededRandom: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether a chance of `percent` in a hundred comes up.
    public mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    /// One of `values`.
    public mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}

/// The package's root folder.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Where `actual` first differs from `expected`, with a little of each from there; nil when they
/// are equal. A failed comparison of megabytes of output then says where, not everything.
public func firstDifference(_ actual: String, _ expected: String) -> String? {
    let actualBytes = Array(actual.utf8)
    let expectedBytes = Array(expected.utf8)
    guard actualBytes != expectedBytes else { return nil }
    let offset = zip(actualBytes, expectedBytes).prefix { $0 == $1 }.count
    func excerpt(_ bytes: [UInt8]) -> String { String(decoding: bytes[offset...].prefix(60), as: UTF8.self) }
    return "at byte \(offset) of \(actualBytes.count) (expected \(expectedBytes.count)): \(excerpt(actualBytes)) ≠ \(excerpt(expectedBytes))"
}

/// Characters that Swift's string literals refuse, given by their hexadecimal code points.
public func noncharacters(_ hex: String) -> String {
    String(String.UnicodeScalarView(hex.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
}

/// A spec of `sections` sections, each of one item in groups of `count` 10,000 nested 31 deep:
/// 310,000 group members a section, each group laid out once however often the groups around it
/// repeat it (the group solver's work a run bounds, `SolverWork`).
public func nestedCountsSpec(sections: Int, height: Double? = nil) -> String {
    var group = #"{"size": {"width": {"absolute": 1}, "height": {"fractionalHeight": 1}}}"#
    for _ in 0..<31 {
        group = #"{"group": "horizontal", "count": 10000, "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "subitems": [\#(group)]}"#
    }
    let section = #"{"kind": "compositional", "items": 1, "group": \#(group)}"#
    let container = height.map { #"{"width": 390, "height": \#($0)}"# } ?? #"{"width": 390}"#
    return #"{"container": \#(container), "sections": [\#(Array(repeating: section, count: sections).joined(separator: ", "))]}"#
}

/// Random specs of every kind, the same for the same seed.
public struct SpecGenerator {
    /// The seeds the tests that use it take.
    public static let seeds = Array(1...60)

    var random: SeededRandom

    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func fraction() -> String { pick(["0.1", "0.25", "0.3333333333333333", "0.5", "1", "1.2"]) }
    mutating func length() -> String { pick(["0", "1", "7.5", "44", "100", "0.3333333333333333", "390"]) }

    mutating func dimension() -> String {
        switch below(5) {
        case 0: #"{"fractionalWidth": \#(fraction())}"#
        case 1: #"{"fractionalHeight": \#(fraction())}"#
        case 2: #"{"absolute": \#(length())}"#
        case 3: #"{"estimated": \#(length())}"#
        default: #"{"uniformAcrossSiblings": \#(length())}"#
        }
    }

    mutating func size() -> String { #"{"width": \#(dimension()), "height": \#(dimension())}"# }

    mutating func node(depth: Int) -> String {
        if depth > 2 || chance(50) {
            var item = #"{"size": \#(size())"#
            if chance(30) { item += #", "contentInsets": \#(pick(["2", "5", #"{"leading": 3}"#, "-4"]))"# }
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
        switch below(7) {
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
        case 5:
            keys = [#""kind": "mosaic""#, #""items": \#(items)"#, #""pattern": ["oneTwo", "threeRight", {"rects": [[0, 0, 0.5, 0.5]]}]"#]
        default:
            // A list's insets and header are its configuration's.
            let rows = (0..<items).map { _ in chance(70) ? "{}" : #"{"height": \#(length())}"# }
            keys = [
                #""kind": "list""#, #""items": [\#(rows.joined(separator: ", "))]"#,
                #""appearance": "\#(pick(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]))""#,
                #""headerMode": "\#(pick(["none", "supplementary", "firstItemInSection"]))""#,
                #""footerMode": "\#(pick(["none", "supplementary"]))""#,
            ]
            if chance(30) { keys.append(#""headerTopPadding": \#(length())"#) }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        if chance(30) && !keys[0].contains("flow") { keys.append(#""header": {"height": 30}"#) }
        if chance(30) { keys.append(#""contentInsets": \#(pick(["8", #"{"top": 4, "leading": 12}"#, #"{"top": -6, "leading": -12, "trailing": -3}"#]))"#) }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    public mutating func spec() -> String {
        let sections = (0..<(1 + below(4))).map { _ in section() }.joined(separator: ", ")
        let scale = chance(40) ? #", "scale": \#(pick([1, 2, 3]))"# : ""
        let idiom = chance(30) ? #", "idiom": "\#(pick(["phone", "pad", "mac"]))""# : ""
        return #"{"container": {"width": \#(pick([320, 390, 834])), "height": 844}\#(scale)\#(idiom), "interSectionSpacing": \#(pick([0, 10])), "sections": [\#(sections)]}"#
    }
}
