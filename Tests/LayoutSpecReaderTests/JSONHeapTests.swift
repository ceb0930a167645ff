import LayoutEngine
import LayoutSpec
@testable import LayoutSpecReader
import Testing

/// The heap made ready for a big spec's tree, as the command line makes it (`JSONHeap`): the
/// spec reads as it does without, parsed in two pieces, its second half in the worker's arena.
@Suite struct JSONHeapTests {
    @Test func aBigSpecReadsTheSameWithTheHeapPrepared() throws {
        let section = #"{"kind": "flow", "items": 2, "itemSize": {"width": 10, "height": 10}}"#
        let spec = #"{"container": {"width": 390}, "sections": ["# + Array(repeating: section, count: 4_000).joined(separator: ", ") + "]}"
        let text = Array(spec.utf8)
        #expect(text.count >= SplitParse.minimumLength)
        JSONHeap.prepare(forTextOf: text.count)
        #if canImport(Glibc)
        #expect(JSONHeap.isPrepared)
        #endif
        let screen = try SpecReader.read(text)
        #expect(screen.sections.count == 4_000)
        #expect(screen.sections.allSatisfy { $0.itemCount == 2 })
    }
}
