import LayoutEngine
import LayoutSpec

/// Reads a spec: strict JSON through json-c, then the spec format's reading and checks
/// (`SpecDecoding`). Every problem is reported, each with where it is.
public enum SpecReader {
    /// The screen `text` describes, with `overrides` applied.
    public static func read(_ text: consuming [UInt8], overrides: LayoutOverrides = LayoutOverrides()) throws(SpecError) -> Screen {
        guard text.count <= SpecLimits.maximumSpecBytes else {
            throw SpecError(.specTooLarge(bytes: text.count), at: .text(TextPosition(line: 1, column: 1)))
        }
        text.append(0)
        // json-c's running out of memory is reported (exit 70), but a failed allocation of Swift
        // code while the parsed document still holds its memory is a trap, whose own message
        // the runtime of a debug build may then fail to print. So json-c parses with a reserve
        // held back, which the reading of the document (the format's tables, made on first
        // use, and the engine's values) gets.
        var reserve: UnsafeMutableRawPointer? = .allocate(byteCount: readingReserve, alignment: 16)
        defer { reserve?.deallocate() }
        return try text.withUnsafeBufferPointer { (bytes) throws(SpecError) in
            try JSONDocument.parse(bytes) { (root) throws(SpecError) in
                reserve?.deallocate()
                reserve = nil
                return try SpecDecoding.screen(from: root, overrides: overrides)
            }
        }
    }

    /// The address space held back while json-c parses.
    private static let readingReserve = 1 << 20
}
