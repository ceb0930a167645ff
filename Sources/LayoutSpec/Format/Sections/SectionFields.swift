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

    /// `header`, `footer` and `boundaryItems` of a section of a kind without a default header.
    static let boundaryItems = boundaryItems(defaultHeader: nil)

    /// `header`, `footer` and `boundaryItems`: the section's boundary items, the shorthands'
    /// where they are given, in the document's order; `defaultHeader` (a widget's) first where
    /// it gives no `header` (its initial section's, kept where it gives none of the keys).
    static func boundaryItems(defaultHeader: BoundaryItem?) -> Field<Section> {
        // A band given `null` is none.
        let header = Field<BoundaryKeys>("header", { $0.header }, { keys, given in
            if let band = given ?? nil { keys.read.append(band.item(kind: "header", alignment: .top)) }
        }, bandOrNull)
        let footer = Field<BoundaryKeys>("footer", { $0.footer }, { keys, given in
            if let band = given ?? nil { keys.read.append(band.item(kind: "footer", alignment: .bottom)) }
        }, bandOrNull)
        let rest = Field<BoundaryKeys>("boundaryItems", { $0.rest }, { keys, items in keys.read += items ?? [] }, boundaryItemList)
        return Field(
            parts: [header, footer, rest], none: BoundaryKeys(),
            combine: { (keys, given, section, _) throws(SpecError) in
                section.boundaryItems = (given.contains(header) ? [] : defaultHeader.map { [$0] } ?? []) + keys.read
            },
            split: { section, explicit in
                let forms = BoundaryForms(section.boundaryItems, defaultHeader: defaultHeader)
                var keys = BoundaryKeys()
                if let band = forms.header {
                    keys.header = band
                } else if forms.removesDefaultHeader {
                    keys.header = .some(nil)
                } else if explicit {
                    // The default header's band, or `null` for none.
                    keys.header = .some(defaultHeader.flatMap { Band($0, kind: "header", alignment: .top) })
                }
                if let band = forms.footer {
                    keys.footer = band
                } else if explicit {
                    keys.footer = .some(nil)
                }
                if !forms.rest.isEmpty || explicit { keys.rest = Array(forms.rest) }
                return keys
            })
    }

    /// A header's or a footer's band, or `null` for none.
    private static let bandOrNull = ValueFormat.orNull(.madeOnFirstUse(.header) { Band.format })
    private static let boundaryItemList = ValueFormat.array(of: ValueFormat<BoundaryItem>.boundaryItem)

    /// A section's boundary item keys: as read, the items they give, in the document's order; as
    /// written, a header band or `null`, a footer band or `null`, and the rest.
    private struct BoundaryKeys {
        var read: [BoundaryItem] = []
        var header: Band??
        var footer: Band??
        var rest: [BoundaryItem]?
    }

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
/// (A default header, a widget's, is left out; a section without it says `"header": null`.)
struct BoundaryForms {
    var header: Band?
    var removesDefaultHeader = false
    var footer: Band?
    var rest: ArraySlice<BoundaryItem>

    init(_ items: [BoundaryItem], defaultHeader: BoundaryItem?) {
        rest = items[...]
        if let defaultHeader, items.first == defaultHeader {
            rest = items.dropFirst()
        } else if let first = items.first, let band = Band(first, kind: "header", alignment: .top) {
            header = band
            rest = items.dropFirst()
        } else {
            removesDefaultHeader = defaultHeader != nil
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

extension ValueFormat {
    /// A value of `format`'s form, or `null` for none.
    static func orNull<Wrapped>(_ format: ValueFormat<Wrapped>) -> ValueFormat where Value == Wrapped? {
        let check: @Sendable (Wrapped?, inout IssueLog) throws(SpecError) -> Void = { (value, log) throws(SpecError) in
            if let value { try format.check(value, &log) }
        }
        return ValueFormat(
            shape: .either([format.shape, .null]),
            read: { (node, reading) throws(SpecError) in
                guard node.type != .null else { return .some(nil) }
                return try format.read(node, &reading).map(Optional.some)
            },
            write: { $0.map(format.write) ?? .null },
            check: format.checks ? check : nil,
            placeholder: .some(nil))
    }
}

extension ValueFormat where Value == BoundaryItem {
    /// A boundary item, a section's or the layout's, checked as `SectionFields.checkBoundaryItem`
    /// checks it (its format made on a run's first boundary item).
    static let boundaryItem: ValueFormat = {
        let item = ValueFormat.madeOnFirstUse(.boundaryItem) { SupplementaryFormats.boundaryItem }
        return ValueFormat(
            shape: item.shape, read: item.read, write: item.write, check: SectionFields.checkBoundaryItem, placeholder: item.placeholder())
    }()
}
