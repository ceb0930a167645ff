import LayoutText
import LayoutEngine

/// A section kind's part of the format: the section it starts from (the kind's defaults), its
/// keys between `kind` and `variants` in the order they are written (the shared ones of
/// `SectionFields`, and its own, declared on its content and lifted through its
/// `SectionContentKind`), the keys it requires, and what relates its values. Its content is the
/// engine's (`Section.content`), which also says its kind; `SectionFormat` reads, writes and
/// checks every kind by its descriptor. A new kind is one more descriptor here
/// (docs/architecture.md, "Adding a section kind").
///
/// A class, as `ObjectFormat` is: a section's format is found through its kind's descriptor for
/// every section read, checked and written, and as a struct the descriptor was copied whole
/// each time (a retain and a release of each of its references), a cost a spec of many small
/// sections paid for each (docs/performance.md, "A kind's fields on its content").
final class SectionKindFormat: Sendable {
    let kind: SectionKind
    /// A section of the kind before its keys are read.
    let initial: Section
    let fields: [Field<Section>]
    let required: [String]
    let relations: @Sendable (Section, inout IssueLog) throws(SpecError) -> Void
    /// Why a key of other kinds is not read by this one, where the kind says more than whose
    /// key it is.
    let refusal: @Sendable (String) -> KeyRefusal?
    /// The format of the kind's sections: made with the descriptor, so that a run makes those
    /// of the kinds its specs have, on first use, and no others. (Variants' formats are made
    /// apart: few specs have any.)
    let sectionFormat: ObjectFormat<Section>

    /// The kind whose sections hold `Kind`'s content: each starts as `initial`, with
    /// `contentInsets` and `boundaryItems`; `relations` get its content with the section.
    init<Kind: SectionContentKind>(
        _: Kind.Type, initial: Kind.Content, contentInsets: EdgeInsets = .zero, boundaryItems: [BoundaryItem] = [],
        fields: [Field<Section>], required: [String] = [],
        relations: (@Sendable (Section, Kind.Content, inout IssueLog) throws(SpecError) -> Void)? = nil,
        refusal: @escaping @Sendable (String) -> KeyRefusal? = { _ in nil }
    ) {
        let section = Section(id: "", content: Kind.embed(initial), contentInsets: contentInsets, boundaryItems: boundaryItems)
        assert(section.kind == Kind.kind, "the initial content of \(Kind.kind) sections is another kind's")
        var sectionRelations: @Sendable (Section, inout IssueLog) throws(SpecError) -> Void = { _, _ in }
        if let relations {
            sectionRelations = { (section, log) throws(SpecError) in
                if let content = Kind.part(of: section) { try relations(section, content, &log) }
            }
        }
        kind = Kind.kind
        self.initial = section
        self.fields = fields
        self.required = required
        self.relations = sectionRelations
        self.refusal = refusal
        sectionFormat = SectionFormat.objectFormat(
            kind: Kind.kind, initial: section, fields: fields, required: required, relations: sectionRelations, refusal: refusal,
            variant: false)
    }
}

enum SectionKinds {
    /// Every kind, in the order messages and the schema list them.
    static let all: [SectionKindFormat] = [carousel, widget, waterfall, compositional, flow, mosaic, list]

    /// The kinds whose sections read key `name`.
    static func owners(of name: String) -> [SectionKind] {
        all.filter { $0.fields.contains { $0.keys.contains { $0.name == name } } }.map(\.kind)
    }

    /// The descriptor of `kind`: only its own is made.
    static func format(of kind: SectionKind) -> SectionKindFormat {
        switch kind {
        case .carousel: carousel
        case .widget: widget
        case .waterfall: waterfall
        case .compositional: compositional
        case .flow: flow
        case .mosaic: mosaic
        case .list: list
        }
    }

    // MARK: The compositional kinds

