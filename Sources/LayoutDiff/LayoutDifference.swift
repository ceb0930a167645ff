import LayoutEngine

/// What became of one element between the expected layout and the actual one.
public enum ElementChange: String, CaseIterable, Sendable {
    /// The same frame in both.
    case unchanged
    /// In both, at another frame.
    case changed
    /// Only in the actual layout.
    case added
    /// Only in the expected layout.
    case removed
}

/// One element of two layouts compared: its frame in each (nil where it is not in one).
public struct ComparedElement: Hashable, Sendable {
    public var identity: ElementIdentity
    public var expected: Rect?
    public var actual: Rect?

    public var change: ElementChange {
        switch (expected, actual) {
        case (nil, _): .added
        case (_, nil): .removed
        case (let expected?, let actual?): expected == actual ? .unchanged : .changed
        }
    }
}

/// Two documents of the same place in the expected output and the actual one, compared element
/// by element: every element of the actual layout in its order, then those it no longer has.
public struct DocumentDifference: Sendable {
    /// The document's place in the output (0 for a single document).
    public var position: Int
    public var expected: FramedLayout?
    public var actual: FramedLayout?
    public var elements: [ComparedElement]

    init(position: Int, expected: FramedLayout?, actual: FramedLayout?) {
        self.position = position
        self.expected = expected
        self.actual = actual
        var unmatched: [ElementIdentity: [Int]] = [:]
        let expectedElements = expected?.elements ?? []
        for (offset, element) in expectedElements.enumerated() { unmatched[element.identity, default: []].append(offset) }
        var matched = Set<Int>()
        var elements: [ComparedElement] = []
        for element in actual?.elements ?? [] {
            var counterpart: Rect?
            if let offset = unmatched[element.identity]?.first {
                unmatched[element.identity]?.removeFirst()
                matched.insert(offset)
                counterpart = expectedElements[offset].frame
            }
            elements.append(ComparedElement(identity: element.identity, expected: counterpart, actual: element.frame))
        }
        for (offset, element) in expectedElements.enumerated() where !matched.contains(offset) {
            elements.append(ComparedElement(identity: element.identity, expected: element.frame, actual: nil))
        }
        self.elements = elements
    }

    /// How many of its elements had `change`.
    public func count(_ change: ElementChange) -> Int {
        elements.count { $0.change == change }
    }

    /// Whether the two documents differ in anything they print: an element, the content's
    /// size, the width, or what the frames do not show (resting offsets, transforms, what is
    /// visible).
    public var differs: Bool {
        guard let expected, let actual else { return true }
        return expected.everything != actual.everything || expected.contentSize != actual.contentSize
            || expected.containerWidth != actual.containerWidth || elements.contains { $0.change != .unchanged }
    }
}

/// The expected output and the actual one compared document by document (the documents of a
/// width list pair up in order), keeping the documents that differ.
public struct LayoutDifference: Sendable {
    public var documents: [DocumentDifference]

    public init(expected: [FramedLayout], actual: [FramedLayout]) {
        documents = (0..<max(expected.count, actual.count)).map { (position) in
            DocumentDifference(
                position: position, expected: position < expected.count ? expected[position] : nil,
                actual: position < actual.count ? actual[position] : nil)
        }.filter(\.differs)
    }

    /// How many elements of the differing documents had `change`.
    public func count(_ change: ElementChange) -> Int {
        documents.reduce(0) { $0 + $1.count(change) }
    }
}
