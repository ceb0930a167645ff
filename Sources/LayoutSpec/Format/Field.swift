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
/// `footer` and `boundaryItems` all give boundary items, in the document's order), made of
/// single-key fields (`init(parts:none:exclusive:combine:split:holdsTheSame:)`). Reading,
/// writing, checking and the schema all go through fields: a key is declared once, here.
struct Field<Object>: Sendable {
    let keys: [FieldKey]
    /// Whether the keys say one thing in several ways: an object gives one of them (two are
    /// reported as conflicting, the later key of the two).
    let keysAreAlternatives: Bool
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
        keys: [FieldKey], keysAreAlternatives: Bool = false,
        read: @escaping @Sendable (inout Object, FieldMembers, GivenKeys, inout SpecReading) throws(SpecError) -> Void,
        write: @escaping @Sendable (Object, _ explicit: Bool) -> [SpecMember],
        check: (@Sendable (Object, inout IssueLog) throws(SpecError) -> Void)? = nil,
        holdsTheSame: (@Sendable (Object, Object) -> Bool)? = nil
    ) {
        self.keys = keys
        self.keysAreAlternatives = keysAreAlternatives
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
    /// classes from their mangled names on first use, a cost paid for each of the format's
    /// hundred-odd fields before a run reads a byte (docs/performance.md, "The spec format's
    /// tables").
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
    /// Key `key`, its value read, written and checked by the closures at its place: `read` reads
    /// it into the object (reporting what it cannot read), `write` gives it as written (nil: the
    /// key left out; `explicit` as the other inits take it), `check` checks it.
    init(
        _ key: FieldKey,
        read: @escaping @Sendable (inout Object, any SpecNode, inout SpecReading) throws(SpecError) -> Void,
        write: @escaping @Sendable (Object, _ explicit: Bool) -> SpecValue?,
        check: (@Sendable (Object, inout IssueLog) throws(SpecError) -> Void)? = nil
    ) {
        let name = key.name
        var checkAtKey: (@Sendable (Object, inout IssueLog) throws(SpecError) -> Void)?
        if let check {
            checkAtKey = { (object, log) throws(SpecError) in
                try log.at(name) { (log) throws(SpecError) in try check(object, &log) }
            }
        }
        self.init(
            keys: [key],
            read: { (object, members, _, reading) throws(SpecError) in
                reading.log.at(key: name)
                defer { reading.log.leave() }
                try read(&object, members[0].node, &reading)
            },
            write: { object, explicit in write(object, explicit).map { [SpecMember(name, $0)] } ?? [] },
            check: checkAtKey)
    }

    /// A field of several keys made of single-key fields, its parts (`spacing`, `columnSpacing`
    /// and `rowSpacing` give a waterfall's two spacings): each part is a field of `Keys`, the
    /// keys' values as an object gives them (nil where it gives none, or none that can be read).
    ///
    /// The parts read the keys an object gives into `none`, in the document's order, and
    /// `combine` gives the object what they say (reporting what relates them, at the object);
    /// `split` gives the keys the writer writes for an object's values (`explicit` as `write`
    /// takes it), which the parts write and check, each at its key. `exclusive`: the keys say
    /// one thing in several ways, and an object gives one of them: two are reported as
    /// conflicting, each read for its own problems (`Keys` is then an enum of the ways, and
    /// the one read last stands).
    init<Keys: Sendable>(
        parts: [Field<Keys>], none: Keys, exclusive: Bool = false,
        combine: @escaping @Sendable (Keys, GivenKeys, inout Object, inout SpecReading) throws(SpecError) -> Void,
        split: @escaping @Sendable (Object, _ explicit: Bool) -> Keys,
        holdsTheSame: (@Sendable (Object, Object) -> Bool)? = nil
    ) {
        assert(parts.allSatisfy { $0.keys.count == 1 }, "a part is one key")
        let check: @Sendable (Object, inout IssueLog) throws(SpecError) -> Void = { (object, log) throws(SpecError) in
            let keys = split(object, false)
            // By index: a part taken whole from the array is a copy of each of its closures.
            for index in parts.indices where parts[index].checks { try parts[index].check(keys, &log) }
        }
        self.init(
            keys: parts.map { $0.key },
            keysAreAlternatives: exclusive,
            read: { (object, members, given, reading) throws(SpecError) in
                var keys = none
                // A member's key is its part's place among the parts.
                for index in members.indices {
                    let member = FieldMembers(rebasing: members[index...index])
                    try parts[members[index].key].read(&keys, member, given, &reading)
                }
                try combine(keys, given, &object, &reading)
            },
            write: { object, explicit in
                let keys = split(object, explicit)
                return parts.flatMap { $0.write(keys, explicit) }
            },
            check: parts.contains { $0.checks } ? check : nil,
            holdsTheSame: holdsTheSame)
    }

    /// The key of a single-key field (a part of a field of several keys).
    var key: FieldKey {
        assert(keys.count == 1, "a field of \(keys.count) keys is no part")
        return keys[0]
    }

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

    /// Whether the key of `part`, a single-key field, is given.
    func contains<Part>(_ part: Field<Part>) -> Bool {
        contains(part.key.name)
    }

    /// Whether the key at `index` in `keys` is given (none at nil, a name that is no key).
    func contains(index: Int?) -> Bool {
        guard let index else { return false }
        return bits & (1 << UInt64(index)) != 0
    }
}
