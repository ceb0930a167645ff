import LayoutSpec
@testable import LayoutSpecReader

/// The input parsed in two pieces, as a big spec is, must give the tree, or the error and
/// where json-c stopped, of one piece. A spec is cut only from 256 KB on, which the fuzzer's
/// inputs never reach: here the input is cut whatever its length, at the comma
/// `SplitParse.cut(in:)` chooses (the shallowest array's, near the middle), and then at each
/// of its commas (up to 64 of them, evenly spread), so that every kind of cut is tried, not
/// only the one the middle gives.
func checkSplitParse(_ input: UnsafeBufferPointer<UInt8>) {
    let text = Array(input) + [0]
    text.withUnsafeBufferPointer { text in
        compareSplitParse(of: text, cutAt: nil)
        let commas = text.indices.filter { text[$0] == UInt8(ascii: ",") }
        for comma in stride(from: 0, to: commas.count, by: max(1, (commas.count + 63) / 64)).map({ commas[$0] }) {
            compareSplitParse(of: text, cutAt: comma)
        }
    }
}

/// Parses `text` (ending with a NUL) in one piece and in two, cut at the comma at offset
/// `comma` (or where `SplitParse.cut(in:)` says, if nil), and compares the two.
private func compareSplitParse(of text: UnsafeBufferPointer<UInt8>, cutAt comma: Int?) {
    guard let whole = JSONDocument.tokener(for: text), let cut = JSONDocument.tokener(for: text) else { return }
    let one = SplitParse.parseInOne(with: whole)
    defer { one.free() }
    let parsedInTwo = comma.map { comma in try? SplitParse.parseInTwo(with: cut, cutAt: comma) } ?? (try? SplitParse.parseInTwo(with: cut))
    // Only running out of memory throws, when the two pieces are joined.
    guard let two = parsedInTwo else { return }
    defer { two.free() }
    precondition(whole.error.rawValue == cut.error.rawValue, "split parse error \(cut.error.rawValue) vs \(whole.error.rawValue)")
    precondition(whole.parseEnd == cut.parseEnd, "split parse stops at \(cut.parseEnd) vs \(whole.parseEnd)")
    switch (one.root, two.root) {
    case (nil, nil): break
    case (let first?, let second?):
        precondition(same(JSONValue(first), JSONValue(second)), "split parse gives another tree")
    default:
        preconditionFailure("split parse gives a tree where one piece gives none, or none where it gives one")
    }
}

/// Whether two trees hold the same values, an object's members in the same order.
private func same(_ first: any SpecNode, _ second: any SpecNode) -> Bool {
    guard first.type == second.type else { return false }
    switch first.type {
    case .null: return true
    case .boolean: return first.boolean == second.boolean
    case .number: return first.number.bitPattern == second.number.bitPattern
    case .string: return first.string == second.string
    case .array:
        return first.count == second.count && (0..<first.count).allSatisfy { same(first.element($0), second.element($0)) }
    case .object:
        return members(of: first).elementsEqual(members(of: second)) { $0.name == $1.name && same($0.value, $1.value) }
    }
}

/// An object's members in the document's order, each name as its UTF-8 bytes.
private func members(of object: any SpecNode) -> [(name: [UInt8], value: any SpecNode)] {
    var members: [(name: [UInt8], value: any SpecNode)] = []
    try! object.forEachMember { name, value in members.append((Array(name), value)) }
    return members
}
