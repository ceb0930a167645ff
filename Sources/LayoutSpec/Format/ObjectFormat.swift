import LayoutText
/// An object of the spec format: its fields, in the order they are written (and read), the keys
/// it requires or takes exactly one of, and the checks that relate its values.
///
/// Reading takes an object's members in two steps: they are gathered by key (reporting keys it
/// does not read, and keys missing), then read into `Object`, field by field. An object read on
/// its own (`read(_:_:)`) gathers them on the stack; a section, which its variants read again,
/// keeps them (`members(of:)`, then `read(_:_:)` of those members).
/// A section's variant is read over its section (`read(_:over:givenBy:)`): the fields it gives a
/// key of, read again with its members over its section's, and its section's values for the rest.
///
/// A class, though nothing in it changes once made: a format is handed to every object it reads
/// and checks, and a struct of a dozen references was copied at each (a retain and a release of
/// each reference), a fifth of reading a one-key decoration (docs/performance.md, "Many small
/// values").
final class ObjectFormat<Object: Sendable>: Sendable {
    let name: ObjectName
    /// What an object is before its keys are read: every field's default.
    let initial: Object
    let fields: [Field<Object>]
    let required: [String]
    /// Keys of which the object gives exactly one, and what the object is called then.
    let exactlyOne: (keys: [String], noun: String)?
    /// Pairs of keys that say one thing two ways (each pair of a field's alternative keys): an
    /// object gives one or the other (the second is the one reported).
    let conflicts: [(String, String)]
    /// Why a key of the format that this object does not read is not read here (a key of
    /// another section kind, say); `nil` for a key of no object here.
    let refusal: @Sendable (String) -> KeyRefusal?
    /// Checks between values of one object.
    let relations: @Sendable (Object, inout IssueLog) throws(SpecError) -> Void

    /// Every key, in the order of the fields.
    let keys: [FieldKey]
    /// Each key's field, and its place among that field's keys: `places[i]` is `keys[i]`'s.
    ///
    /// Keys are found by a search along `keys`, not in a dictionary: an object has at most
    /// some forty, a run makes the formats it reads before it reads a byte, and hashing every
    /// key's name into a table cost more than all the searches a spec's reading makes
    /// (docs/performance.md, "The spec format's tables").
    private let places: [(field: Int, key: Int)]
    /// The place in `keys` of each of `required` and of `exactlyOne`'s keys (nil for a name that
    /// is no key, never given).
    private let requiredPlaces: [Int?]
    private let exactlyOnePlaces: [Int?]
    /// Every key's name as UTF-8, one after another, and where each ends: `index(of:)` compares
    /// a member's name with them as they are, not through a copy of each key's string.
    private let keyBytes: [UInt8]
    private let keyEnds: [Int]

    init(
        _ name: ObjectName, initial: Object, fields: [Field<Object>], required: [String] = [],
        exactlyOne: (keys: [String], noun: String)? = nil, refusal: @escaping @Sendable (String) -> KeyRefusal? = { _ in nil },
        relations: @escaping @Sendable (Object, inout IssueLog) throws(SpecError) -> Void = { _, _ in }
    ) {
        self.name = name
        self.initial = initial
        self.fields = fields
        self.required = required
        self.exactlyOne = exactlyOne
        self.refusal = refusal
        self.relations = relations
        var keys: [FieldKey] = []
        var places: [(field: Int, key: Int)] = []
        var conflicts: [(String, String)] = []
        // By index: a field taken whole from the array is a copy of each of its closures.
        for fieldIndex in fields.indices {
            for (keyIndex, key) in fields[fieldIndex].keys.enumerated() {
                assert(!keys.contains { $0.name == key.name }, "\(name) declares \"\(key.name)\" twice")
                keys.append(key)
                places.append((fieldIndex, keyIndex))
            }
            if fields[fieldIndex].keysAreAlternatives {
                let alternatives = fields[fieldIndex].keys
                for first in alternatives.indices {
                    for second in alternatives[(first + 1)...] { conflicts.append((alternatives[first].name, second.name)) }
                }
            }
        }
        self.conflicts = conflicts
        precondition(keys.count <= UInt64.bitWidth, "\(name) has more keys than `GivenKeys` holds")
        self.keys = keys
        self.places = places
        self.requiredPlaces = required.map { name in keys.firstIndex { $0.name == name } }
        self.exactlyOnePlaces = (exactlyOne?.keys ?? []).map { name in keys.firstIndex { $0.name == name } }
        var keyBytes: [UInt8] = []
        self.keyEnds = keys.map { key in
            keyBytes += key.name.utf8
            return keyBytes.count
        }
        self.keyBytes = keyBytes
    }

