import LayoutEngine

/// What a section is decoded in.
struct SectionContext {
    var index: Int
    /// The container's height, if the spec or the command line gives one.
    var containerHeight: Double?
    /// `--offset`: replaces every orthogonal section's offsets.
    var offsets: [Double]?
    /// The axis the layout scrolls along: a horizontal one refuses what it cannot lay out.
    var scrollAxis: Axis = .vertical
}

/// A section's keys as given, each with its value and where it is; a variant's keys replace
/// these one by one (a shallow merge).
struct SectionFields {
    private var entries = KeyedValues<SectionKey, (value: JSONValue, path: JSONPath)>()
    /// The keys in the order they were first given.
    private(set) var order: [SectionKey] = []
    /// For a section with variants: its own keys as decoded, which its variants share.
    private var shared: SharedSectionValues?
    /// The keys a variant gave, which it decodes itself.
    private var replaced = KeySet<SectionKey>(bits: 0)

    mutating func set(_ key: SectionKey, _ value: JSONValue, at path: JSONPath) {
        if entries[key] == nil { order.append(key) }
        entries[key] = (value, path)
        if shared != nil { replaced.insert(index: SectionKey.lookup.index(of: key)) }
    }

    subscript(key: SectionKey) -> (value: JSONValue, path: JSONPath)? { entries[key] }

    /// From here on the keys as given are decoded once for the section and its variants: a
    /// key set after this is a variant's own.
    mutating func shareDecodedValues() {
        shared = SharedSectionValues()
    }

    /// Where `key` as decoded is kept for the section and its variants, unless it is not shared
    /// (no variants) or is a variant's own.
    func sharedValues(for key: SectionKey) -> SharedSectionValues? {
        replaced.contains(key) ? nil : shared
    }
}

/// A section's keys as decoded (the heavy ones: `items`, `ratios`, `group`, `offsets`), which
/// a variant that does not give the key takes as they are (copy-on-write arrays, not copies)
/// rather than decoding and holding them again: a waterfall of 40,000 items with 1,000
/// variants was decoded 1,001 times, in 3.6 s and 368 MB.
final class SharedSectionValues {
    /// The value of a key as decoded, `nil` where it was absent or wrong (and reported).
    private struct Decoded<T> {
        var value: T?
    }

    private var values = KeyedValues<SectionKey, Any>()

    /// `key` as decoded before, if it was, as `T`.
    func value<T>(of key: SectionKey, as type: T.Type) -> T?? {
        (values[key] as? Decoded<T>).map(\.value)
    }

    func keep<T>(_ value: T?, of key: SectionKey) {
        values[key] = Decoded(value: value)
    }
}

extension SpecDecoder {
    /// Reads `key` of `fields` with `read`, at the key's own path.
    mutating func read<T>(
        _ key: SectionKey, of fields: SectionFields, _ read: (JSONValue, inout SpecDecoder) throws(SpecError) -> T?
    ) throws(SpecError) -> T? {
        guard let entry = fields[key] else { return nil }
        return try at(path: entry.path) { (decoder) throws(SpecError) in try read(entry.value, &decoder) }
    }

    /// `read(key, of: fields, read)`, but a key a section shares with its variants is decoded
    /// once, and its problems reported once. The value decoded may depend on the key's value
    /// and on what is the same for every variant (the section's kind, the context), not on
    /// another key a variant may give.
    mutating func readShared<T>(
        _ key: SectionKey, of fields: SectionFields, _ read: (JSONValue, inout SpecDecoder) throws(SpecError) -> T?
    ) throws(SpecError) -> T? {
        guard let shared = fields.sharedValues(for: key) else { return try self.read(key, of: fields, read) }
        if let known = shared.value(of: key, as: T.self) { return known }
        let value = try self.read(key, of: fields, read)
        shared.keep(value, of: key)
        return value
    }

    /// A number key of `fields`.
    mutating func number(_ key: SectionKey, of fields: SectionFields) throws(SpecError) -> Double? {
        try read(key, of: fields) { (value, decoder) throws(SpecError) in try decoder.number(value, key.shape) }
    }

    /// Reports a problem at `key` of `fields`.
    mutating func report(_ message: String, at key: SectionKey, of fields: SectionFields) throws(SpecError) {
        guard let entry = fields[key] else { return try report(message) }
        try at(path: entry.path) { (decoder) throws(SpecError) in try decoder.report(message) }
    }

