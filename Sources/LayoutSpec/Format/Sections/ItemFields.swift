import LayoutText
import LayoutEngine

/// A section's items: `items`, a count or one object per item, and a waterfall's `ratios`.
///
/// Items are the one part of a spec that runs to millions, so they are read in a loop of their
/// own rather than object by object: an item object's keys are found among the few its kind's
/// items read, and its values go straight into the engine's columns. Their keys are declared
/// here once all the same, as an `ObjectFormat` each kind's schema and messages take.
enum ItemFields {
    /// The keys items read, by kind: a waterfall's give a ratio or a height (and may span
    /// columns, or add a height); a list's an id and their measured height; the rest an id and,
    /// where a dimension is estimated, their measured size (flow: their size). Where items take a
    /// measured size, `text` may give it: the size of a string in a font (layout-rules §14).
    static func itemFormat(for kind: SectionKind) -> ObjectFormat<ItemObject> {
        let all: [Field<ItemObject>] = [
            Field("id", { $0.id }, { $0.id = $1 }, .string),
            Field("ratio", { $0.ratio }, { $0.ratio = $1 }, .ratio),
            Field("height", { $0.height }, { $0.height = $1 }, .length),
            Field("width", { $0.width }, { $0.width = $1 }, .length),
            Field("span", { $0.span }, { $0.span = $1 }, .span),
            Field("extraHeight", { $0.extraHeight }, { $0.extraHeight = $1 }, .length),
            Field("text", { $0.text }, { $0.text = $1 }, TextFormats.text),
        ]
        let read = Set(readKeys(of: kind))
        return ObjectFormat(
            .item, initial: ItemObject(), fields: all.filter { read.contains($0.keys[0].name) },
            exactlyOne: kind == .waterfall ? (["ratio", "height"], "a waterfall item") : nil,
            refusal: { name in all.contains { $0.keys[0].name == name } ? .notOfItems(kind) : nil })
    }

    private static func readKeys(of kind: SectionKind) -> [String] {
        switch kind {
        case .waterfall: ["id", "ratio", "height", "span", "extraHeight"]
        case .mosaic: ["id"]
        case .list: ["id", "height", "text"]
        case .carousel, .widget, .compositional, .flow: ["id", "height", "width", "text"]
        }
    }

    /// The shape of `items` in a section.
    static let itemsShape = Shape.either([
        .number(.integers(0...SpecLimits.maximumItemsPerSection)), .array(.object(.item), minimum: 0),
    ])
    private static let count = ValueFormat<Int>.integer(.integers(0...SpecLimits.maximumItemsPerSection))

    /// `items` of a compositional, flow, mosaic or list section: its count, its items' ids and (but a
    /// mosaic's) their measured sizes. (A waterfall's items are its `waterfallItems`.)
    static func items(of kind: SectionKind) -> Field<Section> {
        let format = itemFormat(for: kind)
        return Field(
            keys: [FieldKey("items", itemsShape)],
            read: { (section, members, _, reading) throws(SpecError) in
                reading.log.at(key: "items")
                defer { reading.log.leave() }
                // All the key gives, set whatever the section held (a variant's over its section's).
                section.items = 0
                section.itemIDs = nil
                section.measuredSizes = nil
                let node = members[0].node
                if node.type == .number {
                    if let count = try count.read(node, &reading) { section.items = count }
                    return
                }
                guard let objects = try read(node, format, &reading) else { return }
                section.items = objects.count
                section.itemIDs = objects.ids
                if objects.measured != nil { section.measuredSizes = objects.measured.map(MeasuredSizes.init) }
            },
            write: { section, explicit in
                guard let value = written(section, explicit: explicit) else { return [] }
                return [SpecMember("items", value)]
            },
            check: { (section, log) throws(SpecError) in
                try log.at("items") { (log) throws(SpecError) in
                    if writesObjects(section) {
                        if section.itemCount > SpecLimits.maximumItemsPerSection {
                            try log.report(.tooMany(.items, count: section.itemCount))
                        }
                        guard let sizes = section.measuredSizes else { return }
                        for index in 0..<section.itemCount {
                            guard let size = sizes.size(of: index) else { continue }
                            try log.at(.index(index)) { (log) throws(SpecError) in
                                if let width = size.width { try log.at("width") { (log) throws(SpecError) in try ValueFormat<Double>.length.check(width, &log) } }
                                if let height = size.height { try log.at("height") { (log) throws(SpecError) in try ValueFormat<Double>.length.check(height, &log) } }
                            }
                        }
                    } else {
                        try count.check(section.itemCount, &log)
                    }
                }
            },
            holdsTheSame: { first, second in
                first.itemIDs == second.itemIDs && first.itemCount == second.itemCount && first.measuredSizes == second.measuredSizes
            })
    }