    static let carousel = SectionKindFormat(
        CarouselContent.self,
        initial: CompositionalSection(
            groupSource: .carousel(Carousel()), itemCount: 0, orthogonalScrolling: Carousel.defaultScrolling,
            scaleEffect: ScaleEffect(minimum: Carousel.defaultMinScale)),
        fields: [ItemFields.items(of: .carousel)] + sectionFields()
            + CarouselContent.lift(SectionFields.scrolling(default: Carousel.defaultScrolling, effect: false))
            + CarouselPreset.lift([
                Field("groupWidth", { $0.groupWidth }, { $0.groupWidth = $1 }, .fraction, default: Carousel.defaultGroupWidth),
                Field("groupHeight", { $0.groupHeight }, { $0.groupHeight = $1 }, .fraction, default: Carousel.defaultGroupHeight),
            ]) + [CarouselContent.lift(minScale)],
        relations: { (_, carousel, log) throws(SpecError) in
            if carousel.orthogonalScrolling == .none, !log.isUnread("orthogonalScrolling") {
                try log.at("orthogonalScrolling") { (log) throws(SpecError) in try log.report(.carouselWithoutOrthogonalScrolling) }
            }
            if carousel.scaleEffect == nil { try log.report(.carouselWithoutEffect) }
        })

    /// A carousel's `minScale`, or the `effect` it stands for: one of the two, not both.
    private static let minScale: Field<CompositionalSection> = {
        let minScale = Field<ScaleKeys>(
            "minScale", { if case .minScale(let value) = $0 { value } else { nil } }, { if let value = $1 { $0 = .minScale(value) } },
            .unitInterval)
        let effect = Field<ScaleKeys>(
            "effect", { if case .effect(let value) = $0 { value } else { nil } }, { if let value = $1 { $0 = .effect(value) } },
            .scaleEffect)
        return Field(
            parts: [minScale, effect], none: .none, exclusive: true,
            combine: { (keys, _, carousel, reading) throws(SpecError) in
                switch keys {
                case .none: break
                case .minScale(let minimum): carousel.scaleEffect = ScaleEffect(minimum: minimum)
                case .effect(let given):
                    carousel.scaleEffect = given
                    // Written as `minScale`: named where the effect gives it.
                    let path = reading.log.path
                    reading.alias(path.key(minScale.key.name), as: path.key(effect.key.name).key("scale").key("min"))
                }
            },
            split: { carousel, explicit in
                guard let minimum = carousel.scaleEffect?.minimum, explicit || minimum != Carousel.defaultMinScale else { return .none }
                return .minScale(minimum)
            })
    }()

    /// A carousel's scale, as the key read last gives it.
    private enum ScaleKeys {
        case none
        case minScale(Double)
        case effect(ScaleEffect)
    }

    static let widget = SectionKindFormat(
        WidgetContent.self, initial: CompositionalSection(groupSource: .widget(Widget()), itemCount: 0, orthogonalScrolling: Widget.defaultScrolling),
        // Its header, unless it gives its own or none (`SectionFields.boundaryItems`).
        contentInsets: Widget.defaultContentInsets, boundaryItems: [Widget.defaultHeader],
        fields: [ItemFields.items(of: .widget)] + sectionFields(contentInsets: Widget.defaultContentInsets, defaultHeader: Widget.defaultHeader)
            + WidgetContent.lift(SectionFields.scrolling(default: Widget.defaultScrolling, effect: true))
            + WidgetPreset.lift([
                Field("groupWidth", { $0.groupWidth }, { $0.groupWidth = $1 }, .fraction, default: Widget.defaultGroupWidth),
                Field("groupHeight", { $0.groupHeight }, { $0.groupHeight = $1 }, .fraction, default: Widget.defaultGroupHeight),
                Field("itemInsets", { $0.itemInsets }, { $0.itemInsets = $1 }, .insets, default: Widget.defaultItemInsets),
            ]),
        relations: { (_, widget, log) throws(SpecError) in try SectionFields.checkScrolling(widget, &log) })

