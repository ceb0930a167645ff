import LayoutOutput

/// What a layout's snapshot is written as: the command line's formats a reviewer reads in a
/// pull request.
public enum SnapshotFormat: String, CaseIterable, Sendable {
    /// The command line's JSON: a golden file that `layoutcalc check` and `layoutcalc diff` read,
    /// whose frames are compared and the elements that moved named when a snapshot fails.
    case json
    /// The command line's table, one row per element.
    case table
    /// The command line's picture.
    case svg

    /// The command line's format of the same name.
    var outputFormat: OutputFormat {
        switch self {
        case .json: .json
        case .table: .table
        case .svg: .svg
        }
    }

    /// The extension of a snapshot file in this format.
    public var pathExtension: String {
        switch self {
        case .json: "json"
        case .table: "txt"
        case .svg: "svg"
        }
    }
}
