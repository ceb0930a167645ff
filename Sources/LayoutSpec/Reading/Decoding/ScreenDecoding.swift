import LayoutEngine

/// Values given on the command line that replace the spec's.
public struct LayoutOverrides: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    /// Replaces every orthogonal section's `offsets`.
    public var offsets: [Double]?

    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, offsets: [Double]? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.offsets = offsets
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

        var sections: [Section] = []
        if let value = fields[.sections] {
            try at(.key(SpecKeyName.sections.rawValue)) { (decoder) throws(SpecError) in
                guard value.kind != .array || value.count <= SpecLimits.maximumSections else {
                    try decoder.report("\(value.count) sections, more than the limit \(SpecLimits.maximumSections)")
                    return
                }
                var totalItems = 0
                try decoder.elements(of: value, SpecKeyName.sections.shape) { (index, element, decoder) throws(SpecError) in
                    let context = SectionContext(index: index, containerHeight: container.height, offsets: overrides.offsets)
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
            interSectionSpacing: spacing, sections: sections)
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
