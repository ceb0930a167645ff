import LayoutEngine

/// A section's `items`: how many, and what item objects give.
struct DecodedItems {
    var count: Int
    var ids: [String?]?
    /// Measured sizes (compositional kinds), when an item gives one.
    var measurements: MeasuredSizes?
    /// Waterfall items, when the section is a waterfall and gives item objects.
    var waterfall: WaterfallItems?
}

extension SpecDecoder {
    /// `items`: a count, or one object per item with the keys `kind`'s items read. A waterfall
    /// in a horizontal layout (`scrollAxis`) refuses heights: its rows fix them.
    mutating func items(_ value: JSONValue, kind: SectionKind, scrollAxis: Axis) throws(SpecError) -> DecodedItems? {
        let shape = SectionKey.items.shape
        if value.kind == .number {
            guard let count = try integer(value, .number(.integers(0...SpecLimits.maximumItemsPerSection))) else { return nil }
            return DecodedItems(count: count)
        }
        guard value.kind == .array else {
            try report("expected \(shape.phrase), found \(value.summary)")
            return nil
        }
        guard value.count <= SpecLimits.maximumItemsPerSection else {
            try report("\(value.count) items, more than the limit \(SpecLimits.maximumItemsPerSection) of a section")
            return nil
        }
        var ids: [String?]?
        var measured: [MeasuredSize]?
        var waterfall = kind == .waterfall ? WaterfallItems() : nil
        waterfall?.reserveCapacity(value.count)
        var valid = true
        let rules = ItemKey.rules(in: kind)
        try elements(of: value, shape) { (index, element, decoder) throws(SpecError) in
            var id: String?
            var ratio: Double?
            var height: Double?
            var width: Double?
            var span: ColumnSpan?
            var extra: Double?
            let isComplete = try decoder.members(of: element, as: .item, rules) { (key, member, decoder) throws(SpecError) in
                switch key {
                case .id: id = try decoder.string(member)
                case .ratio: ratio = try decoder.number(member, key.shape)
                case .height:
                    height = try decoder.number(member, key.shape)
                    if kind == .waterfall && scrollAxis == .horizontal {
                        try decoder.report(Self.horizontalWaterfallHeight)
                        valid = false
                    }
                case .width: width = try decoder.number(member, key.shape)
                case .span: span = try decoder.span(member)
                case .extraHeight:
                    extra = try decoder.number(member, key.shape)
                    if scrollAxis == .horizontal {
                        try decoder.report(Self.horizontalWaterfallExtraHeight)
                        valid = false
                    }
                }
            }
            guard isComplete else {
                valid = false
                return
            }
            if let id {
                if ids == nil { ids = [String?](repeating: nil, count: index) }
                ids!.append(id)
            } else {
                ids?.append(nil)
            }
            if kind == .waterfall {
                if let ratio {
                    waterfall?.append(WaterfallItem(size: .ratio(ratio), span: span, extraHeight: extra))
                } else if let height {
                    waterfall?.append(WaterfallItem(size: .height(height), span: span, extraHeight: extra))
                } else {
                    valid = false
                }
            } else if width != nil || height != nil {
                if measured == nil { measured = [MeasuredSize](repeating: MeasuredSize(), count: index) }
                measured!.append(MeasuredSize(width: width, height: height))
            } else {
                measured?.append(MeasuredSize())
            }
        }
        guard valid else { return nil }
        return DecodedItems(
            count: value.count, ids: ids, measurements: measured.map(MeasuredSizes.init), waterfall: waterfall)
    }

    /// A span: a column count or `"full"`.
    mutating func span(_ value: JSONValue) throws(SpecError) -> ColumnSpan? {
        if value.kind == .string && value.string == "full" { return .full }
        guard value.kind == .number else {
            try report("expected \(SectionKey.span.shape.phrase), found \(value.summary)")
            return nil
        }
        return try integer(value, .number(.integers(1...1000))).map { .columns($0) }
    }

