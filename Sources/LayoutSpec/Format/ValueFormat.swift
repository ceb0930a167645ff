import LayoutText
import LayoutEngine

/// How a value of one Swift type is given in the spec: its JSON form, how it is read from JSON
/// and written back, and what the checks ask of it. Reading reports what is about JSON (a value
/// of the wrong form); the checks what is about the value (a number out of its range), on the
/// engine's values, wherever they came from.
struct ValueFormat<Value: Sendable>: Sendable {
    /// The value's JSON form, for messages and the schema.
    let shape: Shape
    /// The value a node gives, or nil (reported) where it gives none.
    let read: @Sendable (any SpecNode, inout SpecReading) throws(SpecError) -> Value?
    let write: @Sendable (Value) -> SpecValue
    let check: @Sendable (Value, inout IssueLog) throws(SpecError) -> Void
    /// Whether `check` checks anything: a field whose value's format does not is left out of its
    /// object's check, which would enter the field's key and leave it for nothing.
    let checks: Bool
    /// What an array keeps in the place of an element that is no value of this form (reported),
    /// so that the elements after it are checked at their places. (A closure, so that an
    /// object's format made on first use is not made for it: `ObjectFormat.madeOnFirstUse`.)
    let placeholder: @Sendable () -> Value?

    init(
        shape: Shape, read: @escaping @Sendable (any SpecNode, inout SpecReading) throws(SpecError) -> Value?,
        write: @escaping @Sendable (Value) -> SpecValue,
        check: (@Sendable (Value, inout IssueLog) throws(SpecError) -> Void)? = nil,
        placeholder: @autoclosure @escaping @Sendable () -> Value? = nil
    ) {
        self.shape = shape
        self.read = read
        self.write = write
        self.check = check ?? { _, _ in }
        self.checks = check != nil
        self.placeholder = placeholder
    }

    /// The same JSON read into another type: `to` converts a read value, `from` back.
    func map<Other>(
        to: @escaping @Sendable (Value) -> Other, from: @escaping @Sendable (Other) -> Value
    ) -> ValueFormat<Other> {
        let format = self
        let check: @Sendable (Other, inout IssueLog) throws(SpecError) -> Void = { (value, log) throws(SpecError) in
            try format.check(from(value), &log)
        }
        return ValueFormat<Other>(
            shape: shape,
            read: { (node, reading) throws(SpecError) in try format.read(node, &reading).map(to) },
            write: { format.write(from($0)) },
            check: checks ? check : nil,
            placeholder: self.placeholder().map(to))
    }
}

// MARK: Scalars

extension ValueFormat where Value == Double {
    /// A number in `range`.
    static func number(_ range: NumberRange) -> ValueFormat {
        ValueFormat(
            shape: .number(range),
            read: { (node, reading) throws(SpecError) in
                guard node.type == .number else {
                    try reading.log.report(.unexpected(.number(range), found: node.found))
                    return nil
                }
                let value = node.number
                return value == 0 ? 0 : value  // no -0
            },
            write: { .number($0) },
            check: { (value, log) throws(SpecError) in
                if !range.contains(value) { try log.report(.outOfRange(range, found: value)) }
            },
            placeholder: max(range.minimum, 0))
    }

    static let length = number(.length)
    static let positiveLength = number(.positiveLength)
    static let offset = number(.offset)
    static let inset = number(.inset)
    static let fraction = number(.fraction)
    static let unitInterval = number(.unitInterval)
    static let ratio = number(.ratio)
}

extension ValueFormat where Value == Int {
    /// An integer in `range`. A number that is no integer, or too large for one, is reported as
    /// out of the range where it is read: it has no value as an `Int` to check.
    static func integer(_ range: NumberRange) -> ValueFormat {
        ValueFormat(
            shape: .number(range),
            read: { (node, reading) throws(SpecError) in
                guard node.type == .number else {
                    try reading.log.report(.unexpected(.number(range), found: node.found))
                    return nil
                }
                let value = node.number
                guard value.rounded(.towardZero) == value, abs(value) < 0x1p62 else {
                    try reading.log.report(.outOfRange(range, found: value))
                    return nil
                }
                return Int(value)
            },
            write: { .integer($0) },
            check: { (value, log) throws(SpecError) in
                if !range.contains(Double(value)) { try log.report(.outOfRange(range, found: Double(value))) }
            },
            placeholder: Int(max(range.minimum, 0)))
    }

    static func integers(_ range: ClosedRange<Int>) -> ValueFormat { integer(.integers(range)) }

    static let zIndex = integer(.zIndex)
}