    mutating func section(_ value: JSONValue, _ context: SectionContext) throws(SpecError) -> Section? {
        guard value.kind == .object else {
            try report("expected \(ObjectName.section.phrase), found \(value.summary)")
            return nil
        }
        guard let kindValue = value.member(SectionKey.kind.rawValue) else {
            try report("missing \"kind\": \(SectionKey.kind.shape.phrase)")
            return nil
        }
        guard
            let kind = try at(.key(SectionKey.kind.rawValue), { (decoder) throws(SpecError) in
                try decoder.choice(kindValue, SectionKey.kind.shape, as: SectionKind.self)
            })
        else { return nil }
        if kind == .flow && context.scrollAxis == .horizontal {
            try at(.key(SectionKey.kind.rawValue)) { (decoder) throws(SpecError) in
                try decoder.report(
                    "a flow section is UICollectionViewFlowLayout, laid out vertically only (its horizontal rules are not in layoutcalc's contract): in a horizontal layout use a compositional section")
            }
            return nil
        }

        var fields = SectionFields()
        try members(of: value, as: .section, SectionKey.rules(in: kind)) { key, member, decoder in
            fields.set(key, member, at: decoder.path)
        }
        if fields[.variants] != nil { fields.shareDecodedValues() }
        guard var section = try sectionBody(kind, fields, context) else { return nil }
        if let variants = fields[.variants] {
            section.variants =
                try at(path: variants.path) { (decoder) throws(SpecError) in
                    try decoder.variants(variants.value, kind: kind, base: fields, context)
                } ?? []
        }
        return section
    }

    private mutating func variants(
        _ value: JSONValue, kind: SectionKind, base: SectionFields, _ context: SectionContext
    ) throws(SpecError) -> [SectionVariant]? {
        var variants: [SectionVariant] = []
        let rules = SectionKey.variantRules(in: kind)
        try elements(of: value, SectionKey.variants.shape) { (_, element, decoder) throws(SpecError) in
            var merged = base
            var bounds: (min: Double?, max: Double?)?
            let isComplete = try decoder.members(of: element, as: .variant, rules) { (key, member, decoder) throws(SpecError) in
                if key == .when {
                    bounds = try decoder.variantBounds(member)
                } else {
                    merged.set(key, member, at: decoder.path)
                }
            }
            guard isComplete, let bounds else { return }
            guard let section = try decoder.sectionBody(kind, merged, context) else { return }
            variants.append(SectionVariant(minWidth: bounds.min, maxWidth: bounds.max, section: section))
        }
        return variants
    }

    private mutating func variantBounds(_ value: JSONValue) throws(SpecError) -> (min: Double?, max: Double?)? {
        var minimum: Double?
        var maximum: Double?
        var valid = true
        let isObject = try members(of: value, as: .variantBounds) { (key: VariantBoundsKey, member, decoder) throws(SpecError) in
            let number = try decoder.number(member, key.shape)
            if number == nil { valid = false }
            switch key {
            case .minWidth: minimum = number
            case .maxWidth: maximum = number
            }
        }
        guard isObject, valid else { return nil }
        if let minimum, let maximum, minimum > maximum {
            try report("minWidth \(ValueText.number(minimum)) is more than maxWidth \(ValueText.number(maximum)): no width matches")
            return nil
        }
        return (minimum, maximum)
    }

