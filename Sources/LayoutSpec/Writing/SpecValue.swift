/// A spec's JSON as the spec writer builds it, before it is printed.
enum SpecValue: Equatable {
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
struct SpecMember: Equatable {
    var key: String
    var value: SpecValue
}

/// Prints a spec's JSON as `jq .` prints it, through the pretty printer of the output.
struct SpecPrinter {
    private var printer = PrettyPrinter()

    mutating func print(_ value: SpecValue, _ out: inout ByteWriter) throws(OutputError) {
        switch value {
        case .number(let number): try out.number(number, precision: nil)
        case .integer(let integer): try out.integer(integer)
        case .string(let string): try out.jsonString(string)
        case .boolean(let boolean): try out.text(boolean ? "true" : "false")
        case .null: try out.text("null")
        case .array(let elements):
            try printer.openArray(&out)
            for element in elements {
                try printer.element(&out)
                try print(element, &out)
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
                try print(member.value, &out)
            }
            try printer.closeObject(&out)
        }
    }
}
