import LayoutText
/// Where a value sits in a spec: `sections[2].group.subitems[0].size`. Issues name their place
/// by it, whether the spec was read from JSON or written from a layout built in code (the path
/// the value has in the spec `SpecWriter` writes).
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document itself.
    public static let root = SpecPath()

    public mutating func append(_ component: Component) {
        components.append(component)
    }

    public mutating func removeLast() {
        components.removeLast()
    }

    /// Whether this path is `other` or a value within it.
    public func starts(with other: SpecPath) -> Bool {
        components.starts(with: other.components)
    }

    /// The path with `key` appended.
    public func key(_ key: String) -> SpecPath {
        var path = self
        path.append(.key(key))
        return path
    }

    /// The path with `index` appended.
    public func index(_ index: Int) -> SpecPath {
        var path = self
        path.append(.index(index))
        return path
    }

    /// The path as messages write it; `$` is the document itself.
    public var description: String {
        guard !components.isEmpty else { return "$" }
        var result = ""
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    if !result.isEmpty { result += "." }
                    result += key
                } else {
                    result += "[" + Self.quoted(key) + "]"
                }
            }
        }
        return result
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static func quoted(_ key: String) -> String {
        var result = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Where an issue is: a position in the spec's text, or a value of the spec.
public enum SpecPlace: Hashable, Sendable {
    case text(TextPosition)
    case path(SpecPath)
}

/// A 1-based line and column of a text, the column counting characters (not bytes).
public struct TextPosition: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
