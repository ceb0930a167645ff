import LayoutEngine
import LayoutText

/// One problem with a spec, or with a layout built in code, and where it is. What it says in
/// words is `message` (SpecMessages.swift), the one place problems become text; which exit code
/// it ends a run with is the command line's to say.
public struct SpecIssue: Hashable, Sendable, CustomStringConvertible {
    public var problem: SpecProblem
    public var place: SpecPlace

    public init(_ problem: SpecProblem, at place: SpecPlace) {
        self.problem = problem
        self.place = place
    }

    public init(_ problem: SpecProblem, at path: SpecPath) {
        self.init(problem, at: .path(path))
    }

    /// As the command line prints it: `SOURCE:LINE:COL: error: MESSAGE` for a place in the
    /// text, `SOURCE: error: PATH: MESSAGE` for a value, `layoutcalc: error: …` for what is no
    /// fault of the spec's (running out of memory); what a terminal would act on or not show
    /// (in the source's name, a key, a value quoted) escaped. The message calls the values the
    /// run's caller gives in place of the spec's by `names` (the command line's flags).
    public func rendered(source: String, naming names: OverrideNames = .none) -> String {
        if problem == .outOfMemory {
            return "layoutcalc: error: out of memory: json-c could not allocate while reading " + TerminalText.escaped(source)
        }
        let message = problem.message(naming: names)
        switch place {
        case .text(let position): return TerminalText.escaped("\(source):\(position.line):\(position.column): error: \(message)")
        case .path(let path): return TerminalText.escaped("\(source): error: \(path): \(message)")
        }
    }

    /// The issue's path, where it is a value's.
    var path: SpecPath? {
        if case .path(let path) = place { return path }
        return nil
    }

    /// Where the reader's issue leaves no value of the spec's: a value of the wrong form, a
    /// missing key. (A key unknown or given with another one leaves the values read.)
    var unreadPaths: [SpecPath] {
        guard let path else { return [] }
        switch problem {
        case .unexpected, .tooFewElements: return [path]
        case .missingKey(let key, _): return [path.key(key)]
        default: return []
        }
    }

    /// `PATH: MESSAGE` (or `LINE:COLUMN: MESSAGE`), as a Swift error describes itself.
    public var description: String {
        switch place {
        case .text(let position): "\(position.line):\(position.column): \(message)"
        case .path(let path): "\(path): \(message)"
        }
    }
}

extension SpecIssue {
    /// The engine's error, at the path of the spec's value at fault.
    public init(_ error: LayoutError) {
        let sections = SpecPath.root.key("sections")
        switch error {
        case .missingContainerHeight(let section):
            self.init(.needsContainerHeight(.fraction), at: sections.index(section))
        case .tooManyRestingOffsets(let section, _):
            self.init(.layout(error), at: sections.index(section).key("orthogonalScrolling"))
        case .groupTooLarge(let section, _), .tooManyGroupMembers(let section, _):
            self.init(.layout(error), at: sections.index(section).key("group"))
        case .tooManyElements(let section, _):
            self.init(.layout(error), at: sections.index(section))
        case .layoutNeedsContainerHeight(let use):
            switch use {
            case .horizontalScrolling: self.init(.needsContainerHeight(.horizontalLayout), at: SpecPath.root.key("scrollDirection"))
            case .scrollOffsets: self.init(.needsContainerHeight(.scrollOffsets), at: SpecPath.root.key("scrollOffsets"))
            case .boundaryItems: self.init(.needsContainerHeight(.fraction), at: SpecPath.root.key("boundaryItems"))
            }
        case .notInHorizontalLayout(let section, let reason):
            let path =
                switch reason {
                case .listSection: sections.index(section).key("kind")
                case .flowRelativeSize(let size): sections.index(section).key("sizes").index(size)
                case .waterfallItemHeight(let item): sections.index(section).key("items").index(item).key("height")
                case .waterfallExtraHeight(let item?): sections.index(section).key("items").index(item).key("extraHeight")
                case .waterfallExtraHeight(nil): sections.index(section).key("extraHeight")
                }
            self.init(.notInHorizontalLayout(reason), at: path)
        }
    }
}
