import LayoutEngine
import LayoutSpec

/// Why a layout cannot be laid out or written as a spec: every problem, each with where it is
/// (a JSON path of the layout's spec, `sections[1].group.subitems[0]…`).
public struct CompositionalLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One problem at `path`.
    init(at path: String, _ message: String) {
        self.init([Diagnostic(.path(path), message)])
    }

    /// The engine's error, at the path the command line names for it.
    init(_ error: LayoutError) {
        self.init([error.diagnostic])
    }

    /// Each problem on a line, as `PATH: MESSAGE`.
    public var description: String {
        diagnostics.map { diagnostic in
            switch diagnostic.location {
            case .path(let path): "\(path): \(diagnostic.message)"
            case .text(let line, let column): "\(line):\(column): \(diagnostic.message)"
            }
        }.joined(separator: "\n")
    }
}
