import LayoutSpec

/// Any JSON text, read as strictly as a spec is (json-c's strict mode and the lexical check), for
/// a reader of JSON other than the spec's: `check` reads a golden file's frames back with it.
public enum JSONText {
    /// Parses `text` and passes its root value to `body`; the tree lives only while `body` runs.
    /// A syntax error is thrown as a `SpecError` at its line and column.
    public static func withRoot<Result>(
        of text: consuming [UInt8], _ body: (any SpecNode) throws(SpecError) -> Result
    ) throws(SpecError) -> Result {
        text.append(0)
        return try text.withUnsafeBufferPointer { (bytes) throws(SpecError) in
            try JSONDocument.parse(bytes) { (root) throws(SpecError) in try body(root) }
        }
    }
}