    static let compositional = SectionKindFormat(
        CompositionalContent.self,
        initial: CompositionalSection(group: .horizontal(LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: []), itemCount: 0),
        fields: [ItemFields.items(of: .compositional)] + sectionFields()
            + CompositionalContent.lift(
                SectionFields.scrolling(default: .none, effect: true) + [
                    Field("group", { $0.group }, { $0.groupSource = .group($1) }, NodeFormats.group, hint: "the group the section repeats")
                ]),
        required: ["group"],
        relations: { (_, compositional, log) throws(SpecError) in
            try SectionFields.checkScrolling(compositional, &log)
            let group = compositional.group
            if !log.context.containerHasHeight {
                try log.at("group") { (log) throws(SpecError) in
                    try log.at("size") { (log) throws(SpecError) in try SectionFields.checkHeightFractions(of: group.size, &log) }
                }
            }
            try log.at("group") { (log) throws(SpecError) in try checkDepth(of: group, depth: 1, &log) }
        })

    /// Reports the first group, depth first, that nests deeper than groups may.
    private static func checkDepth(of group: LayoutGroup, depth: Int, _ log: inout IssueLog) throws(SpecError) {
        guard depth <= SpecLimits.maximumGroupDepth else {
            try log.report(.groupsNestTooDeep)
            return
        }
        for (place, node) in group.subitems.enumerated() {
            guard case .group(let nested) = node else { continue }
            let before = log.count
            try log.at("subitems") { (log) throws(SpecError) in
                try log.at(.index(place)) { (log) throws(SpecError) in try checkDepth(of: nested, depth: depth + 1, &log) }
            }
            if log.count > before { return }
        }
    }

    /// The keys a compositional kind, a waterfall and a mosaic have in common, after `items`;
    /// `defaultHeader`: the header of a section that gives no `header` key (a widget's).
    private static func sectionFields(contentInsets: EdgeInsets = .zero, defaultHeader: BoundaryItem? = nil) -> [Field<Section>] {
        [
            SectionFields.contentInsets(default: contentInsets), SectionFields.contentInsetsReference,
            defaultHeader.map { SectionFields.boundaryItems(defaultHeader: $0) } ?? SectionFields.boundaryItems,
            SectionFields.supplementariesFollowContentInsets,
            SectionFields.decorations,
        ]
    }

    // MARK: Waterfall

    static let waterfall = SectionKindFormat(
        WaterfallContent.self, initial: WaterfallSection(items: WaterfallItems()),
        fields: [ItemFields.waterfallItems] + sectionFields()
            + WaterfallContent.lift([
                Field("columns", { $0.columns }, { $0.columns = $1 }, .integers(1...1000), default: 2),
                waterfallSpacing, placement,
                Field("span", { $0.defaultSpan }, { $0.defaultSpan = $1 }, .span, default: .columns(1)),
                Field(
                    FieldKey("extraHeight", .number(.length)),
                    read: { (waterfall, node, reading) throws(SpecError) in
                        if let extra = try ValueFormat<Double>.length.read(node, &reading) {
                            waterfall.defaultExtraHeight = extra
                        } else {
                            reading.couldNotRead()
                        }
                    },
                    write: { waterfall, explicit in
                        waterfall.defaultExtraHeight == 0 && !explicit ? nil : .number(waterfall.defaultExtraHeight)
                    },
                    check: { (waterfall, log) throws(SpecError) in
                        let extra = waterfall.defaultExtraHeight
                        try ValueFormat<Double>.length.check(extra, &log)
                        if extra != 0 && log.context.scrollAxis == .horizontal {
                            try log.report(.notInHorizontalLayout(.waterfallExtraHeight(item: nil)))
                        }
                    }),
            ]))

