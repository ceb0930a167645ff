@testable import LayoutSpec

/// The input parsed in two pieces, as a big spec is, must give the tree, or the error and
/// where json-c stopped, of one piece. A spec is cut only from 256 KB on, which the fuzzer's
/// inputs never reach: here the input is cut whatever its length, at each of its commas (up to
/// 64 of them, evenly spread). The cut falls at the first comma after the middle, so spaces
/// before or after the input, which change nothing else, move the middle onto each comma.
func checkSplitParse(_ input: UnsafeBufferPointer<UInt8>) {
    let commas = input.indices.filter { input[$0] == UInt8(ascii: ",") }
    let space = UInt8(ascii: " ")
    for comma in stride(from: 0, to: commas.count, by: max(1, (commas.count + 63) / 64)).map({ commas[$0] }) {
        let before = max(0, input.count - 2 * comma)
        let after = max(0, 2 * comma - input.count)
        let text = [UInt8](repeating: space, count: before) + Array(input) + [UInt8](repeating: space, count: after) + [0]
        text.withUnsafeBufferPointer { compareSplitParse(of: $0) }
    }
}

/// Parses `text` (ending with a NUL) in one piece and in two, and compares the two.
private func compareSplitParse(of text: UnsafeBufferPointer<UInt8>) {
    guard let whole = JSONDocument.tokener(for: text), let cut = JSONDocument.tokener(for: text) else { return }
    let one = SplitParse.parseInOne(with: whole)
    defer { one.free() }
    guard let two = try? SplitParse.parseInTwo(with: cut) else { return }
    defer { two.free() }
    precondition(whole.error == cut.error, "split parse error \(cut.error) vs \(whole.error)")
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
private func same(_ first: JSONValue, _ second: JSONValue) -> Bool {
    guard first.kind == second.kind else { return false }
    switch first.kind {
    case .null: return true
    case .boolean: return first.boolean == second.boolean
    case .number: return first.number.bitPattern == second.number.bitPattern
    case .string: return first.string == second.string
    case .array: return first.count == second.count && (0..<first.count).allSatisfy { same(first[$0], second[$0]) }
    case .object: return members(of: first).elementsEqual(members(of: second)) { $0.key == $1.key && same($0.value, $1.value) }
    }
}

private func members(of object: JSONValue) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    try! object.forEachMember { key, value in members.append((String(cString: key), value)) }
    return members
}
