import LayoutEngine

/// A section being written: the section, where it is, and whether it shares its items' and
/// sizes' forms with its variants (a variant replaces its section's keys one by one, so both
/// must give a waterfall's items as objects and a flow's sizes as a list).
struct SectionSubject: Sendable {
    var section: Section
    var index: Int
    var path: String
    var sharesForms: Bool

    var compositional: CompositionalSection? {
        if case .compositional(let content) = section.content { return content }
        return nil
    }

    var waterfall: WaterfallSection? {
        if case .waterfall(let content) = section.content { return content }
        return nil
    }

    var flow: FlowSection? {
        if case .flow(let content) = section.content { return content }
        return nil
    }

    var mosaic: MosaicSection? {
        if case .mosaic(let content) = section.content { return content }
        return nil
    }
}

/// A section's keys, in the order they are written.
enum SectionSpecFields {
    static let all: [SpecField<SectionSubject>] = [
        SpecField("id", isDefault: { $0.section.id == "section-\($0.index)" }) { .string($0.section.id) },
        SpecField("kind") { (subject, _) in .string(subject.section.kind.rawValue) },
        SpecField("items") { (subject, explicit) throws(SpecWriteError) in try items(subject, explicit: explicit) },
        SpecField("ratios", when: { usesRatios($0) }, isDefault: { $0.waterfall?.items.isEmpty ?? true }) { (subject) throws(SpecWriteError) in
            try ratios(subject)
        },
        SpecField("contentInsets", isDefault: { $0.section.contentInsets == defaultContentInsets($0.section.kind) }) { (subject) throws(SpecWriteError) in
            try SpecFields.insets(subject.section.contentInsets, at: subject.path + ".contentInsets")
        },
        SpecField("contentInsetsReference", isDefault: { $0.section.contentInsetsReference == nil }) {
            .string($0.section.contentInsetsReference?.rawValue ?? "")
        },
        SpecField("header") { (subject, explicit) throws(SpecWriteError) in try header(subject, explicit: explicit) },
        SpecField("footer") { (subject, explicit) throws(SpecWriteError) in try footer(subject, explicit: explicit) },
        SpecField("boundaryItems") { (subject, explicit) throws(SpecWriteError) in try boundaryItems(subject, explicit: explicit) },
        SpecField("supplementariesFollowContentInsets", isDefault: { $0.section.supplementariesFollowContentInsets }) {
            .boolean($0.section.supplementariesFollowContentInsets)
        },
        SpecField("decorations", isDefault: { $0.section.decorations.isEmpty }) { (subject) throws(SpecWriteError) in
            var values: [SpecValue] = []
            for (place, decoration) in subject.section.decorations.enumerated() {
                values.append(.object(try SpecFields.decoration.members(of: (decoration, "\(subject.path).decorations[\(place)]"))))
            }
            return .array(values)
        },
        SpecField("orthogonalScrolling", when: { $0.compositional != nil }, isDefault: { defaultScrolling($0.section.kind) == $0.compositional?.orthogonalScrolling }) {
            .string($0.compositional?.orthogonalScrolling.rawValue ?? "")
        },
        SpecField("interGroupSpacing", when: { $0.compositional != nil }, isDefault: { $0.compositional?.interGroupSpacing == 0 }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.compositional?.interGroupSpacing ?? 0, at: subject.path + ".interGroupSpacing")
        },
        SpecField("effect", when: { $0.compositional != nil && $0.section.kind != .carousel }, isDefault: { $0.compositional?.scaleEffect == nil }) { (subject) throws(SpecWriteError) in
            try subject.compositional?.scaleEffect.map { (effect) throws(SpecWriteError) in
                .object([SpecMember(key: "scale", value: .object([SpecMember(key: "min", value: try SpecFields.number(effect.minimum, at: subject.path + ".effect.scale.min"))]))])
            }
        },
        SpecField("offsets", when: { $0.compositional != nil }, isDefault: { $0.compositional?.offsets == .resting }) { (subject) throws(SpecWriteError) in
            switch subject.compositional?.offsets {
            case .list(let offsets): try SpecFields.numbers(offsets, at: subject.path + ".offsets")
            default: .string("resting")
            }
        },
        SpecField("groupWidth") { (subject, explicit) throws(SpecWriteError) in try presetNumber(subject, explicit: explicit, "groupWidth") },
        SpecField("groupHeight") { (subject, explicit) throws(SpecWriteError) in try presetNumber(subject, explicit: explicit, "groupHeight") },
        SpecField("minScale") { (subject, explicit) throws(SpecWriteError) in try presetNumber(subject, explicit: explicit, "minScale") },
        SpecField("itemInsets") { (subject, explicit) throws(SpecWriteError) in
            guard subject.section.kind == .widget else { return nil }
            let widget = try Presets.widget(of: subject)
            guard explicit || widget.itemInsets != Widget.defaultItemInsets else { return nil }
            return try SpecFields.insets(widget.itemInsets, at: subject.path + ".itemInsets")
        },
        SpecField("group", when: { $0.section.kind == .compositional }, isDefault: { _ in false }) { (subject) throws(SpecWriteError) in
            try subject.compositional.map { (content) throws(SpecWriteError) in try NodeSpecFields.value(of: .group(content.group), at: subject.path + ".group") }
        },
    ] + WaterfallSpecFields.all + FlowMosaicSpecFields.all

    /// A section's variants: each its bounds and the keys whose values differ from the section's.
    static func variants(of base: SectionSubject) throws(SpecWriteError) -> [SpecValue] {
        var baseValues: [SpecValue?] = []
        for field in all { baseValues.append(try field.value(base, false)) }
        var values: [SpecValue] = []
        for (place, variant) in base.section.variants.enumerated() {
            let path = "\(base.path).variants[\(place)]"
            guard variant.section.kind == base.section.kind else { throw SpecWriteError(at: path, "a variant cannot change the kind") }
            guard variant.section.variants.isEmpty else { throw SpecWriteError(at: path, "variants do not nest") }
            var bounds: [SpecMember] = []
            if let minimum = variant.minWidth { bounds.append(SpecMember(key: "minWidth", value: try SpecFields.number(minimum, at: path + ".when.minWidth"))) }
            if let maximum = variant.maxWidth { bounds.append(SpecMember(key: "maxWidth", value: try SpecFields.number(maximum, at: path + ".when.maxWidth"))) }
            var members = [SpecMember(key: "when", value: .object(bounds))]
            let subject = SectionSubject(section: variant.section, index: base.index, path: path, sharesForms: true)
            for (field, baseValue) in zip(all, baseValues) {
                let own = try field.value(subject, false)
                guard own != baseValue else { continue }
                if let own {
                    members.append(SpecMember(key: field.key, value: own))
                } else if let explicit = try field.value(subject, true) {
                    members.append(SpecMember(key: field.key, value: explicit))
                } else {
                    throw SpecWriteError(at: "\(path).\(field.key)", "a variant cannot take back its section's \"\(field.key)\"")
                }
            }
            values.append(.object(members))
        }
        return values
    }

    // Items.

    /// Whether a waterfall's items are written as `ratios`: plain ratios, no ids.
    static func usesRatios(_ subject: SectionSubject) -> Bool {
        guard let waterfall = subject.waterfall, !subject.sharesForms, subject.section.itemIDs == nil else { return false }
        for index in 0..<waterfall.items.count {
            let item = waterfall.items[index]
            guard case .ratio = item.size, item.span == nil, item.extraHeight == nil else { return false }
        }
        return true
    }

    private static func ratios(_ subject: SectionSubject) throws(SpecWriteError) -> SpecValue? {
        guard let items = subject.waterfall?.items else { return nil }
        var ratios: [Double] = []
        ratios.reserveCapacity(items.count)
        for index in 0..<items.count {
            if case .ratio(let ratio) = items[index].size { ratios.append(ratio) }
        }
        return try SpecFields.numbers(ratios, at: subject.path + ".ratios")
    }

    /// `items`: a count, or one object per item where an item has an id, a measured size or
    /// (in a waterfall) its own values.
    private static func items(_ subject: SectionSubject, explicit: Bool) throws(SpecWriteError) -> SpecValue? {
        let section = subject.section
        let path = subject.path + ".items"
        if let waterfall = subject.waterfall {
            guard !usesRatios(subject) else { return nil }
            guard !waterfall.items.isEmpty || explicit else { return nil }
            var objects: [SpecValue] = []
            objects.reserveCapacity(waterfall.items.count)
            for index in 0..<waterfall.items.count {
                let item = waterfall.items[index]
                var members: [SpecMember] = []
                if let id = section.itemIDs?[index] { members.append(SpecMember(key: "id", value: .string(id))) }
                switch item.size {
                case .ratio(let ratio): members.append(SpecMember(key: "ratio", value: try SpecFields.number(ratio, at: "\(path)[\(index)].ratio")))
                case .height(let height): members.append(SpecMember(key: "height", value: try SpecFields.number(height, at: "\(path)[\(index)].height")))
                }
                if let span = item.span { members.append(SpecMember(key: "span", value: WaterfallSpecFields.span(span))) }
                if let extra = item.extraHeight {
                    members.append(SpecMember(key: "extraHeight", value: try SpecFields.number(extra, at: "\(path)[\(index)].extraHeight")))
                }
                objects.append(.object(members))
            }
            return .array(objects)
        }
        let measured: MeasuredSizes? =
            switch section.content {
            case .compositional(let content): content.measurements
            case .flow(let content): content.itemSizes
            default: nil
            }
        guard section.itemIDs != nil || measured != nil else {
            return section.itemCount == 0 && !explicit ? nil : .integer(section.itemCount)
        }
        var objects: [SpecValue] = []
        objects.reserveCapacity(section.itemCount)
        for index in 0..<section.itemCount {
            var members: [SpecMember] = []
            if let ids = section.itemIDs, index < ids.count, let id = ids[index] { members.append(SpecMember(key: "id", value: .string(id))) }
            if let size = measured?.size(of: index) {
                if let width = size.width { members.append(SpecMember(key: "width", value: try SpecFields.number(width, at: "\(path)[\(index)].width"))) }
                if let height = size.height { members.append(SpecMember(key: "height", value: try SpecFields.number(height, at: "\(path)[\(index)].height"))) }
            }
            objects.append(.object(members))
        }
        return .array(objects)
    }

    // Boundary items: a header band first, then a footer band, written as their shorthands,
    // and the rest as `boundaryItems`, so that they read back in the same order.

    private struct BoundaryForms {
        /// `nil`: the key is left out (a widget's default header, or no header).
        var header: BoundaryItem?
        /// A widget without its default header says so.
        var removesDefaultHeader: Bool
        var footer: BoundaryItem?
        var rest: ArraySlice<BoundaryItem>
    }

    private static func boundaryForms(_ section: Section) -> BoundaryForms {
        let items = section.boundaryItems
        var forms = BoundaryForms(header: nil, removesDefaultHeader: false, footer: nil, rest: items[...])
        if section.kind == .widget && items.first == Widget.defaultHeader {
            forms.rest = items.dropFirst()
        } else if let first = items.first, SpecFields.bandHeight(of: first, kind: "header", alignment: .top) != nil {
            forms.header = first
            forms.rest = items.dropFirst()
        } else {
            forms.removesDefaultHeader = section.kind == .widget
        }
        if let next = forms.rest.first, SpecFields.bandHeight(of: next, kind: "footer", alignment: .bottom) != nil {
            forms.footer = next
            forms.rest = forms.rest.dropFirst()
        }
        return forms
    }

    private static func header(_ subject: SectionSubject, explicit: Bool) throws(SpecWriteError) -> SpecValue? {
        let path = subject.path + ".header"
        if let flow = subject.flow { return try flowBand(flow.headerHeight, pinned: flow.pinsHeader, explicit: explicit, at: path) }
        let forms = boundaryForms(subject.section)
        if let header = forms.header { return try SpecFields.band(header, kind: "header", alignment: .top, at: path) }
        if forms.removesDefaultHeader { return .null }
        guard explicit else { return nil }
        if subject.section.kind == .widget { return try SpecFields.band(Widget.defaultHeader, kind: "header", alignment: .top, at: path) }
        return .null
    }

    private static func footer(_ subject: SectionSubject, explicit: Bool) throws(SpecWriteError) -> SpecValue? {
        let path = subject.path + ".footer"
        if let flow = subject.flow { return try flowBand(flow.footerHeight, pinned: flow.pinsFooter, explicit: explicit, at: path) }
        if let footer = boundaryForms(subject.section).footer {
            return try SpecFields.band(footer, kind: "footer", alignment: .bottom, at: path)
        }
        return explicit ? .null : nil
    }

    /// A flow section's header or footer: its height, 0 for none, and whether it pins.
    private static func flowBand(_ height: Double, pinned: Bool, explicit: Bool, at path: String) throws(SpecWriteError) -> SpecValue? {
        guard height > 0 || pinned else { return explicit ? .null : nil }
        var members = [SpecMember(key: "height", value: try SpecFields.number(height, at: path + ".height"))]
        if pinned { members.append(SpecMember(key: "pinToVisibleBounds", value: .boolean(true))) }
        return .object(members)
    }

    private static func boundaryItems(_ subject: SectionSubject, explicit: Bool) throws(SpecWriteError) -> SpecValue? {
        if subject.flow != nil {
            guard subject.section.boundaryItems.isEmpty else {
                throw SpecWriteError(at: subject.path + ".boundaryItems", "a flow section's header and footer are its own (FlowSection's headerHeight and footerHeight)")
            }
            return nil
        }
        let rest = boundaryForms(subject.section).rest
        guard !rest.isEmpty || explicit else { return nil }
        return .array(try SpecFields.boundaryItems(rest, at: subject.path + ".boundaryItems"))
    }

    // Defaults by kind, as the reader has them.

    static func defaultContentInsets(_ kind: SectionKind) -> EdgeInsets {
        kind == .widget ? Widget.defaultContentInsets : .zero
    }

    static func defaultScrolling(_ kind: SectionKind) -> OrthogonalScrollingBehavior {
        switch kind {
        case .carousel: Carousel.defaultScrolling
        case .widget: Widget.defaultScrolling
        default: .none
        }
    }

    /// `groupWidth`, `groupHeight` or `minScale` of a carousel or widget.
    private static func presetNumber(_ subject: SectionSubject, explicit: Bool, _ key: String) throws(SpecWriteError) -> SpecValue? {
        let value: Double
        let standard: Double
        switch (subject.section.kind, key) {
        case (.carousel, "groupWidth"): (value, standard) = (try Presets.carousel(of: subject).groupWidth, Carousel.defaultGroupWidth)
        case (.carousel, "groupHeight"): (value, standard) = (try Presets.carousel(of: subject).groupHeight, Carousel.defaultGroupHeight)
        case (.carousel, "minScale"): (value, standard) = (try Presets.carousel(of: subject).minScale, Carousel.defaultMinScale)
        case (.widget, "groupWidth"): (value, standard) = (try Presets.widget(of: subject).groupWidth, Widget.defaultGroupWidth)
        case (.widget, "groupHeight"): (value, standard) = (try Presets.widget(of: subject).groupHeight, Widget.defaultGroupHeight)
        default: return nil
        }
        guard explicit || value != standard else { return nil }
        return try SpecFields.number(value, at: "\(subject.path).\(key)")
    }
}

