/// Lays out JSON exactly as `jq .` does: each member and element on its own line, indented two
/// spaces per level, `"key": value`, and `{}` / `[]` for empty containers.
struct PrettyPrinter {
    /// For each open container, whether it has a member yet.
    private var hasMembers: [Bool]

    /// A printer whose first container opens `depth` levels deep (for documents inside an array).
    init(depth: Int = 0) {
        hasMembers = [Bool](repeating: true, count: depth)
    }

    mutating func openObject(_ out: inout ByteWriter) throws(OutputError) {
        try out.byte(UInt8(ascii: "{"))
        hasMembers.append(false)
    }

    mutating func openArray(_ out: inout ByteWriter) throws(OutputError) {
        try out.byte(UInt8(ascii: "["))
        hasMembers.append(false)
    }

    mutating func closeObject(_ out: inout ByteWriter) throws(OutputError) {
        try close(UInt8(ascii: "}"), &out)
    }

    mutating func closeArray(_ out: inout ByteWriter) throws(OutputError) {
        try close(UInt8(ascii: "]"), &out)
    }

    /// Starts the next member of the open object; its value follows.
    mutating func key(_ name: StaticString, _ out: inout ByteWriter) throws(OutputError) {
        try newLine(&out)
        try out.byte(UInt8(ascii: "\""))
        try out.text(name)
        try out.text("\": ")
    }

    /// Starts the next element of the open array; its value follows.
    mutating func element(_ out: inout ByteWriter) throws(OutputError) {
        try newLine(&out)
    }

    private mutating func newLine(_ out: inout ByteWriter) throws(OutputError) {
        let depth = hasMembers.count
        if hasMembers[depth - 1] { try out.byte(UInt8(ascii: ",")) }
        hasMembers[depth - 1] = true
        try out.byte(UInt8(ascii: "\n"))
        try out.repeated(UInt8(ascii: " "), count: 2 * depth)
    }

    private mutating func close(_ bracket: UInt8, _ out: inout ByteWriter) throws(OutputError) {
        if hasMembers.removeLast() {
            try out.byte(UInt8(ascii: "\n"))
            try out.repeated(UInt8(ascii: " "), count: 2 * hasMembers.count)
        }
        try out.byte(bracket)
    }
}
