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
    /// An orthogonal section's transforms reported at `offsets` instead of its own (only the
    /// compositional kinds' sections scroll across).
    fileprivate mutating func replaceOffsets(with offsets: [Double]) {
        guard var content = content.compositional, content.orthogonalScrolling != .none else { return }
        content.offsets = .list(offsets)
        self.content = .compositional(content)
    }
}

/// How the caller of a run names the values it may give in place of a spec's
/// (`LayoutOverrides`), for the messages that say where else such a value can be given: the
/// command line's flags (`--height`). A library's caller, which gives them in code, names none,
/// and the messages name the spec's keys alone.
public struct OverrideNames: Hashable, Sendable {
    public var width: String?
    public var height: String?
    public var offsets: String?
    public var scrollOffsets: String?

    public init(width: String? = nil, height: String? = nil, offsets: String? = nil, scrollOffsets: String? = nil) {
        self.width = width
        self.height = height
        self.offsets = offsets
        self.scrollOffsets = scrollOffsets
    }

    /// No names: the messages of a library's caller.
    public static let none = OverrideNames()
}
