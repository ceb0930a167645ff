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
}

extension SpecDecoder {
    /// The whole spec.
    mutating func screen(_ root: JSONValue, overrides: LayoutOverrides) throws(SpecError) -> Screen? {
        var fields = KeyedValues<SpecKeyName, JSONValue>()
        let rules = SpecKeyName.rules(widthGiven: overrides.width != nil)
        try members(of: root, as: .spec, rules) { key, value, _ in fields[key] = value }
        guard root.kind == .object else { return nil }
        func decode<T>(_ key: SpecKeyName, _ read: (JSONValue, inout SpecDecoder) throws(SpecError) -> T?) throws(SpecError) -> T? {
            guard let value = fields[key] else { return nil }
            return try at(.key(key.rawValue)) { (decoder) throws(SpecError) in try read(value, &decoder) }
        }

        _ = try decode(.version) { (value, decoder) throws(SpecError) in try decoder.integer(value, SpecKeyName.version.shape) }
        _ = try decode(.schema) { (value, decoder) throws(SpecError) in try decoder.string(value) }
        let given = try decode(.container) { (value, decoder) throws(SpecError) in try decoder.container(value, overrides: overrides) }
        var container = given ?? Container(width: overrides.width ?? 0, height: overrides.height)
        container.width = overrides.width ?? container.width
        container.height = overrides.height ?? container.height
        var scale = try decode(.scale) { (value, decoder) throws(SpecError) in
            try decoder.number(value, SpecKeyName.scale.shape)
        }
        if let override = overrides.scale { scale = override }
        let margins = try decode(.layoutMargins) { (value, decoder) throws(SpecError) in try decoder.insets(value) } ?? .zero
        let safeArea = try decode(.safeArea) { (value, decoder) throws(SpecError) in try decoder.insets(value) } ?? .zero
        let spacing =
            try decode(.interSectionSpacing) { (value, decoder) throws(SpecError) in
                try decoder.number(value, SpecKeyName.interSectionSpacing.shape)
            } ?? 0
        let scrollDirection =
            try decode(.scrollDirection) { (value, decoder) throws(SpecError) in
                try decoder.choice(value, SpecKeyName.scrollDirection.shape, as: Axis.self)
            } ?? .vertical
        if scrollDirection == .horizontal && container.height == nil {
            try at(.key(SpecKeyName.scrollDirection.rawValue)) { (decoder) throws(SpecError) in
                try decoder.report(
                    "a horizontal layout is laid out against the container's height: give container.height (or --height)")
            }
        }
        let layoutDirection =
            try decode(.layoutDirection) { (value, decoder) throws(SpecError) in
                try decoder.choice(value, SpecKeyName.layoutDirection.shape, as: LayoutDirection.self)
            } ?? .leftToRight
        let reference =
            try decode(.contentInsetsReference) { (value, decoder) throws(SpecError) in
                try decoder.choice(value, SpecKeyName.contentInsetsReference.shape, as: ContentInsetsReference.self)
            } ?? .automatic
        var boundaryItems: [BoundaryItem] = []
        _ = try decode(.boundaryItems) { (value, decoder) throws(SpecError) -> Void? in
            try decoder.elements(of: value, SpecKeyName.boundaryItems.shape) { (_, element, decoder) throws(SpecError) in
                if let item = try decoder.boundaryItem(element, containerHeight: container.height) {
                    boundaryItems.append(item)
                }
            }
            return nil
        }
        let scrollOffsets = try self.scrollOffsets(fields[.scrollOffsets], overrides: overrides, container: container)

        var sections: [Section] = []
        if let value = fields[.sections] {
            try at(.key(SpecKeyName.sections.rawValue)) { (decoder) throws(SpecError) in
                guard value.kind != .array || value.count <= SpecLimits.maximumSections else {
                    try decoder.report("\(value.count) sections, more than the limit \(SpecLimits.maximumSections)")
                    return
                }
                var totalItems = 0
                try decoder.elements(of: value, SpecKeyName.sections.shape) { (index, element, decoder) throws(SpecError) in
                    let context = SectionContext(
                        index: index, containerHeight: container.height, offsets: overrides.offsets,
                        scrollAxis: scrollDirection)
                    guard let section = try decoder.section(element, context) else { return }
                    totalItems += section.itemCount
                    sections.append(section)
                }
                if totalItems > SpecLimits.maximumTotalItems {
                    try decoder.report("\(totalItems) items in all, more than the limit \(SpecLimits.maximumTotalItems)")
                }
            }
        }
        return Screen(
            container: container, scale: scale, layoutMargins: margins, safeArea: safeArea,
            interSectionSpacing: spacing, sections: sections, scrollDirection: scrollDirection,
            layoutDirection: layoutDirection, contentInsetsReference: reference, boundaryItems: boundaryItems,
            scrollOffsets: scrollOffsets)
    }

    /// The content offsets to report what is on screen at: `--scroll-offset`'s, else the
    /// spec's. The viewport at an offset is the container's width by its height, so they need it.
    private mutating func scrollOffsets(
        _ value: JSONValue?, overrides: LayoutOverrides, container: Container
    ) throws(SpecError) -> [Point] {
        let key = SpecKeyName.scrollOffsets
        var offsets: [Point] = []
        if let value {
            try at(.key(key.rawValue)) { (decoder) throws(SpecError) in
                guard case .array(let pair, _) = key.shape else { return }
                try decoder.elements(of: value, key.shape) { (_, element, decoder) throws(SpecError) in
                    if let point = try decoder.point(element, pair) { offsets.append(point) }
                }
                if overrides.scrollOffsets == nil && container.height == nil && value.kind == .array && value.count > 0 {
                    try decoder.report(
                        "the viewport at a scroll offset is the container's width by its height: give container.height (or --height)")
                }
            }
        }
        guard let override = overrides.scrollOffsets else { return offsets }
        if !override.isEmpty && container.height == nil {
            try at(.key(SpecKeyName.container.rawValue)) { (decoder) throws(SpecError) in
                try decoder.report(
                    "--scroll-offset needs the container's height (the viewport is its width by its height): give container.height (or --height)")
            }
        }
        return override
    }

    private mutating func container(_ value: JSONValue, overrides: LayoutOverrides) throws(SpecError) -> Container? {
        var width: Double?
        var height: Double?
        let rules = ContainerKey.rules(widthGiven: overrides.width != nil)
        try members(of: value, as: .container, rules) { (key, member, decoder) throws(SpecError) in
            switch key {
            case .width: width = try decoder.number(member, key.shape)
            case .height: height = try decoder.number(member, key.shape)
            }
        }
        guard value.kind == .object else { return nil }
        return Container(width: width ?? 0, height: height)
    }
}
