import LayoutSpec

/// JSON read by a small parser of its own, in Swift, for a process without json-c: a layout
/// snapshot is compared in an app's test process, whose package builds no C. Strict as
/// RFC 8259 is (no comments, trailing commas, leading zeros or bare words; UTF-8 only), as deep
/// as a spec may nest. Numbers are read by `Double(String)`, which rounds correctly, so a
/// number reads back to the very double layoutcalc printed (Foundation's `JSONSerialization`
/// does not, on Linux). Objects are kept as lists of members, searched in order: a layout's
/// objects have a handful of keys.
public struct PlainJSON: JSONTreeParser {
    public init() {}

    public func withRoot<Result>(of text: [UInt8], _ body: (any SpecNode) throws(SpecError) -> Result) throws(SpecError) -> Result {
        var parser = Parser(text: text)
        return try body(try parser.document())
    }
}

/// A value of a document `PlainJSON` read.
struct PlainNode: SpecNode {
    indirect enum Value: Sendable {
        case null
        case boolean(Bool)
        case number(Double)
        case string(String)
        case array([PlainNode])
        case object([(name: String, value: PlainNode)])
    }

    let value: Value

    var type: JSONType {
        switch value {
        case .null: .null
        case .boolean: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    var boolean: Bool {
        if case .boolean(let value) = value { return value }
        return false
    }

    var number: Double {
        if case .number(let value) = value { return value }
        return 0
    }

    var string: String {
        if case .string(let value) = value { return value }
        return ""
    }

    var count: Int {
        switch value {
        case .array(let elements): elements.count
        case .object(let members): members.count
        default: 0
        }
    }

    func element(_ index: Int) -> any SpecNode {
        if case .array(let elements) = value, elements.indices.contains(index) { return elements[index] }
        return PlainNode(value: .null)
    }

    func forEachMember(_ body: (UnsafeRawBufferPointer, any SpecNode) throws(SpecError) -> Void) throws(SpecError) {
        guard case .object(let members) = value else { return }
        for member in members {
            let result = Array(member.name.utf8).withUnsafeBytes { (name) in
                Result { () throws(SpecError) in try body(name, member.value) }
            }
            try result.get()
        }
    }

    func member(_ name: String) -> (any SpecNode)? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.name == name }?.value
    }

    var leadingNumbers: [Double] {
        guard case .array(let elements) = value else { return [] }
        var numbers: [Double] = []
        for element in elements {
            guard case .number(let number) = element.value else { break }
            numbers.append(number)
        }
        return numbers
    }
}

/// The recursive descent over the text's bytes.
private struct Parser {
    let text: [UInt8]
    var offset = 0
    var depth = 0

    mutating func document() throws(SpecError) -> PlainNode {
        skipWhitespace()
        guard offset < text.count else { throw failure(.emptyDocument) }
        let root = try value()
        skipWhitespace()
        if offset < text.count { throw failure(.textAfterDocument(character(at: offset))) }
        return root
    }

