import LayoutSpec

/// Why a layout has no snapshot: it cannot be laid out (every problem, with its place in the
/// spec `LayoutcalcHarness.spec(of:)` writes), its output would pass the command line's limits,
/// or a custom layout answers what no snapshot can say.
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, one line a problem.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The issues of `error`, as the command line words them, naming the layout `source`.
    public init(_ error: SpecError, source: String) {
        message = error.issues.map { $0.rendered(source: source) }.joined(separator: "\n")
    }

    public var description: String { message }
}
