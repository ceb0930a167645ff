internal import CJSONC
import LayoutSpec

/// A value in json-c's tree, read in place; valid while `JSONDocument.parse`'s body runs. The
/// spec format reads specs through it (`SpecNode`).
///
/// Unchecked `Sendable`, and safe: json-c's functions that read a value (its type, number,
/// string, an element, a member) change nothing in the tree, and nothing changes the tree
/// while it is read, so two threads may read it at once.
struct JSONValue: SpecNode, @unchecked Sendable {
    private let raw: OpaquePointer?

    init(_ raw: OpaquePointer?) {
        self.raw = raw
    }

    var type: JSONType {
        guard let raw else { return .null }
        switch json_object_get_type(raw) {
        case json_type_boolean: return .boolean
        case json_type_double, json_type_int: return .number
        case json_type_string: return .string
        case json_type_array: return .array
        case json_type_object: return .object
        default: return .null
        }
    }

    var boolean: Bool { json_object_get_boolean(raw) != 0 }

    /// The number's value; ±infinity for an integer too large for 64 bits (json-c saturates
    /// those) or a literal beyond the double range.
    var number: Double {
        if json_object_get_type(raw) == json_type_int {
            let value = json_object_get_int64(raw)
            if value == .max || value == .min { return value > 0 ? .infinity : -.infinity }
            return Double(value)
        }
        return json_object_get_double(raw)
    }

    /// The string's text, all of its bytes (`LexicalCheck` has refused a `\u0000` in it, and
    /// UTF-8 that would not read back as written).
    var string: String {
        guard let start = json_object_get_string(raw) else { return "" }
        let bytes = UnsafeRawBufferPointer(start: start, count: Int(json_object_get_string_len(raw)))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number of elements of an array.
    var count: Int { Int(json_object_array_length(raw)) }

    /// The numbers an array starts with, up to its first element that is not a number (or is
    /// an integer too large for 64 bits), read in one call to C.
    var leadingNumbers: [Double] {
        [Double](unsafeUninitializedCapacity: count) { buffer, read in
            read = cjsonc_array_leading_numbers(raw, buffer.baseAddress)
        }
    }

    func element(_ index: Int) -> any SpecNode {
        JSONValue(json_object_array_get_idx(raw, index))
    }

    /// The value of `key` in an object, if present (a present JSON null is a `.null` value).
    func member(_ key: String) -> (any SpecNode)? {
        var value: OpaquePointer?
        guard json_object_object_get_ex(raw, key, &value) != 0 else { return nil }
        return JSONValue(value)
    }

    /// Calls `body` with each member of an object, in the document's order.
    func forEachMember(_ body: (UnsafeRawBufferPointer, any SpecNode) throws(SpecError) -> Void) throws(SpecError) {
        var entry = cjsonc_object_first(raw)
        while let current = entry {
            guard let key = cjsonc_entry_key(current) else { break }
            var length = 0
            while key[length] != 0 { length += 1 }
            try body(UnsafeRawBufferPointer(start: key, count: length), JSONValue(cjsonc_entry_value(current)))
            entry = cjsonc_entry_next(current)
        }
    }
}
