import LayoutEngine

extension SpecDecoder {
    /// A compositional section, or one of its presets.
    mutating func compositional(
        _ kind: SectionKind, _ fields: SectionFields, items: DecodedItems?, _ context: SectionContext
    ) throws(SpecError) -> CompositionalSection? {
        let defaultScrolling: OrthogonalScrollingBehavior
        switch kind {
        case .carousel: defaultScrolling = Carousel.defaultScrolling
        case .widget: defaultScrolling = Widget.defaultScrolling
        default: defaultScrolling = .none
        }
        let scrolling =
            try read(.orthogonalScrolling, of: fields) { (value, decoder) throws(SpecError) in
                try decoder.choice(value, SectionKey.orthogonalScrolling.shape, as: OrthogonalScrollingBehavior.self)
            } ?? defaultScrolling
        let spacing = try number(.interGroupSpacing, of: fields) ?? 0
        var effect = try read(.effect, of: fields) { (value, decoder) throws(SpecError) in try decoder.scaleEffect(value) }
        var offsets =
            try readShared(.offsets, of: fields) { (value, decoder) throws(SpecError) -> ScrollOffsets? in
                if value.kind == .string && value.string == "resting" { return .resting }
                guard value.kind == .array else {
                    try decoder.report("expected \(SectionKey.offsets.shape.phrase), found \(value.summary)")
                    return nil
                }
                var list: [Double] = []
                try decoder.elements(of: value, SectionKey.offsets.shape) { (_, element, decoder) throws(SpecError) in
                    if let offset = try decoder.number(element, .number(.offset)) { list.append(offset) }
                }
                return .list(list)
            } ?? .resting

        let group: LayoutGroup?
        switch kind {
        case .carousel:
            let minScale = try number(.minScale, of: fields)
            if scrolling == .none {
                try report(
                    "a carousel scrolls orthogonally; to stack pages down the screen use a compositional section",
                    at: .orthogonalScrolling, of: fields)
                return nil
            }
            let carousel = Carousel(
                groupWidth: try number(.groupWidth, of: fields) ?? Carousel.defaultGroupWidth,
                groupHeight: try number(.groupHeight, of: fields) ?? Carousel.defaultGroupHeight,
                minScale: minScale ?? Carousel.defaultMinScale)
            effect = effect ?? ScaleEffect(minimum: carousel.minScale)
            group = carousel.group
        case .widget:
            let widget = Widget(
                groupWidth: try number(.groupWidth, of: fields) ?? Widget.defaultGroupWidth,
                groupHeight: try number(.groupHeight, of: fields) ?? Widget.defaultGroupHeight,
                itemInsets: try read(.itemInsets, of: fields) { (value, decoder) throws(SpecError) in try decoder.insets(value) }
                    ?? Widget.defaultItemInsets)
            group = widget.group
        default:
            guard fields[.group] != nil else { return nil }  // reported as missing
            group = try readShared(.group, of: fields) { (value, decoder) throws(SpecError) in
                try decoder.rootGroup(value, containerHeight: context.containerHeight)
            }
        }
        if scrolling == .none {
            if fields[.effect] != nil {
                try report("a scale effect needs orthogonal scrolling; orthogonalScrolling is \"none\"", at: .effect, of: fields)
            }
            if fields[.offsets] != nil {
                try report("offsets are orthogonal scroll offsets; orthogonalScrolling is \"none\"", at: .offsets, of: fields)
            }
        } else if let override = context.offsets {
            offsets = .list(override)
        }
        guard let group else { return nil }
        return CompositionalSection(
            group: group, itemCount: items?.count ?? 0, interGroupSpacing: spacing, orthogonalScrolling: scrolling,
            scaleEffect: effect, offsets: offsets, measurements: items?.measurements)
    }

    /// `{"scale": {"min": m}}`.
    private mutating func scaleEffect(_ value: JSONValue) throws(SpecError) -> ScaleEffect? {
        var effect: ScaleEffect?
        try members(of: value, as: .effect) { (_: EffectKey, member, decoder) throws(SpecError) in
            var minimum: Double?
            try decoder.members(of: member, as: .scaleEffect) { (key: ScaleEffectKey, bound, decoder) throws(SpecError) in
                minimum = try decoder.number(bound, key.shape)
            }
            effect = minimum.map(ScaleEffect.init)
        }
        return effect
    }
}
