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

    /// An open object: where its names start in `names`, and their table once it has many.
    private struct Object {
        var firstName: Int
        var table: [[UInt8]: Int]?
    }

    private static let tableThreshold = 16

    /// The names of every open object, innermost last.
    private var names: [Name] = []
    private var objects: [Object] = []

    mutating func openObject() {
        objects.append(Object(firstName: names.count, table: nil))
    }

    mutating func closeObject() {
        // Text json-c refused can close more than it opened.
        guard let object = objects.popLast() else { return }
        names.removeLast(names.count - object.firstName)
    }

    /// Adds the name between `quote` and `close` to the innermost open object; returns the
    /// quote of the same name given before in that object, if any.
    mutating func add(quote: Int, close: Int, hasEscape: Bool, in text: UnsafePointer<UInt8>) -> Int? {
        guard let innermost = objects.indices.last else { return nil }
        let name = Name(quote: quote, close: close, hasEscape: hasEscape)
        let first = objects[innermost].firstName
        if names.count - first < Self.tableThreshold {
            for earlier in names[first...] where Self.same(earlier, name, in: text) { return earlier.quote }
            names.append(name)
            return nil
        }
        if objects[innermost].table == nil {
            var table: [[UInt8]: Int] = [:]
            for earlier in names[first...] { table[Self.decoded(earlier, in: text)] = earlier.quote }
            objects[innermost].table = table
        }
        let key = Self.decoded(name, in: text)
        if let earlier = objects[innermost].table![key] { return earlier }
        objects[innermost].table![key] = quote
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
