import LayoutText

/// JSON held whole in memory, as the spec writer and the schema build it before it is printed.
enum SpecValue: Equatable, Sendable {
    case number(Double)
    case integer(Int)
    case string(String)
    case boolean(Bool)
    case null
    case array([SpecValue])
    /// An array of numbers, kept flat (a waterfall's million ratios).
    case numbers([Double])
    /// Members in the order they are printed.
    case object([SpecMember])
}

/// One member of an object.
struct SpecMember: Equatable, Sendable {
    var key: String
    var value: SpecValue

    init(_ key: String, _ value: SpecValue) {
        self.key = key
        self.value = value
    }
}

extension SpecValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: SpecValue...) { self = .array(elements) }
    init(booleanLiteral value: Bool) { self = .boolean(value) }

    /// An object of `members`, in this order.
    static func object(_ members: KeyValuePairs<String, SpecValue>) -> SpecValue {
        .object(members.map { SpecMember($0.key, $0.value) })
    }

    /// Writes the value as `jq .` prints it.
    func write(to out: inout ByteWriter) throws(OutputError) {
        var printer = PrettyPrinter()
        try write(&printer, &out)
    }

    private func write(_ printer: inout PrettyPrinter, _ out: inout ByteWriter) throws(OutputError) {
        switch self {
        case .number(let number): try out.number(number, precision: nil)
        case .integer(let integer): try out.integer(integer)
        case .string(let string): try out.jsonString(string)
        case .boolean(let boolean): try out.text(boolean ? "true" : "false")
        case .null: try out.text("null")
        case .array(let elements):
            try printer.openArray(&out)
            for element in elements {
                try printer.element(&out)
                try element.write(&printer, &out)
            }
            try printer.closeArray(&out)
        case .numbers(let numbers):
            try printer.openArray(&out)
            for number in numbers {
                try printer.element(&out)
                try out.number(number, precision: nil)
            }
            try printer.closeArray(&out)
        case .object(let members):
            try printer.openObject(&out)
            for member in members {
                try printer.key(named: member.key, &out)
                try member.value.write(&printer, &out)
            }
            try printer.closeObject(&out)
        }
    }
}
