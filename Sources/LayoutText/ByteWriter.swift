/// Where a `ByteWriter` sends its bytes.
public protocol ByteSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError)
}

/// Why output could not be written.
public enum OutputError: Error, Hashable, Sendable {
    /// The reading end of a pipe closed: the run ends quietly.
    case closedPipe
    /// Writing failed, for the reason given.
    case failed(String)
}

/// Collects bytes in memory: for tests, and for comparing output before writing it. A class, so
/// that what a writer gathered is read back from the sink it was given, without casting the
/// writer's sink (a cast cost more than the bytes of a line's start, collected once a section).
public final class ByteArraySink: ByteSink {
    public private(set) var bytes: [UInt8] = []
    /// The most bytes it takes: a write past them fails, and `passedLimit` is set.
    private let limit: Int
    private(set) var passedLimit = false

    public init() {
        limit = .max
    }

    package init(limit: Int) {
        self.limit = limit
    }

    public func write(_ chunk: UnsafeRawBufferPointer) throws(OutputError) {
        guard chunk.count <= limit - bytes.count else {
            passedLimit = true
            throw .failed("more than \(limit) bytes")
        }
        bytes.append(contentsOf: chunk)
    }

    /// The bytes `body` writes. Through a small buffer: most of what is collected is the start
    /// of a line or a field, made once a section or an offset, for which the writer's usual
    /// 64 KB cost more to allocate and free than the bytes cost to write.
    public static func collect(_ body: (inout ByteWriter) throws(OutputError) -> Void) throws(OutputError) -> [UInt8] {
        let sink = ByteArraySink()
        var out = ByteWriter(sink: sink, capacity: 512)
        try body(&out)
        try out.flush()
        return sink.bytes
    }

    /// The bytes `body` writes, or nil as soon as they pass `limit` (holding no more than it).
    public static func collect(
        upTo limit: Int, _ body: (inout ByteWriter) throws(OutputError) -> Void
    ) throws(OutputError) -> [UInt8]? {
        let sink = ByteArraySink(limit: limit)
        var out = ByteWriter(sink: sink)
        do {
            try body(&out)
            try out.flush()
        } catch {
            if sink.passedLimit { return nil }
            throw error
        }
        return sink.bytes
    }
}

/// The one buffered writer all output goes through: bytes are appended to a fixed buffer and
/// handed to the sink whenever it fills, so output of any size takes constant memory and
/// numbers are formatted straight into the buffer.
public struct ByteWriter: ~Copyable {
    // Internal and usable from inlinable code: the writing methods below are inlined into the
    // formats' loops in other modules (docs/performance.md, "The spec format's tables", the
    // `@inlinable` writer).
    @usableFromInline let buffer: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var count = 0
    public private(set) var sink: any ByteSink

    public init(sink: any ByteSink, capacity: Int = 1 << 16) {
        precondition(capacity >= 256, "the buffer must hold the longest single write")
        self.buffer = .allocate(capacity: capacity)
        self.capacity = capacity
        self.sink = sink
    }

    deinit {
        buffer.deallocate()
    }

    /// Hands everything buffered to the sink.
    public mutating func flush() throws(OutputError) {
        guard count > 0 else { return }
        let pending = UnsafeRawBufferPointer(start: buffer, count: count)
        count = 0
        try sink.write(pending)
    }

    /// Hands the bytes buffered here to `out` instead of this writer's sink (a chunk formatted
    /// on another thread, written where it belongs).
    package mutating func move(to out: inout ByteWriter) throws(OutputError) {
        let pending = UnsafeRawBufferPointer(start: buffer, count: count)
        count = 0
        try out.raw(pending)
    }

