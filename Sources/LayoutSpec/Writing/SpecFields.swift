import LayoutEngine

/// The spec's keys as the writer writes them: one table per object, its keys in the order they
/// are written, one line each. A key the spec format gains is a line in its object's table.
enum SpecFields {
    static func value(of screen: Screen) throws(SpecWriteError) -> SpecValue {
        .object(try top.members(of: screen))
    }

    static let top: [SpecField<Screen>] = [
        SpecField("container") { (screen, _) throws(SpecWriteError) in try container(screen.container) },
        SpecField("scale", isDefault: { $0.scale == nil }) { (screen) throws(SpecWriteError) in try number(screen.scale ?? 0, at: "scale") },
        SpecField("layoutMargins", isDefault: { $0.layoutMargins == .zero }) { (screen) throws(SpecWriteError) in
            try insets(screen.layoutMargins, at: "layoutMargins")
        },
        SpecField("safeArea", isDefault: { $0.safeArea == .zero }) { (screen) throws(SpecWriteError) in try insets(screen.safeArea, at: "safeArea") },
        SpecField("interSectionSpacing", isDefault: { $0.interSectionSpacing == 0 }) { (screen) throws(SpecWriteError) in
            try number(screen.interSectionSpacing, at: "interSectionSpacing")
        },
        SpecField("sections") { (screen, _) throws(SpecWriteError) in .array(try sections(of: screen)) },
        SpecField("scrollDirection", isDefault: { $0.scrollDirection == .vertical }) { .string($0.scrollDirection.rawValue) },
        SpecField("layoutDirection", isDefault: { $0.layoutDirection == .leftToRight }) { .string($0.layoutDirection.rawValue) },
        SpecField("contentInsetsReference", isDefault: { $0.contentInsetsReference == .automatic }) {
            .string($0.contentInsetsReference.rawValue)
        },
        SpecField("boundaryItems", isDefault: { $0.boundaryItems.isEmpty }) { (screen) throws(SpecWriteError) in
            .array(try boundaryItems(screen.boundaryItems[...], at: "boundaryItems"))
        },
        SpecField("scrollOffsets", isDefault: { $0.scrollOffsets.isEmpty }) { (screen) throws(SpecWriteError) in
            var values: [SpecValue] = []
            for (index, offset) in screen.scrollOffsets.enumerated() { values.append(try point(offset, at: "scrollOffsets[\(index)]")) }
            return .array(values)
        },
    ]

    private static func container(_ container: Container) throws(SpecWriteError) -> SpecValue {
        var members = [SpecMember(key: "width", value: try number(container.width, at: "container.width"))]
        if let height = container.height { members.append(SpecMember(key: "height", value: try number(height, at: "container.height"))) }
        return .object(members)
    }

    private static func sections(of screen: Screen) throws(SpecWriteError) -> [SpecValue] {
        var values: [SpecValue] = []
        values.reserveCapacity(screen.sections.count)
        for (index, section) in screen.sections.enumerated() {
            let subject = SectionSubject(section: section, index: index, path: "sections[\(index)]", sharesForms: !section.variants.isEmpty)
            var members = try SectionSpecFields.all.members(of: subject)
            if !section.variants.isEmpty {
                members.append(SpecMember(key: "variants", value: .array(try SectionSpecFields.variants(of: subject))))
            }
            values.append(.object(members))
        }
        return values
    }

    // Values shared by every object.

    /// A finite number; NaN and the infinities have no JSON. The path is made only for an error:
    /// a spec's items would otherwise make one string each for nothing.
    static func number(_ value: Double, at path: @autoclosure () -> String) throws(SpecWriteError) -> SpecValue {
        guard value.isFinite else { throw SpecWriteError(at: path(), "\(value) is not a number JSON can hold") }
        return .number(value)
    }

    static func numbers(_ values: [Double], at path: @autoclosure () -> String) throws(SpecWriteError) -> SpecValue {
        for (index, value) in values.enumerated() where !value.isFinite {
            throw SpecWriteError(at: "\(path())[\(index)]", "\(value) is not a number JSON can hold")
        }
        return .numbers(values)
    }

