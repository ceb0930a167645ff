import LayoutText
import LayoutEngine

/// The checks of a screen: every value in its range, how values relate, the limits. Made once,
/// on the engine's values, whether the screen was read from a spec (`SpecReader`, after the
/// reader's own checks of the JSON) or built in code (the Swift API's `prepare`): the same
/// problem gives the same issue at the same place either way, named by the path the value has
/// in the spec `SpecWriter` writes.
public enum SpecCheck {
    /// Every issue of `screen`, each once, in the order found; at most `IssueLog.limit` and one
    /// that says so. `scrollOffsetsFromOption`: its scroll offsets are `--scroll-offset`'s.
    public static func issues(in screen: Screen, scrollOffsetsFromOption: Bool = false) -> [SpecIssue] {
        issues(in: screen, scrollOffsetsFromOption: scrollOffsetsFromOption, unread: [])
    }

    /// The issues of a screen read from a spec whose values at `unread` could not be read.
    static func issues(in screen: Screen, scrollOffsetsFromOption: Bool, unread: [SpecPath]) -> [SpecIssue] {
        var log = IssueLog()
        log.context = CheckContext(
            containerHasHeight: screen.container.height != nil, scrollAxis: screen.scrollDirection,
            scrollOffsetsFromOption: scrollOffsetsFromOption, unread: unread)
        do {
            // The formats with and without `--width` check alike (they differ in the keys a
            // spec must give): this is the one a run without it has made already.
            try ScreenFormat.format(widthGiven: false).check(screen, &log)
        } catch {
            return error.issues
        }
        return log.distinctIssues
    }

    /// Throws the issues of `screen`, if it has any.
    public static func check(_ screen: Screen, scrollOffsetsFromOption: Bool = false) throws(SpecError) {
        let issues = issues(in: screen, scrollOffsetsFromOption: scrollOffsetsFromOption)
        if !issues.isEmpty { throw SpecError(issues) }
    }
}
