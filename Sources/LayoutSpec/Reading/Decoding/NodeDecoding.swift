import LayoutEngine

private enum GroupArrangementName: String {
    case horizontal, vertical, custom
}

extension SpecDecoder {
    /// The group a compositional section repeats. Its fractions of the height refer to the
    /// container's, so it needs one if it uses them.
    mutating func rootGroup(_ value: JSONValue, containerHeight: Double?) throws(SpecError) -> LayoutGroup? {
        guard value.kind == .object else {
            try report("expected \(ObjectName.group.phrase), found \(value.summary)")
            return nil
        }
        // Without "group" it is read as a horizontal or vertical group, which reports the missing
        // "group" with everything else amiss (UIKit's "layoutSize", say).
        let node = try node(value, depth: 1, needsHeight: containerHeight == nil, isGroup: true)
        guard case .group(let group) = node else { return nil }
        return group
    }

    /// An item or a group (`isGroup`: a group, which "group" must say). `needsHeight`: its
    /// fractions of the height would refer to a container height the spec does not give.
    private mutating func node(
        _ value: JSONValue, depth: Int, needsHeight: Bool = false, isGroup: Bool = false
    ) throws(SpecError) -> LayoutNode? {
        guard value.kind == .object else {
            try report("expected \(ObjectName.node.phrase), found \(value.summary)")
            return nil
        }
        var arrangementName: GroupArrangementName?
        if let name = value.member(NodeKey.group.rawValue) {
            arrangementName = try at(.key(NodeKey.group.rawValue)) { (decoder) throws(SpecError) in
                try decoder.choice(name, NodeKey.group.shape, as: GroupArrangementName.self)
            }
            guard arrangementName != nil else { return nil }
        }
        let type: NodeKey.NodeType =
            switch arrangementName {
            case nil: isGroup ? .stack : .item
            case .custom: .custom
            default: .stack
            }
        if type != .item && depth > SpecLimits.maximumGroupDepth {
            try report("groups nest deeper than \(SpecLimits.maximumGroupDepth) levels")
            return nil
        }

        var valid = true
        var size: LayoutSize?
        var subitems: [LayoutNode]?
        var count: Int?
        var spacing = Spacing.zero
        var frames: [Rect]?
        var insets = EdgeInsets.zero
        var edgeSpacing = EdgeSpacing.none
        var supplementaries: [AnchoredSupplementary] = []
        var zIndex = 0
        let isComplete = try members(of: value, as: .node, NodeKey.rules(for: type)) { (key, member, decoder) throws(SpecError) in
            func check<T>(_ read: T?) -> T? {
                if read == nil { valid = false }
                return read
            }
            switch key {
            case .group:
                break
            case .size:
                size = check(try decoder.layoutSize(member, needsHeight: needsHeight))
            case .subitems:
                var nodes: [LayoutNode] = []
                try decoder.elements(of: member, key.shape, minimum: 1) { (_, element, decoder) throws(SpecError) in
                    if let node = check(try decoder.node(element, depth: depth + 1)) { nodes.append(node) }
                }
                subitems = nodes
            case .count:
                count = check(try decoder.integer(member, key.shape))
            case .interItemSpacing:
                spacing = check(try decoder.spacing(member)) ?? .zero
            case .frames:
                var rects: [Rect] = []
                try decoder.elements(of: member, key.shape, minimum: 1) { (_, element, decoder) throws(SpecError) in
                    guard case .array(let frameShape, _) = key.shape,
                        let numbers = check(try decoder.numbers(element, frameShape))
                    else { return }
                    rects.append(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
                }
                frames = rects
            case .contentInsets:
                insets = check(try decoder.insets(member)) ?? .zero
            case .edgeSpacing:
                edgeSpacing = check(try decoder.edgeSpacing(member)) ?? .none
            case .supplementaries:
                try decoder.elements(of: member, key.shape) { (_, element, decoder) throws(SpecError) in
                    if let supplementary = check(try decoder.supplementary(element)) { supplementaries.append(supplementary) }
                }
            case .zIndex:
                zIndex = check(try decoder.integer(member, key.shape)) ?? 0
            }
        }
        guard isComplete, valid, let size else { return nil }
        switch arrangementName {
        case nil:
            return .item(
                LayoutItem(
                    size: size, contentInsets: insets, edgeSpacing: edgeSpacing, supplementaries: supplementaries,
                    zIndex: zIndex))
        case .custom:
            guard let frames else { return nil }
            return .group(
                LayoutGroup(
                    size: size, arrangement: .custom(frames), contentInsets: insets, edgeSpacing: edgeSpacing,
                    supplementaries: supplementaries))
        case .horizontal, .vertical:
            guard let subitems else { return nil }
            if let count, subitems.count != 1 {
                try at(.key(NodeKey.count.rawValue)) { (decoder) throws(SpecError) in
                    try decoder.report("count makes \(count) copies of exactly one subitem; found \(subitems.count) subitems")
                }
                return nil
            }
            return .group(
                LayoutGroup(
                    size: size, arrangement: arrangementName == .horizontal ? .horizontal(subitems) : .vertical(subitems),
                    count: count, interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edgeSpacing,
                    supplementaries: supplementaries))
        }
    }

    /// `{"width": DIM, "height": DIM}`.
    mutating func layoutSize(_ value: JSONValue, needsHeight: Bool) throws(SpecError) -> LayoutSize? {
        var width: Dimension?
        var height: Dimension?
        var valid = true
        let isComplete = try members(of: value, as: .size) { (key: SizeKey, member, decoder) throws(SpecError) in
            guard let dimension = try decoder.dimension(member) else {
                valid = false
                return
            }
            if needsHeight, case .fractionalHeight = dimension {
                try decoder.report("a fraction of the container's height needs one: give container.height (or --height)")
                valid = false
            }
            switch key {
            case .width: width = dimension
            case .height: height = dimension
            }
        }
        guard isComplete, valid, let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    /// Exactly one of `fractionalWidth`, `fractionalHeight`, `absolute`, `estimated`.
    private mutating func dimension(_ value: JSONValue) throws(SpecError) -> Dimension? {
        var dimension: Dimension?
        let isComplete = try members(of: value, as: .dimension) { (key: DimensionKey, member, decoder) throws(SpecError) in
            guard let number = try decoder.number(member, key.shape) else { return }
            switch key {
            case .fractionalWidth: dimension = .fractionalWidth(number)
            case .fractionalHeight: dimension = .fractionalHeight(number)
            case .absolute: dimension = .absolute(number)
            case .estimated: dimension = .estimated(number)
            }
        }
        return isComplete ? dimension : nil
    }

    /// `{"fixed": s}` or `{"flexible": s}`.
    private mutating func spacing(_ value: JSONValue) throws(SpecError) -> Spacing? {
        var spacing: Spacing?
        let isComplete = try members(of: value, as: .spacing) { (key: SpacingKey, member, decoder) throws(SpecError) in
            guard let number = try decoder.number(member, key.shape) else { return }
            spacing = key == .fixed ? .fixed(number) : .flexible(number)
        }
        return isComplete ? spacing : nil
    }

    private mutating func edgeSpacing(_ value: JSONValue) throws(SpecError) -> EdgeSpacing? {
        var edges = EdgeSpacing.none
        var valid = true
        let isObject = try members(of: value, as: .edgeSpacing) { (key: EdgeSpacingKey, member, decoder) throws(SpecError) in
            guard let spacing = try decoder.spacing(member) else {
                valid = false
                return
            }
            switch key {
            case .leading: edges.leading = spacing
            case .top: edges.top = spacing
            case .trailing: edges.trailing = spacing
            case .bottom: edges.bottom = spacing
            }
        }
        return isObject && valid ? edges : nil
    }

    /// An anchored supplementary (a badge).
    private mutating func supplementary(_ value: JSONValue) throws(SpecError) -> AnchoredSupplementary? {
        var kind: String?
        var size: LayoutSize?
        var anchor: Anchor?
        var itemAnchor: Anchor?
        var zIndex = BoundaryItem.defaultZIndex
        var valid = true
        let isComplete = try members(of: value, as: .supplementary) { (key: SupplementaryKey, member, decoder) throws(SpecError) in
            switch key {
            case .kind: kind = try decoder.string(member)
            case .size: size = try decoder.layoutSize(member, needsHeight: false)
            case .anchor: anchor = try decoder.anchor(member)
            case .itemAnchor:
                itemAnchor = try decoder.anchor(member)
                if itemAnchor == nil { valid = false }
            case .zIndex: zIndex = try decoder.integer(member, key.shape) ?? { valid = false; return 0 }()
            }
        }
        guard isComplete, valid, let kind, let size, let anchor else { return nil }
        return AnchoredSupplementary(kind: kind, size: size, containerAnchor: anchor, itemAnchor: itemAnchor, zIndex: zIndex)
    }

    private mutating func anchor(_ value: JSONValue) throws(SpecError) -> Anchor? {
        var edges: AnchorEdges?
        var fractional = Point.zero
        var absolute = Point.zero
        var valid = true
        let isComplete = try members(of: value, as: .anchor) { (key: AnchorKey, member, decoder) throws(SpecError) in
            switch key {
            case .edges:
                var set = AnchorEdges()
                guard case .array(let edgeShape, _) = key.shape else { return }
                let isArray = try decoder.elements(of: member, key.shape) { (_, element, decoder) throws(SpecError) in
                    switch try decoder.choice(element, edgeShape, as: EdgeName.self) {
                    case .top: set.insert(.top)
                    case .leading: set.insert(.leading)
                    case .bottom: set.insert(.bottom)
                    case .trailing: set.insert(.trailing)
                    case nil: valid = false
                    }
                }
                if isArray { edges = set }
            case .fractionalOffset:
                fractional = try decoder.point(member, key.shape) ?? { valid = false; return .zero }()
            case .absoluteOffset:
                absolute = try decoder.point(member, key.shape) ?? { valid = false; return .zero }()
            }
        }
        guard isComplete, valid, let edges else { return nil }
        return Anchor(edges: edges, fractionalOffset: fractional, absoluteOffset: absolute)
    }

    /// A boundary item of `boundaryItems`.
    mutating func boundaryItem(_ value: JSONValue, containerHeight: Double?) throws(SpecError) -> BoundaryItem? {
        var kind: String?
        var size: LayoutSize?
        var alignment: BoundaryAlignment?
        var item = BoundaryItem(kind: "", size: LayoutSize(width: .absolute(0), height: .absolute(0)), alignment: .top)
        var valid = true
        let isComplete = try members(of: value, as: .boundaryItem) { (key: BoundaryItemKey, member, decoder) throws(SpecError) in
            switch key {
            case .kind: kind = try decoder.string(member)
            case .size: size = try decoder.layoutSize(member, needsHeight: containerHeight == nil)
            case .alignment: alignment = try decoder.choice(member, key.shape, as: BoundaryAlignment.self)
            case .extendsBoundary: item.extendsBoundary = try decoder.boolean(member) ?? true
            case .absoluteOffset: item.absoluteOffset = try decoder.point(member, key.shape) ?? .zero
            case .contentInsets: item.contentInsets = try decoder.insets(member) ?? .zero
            case .pinToVisibleBounds: item.pinToVisibleBounds = try decoder.boolean(member) ?? false
            case .zIndex: item.zIndex = try decoder.integer(member, key.shape) ?? { valid = false; return 0 }()
            }
        }
        guard isComplete, valid, let kind, let size, let alignment else { return nil }
        item.kind = kind
        item.size = size
        item.alignment = alignment
        return item
    }
}

private enum EdgeName: String {
    case top, leading, bottom, trailing
}