    /// `spacing` for both the columns and the rows, `columnSpacing` and `rowSpacing` for one.
    private static let waterfallSpacing: Field<WaterfallSection> = {
        let spacing = Field<SpacingKeys>("spacing", { $0.spacing }, { $0.spacing = $1 }, .length)
        let column = Field<SpacingKeys>("columnSpacing", { $0.column }, { $0.column = $1 }, .length)
        let row = Field<SpacingKeys>("rowSpacing", { $0.row }, { $0.row = $1 }, .length)
        return Field(
            parts: [spacing, column, row], none: SpacingKeys(),
            combine: { (keys, given, waterfall, reading) throws(SpecError) in
                // Each spacing its own key's where given (its value, if it can be read), else `spacing`'s.
                if let value = given.contains(column) ? keys.column : keys.spacing { waterfall.columnSpacing = value }
                if let value = given.contains(row) ? keys.row : keys.spacing { waterfall.rowSpacing = value }
                if !given.contains(spacing) {
                    // Equal, they are written as `spacing`: named at the column spacing where given.
                    let path = reading.log.path
                    reading.alias(path.key(spacing.key.name), as: path.key((given.contains(column) ? column : row).key.name))
                }
            },
            split: { waterfall, explicit in
                guard waterfall.columnSpacing == waterfall.rowSpacing else {
                    return SpacingKeys(column: waterfall.columnSpacing, row: waterfall.rowSpacing)
                }
                return SpacingKeys(spacing: waterfall.columnSpacing == 8 && !explicit ? nil : waterfall.columnSpacing)
            })
    }()

    /// A waterfall's spacing keys.
    private struct SpacingKeys {
        var spacing: Double?
        var column: Double?
        var row: Double?
    }

    /// `placement`, and the `tolerance` of the ordered one.
    private static let placement: Field<WaterfallSection> = {
        let placement = Field<PlacementKeys>("placement", { $0.placement }, { $0.placement = $1 }, .choice)
        let tolerance = Field<PlacementKeys>("tolerance", { $0.tolerance }, { $0.tolerance = $1 }, .tolerance)
        return Field(
            parts: [placement, tolerance], none: PlacementKeys(),
            combine: { (keys, given, waterfall, reading) throws(SpecError) in
                switch keys.placement {
                case .shortest: waterfall.placement = .shortest
                case .ordered: waterfall.placement = .ordered(tolerance: 0)
                case .sequential: waterfall.placement = .sequential
                case nil: break
                }
                guard given.contains(tolerance) else { return }
                guard case .ordered = waterfall.placement else {
                    try reading.log.at(tolerance.key.name) { (log) throws(SpecError) in try log.report(.toleranceWithoutOrdered) }
                    return
                }
                if let value = keys.tolerance { waterfall.placement = .ordered(tolerance: value) }
            },
            split: { waterfall, explicit in
                switch waterfall.placement {
                case .shortest: PlacementKeys(placement: explicit ? .shortest : nil)
                case .sequential: PlacementKeys(placement: .sequential)
                case .ordered(let value): PlacementKeys(placement: .ordered, tolerance: value != 0 || explicit ? value : nil)
                }
            })
    }()

    /// A waterfall's placement keys.
    private struct PlacementKeys {
        var placement: PlacementName?
        var tolerance: Double?
    }

    /// The placements by name, in the order messages list them.
    private enum PlacementName: String, CaseIterable, Sendable {
        case shortest, ordered, sequential
    }

    // MARK: Flow

    static let flow = SectionKindFormat(
        FlowContent.self, initial: FlowSection(itemCount: 0),
        fields: [ItemFields.items(of: .flow), SectionFields.contentInsets(default: .zero), SectionFields.contentInsetsReference]
            + FlowContent.lift([flowBand(header: true), flowBand(header: false)])
            + [SectionFields.decorations, flowSizes]
            + FlowContent.lift([
                Field("minimumInteritemSpacing", { $0.interitemSpacing }, { $0.interitemSpacing = $1 }, .length, default: FlowSection.defaultSpacing),
                Field("minimumLineSpacing", { $0.lineSpacing }, { $0.lineSpacing = $1 }, .length, default: FlowSection.defaultSpacing),
            ]),
        relations: { (section, flow, log) throws(SpecError) in
            if log.context.scrollAxis == .horizontal { try refuseRelativeSizes(flow.sizes, of: section, &log) }
            if !section.boundaryItems.isEmpty {
                try log.at("boundaryItems") { (log) throws(SpecError) in try log.report(.flowBoundaryItems) }
            }
            // A section built in code has every section's values; a flow section's spec cannot
            // say this one.
            if !section.supplementariesFollowContentInsets {
                let key = "supplementariesFollowContentInsets"
                try log.at(key) { (log) throws(SpecError) in
                    try log.report(.keyNotRead(key, .notOfKind(.flow, owners: owners(of: key))))
                }
            }
        })

