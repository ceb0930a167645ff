import LayoutText
/// What a JSON value is.
public enum JSONType: Sendable {
    case null, boolean, number, string, array, object
}

/// A value of a parsed JSON document, as the spec format reads it. LayoutSpecReader's json-c
/// tree is one; the format reads from any, so nothing here knows json-c. A long array's halves
/// are read at once, on two threads: reading a value must change nothing.
public protocol SpecNode: Sendable {
    var type: JSONType { get }
    var boolean: Bool { get }
    /// A number's value; ±infinity for one too large for a double (or, an integer, for 64 bits).
    var number: Double { get }
    var string: String { get }
    /// An array's element count.
    var count: Int { get }
    func element(_ index: Int) -> any SpecNode
    /// Calls `body` with each member of an object in the document's order, its name as UTF-8.
    func forEachMember(_ body: (UnsafeRawBufferPointer, any SpecNode) throws(SpecError) -> Void) throws(SpecError)
    /// The value of member `name` of an object, if it has one.
    func member(_ name: String) -> (any SpecNode)?
    /// The numbers an array starts with, up to its first element that is not a number, read at
    /// once: a million ratios is the common large spec.
    var leadingNumbers: [Double] { get }
}

extension SpecNode {
    /// The value as a message names it.
    var found: FoundValue {
        switch type {
        case .null: .null
        case .boolean: .boolean(boolean)
        case .number: .number(number)
        case .string: .string(string)
        case .array: .array(count: count)
        case .object: .object
        }
    }
}