    private mutating func value() throws(SpecError) -> PlainNode {
        guard offset < text.count else { throw failure(.unexpectedEnd) }
        switch text[offset] {
        case UInt8(ascii: "{"): return try nested { (parser) throws(SpecError) in try parser.object() }
        case UInt8(ascii: "["): return try nested { (parser) throws(SpecError) in try parser.array() }
        case UInt8(ascii: "\""): return PlainNode(value: .string(try string()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return PlainNode(value: .number(try number()))
        case UInt8(ascii: "t"): return try word("true", PlainNode(value: .boolean(true)))
        case UInt8(ascii: "f"): return try word("false", PlainNode(value: .boolean(false)))
        case UInt8(ascii: "n"): return try word("null", PlainNode(value: .null))
        case UInt8(ascii: "'"): throw failure(.singleQuotes)
        case UInt8(ascii: "/"): throw failure(.comment)
        default: throw unexpected("a value")
        }
    }

    /// An array or object, one level deeper.
    private mutating func nested(_ body: (inout Parser) throws(SpecError) -> PlainNode.Value) throws(SpecError) -> PlainNode {
        guard depth < SpecLimits.maximumNesting else { throw failure(.nestsTooDeep(limit: SpecLimits.maximumNesting)) }
        depth += 1
        defer { depth -= 1 }
        return PlainNode(value: try body(&self))
    }

    private mutating func object() throws(SpecError) -> PlainNode.Value {
        offset += 1
        var members: [(name: String, value: PlainNode)] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard isNext(UInt8(ascii: "\"")) else {
                throw isNext(UInt8(ascii: "}")) ? failure(.trailingComma) : unexpected("a member's name")
            }
            let name = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected("':'") }
            skipWhitespace()
            members.append((name, try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { continue }
            if peek(UInt8(ascii: "}")) { return .object(members) }
            throw unexpected("',' or '}'")
        }
    }

    private mutating func array() throws(SpecError) -> PlainNode.Value {
        offset += 1
        var elements: [PlainNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            if isNext(UInt8(ascii: "]")) { throw failure(.trailingComma) }
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { continue }
            if peek(UInt8(ascii: "]")) { return .array(elements) }
            throw unexpected("',' or ']'")
        }
    }

    /// Whether the next byte is `byte`.
    private func isNext(_ byte: UInt8) -> Bool {
        offset < text.count && text[offset] == byte
    }

    /// Whether the next byte is `byte`; if it is, it is read.
    private mutating func peek(_ byte: UInt8) -> Bool {
        guard offset < text.count, text[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func word(_ word: String, _ node: PlainNode) throws(SpecError) -> PlainNode {
        let bytes = Array(word.utf8)
        guard text.count - offset >= bytes.count, Array(text[offset..<offset + bytes.count]) == bytes else { throw unexpected("a value") }
        offset += bytes.count
        return node
    }

    /// A number as JSON writes it, read by Swift's correctly rounded conversion.
    private mutating func number() throws(SpecError) -> Double {
        let start = offset
        _ = peek(UInt8(ascii: "-"))
        guard offset < text.count, Self.isDigit(text[offset]) else { throw unexpected("a digit") }
        if peek(UInt8(ascii: "0")) {
            if offset < text.count, Self.isDigit(text[offset]) { throw failure(.leadingZero) }
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            guard offset < text.count, Self.isDigit(text[offset]) else { throw failure(.decimalPointWithoutDigits) }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            if !peek(UInt8(ascii: "+")) { _ = peek(UInt8(ascii: "-")) }
            guard offset < text.count, Self.isDigit(text[offset]) else { throw unexpected("a digit") }
            skipDigits()
        }
        // The grammar above leaves Double nothing it cannot read; past its range it is ±infinity.
        return Double(String(decoding: text[start..<offset], as: UTF8.self)) ?? .nan
    }

    private mutating func skipDigits() {
        while offset < text.count, Self.isDigit(text[offset]) { offset += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func string() throws(SpecError) -> String {
        offset += 1
        var bytes: [UInt8] = []
        while true {
            guard offset < text.count else { throw failure(.unexpectedEnd) }
            let byte = text[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(validating: bytes, as: UTF8.self) else { throw failure(.invalidUTF8) }
                return string
            case UInt8(ascii: "\\"):
                offset += 1
                try escape(into: &bytes)
            case 0..<0x20:
                throw failure(.unescapedControlCharacter(byte))
            default:
                bytes.append(byte)
                offset += 1
            }
        }
    }

    private mutating func escape(into bytes: inout [UInt8]) throws(SpecError) {
        guard offset < text.count else { throw failure(.unexpectedEnd) }
        let byte = text[offset]
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let unescaped = simple[byte] {
            bytes.append(unescaped)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            offset -= 1
            throw unexpected("an escape")
        }
        var scalar = UInt32(try codeUnit())
        if (0xD800..<0xDC00).contains(scalar) {
            guard peek(UInt8(ascii: "\\")), peek(UInt8(ascii: "u")) else { throw failure(.unpairedSurrogate(UInt16(scalar))) }
            let low = UInt32(try codeUnit())
            guard (0xDC00..<0xE000).contains(low) else { throw failure(.unpairedSurrogate(UInt16(scalar))) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw failure(.unpairedSurrogate(UInt16(scalar)))
        }
        guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { throw failure(.escapedNul(inName: false)) }
        bytes.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    /// The four hexadecimal digits of a `\u` escape.
    private mutating func codeUnit() throws(SpecError) -> UInt16 {
        guard text.count - offset >= 4, let unit = UInt16(String(decoding: text[offset..<offset + 4], as: UTF8.self), radix: 16) else {
            throw unexpected("four hexadecimal digits")
        }
        offset += 4
        return unit
    }

    private mutating func skipWhitespace() {
        while offset < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[offset]) { offset += 1 }
    }

    private func unexpected(_ expected: String) -> SpecError {
        guard offset < text.count else { return failure(.unexpectedEnd) }
        return failure(.unexpectedCharacter(character(at: offset), expected: expected))
    }

    /// The character that starts at `offset` (a byte that starts none stands for itself).
    private func character(at offset: Int) -> Character {
        let end = min(text.count, offset + 4)
        for length in stride(from: end - offset, through: 1, by: -1) {
            if let string = String(validating: text[offset..<offset + length], as: UTF8.self), string.count == 1 {
                return Character(string)
            }
        }
        return Character(Unicode.Scalar(text[offset]))
    }

    /// `problem` at the current offset's line and column (columns count characters, from 1).
    private func failure(_ problem: JSONSyntaxProblem) -> SpecError {
        let at = min(offset, text.count)
        let lineStart = text[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = 1 + text[..<lineStart].count { $0 == 0x0A }
        let column = 1 + text[lineStart..<at].count { $0 & 0xC0 != 0x80 }
        return SpecError(.syntax(problem), at: .text(TextPosition(line: line, column: column)))
    }
}
