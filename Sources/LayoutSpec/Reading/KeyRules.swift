/// Some keys of one kind of object, as bits by their place in `allCases`.
struct KeySet<Key: SpecKey>: Sendable, Equatable, ExpressibleByArrayLiteral {
    private(set) var bits: UInt64

    init(bits: UInt64) {
        self.bits = bits
    }

    init(_ keys: some Sequence<Key>) {
        bits = 0
        for key in keys { bits |= Self.bit(key) }
    }

    init(arrayLiteral keys: Key...) {
        self.init(keys)
    }

    init(where includes: (Key) -> Bool) {
        self.init(Key.lookup.keys.filter(includes))
    }

    static var all: KeySet { KeySet(bits: UInt64.max >> (64 - Key.lookup.keys.count)) }

    var isEmpty: Bool { bits == 0 }

    /// Adds the key at `index` of `allCases`.
    mutating func insert(index: Int) {
        bits |= 1 << UInt64(index)
    }

    func contains(_ key: Key) -> Bool { bits & Self.bit(key) != 0 }

    /// Whether it holds the key at `index` of `allCases`.
    func contains(index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }

    /// The keys, in the order `allCases` gives them.
    var keys: [Key] {
        Key.lookup.keys.indices.filter { contains(index: $0) }.map { Key.lookup.keys[$0] }
    }

    private static func bit(_ key: Key) -> UInt64 {
        1 << UInt64(Key.lookup.index(of: key))
    }
}

/// What an object of the spec is in one place: the keys it reads (a section reads its kind's),
/// the ones it must give, a set of which it gives exactly one, and each key's shape there.
///
/// The reader checks every object against its rules, and `layoutcalc schema` prints the same
/// rules as JSON Schema, so the schema and the reader cannot disagree.
struct KeyRules<Key: SpecKey>: Sendable {
    /// The keys the object reads; a key of `Key` it does not read is reported with `refusal`.
    var reads: KeySet<Key> = .all
    /// The keys the object must give.
    var required: KeySet<Key> = []
    /// Keys of which the object gives exactly one (none: no such rule).
    var exactlyOne: KeySet<Key> = []
    /// What the object is called when `exactlyOne` fails: "a dimension".
    var noun = ""
    var refusal: @Sendable (Key) -> String = { "\"\($0.rawValue)\" does not belong here" }
    var shape: @Sendable (Key) -> Shape = { $0.shape }

    /// What is wrong with an object that gives `given` (of the keys it reads), if anything.
    func problems(given: KeySet<Key>) -> [String] {
        let foundOne = exactlyOne.isEmpty || (given.bits & exactlyOne.bits).nonzeroBitCount == 1
        if required.bits & ~given.bits == 0 && foundOne { return [] }
        var problems: [String] = []
        for key in required.keys where !given.contains(key) {
            problems.append("missing \"\(key.rawValue)\": \(key.missingHint)")
        }
        if !exactlyOne.isEmpty {
            let names = exactlyOne.keys.map(\.rawValue)
            let found = KeySet<Key>(bits: given.bits & exactlyOne.bits).keys.map(\.rawValue)
            if found.isEmpty {
                problems.append("\(noun) needs one of \(ValueText.list(names))")
            } else if found.count > 1 {
                problems.append(
                    "\(noun) has exactly one of \(ValueText.list(names)); found \(ValueText.list(found, conjunction: "and"))")
            }
        }
        return problems
    }
}
