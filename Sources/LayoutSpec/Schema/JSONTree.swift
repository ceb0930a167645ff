/// A JSON value held whole in memory, for small documents built in one piece (the schema).
indirect enum JSONTree {
    case object([(key: String, value: JSONTree)])
    case array([JSONTree])
    case string(String)
    case number(Double)
    case boolean(Bool)

    /// Writes the value as `jq .` prints it.
    func write(_ printer: inout PrettyPrinter, _ out: inout ByteWriter) throws(OutputError) {
        switch self {
        case .object(let members):
            try printer.openObject(&out)
            for (key, value) in members {
                try printer.key(named: key, &out)
                try value.write(&printer, &out)
            }
            try printer.closeObject(&out)
        case .array(let elements):
            try printer.openArray(&out)
            for element in elements {
                try printer.element(&out)
                try element.write(&printer, &out)
            }
            try printer.closeArray(&out)
        case .string(let text):
            try out.jsonString(text)
        case .number(let value):
            try out.number(value, precision: nil)
        case .boolean(let value):
            try out.text(value ? "true" : "false")
        }
    }
}

extension JSONTree: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: JSONTree...) { self = .array(elements) }
    init(booleanLiteral value: Bool) { self = .boolean(value) }
}
