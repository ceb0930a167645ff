import LayoutText
import LayoutEngine

// The format's small values: insets, points, sizes and their dimensions, spacings, anchors.

extension ValueFormat where Value == EdgeInsets {
    /// Insets: one number for all four sides, or an object of the sides that are not 0. Written
    /// as one number where the sides are equal, so an inset is checked where it is written. A
    /// side may be negative, as `NSDirectionalEdgeInsets`' may (layout-rules §3).
    static let insets: ValueFormat = {
        let sides = GeometryFormats.insetSides
        let side = ValueFormat<Double>.inset
        return ValueFormat(
            shape: .either([.number(.inset), .object(.insets)]),
            read: { (node, reading) throws(SpecError) in
                if node.type == .number { return try side.read(node, &reading).map(EdgeInsets.init(all:)) }
                guard node.type == .object else {
                    try reading.log.report(.unexpected(.object(.insets), found: node.found))
                    return nil
                }
                return try sides.read(node, &reading)
            },
            write: { insets in insets.isUniform ? side.write(insets.top) : sides.write(insets) },
            check: { (insets, log) throws(SpecError) in
                if insets.isUniform { try side.check(insets.top, &log) } else { try sides.check(insets, &log) }
            },
            placeholder: .zero)
    }()
}

extension EdgeInsets {
    /// Whether the four sides are equal.
    var isUniform: Bool { top == leading && top == bottom && top == trailing }
}

extension ValueFormat {
    /// A fixed-length array of numbers (`[x, y]`, `[x, y, w, h]`), each in its own range, read into
    /// `Value` by `make` and written back by `numbers`.
    ///
    /// The numbers travel in a `SIMD4` (at most four, the first `ranges.count` used) rather than
    /// an array: a spec's hundred thousand scroll offsets are read and checked without an
    /// allocation each, and the path of an element is entered only where it has an issue to
    /// report (docs/performance.md, "Many small values").
    static func numbers(
        _ ranges: [NumberRange], make: @escaping @Sendable (SIMD4<Double>) -> Value, numbers: @escaping @Sendable (Value) -> SIMD4<Double>
    ) -> ValueFormat {
        precondition(ranges.count <= 4, "at most four numbers")
        let shape = Shape.numbers(ranges)
        let elements = ranges.map(ValueFormat<Double>.number)
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                guard node.type == .array, node.count == ranges.count else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                var values = SIMD4<Double>()
                for index in ranges.indices {
                    let element = node.element(index)
                    guard element.type == .number else {
                        // No number: the element's format reports it at its place.
                        reading.log.at(index: index)
                        defer { reading.log.leave() }
                        _ = try elements[index].read(element, &reading)
                        return nil
                    }
                    let value = element.number
                    values[index] = value == 0 ? 0 : value  // no -0
                }
                return make(values)
            },
            write: { value in
                let values = numbers(value)
                return .numbers(ranges.indices.map { values[$0] })
            },
            check: { (value, log) throws(SpecError) in
                let values = numbers(value)
                for index in ranges.indices where !ranges[index].contains(values[index]) {
                    try log.at(.index(index)) { (log) throws(SpecError) in try elements[index].check(values[index], &log) }
                }
            },
            placeholder: make(SIMD4(ranges.map { max($0.minimum, 0) } + Array(repeating: 0, count: 4 - ranges.count))))
    }
}

extension ValueFormat where Value == Point {
    /// `[x, y]`, each in `range`.
    static func point(_ range: NumberRange) -> ValueFormat {
        numbers([range, range], make: { Point(x: $0[0], y: $0[1]) }, numbers: { SIMD4($0.x, $0.y, 0, 0) })
    }
}

extension ValueFormat where Value == Rect {
    /// `[x, y, width, height]`, each in its range.
    static func rect(_ ranges: [NumberRange]) -> ValueFormat {
        numbers(ranges, make: { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }, numbers: { SIMD4($0.x, $0.y, $0.width, $0.height) })
    }
}

/// The objects of the geometry formats, for the schema.
enum GeometryFormats {
    /// Insets as an object.
    static let insetSides = ObjectFormat<EdgeInsets>(
        .insets, initial: .zero,
        fields: [
            Field("top", { $0.top }, { $0.top = $1 }, .inset, default: 0),
            Field("leading", { $0.leading }, { $0.leading = $1 }, .inset, default: 0),
            Field("bottom", { $0.bottom }, { $0.bottom = $1 }, .inset, default: 0),
            Field("trailing", { $0.trailing }, { $0.trailing = $1 }, .inset, default: 0),
        ])

    static let dimension = ObjectFormat<DimensionForm>(
        .dimension, initial: DimensionForm(),
        fields: [
            Field("fractionalWidth", { $0.fractionalWidth }, { $0.fractionalWidth = $1 }, .fraction),
            Field("fractionalHeight", { $0.fractionalHeight }, { $0.fractionalHeight = $1 }, .fraction),
            Field("absolute", { $0.absolute }, { $0.absolute = $1 }, .length),
            Field("estimated", { $0.estimated }, { $0.estimated = $1 }, .length),
            Field("uniformAcrossSiblings", { $0.uniformAcrossSiblings }, { $0.uniformAcrossSiblings = $1 }, .length),
        ],
        exactlyOne: (["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"], "a dimension"))

