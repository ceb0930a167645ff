/// A short run of bytes held in a vector, copied into the output with one store. Templates are
/// made for each run (a JSON document has about a hundred), so they are put together from
/// literals, runs of spaces and other templates with `+`, byte for byte in the vector, rather
/// than from `String`s, whose allocations and copies cost many times as much
/// (docs/performance.md, "Templates put together byte for byte").
@usableFromInline package struct ByteTemplate: Sendable, ExpressibleByStringLiteral {
    @usableFromInline package static let capacity = 64

    @usableFromInline package let bytes: SIMD64<UInt8>
    @usableFromInline package let count: Int

    private init(bytes: SIMD64<UInt8>, count: Int) {
        precondition(count <= Self.capacity, "a template holds at most \(Self.capacity) bytes")
        self.bytes = bytes
        self.count = count
    }

    /// `text`'s UTF-8 bytes.
    package init(_ text: String) {
        var text = text
        self = text.withUTF8 { Self(UnsafeRawBufferPointer($0)) }
    }

    @usableFromInline package init(stringLiteral text: StaticString) {
        self = text.withUTF8Buffer { Self(UnsafeRawBufferPointer($0)) }
    }

    /// `count` copies of `byte` (an indentation).
    package init(repeating byte: UInt8, count: Int) {
        self.init(bytes: SIMD64(repeating: byte), count: count)
    }

    /// The bytes of `text`, copied in one step (not element by element into the vector, which
    /// costs many times as much: docs/performance.md, "Templates put together byte for byte").
    private init(_ text: UnsafeRawBufferPointer) {
        precondition(text.count <= Self.capacity, "a template holds at most \(Self.capacity) bytes")
        var bytes = SIMD64<UInt8>()
        withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: text) }
        self.init(bytes: bytes, count: text.count)
    }

    /// `first`'s bytes, then `second`'s.
    package static func + (first: ByteTemplate, second: ByteTemplate) -> ByteTemplate {
        precondition(first.count + second.count <= capacity, "a template holds at most \(capacity) bytes")
        var bytes = first.bytes
        withUnsafeMutableBytes(of: &bytes) { joined in
            withUnsafeBytes(of: second.bytes) { joined.baseAddress!.advanced(by: first.count).copyMemory(from: $0.baseAddress!, byteCount: second.count) }
        }
        return ByteTemplate(bytes: bytes, count: first.count + second.count)
    }
}
