import LayoutText
import LayoutEngine

/// Reads a spec from a parsed JSON document: what is about the JSON (a value of the wrong form,
/// an unknown or missing key, UIKit's name for a key) while its values are read into the
/// engine's, then `SpecCheck`'s checks of those values. A JSON parser (LayoutSpecReader's
/// json-c) hands it the document's root.
public enum SpecDecoding {
    /// The screen `root` gives, with `overrides` applied; every issue of it, if it has any.
    public static func screen(from root: any SpecNode, overrides: LayoutOverrides = LayoutOverrides()) throws(SpecError) -> Screen {
        var reading = SpecReading()
        reading.widthGiven = overrides.width != nil
        let read = try ScreenFormat.format(widthGiven: reading.widthGiven).read(root, &reading)
        let screen = read.map(overrides.applied)
        let fromOption = overrides.scrollOffsets?.isEmpty == false
        guard reading.log.isEmpty, let screen else {
            // What was read is checked too, but where the reader found a problem: a spec's
            // every problem in one run.
            var issues = reading.log.distinctIssues
            if let screen, !reading.droppedElements {
                let places = reading.failedPaths + issues.flatMap(\.unreadPaths)
                issues += SpecCheck.issues(in: screen, scrollOffsetsFromOption: fromOption, unread: places).map(reading.givenPlace).filter { issue in
                    guard let path = issue.path else { return true }
                    return !places.contains { path.starts(with: $0) }
                }
            }
            throw SpecError(Array(issues.prefix(IssueLog.limit)))
        }
        let issues = SpecCheck.issues(in: screen, scrollOffsetsFromOption: fromOption)
        if !issues.isEmpty { throw SpecError(issues.map(reading.givenPlace)) }
        return screen
    }
}
