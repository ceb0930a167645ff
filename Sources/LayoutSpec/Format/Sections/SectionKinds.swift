import LayoutText
import LayoutEngine

/// A section kind's part of the format: the section it starts from (the kind's defaults), its
/// keys between `kind` and `variants` in the order they are written (the shared ones of
/// `SectionFields`, and its own, declared on its content and lifted through its
/// `SectionContentKind`), the keys it requires, and what relates its values. Its content is the
/// engine's (`Section.content`), which also says its kind; `SectionFormat` reads, writes and
/// checks every kind by its descriptor. A new kind is one more descriptor here
/// (docs/architecture.md, "Adding a section kind").
struct SectionKindFormat: Sendable {
    let kind: SectionKind
    /// A section of the kind before its keys are read.
    let initial: Section
    let fields: [Field<Section>]
    let required: [String]
    /// Pairs of the kind's keys it gives one of, not both.
    let conflicts: [(String, String)]
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
        fields: [Field<Section>], required: [String] = [], conflicts: [(String, String)] = [],
        relations: (@Sendable (Section, Kind.Content, inout IssueLog) throws(SpecError) -> Void)? = nil,
        refusal: @escaping @Sendable (String) -> KeyRefusal? = { _ in nil }
    ) {
        kind = Kind.kind
        self.initial = Section(id: "", content: Kind.embed(initial), contentInsets: contentInsets, boundaryItems: boundaryItems)
        assert(self.initial.kind == kind, "the initial content of \(kind) sections is another kind's")
        self.fields = fields
        self.required = required
        self.conflicts = conflicts
        if let relations {
            self.relations = { (section, log) throws(SpecError) in
                if let content = Kind.part(of: section) { try relations(section, content, &log) }
            }
        } else {
            self.relations = { _, _ in }
        }
        self.refusal = refusal
        sectionFormat = SectionFormat.objectFormat(
            kind: kind, initial: self.initial, fields: fields, required: required, conflicts: conflicts,
            relations: self.relations, refusal: refusal, variant: false)
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
        fields: [ItemFields.items(of: .carousel)] + sectionFields(contentInsets: .zero)
            + CarouselContent.lift(SectionFields.scrolling(default: Carousel.defaultScrolling, effect: false))
            + CarouselPreset.lift([
                Field("groupWidth", { $0.groupWidth }, { $0.groupWidth = $1 }, .fraction, default: Carousel.defaultGroupWidth),
                Field("groupHeight", { $0.groupHeight }, { $0.groupHeight = $1 }, .fraction, default: Carousel.defaultGroupHeight),
            ]) + [CarouselContent.lift(minScale)],
        conflicts: [("minScale", "effect")],
        relations: { (_, carousel, log) throws(SpecError) in
            if carousel.orthogonalScrolling == .none, !log.isUnread("orthogonalScrolling") {
                try log.at("orthogonalScrolling") { (log) throws(SpecError) in try log.report(.carouselWithoutOrthogonalScrolling) }
            }
            if carousel.scaleEffect == nil { try log.report(.carouselWithoutEffect) }
        })

    /// A carousel's `minScale`, or the `effect` it stands for: one of the two, not both.
    private static let minScale: Field<CompositionalSection> = {
        let effect = ValueFormat<ScaleEffect>.scaleEffect
        return Field(
            keys: [FieldKey("minScale", .number(.unitInterval)), FieldKey("effect", effect.shape)],
            read: { (carousel, members, _, reading) throws(SpecError) in
                // Both keys given conflict (reported): each is read for its own problems.
                for member in members {
                    reading.log.at(key: member.key == 0 ? "minScale" : "effect")
                    defer { reading.log.leave() }
                    if member.key == 0 {
                        if let minimum = try ValueFormat<Double>.unitInterval.read(member.node, &reading) {
                            carousel.scaleEffect = ScaleEffect(minimum: minimum)
                        } else {
                            reading.couldNotRead()
                        }
                    } else if let read = try effect.read(member.node, &reading) {
                        carousel.scaleEffect = read
                        reading.alias(reading.log.path.removingLast().key("minScale"), as: reading.log.path.key("scale").key("min"))
                    } else {
                        reading.couldNotRead()
                    }
                }
            },
            write: { carousel, explicit in
                guard let minimum = carousel.scaleEffect?.minimum, explicit || minimum != Carousel.defaultMinScale else {
                    return []
                }
                return [SpecMember("minScale", .number(minimum))]
            },
            check: { (carousel, log) throws(SpecError) in
                guard let minimum = carousel.scaleEffect?.minimum else { return }
                try log.at("minScale") { (log) throws(SpecError) in try ValueFormat<Double>.unitInterval.check(minimum, &log) }
            })
    }()

    static let widget = SectionKindFormat(
        WidgetContent.self, initial: CompositionalSection(groupSource: .widget(Widget()), itemCount: 0, orthogonalScrolling: Widget.defaultScrolling),
        // Its header, unless it gives its own or none (`SectionFields.boundaryItems`).
        contentInsets: Widget.defaultContentInsets, boundaryItems: [Widget.defaultHeader],
        fields: [ItemFields.items(of: .widget)] + sectionFields(contentInsets: Widget.defaultContentInsets)
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
        fields: [ItemFields.items(of: .compositional)] + sectionFields(contentInsets: .zero)
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

    /// The keys a compositional kind, a waterfall and a mosaic have in common, after `items`.
    private static func sectionFields(contentInsets: EdgeInsets) -> [Field<Section>] {
        [
            SectionFields.contentInsets(default: contentInsets), SectionFields.contentInsetsReference,
            SectionFields.boundaryItems, SectionFields.supplementariesFollowContentInsets, SectionFields.decorations,
        ]
    }

    // MARK: Waterfall

    static let waterfall = SectionKindFormat(
        WaterfallContent.self, initial: WaterfallSection(items: WaterfallItems()),
        fields: [ItemFields.waterfallItems] + sectionFields(contentInsets: .zero)
            + WaterfallContent.lift([
                Field("columns", { $0.columns }, { $0.columns = $1 }, .integers(1...1000), default: 2),
                waterfallSpacing, placement,
                Field("span", { $0.defaultSpan }, { $0.defaultSpan = $1 }, .span, default: .columns(1)),
                Field(
                    keys: [FieldKey("extraHeight", .number(.length))],
                    read: { (waterfall, members, _, reading) throws(SpecError) in
                        reading.log.at(key: "extraHeight")
                        defer { reading.log.leave() }
                        if let extra = try ValueFormat<Double>.length.read(members[0].node, &reading) {
                            waterfall.defaultExtraHeight = extra
                        } else {
                            reading.couldNotRead()
                        }
                    },
                    write: { waterfall, explicit in
                        let extra = waterfall.defaultExtraHeight
                        return extra == 0 && !explicit ? [] : [SpecMember("extraHeight", .number(extra))]
                    },
                    check: { (waterfall, log) throws(SpecError) in
                        let extra = waterfall.defaultExtraHeight
                        try log.at("extraHeight") { (log) throws(SpecError) in
                            try ValueFormat<Double>.length.check(extra, &log)
                            if extra != 0 && log.context.scrollAxis == .horizontal {
                                try log.report(.notInHorizontalLayout(.waterfallExtraHeight(item: nil)))
                            }
                        }
                    }),
            ]),
        conflicts: [("items", "ratios")])

    /// `spacing` for both the columns and the rows, `columnSpacing` and `rowSpacing` for one.
    private static let waterfallSpacing = Field<WaterfallSection>(
        keys: [FieldKey("spacing", .number(.length)), FieldKey("columnSpacing", .number(.length)), FieldKey("rowSpacing", .number(.length))],
        read: { (waterfall, members, given, reading) throws(SpecError) in
            for member in members {
                let key = ["spacing", "columnSpacing", "rowSpacing"][member.key]
                reading.log.at(key: key)
                defer { reading.log.leave() }
                guard let spacing = try ValueFormat<Double>.length.read(member.node, &reading) else {
                    reading.couldNotRead()
                    continue
                }
                if member.key != 2 && (member.key == 1 || !given.contains("columnSpacing")) { waterfall.columnSpacing = spacing }
                if member.key != 1 && (member.key == 2 || !given.contains("rowSpacing")) { waterfall.rowSpacing = spacing }
            }
            if !given.contains("spacing") {
                // Equal, they are written as `spacing`: named at the column spacing where given.
                reading.alias(reading.log.path.key("spacing"), as: reading.log.path.key(given.contains("columnSpacing") ? "columnSpacing" : "rowSpacing"))
            }
        },
        write: { waterfall, explicit in
            if waterfall.columnSpacing == waterfall.rowSpacing {
                return waterfall.columnSpacing == 8 && !explicit ? [] : [SpecMember("spacing", .number(waterfall.columnSpacing))]
            }
            return [SpecMember("columnSpacing", .number(waterfall.columnSpacing)), SpecMember("rowSpacing", .number(waterfall.rowSpacing))]
        },
        check: { (waterfall, log) throws(SpecError) in
            let length = ValueFormat<Double>.length
            if waterfall.columnSpacing == waterfall.rowSpacing {
                try log.at("spacing") { (log) throws(SpecError) in try length.check(waterfall.columnSpacing, &log) }
            } else {
                try log.at("columnSpacing") { (log) throws(SpecError) in try length.check(waterfall.columnSpacing, &log) }
                try log.at("rowSpacing") { (log) throws(SpecError) in try length.check(waterfall.rowSpacing, &log) }
            }
        })

    /// `placement`, and the `tolerance` of the ordered one.
    private static let placement: Field<WaterfallSection> = {
        let name = ValueFormat<String>.name(among: ["shortest", "ordered", "sequential"])
        let toleranceShape = Shape.either([.number(.length), .constant("infinite")])
        return Field(
            keys: [FieldKey("placement", name.shape), FieldKey("tolerance", toleranceShape)],
            read: { (waterfall, members, _, reading) throws(SpecError) in
                // The placement first, wherever the document gives it: the tolerance is its.
                for member in members.sorted(by: { $0.key < $1.key }) {
                    if member.key == 0 {
                        reading.log.at(key: "placement")
                        defer { reading.log.leave() }
                        switch try name.read(member.node, &reading) {
                        case "ordered": waterfall.placement = .ordered(tolerance: 0)
                        case "sequential": waterfall.placement = .sequential
                        case "shortest": waterfall.placement = .shortest
                        default: reading.couldNotRead()
                        }
                        continue
                    }
                    reading.log.at(key: "tolerance")
                    defer { reading.log.leave() }
                    var tolerance: Double?
                    if member.node.type == .string && member.node.string == "infinite" {
                        tolerance = .infinity
                    } else if member.node.type == .number {
                        tolerance = try ValueFormat<Double>.length.read(member.node, &reading)
                    } else {
                        try reading.log.report(.unexpected(toleranceShape, found: member.node.found))
                    }
                    guard case .ordered = waterfall.placement else {
                        try reading.log.report(.toleranceWithoutOrdered)
                        continue
                    }
                    if let tolerance { waterfall.placement = .ordered(tolerance: tolerance) } else { reading.couldNotRead() }
                }
            },
            write: { waterfall, explicit in
                switch waterfall.placement {
                case .shortest: return explicit ? [SpecMember("placement", "shortest")] : []
                case .sequential: return [SpecMember("placement", "sequential")]
                case .ordered(let tolerance):
                    var members = [SpecMember("placement", "ordered")]
                    if tolerance != 0 || explicit {
                        members.append(SpecMember("tolerance", tolerance == .infinity ? "infinite" : .number(tolerance)))
                    }
                    return members
                }
            },
            check: { (waterfall, log) throws(SpecError) in
                guard case .ordered(let tolerance) = waterfall.placement, tolerance != .infinity else { return }
                try log.at("tolerance") { (log) throws(SpecError) in try ValueFormat<Double>.length.check(tolerance, &log) }
            })
    }()

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
        conflicts: [("itemSize", "sizes")],
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
        let key = header ? "header" : "footer"
        @Sendable func givenBand(of flow: FlowSection) -> Band {
            header
                ? Band(height: flow.headerHeight, pinToVisibleBounds: flow.pinsHeader)
                : Band(height: flow.footerHeight, pinToVisibleBounds: flow.pinsFooter)
        }
        return Field(
            keys: [FieldKey(key, .either([.object(.flowHeader), .null]))],
            read: { (flow, members, _, reading) throws(SpecError) in
                reading.log.at(key: key)
                defer { reading.log.leave() }
                // `null` is no band: none's height and pin.
                guard let band = members[0].node.type == .null ? Band() : try Band.flowFormat.read(members[0].node, &reading) else {
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
                guard band.height > 0 || band.pinToVisibleBounds else { return explicit ? [SpecMember(key, .null)] : [] }
                return [SpecMember(key, Band.flowFormat.write(band))]
            },
            check: { (flow, log) throws(SpecError) in
                let band = givenBand(of: flow)
                try log.at(key) { (log) throws(SpecError) in try Band.flowFormat.check(band, &log) }
            })
    }

    /// `itemSize`, one size for every item, or `sizes`, used in turn: one of the two, not both.
    private static let flowSizes: Field<Section> = {
        let size = FlowFormats.size
        let list = ValueFormat.array(of: size, minimum: 1)
        return Field(
            keys: [FieldKey("itemSize", size.shape), FieldKey("sizes", list.shape)],
            read: { (section, members, _, reading) throws(SpecError) in
                // Both keys given conflict (reported): each is read for its own problems.
                try FlowContent.modify(&section) { (flow) throws(SpecError) in
                    for member in members {
                        reading.log.at(key: member.key == 0 ? "itemSize" : "sizes")
                        defer { reading.log.leave() }
                        if member.key == 0 {
                            if let read = try size.read(member.node, &reading) { flow.sizes = [read] } else { reading.couldNotRead() }
                        } else if let read = try list.read(member.node, &reading) {
                            flow.sizes = read
                            if read.count == 1 { reading.alias(reading.log.path.removingLast().key("itemSize"), as: reading.log.path.index(0)) }
                        } else {
                            reading.couldNotRead()
                        }
                    }
                }
            },
            write: { section, explicit in
                guard let sizes = FlowContent.part(of: section)?.sizes else { return [] }
                if sizes.count == 1 && section.variants.isEmpty {
                    return sizes == [.standard] && !explicit ? [] : [SpecMember("itemSize", size.write(sizes[0]))]
                }
                return [SpecMember("sizes", list.write(sizes))]
            },
            check: { (section, log) throws(SpecError) in
                guard let sizes = FlowContent.part(of: section)?.sizes else { return }
                if sizes.count == 1 && section.variants.isEmpty {
                    try log.at("itemSize") { (log) throws(SpecError) in try size.check(sizes[0], &log) }
                } else {
                    try log.at("sizes") { (log) throws(SpecError) in try list.check(sizes, &log) }
                }
            })
    }()

    // MARK: Mosaic

    static let mosaic = SectionKindFormat(
        MosaicContent.self, initial: MosaicSection(itemCount: 0, pattern: []),
        fields: [ItemFields.items(of: .mosaic)] + sectionFields(contentInsets: .zero)
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
