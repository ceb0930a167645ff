import LayoutSpec
import LayoutText
/// Formats a long run of elements (a section's items) on two threads and writes it in order.
///
/// Formatting numbers is most of the cost of writing a big layout, and one thread leaves the
/// machine's other core idle. The run is cut into chunks; each round the two lanes format a
/// chunk each into memory at the same time, then both are written, first lane first. The bytes
/// are exactly those one thread writes, and memory stays at two chunks whatever the length.
enum SplitFormatting {
    /// Elements per chunk: about 0.6 MB of pretty-printed items.
    static let chunkLength = 4096
    /// Shorter runs are formatted on the calling thread alone. Measured on waterfalls when
    /// the second thread was libdispatch's, whose first use cost far more than starting
    /// `Parallel`'s worker does, halving the formatting paid from about 40,000 items on
    /// (docs/performance.md, "Formatting on two cores").
    static let minimumLength = 12 * chunkLength

    /// Writes elements `0..<count` to `out`; `format` writes those of a range, on either thread.
    static func write(
        count: Int, to out: inout ByteWriter, _ format: @Sendable (Range<Int>, inout ByteWriter) throws(OutputError) -> Void
    ) throws(OutputError) {
        guard count >= minimumLength else {
            try format(0..<count, &out)
            return
        }
        let first = Lane()
        let second = Lane()
        for start in stride(from: 0, to: count, by: 2 * chunkLength) {
            let middle = min(count, start + chunkLength)
            _ = Parallel.both(
                { first.format(start..<middle, format) },
                { second.format(middle..<min(count, middle + chunkLength), format) })
            try first.drain(to: &out)
            try second.drain(to: &out)
        }
    }
}

/// One thread's chunk, formatted straight into its writer's buffer, which is large enough for
/// a chunk as a rule and kept from chunk to chunk; what does not fit goes to `overflow`.
///
/// Unchecked `Sendable`, and safe: one thread at a time uses a lane, its own half of
/// `Parallel.both` while formatting and the caller, which waits for both halves, while draining.
private final class Lane: @unchecked Sendable {
    /// Comfortably more than a chunk of pretty-printed items (about 0.7 MB).
    private static let capacity = 1 << 20
    private let overflow = Overflow()
    private var writer: ByteWriter
    private var failure: OutputError?

    init() {
        writer = ByteWriter(sink: overflow, capacity: Self.capacity)
    }

    /// Formats `range` into this lane's memory.
    func format(_ range: Range<Int>, _ body: (Range<Int>, inout ByteWriter) throws(OutputError) -> Void) {
        guard !range.isEmpty else { return }
        do {
            try body(range, &writer)
        } catch {
            failure = error
        }
    }

    /// Writes the chunk to `out` and empties the lane.
    func drain(to out: inout ByteWriter) throws(OutputError) {
        if let failure { throw failure }
        try overflow.drain(to: &out)
        try writer.move(to: &out)
    }
}

/// The bytes of a chunk that overflowed its lane's buffer, in order.
private final class Overflow: ByteSink {
    private var bytes: [UInt8] = []

    func write(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
    }

    func drain(to out: inout ByteWriter) throws(OutputError) {
        guard !bytes.isEmpty else { return }
        try out.bytes(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
