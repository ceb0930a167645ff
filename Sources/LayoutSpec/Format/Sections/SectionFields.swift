import LayoutText
import LayoutEngine

/// The keys every section kind has (or most), each declared once; the kinds take them in
/// `SectionKinds`.
enum SectionFields {
    static func contentInsets(default insets: EdgeInsets) -> Field<Section> {
        Field("contentInsets", { $0.contentInsets }, { $0.contentInsets = $1 }, .insets, default: insets)
    }

    static let contentInsetsReference = Field<Section>("contentInsetsReference", { $0.contentInsetsReference }, { $0.contentInsetsReference = $1 }, .choice)

    static let supplementariesFollowContentInsets = Field<Section>(
        "supplementariesFollowContentInsets", { $0.supplementariesFollowContentInsets }, { $0.supplementariesFollowContentInsets = $1 }, .boolean, default: true)

    static let decorations = Field<Section>(
        "decorations", { $0.decorations }, { $0.decorations = $1 }, .array(of: .madeOnFirstUse(.decoration) { SupplementaryFormats.decoration }), default: [])

    /// A header or footer key's form: its shorthand, or null for none.
    private static let bandShape = Shape.either([.object(.header), .null])

    /// `header`, `footer` and `boundaryItems`: the section's boundary items, the shorthands'
    /// where they are given, in the document's order (a widget's default header first, where it
    /// gives no `header`: its initial section's, kept where it gives none of the keys).
    static let boundaryItems = Field<Section>(
        keys: [
            FieldKey("header", bandShape), FieldKey("footer", bandShape),
            FieldKey("boundaryItems", .array(.object(.boundaryItem), minimum: 0)),
        ],
        read: { (section, members, given, reading) throws(SpecError) in
            section.boundaryItems = section.kind == .widget && !given.contains("header") ? [Widget.defaultHeader] : []
            for member in members {
                switch member.key {
                case 0, 1:
                    let isHeader = member.key == 0
                    reading.log.at(key: isHeader ? "header" : "footer")
                    defer { reading.log.leave() }
                    guard member.node.type != .null else { continue }
                    guard let band = try Band.format.read(member.node, &reading) else {
                        reading.couldNotRead()
                        continue
                    }
                    section.boundaryItems.append(
                        band.item(kind: isHeader ? "header" : "footer", alignment: isHeader ? .top : .bottom))
                default:
                    reading.log.at(key: "boundaryItems")
                    defer { reading.log.leave() }
                    if let items = try ValueFormat.array(of: SupplementaryFormats.boundaryItem.value).read(member.node, &reading) {
                        section.boundaryItems += items
                    } else {
                        reading.couldNotRead()
                    }
                }
            }
        },
        write: { section, explicit in
            let forms = BoundaryForms(section)
            var members: [SpecMember] = []
            if let header = forms.header {
                members.append(SpecMember("header", Band.format.write(header)))
            } else if forms.removesDefaultHeader {
                members.append(SpecMember("header", .null))
            } else if explicit {
                members.append(SpecMember("header", section.kind == .widget ? Band.format.write(Band(Widget.defaultHeader, kind: "header", alignment: .top)!) : .null))
            }
            if let footer = forms.footer {
                members.append(SpecMember("footer", Band.format.write(footer)))
            } else if explicit {
                members.append(SpecMember("footer", .null))
            }
            if !forms.rest.isEmpty || explicit {
                members.append(SpecMember("boundaryItems", .array(forms.rest.map(SupplementaryFormats.boundaryItem.write))))
            }
            return members
        },
        check: { (section, log) throws(SpecError) in
            let forms = BoundaryForms(section)
            if let header = forms.header { try log.at("header") { (log) throws(SpecError) in try Band.format.check(header, &log) } }
            if let footer = forms.footer { try log.at("footer") { (log) throws(SpecError) in try Band.format.check(footer, &log) } }
            try log.at("boundaryItems") { (log) throws(SpecError) in
                for (place, item) in forms.rest.enumerated() {
                    try log.at(.index(place)) { (log) throws(SpecError) in try checkBoundaryItem(item, &log) }
                }
            }
        })