    /// One number when the four sides are equal, else the sides that are not 0.
    static func insets(_ insets: EdgeInsets, at path: String) throws(SpecWriteError) -> SpecValue {
        if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
            return try number(insets.top, at: path)
        }
        var members: [SpecMember] = []
        for (key, side) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] where side != 0 {
            members.append(SpecMember(key: key, value: try number(side, at: "\(path).\(key)")))
        }
        return .object(members)
    }

    static func point(_ point: Point, at path: String) throws(SpecWriteError) -> SpecValue {
        try numbers([point.x, point.y], at: path)
    }

    static func size(_ size: LayoutSize, at path: String) throws(SpecWriteError) -> SpecValue {
        .object([
            SpecMember(key: "width", value: try dimension(size.width, at: path + ".width")),
            SpecMember(key: "height", value: try dimension(size.height, at: path + ".height")),
        ])
    }

    static func dimension(_ dimension: Dimension, at path: String) throws(SpecWriteError) -> SpecValue {
        let (key, value): (String, Double) =
            switch dimension {
            case .fractionalWidth(let value): ("fractionalWidth", value)
            case .fractionalHeight(let value): ("fractionalHeight", value)
            case .absolute(let value): ("absolute", value)
            case .estimated(let value): ("estimated", value)
            }
        return .object([SpecMember(key: key, value: try number(value, at: "\(path).\(key)"))])
    }

    static func spacing(_ spacing: Spacing, at path: String) throws(SpecWriteError) -> SpecValue {
        let key = spacing.isFlexible ? "flexible" : "fixed"
        return .object([SpecMember(key: key, value: try number(spacing.minimum, at: "\(path).\(key)"))])
    }

    static func edgeSpacing(_ edges: EdgeSpacing, at path: String) throws(SpecWriteError) -> SpecValue {
        var members: [SpecMember] = []
        for (key, edge) in [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)] {
            if let edge { members.append(SpecMember(key: key, value: try spacing(edge, at: "\(path).\(key)"))) }
        }
        return .object(members)
    }

    /// A boundary item of a section's or the layout's `boundaryItems`.
    static let boundaryItem: [SpecField<(item: BoundaryItem, path: String)>] = [
        SpecField("kind") { (subject, _) in .string(subject.item.kind) },
        SpecField("size") { (subject, _) throws(SpecWriteError) in try size(subject.item.size, at: subject.path + ".size") },
        SpecField("alignment") { (subject, _) in .string(subject.item.alignment.rawValue) },
        SpecField("extendsBoundary", isDefault: { $0.item.extendsBoundary }) { .boolean($0.item.extendsBoundary) },
        SpecField("absoluteOffset", isDefault: { $0.item.absoluteOffset == .zero }) { (subject) throws(SpecWriteError) in
            try point(subject.item.absoluteOffset, at: subject.path + ".absoluteOffset")
        },
        SpecField("contentInsets", isDefault: { $0.item.contentInsets == .zero }) { (subject) throws(SpecWriteError) in
            try insets(subject.item.contentInsets, at: subject.path + ".contentInsets")
        },
        SpecField("pinToVisibleBounds", isDefault: { !$0.item.pinToVisibleBounds }) { .boolean($0.item.pinToVisibleBounds) },
        SpecField("zIndex", isDefault: { $0.item.zIndex == BoundaryItem.defaultZIndex }) { .integer($0.item.zIndex) },
    ]

    /// Boundary items as `boundaryItems` gives them, the layout's (`path` "boundaryItems") or a
    /// section's.
    static func boundaryItems(_ items: ArraySlice<BoundaryItem>, at path: String) throws(SpecWriteError) -> [SpecValue] {
        var values: [SpecValue] = []
        for (place, item) in items.enumerated() {
            values.append(.object(try boundaryItem.members(of: (item, "\(path)[\(place)]"))))
        }
        return values
    }

    /// A background decoration of a section's `decorations`.
    static let decoration: [SpecField<(item: DecorationItem, path: String)>] = [
        SpecField("kind") { (subject, _) in .string(subject.item.kind) },
        SpecField("contentInsets", isDefault: { $0.item.contentInsets == .zero }) { (subject) throws(SpecWriteError) in
            try insets(subject.item.contentInsets, at: subject.path + ".contentInsets")
        },
        SpecField("zIndex", isDefault: { $0.item.zIndex == DecorationItem.defaultZIndex }) { .integer($0.item.zIndex) },
    ]

    /// `header` or `footer`: the shorthand of a full-width band at the top or bottom, for an
    /// item that is one (`nil` for any other).
    static func band(_ item: BoundaryItem, kind: String, alignment: BoundaryAlignment, at path: String) throws(SpecWriteError) -> SpecValue? {
        guard let (height, estimated) = bandHeight(of: item, kind: kind, alignment: alignment) else { return nil }
        var members = [SpecMember(key: "height", value: try number(height, at: path + ".height"))]
        if estimated { members.append(SpecMember(key: "estimated", value: .boolean(true))) }
        if item.contentInsets != .zero {
            members.append(SpecMember(key: "contentInsets", value: try insets(item.contentInsets, at: path + ".contentInsets")))
        }
        if item.pinToVisibleBounds { members.append(SpecMember(key: "pinToVisibleBounds", value: .boolean(true))) }
        return .object(members)
    }

    /// The height of `item`, and whether it is estimated, if `item` is what the `header` (or
    /// `footer`) shorthand gives for that height.
    static func bandHeight(of item: BoundaryItem, kind: String, alignment: BoundaryAlignment) -> (Double, Bool)? {
        guard item.kind == kind, item.alignment == alignment, item.size.width == .fractionalWidth(1), item.extendsBoundary,
            item.absoluteOffset == .zero, item.zIndex == BoundaryItem.defaultZIndex
        else { return nil }
        switch item.size.height {
        case .absolute(let height): return (height, false)
        case .estimated(let height): return (height, true)
        default: return nil
        }
    }
}
