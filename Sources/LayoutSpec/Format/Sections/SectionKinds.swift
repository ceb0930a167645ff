import LayoutText
import LayoutEngine

/// A section kind's part of the format: the section it starts from (the kind's defaults), its
/// keys between `kind` and `variants` in the order they are written (the shared ones of
/// `SectionFields` and its own), the keys it requires, and what relates its values. Its content
/// is the engine's (`Section.content`), which also says its kind; `SectionFormat` reads, writes
/// and checks every kind by its descriptor. A new kind is one more descriptor here
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

    init(
        kind: SectionKind, initial: Section, fields: [Field<Section>], required: [String] = [],
        conflicts: [(String, String)] = [],
        relations: @escaping @Sendable (Section, inout IssueLog) throws(SpecError) -> Void = { _, _ in },
        refusal: @escaping @Sendable (String) -> KeyRefusal? = { _ in nil }
    ) {
        self.kind = kind
        self.initial = initial
        self.fields = fields
        self.required = required
        self.conflicts = conflicts
        self.relations = relations
        self.refusal = refusal
        sectionFormat = SectionFormat.objectFormat(
            kind: kind, initial: initial, fields: fields, required: required, conflicts: conflicts,
            relations: relations, refusal: refusal, variant: false)
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

    private static func section(_ content: SectionContent, contentInsets: EdgeInsets = .zero, boundaryItems: [BoundaryItem] = []) -> Section {
        Section(id: "", content: content, contentInsets: contentInsets, boundaryItems: boundaryItems)
    }

    // MARK: The compositional kinds

    static let carousel = SectionKindFormat(
        kind: .carousel,
        initial: section(
            .compositional(
                CompositionalSection(
                    groupSource: .carousel(Carousel()), itemCount: 0, orthogonalScrolling: Carousel.defaultScrolling,
                    scaleEffect: ScaleEffect(minimum: Carousel.defaultMinScale)))),
        fields: [ItemFields.items(of: .carousel)] + sectionFields(contentInsets: .zero)
            + SectionFields.scrolling(default: Carousel.defaultScrolling, effect: false) + [
                Field("groupWidth", { $0.compositional.carousel.groupWidth }, { $0.compositional.carousel.groupWidth = $1 }, .fraction, default: Carousel.defaultGroupWidth),
                Field("groupHeight", { $0.compositional.carousel.groupHeight }, { $0.compositional.carousel.groupHeight = $1 }, .fraction, default: Carousel.defaultGroupHeight),
                minScale,
            ],
        conflicts: [("minScale", "effect")],
        relations: { (section, log) throws(SpecError) in
            try SectionFields.checkScrolling(section, &log)
            if section.compositional.scaleEffect == nil { try log.report(.carouselWithoutEffect) }
        })

    /// A carousel's `minScale`, or the `effect` it stands for: one of the two, not both.
    private static let minScale: Field<Section> = {
        let effect = ValueFormat<ScaleEffect>.scaleEffect
        return Field(
            keys: [FieldKey("minScale", .number(.unitInterval)), FieldKey("effect", effect.shape)],
            read: { (section, members, _, reading) throws(SpecError) in
                // Both keys given conflict (reported): each is read for its own problems.
                for member in members {
                    reading.log.at(key: member.key == 0 ? "minScale" : "effect")
                    defer { reading.log.leave() }
                    if member.key == 0 {
                        if let minimum = try ValueFormat<Double>.unitInterval.read(member.node, &reading) {
                            section.compositional.scaleEffect = ScaleEffect(minimum: minimum)
                        } else {
                            reading.couldNotRead()
                        }
                    } else if let read = try effect.read(member.node, &reading) {
                        section.compositional.scaleEffect = read
                        reading.alias(reading.log.path.removingLast().key("minScale"), as: reading.log.path.key("scale").key("min"))
                    } else {
                        reading.couldNotRead()
                    }
                }
            },
            write: { section, explicit in
                guard let minimum = section.compositional.scaleEffect?.minimum, explicit || minimum != Carousel.defaultMinScale else {
                    return []
                }
                return [SpecMember("minScale", .number(minimum))]
            },
            check: { (section, log) throws(SpecError) in
                guard let minimum = section.compositional.scaleEffect?.minimum else { return }
                try log.at("minScale") { (log) throws(SpecError) in try ValueFormat<Double>.unitInterval.check(minimum, &log) }
            })
    }()

    static let widget = SectionKindFormat(
        kind: .widget,
        initial: section(
            .compositional(
                CompositionalSection(groupSource: .widget(Widget()), itemCount: 0, orthogonalScrolling: Widget.defaultScrolling)),
            // Its header, unless it gives its own or none (`SectionFields.boundaryItems`).
            contentInsets: Widget.defaultContentInsets, boundaryItems: [Widget.defaultHeader]),
        fields: [ItemFields.items(of: .widget)] + sectionFields(contentInsets: Widget.defaultContentInsets)
            + SectionFields.scrolling(default: Widget.defaultScrolling, effect: true) + [
                Field("groupWidth", { $0.compositional.widget.groupWidth }, { $0.compositional.widget.groupWidth = $1 }, .fraction, default: Widget.defaultGroupWidth),
                Field("groupHeight", { $0.compositional.widget.groupHeight }, { $0.compositional.widget.groupHeight = $1 }, .fraction, default: Widget.defaultGroupHeight),
                Field("itemInsets", { $0.compositional.widget.itemInsets }, { $0.compositional.widget.itemInsets = $1 }, .insets, default: Widget.defaultItemInsets),
            ],
        relations: { (section, log) throws(SpecError) in try SectionFields.checkScrolling(section, &log) })

    static let compositional = SectionKindFormat(
        kind: .compositional,
        initial: section(
            .compositional(
                CompositionalSection(group: .horizontal(LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: []), itemCount: 0))),
        fields: [ItemFields.items(of: .compositional)] + sectionFields(contentInsets: .zero)
            + SectionFields.scrolling(default: .none, effect: true) + [
                Field("group", { $0.compositional.givenGroup }, { $0.compositional.givenGroup = $1 }, NodeFormats.group, hint: "the group the section repeats")
            ],
        required: ["group"],
        relations: { (section, log) throws(SpecError) in
            try SectionFields.checkScrolling(section, &log)
            let group = section.compositional.group
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
        kind: .waterfall, initial: section(.waterfall(WaterfallSection(items: WaterfallItems()))),
        fields: [ItemFields.waterfallItems] + sectionFields(contentInsets: .zero) + [
            Field("columns", { $0.waterfall.columns }, { $0.waterfall.columns = $1 }, .integers(1...1000), default: 2),
            waterfallSpacing, placement,
            Field("span", { $0.waterfall.defaultSpan }, { $0.waterfall.defaultSpan = $1 }, .span, default: .columns(1)),
            Field(
                keys: [FieldKey("extraHeight", .number(.length))],
                read: { (section, members, _, reading) throws(SpecError) in
                    reading.log.at(key: "extraHeight")
                    defer { reading.log.leave() }
                    if let extra = try ValueFormat<Double>.length.read(members[0].node, &reading) {
                        section.waterfall.defaultExtraHeight = extra
                    } else {
                        reading.couldNotRead()
                    }
                },
                write: { section, explicit in
                    let extra = section.waterfall.defaultExtraHeight
                    return extra == 0 && !explicit ? [] : [SpecMember("extraHeight", .number(extra))]
                },
                check: { (section, log) throws(SpecError) in
                    let extra = section.waterfall.defaultExtraHeight
                    try log.at("extraHeight") { (log) throws(SpecError) in
                        try ValueFormat<Double>.length.check(extra, &log)
                        if extra != 0 && log.context.scrollAxis == .horizontal {
                            try log.report(.notInHorizontalLayout(.waterfallExtraHeight(item: nil)))
                        }
                    }
                }),
        ],
        conflicts: [("items", "ratios")])

    /// `spacing` for both the columns and the rows, `columnSpacing` and `rowSpacing` for one.
    private static let waterfallSpacing = Field<Section>(
        keys: [FieldKey("spacing", .number(.length)), FieldKey("columnSpacing", .number(.length)), FieldKey("rowSpacing", .number(.length))],
        read: { (section, members, given, reading) throws(SpecError) in
            for member in members {
                let key = ["spacing", "columnSpacing", "rowSpacing"][member.key]
                reading.log.at(key: key)
                defer { reading.log.leave() }
                guard let spacing = try ValueFormat<Double>.length.read(member.node, &reading) else {
                    reading.couldNotRead()
                    continue
                }
                if member.key != 2 && (member.key == 1 || !given.contains("columnSpacing")) { section.waterfall.columnSpacing = spacing }
                if member.key != 1 && (member.key == 2 || !given.contains("rowSpacing")) { section.waterfall.rowSpacing = spacing }
            }
            if !given.contains("spacing") {
                // Equal, they are written as `spacing`: named at the column spacing where given.
                reading.alias(reading.log.path.key("spacing"), as: reading.log.path.key(given.contains("columnSpacing") ? "columnSpacing" : "rowSpacing"))
            }
        },
        write: { section, explicit in
            let waterfall = section.waterfall
            if waterfall.columnSpacing == waterfall.rowSpacing {
                return waterfall.columnSpacing == 8 && !explicit ? [] : [SpecMember("spacing", .number(waterfall.columnSpacing))]
            }
            return [SpecMember("columnSpacing", .number(waterfall.columnSpacing)), SpecMember("rowSpacing", .number(waterfall.rowSpacing))]
        },
        check: { (section, log) throws(SpecError) in
            let waterfall = section.waterfall
            let length = ValueFormat<Double>.length
            if waterfall.columnSpacing == waterfall.rowSpacing {
                try log.at("spacing") { (log) throws(SpecError) in try length.check(waterfall.columnSpacing, &log) }
            } else {
                try log.at("columnSpacing") { (log) throws(SpecError) in try length.check(waterfall.columnSpacing, &log) }
                try log.at("rowSpacing") { (log) throws(SpecError) in try length.check(waterfall.rowSpacing, &log) }
            }
        })

    /// `placement`, and the `tolerance` of the ordered one.
    private static let placement: Field<Section> = {
        let name = ValueFormat<String>.name(among: ["shortest", "ordered", "sequential"])
        let toleranceShape = Shape.either([.number(.length), .constant("infinite")])
        return Field(
            keys: [FieldKey("placement", name.shape), FieldKey("tolerance", toleranceShape)],
            read: { (section, members, _, reading) throws(SpecError) in
                // The placement first, wherever the document gives it: the tolerance is its.
                for member in members.sorted(by: { $0.key < $1.key }) {
                    if member.key == 0 {
                        reading.log.at(key: "placement")
                        defer { reading.log.leave() }
                        switch try name.read(member.node, &reading) {
                        case "ordered": section.waterfall.placement = .ordered(tolerance: 0)
                        case "sequential": section.waterfall.placement = .sequential
                        case "shortest": section.waterfall.placement = .shortest
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
                    guard case .ordered = section.waterfall.placement else {
                        try reading.log.report(.toleranceWithoutOrdered)
                        continue
                    }
                    if let tolerance { section.waterfall.placement = .ordered(tolerance: tolerance) } else { reading.couldNotRead() }
                }
            },
            write: { section, explicit in
                switch section.waterfall.placement {
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
            check: { (section, log) throws(SpecError) in
                guard case .ordered(let tolerance) = section.waterfall.placement, tolerance != .infinity else { return }
                try log.at("tolerance") { (log) throws(SpecError) in try ValueFormat<Double>.length.check(tolerance, &log) }
            })
    }()

    // MARK: Flow

    static let flow = SectionKindFormat(
        kind: .flow, initial: section(.flow(FlowSection(itemCount: 0))),
        fields: [
            ItemFields.items(of: .flow), SectionFields.contentInsets(default: .zero), SectionFields.contentInsetsReference,
            flowBand(header: true), flowBand(header: false), SectionFields.decorations, flowSizes,
            Field("minimumInteritemSpacing", { $0.flow.interitemSpacing }, { $0.flow.interitemSpacing = $1 }, .length, default: FlowSection.defaultSpacing),
            Field("minimumLineSpacing", { $0.flow.lineSpacing }, { $0.flow.lineSpacing = $1 }, .length, default: FlowSection.defaultSpacing),
        ],
        conflicts: [("itemSize", "sizes")],
        relations: { (section, log) throws(SpecError) in
            if log.context.scrollAxis == .horizontal { try refuseRelativeSizes(of: section, &log) }
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

    /// In a horizontal layout, each flow size's side that is not in points, where the writer
    /// writes it (`itemSize` for a lone size, else `sizes[k]`).
    private static func refuseRelativeSizes(of section: Section, _ log: inout IssueLog) throws(SpecError) {
        let sizes = section.flow.sizes
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
    private static func flowBand(header: Bool) -> Field<Section> {
        let key = header ? "header" : "footer"
        @Sendable func givenBand(of section: Section) -> Band {
            header
                ? Band(height: section.flow.headerHeight, pinToVisibleBounds: section.flow.pinsHeader)
                : Band(height: section.flow.footerHeight, pinToVisibleBounds: section.flow.pinsFooter)
        }
        return Field(
            keys: [FieldKey(key, .either([.object(.flowHeader), .null]))],
            read: { (section, members, _, reading) throws(SpecError) in
                reading.log.at(key: key)
                defer { reading.log.leave() }
                // `null` is no band: none's height and pin.
                guard let band = members[0].node.type == .null ? Band() : try Band.flowFormat.read(members[0].node, &reading) else {
                    reading.couldNotRead()
                    return
                }
                if header {
                    section.flow.headerHeight = band.height
                    section.flow.pinsHeader = band.pinToVisibleBounds
                } else {
                    section.flow.footerHeight = band.height
                    section.flow.pinsFooter = band.pinToVisibleBounds
                }
            },
            write: { section, explicit in
                let band = givenBand(of: section)
                guard band.height > 0 || band.pinToVisibleBounds else { return explicit ? [SpecMember(key, .null)] : [] }
                return [SpecMember(key, Band.flowFormat.write(band))]
            },
            check: { (section, log) throws(SpecError) in
                let band = givenBand(of: section)
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
                for member in members {
                    reading.log.at(key: member.key == 0 ? "itemSize" : "sizes")
                    defer { reading.log.leave() }
                    if member.key == 0 {
                        if let read = try size.read(member.node, &reading) { section.flow.sizes = [read] } else { reading.couldNotRead() }
                    } else if let read = try list.read(member.node, &reading) {
                        section.flow.sizes = read
                        if read.count == 1 { reading.alias(reading.log.path.removingLast().key("itemSize"), as: reading.log.path.index(0)) }
                    } else {
                        reading.couldNotRead()
                    }
                }
            },
            write: { section, explicit in
                let sizes = section.flow.sizes
                if sizes.count == 1 && section.variants.isEmpty {
                    return sizes == [.standard] && !explicit ? [] : [SpecMember("itemSize", size.write(sizes[0]))]
                }
                return [SpecMember("sizes", list.write(sizes))]
            },
            check: { (section, log) throws(SpecError) in
                let sizes = section.flow.sizes
                if sizes.count == 1 && section.variants.isEmpty {
                    try log.at("itemSize") { (log) throws(SpecError) in try size.check(sizes[0], &log) }
                } else {
                    try log.at("sizes") { (log) throws(SpecError) in try list.check(sizes, &log) }
                }
            })
    }()

    // MARK: Mosaic

    static let mosaic = SectionKindFormat(
        kind: .mosaic, initial: section(.mosaic(MosaicSection(itemCount: 0, pattern: []))),
        fields: [ItemFields.items(of: .mosaic)] + sectionFields(contentInsets: .zero) + [
            Field("pattern", { $0.mosaic.pattern }, { $0.mosaic.pattern = $1 }, .array(of: FlowFormats.mosaicBlock, minimum: 1), hint: #"the blocks, built-in names or {"rects": […]}"#),
            Field("repeatBlock", { $0.mosaic.repeatBlock }, { $0.mosaic.repeatBlock = $1 }, .integers(0...999)),
            Field("spacing", { $0.mosaic.spacing }, { $0.mosaic.spacing = $1 }, FlowFormats.mosaicSpacing, default: MosaicSpacing()),
        ],
        required: ["pattern"],
        relations: { (section, log) throws(SpecError) in
            let mosaic = section.mosaic
            if let repeatBlock = mosaic.repeatBlock, !mosaic.pattern.isEmpty, repeatBlock >= mosaic.pattern.count, !log.isUnread("pattern") {
                try log.at("repeatBlock") { (log) throws(SpecError) in
                    try log.report(.repeatBlockPastPattern(blocks: mosaic.pattern.count))
                }
            }
        })

    // MARK: List

    static let list = SectionKindFormat(
        kind: .list, initial: section(.list(ListSection(configuration: ListConfiguration(appearance: .plain), itemCount: 0))),
        fields: [
            ItemFields.items(of: .list), SectionFields.decorations,
            Field("appearance", { $0.list.configuration.appearance }, { $0.list.configuration.appearance = $1 }, .choice, default: .plain),
            Field("headerMode", { $0.list.configuration.headerMode }, { $0.list.configuration.headerMode = $1 }, .choice, default: .none),
            Field("footerMode", { $0.list.configuration.footerMode }, { $0.list.configuration.footerMode = $1 }, .choice, default: .none),
            Field("headerTopPadding", { $0.list.configuration.headerTopPadding }, { $0.list.configuration.headerTopPadding = $1 }, .length),
        ],
        relations: { (section, log) throws(SpecError) in
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
