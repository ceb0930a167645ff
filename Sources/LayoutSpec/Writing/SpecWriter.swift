import LayoutEngine

/// Why a screen cannot be written as a spec: each problem at the JSON path it would have.
public struct SpecWriteError: Error, Hashable, Sendable {
    public var diagnostics: [Diagnostic]

    init(at path: String, _ message: String) {
        diagnostics = [Diagnostic(.path(path), message)]
    }
}

/// Writes a screen as a layoutcalc spec, the reverse of `SpecReader`: reading the spec gives the
/// screen again. The spec is strict JSON laid out as `jq .` prints it, its keys in a fixed
/// order, every number in its shortest form that reads back to the same double; a key whose
/// value is the reader's default is left out.
///
/// Each object's keys are a table of `SpecField`s (`SpecFields.swift` and its neighbours), one line a key.
public enum SpecWriter {
    /// The spec of `screen`, ending in a newline.
    public static func bytes(of screen: Screen) throws(SpecWriteError) -> [UInt8] {
        let value = try SpecFields.value(of: screen)
        do {
            return try ByteArraySink.collect { (out) throws(OutputError) in
                var printer = SpecPrinter()
                try printer.print(value, &out)
                try out.byte(UInt8(ascii: "\n"))
            }
        } catch {
            throw SpecWriteError(at: "$", "the spec could not be written: \(error)")
        }
    }
}

/// One key of an object: its value for a subject, or `nil` where leaving the key out reads as
/// the same. Asked for an `explicit` value (a variant replacing its section's), it gives the
/// value even where it is the default, and `nil` only where no value can say it.
struct SpecField<Subject>: Sendable {
    let key: String
    let value: @Sendable (Subject, _ explicit: Bool) throws(SpecWriteError) -> SpecValue?

    init(_ key: String, _ value: @escaping @Sendable (Subject, _ explicit: Bool) throws(SpecWriteError) -> SpecValue?) {
        self.key = key
        self.value = value
    }

    /// A key that only a subject with `applies` has, omitted when `isDefault`.
    init(
        _ key: String, when applies: @escaping @Sendable (Subject) -> Bool = { _ in true }, isDefault: @escaping @Sendable (Subject) -> Bool,
        _ encode: @escaping @Sendable (Subject) throws(SpecWriteError) -> SpecValue?
    ) {
        self.key = key
        value = { (subject, explicit) throws(SpecWriteError) in
            guard applies(subject), explicit || !isDefault(subject) else { return nil }
            return try encode(subject)
        }
    }
}

extension Array {
    /// The members `fields` (of `Element == SpecField<S>`) give `subject`.
    func members<S>(of subject: S, explicit: Bool = false) throws(SpecWriteError) -> [SpecMember] where Element == SpecField<S> {
        var members: [SpecMember] = []
        for field in self {
            if let value = try field.value(subject, explicit) { members.append(SpecMember(key: field.key, value: value)) }
        }
        return members
    }
}
