import LayoutSpec
import LayoutText

/// Why a golden file's frames cannot be read back: its JSON is not JSON (at its line and
/// column), or a value is not what layoutcalc prints there (at its JSON path, after the line
/// for ndjson).
public struct GoldenError: Error, Sendable, CustomStringConvertible {
    public enum Place: Hashable, Sendable {
        /// A JSON syntax error, as the reader places it.
        case text(SpecIssue)
        /// A value of a JSON document.
        case path(SpecPath)
        /// A value of one line of ndjson (the path within the line's object).
        case line(Int, SpecPath)
    }

    public var place: Place
    /// What is wrong; empty for a syntax error, whose issue words it.
    public var message: String

    public init(at place: Place, _ message: String = "") {
        self.place = place
        self.message = message
    }

    /// As the command line prints it: `GOLDEN:LINE:COL: error: …` for JSON that is not JSON,
    /// `GOLDEN: error: PATH: …` for a value, with `line N` first in ndjson.
    public func rendered(source: String) -> String {
        switch place {
        case .text(let issue): issue.rendered(source: source)
        case .path(let path): TerminalText.escaped("\(source): error: \(path): \(message)")
        case .line(let line, let path):
            TerminalText.escaped("\(source): error: line \(line)\(path.components.isEmpty ? "" : ", \(path)"): \(message)")
        }
    }

    public var description: String { rendered(source: "golden") }
}
