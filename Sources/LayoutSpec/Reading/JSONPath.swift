/// Where a value sits in the document: `sections[2].group.subitems[0].size`.
struct JSONPath {
    enum Component {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    mutating func push(_ component: Component) {
        components.append(component)
    }

    mutating func pop() {
        components.removeLast()
    }

    /// The path as written in diagnostics; `$` is the document itself.
    var text: String {
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

    /// The path with `component` appended.
    func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.push(component)
        return copy
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
            case _ where scalar.value < 0x20: result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// The nearest of `candidates` to `word`, if near enough to be a likely typo.
enum Suggestion {
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(2, min(word.count, best.name.count) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