    var keyNames: [String] { keys.map { $0.name } }

    func key(named name: String) -> FieldKey? {
        keys.first { $0.name == name }
    }

    // MARK: Reading

    typealias Members = ObjectMembers

    /// How many members `members(of:)` makes room for before it reads an object's first.
    private static var membersAtOnce: Int { 8 }

    /// The members of `node`, reporting each key the object does not read, each it requires and
    /// does not give, and a broken exactly-one; nil, reported, when `node` is no object.
    func members(of node: any SpecNode, _ reading: inout SpecReading) throws(SpecError) -> Members? {
        var entries: [ObjectMember] = []
        // Room for a small object's members at once, not grown one by one (an allocation and a
        // copy at each doubling).
        entries.reserveCapacity(min(keys.count, Self.membersAtOnce))
        guard let given = try gatherMembers(of: node, &reading, { entries.append(ObjectMember(node: $0, object: nil, key: $1)) }) else {
            return nil
        }
        return Members(entries, given: given)
    }

    /// Hands each member of `node` that the object reads to `add` (its value and its key's place
    /// in `keys`), in the document's order, and gives the keys given, reporting what
    /// `members(of:)` reports; nil, reported, when `node` is no object. An object gives each key
    /// once (json-c keeps one value of a name), so it hands over at most as many members as the
    /// format has keys. (Inlined: `add` is then no call.)
    @inline(__always)
    private func gatherMembers(
        of node: any SpecNode, _ reading: inout SpecReading, _ add: (any SpecNode, Int) -> Void
    ) throws(SpecError) -> GivenKeys? {
        guard node.type == .object else {
            // A value written as UIKit makes it: `.fixed(8)` for `{"fixed": 8}`.
            let suggestion = node.type == .string ? UIKitNames.suggestion(forObject: node.string, in: keyNames) : nil
            try reading.log.report(.unexpected(.object(name), found: node.found, suggestion: suggestion.map(Suggestion.object)))
            return nil
        }
        var given = GivenKeys(of: keys)
        try node.forEachMember { (bytes, member) throws(SpecError) in
            if let index = index(of: bytes) {
                add(member, index)
                given.insert(index: index)
            } else {
                let text = String(decoding: bytes, as: UTF8.self)
                try reading.log.at(text) { (log) throws(SpecError) in try log.report(unread(text)) }
            }
        }
        try reportMissing(given, &reading.log)
        for (first, second) in conflicts where given.contains(first) && given.contains(second) {
            try reading.log.at(second) { (log) throws(SpecError) in try log.report(.conflictingKeys(first, second)) }
        }
        return given
    }

    /// What is wrong with key `text`, which the object does not read.
    func unread(_ text: String) -> SpecProblem {
        if let refusal = refusal(text) { return .keyNotRead(text, refusal) }
        if let uikit = UIKitNames.key(text, in: name) {
            // UIKit's name: suggested where the spec's key is read, explained where not.
            if keyNames.contains(uikit.spec) { return .unknownKey(text, in: name, suggestion: .uikit(uikit)) }
            if let refusal = refusal(uikit.spec) { return .uikitKeyNotRead(text, spec: uikit.spec, refusal) }
        }
        // `.fractionalWidth`, written as UIKit's static functions are.
        if text.first == ".", keyNames.contains(String(text.dropFirst())) {
            return .unknownKey(text, in: name, suggestion: .nearest(String(text.dropFirst())))
        }
        return .unknownKey(text, in: name, suggestion: Suggestions.nearest(to: text, in: keyNames).map(KeySuggestion.nearest))
    }

    /// Reports each required key `given` lacks, and a broken exactly-one.
    /// (`given` is over this format's keys: it is told by their places, `requiredPlaces` and
    /// `exactlyOnePlaces`, not searched for each name.)
    func reportMissing(_ given: GivenKeys, _ log: inout IssueLog) throws(SpecError) {
        for (name, place) in zip(required, requiredPlaces) where !given.contains(index: place) {
            try log.report(.missingKey(name, hint: key(named: name)?.hint ?? ""))
        }
        if let (choices, noun) = exactlyOne, exactlyOnePlaces.count(where: given.contains(index:)) != 1 {
            try log.report(.exactlyOne(noun: noun, keys: choices, found: choices.filter(given.contains)))
        }
    }

    /// The object `members` give, starting from `initial`: where reading a value reports a
    /// problem, the object keeps its initial value there, so that the rest can be checked.
    func read(_ members: Members, _ reading: inout SpecReading) throws(SpecError) -> Object {
        try read(members, into: initial, fields: nil, &reading)
    }