    /// In a horizontal layout, each of a flow section's `sizes` whose side is not in points, where
    /// the writer writes it (`itemSize` for a lone size, else `sizes[k]`).
    private static func refuseRelativeSizes(_ sizes: [FlowItemSize], of section: Section, _ log: inout IssueLog) throws(SpecError) {
        for (index, size) in sizes.enumerated() where size.isRelative {
            let side: String
            if case .points = size.width { side = "height" } else { side = "width" }
            let report: (inout IssueLog) throws(SpecError) -> Void = { (log) throws(SpecError) in
                try log.at(side) { (log) throws(SpecError) in try log.report(.notInHorizontalLayout(.flowRelativeSize(size: index))) }
            }
            if sizes.count == 1 && section.variants.isEmpty {
                try log.at("itemSize", report)
            } else {
                try log.at("sizes") { (log) throws(SpecError) in try log.at(.index(index), report) }
            }
        }
    }

    /// A flow section's `header` or `footer`: a band across the whole width, only its height and
    /// whether it pins its own; `null` is none.
    private static func flowBand(header: Bool) -> Field<FlowSection> {
        @Sendable func givenBand(of flow: FlowSection) -> Band {
            header
                ? Band(height: flow.headerHeight, pinToVisibleBounds: flow.pinsHeader)
                : Band(height: flow.footerHeight, pinToVisibleBounds: flow.pinsFooter)
        }
        return Field(
            FieldKey(header ? "header" : "footer", .either([.object(.flowHeader), .null])),
            read: { (flow, node, reading) throws(SpecError) in
                // `null` is no band: none's height and pin.
                guard let band = node.type == .null ? Band() : try Band.flowFormat.read(node, &reading) else {
                    reading.couldNotRead()
                    return
                }
                if header {
                    flow.headerHeight = band.height
                    flow.pinsHeader = band.pinToVisibleBounds
                } else {
                    flow.footerHeight = band.height
                    flow.pinsFooter = band.pinToVisibleBounds
                }
            },
            write: { flow, explicit in
                let band = givenBand(of: flow)
                guard band.height > 0 || band.pinToVisibleBounds else { return explicit ? .null : nil }
                return Band.flowFormat.write(band)
            },
            check: { (flow, log) throws(SpecError) in try Band.flowFormat.check(givenBand(of: flow), &log) })
    }

    /// `itemSize`, one size for every item, or `sizes`, used in turn: one of the two, not both.
    /// (A section's: a section with variants gives a list, which a variant replaces whole.)
    private static let flowSizes: Field<Section> = {
        let size = FlowFormats.size
        let itemSize = Field<SizeKeys>(
            "itemSize", { if case .itemSize(let value) = $0 { value } else { nil } }, { if let value = $1 { $0 = .itemSize(value) } }, size)
        let sizes = Field<SizeKeys>(
            "sizes", { if case .sizes(let value) = $0 { value } else { nil } }, { if let value = $1 { $0 = .sizes(value) } },
            .array(of: size, minimum: 1))
        return Field(
            parts: [itemSize, sizes], none: .none, exclusive: true,
            combine: { (keys, _, section, reading) throws(SpecError) in
                try FlowContent.modify(&section) { (flow) throws(SpecError) in
                    switch keys {
                    case .none: break
                    case .itemSize(let one): flow.sizes = [one]
                    case .sizes(let list):
                        flow.sizes = list
                        // A lone size is written as `itemSize`: named where the list gives it.
                        let path = reading.log.path
                        if list.count == 1 { reading.alias(path.key(itemSize.key.name), as: path.key(sizes.key.name).index(0)) }
                    }
                }
            },
            split: { section, explicit in
                guard let list = FlowContent.part(of: section)?.sizes else { return .none }
                guard list.count == 1 && section.variants.isEmpty else { return .sizes(list) }
                return list == [.standard] && !explicit ? .none : .itemSize(list[0])
            })
    }()

