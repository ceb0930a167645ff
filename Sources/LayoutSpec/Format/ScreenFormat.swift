import LayoutText
import LayoutEngine

/// The spec itself: the container, the sections and what `UICollectionViewCompositionalLayoutConfiguration`
/// holds (layout-rules §12).
enum ScreenFormat {
    /// The spec's format; `widthGiven`: `--width` stands in for the container's width.
    static func format(widthGiven: Bool) -> ObjectFormat<Screen> {
        widthGiven ? withoutWidth : withWidth
    }

    private static let withWidth = format(containerRequired: true)
    private static let withoutWidth = format(containerRequired: false)

    static let container = ObjectFormat<Container>(
        .container, initial: Container(width: 0),
        fields: [Field("width", { $0.width }, { $0.width = $1 }, .positiveLength), Field("height", { $0.height }, { $0.height = $1 }, .positiveLength)],
        required: ["width"])
    private static let containerWithoutWidth = ObjectFormat<Container>(
        .container, initial: Container(width: 0), fields: container.fields)

    private static func format(containerRequired: Bool) -> ObjectFormat<Screen> {
        ObjectFormat(
            .spec, initial: Screen(container: Container(width: 0), sections: []),
            fields: [
                Field(
                    "container", { $0.container }, { $0.container = $1 }, containerRequired ? container.value : containerWithoutWidth.value,
                    hint: #"give {"width": …}"#),
                Field("scale", { $0.scale }, { $0.scale = $1 }, .number(.integers(1...3))),
                Field("layoutMargins", { $0.layoutMargins }, { $0.layoutMargins = $1 }, .insets, default: .zero),
                Field("safeArea", { $0.safeArea }, { $0.safeArea = $1 }, .insets, default: .zero),
                Field("interSectionSpacing", { $0.interSectionSpacing }, { $0.interSectionSpacing = $1 }, .length, default: 0),
                sections,
                Field("scrollDirection", { $0.scrollDirection }, { $0.scrollDirection = $1 }, .choice(["vertical", "horizontal"]), default: .vertical),
                Field("layoutDirection", { $0.layoutDirection }, { $0.layoutDirection = $1 }, .choice, default: .leftToRight),
                Field("contentInsetsReference", { $0.contentInsetsReference }, { $0.contentInsetsReference = $1 }, .choice, default: .automatic),
                boundaryItems,
                Field("idiom", { $0.idiom }, { $0.idiom = $1 }, .choice, default: .phone),
                Field("scrollOffsets", { $0.scrollOffsets }, { $0.scrollOffsets = $1 }, .array(of: .point(.offset)), default: []),
                version,
                // Where an editor finds the spec's JSON Schema: read and left alone.
                Field(keys: [FieldKey("$schema", .string)], read: { (_, members, _, reading) throws(SpecError) in
                    reading.log.at(key: "$schema")
                    defer { reading.log.leave() }
                    _ = try ValueFormat<String>.string.read(members[0].node, &reading)
                }, write: { _, _ in [] }),
            ],
            required: containerRequired ? ["container", "sections"] : ["sections"],
            relations: relations)
    }

    /// `sections`: each read and written by its kind's format.
    private static let sections = Field<Screen>(
        keys: [FieldKey("sections", .array(.object(.section), minimum: 0), hint: "an array, which may be empty")],
        read: { (screen, members, _, reading) throws(SpecError) in
            reading.log.at(key: "sections")
            defer { reading.log.leave() }
            let node = members[0].node
            guard node.type == .array else {
                try reading.log.report(.unexpected(.array(.object(.section), minimum: 0), found: node.found))
                return
            }
            screen.sections = try ArrayReading.elements(
                of: node, reserving: SpecLimits.maximumSections + 1, inTwoFrom: ArrayReading.sectionsInTwoMinimum, &reading
            ) {
                (node, index, reading) throws(SpecError) in
                if let section = try SectionFormat.read(node, index: index, &reading) { return section }
                // A section that is no section of a kind (reported) keeps its place, so that
                // the rest are checked at theirs.
                reading.couldNotRead()
                return SectionKinds.waterfall.initial
            }
        },
        write: { screen, _ in
            [SpecMember("sections", .array(screen.sections.enumerated().map { SectionFormat.write($1, index: $0) }))]
        },
        check: { (screen, log) throws(SpecError) in
            try log.at("sections") { (log) throws(SpecError) in
                if screen.sections.count > SpecLimits.maximumSections {
                    try log.report(.tooMany(.sections, count: screen.sections.count))
                    return
                }
                let sections = screen.sections
                try log.checkElements(sections.count, inTwoFrom: ArrayReading.sectionsInTwoMinimum) { (index, log) throws(SpecError) in
                    try SectionFormat.check(sections[index], &log)
                }
                // A section past its own limit is reported there, and counts at that limit here.
                let items = sections.reduce(0) { $0.saturatingAdd(min($1.itemCount, SpecLimits.maximumItemsPerSection)) }
                if items > SpecLimits.maximumTotalItems { try log.report(.tooMany(.itemsInAll, count: items)) }
            }
        })

    /// The layout's own `boundaryItems`.
    private static let boundaryItems = Field<Screen>(
        keys: [FieldKey("boundaryItems", .array(.object(.boundaryItem), minimum: 0))],
        read: { (screen, members, _, reading) throws(SpecError) in
            reading.log.at(key: "boundaryItems")
            defer { reading.log.leave() }
            if let items = try ValueFormat.array(of: SupplementaryFormats.boundaryItem.value).read(members[0].node, &reading) {
                screen.boundaryItems = items
            } else {
                reading.couldNotRead()
            }
        },
        write: { screen, _ in
            screen.boundaryItems.isEmpty ? [] : [SpecMember("boundaryItems", .array(screen.boundaryItems.map(SupplementaryFormats.boundaryItem.write)))]
        },
        check: { (screen, log) throws(SpecError) in
            try log.at("boundaryItems") { (log) throws(SpecError) in
                for (place, item) in screen.boundaryItems.enumerated() {
                    try log.at(.index(place)) { (log) throws(SpecError) in try SectionFields.checkBoundaryItem(item, &log) }
                }
            }
        })

    /// `version`: the format's, 1. Not kept: the reader alone checks it.
    private static let version: Field<Screen> = {
        let format = ValueFormat<Int>.integers(1...1)
        return Field(
            keys: [FieldKey("version", format.shape)],
            read: { (_, members, _, reading) throws(SpecError) in
                reading.log.at(key: "version")
                defer { reading.log.leave() }
                if let version = try format.read(members[0].node, &reading) { try format.check(version, &reading.log) }
            },
            write: { _, _ in [] })
    }()

    /// What relates the spec's values to its container.
    private static func relations(_ screen: Screen, _ log: inout IssueLog) throws(SpecError) {
        guard screen.container.height == nil else { return }
        if screen.scrollDirection == .horizontal {
            try log.at("scrollDirection") { (log) throws(SpecError) in try log.report(.needsContainerHeight(.horizontalLayout)) }
        }
        if !screen.scrollOffsets.isEmpty {
            if log.context.scrollOffsetsFromOption {
                try log.at("container") { (log) throws(SpecError) in try log.report(.needsContainerHeight(.scrollOffsetOption)) }
            } else {
                try log.at("scrollOffsets") { (log) throws(SpecError) in try log.report(.needsContainerHeight(.scrollOffsets)) }
            }
        }
    }
}