extension ValueFormat where Value == Bool {
    static let boolean = ValueFormat(
        shape: .boolean,
        read: { (node, reading) throws(SpecError) in
            guard node.type == .boolean else {
                try reading.log.report(.unexpected(.boolean, found: node.found))
                return nil
            }
            return node.boolean
        },
        write: { .boolean($0) }, placeholder: false)
}

extension ValueFormat where Value == String {
    static let string = ValueFormat(
        shape: .string,
        read: { (node, reading) throws(SpecError) in
            guard node.type == .string else {
                try reading.log.report(.unexpected(.string, found: node.found))
                return nil
            }
            return node.string
        },
        write: { .string($0) }, placeholder: "")

    /// One of `names`: a name written as UIKit writes an enumeration's case
    /// (`.groupPagingCentered`) or near one in spelling gets "did you mean".
    static func name(among names: [String]) -> ValueFormat {
        let shape = Shape.choice(names)
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                guard node.type == .string else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                let text = node.string
                if names.contains(text) { return text }
                let nearest = UIKitNames.suggestion(forValue: text, in: names) ?? Suggestions.nearest(to: text, in: names)
                try reading.log.report(.unexpected(shape, found: .name(text), suggestion: nearest.map(Suggestion.name)))
                return nil
            },
            write: { .string($0) }, placeholder: names.first)
    }
}

extension ValueFormat {
    /// A value given by a name, one of `names`, or as an object `object` reads: a mosaic's
    /// built-in block or its rects, a text style or a font's size and weight. `named` gives a
    /// name's value and `value` an object's; a value `nameOf` names is written by its name, any
    /// other as the object `form` makes of it, which the checks check.
    static func name<Form>(
        among names: [String], _ named: @escaping @Sendable (String) -> Value?,
        orObject object: ObjectFormat<Form>, _ value: @escaping @Sendable (Form) -> Value,
        nameOf: @escaping @Sendable (Value) -> String?, form: @escaping @Sendable (Value) -> Form,
        placeholder: Value
    ) -> ValueFormat {
        let name = ValueFormat<String>.name(among: names)
        let shape = Shape.object(object.name)
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                if node.type == .string { return try name.read(node, &reading).flatMap(named) }
                guard node.type == .object else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                return try object.read(node, &reading).map(value)
            },
            write: { given in nameOf(given).map(SpecValue.string) ?? object.write(form(given)) },
            check: { (given, log) throws(SpecError) in
                if nameOf(given) == nil { try object.check(form(given), &log) }
            },
            placeholder: placeholder)
    }
}

extension ValueFormat where Value: RawRepresentable<String> & Sendable {
    /// One of the names of `Value`'s cases, `names` in the order messages list them.
    static func choice(_ names: [String]) -> ValueFormat {
        ValueFormat<String>.name(among: names).map(to: { Value(rawValue: $0)! }, from: { $0.rawValue })
    }
}

extension ValueFormat where Value: RawRepresentable<String> & CaseIterable & Sendable {
    static var choice: ValueFormat { choice(Value.allCases.map { $0.rawValue }) }
}

// MARK: Arrays

extension ValueFormat {
    /// An array of values of `element`'s form, at least `minimum` long.
    static func array<Element>(of element: ValueFormat<Element>, minimum: Int = 0) -> ValueFormat<[Element]> where Value == [Element] {
        let shape = Shape.array(element.shape, minimum: minimum)
        let check: @Sendable ([Element], inout IssueLog) throws(SpecError) -> Void = { (values, log) throws(SpecError) in
            if values.count < minimum {
                try log.report(.tooFewElements(shape, minimum: minimum, found: .array(count: values.count)))
            }
            try log.checkElements(values.count) { (index, log) throws(SpecError) in try element.check(values[index], &log) }
        }
        return ValueFormat(
            shape: shape,
            read: { (node, reading) throws(SpecError) in
                guard node.type == .array else {
                    try reading.log.report(.unexpected(shape, found: node.found))
                    return nil
                }
                let count = node.count
                guard count >= minimum else {
                    try reading.log.report(.tooFewElements(shape, minimum: minimum, found: node.found))
                    return nil
                }
                return try ArrayReading.elements(of: node, &reading) { (node, _, reading) throws(SpecError) in
                    if let value = try element.read(node, &reading) ?? element.placeholder() { return value }
                    reading.droppedElements = true
                    return nil
                }
            },
            write: { .array($0.map(element.write)) },
            check: !element.checks && minimum == 0 ? nil : check,
            placeholder: [])
    }
}
