import LayoutEngine

/// Reads values out of a json-c tree, checking each against the shape its key declares.
///
/// Problems are collected, not thrown, so that one run reports all of them, each with the JSON
/// path of the value at fault; decoding goes on past a bad value with that value left out.
/// Only when the list grows past `diagnosticLimit` does it stop.
struct SpecDecoder {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var path = JSONPath()

    static let diagnosticLimit = 100

    /// Reports a problem with the value at the current path.
    mutating func report(_ message: String) throws(SpecError) {
        diagnostics.append(Diagnostic(.path(path.text), message))
        if diagnostics.count >= Self.diagnosticLimit {
            throw SpecError(diagnostics + [Diagnostic(.path(path.text), "too many errors; stopping here")])
        }
    }

    /// Runs `body` with `component` added to the path.
    @discardableResult
    mutating func at<Result>(
        _ component: JSONPath.Component, _ body: (inout SpecDecoder) throws(SpecError) -> Result
    ) throws(SpecError) -> Result {
        path.push(component)
        defer { path.pop() }
        return try body(&self)
    }

    /// Runs `body` at `other` path (a value found while decoding another object, such as a
    /// variant's key merged into its section).
    @discardableResult
    mutating func at<Result>(
        path other: JSONPath, _ body: (inout SpecDecoder) throws(SpecError) -> Result
    ) throws(SpecError) -> Result {
        let saved = path
        path = other
        defer { path = saved }
        return try body(&self)
    }

    // MARK: Objects and arrays

    /// Calls `body` for each member of object `value` whose key `rules` reads, in document
    /// order, with the key on the path; reports every other key (one of `Key` with the rules'
    /// refusal, any other as unknown with the nearest key read suggested), then each key the
    /// rules require that is missing and a broken exactly-one rule. Returns whether `value` is
    /// an object that keeps those rules (reporting it if it is not an object).
    @discardableResult
    mutating func members<Key: SpecKey>(
        of value: JSONValue, as object: ObjectName, _ rules: KeyRules<Key> = Key.rules,
        _ body: (Key, JSONValue, inout SpecDecoder) throws(SpecError) -> Void
    ) throws(SpecError) -> Bool {
        guard value.kind == .object else {
            // A value written as UIKit makes it: `.fixed(8)` for `{"fixed": 8}`.
            if value.kind == .string,
                let suggestion = UIKitNames.suggestion(forObject: value.string, in: rules.reads.keys.map(\.rawValue))
            {
                try report("expected \(object.phrase), found \(value.summary); did you mean \(suggestion)?")
            } else {
                try report("expected \(object.phrase), found \(value.summary)")
            }
            return false
        }
        var given = KeySet<Key>(bits: 0)
        try value.forEachMember { (name, member) throws(SpecError) in
            let index = Key.lookup.index(name)
            if let index, rules.reads.contains(index: index) {
                let key = Key.lookup.keys[index]
                given.insert(index: index)
                path.push(.key(key.rawValue))
                defer { path.pop() }
                try body(key, member, &self)
                return
            }
            let text = String(cString: name)
            try at(.key(text)) { (decoder) throws(SpecError) in
                if let index {
                    try decoder.report(rules.refusal(Key.lookup.keys[index]))
                } else if let uikit = UIKitNames.key(text, in: object), let index = Key.lookup.index(named: uikit.spec) {
                    // UIKit's name: suggested where the spec's key is read, explained where not.
                    if rules.reads.contains(index: index) {
                        try decoder.report(UIKitNames.unknownKey(text, uikit))
                    } else {
                        try decoder.report(
                            "unknown key \"\(text)\", UIKit's name for \"\(uikit.spec)\": \(rules.refusal(Key.lookup.keys[index]))")
                    }
                } else {
                    let known = rules.reads.keys.map(\.rawValue)
                    // `.fractionalWidth`, written as UIKit's static functions are.
                    let undotted = text.first == "." ? String(text.dropFirst()) : nil
                    if let undotted, known.contains(undotted) {
                        try decoder.report("unknown key \"\(text)\"; did you mean \"\(undotted)\"?")
                    } else if let nearest = Suggestion.nearest(to: text, in: known) {
                        try decoder.report("unknown key \"\(text)\"; did you mean \"\(nearest)\"?")
                    } else {
                        try decoder.report("unknown key \"\(text)\" in \(object.phrase)")
                    }
                }
            }
        }
        let problems = rules.problems(given: given)
        for problem in problems { try report(problem) }
        return problems.isEmpty
    }

