import LayoutEngine

/// A node of a compositional tree being written: the node and where it is.
struct NodeSubject: Sendable {
    var node: LayoutNode
    var path: String

    var item: LayoutItem? {
        if case .item(let item) = node { return item }
        return nil
    }

    var group: LayoutGroup? {
        if case .group(let group) = node { return group }
        return nil
    }
}

/// The keys of a node (an item or a group) and of its anchored supplementaries, in the order
/// they are written.
enum NodeSpecFields {
    static func value(of node: LayoutNode, at path: String) throws(SpecWriteError) -> SpecValue {
        .object(try all.members(of: NodeSubject(node: node, path: path)))
    }

    static let all: [SpecField<NodeSubject>] = [
        SpecField("group", when: { $0.group != nil }, isDefault: { _ in false }) { subject in
            switch subject.group?.arrangement {
            case .horizontal: .string("horizontal")
            case .vertical: .string("vertical")
            default: .string("custom")
            }
        },
        SpecField("size") { (subject, _) throws(SpecWriteError) in
            try SpecFields.size(subject.item?.size ?? subject.group!.size, at: subject.path + ".size")
        },
        SpecField("count", when: { $0.group?.count != nil }, isDefault: { _ in false }) { subject in
            subject.group?.count.map { .integer($0) }
        },
        SpecField("interItemSpacing", when: { $0.group != nil }, isDefault: { $0.group?.interItemSpacing == .zero }) { (subject) throws(SpecWriteError) in
            try SpecFields.spacing(subject.group?.interItemSpacing ?? .zero, at: subject.path + ".interItemSpacing")
        },
        SpecField("contentInsets", isDefault: { ($0.item?.contentInsets ?? $0.group?.contentInsets) == .zero }) { (subject) throws(SpecWriteError) in
            try SpecFields.insets(subject.item?.contentInsets ?? subject.group?.contentInsets ?? .zero, at: subject.path + ".contentInsets")
        },
        SpecField("edgeSpacing", isDefault: { ($0.item?.edgeSpacing ?? $0.group?.edgeSpacing) == EdgeSpacing.none }) { (subject) throws(SpecWriteError) in
            try SpecFields.edgeSpacing(subject.item?.edgeSpacing ?? subject.group?.edgeSpacing ?? .none, at: subject.path + ".edgeSpacing")
        },
        SpecField("supplementaries", isDefault: { ($0.item?.supplementaries ?? $0.group?.supplementaries ?? []).isEmpty }) { (subject) throws(SpecWriteError) in
            var values: [SpecValue] = []
            for (index, supplementary) in (subject.item?.supplementaries ?? subject.group?.supplementaries ?? []).enumerated() {
                values.append(.object(try anchored.members(of: (supplementary, "\(subject.path).supplementaries[\(index)]"))))
            }
            return .array(values)
        },
        SpecField("zIndex", when: { $0.item != nil }, isDefault: { $0.item?.zIndex == 0 }) { .integer($0.item?.zIndex ?? 0) },
        SpecField("subitems", when: { $0.group != nil }, isDefault: { _ in false }) { (subject) throws(SpecWriteError) in
            guard let nodes = subitems(of: subject.group) else { return nil }
            var values: [SpecValue] = []
            for (index, node) in nodes.enumerated() {
                values.append(try value(of: node, at: "\(subject.path).subitems[\(index)]"))
            }
            return .array(values)
        },
        SpecField("frames", when: { $0.group != nil }, isDefault: { _ in false }) { (subject) throws(SpecWriteError) in
            guard case .custom(let frames)? = subject.group?.arrangement else { return nil }
            var values: [SpecValue] = []
            for (index, frame) in frames.enumerated() {
                values.append(try SpecFields.numbers([frame.x, frame.y, frame.width, frame.height], at: "\(subject.path).frames[\(index)]"))
            }
            return .array(values)
        },
    ]

    private static func subitems(of group: LayoutGroup?) -> [LayoutNode]? {
        switch group?.arrangement {
        case .horizontal(let nodes), .vertical(let nodes): nodes
        default: nil
        }
    }

    /// An anchored supplementary (a badge).
    static let anchored: [SpecField<(supplementary: AnchoredSupplementary, path: String)>] = [
        SpecField("kind") { (subject, _) in .string(subject.supplementary.kind) },
        SpecField("size") { (subject, _) throws(SpecWriteError) in try SpecFields.size(subject.supplementary.size, at: subject.path + ".size") },
        SpecField("anchor") { (subject, _) throws(SpecWriteError) in try anchor(subject.supplementary.containerAnchor, at: subject.path + ".anchor") },
        SpecField("itemAnchor", isDefault: { $0.supplementary.itemAnchor == nil }) { (subject) throws(SpecWriteError) in
            try subject.supplementary.itemAnchor.map { (anchor) throws(SpecWriteError) in try Self.anchor(anchor, at: subject.path + ".itemAnchor") }
        },
        SpecField("zIndex", isDefault: { $0.supplementary.zIndex == BoundaryItem.defaultZIndex }) { .integer($0.supplementary.zIndex) },
    ]

    /// `{"edges": [...], "fractionalOffset"?: [x, y], "absoluteOffset"?: [x, y]}`.
    private static func anchor(_ anchor: Anchor, at path: String) throws(SpecWriteError) -> SpecValue {
        var edges: [SpecValue] = []
        for (name, edge) in [("top", AnchorEdges.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)] where anchor.edges.contains(edge) {
            edges.append(.string(name))
        }
        var members = [SpecMember(key: "edges", value: .array(edges))]
        if anchor.fractionalOffset != .zero {
            members.append(SpecMember(key: "fractionalOffset", value: try SpecFields.point(anchor.fractionalOffset, at: path + ".fractionalOffset")))
        }
        if anchor.absoluteOffset != .zero {
            members.append(SpecMember(key: "absoluteOffset", value: try SpecFields.point(anchor.absoluteOffset, at: path + ".absoluteOffset")))
        }
        return .object(members)
    }
}