/// The presets' parameters, read back from the group they make.
enum Presets {
    static func carousel(of subject: SectionSubject) throws(SpecWriteError) -> Carousel {
        guard let content = subject.compositional, case .horizontal = content.group.arrangement,
            case .fractionalWidth(let width) = content.group.size.width, case .fractionalWidth(let height) = content.group.size.height
        else { throw notThePreset(subject) }
        guard let effect = content.scaleEffect else {
            throw SpecWriteError(at: subject.path, "a carousel has a scale effect; without one, write it as a compositional section")
        }
        let carousel = Carousel(groupWidth: width, groupHeight: height, minScale: effect.minimum)
        guard carousel.group == content.group else { throw notThePreset(subject) }
        return carousel
    }

    static func widget(of subject: SectionSubject) throws(SpecWriteError) -> Widget {
        guard let content = subject.compositional, case .horizontal(let subitems) = content.group.arrangement,
            case .item(let item)? = subitems.first,
            case .fractionalWidth(let width) = content.group.size.width, case .fractionalWidth(let height) = content.group.size.height
        else { throw notThePreset(subject) }
        let widget = Widget(groupWidth: width, groupHeight: height, itemInsets: item.contentInsets)
        guard widget.group == content.group else { throw notThePreset(subject) }
        return widget
    }

    private static func notThePreset(_ subject: SectionSubject) -> SpecWriteError {
        SpecWriteError(
            at: subject.path + ".group",
            "a \(subject.section.kind.rawValue) section is written by its preset's keys, and its group is not the preset's; write it as a compositional section")
    }
}