    /// `base`, the object `baseMembers` gave, with `members` over it (a variant's keys over its
    /// section's): the fields `members` give a key of are read again, from `baseMembers` with
    /// `members` merged over them (so a field of several keys is read whole); every other field
    /// keeps `base`'s value, read once, and its problems reported once. A field's read sets all
    /// it holds, its keys left out to their defaults (a widget's default header among them), so
    /// a field read over `base` is what it would be over `initial`; where a value cannot be read
    /// the stand-in left is `base`'s.
    func read(_ members: Members, over base: Object, givenBy baseMembers: Members, _ reading: inout SpecReading) throws(SpecError) -> Object {
        var given = [Bool](repeating: false, count: fields.count)
        // The variant's members were found by its own format: each key's place is looked up again
        // among this format's keys (a key it does not read is left out), and replaces its
        // section's member of that key where the section gave one.
        var merged = baseMembers
        for var entry in members.entries {
            let name = members.given.keys[entry.key].name
            guard let index = keys.firstIndex(where: { $0.name == name }) else { continue }
            given[places[index].field] = true
            entry.key = index
            if let replaced = merged.entries.firstIndex(where: { $0.key == index }) {
                merged.entries[replaced] = entry
            } else {
                merged.entries.append(entry)
            }
            merged.given.insert(index: index)
        }
        return try read(merged, into: base, fields: given, &reading)
    }

    /// `object` with `members` read into it: every field they give a key of, or only those of
    /// them that `selected` marks.
    ///
    /// Field by field, the fields the members give in the order of the fields, each gathering
    /// its members: a decoration of one key is read without a table of every field made for it.
    /// The next field is found by a search along the members (an object gives a few), and one
    /// list of a field's members serves every field, not a list made for each.
    private func read(_ members: Members, into object: Object, fields selected: [Bool]?, _ reading: inout SpecReading) throws(SpecError) -> Object {
        try members.entries.withUnsafeBufferPointer { (entries) throws(SpecError) in
            try read(entries, members.given, into: object, fields: selected, &reading)
        }
    }

    /// `read(_:into:fields:_:)` of the members `entries`, the keys `given`.
    private func read(
        _ entries: UnsafeBufferPointer<ObjectMember>, _ given: GivenKeys, into object: Object, fields selected: [Bool]?, _ reading: inout SpecReading
    ) throws(SpecError) -> Object {
        var object = object
        try withUnsafeTemporaryAllocation(of: FieldMember.self, capacity: entries.count) { (buffer) throws(SpecError) in
            var previous = -1
            while let index = nextField(after: previous, in: entries) {
                previous = index
                if let selected, !selected[index] { continue }
                // A variant's section's key is read at the section's path, not the variant's.
                var path: SpecPath?
                var count = 0
                // By index: an entry taken whole is a copy of its value and its path.
                for position in entries.indices where places[entries[position].key].field == index {
                    let key = places[entries[position].key].key
                    (buffer.baseAddress! + count).initialize(to: FieldMember(key: key, node: entries[position].node))
                    count += 1
                    if path == nil { path = entries[position].object }
                }
                defer { buffer.baseAddress!.deinitialize(count: count) }
                let fieldMembers = FieldMembers(start: buffer.baseAddress, count: count)
                try read(field: fields[index].read, of: &object, fieldMembers, given, at: path, &reading)
            }
        }
        return object
    }

    /// Reads `field`'s `members` into `object`, at `path` where they are not the object's own.
    private func read(
        field read: @Sendable (inout Object, FieldMembers, GivenKeys, inout SpecReading) throws(SpecError) -> Void,
        of object: inout Object, _ members: FieldMembers, _ given: GivenKeys, at path: SpecPath?, _ reading: inout SpecReading
    ) throws(SpecError) {
        guard let path else { return try read(&object, members, given, &reading) }
        let saved = reading.log.path
        reading.log.path = path
        defer { reading.log.path = saved }
        try read(&object, members, given, &reading)
    }

    /// The first field after `previous`, in the order of the fields, that `entries` give a key of.
    private func nextField(after previous: Int, in entries: UnsafeBufferPointer<ObjectMember>) -> Int? {
        var next: Int?
        for position in entries.indices {
            let field = places[entries[position].key].field
            if field > previous, field < next ?? fields.count { next = field }
        }
        return next
    }