    /// Makes room for `length` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ length: Int) throws(OutputError) {
        if count + length > capacity { try flush() }
    }

    @inlinable @inline(__always)
    package mutating func byte(_ value: UInt8) throws(OutputError) {
        try reserve(1)
        buffer[count] = value
        count += 1
    }

    /// A comma if `comma`, a newline and `indent` spaces: the start of every line of
    /// pretty-printed JSON, written in one step.
    @inlinable @inline(__always)
    package mutating func line(comma: Bool, indent: Int) throws(OutputError) {
        let length = (comma ? 2 : 1) + indent
        guard length <= capacity else {
            if comma { try byte(UInt8(ascii: ",")) }
            try byte(UInt8(ascii: "\n"))
            try repeated(UInt8(ascii: " "), count: indent)
            return
        }
        try reserve(length)
        var position = buffer + count
        if comma {
            position[0] = UInt8(ascii: ",")
            position += 1
        }
        position[0] = UInt8(ascii: "\n")
        (position + 1).initialize(repeating: UInt8(ascii: " "), count: indent)
        count += length
    }

    /// `length` copies of `value`.
    @usableFromInline package mutating func repeated(_ value: UInt8, count length: Int) throws(OutputError) {
        var left = length
        while left > 0 {
            try reserve(1)
            let chunk = min(left, capacity - count)
            (buffer + count).initialize(repeating: value, count: chunk)
            count += chunk
            left -= chunk
        }
    }

    /// Literal ASCII text.
    @usableFromInline package mutating func text(_ value: StaticString) throws(OutputError) {
        try raw(UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// The template's bytes: one unaligned vector store (the bytes past its end are written
    /// over by what follows, or never flushed).
    @inlinable @inline(__always)
    package mutating func template(_ template: ByteTemplate) throws(OutputError) {
        try reserve(ByteTemplate.capacity)
        UnsafeMutableRawPointer(buffer + count).storeBytes(of: template.bytes, as: SIMD64<UInt8>.self)
        count += template.count
    }

    /// Any bytes; a block at least as large as the buffer goes to the sink directly.
    package mutating func raw(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        if bytes.count >= capacity {
            try flush()
            try sink.write(bytes)
            return
        }
        var offset = 0
        while offset < bytes.count {
            if count == capacity { try flush() }
            let chunk = min(bytes.count - offset, capacity - count)
            UnsafeMutableRawPointer(buffer + count).copyMemory(from: bytes.baseAddress! + offset, byteCount: chunk)
            count += chunk
            offset += chunk
        }
    }

    /// Bytes made elsewhere: a rendered layout, a diff.
    public mutating func bytes(_ values: [UInt8]) throws(OutputError) {
        var failure: OutputError?
        values.withUnsafeBytes { chunk in
            do throws(OutputError) {
                try raw(chunk)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The UTF-8 of `value`, unescaped. (Named apart, so that a literal takes the faster
    /// `text(_:)` of a `StaticString`.)
    package mutating func text(string value: String) throws(OutputError) {
        var value = value
        var failure: OutputError?
        value.withUTF8 { bytes in
            do throws(OutputError) {
                try raw(UnsafeRawBufferPointer(bytes))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// `value` as a JSON number, jq's way (see `NumberText`).
    @inlinable @inline(__always)
    package mutating func number(_ value: Double, precision: Int?) throws(OutputError) {
        try reserve(NumberText.maximumLength)
        count += NumberText.write(value, precision: precision, to: buffer + count)
    }

    /// `value` as a JSON integer.
    @inlinable
    package mutating func integer(_ value: Int) throws(OutputError) {
        try reserve(NumberText.maximumLength)
        count += NumberText.writeInteger(Int64(value), to: buffer + count)
    }

    /// `value` as `number(_:precision:)` writes it, after as many spaces as make it `width`
    /// long (a table cell, right-aligned): formatted once, in place, then moved right.
    package mutating func number(_ value: Double, precision: Int?, rightAlignedIn width: Int) throws(OutputError) {
        try reserve(max(width, NumberText.maximumLength))
        alignRight(length: NumberText.write(value, precision: precision, to: buffer + count), width: width)
    }

    /// `value` in decimal, right-aligned in `width` like `number(_:precision:rightAlignedIn:)`.
    package mutating func integer(_ value: Int, rightAlignedIn width: Int) throws(OutputError) {
        try reserve(max(width, NumberText.maximumLength))
        alignRight(length: NumberText.writeInteger(Int64(value), to: buffer + count), width: width)
    }

    /// Moves the `length` bytes just written at the end of the buffer right, behind spaces,
    /// so that they end `width` bytes on.
    @inline(__always)
    private mutating func alignRight(length: Int, width: Int) {
        let start = buffer + count
        let padding = width - length
        if padding > 0 {
            var index = length
            while index > 0 {
                index -= 1
                start[padding + index] = start[index]
            }
            start.initialize(repeating: UInt8(ascii: " "), count: padding)
        }
        count += max(length, width)
    }

    /// `value` as a JSON string, escaped as jq escapes it: a short one byte by byte, a long one
    /// (an id of kilobytes, on every ndjson line) the runs of bytes between escapes copied whole
    /// (see `JSONEscapes`).
    package mutating func jsonString(_ value: String) throws(OutputError) {
        var value = value
        var failure: OutputError?
        value.withUTF8 { bytes in
            do throws(OutputError) {
                try jsonString(utf8: bytes)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// `jsonString(_:)` of a string's UTF-8. A short string is written byte by byte into room
    /// made once for the longest it can take (its view's iterator, and a check of the room for
    /// each byte, cost more than the bytes).
    private mutating func jsonString(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
        try byte(UInt8(ascii: "\""))
        if bytes.count < 32 {
            try reserve(JSONEscapes.longestEscape * bytes.count + 1)
            for unit in bytes {
                if JSONEscapes.escapes(unit) {
                    try escaped(unit)
                } else {
                    buffer[count] = unit
                    count += 1
                }
            }
        } else {
            var start = 0
            while start < bytes.count {
                let escape = JSONEscapes.next(in: bytes, from: start)
                try raw(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<escape])))
                guard escape < bytes.count else { break }
                try escaped(bytes[escape])
                start = escape + 1
            }
        }
        try byte(UInt8(ascii: "\""))
    }

    /// A byte JSON escapes, as its escape.
    private mutating func escaped(_ unit: UInt8) throws(OutputError) {
        switch unit {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            try byte(UInt8(ascii: "\\"))
            try byte(unit)
        case 0x08: try text("\\b")
        case 0x0C: try text("\\f")
        case 0x0A: try text("\\n")
        case 0x0D: try text("\\r")
        case 0x09: try text("\\t")
        default:
            try text("\\u00")
            try byte(Self.hexDigits[Int(unit >> 4)])
            try byte(Self.hexDigits[Int(unit & 0xF)])
        }
    }

    /// `value` as XML character data: `&`, `<` and `>` escaped, and each character XML 1.0
    /// cannot hold (the C0 controls but tab, newline and return; U+FFFE and U+FFFF) written as
    /// its `\uXXXX` escape, as a terminal shows it (see `TerminalText`).
    package mutating func xmlText(_ value: String) throws(OutputError) {
        try xml(value, inAttribute: false)
    }

    /// `value` as the value of a double-quoted attribute: as `xmlText` writes it, and `"` as
    /// `&quot;`.
    package mutating func xmlAttribute(_ value: String) throws(OutputError) {
        try xml(value, inAttribute: true)
    }

    private mutating func xml(_ value: String, inAttribute: Bool) throws(OutputError) {
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x26: try text(Self.ampersand)
            case 0x3C: try text(Self.lessThan)
            case 0x3E: try text(Self.greaterThan)
            case 0x22 where inAttribute: try text(Self.quote)
            case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...:
                for unit in scalar.utf8 { try byte(unit) }
            default: try text(string: TerminalText.escaped(String(scalar)))
            }
        }
    }

    private static let ampersand: StaticString = "&amp;"
    private static let lessThan: StaticString = "&lt;"
    private static let greaterThan: StaticString = "&gt;"
    private static let quote: StaticString = "&quot;"

    /// The most bytes one byte of text takes as `xmlText` writes it: `&amp;` for `&`, or the
    /// escape of a character XML cannot hold (`\u001B`).
    package static let longestXMLEscape = max(
        ampersand.utf8CodeUnitCount, lessThan.utf8CodeUnitCount, greaterThan.utf8CodeUnitCount, TerminalText.longestEscape)
    /// The most bytes one byte of text takes as `xmlAttribute` writes it: `&quot;` for `"`, or
    /// as `xmlText` writes it.
    package static let longestXMLAttributeEscape = max(quote.utf8CodeUnitCount, longestXMLEscape)

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The number of bytes `value` takes as `number(_:precision:)` writes it.
    package static func numberLength(_ value: Double, precision: Int?) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.maximumLength) { scratch in
            NumberText.write(value, precision: precision, to: scratch.baseAddress!)
        }
    }
}
