import LayoutEngine

/// A screen laid out from one spec at one width.
public struct LaidOutDocument: Sendable {
    /// Where the spec came from (a path or `<stdin>`).
    public var source: String
    public var layout: ScreenLayout

    public init(source: String, layout: ScreenLayout) {
        self.source = source
        self.layout = layout
    }
}