    /// The object `node` gives, or nil where it is no object (reported).
    ///
    /// Its members are gathered on the stack, not in an array allocated and freed for each
    /// object (a sixth of reading a small one).
    func read(_ node: any SpecNode, _ reading: inout SpecReading) throws(SpecError) -> Object? {
        try withUnsafeTemporaryAllocation(of: ObjectMember.self, capacity: keys.count) { (buffer) throws(SpecError) -> Object? in
            var count = 0
            defer { buffer.baseAddress!.deinitialize(count: count) }
            guard
                let given = try gatherMembers(of: node, &reading, { member, key in
                    (buffer.baseAddress! + count).initialize(to: ObjectMember(node: member, object: nil, key: key))
                    count += 1
                })
            else { return nil }
            return try read(UnsafeBufferPointer(start: buffer.baseAddress, count: count), given, into: initial, fields: nil, &reading)
        }
    }

    /// The place in `keys` of the key whose name is `bytes`: only a key of their length is
    /// compared with them, byte by byte, and no string is made of them.
    private func index(of bytes: UnsafeRawBufferPointer) -> Int? {
        keyBytes.withUnsafeBufferPointer { names in
            var start = 0
            for index in keyEnds.indices {
                let end = keyEnds[index]
                defer { start = end }
                guard end - start == bytes.count else { continue }
                var offset = 0
                while offset < bytes.count && names[start + offset] == bytes[offset] { offset += 1 }
                if offset == bytes.count { return index }
            }
            return nil
        }
    }

    // MARK: Writing and checking

    /// The object's members as the spec writes them.
    func members(of object: Object, explicit: Bool = false) -> [SpecMember] {
        fields.flatMap { $0.write(object, explicit) }
    }

    func write(_ object: Object) -> SpecValue {
        .object(members(of: object))
    }

    func check(_ object: Object, _ log: inout IssueLog) throws(SpecError) {
        // By index: a field taken whole from the array is a copy (a retain and a release of each
        // of its closures and its keys) to call one closure.
        for index in fields.indices where fields[index].checks { try fields[index].check(object, &log) }
        try relations(object, &log)
    }

    /// The object as a value of another.
    var value: ValueFormat<Object> {
        let format = self
        return ValueFormat(
            shape: .object(name),
            read: { (node, reading) throws(SpecError) in try format.read(node, &reading) },
            write: { format.write($0) },
            check: { (object, log) throws(SpecError) in try format.check(object, &log) },
            placeholder: format.initial)
    }
}

/// An object's members, by the key each gives, in the document's order.
///
/// Each member keeps the path of the object that gave it only where that is not the object being
/// read (`nil`): a variant's section's members, read over at the variant's path. A path kept for
/// every member would be copied whole as the reading goes deeper (its array's storage shared),
/// which made reading groups nested 31 deep cost the square of their depth.
///
/// Outside `ObjectFormat`, which is generic: as its nested type the members' array was copied
/// and destroyed through the runtime's generic tuple witnesses (docs/performance.md, "Many small
/// values").
struct ObjectMembers {
    fileprivate(set) var entries: [ObjectMember] = []
    /// The keys given, over the keys of the format that found the members.
    fileprivate(set) var given: GivenKeys

    init(_ entries: [ObjectMember], given: GivenKeys) {
        self.entries = entries
        self.given = given
    }

    /// These members as given by the object at `path` (a section's, which its variants are read
    /// over).
    func placed(at path: SpecPath) -> ObjectMembers {
        var placed = self
        for index in placed.entries.indices where placed.entries[index].object == nil { placed.entries[index].object = path }
        return placed
    }

    /// The members but `name`'s, and its value (`given` still says it was given).
    mutating func remove(_ name: String) -> (any SpecNode)? {
        guard let index = entries.firstIndex(where: { given.keys[$0.key].name == name }) else { return nil }
        return entries.remove(at: index).node
    }
}

/// One member of an object: its value, the path of the object that gave it where that is not the
/// object read, and its key's place in `keys` of the format that found it (so that reading it
/// does not search for its name again).
struct ObjectMember {
    var node: any SpecNode
    var object: SpecPath?
    var key: Int
}

extension ValueFormat {
    /// Objects of the format `format` gives, a static one that few specs use (decorations,
    /// supplementary items): made on a run's first such object, not with the formats that hold
    /// it. `name` is the format's own.
    static func madeOnFirstUse(_ name: ObjectName, _ format: @escaping @Sendable () -> ObjectFormat<Value>) -> ValueFormat {
        ValueFormat(
            shape: .object(name),
            read: { (node, reading) throws(SpecError) in try format().read(node, &reading) },
            write: { format().write($0) },
            check: { (object, log) throws(SpecError) in try format().check(object, &log) },
            placeholder: format().initial)
    }
}

extension SpecPath {
    func removingLast() -> SpecPath {
        var path = self
        path.removeLast()
        return path
    }
}
