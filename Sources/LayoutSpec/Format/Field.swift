import LayoutText
/// One key of an object of the format, as the schema and messages know it.
struct FieldKey: Sendable {
    let name: String
    let shape: Shape
    private let givenHint: String?

    init(_ name: String, _ shape: Shape, hint: String? = nil) {
        self.name = name
        self.shape = shape
        self.givenHint = hint
    }

    /// What to give when it is required and missing: `missing "width": a number > 0`. (Made
    /// when a message needs it, not with the format.)
    var hint: String { givenHint ?? shape.phrase }
}

/// The part of an object of the format that some of its keys give: most fields are one key and
/// one value of the engine's (`columns`); a few are several keys of one value (`header`,
/// `footer` and `boundaryItems` all give boundary items, in the document's order). Reading,
/// writing, checking and the schema all go through fields: a key is declared once, here.
struct Field<Object>: Sendable {
    let keys: [FieldKey]
    /// Reads the field's keys that an object gives (in the document's order) into `object`;
    /// `given` is every key the object gives.
    let read: @Sendable (inout Object, FieldMembers, GivenKeys, inout SpecReading) throws(SpecError) -> Void
    /// The members the field writes for `object`: none where its keys are left out (its value is
    /// the default), unless `explicit` (a variant replacing its section's value), where it gives
    /// the default too when a key can say it.
    let write: @Sendable (Object, _ explicit: Bool) -> [SpecMember]
    /// Checks the field's values in `object`, at their keys.
    let check: @Sendable (Object, inout IssueLog) throws(SpecError) -> Void
    /// Whether `check` checks anything (an object's check leaves out a field that does not).
    let checks: Bool
    /// Whether two objects hold the same values of the field, told without writing them: only
    /// for a field whose values run to millions (a section's items), which a variant that takes
    /// its section's shares with it. Other fields are compared as written.
    let holdsTheSame: (@Sendable (Object, Object) -> Bool)?

    init(
        keys: [FieldKey],
        read: @escaping @Sendable (inout Object, FieldMembers, GivenKeys, inout SpecReading) throws(SpecError) -> Void,
        write: @escaping @Sendable (Object, _ explicit: Bool) -> [SpecMember],
        check: (@Sendable (Object, inout IssueLog) throws(SpecError) -> Void)? = nil,
        holdsTheSame: (@Sendable (Object, Object) -> Bool)? = nil
    ) {
        self.keys = keys
        self.read = read
        self.write = write
        self.check = check ?? { _, _ in }
        self.checks = check != nil
        self.holdsTheSame = holdsTheSame
    }

    /// Key `name`, giving the value `get` reads and `set` writes in `format`; left out when it
    /// is `defaultValue`.
    ///
    /// The value is reached by two closures, not a key path: the runtime makes each key path's
    /// classes from their mangled names on first use, some 20,000 instructions each, and the
    /// format's hundred-odd fields would cost a run a million or more before it reads a byte
    /// (docs/performance.md, "The spec format's tables").
    init<Value: Equatable & Sendable>(
        _ name: String, _ get: @escaping @Sendable (Object) -> Value, _ set: @escaping @Sendable (inout Object, Value) -> Void,
        _ format: ValueFormat<Value>, default defaultValue: Value? = nil, hint: String? = nil
    ) {
        // A value at the default passes unchecked: the default is valid (asserted here), and what
        // depends on the rest of the screen (a container without a height, a horizontal layout)
        // is checked by the objects' `relations`, not by a value's format. Most keys of most
        // objects are left out (docs/performance.md, "Defaults not checked again").
        assert(defaultValue.map { Self.passes($0, format) } ?? true, "the default of \"\(name)\" fails its own check")
        let check: @Sendable (Object, inout IssueLog) throws(SpecError) -> Void = { (object, log) throws(SpecError) in
            let value = get(object)
            if let defaultValue, value == defaultValue { return }
            try log.at(name) { (log) throws(SpecError) in try format.check(value, &log) }
        }
        self.init(
            keys: [FieldKey(name, format.shape, hint: hint)],
            read: { (object, members, _, reading) throws(SpecError) in
                reading.log.at(key: name)
                defer { reading.log.leave() }
                if let value = try format.read(members[0].node, &reading) { set(&object, value) } else { reading.couldNotRead() }
            },
            write: { object, explicit in
                let value = get(object)
                if !explicit, let defaultValue, value == defaultValue { return [] }
                return [SpecMember(name, format.write(value))]
            },
            check: format.checks ? check : nil)
    }

    /// Key `name`, giving the value `get` reads and `set` writes in `format`, where `nil` is the
    /// key left out.
    init<Value: Equatable & Sendable>(
        _ name: String, _ get: @escaping @Sendable (Object) -> Value?, _ set: @escaping @Sendable (inout Object, Value?) -> Void,
        _ format: ValueFormat<Value>, hint: String? = nil
    ) {
        let check: @Sendable (Object, inout IssueLog) throws(SpecError) -> Void = { (object, log) throws(SpecError) in
            guard let value = get(object) else { return }
            try log.at(name) { (log) throws(SpecError) in try format.check(value, &log) }
        }
        self.init(
            keys: [FieldKey(name, format.shape, hint: hint)],
            read: { (object, members, _, reading) throws(SpecError) in
                reading.log.at(key: name)
                defer { reading.log.leave() }
                if let value = try format.read(members[0].node, &reading) { set(&object, value) } else { reading.couldNotRead() }
            },
            write: { object, _ in get(object).map { [SpecMember(name, format.write($0))] } ?? [] },
            check: format.checks ? check : nil)
    }
}

extension Field {
    /// Whether `value` passes `format`'s check.
    private static func passes<Value>(_ value: Value, _ format: ValueFormat<Value>) -> Bool {
        var log = IssueLog()
        do { try format.check(value, &log) } catch { return false }
        return log.isEmpty
    }
}

/// A member of an object that a field reads: which of the field's keys, and its value.
struct FieldMember {
    /// The key's place among the field's `keys`.
    var key: Int
    var node: any SpecNode
}

/// The members of an object that one field reads, in the document's order: valid while the
/// field's `read` runs (they are gathered on the stack, not in an array made per object).
typealias FieldMembers = UnsafeBufferPointer<FieldMember>

/// The keys an object gives: a bit per key of its format (`keys`, the format's, in its order),
/// so that an object's keys are noted without a list made for each object (docs/performance.md,
/// "Many small values"). A name that is no key of the format is never given.
struct GivenKeys: Sendable {
    private(set) var bits: UInt64 = 0
    let keys: [FieldKey]

    init(of keys: [FieldKey]) {
        self.keys = keys
    }

    mutating func insert(_ name: String) {
        if let index = keys.firstIndex(where: { $0.name == name }) { insert(index: index) }
    }

    /// Notes the key at `index` in `keys`.
    mutating func insert(index: Int) {
        bits |= 1 << UInt64(index)
    }

    func contains(_ name: String) -> Bool {
        contains(index: keys.firstIndex { $0.name == name })
    }

    /// Whether the key at `index` in `keys` is given (none at nil, a name that is no key).
    func contains(index: Int?) -> Bool {
        guard let index else { return false }
        return bits & (1 << UInt64(index)) != 0
    }
}