    /// Calls `body` for each element of array `value`, with its index on the path. Reports
    /// and returns false if `value` is not an array of at least `minimum` elements.
    @discardableResult
    mutating func elements(
        of value: JSONValue, _ shape: Shape, minimum: Int = 0,
        _ body: (Int, JSONValue, inout SpecDecoder) throws(SpecError) -> Void
    ) throws(SpecError) -> Bool {
        guard value.kind == .array else {
            try report("expected \(shape.phrase), found \(value.summary)")
            return false
        }
        let count = value.count
        guard count >= minimum else {
            try report("expected \(shape.phrase) with at least \(minimum) element\(minimum == 1 ? "" : "s"), found \(value.summary)")
            return false
        }
        for index in 0..<count {
            path.push(.index(index))
            defer { path.pop() }
            try body(index, value[index], &self)
        }
        return true
    }

    // MARK: Scalars

    mutating func number(_ value: JSONValue, _ shape: Shape) throws(SpecError) -> Double? {
        let range = shape.range
        guard value.kind == .number else {
            try report("expected \(range.phrase), found \(value.summary)")
            return nil
        }
        let number = value.number
        guard range.contains(number) else {
            try report(range.complaint(about: number))
            return nil
        }
        return number == 0 ? 0 : number  // no -0
    }

    mutating func integer(_ value: JSONValue, _ shape: Shape) throws(SpecError) -> Int? {
        try number(value, shape).map { Int($0) }
    }

    mutating func boolean(_ value: JSONValue) throws(SpecError) -> Bool? {
        guard value.kind == .boolean else {
            try report("expected true or false, found \(value.summary)")
            return nil
        }
        return value.boolean
    }

    mutating func string(_ value: JSONValue) throws(SpecError) -> String? {
        guard value.kind == .string else {
            try report("expected a string, found \(value.summary)")
            return nil
        }
        return value.string
    }

    /// One of the names of `shape` (a `.choice`), as `T`.
    mutating func choice<T: RawRepresentable<String>>(_ value: JSONValue, _ shape: Shape, as type: T.Type) throws(SpecError) -> T? {
        guard case .choice(let names) = shape else { preconditionFailure("\(shape) is not a choice") }
        guard value.kind == .string else {
            try report("expected \(shape.phrase), found \(value.summary)")
            return nil
        }
        let text = value.string
        if names.contains(text), let result = T(rawValue: text) { return result }
        // UIKit's `.groupPagingCentered` is the spec's "groupPagingCentered".
        if let nearest = UIKitNames.suggestion(forValue: text, in: names) ?? Suggestion.nearest(to: text, in: names) {
            try report("expected \(shape.phrase), found \"\(text)\"; did you mean \"\(nearest)\"?")
        } else {
            try report("expected \(shape.phrase), found \"\(text)\"")
        }
        return nil
    }

    /// A fixed-length array of numbers (`.numbers` shape).
    mutating func numbers(_ value: JSONValue, _ shape: Shape) throws(SpecError) -> [Double]? {
        guard case .numbers(let ranges) = shape else { preconditionFailure("\(shape) is not a number list") }
        guard value.kind == .array, value.count == ranges.count else {
            try report("expected \(shape.phrase), found \(value.summary)")
            return nil
        }
        var result: [Double] = []
        for (index, range) in ranges.enumerated() {
            let element = value[index]
            guard let number = try at(.index(index), { (decoder) throws(SpecError) in try decoder.number(element, .number(range)) })
            else { return nil }
            result.append(number)
        }
        return result
    }

    /// `[x, y]` as a point.
    mutating func point(_ value: JSONValue, _ shape: Shape) throws(SpecError) -> Point? {
        guard let pair = try numbers(value, shape) else { return nil }
        return Point(x: pair[0], y: pair[1])
    }

    /// Insets: one number for every side, or an object of the sides it gives.
    mutating func insets(_ value: JSONValue) throws(SpecError) -> EdgeInsets? {
        if value.kind == .number {
            return try number(value, .number(.length)).map { EdgeInsets(all: $0) }
        }
        guard value.kind == .object else {
            try report("expected \(ObjectName.insets.phrase), found \(value.summary)")
            return nil
        }
        var insets = EdgeInsets()
        var valid = true
        try members(of: value, as: .insets) { (key: InsetsKey, member, decoder) throws(SpecError) in
            guard let side = try decoder.number(member, key.shape) else {
                valid = false
                return
            }
            switch key {
            case .top: insets.top = side
            case .leading: insets.leading = side
            case .bottom: insets.bottom = side
            case .trailing: insets.trailing = side
            }
        }
        return valid ? insets : nil
    }
}