    /// `items` and `ratios` of a waterfall: its items' ratios (or heights), spans, extra heights
    /// and ids. One of the two keys, not both; plain ratios are written as `ratios`.
    static let waterfallItems: Field<Section> = {
        let format = itemFormat(for: .waterfall)
        let items = Field<WaterfallItemKeys>(
            FieldKey("items", itemsShape),
            read: { (keys, node, reading) throws(SpecError) in
                if node.type == .number {
                    // A waterfall keeps no count (its items are their sizes), so the count's range
                    // is checked where it is read.
                    if let count = try count.read(node, &reading) {
                        try ItemFields.count.check(count, &reading.log)
                        if count > 0 { try reading.log.report(.waterfallItemWithoutSize) }
                    }
                } else if let objects = try read(node, format, &reading) {
                    keys = .items(objects.waterfall, ids: objects.ids)
                }
            },
            write: { keys, _ in
                guard case .items(let items, let ids) = keys else { return nil }
                return written(items, ids: ids)
            },
            check: { (keys, log) throws(SpecError) in
                if case .items(let items, _) = keys { try check(items, asRatios: false, &log) }
            })
        let ratios = Field<WaterfallItemKeys>(
            FieldKey("ratios", .array(.number(.ratio), minimum: 0)),
            read: { (keys, node, reading) throws(SpecError) in
                if let ratios = try ItemFields.ratios(node, &reading) { keys = .ratios(ratios) }
            },
            write: { keys, _ in
                guard case .ratios(let ratios) = keys else { return nil }
                return .numbers(ratios)
            },
            check: { (keys, log) throws(SpecError) in
                if case .ratios(let ratios) = keys { try check(WaterfallItems(ratios: ratios), asRatios: true, &log) }
            })
        return Field(
            parts: [items, ratios], none: .none, exclusive: true,
            combine: { (keys, _, section, _) throws(SpecError) in
                // All the keys give, set whatever the section held (a variant's over its section's).
                var ids: [String?]?
                try WaterfallContent.modify(&section) { (waterfall) throws(SpecError) in
                    switch keys {
                    case .none: waterfall.items = WaterfallItems()
                    case .items(let items, let given):
                        waterfall.items = items
                        ids = given
                    case .ratios(let ratios): waterfall.items = WaterfallItems(ratios: ratios)
                    }
                }
                section.itemIDs = ids
            },
            split: { section, explicit in
                guard let waterfall = WaterfallContent.part(of: section) else { return .none }
                if usesRatios(section, waterfall), let ratios = waterfall.items.bareRatios {
                    return ratios.isEmpty && !explicit ? .none : .ratios(ratios)
                }
                return waterfall.items.isEmpty && !explicit ? .none : .items(waterfall.items, ids: section.itemIDs)
            },
            holdsTheSame: { first, second in
                first.itemIDs == second.itemIDs
                    && WaterfallContent.part(of: first)?.items == WaterfallContent.part(of: second)?.items
            })
    }()

    /// A waterfall's items, as the key read last gives them: item objects and their ids, or plain
    /// ratios.
    private enum WaterfallItemKeys {
        case none
        case items(WaterfallItems, ids: [String?]?)
        case ratios([Double])
    }

