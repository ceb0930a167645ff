import ArgumentParser
import LayoutEngine
import LayoutSpec
import LayoutText
import LayoutOutput

/// The numbers options take, each read as its option's `transform`: written as JSON writes
/// numbers (`390`, `-5`, `0.5`, `1e3`), so that `0x10`, `nan`, `inf` and `1e400`, which Swift's
/// `Double(_:)` reads, are refused; and within the option's range. A value refused gets a
/// message saying what the option takes, after the parser's own words, which quote the value
/// as it was typed. Options whose values may be negative read them with `parsing:
/// .unconditional` (or `.unconditionalSingleValue`), so that `-5` is a value and not a flag.
enum NumberArgument {
    private static let maximumLength = SpecLimits.maximumLength

    /// A length: more than 0, at most the longest a spec may give.
    static func length(_ text: String) throws -> Double {
        try number(text, "a decimal number > 0, at most \(Int(maximumLength))") { $0 > 0 && $0 <= maximumLength }
    }

    /// A comma-separated list of lengths.
    static func lengths(_ text: String) throws -> [Double] {
        try list(text, of: length)
    }

    /// A scroll offset: negative or positive, no longer than a length.
    static func offset(_ text: String) throws -> Double {
        let bound = Int(maximumLength)
        return try number(text, "a decimal number from -\(bound) to \(bound)") { abs($0) <= maximumLength }
    }

    /// A point of scroll offsets, `X,Y`.
    static func offsetPoint(_ text: String) throws -> Point {
        let coordinates = try list(text, of: offset)
        guard coordinates.count == 2 else { throw ValidationError("must be two numbers, X,Y") }
        return Point(x: coordinates[0], y: coordinates[1])
    }

    /// A display scale: 1, 2 or 3.
    static func scale(_ text: String) throws -> Double {
        try number(text, "1, 2 or 3") { $0 == 1 || $0 == 2 || $0 == 3 }
    }

    /// A number of decimals: 0 to 17, the most a double holds.
    static func decimals(_ text: String) throws -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let value = Int(text), (0...17).contains(value)
        else { throw ValidationError("must be an integer from 0 to 17") }
        return value
    }

    /// `text` as a number that `allows` takes; `allowed` says which those are.
    private static func number(_ text: some StringProtocol, _ allowed: String, _ allows: (Double) -> Bool) throws -> Double {
        guard isJSONNumber(text.utf8), let value = Double(String(text)), value.isFinite, allows(value) else {
            throw ValidationError("must be \(allowed)")
        }
        return value
    }

    /// Each of the comma-separated values of `text`, read by `read`; which one is refused, when
    /// there are several.
    private static func list<Value>(_ text: String, of read: (String) throws -> Value) throws -> [Value] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return [try read(text)] }
        return try parts.map { part in
            do {
                return try read(String(part))
            } catch let error as ValidationError {
                throw ValidationError("'\(part)' \(error.message)")
            }
        }
    }

    /// Whether `text` is a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: some Collection<UInt8>) -> Bool {
        var rest = text[...]
        func digits() -> Int {
            let count = rest.prefix(while: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }).count
            rest = rest.dropFirst(count)
            return count
        }
        func skip(_ characters: String) -> Bool {
            guard let first = rest.first, characters.utf8.contains(first) else { return false }
            rest = rest.dropFirst()
            return true
        }
        _ = skip("-")
        let whole = rest.first
        let wholeDigits = digits()
        guard wholeDigits == 1 || (wholeDigits > 1 && whole != UInt8(ascii: "0")) else { return false }
        if skip("."), digits() == 0 { return false }
        if skip("eE") {
            _ = skip("+-")
            if digits() == 0 { return false }
        }
        return rest.isEmpty
    }
}
