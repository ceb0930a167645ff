import LayoutText
import LayoutEngine

/// Values given on the command line that replace the spec's.
public struct LayoutOverrides: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    /// Replaces every orthogonal section's `offsets`.
    public var offsets: [Double]?
    /// Replaces the spec's `scrollOffsets`.
    public var scrollOffsets: [Point]?

    public init(
        width: Double? = nil, height: Double? = nil, scale: Double? = nil, offsets: [Double]? = nil,
        scrollOffsets: [Point]? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.offsets = offsets
        self.scrollOffsets = scrollOffsets
    }

    /// `screen` with these values in place of its own.
    func applied(to screen: Screen) -> Screen {
        var screen = screen
        if let width { screen.container.width = width }
        if let height { screen.container.height = height }
        if let scale { screen.scale = scale }
        if let scrollOffsets { screen.scrollOffsets = scrollOffsets }
        if let offsets {
            for index in screen.sections.indices {
                screen.sections[index].replaceOffsets(with: offsets)
                for variant in screen.sections[index].variants.indices {
                    screen.sections[index].variants[variant].section.replaceOffsets(with: offsets)
                }
            }
        }
        return screen
    }
}

extension Section {
    /// An orthogonal section's transforms reported at `offsets` instead of its own.
    fileprivate mutating func replaceOffsets(with offsets: [Double]) {
        guard case .compositional(var content) = content, content.orthogonalScrolling != .none else { return }
        content.offsets = .list(offsets)
        self.content = .compositional(content)
    }
}

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