    /// Checks a waterfall's items, at `ratios` (`asRatios`: plain ratios) or `items`: how many
    /// there are, and each value out of its range, at its item.
    private static func check(_ items: WaterfallItems, asRatios: Bool, _ log: inout IssueLog) throws(SpecError) {
        if items.count > SpecLimits.maximumItemsPerSection {
            try log.report(.tooMany(asRatios ? .ratios : .items, count: items.count))
        }
        if let ratios = items.bareRatios {
            // The common spec: plain ratios, each checked with a path only where it is out of
            // range.
            for index in ratios.indices where !NumberRange.ratio.contains(ratios[index]) {
                try log.at(.index(index)) { (log) throws(SpecError) in
                    if asRatios {
                        try ValueFormat<Double>.ratio.check(ratios[index], &log)
                    } else {
                        try log.at("ratio") { (log) throws(SpecError) in try ValueFormat<Double>.ratio.check(ratios[index], &log) }
                    }
                }
            }
            return
        }
        let horizontal = log.context.scrollAxis == .horizontal
        for index in 0..<items.count {
            let item = items[index]
            let ratio: Double
            switch item.size {
            case .ratio(let value): ratio = value
            case .height(let height):
                try log.at(.index(index)) { (log) throws(SpecError) in
                    try log.at("height") { (log) throws(SpecError) in
                        try ValueFormat<Double>.length.check(height, &log)
                        if horizontal { try log.report(.notInHorizontalLayout(.waterfallItemHeight(item: index))) }
                    }
                }
                continue
            }
            if NumberRange.ratio.contains(ratio) && item.span == nil && item.extraHeight == nil { continue }
            try log.at(.index(index)) { (log) throws(SpecError) in
                try log.at("ratio") { (log) throws(SpecError) in try ValueFormat<Double>.ratio.check(ratio, &log) }
                if let span = item.span { try log.at("span") { (log) throws(SpecError) in try ValueFormat<ColumnSpan>.span.check(span, &log) } }
                if let extra = item.extraHeight {
                    try log.at("extraHeight") { (log) throws(SpecError) in
                        try ValueFormat<Double>.length.check(extra, &log)
                        if horizontal { try log.report(.notInHorizontalLayout(.waterfallExtraHeight(item: index))) }
                    }
                }
            }
        }
    }

    /// Whether a waterfall's items are written as `ratios`: plain ratios, no ids, and a section
    /// without variants (a variant replaces its section's keys one by one, so both give their
    /// items as objects).
    private static func usesRatios(_ section: Section, _ waterfall: WaterfallSection) -> Bool {
        section.variants.isEmpty && section.itemIDs == nil && waterfall.items.bareRatios != nil
    }

    /// Whether `items` is written as objects (else as a count).
    private static func writesObjects(_ section: Section) -> Bool {
        section.itemIDs != nil || section.measuredSizes != nil
    }

    /// A waterfall's `items` as written: one object per item, with its id where items have ids.
    private static func written(_ items: WaterfallItems, ids: [String?]?) -> SpecValue {
        var objects: [SpecValue] = []
        objects.reserveCapacity(items.count)
        for index in 0..<items.count {
            let item = items[index]
            var members: [SpecMember] = []
            if let id = ids?[index] { members.append(SpecMember("id", .string(id))) }
            switch item.size {
            case .ratio(let ratio): members.append(SpecMember("ratio", .number(ratio)))
            case .height(let height): members.append(SpecMember("height", .number(height)))
            }
            if let span = item.span { members.append(SpecMember("span", ValueFormat<ColumnSpan>.span.write(span))) }
            if let extra = item.extraHeight { members.append(SpecMember("extraHeight", .number(extra))) }
            objects.append(.object(members))
        }
        return .array(objects)
    }

    /// `items` of any other kind as written: a count, or one object per item where an item has
    /// an id or a measured size; nil where it is left out.
    private static func written(_ section: Section, explicit: Bool) -> SpecValue? {
        guard writesObjects(section) else {
            return section.itemCount == 0 && !explicit ? nil : .integer(section.itemCount)
        }
        let measured = section.measuredSizes
        // A list's rows are as wide as the list: its items' widths are not its spec's.
        let writesWidth = readKeys(of: section.kind).contains("width")
        var objects: [SpecValue] = []
        objects.reserveCapacity(section.itemCount)
        for index in 0..<section.itemCount {
            var members: [SpecMember] = []
            if let ids = section.itemIDs, index < ids.count, let id = ids[index] { members.append(SpecMember("id", .string(id))) }
            if let size = measured?.size(of: index) {
                if writesWidth, let width = size.width { members.append(SpecMember("width", .number(width))) }
                if let height = size.height { members.append(SpecMember("height", .number(height))) }
            }
            objects.append(.object(members))
        }
        return .array(objects)
    }

