/// How large a spec may be. Each limit is checked before the memory it guards is allocated.
public enum SpecLimits {
    /// The largest spec file, in bytes.
    public static let maximumSpecBytes = 256 << 20
    /// How deep arrays and objects may nest.
    public static let maximumNesting = 128
    /// The most items one section may have.
    public static let maximumItemsPerSection = 1_000_000
    /// The most items a spec may have in all: a section's most. The output's element limit
    /// (a quarter more) can then be checked from the spec's values alone, before its items are
    /// laid out, and what is printed is printed within the second.
    public static let maximumTotalItems = 1_000_000
    /// How deep groups may nest in a compositional section.
    public static let maximumGroupDepth = 32
    /// The largest `count` of a group.
    public static let maximumGroupCount = 10_000
    /// The largest length, in points, a spec may give.
    public static let maximumLength = 10_000_000.0
    /// The most sections a spec may have.
    public static let maximumSections = 100_000
}
