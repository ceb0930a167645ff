/// The member names of the objects open at a point of the text, for finding a name given twice
/// in one object: json-c keeps the last value without a word (`{"columns": 2, "columns": 3}`
/// lays out 3 columns), where a person meant one of them.
///
/// `LexicalCheck` reports each `{` and `}` and each name as it passes them. A name is compared
/// with those of its own object only: its bytes when neither has an escape, decoded otherwise
/// (`"a"` and `"\u0061"` are the same name). An object's first names are compared one by one;
/// from `tableThreshold` names on, the object keeps a table of them, so a hostile object of a
/// hundred thousand names costs no more than as many objects of one.
struct MemberNames {
    /// Where a name is in the text: its quotes.
    private struct Name {
        var quote: Int
        var close: Int
        var hasEscape: Bool
    }

    private static let tableThreshold = 16

    /// The names of every open object, innermost last.
    private var names: [Name] = []
    /// Where each open object's names start in `names`, innermost last.
    private var objectStarts: [Int] = []
    /// The tables of the open objects that have them, by their place in `objectStarts`.
    private var tables: [Int: [[UInt8]: Int]] = [:]

    mutating func openObject() {
        objectStarts.append(names.count)
    }

    mutating func closeObject() {
        // Text json-c refused can close more than it opened.
        guard let start = objectStarts.popLast() else { return }
        names.removeSubrange(start..<names.count)
        if !tables.isEmpty { tables[objectStarts.count] = nil }
    }

    /// Adds the name between `quote` and `close` to the innermost open object; returns the
    /// quote of the same name given before in that object, if any.
    mutating func add(quote: Int, close: Int, hasEscape: Bool, in text: UnsafePointer<UInt8>) -> Int? {
        guard let first = objectStarts.last else { return nil }
        let name = Name(quote: quote, close: close, hasEscape: hasEscape)
        if names.count - first < Self.tableThreshold {
            var index = first
            while index < names.count {
                if Self.same(names[index], name, in: text) { return names[index].quote }
                index += 1
            }
            names.append(name)
            return nil
        }
        let object = objectStarts.count - 1
        if tables[object] == nil {
            var table: [[UInt8]: Int] = [:]
            for earlier in names[first...] { table[Self.decoded(earlier, in: text)] = earlier.quote }
            tables[object] = table
        }
        let key = Self.decoded(name, in: text)
        if let earlier = tables[object]![key] { return earlier }
        tables[object]![key] = quote
        names.append(name)
        return nil
    }

    private static func same(_ first: Name, _ second: Name, in text: UnsafePointer<UInt8>) -> Bool {
        if first.hasEscape || second.hasEscape { return decoded(first, in: text) == decoded(second, in: text) }
        let length = first.close - first.quote
        guard second.close - second.quote == length else { return false }
        for offset in 1..<length where text[first.quote + offset] != text[second.quote + offset] { return false }
        return true
    }

    private static func decoded(_ name: Name, in text: UnsafePointer<UInt8>) -> [UInt8] {
        StringText.decoded(text, quote: name.quote, close: name.close)
    }
}
