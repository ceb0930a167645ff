import LayoutText
import LayoutEngine

/// The issues found so far, and the place being looked at: what the reading and the checks of a
/// spec report to. Past `limit` issues it stops them, with one more that says so: a spec of a
/// million bad ratios is refused in the time of a hundred.
struct IssueLog {
    var path: SpecPath
    private(set) var issues: [SpecIssue] = []
    /// What the checks of a value depend on besides the value.
    var context = CheckContext()

    static let limit = 100

    init(at path: SpecPath = .root) {
        self.path = path
    }

    var isEmpty: Bool { issues.isEmpty }
    var count: Int { issues.count }

    /// Reports `problem` at the current path.
    mutating func report(_ problem: SpecProblem) throws(SpecError) {
        try report(problem, at: .path(path))
    }

    mutating func report(_ problem: SpecProblem, at place: SpecPlace) throws(SpecError) {
        issues.append(SpecIssue(problem, at: place))
        if issues.count >= Self.limit {
            throw SpecError(issues + [SpecIssue(.tooManyProblems, at: place)])
        }
    }

    /// Runs `body` with `component` added to the path.
    @discardableResult
    mutating func at<Result>(
        _ component: SpecPath.Component, _ body: (inout IssueLog) throws(SpecError) -> Result
    ) throws(SpecError) -> Result {
        path.append(component)
        defer { path.removeLast() }
        return try body(&self)
    }

    /// Runs `body` at `key`.
    @discardableResult
    mutating func at<Result>(_ key: String, _ body: (inout IssueLog) throws(SpecError) -> Result) throws(SpecError) -> Result {
        try at(.key(key), body)
    }

    /// The issues, each once, in the order found (a variant is checked with the keys its section
    /// gives it too).
    var distinctIssues: [SpecIssue] {
        var seen = Set<SpecIssue>()
        return issues.filter { seen.insert($0).inserted }
    }
}

/// What checks depend on beyond the value they check: the screen the value is part of.
struct CheckContext {
    /// Whether the container has a height (fractions of it need one).
    var containerHasHeight = true
    /// The axis the layout scrolls along.
    var scrollAxis: Axis = .vertical
    /// Whether the scroll offsets are `--scroll-offset`'s rather than the spec's.
    var scrollOffsetsFromOption = false
    /// The places of a spec the reader could not read a value at (its issues name them): the
    /// value there is a stand-in, which no check relates to others.
    var unread: [SpecPath] = []
}

extension IssueLog {
    /// Whether the value of `key` (of the object at the current path) could not be read.
    func isUnread(_ key: String) -> Bool {
        let path = path.key(key)
        return context.unread.contains { path.starts(with: $0) }
    }
}
