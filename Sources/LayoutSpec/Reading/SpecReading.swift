/// What reading a spec reports to and reads with.
struct SpecReading: ArrayPartState {
    var log = IssueLog()
    /// `--width` stands in for the container's width.
    var widthGiven = false
    /// Whether an element of an array was left out (it was no value of its form at all): the
    /// elements after it are at other places than the document's, so the values read cannot be
    /// checked at the places their issues would name.
    var droppedElements = false
    /// Where a value could not be read: the checks' issues there, of the value left in its
    /// place, are not the spec's.
    var failedPaths: [SpecPath] = []
    /// Places the spec gives a value at other than where the spec writer would (`sizes[0]` for a
    /// lone flow size, which it writes as `itemSize`): the checks name it where it was given.
    var aliases: [(written: SpecPath, given: SpecPath)] = []

    /// The value at the current path could not be read: what is left in its place is not the
    /// spec's to check.
    mutating func couldNotRead() {
        failedPaths.append(log.path)
    }

    /// The value at `given` (under the current path) is the one the writer writes at `written`.
    mutating func alias(_ written: SpecPath, as given: SpecPath) {
        aliases.append((written, given))
    }

    func forked() -> SpecReading {
        SpecReading(log: log.forked(), widthGiven: widthGiven)
    }

    mutating func join(_ later: Result<SpecReading, SpecError>) throws(SpecError) {
        try log.join(later.map(\.log))
        guard case .success(let later) = later else { return }
        droppedElements = droppedElements || later.droppedElements
        failedPaths += later.failedPaths
        aliases += later.aliases
    }

    /// `issue` at the place the spec gives its value.
    func givenPlace(of issue: SpecIssue) -> SpecIssue {
        guard let path = issue.path, let alias = aliases.first(where: { path.starts(with: $0.written) }) else { return issue }
        let rest = path.components.dropFirst(alias.written.components.count)
        return SpecIssue(issue.problem, at: SpecPath(alias.given.components + rest))
    }
}