    /// `ratios`, read in one call for the numbers and one loop for the rest.
    private static func ratios(_ node: any SpecNode, _ reading: inout SpecReading) throws(SpecError) -> [Double]? {
        let shape = Shape.array(.number(.ratio), minimum: 0)
        guard node.type == .array else {
            try reading.log.report(.unexpected(shape, found: node.found))
            return nil
        }
        let count = node.count
        var ratios = node.leadingNumbers
        guard ratios.count < count else { return ratios.map { $0 == 0 ? 0 : $0 } }
        for index in ratios.count..<count {
            reading.log.at(index: index)
            defer { reading.log.leave() }
            // An element that is no number (reported) keeps its place, so that the rest are
            // checked at theirs.
            ratios.append(try ValueFormat<Double>.ratio.read(node.element(index), &reading) ?? 1)
        }
        return ratios
    }

    /// Item objects, read into the engine's columns.
    private struct Objects {
        var count = 0
        var ids: [String?]?
        var measured: [MeasuredSize]?
        var waterfall = WaterfallItems()

        /// Item `index`, read as `item`.
        mutating func append(_ item: ItemObject, at index: Int, waterfall isWaterfall: Bool) {
            if let id = item.id {
                if ids == nil { ids = [String?](repeating: nil, count: index) }
                ids!.append(id)
            } else {
                ids?.append(nil)
            }
            if isWaterfall {
                let size: WaterfallItemSize = item.ratio.map(WaterfallItemSize.ratio) ?? .height(item.height ?? 0)
                waterfall.append(WaterfallItem(size: size, span: item.span, extraHeight: item.extraHeight))
            } else if item.width != nil || item.height != nil {
                if measured == nil { measured = [MeasuredSize](repeating: MeasuredSize(), count: index) }
                measured!.append(MeasuredSize(width: item.width, height: item.height))
            } else {
                measured?.append(MeasuredSize())
            }
        }
    }

    private static func read(_ node: any SpecNode, _ format: ObjectFormat<ItemObject>, _ reading: inout SpecReading) throws(SpecError) -> Objects? {
        let shape = Shape.array(.object(.item), minimum: 0)
        guard node.type == .array else {
            try reading.log.report(.unexpected(itemsShape, found: node.found))
            return nil
        }
        let count = node.count
        let isWaterfall = format.exactlyOne != nil
        // A list's rows are as wide as the list: the width of their text is not theirs.
        let readsWidth = format.reads(.width)
        var objects = Objects()
        if isWaterfall { objects.waterfall.reserveCapacity(count) }
        for index in 0..<count {
            let element = node.element(index)
            let before = reading.log.count
            var item = ItemObject()
            defer {
                // An item with a problem (reported) keeps its place with a plain ratio, so that
                // the rest are checked at theirs.
                if reading.log.count > before { item = ItemObject(ratio: 1) }
                objects.append(item, at: index, waterfall: isWaterfall)
            }
            guard element.type == .object else {
                reading.log.at(index: index)
                defer { reading.log.leave() }
                try reading.log.report(.unexpected(shape.elementShape, found: element.found))
                continue
            }
            try element.forEachMember { (name, value) throws(SpecError) in
                guard let key = ItemObject.Key(name), format.reads(key) else {
                    let text = String(decoding: name, as: UTF8.self)
                    reading.log.at(index: index)
                    reading.log.at(key: text)
                    defer {
                        reading.log.leave()
                        reading.log.leave()
                    }
                    try reading.log.report(format.unread(text))
                    return
                }
                if value.type == .number && key != .id && key != .span && key != .text {
                    let number = value.number
                    item[key] = number == 0 ? 0 : number
                } else {
                    reading.log.at(index: index)
                    reading.log.at(key: key.rawValue)
                    defer {
                        reading.log.leave()
                        reading.log.leave()
                    }
                    switch key {
                    case .id: item.id = try ValueFormat<String>.string.read(value, &reading)
                    case .span: item.span = try ValueFormat<ColumnSpan>.span.read(value, &reading)
                    case .text:
                        // The text is gone once read: its values are checked here, not with the
                        // section's.
                        item.text = try TextFormats.text.read(value, &reading)
                        if let text = item.text { try TextFormats.textObject.check(text, &reading.log) }
                    default: try reading.log.report(.unexpected(.number(key == .ratio ? .ratio : .length), found: value.found))
                    }
                }
            }
            if let text = item.text, reading.log.count == before {
                // A side the item gives wins over its text's.
                let block = text.block
                if readsWidth && item.width == nil { item.width = block.width }
                if item.height == nil { item.height = block.height }
            }
            if isWaterfall && (item.ratio == nil) == (item.height == nil) {
                reading.log.at(index: index)
                defer { reading.log.leave() }
                try format.reportMissing(item.given(among: format.keys), &reading.log)
            }
            // Items of a ratio alone are kept as plain ratios, which the section's check names at
            // `ratios`, a key this document may not give: a ratio is checked here, at its own.
            if isWaterfall, let ratio = item.ratio, !NumberRange.ratio.contains(ratio) {
                reading.log.at(index: index)
                reading.log.at(key: "ratio")
                defer {
                    reading.log.leave()
                    reading.log.leave()
                }
                try ValueFormat<Double>.ratio.check(ratio, &reading.log)
            }
        }
        objects.count = count
        return objects
    }
}

