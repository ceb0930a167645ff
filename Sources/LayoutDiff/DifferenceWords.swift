import LayoutEngine
import LayoutText

// A difference in words, as the picture's headings and titles say it and a failed snapshot's
// message lists it: one wording for both.

extension DocumentDifference {
    /// `3 changed, 1 added, 0 removed`, of what `count` counts.
    public static func counts(of count: (ElementChange) -> Int) -> String {
        "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed"
    }

    /// What a document whose every frame is the same differs in.
    public static let sameFrames =
        "Every frame is the same: the difference is in what frames do not show (resting offsets, transforms, what is visible)"

    /// Whether an element (a section's band included) changed, came or went.
    public var framesDiffer: Bool {
        elements.contains { $0.change != .unchanged }
    }

    /// `width 390`, or what became of the width: `width 834, expected at 390`, `width 390: new,
    /// not in the golden file`.
    public var title: String {
        switch (expected, actual) {
        case (let expected?, let actual?):
            expected.width == actual.width
                ? "width \(ValueText.number(actual.width))"
                : "width \(ValueText.number(actual.width)), expected at \(ValueText.number(expected.width))"
        case (let expected?, nil): "width \(ValueText.number(expected.width)): expected, no longer laid out"
        case (nil, let actual?): "width \(ValueText.number(actual.width)): new, not in the golden file"
        case (nil, nil): ""
        }
    }

    /// The content's size, and what it was where it changed: `content 390 × 1200 → 390 × 1260 pt`.
    public var contentNote: String {
        func size(_ layout: FramedLayout) -> String {
            "\(ValueText.number(layout.contentSize.width)) × \(ValueText.number(layout.contentSize.height))"
        }
        switch (expected, actual) {
        case (let expected?, let actual?):
            return expected.contentSize == actual.contentSize
                ? "content \(size(actual)) pt" : "content \(size(expected)) → \(size(actual)) pt"
        case (let layout?, nil), (nil, let layout?): return "content \(size(layout)) pt"
        case (nil, nil): return ""
        }
    }

    /// `element` by its section's id (or position) and what it is, and what became of its frame:
    /// `pinterest item 3 changed: 8, 886, 183 × 305 → 8, 900, 183 × 305`.
    public func description(of element: ComparedElement) -> String {
        let identity = element.identity
        let layout = actual ?? expected
        var name =
            identity.section.map { section in
                let id = section < (layout?.sectionIDs.count ?? 0) ? layout!.sectionIDs[section] : ""
                return id.isEmpty ? "section \(section) " : "\(id) "
            } ?? "layout "
        switch identity.category {
        case .section: name += "(section \(identity.index))"
        case .item: name += "item \(identity.index)"
        case .supplementary: name += "\(identity.kind) \(identity.index)"
        case .decoration: name += "\(identity.kind) decoration \(identity.index)"
        }
        func frame(_ rect: Rect?) -> String {
            guard let rect else { return "none" }
            return [rect.x, rect.y].map { ValueText.number($0) }.joined(separator: ", ")
                + ", \(ValueText.number(rect.width)) × \(ValueText.number(rect.height))"
        }
        return "\(name) \(element.change.rawValue): \(frame(element.expected)) → \(frame(element.actual))"
    }
}

/// What changed between two outputs, in words, for a message: for each document that differs
/// its width, its counts and its content, then a line for each element that changed, came or
/// went (up to `maximumElements`, then how many more), as the picture's titles name them. A
/// failed layout snapshot's message starts with it.
public struct DifferenceReport: Sendable {
    public let difference: LayoutDifference

    /// The most elements listed: a message is read, not searched.
    public static let maximumElements = 20

    public init(_ difference: LayoutDifference) {
        self.difference = difference
    }

    public var text: String {
        var lines: [String] = []
        // How many more elements may be listed.
        var room = Self.maximumElements
        for document in difference.documents {
            lines.append("\(document.title): \(DocumentDifference.counts(of: document.count)) · \(document.contentNote)")
            if !document.framesDiffer { lines.append("  " + DocumentDifference.sameFrames) }
            let moved = document.elements.filter { $0.change != .unchanged }
            for element in moved.prefix(room) {
                lines.append("  " + TerminalText.escaped(document.description(of: element)))
            }
            if moved.count > room { lines.append("  … and \(moved.count - room) more") }
            room = max(0, room - moved.count)
        }
        return lines.joined(separator: "\n")
    }
}
