import LayoutText
import LayoutEngine

/// The nodes of a compositional tree: an item (no `group` key), a horizontal or vertical group
/// of subitems, or a custom group of frames.
enum NodeFormats {
    /// The node types' names in messages.
    private static let stackName = "horizontal or vertical group"
    /// What a group's `group` key names.
    private static let arrangementName = ValueFormat<String>.name(among: ["horizontal", "vertical", "custom"])

    static let item = ObjectFormat<LayoutItem>(
        .node, initial: LayoutItem(size: LayoutSize(width: .absolute(0), height: .absolute(0))),
        fields: [
            Field("size", { $0.size }, { $0.size = $1 }, .size, hint: #"{"width": …, "height": …}"#),
            Field("contentInsets", { $0.contentInsets }, { $0.contentInsets = $1 }, .insets, default: .zero),
            Field("edgeSpacing", { $0.edgeSpacing }, { $0.edgeSpacing = $1 }, .edgeSpacing, default: EdgeSpacing.none),
            Field("supplementaries", { $0.supplementaries }, { $0.supplementaries = $1 }, .array(of: .madeOnFirstUse(.supplementary) { SupplementaryFormats.anchored }), default: []),
            Field("zIndex", { $0.zIndex }, { $0.zIndex = $1 }, .zIndex, default: 0),
        ],
        required: ["size"],
        refusal: { name in
            switch name {
            case "subitems", "count", "interItemSpacing", "frames": .groupKeyOnItem
            default: nil
            }
        })

    /// The keys every group has; `arrangement` (the `group` key) comes first, and what it holds
    /// last.
    private static func groupFields(_ arrangement: ValueFormat<GroupArrangement>, holding held: [Field<LayoutGroup>]) -> [Field<LayoutGroup>] {
        // Each part typed on its own: as one expression the literals and the concatenation took
        // the type checker seconds.
        let leading: [Field<LayoutGroup>] = [
            Field("group", { $0.arrangement }, { $0.arrangement = $1 }, arrangement),
            Field("size", { $0.size }, { $0.size = $1 }, .size, hint: #"{"width": …, "height": …}"#),
        ]
        let supplementaries: ValueFormat<[AnchoredSupplementary]> = .array(of: .madeOnFirstUse(.supplementary) { SupplementaryFormats.anchored })
        let shared: [Field<LayoutGroup>] = [
            Field("contentInsets", { $0.contentInsets }, { $0.contentInsets = $1 }, .insets, default: .zero),
            Field("edgeSpacing", { $0.edgeSpacing }, { $0.edgeSpacing = $1 }, .edgeSpacing, default: EdgeSpacing.none),
            Field("supplementaries", { $0.supplementaries }, { $0.supplementaries = $1 }, supplementaries, default: []),
        ]
        let isSubitems: (Field<LayoutGroup>) -> Bool = { $0.keys[0].name == "subitems" }
        var fields = leading
        fields += held.prefix { !isSubitems($0) }
        fields += shared
        fields += held.drop { !isSubitems($0) }
        return fields
    }

    /// A horizontal or vertical group.
    static let stack = ObjectFormat<LayoutGroup>(
        .node, initial: LayoutGroup(size: LayoutSize(width: .absolute(0), height: .absolute(0)), arrangement: .horizontal([])),
        fields: groupFields(
            arrangementName.map(
                to: { $0 == "vertical" ? .vertical([]) : .horizontal([]) },
                from: { if case .vertical = $0 { "vertical" } else { "horizontal" } }),
            holding: [
                Field("count", { $0.count }, { $0.count = $1 }, .integers(1...SpecLimits.maximumGroupCount)),
                Field("interItemSpacing", { $0.interItemSpacing }, { $0.interItemSpacing = $1 }, .spacing, default: .zero),
                Field("subitems", { $0.subitems }, { $0.subitems = $1 }, .array(of: node, minimum: 1), hint: "[an item or group, …]"),
            ]),
        required: ["group", "size", "subitems"],
        refusal: { name in
            switch name {
            case "frames": .framesOutsideCustomGroup
            case "zIndex": .notOfNode(stackName)
            default: nil
            }
        },
        relations: { (group, log) throws(SpecError) in
            if let count = group.count, group.subitems.count != 1, !log.isUnread("subitems") {
                try log.at("count") { (log) throws(SpecError) in
                    try log.report(.countNeedsOneSubitem(count: count, subitems: group.subitems.count))
                }
            }
        })

    /// A custom group: one item at each of its frames.
    static let custom = ObjectFormat<LayoutGroup>(
        .node, initial: LayoutGroup(size: LayoutSize(width: .absolute(0), height: .absolute(0)), arrangement: .custom([])),
        fields: groupFields(
            arrangementName.map(to: { _ in .custom([]) }, from: { _ in "custom" }),
            holding: [
                Field(
                    "frames", { $0.customItems }, { $0.customItems = $1 }, .array(of: customItem, minimum: 1),
                    hint: "[[x, y, width, height], …]")
            ]),
        required: ["group", "size", "frames"],
        refusal: { name in
            switch name {
            case "subitems", "count", "interItemSpacing", "zIndex": .notOfCustomGroup
            default: nil
            }
        })

    /// A custom group's item as an object: its frame and its zIndex.
    static let customItemObject = ObjectFormat<CustomItem>(
        .customItem, initial: CustomItem(frame: Rect(x: 0, y: 0, width: 0, height: 0)),
        fields: [
            Field("frame", { $0.frame }, { $0.frame = $1 }, .customFrame, hint: "[x, y, width, height]"),
            Field("zIndex", { $0.zIndex }, { $0.zIndex = $1 }, .zIndex, default: 0),
        ],
        required: ["frame"])

    /// A custom group's item: its frame `[x, y, width, height]`, or `{"frame": [x, y, width,
    /// height], "zIndex": z}` for an item whose zIndex is not 0 (written so only then).
    static let customItem: ValueFormat<CustomItem> = {
        let frame = ValueFormat<Rect>.customFrame
        let object = customItemObject
        return ValueFormat(
            shape: .either([frame.shape, .object(.customItem)]),
            read: { (node, reading) throws(SpecError) in
                if node.type == .array { return try frame.read(node, &reading).map { CustomItem(frame: $0) } }
                guard node.type == .object else {
                    try reading.log.report(.unexpected(.either([frame.shape, .object(.customItem)]), found: node.found))
                    return nil
                }
                let item = try object.read(node, &reading)
                // One of zIndex 0 is checked as the frame it is written as: name its issues
                // inside the object, where its frame is given.
                if item?.zIndex == 0 { reading.alias(reading.log.path, as: reading.log.path.key("frame")) }
                return item
            },
            write: { item in item.zIndex == 0 ? frame.write(item.frame) : object.write(item) },
            check: { (item, log) throws(SpecError) in
                if item.zIndex == 0 { try frame.check(item.frame, &log) } else { try object.check(item, &log) }
            },
            placeholder: object.initial)
    }()

    /// An item or a group, as its `group` key says; `isGroup`: a group, which must say so (a
    /// section's group, read without `group` as a horizontal or vertical one, so that the
    /// missing key is reported with everything else amiss).
    static func node(isGroup: Bool) -> ValueFormat<LayoutNode> {
        ValueFormat(
            shape: .object(isGroup ? .group : .node),
            read: { (node, reading) throws(SpecError) in
                guard node.type == .object else {
                    try reading.log.report(.unexpected(.object(isGroup ? .group : .node), found: node.found))
                    return nil
                }
                var arrangement: String?
                if let name = node.member("group") {
                    reading.log.at(key: "group")
                    arrangement = try arrangementName.read(name, &reading)
                    reading.log.leave()
                    guard arrangement != nil else { return nil }
                }
                switch arrangement {
                case nil where !isGroup: return try item.read(node, &reading).map(LayoutNode.item)
                case "custom": return try custom.read(node, &reading).map(LayoutNode.group)
                default: return try stack.read(node, &reading).map(LayoutNode.group)
                }
            },
            write: { node in
                switch node {
                case .item(let item): Self.item.write(item)
                case .group(let group): (group.isCustom ? custom : stack).write(group)
                }
            },
            check: { (node, log) throws(SpecError) in
                switch node {
                case .item(let item): try Self.item.check(item, &log)
                case .group(let group): try (group.isCustom ? custom : stack).check(group, &log)
                }
            },
            placeholder: .item(item.initial))
    }

    /// A subitem.
    static let node = node(isGroup: false)

    /// A section's group.
    static let group: ValueFormat<LayoutGroup> = node(isGroup: true).map(
        to: { node in
            // It reads groups only; its stand-in for one it cannot read is the stack's.
            guard case .group(let group) = node else { return stack.initial }
            return group
        },
        from: LayoutNode.group)

    /// How deep groups nest below `group` (the group itself is 1).
    static func depth(of group: LayoutGroup) -> Int {
        1 + group.subitems.reduce(0) { deepest, node in
            guard case .group(let nested) = node else { return deepest }
            return max(deepest, depth(of: nested))
        }
    }
}

extension ValueFormat where Value == Rect {
    /// A custom item's frame: `[x, y, width, height]`, its origin anywhere, its size not negative.
    static let customFrame = rect([.offset, .offset, .length, .length])
}

extension LayoutGroup {
    /// A horizontal or vertical group's subitems (none for a custom group), read and written in
    /// place.
    var subitems: [LayoutNode] {
        get {
            switch arrangement {
            case .horizontal(let nodes), .vertical(let nodes): nodes
            case .custom: []
            }
        }
        set {
            switch arrangement {
            case .horizontal: arrangement = .horizontal(newValue)
            case .vertical: arrangement = .vertical(newValue)
            case .custom: break
            }
        }
    }

    /// A custom group's items (none for the others).
    var customItems: [CustomItem] {
        get {
            if case .custom(let items) = arrangement { return items }
            return []
        }
        set {
            if case .custom = arrangement { arrangement = .custom(newValue) }
        }
    }

    var isCustom: Bool {
        if case .custom = arrangement { return true }
        return false
    }
}