/// An item object's values, as read.
struct ItemObject: Equatable, Sendable {
    enum Key: String, CaseIterable {
        case id, ratio, height, width, span, extraHeight, text

        /// The key named by `bytes`, without making a string of them.
        init?(_ bytes: UnsafeRawBufferPointer) {
            guard let key = Self.names.firstIndex(where: { $0.count == bytes.count && $0.elementsEqual(bytes) }) else { return nil }
            self = Self.allCases[key]
        }

        private static let names = allCases.map { Array($0.rawValue.utf8) }
    }

    var id: String?
    var ratio: Double?
    var height: Double?
    var width: Double?
    var span: ColumnSpan?
    var extraHeight: Double?
    /// The item's text, whose size gives the sides the item does not.
    var text: ItemText?

    init(ratio: Double? = nil) {
        self.ratio = ratio
    }

    subscript(key: Key) -> Double? {
        get {
            switch key {
            case .ratio: ratio
            case .height: height
            case .width: width
            case .extraHeight: extraHeight
            case .id, .span, .text: nil
            }
        }
        set {
            switch key {
            case .ratio: ratio = newValue
            case .height: height = newValue
            case .width: width = newValue
            case .extraHeight: extraHeight = newValue
            case .id, .span, .text: break
            }
        }
    }

    /// The keys it gives, for the exactly-one rule.
    func given(among formatKeys: [FieldKey]) -> GivenKeys {
        var keys = GivenKeys(of: formatKeys)
        if ratio != nil { keys.insert("ratio") }
        if height != nil { keys.insert("height") }
        return keys
    }
}

extension ObjectFormat {
    /// Whether the object reads `key`.
    func reads(_ key: ItemObject.Key) -> Bool {
        keys.contains { $0.name == key.rawValue }
    }
}

extension Shape {
    /// An array shape's element shape.
    var elementShape: Shape {
        if case .array(let element, _) = self { return element }
        return self
    }
}

extension ValueFormat where Value == ColumnSpan {
    /// A column count, or `"full"`.
    static let span = ValueFormat(
        shape: .either([.number(.integers(1...1000)), .constant("full")]),
        read: { (node, reading) throws(SpecError) in
            if node.type == .string && node.string == "full" { return .full }
            guard node.type == .number else {
                try reading.log.report(.unexpected(.either([.number(.integers(1...1000)), .constant("full")]), found: node.found))
                return nil
            }
            return try ValueFormat<Int>.integers(1...1000).read(node, &reading).map(ColumnSpan.columns)
        },
        write: { span in
            switch span {
            case .full: .string("full")
            case .columns(let count): .integer(count)
            }
        },
        check: { (span, log) throws(SpecError) in
            if case .columns(let count) = span { try ValueFormat<Int>.integers(1...1000).check(count, &log) }
        },
        placeholder: .columns(1))
}
