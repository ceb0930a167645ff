import Foundation

/// JSON read with every number exactly the double its text names, as Foundation's
/// `JSONSerialization` does not on Linux (it reads 171.26000000000002 as 171.26000000000008):
/// read through `JSONDecoder`, whose numbers are exact, into the values `JSONSerialization`
/// gives (`[String: Any]`, `[Any]`, `Double`, `String`, `Bool`, `NSNull`).
public enum ExactJSON: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ExactJSON])
    case object([String: ExactJSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([ExactJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: ExactJSON].self))
        }
    }

    /// The document in `data`, as `JSONSerialization.jsonObject(with:)` would give it.
    public static func object(with data: Data) throws -> Any {
        try JSONDecoder().decode(ExactJSON.self, from: data).value
    }

    var value: Any {
        switch self {
        case .null: NSNull()
        case .bool(let bool): bool
        case .number(let number): number
        case .string(let string): string
        case .array(let array): array.map(\.value)
        case .object(let object): object.mapValues(\.value)
        }
    }
}
