@testable import LayoutOutput
import LayoutSpec
import LayoutText
import Testing
import TestSupport

/// Long runs are formatted on two threads; what comes out must be what one thread writes.
@Suite struct SplitFormattingTests {
    /// The bytes `SplitFormatting` writes for elements 0..<count, each written as "index,".
    func numbered(_ count: Int, capacity: Int = 1 << 16) throws -> String {
        var out = ByteWriter(sink: ByteArraySink(), capacity: capacity)
        try SplitFormatting.write(count: count, to: &out) { (range, out) throws(OutputError) in
            for index in range {
                try out.integer(index)
                try out.byte(UInt8(ascii: ","))
            }
        }
        try out.flush()
        return String(decoding: (out.sink as! ByteArraySink).bytes, as: UTF8.self)
    }

    @Test(arguments: [
        0, 1, SplitFormatting.minimumLength - 1, SplitFormatting.minimumLength,
        SplitFormatting.minimumLength + 1, SplitFormatting.minimumLength + SplitFormatting.chunkLength + 17,
        SplitFormatting.minimumLength + 2 * SplitFormatting.chunkLength,
    ])
    func everyElementComesOnceAndInOrder(count: Int) throws {
        let expected = (0..<count).map { "\($0)," }.joined()
        #expect(firstDifference(try numbered(count), expected) == nil)
        #expect(firstDifference(try numbered(count, capacity: 256), expected) == nil)
    }

    /// A chunk whose bytes fill a lane's buffer many times over (long ids, say) comes out
    /// whole and in order.
    @Test func longChunksComeOutWhole() throws {
        let count = SplitFormatting.minimumLength + SplitFormatting.chunkLength + 17
        let padding = String(repeating: ".", count: 300)  // 4,096 × 300 bytes: more than 1 MB a chunk
        var out = ByteWriter(sink: ByteArraySink())
        try SplitFormatting.write(count: count, to: &out) { (range, out) throws(OutputError) in
            for index in range {
                try out.integer(index)
                try out.text(string: padding)
                try out.byte(UInt8(ascii: ","))
            }
        }
        try out.flush()
        let written = String(decoding: (out.sink as! ByteArraySink).bytes, as: UTF8.self)
        #expect(firstDifference(written, (0..<count).map { "\($0)\(padding)," }.joined()) == nil)
    }

    /// A failure on either thread ends the write with that failure.
    @Test(arguments: [0, SplitFormatting.chunkLength, 2 * SplitFormatting.chunkLength, 3 * SplitFormatting.chunkLength + 1])
    func aFailureInAnyChunkIsThrown(failing: Int) {
        var out = ByteWriter(sink: ByteArraySink())
        #expect(throws: OutputError.failed("chunk")) {
            try SplitFormatting.write(count: SplitFormatting.minimumLength, to: &out) { (range, out) throws(OutputError) in
                if range.contains(failing) { throw .failed("chunk") }
                try out.integer(range.lowerBound)
            }
        }
    }

    /// Output that fails part-way (a full disk) ends the write with that failure, whichever
    /// chunk's bytes it fails on, with rounds still to go.
    @Test(arguments: [0, 1 << 16, 1 << 19])  // of about 1.3 MB
    func aFailingDestinationEndsTheWrite(acceptedBytes: Int) {
        var out = ByteWriter(sink: FailingSink(capacity: acceptedBytes))
        #expect(throws: OutputError.failed("disk full")) {
            try SplitFormatting.write(count: 4 * SplitFormatting.minimumLength, to: &out) { (range, out) throws(OutputError) in
                for index in range {
                    try out.integer(index)
                    try out.byte(UInt8(ascii: ","))
                }
            }
            try out.flush()
        }
    }
}

/// Takes `capacity` bytes, then fails.
private struct FailingSink: ByteSink {
    var capacity: Int

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard bytes.count <= capacity else { throw .failed("disk full") }
        capacity -= bytes.count
    }
}