    /// A section of `kind` from its merged keys.
    mutating func sectionBody(_ kind: SectionKind, _ fields: SectionFields, _ context: SectionContext) throws(SpecError) -> Section? {
        let id = try read(.id, of: fields) { (value, decoder) throws(SpecError) in try decoder.string(value) } ?? "section-\(context.index)"
        let defaultInsets = kind == .widget ? Widget.defaultContentInsets : .zero
        let contentInsets = try read(.contentInsets, of: fields) { (value, decoder) throws(SpecError) in try decoder.insets(value) } ?? defaultInsets
        let reference =
            try read(.contentInsetsReference, of: fields) { (value, decoder) throws(SpecError) in
                try decoder.choice(value, SectionKey.contentInsetsReference.shape, as: ContentInsetsReference.self)
            }
        let boundaryItems = kind == .flow ? [] : try self.boundaryItems(kind, fields, context)
        let followsInsets =
            try read(.supplementariesFollowContentInsets, of: fields) { (value, decoder) throws(SpecError) in
                try decoder.boolean(value)
            } ?? true
        var decorations: [DecorationItem] = []
        _ = try read(.decorations, of: fields) { (value, decoder) throws(SpecError) -> Void? in
            try decoder.elements(of: value, SectionKey.decorations.shape) { (_, element, decoder) throws(SpecError) in
                if let decoration = try decoder.decoration(element) { decorations.append(decoration) }
            }
            return nil
        }
        let items = try readShared(.items, of: fields) { (value, decoder) throws(SpecError) in
            try decoder.items(value, kind: kind, scrollAxis: context.scrollAxis)
        }

        let content: SectionContent?
        switch kind {
        case .waterfall:
            content = try waterfall(fields, items: items, scrollAxis: context.scrollAxis).map { .waterfall($0) }
        case .carousel, .widget, .compositional:
            content = try compositional(kind, fields, items: items, context).map { .compositional($0) }
        case .flow:
            content = try flow(fields, items: items).map { .flow($0) }
        case .mosaic:
            content = try mosaic(fields, items: items).map { .mosaic($0) }
        }
        for (first, second) in SectionKey.conflicts(in: kind) where fields[first] != nil && fields[second] != nil {
            try report("give \"\(first.rawValue)\" or \"\(second.rawValue)\", not both", at: second, of: fields)
            return nil
        }
        guard let content else { return nil }
        return Section(
            id: id, kind: kind, content: content, contentInsets: contentInsets, contentInsetsReference: reference,
            boundaryItems: boundaryItems, supplementariesFollowContentInsets: followsInsets, decorations: decorations,
            itemIDs: items?.ids)
    }

    /// A background decoration: `{"kind", "contentInsets"?, "zIndex"?}`.
    private mutating func decoration(_ value: JSONValue) throws(SpecError) -> DecorationItem? {
        var kind: String?
        var decoration = DecorationItem(kind: "")
        var valid = true
        let isComplete = try members(of: value, as: .decoration) { (key: DecorationKey, member, decoder) throws(SpecError) in
            switch key {
            case .kind: kind = try decoder.string(member)
            case .contentInsets: decoration.contentInsets = try decoder.insets(member) ?? { valid = false; return .zero }()
            case .zIndex: decoration.zIndex = try decoder.integer(member, key.shape) ?? { valid = false; return 0 }()
            }
        }
        guard isComplete, valid, let kind else { return nil }
        decoration.kind = kind
        return decoration
    }

    /// The header, footer and boundary items, in the order the spec gives them (a widget's
    /// default header first).
    private mutating func boundaryItems(
        _ kind: SectionKind, _ fields: SectionFields, _ context: SectionContext
    ) throws(SpecError) -> [BoundaryItem] {
        var result: [BoundaryItem] = []
        if kind == .widget && fields[.header] == nil { result.append(Widget.defaultHeader) }
        for key in fields.order {
            switch key {
            case .header, .footer:
                let isHeader = key == .header
                if let band = try read(key, of: fields, { (value, decoder) throws(SpecError) in
                    try decoder.band(value, kind: isHeader ? "header" : "footer", alignment: isHeader ? .top : .bottom)
                }) {
                    result.append(band)
                }
            case .boundaryItems:
                try read(key, of: fields) { (value, decoder) throws(SpecError) -> Void? in
                    try decoder.elements(of: value, SectionKey.boundaryItems.shape) { (_, element, decoder) throws(SpecError) in
                        if let item = try decoder.boundaryItem(element, containerHeight: context.containerHeight) {
                            result.append(item)
                        }
                    }
                    return nil
                }
            default:
                break
            }
        }
        return result
    }

    /// `header` or `footer`: a full-width band of `height` points; `null` is none.
    private mutating func band(_ value: JSONValue, kind: String, alignment: BoundaryAlignment) throws(SpecError) -> BoundaryItem? {
        if value.kind == .null { return nil }
        var height: Double?
        var estimated = false
        var insets = EdgeInsets.zero
        var pinned = false
        let isComplete = try members(of: value, as: .header) { (key: HeaderKey, member, decoder) throws(SpecError) in
            switch key {
            case .height: height = try decoder.number(member, key.shape)
            case .estimated: estimated = try decoder.boolean(member) ?? false
            case .contentInsets: insets = try decoder.insets(member) ?? .zero
            case .pinToVisibleBounds: pinned = try decoder.boolean(member) ?? false
            }
        }
        guard isComplete, let height else { return nil }
        return BoundaryItem.band(
            kind: kind, height: height, estimated: estimated, alignment: alignment, contentInsets: insets,
            pinToVisibleBounds: pinned)
    }
}
