import LayoutSpec

/// A JSON document held in Swift, for reading the samples and the specs the harness writes
/// without json-c: these tests build with nothing installed, as an app's package does. The
/// spec format reads any `SpecNode` (the command line's are json-c's); this one keeps each
/// object's members in the document's order, which the format reads them in. It parses the
/// project's own files, strict JSON, and stops at anything else.
indirect enum SampleJSON: SpecNode {
    case null
    case boolean(Bool)
    case number(Double)
    case string(String)
    case array([SampleJSON])
    case object([(String, SampleJSON)])

    /// The document `text` is.
    static func parse(_ text: String) throws -> SampleJSON {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("text after the document") }
        return value
    }

    var type: JSONType {
        switch self {
        case .null: .null
        case .boolean: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    var boolean: Bool {
        if case .boolean(let value) = self { return value }
        return false
    }

    var number: Double {
        if case .number(let value) = self { return value }
        return 0
    }

    var string: String {
        if case .string(let value) = self { return value }
        return ""
    }

    var count: Int {
        if case .array(let elements) = self { return elements.count }
        return 0
    }

    func element(_ index: Int) -> any SpecNode {
        if case .array(let elements) = self { return elements[index] }
        return SampleJSON.null
    }

    func forEachMember(_ body: (UnsafeRawBufferPointer, any SpecNode) throws(SpecError) -> Void) throws(SpecError) {
        guard case .object(let members) = self else { return }
        for (name, value) in members {
            var failure: SpecError?
            Array(name.utf8).withUnsafeBytes { bytes in
                do throws(SpecError) { try body(bytes, value) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    func member(_ name: String) -> (any SpecNode)? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == name }?.1
    }

    var leadingNumbers: [Double] {
        guard case .array(let elements) = self else { return [] }
        var numbers: [Double] = []
        for element in elements {
            guard case .number(let value) = element else { break }
            numbers.append(value)
        }
        return numbers
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        func error(_ what: String) -> Failure { Failure(description: "\(what) at byte \(index)") }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws -> SampleJSON {
            skipWhitespace()
            guard index < bytes.count else { throw error("end of the text") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(String, SampleJSON)] = []
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipWhitespace()
                    let name = try string()
                    skipWhitespace()
                    try expect(":")
                    members.append((name, try value()))
                    skipWhitespace()
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .object(members)
                    }
                    try expect(",")
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [SampleJSON] = []
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                while true {
                    elements.append(try value())
                    skipWhitespace()
                    if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return .array(elements)
                    }
                    try expect(",")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .boolean(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .boolean(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default:
                let start = index
                while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("a bad number") }
                return .number(number)
            }
        }

        mutating func expect(_ character: Character) throws {
            guard index < bytes.count, bytes[index] == character.asciiValue else { throw error("expected \(character)") }
            index += 1
        }

        mutating func literal(_ word: String) throws {
            guard bytes[index...].starts(with: word.utf8) else { throw error("expected \(word)") }
            index += word.utf8.count
        }

        mutating func string() throws -> String {
            try expect("\"")
            var scalars = String.UnicodeScalarView()
            var utf8: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll()
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard bytes[index] == UInt8(ascii: "\\") else {
                    utf8.append(bytes[index])
                    index += 1
                    continue
                }
                flush()
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var unit = try hex()
                    if (0xD800..<0xDC00).contains(unit) {
                        index += 2  // past `\u` to the low half's digits
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (try hex() - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(unit) else { throw error("a bad escape") }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(bytes[index]))
                }
                index += 1
            }
            flush()
            try expect("\"")
            return String(scalars)
        }

        /// The four hex digits after `index` (a `u`), leaving `index` on the last.
        mutating func hex() throws -> UInt32 {
            guard index + 4 < bytes.count, let unit = UInt32(String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16) else {
                throw error("a bad escape")
            }
            index += 4
            return unit
        }
    }
}