    /// A flow section's sizes, as the key read last gives them.
    private enum SizeKeys {
        case none
        case itemSize(FlowItemSize)
        case sizes([FlowItemSize])
    }

    // MARK: Mosaic

    static let mosaic = SectionKindFormat(
        MosaicContent.self, initial: MosaicSection(itemCount: 0, pattern: []),
        fields: [ItemFields.items(of: .mosaic)] + sectionFields()
            + MosaicContent.lift([
                Field("pattern", { $0.pattern }, { $0.pattern = $1 }, .array(of: FlowFormats.mosaicBlock, minimum: 1), hint: #"the blocks, built-in names or {"rects": […]}"#),
                Field("repeatBlock", { $0.repeatBlock }, { $0.repeatBlock = $1 }, .integers(0...999)),
                Field("spacing", { $0.spacing }, { $0.spacing = $1 }, FlowFormats.mosaicSpacing, default: MosaicSpacing()),
            ]),
        required: ["pattern"],
        relations: { (_, mosaic, log) throws(SpecError) in
            if let repeatBlock = mosaic.repeatBlock, !mosaic.pattern.isEmpty, repeatBlock >= mosaic.pattern.count, !log.isUnread("pattern") {
                try log.at("repeatBlock") { (log) throws(SpecError) in
                    try log.report(.repeatBlockPastPattern(blocks: mosaic.pattern.count))
                }
            }
        })

    // MARK: List

    static let list = SectionKindFormat(
        ListContent.self, initial: ListSection(configuration: ListConfiguration(appearance: .plain), itemCount: 0),
        fields: [ItemFields.items(of: .list), SectionFields.decorations]
            + ListContent.lift([
                Field("appearance", { $0.configuration.appearance }, { $0.configuration.appearance = $1 }, .choice, default: .plain),
                Field("headerMode", { $0.configuration.headerMode }, { $0.configuration.headerMode = $1 }, .choice, default: .none),
                Field("footerMode", { $0.configuration.footerMode }, { $0.configuration.footerMode = $1 }, .choice, default: .none),
                Field("headerTopPadding", { $0.configuration.headerTopPadding }, { $0.configuration.headerTopPadding = $1 }, .length),
            ]),
        relations: { (section, _, log) throws(SpecError) in
            if log.context.scrollAxis == .horizontal {
                try log.at("kind") { (log) throws(SpecError) in try log.report(.notInHorizontalLayout(.listSection)) }
            }
            // A section built in code has every section's values; a list section's are its
            // configuration's, which the spec cannot say otherwise.
            let own = [
                ("contentInsets", section.contentInsets != .zero), ("contentInsetsReference", section.contentInsetsReference != nil),
                ("boundaryItems", !section.boundaryItems.isEmpty),
                ("supplementariesFollowContentInsets", !section.supplementariesFollowContentInsets),
            ]
            for (key, given) in own where given {
                try log.at(key) { (log) throws(SpecError) in try log.report(.keyNotRead(key, .madeByListConfiguration)) }
            }
        },
        refusal: { name in listConfigurationKeys.contains(name) ? .madeByListConfiguration : nil })

    /// The keys of other kinds whose values a list section's configuration makes.
    private static let listConfigurationKeys: Set<String> = [
        "contentInsets", "contentInsetsReference", "header", "footer", "boundaryItems", "supplementariesFollowContentInsets",
        "orthogonalScrolling", "interGroupSpacing", "effect", "offsets",
    ]
}

extension ValueFormat where Value == Double {
    /// The tolerance of a waterfall's ordered placement: a length, or `"infinite"`.
    fileprivate static let tolerance: ValueFormat = {
        let length = ValueFormat.length
        let shape = Shape.either([.number(.length), .constant("infinite")])
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                if node.type == .string && node.string == "infinite" { return .infinity }
                guard node.type == .number else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                return try length.read(node, &reading)
            },
            write: { $0 == .infinity ? "infinite" : .number($0) },
            check: { (tolerance, log) throws(SpecError) in
                if tolerance != .infinity { try length.check(tolerance, &log) }
            },
            placeholder: 0)
    }()
}