    static let size = ObjectFormat<LayoutSize>(
        .size, initial: LayoutSize(width: .absolute(0), height: .absolute(0)),
        fields: [Field("width", { $0.width }, { $0.width = $1 }, .dimension), Field("height", { $0.height }, { $0.height = $1 }, .dimension)],
        required: ["width", "height"])

    static let spacing = ObjectFormat<SpacingForm>(
        .spacing, initial: SpacingForm(),
        fields: [Field("fixed", { $0.fixed }, { $0.fixed = $1 }, .length), Field("flexible", { $0.flexible }, { $0.flexible = $1 }, .length)],
        exactlyOne: (["fixed", "flexible"], "a spacing"))

    static let edgeSpacing = ObjectFormat<EdgeSpacing>(
        .edgeSpacing, initial: .none,
        fields: [
            Field("leading", { $0.leading }, { $0.leading = $1 }, .spacing),
            Field("top", { $0.top }, { $0.top = $1 }, .spacing),
            Field("trailing", { $0.trailing }, { $0.trailing = $1 }, .spacing),
            Field("bottom", { $0.bottom }, { $0.bottom = $1 }, .spacing),
        ])

    static let anchor = ObjectFormat<Anchor>(
        .anchor, initial: Anchor(edges: []),
        fields: [
            Field("edges", { $0.edges }, { $0.edges = $1 }, .edges),
            Field("fractionalOffset", { $0.fractionalOffset }, { $0.fractionalOffset = $1 }, .point(.fractionalOffset), default: .zero),
            Field("absoluteOffset", { $0.absoluteOffset }, { $0.absoluteOffset = $1 }, .point(.offset), default: .zero),
        ],
        required: ["edges"])
}

/// A dimension as the format gives it: one key of five.
struct DimensionForm: Equatable, Sendable {
    var fractionalWidth: Double?
    var fractionalHeight: Double?
    var absolute: Double?
    var estimated: Double?
    var uniformAcrossSiblings: Double?

    init() {}

    init(_ dimension: Dimension) {
        switch dimension {
        case .fractionalWidth(let value): fractionalWidth = value
        case .fractionalHeight(let value): fractionalHeight = value
        case .absolute(let value): absolute = value
        case .estimated(let value): estimated = value
        case .uniformAcrossSiblings(let value): uniformAcrossSiblings = value
        }
    }

    /// The dimension, once one key is read.
    var dimension: Dimension? {
        if let fractionalWidth { return .fractionalWidth(fractionalWidth) }
        if let fractionalHeight { return .fractionalHeight(fractionalHeight) }
        if let absolute { return .absolute(absolute) }
        if let estimated { return .estimated(estimated) }
        return uniformAcrossSiblings.map(Dimension.uniformAcrossSiblings)
    }
}

extension ValueFormat where Value == Dimension {
    /// `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": v}`, `{"estimated": v}` or
    /// `{"uniformAcrossSiblings": v}`.
    static let dimension: ValueFormat = {
        let form = GeometryFormats.dimension
        return ValueFormat(
            shape: .object(.dimension),
            read: { (node, reading) throws(SpecError) in try form.read(node, &reading)?.dimension },
            write: { form.write(DimensionForm($0)) },
            check: { (dimension, log) throws(SpecError) in try form.check(DimensionForm(dimension), &log) },
            placeholder: .absolute(0))
    }()
}

extension ValueFormat where Value == LayoutSize {
    /// `{"width": DIM, "height": DIM}`.
    static var size: ValueFormat { GeometryFormats.size.value }
}

/// A spacing as the format gives it: one key of two.
struct SpacingForm: Equatable, Sendable {
    var fixed: Double?
    var flexible: Double?

    init() {}

    init(_ spacing: Spacing) {
        switch spacing {
        case .fixed(let value): fixed = value
        case .flexible(let value): flexible = value
        }
    }

    var spacing: Spacing? {
        if let fixed { return .fixed(fixed) }
        return flexible.map(Spacing.flexible)
    }
}

extension ValueFormat where Value == Spacing {
    /// `{"fixed": s}` or `{"flexible": s}`.
    static let spacing: ValueFormat = {
        let form = GeometryFormats.spacing
        return ValueFormat(
            shape: .object(.spacing),
            read: { (node, reading) throws(SpecError) in try form.read(node, &reading)?.spacing },
            write: { form.write(SpacingForm($0)) },
            check: { (spacing, log) throws(SpecError) in try form.check(SpacingForm(spacing), &log) },
            placeholder: .zero)
    }()
}

extension ValueFormat where Value == EdgeSpacing {
    /// The spacing at each edge that has one.
    static var edgeSpacing: ValueFormat { GeometryFormats.edgeSpacing.value }
}

/// An anchor's edges, in the order the format lists them.
private let anchorEdges: [(name: String, edge: AnchorEdges)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
]

extension ValueFormat where Value == AnchorEdges {
    /// The edges an anchor names: `["top", "trailing"]`.
    static let edges = ValueFormat<[String]>.array(of: .name(among: anchorEdges.map { $0.name })).map(
        to: { names in AnchorEdges(anchorEdges.filter { names.contains($0.name) }.map { $0.edge }) },
        from: { edges in anchorEdges.filter { edges.contains($0.edge) }.map { $0.name } })
}

extension ValueFormat where Value == Anchor {
    /// `{"edges": [...], "fractionalOffset"?: [x, y], "absoluteOffset"?: [x, y]}`.
    static var anchor: ValueFormat { GeometryFormats.anchor.value }
}
