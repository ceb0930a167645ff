import LayoutText
import LayoutEngine

/// The objects of a flow and a mosaic section: a flow's item sizes, a mosaic's blocks and its
/// spacing.
enum FlowFormats {
    static let widthObject = ObjectFormat<FlowWidthForm>(
        .flowWidth, initial: FlowWidthForm(),
        fields: [Field("fraction", { $0.fraction }, { $0.fraction = $1 }, .fraction), Field("perRow", { $0.perRow }, { $0.perRow = $1 }, .integers(1...1000))],
        exactlyOne: (["fraction", "perRow"], "a flow width"))

    static let heightObject = ObjectFormat<FlowHeightForm>(
        .flowHeight, initial: FlowHeightForm(), fields: [Field("aspect", { $0.aspect }, { $0.aspect = $1 }, .ratio, hint: "width ÷ height")],
        required: ["aspect"])

    /// A flow width: points, `{"fraction": f}` of the available width or `{"perRow": n}`.
    private static let width = either(
        points: FlowWidth.points, object: widthObject, shape: .either([.number(.length), .object(.flowWidth)]))

    /// A flow height: points, or `{"aspect": r}` (width ÷ height).
    private static let height = either(
        points: FlowHeight.points, object: heightObject, shape: .either([.number(.length), .object(.flowHeight)]))

    /// A number of points, or an object of the form's.
    private static func either<Value, Form: FlowDimensionForm>(
        points: @escaping @Sendable (Double) -> Value, object: ObjectFormat<Form>, shape: Shape
    ) -> ValueFormat<Value> where Form.Value == Value {
        let length = ValueFormat<Double>.length
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                if node.type == .number { return try length.read(node, &reading).map(points) }
                guard node.type == .object else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                return try object.read(node, &reading)?.value
            },
            write: { value in
                if let form = Form(value) { return object.write(form) }
                return length.write(Form.points(of: value) ?? 0)
            },
            check: { (value, log) throws(SpecError) in
                if let form = Form(value) { try object.check(form, &log) } else { try length.check(Form.points(of: value) ?? 0, &log) }
            },
            placeholder: points(0))
    }

    /// `{"width": W, "height": H}`.
    static let sizeObject = ObjectFormat<FlowItemSize>(
        .flowSize, initial: .standard, fields: [Field("width", { $0.width }, { $0.width = $1 }, width), Field("height", { $0.height }, { $0.height = $1 }, height)],
        required: ["width", "height"])

    static var size: ValueFormat<FlowItemSize> { sizeObject.value }

    /// The built-in blocks' names.
    static let blockNames = MosaicBlock.builtIn.keys.sorted()

    /// A block of rects: `{"rects": [[x, y, w, h], …]}` in fractions of the width.
    static let rectsObject = ObjectFormat<[Rect]>(
        .mosaicBlock, initial: [],
        fields: [
            Field(
                "rects", { $0.self }, { $0.self = $1 },
                .array(
                    of: .rect([
                        .unitInterval, NumberRange(0, to: 1000), NumberRange(0, exclusive: true, to: 1, meaningfulMaximum: true),
                        NumberRange(0, exclusive: true, to: 1000),
                    ]), minimum: 1),
                hint: "[[x, y, width, height], …] in fractions of the width")
        ],
        required: ["rects"],
        relations: { (rects, log) throws(SpecError) in
            for (index, rect) in rects.enumerated() where rect.x + rect.width > 1 {
                try log.at("rects") { (log) throws(SpecError) in
                    try log.at(.index(index)) { (log) throws(SpecError) in try log.report(.rectPastWidth(rect.x + rect.width)) }
                }
            }
        })

    /// A built-in block's name, or a block of rects.
    static let mosaicBlock = ValueFormat<MosaicBlock>.name(
        among: blockNames, { MosaicBlock.builtIn[$0] },
        orObject: rectsObject, MosaicBlock.rects,
        nameOf: { block in MosaicBlock.builtIn.first { $0.value == block }?.key },
        form: { block in
            guard case .rects(let list) = block else { return [] }
            return list
        },
        placeholder: .oneTwo)

    /// `{"before", "between", "after"}`, each written.
    static let mosaicSpacingObject = ObjectFormat<MosaicSpacing>(
        .mosaicSpacing, initial: MosaicSpacing(),
        fields: [
            Field("before", { $0.before }, { $0.before = $1 }, .length), Field("between", { $0.between }, { $0.between = $1 }, .length), Field("after", { $0.after }, { $0.after = $1 }, .length),
        ])

    static var mosaicSpacing: ValueFormat<MosaicSpacing> { mosaicSpacingObject.value }
}

/// A flow dimension as its object gives it, where it is not points.
protocol FlowDimensionForm: Equatable, Sendable {
    associatedtype Value
    init()
    /// The form of `value`, unless it is points.
    init?(_ value: Value)
    var value: Value? { get }
    static func points(of value: Value) -> Double?
}

struct FlowWidthForm: FlowDimensionForm {
    var fraction: Double?
    var perRow: Int?

    init() {}

    init?(_ value: FlowWidth) {
        switch value {
        case .points: return nil
        case .fraction(let fraction): self.fraction = fraction
        case .perRow(let count): perRow = count
        }
    }

    var value: FlowWidth? {
        if let fraction { return .fraction(fraction) }
        return perRow.map(FlowWidth.perRow)
    }

    static func points(of value: FlowWidth) -> Double? {
        if case .points(let points) = value { return points }
        return nil
    }
}

struct FlowHeightForm: FlowDimensionForm {
    var aspect: Double?

    init() {}

    init?(_ value: FlowHeight) {
        guard case .aspect(let ratio) = value else { return nil }
        aspect = ratio
    }

    var value: FlowHeight? { aspect.map(FlowHeight.aspect) }

    static func points(of value: FlowHeight) -> Double? {
        if case .points(let points) = value { return points }
        return nil
    }
}
