/// Why a spec cannot be read or laid out, or a layout built in code cannot be: every issue
/// found, in the order they were found. The one error the spec's readers, checks and writer and
/// the Swift API throw.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var issues: [SpecIssue]

    public init(_ issues: [SpecIssue]) {
        self.issues = issues
    }

    public init(_ problem: SpecProblem, at place: SpecPlace) {
        self.init([SpecIssue(problem, at: place)])
    }

    public init(_ problem: SpecProblem, at path: SpecPath) {
        self.init(problem, at: .path(path))
    }

    /// Whether the spec could not be read for want of memory: no fault of the spec's.
    public var isOutOfMemory: Bool {
        issues.contains { $0.problem == .outOfMemory }
    }

    /// Each issue on a line.
    public var description: String {
        issues.map(\.description).joined(separator: "\n")
    }
}
