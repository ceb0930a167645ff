import LayoutText
import LayoutEngine

/// The issues found so far, and the place being looked at: what the reading and the checks of a
/// spec report to. Past `limit` issues it stops them, with one more that says so: a spec of a
/// million bad ratios is refused in the time of a hundred.
struct IssueLog: ArrayPartState {
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
        try add(SpecIssue(problem, at: place))
    }

    /// Adds `issue`; at the limit, throws every issue and one more, at its place, that says so.
    mutating func add(_ issue: SpecIssue) throws(SpecError) {
        issues.append(issue)
        if issues.count >= Self.limit {
            throw SpecError(issues + [SpecIssue(.tooManyProblems, at: issue.place)])
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

    /// Checks each of `count` elements with `check`, at its index's path; an array at least
    /// `inTwoFrom` long in two halves at once (`ArrayReading.inHalves`).
    mutating func checkElements(
        _ count: Int, inTwoFrom minimum: Int = ArrayReading.inTwoMinimum, _ check: @Sendable (Int, inout IssueLog) throws(SpecError) -> Void
    ) throws(SpecError) {
        _ = try ArrayReading.inHalves(count, from: minimum, &self) { (range, log) throws(SpecError) in
            for index in range {
                log.at(index: index)
                defer { log.leave() }
                try check(index, &log)
            }
        }
    }

    func forked() -> IssueLog {
        var fork = IssueLog(at: path)
        fork.context = context
        return fork
    }

    mutating func join(_ later: Result<IssueLog, SpecError>) throws(SpecError) {
        switch later {
        case .success(let later):
            for issue in later.issues { try add(issue) }
        case .failure(let error):
            // The fork reached the limit on its own: its issues, but the last that says so,
            // reach it again after these.
            for issue in error.issues.dropLast() { try add(issue) }
            throw error  // not reached: those issues are at least the limit
        }
    }

    /// The issues, each once, in the order found (a variant is checked with the keys its section
    /// gives it too).
    var distinctIssues: [SpecIssue] {
        var seen = Set<SpecIssue>()
        return issues.filter { seen.insert($0).inserted }
    }
}

/// What checks depend on beyond the value they check: the screen the value is part of.
struct CheckContext: Sendable {
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

extension IssueLog {
    /// Enters element `index` (leave with `leave()`): for loops that cannot take a closure.
    mutating func at(index: Int) {
        path.append(.index(index))
    }

    /// Enters member `key`.
    mutating func at(key: String) {
        path.append(.key(key))
    }

    mutating func leave() {
        path.removeLast()
    }
}