    /// A boundary item, a section's or the layout's: its values, and a fraction of the
    /// container's height where the container has none.
    static func checkBoundaryItem(_ item: BoundaryItem, _ log: inout IssueLog) throws(SpecError) {
        try SupplementaryFormats.boundaryItem.check(item, &log)
        guard !log.context.containerHasHeight else { return }
        try log.at("size") { (log) throws(SpecError) in try checkHeightFractions(of: item.size, &log) }
    }

    /// Reports each dimension of `size` that is a fraction of the container's height, at its key:
    /// for a size whose fractions are of the container, which has no height.
    static func checkHeightFractions(of size: LayoutSize, _ log: inout IssueLog) throws(SpecError) {
        if case .fractionalHeight = size.width { try log.at("width") { (log) throws(SpecError) in try log.report(.needsContainerHeight(.fraction)) } }
        if case .fractionalHeight = size.height { try log.at("height") { (log) throws(SpecError) in try log.report(.needsContainerHeight(.fraction)) } }
    }

    /// `orthogonalScrolling`, `interGroupSpacing`, `effect` (not a carousel's, which it gives
    /// with `minScale`) and `offsets`: how a compositional section's groups scroll.
    static func scrolling(default behavior: OrthogonalScrollingBehavior, effect: Bool) -> [Field<CompositionalSection>] {
        var fields: [Field<CompositionalSection>] = [
            Field("orthogonalScrolling", { $0.orthogonalScrolling }, { $0.orthogonalScrolling = $1 }, .choice, default: behavior),
            Field("interGroupSpacing", { $0.interGroupSpacing }, { $0.interGroupSpacing = $1 }, .length, default: 0),
        ]
        if effect { fields.append(Field("effect", { $0.scaleEffect }, { $0.scaleEffect = $1 }, .scaleEffect)) }
        fields.append(Field("offsets", { $0.offsets }, { $0.offsets = $1 }, .offsets, default: .resting))
        return fields
    }

    /// What relates a widget's or a compositional section's scrolling to its other keys: an
    /// effect and offsets need orthogonal scrolling. (A carousel cannot do without it.)
    static func checkScrolling(_ content: CompositionalSection, _ log: inout IssueLog) throws(SpecError) {
        guard content.orthogonalScrolling == .none, !log.isUnread("orthogonalScrolling") else { return }
        if content.scaleEffect != nil {
            try log.at("effect") { (log) throws(SpecError) in try log.report(.effectWithoutOrthogonalScrolling) }
        }
        if case .list = content.offsets {
            try log.at("offsets") { (log) throws(SpecError) in try log.report(.offsetsWithoutOrthogonalScrolling) }
        }
    }
}

/// A section's boundary items as the spec writes them: a header band first and a footer band
/// next as their shorthands, the rest as `boundaryItems`, so that they read back in this order.
/// (A widget's default header is left out; a widget without it says `"header": null`.)
struct BoundaryForms {
    var header: Band?
    var removesDefaultHeader = false
    var footer: Band?
    var rest: ArraySlice<BoundaryItem>

    init(_ section: Section) {
        let items = section.boundaryItems
        rest = items[...]
        if section.kind == .widget && items.first == Widget.defaultHeader {
            rest = items.dropFirst()
        } else if let first = items.first, let band = Band(first, kind: "header", alignment: .top) {
            header = band
            rest = items.dropFirst()
        } else {
            removesDefaultHeader = section.kind == .widget
        }
        if let next = rest.first, let band = Band(next, kind: "footer", alignment: .bottom) {
            footer = band
            rest = rest.dropFirst()
        }
    }
}

extension ValueFormat where Value == ScrollOffsets {
    /// `"resting"`, or a list of offsets.
    static let offsets: ValueFormat = {
        let list = ValueFormat<[Double]>.array(of: .offset)
        let shape = Shape.either([.constant("resting"), list.shape])
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                if node.type == .string && node.string == "resting" { return .resting }
                guard node.type == .array else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                return try list.read(node, &reading).map(ScrollOffsets.list)
            },
            write: { offsets in
                switch offsets {
                case .resting: .string("resting")
                case .list(let offsets): .numbers(offsets)
                }
            },
            check: { (offsets, log) throws(SpecError) in
                if case .list(let offsets) = offsets { try list.check(offsets, &log) }
            },
            placeholder: .resting)
    }()
}
