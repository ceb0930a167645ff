/// Lays out JSON exactly as `jq .` does: each member and element on its own line, indented two
/// spaces per level, `"key": value`, and `{}` / `[]` for empty containers.
package struct PrettyPrinter {
    /// How many containers are open.
    private var depth = 0
    /// Bit d: whether the container open at depth d has a member yet.
    private var hasMembers: UInt64 = 0

    /// Containers nest at most this deep (one bit of `hasMembers` each).
    package static let maximumDepth = 63

    package init() {}

    package mutating func openObject(_ out: inout ByteWriter) throws(OutputError) {
        try out.byte(UInt8(ascii: "{"))
        open()
    }

    package mutating func openArray(_ out: inout ByteWriter) throws(OutputError) {
        try out.byte(UInt8(ascii: "["))
        open()
    }

    package mutating func closeObject(_ out: inout ByteWriter) throws(OutputError) {
        try close(UInt8(ascii: "}"), &out)
    }

    package mutating func closeArray(_ out: inout ByteWriter) throws(OutputError) {
        try close(UInt8(ascii: "]"), &out)
    }

    /// Starts the next member of the open object; its value follows.
    package mutating func key(named name: String, _ out: inout ByteWriter) throws(OutputError) {
        try out.line(comma: startMember(), indent: 2 * depth)
        try out.jsonString(name)
        try out.text(": ")
    }

    /// Starts the next element of the open array; its value follows.
    package mutating func element(_ out: inout ByteWriter) throws(OutputError) {
        try out.line(comma: startMember(), indent: 2 * depth)
    }

    private mutating func open() {
        precondition(depth < Self.maximumDepth, "JSON output nests too deep")
        hasMembers &= ~(1 << UInt64(depth))
        depth += 1
    }

    /// Marks the open container as having a member; returns whether it had one before.
    @inline(__always)
    private mutating func startMember() -> Bool {
        let bit: UInt64 = 1 << UInt64(depth - 1)
        defer { hasMembers |= bit }
        return hasMembers & bit != 0
    }

    private mutating func close(_ bracket: UInt8, _ out: inout ByteWriter) throws(OutputError) {
        depth -= 1
        if hasMembers & (1 << UInt64(depth)) != 0 {
            try out.line(comma: false, indent: 2 * depth)
        }
        try out.byte(bracket)
    }
}
