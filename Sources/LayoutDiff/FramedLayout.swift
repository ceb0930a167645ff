import LayoutEngine

/// Which element of a layout a frame is, the same in every format that prints frames: the
/// element's section (by position; none for the layout's own boundary items), what it is, its
/// kind and its index. Two layouts are compared element by element through it.
public struct ElementIdentity: Hashable, Sendable {
    public enum Category: String, Sendable {
        case section, item, supplementary, decoration
    }

    /// The section's position in the layout; nil for the layout's own boundary items.
    public var section: Int?
    public var category: Category
    /// A supplementary's or decoration's kind, a section's kind; empty for an item.
    public var kind: String
    /// An item's index, a supplementary's (its item's, for an anchored one), a decoration's
    /// place among the section's decorations of its kind; a section's own index.
    public var index: Int

    public init(section: Int?, category: Category, kind: String = "", index: Int) {
        self.section = section
        self.category = category
        self.kind = kind
        self.index = index
    }
}

/// One element of a layout as printed: who it is and its frame.
public struct FramedElement: Hashable, Sendable {
    public var identity: ElementIdentity
    public var frame: Rect

    public init(_ identity: ElementIdentity, _ frame: Rect) {
        self.identity = identity
        self.frame = frame
    }
}

/// One document of a layout's output read back: its width, content size, sections' ids and
/// every element's frame, in the order printed. What else the document said (resting offsets,
/// transforms, what is visible) is kept only as its text, to tell whether two documents with
/// the same frames still differ.
public struct FramedLayout: Sendable {
    /// The container's width, where the output names it.
    public var containerWidth: Double?
    public var contentSize: Size
    /// Each section's id, by position.
    public var sectionIDs: [String]
    public var elements: [FramedElement]
    /// Everything the document holds, as one text: equal for documents that print the same.
    var everything: [UInt8]

    public init(containerWidth: Double?, contentSize: Size, sectionIDs: [String], elements: [FramedElement], everything: [UInt8] = []) {
        self.containerWidth = containerWidth
        self.contentSize = contentSize
        self.sectionIDs = sectionIDs
        self.elements = elements
        self.everything = everything
    }

    /// The width the document was laid out at: the container's, or the content's where the
    /// output does not name the container's (ndjson of a single document).
    public var width: Double { containerWidth ?? contentSize.width }
}
