/// A text and where its lines are: line `i` is `text[bounds[i]..<bounds[i + 1]]`, its newline
/// included (the last line may have none). Lines are ranges of the one array, so a text of a
/// million lines is two arrays, not a million slices to retain and release.
struct TextLines {
    let text: [UInt8]
    private let bounds: [Int]

    init(_ text: [UInt8]) {
        self.text = text
        var bounds = [0]
        text.withUnsafeBufferPointer { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { bounds.append(index + 1) }
        }
        if bounds.last != text.count { bounds.append(text.count) }
        self.bounds = bounds
    }

    var count: Int { bounds.count - 1 }

    /// Where line `index` is in `text`.
    func range(_ index: Int) -> Range<Int> {
        bounds[index]..<bounds[index + 1]
    }

    subscript(index: Int) -> ArraySlice<UInt8> {
        text[range(index)]
    }

    /// Calls `body` with the text's bytes, for `bytes(of:in:)` and `line(_:in:equals:in:)`.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try text.withUnsafeBytes(body)
    }

    /// Line `index`'s bytes within `bytes`, this text's.
    func bytes(of index: Int, in bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range(index)])
    }

    /// Whether line `index` of this text (whose bytes are `bytes`) is line `otherIndex` of
    /// `other` (whose bytes are `otherBytes`).
    func line(_ index: Int, in bytes: UnsafeRawBufferPointer, equals otherIndex: Int, of other: TextLines, in otherBytes: UnsafeRawBufferPointer) -> Bool {
        sameBytes(self.bytes(of: index, in: bytes), other.bytes(of: otherIndex, in: otherBytes))
    }
}
