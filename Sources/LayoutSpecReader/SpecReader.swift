import LayoutEngine
import LayoutSpec

/// Reads a spec: strict JSON through json-c, then the spec format's reading and checks
/// (`SpecDecoding`). Every problem is reported, each with where it is.
public enum SpecReader {
    /// The screen `text` describes, with `overrides` applied.
    public static func read(_ text: consuming [UInt8], overrides: LayoutOverrides = LayoutOverrides()) throws(SpecError) -> Screen {
        guard text.count <= SpecLimits.maximumSpecBytes else {
            throw SpecError(.specTooLarge(bytes: text.count, orMore: false), at: .text(TextPosition(line: 1, column: 1)))
        }
        SpecDecoding.prepare()
        text.append(0)
        return try text.withUnsafeBufferPointer { (bytes) throws(SpecError) in
            try JSONDocument.parse(bytes) { (root) throws(SpecError) in try SpecDecoding.screen(from: root, overrides: overrides) }
        }
    }
}