    /// Why a horizontal waterfall's item cannot have a height.
    static let horizontalWaterfallHeight =
        "a horizontal layout's waterfall lays its items in rows, which fix their height: give a ratio (width ÷ height)"
    /// Why a horizontal waterfall cannot add an extra height.
    static let horizontalWaterfallExtraHeight =
        "a horizontal layout's waterfall lays its items in rows, which fix their height: an extra height cannot be added"

    /// A waterfall section.
    mutating func waterfall(_ fields: SectionFields, items: DecodedItems?, scrollAxis: Axis) throws(SpecError) -> WaterfallSection? {
        let columns = try read(.columns, of: fields) { (value, decoder) throws(SpecError) in
            try decoder.integer(value, SectionKey.columns.shape)
        } ?? 2
        let spacing = try number(.spacing, of: fields) ?? 8
        let columnSpacing = try number(.columnSpacing, of: fields) ?? spacing
        let rowSpacing = try number(.rowSpacing, of: fields) ?? spacing
        let placementName = try read(.placement, of: fields) { (value, decoder) throws(SpecError) in
            try decoder.choice(value, SectionKey.placement.shape, as: PlacementName.self)
        } ?? .shortest
        let tolerance = try read(.tolerance, of: fields) { (value, decoder) throws(SpecError) -> Double? in
            if value.kind == .string && value.string == "infinite" { return .infinity }
            guard value.kind == .number else {
                try decoder.report("expected \(SectionKey.tolerance.shape.phrase), found \(value.summary)")
                return nil
            }
            return try decoder.number(value, .number(.length))
        }
        if fields[.tolerance] != nil && placementName != .ordered {
            try report("a tolerance applies to placement \"ordered\" only", at: .tolerance, of: fields)
        }
        let span = try read(.span, of: fields) { (value, decoder) throws(SpecError) in try decoder.span(value) } ?? .columns(1)
        let extra = try number(.extraHeight, of: fields) ?? 0
        if scrollAxis == .horizontal && fields[.extraHeight] != nil {
            try report(Self.horizontalWaterfallExtraHeight, at: .extraHeight, of: fields)
            return nil
        }

        var list = WaterfallItems()
        if fields[.ratios] != nil {
            guard let read = try readShared(.ratios, of: fields, { (value, decoder) throws(SpecError) in try decoder.ratios(value) })
            else {
                return nil
            }
            list = read
        } else if let items {
            if let objects = items.waterfall {
                list = objects
            } else if items.count > 0 {
                try report(
                    "a waterfall item needs a ratio or a height: give \"ratios\" or one object per item", at: .items,
                    of: fields)
                return nil
            }
        } else if fields[.items] != nil {
            return nil  // reported
        }

        let placement: WaterfallPlacement
        switch placementName {
        case .shortest: placement = .shortest
        case .ordered: placement = .ordered(tolerance: tolerance ?? 0)
        case .sequential: placement = .sequential
        }
        return WaterfallSection(
            columns: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing, placement: placement,
            defaultSpan: span, defaultExtraHeight: extra, items: list)
    }

    /// `ratios`, read in one tight loop: a million of them is the common large spec.
    private mutating func ratios(_ value: JSONValue) throws(SpecError) -> WaterfallItems? {
        let shape = SectionKey.ratios.shape
        guard value.kind == .array else {
            try report("expected \(shape.phrase), found \(value.summary)")
            return nil
        }
        let count = value.count
        guard count <= SpecLimits.maximumItemsPerSection else {
            try report("\(count) ratios, more than the limit \(SpecLimits.maximumItemsPerSection) of a section")
            return nil
        }
        let range = NumberRange.ratio
        let ratios = value.leadingNumbers
        var valid = ratios.count == count
        for index in 0..<count where index >= ratios.count || !range.contains(ratios[index]) {
            valid = false
            _ = try at(.index(index)) { (decoder) throws(SpecError) in try decoder.number(value[index], .number(range)) }
        }
        return valid ? WaterfallItems(ratios: ratios) : nil
    }
}

private enum PlacementName: String {
    case shortest, ordered, sequential
}
