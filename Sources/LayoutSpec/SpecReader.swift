import LayoutEngine

/// Reads a spec: strict JSON through json-c, checked against the format's tables, converted
/// into the engine's values. Every problem is reported, each with where it is.
public enum SpecReader {
    /// The screen `text` describes, with `overrides` applied.
    public static func read(_ text: consuming [UInt8], overrides: LayoutOverrides = LayoutOverrides()) throws(SpecError) -> Screen {
        guard text.count <= SpecLimits.maximumSpecBytes else {
            throw SpecError([
                Diagnostic(.text(line: 1, column: 1), "the spec is \(text.count) bytes, more than the limit \(SpecLimits.maximumSpecBytes)")
            ])
        }
        text.append(0)
        let screen: Screen? = try text.withUnsafeBufferPointer { (bytes) throws(SpecError) in
            try JSONDocument.parse(bytes) { (root) throws(SpecError) in
                var decoder = SpecDecoder()
                let screen = try decoder.screen(root, overrides: overrides)
                if !decoder.diagnostics.isEmpty { throw SpecError(deduplicated(decoder.diagnostics)) }
                return screen
            }
        }
        guard let screen else { throw SpecError([Diagnostic(.path("$"), "expected \(ObjectName.spec.phrase)")]) }
        return screen
    }

    /// Each diagnostic once, in order (a variant decodes its section's keys again).
    private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
