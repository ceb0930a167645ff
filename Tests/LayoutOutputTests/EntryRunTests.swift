import Foundation
@testable import LayoutOutput
import LayoutSpec
import LayoutText
import Testing
import TestSupport

/// A run's groups are listed once for the chunks that format them (once in all when longer than
/// a chunk, at most twice otherwise), and its entries come out whole and in order whichever way
/// the run is cut.
@Suite struct EntryRunTests {
    /// What writing a run of groups counted `counts` wrote, where group g's listing holds
    /// `listed(g)` members (at most those counted), and how many times each group was listed.
    /// A group's entries are written "g:" (its own), "g.m," for each member m, then ";".
    func written(counts: [Int], listed: @escaping @Sendable (Int) -> Int) throws -> (text: String, listings: [Int]) {
        let listings = ListingCounter(groups: counts.count)
        var out = ByteWriter(sink: ByteArraySink(), capacity: 256)
        try EntryRun(counts: counts).write(
            to: &out,
            list: { group in
                listings.note(group)
                return listed(group)
            }
        ) { (part, members, out) throws(OutputError) in
            if part.startsGroup {
                try out.integer(part.group)
                try out.byte(UInt8(ascii: ":"))
            }
            for member in part.members.clamped(to: 0..<members) {
                try out.integer(part.group)
                try out.byte(UInt8(ascii: "."))
                try out.integer(member)
                try out.byte(UInt8(ascii: ","))
            }
            if part.endsGroup { try out.byte(UInt8(ascii: ";")) }
        }
        try out.flush()
        return (String(decoding: (out.sink as! ByteArraySink).bytes, as: UTF8.self), listings.counts)
    }

    /// The text of groups holding `members[g]` members each, built directly.
    func expected(_ members: [Int]) -> String {
        members.indices.map { group in
            "\(group):" + (0..<members[group]).map { "\(group).\($0)," }.joined() + ";"
        }.joined()
    }

    /// One group of 100,000 members (25 chunks' worth): listed once, not once a chunk.
    @Test func aGroupLongerThanAChunkIsListedOnce() throws {
        let count = 100_000
        try #require(1 + count > 2 * SplitFormatting.minimumLength)
        let (text, listings) = try written(counts: [count]) { _ in count }
        #expect(listings == [1])
        #expect(firstDifference(text, expected([count])) == nil)
    }

    /// 30,000 groups of 0 to 9 members (30,000 + 3,000 × 45 = 165,000 entries, cut into 41
    /// chunks): each group is listed by the chunks it falls in, one or two. (Ten groups take 55
    /// entries, 4,096 = 74 × 55 + 26, and the 7th of ten starts at 21 and ends at 28: group
    /// 746 straddles the first two chunks.)
    @Test func groupsShorterThanAChunkAreListedAtMostTwice() throws {
        let counts = (0..<30_000).map { $0 % 10 }
        try #require(counts.reduce(counts.count, +) > SplitFormatting.minimumLength)
        let (text, listings) = try written(counts: counts) { counts[$0] }
        #expect(listings.allSatisfy { (1...2).contains($0) })
        #expect(listings.contains(2))  // some group straddles two chunks
        #expect(firstDifference(text, expected(counts)) == nil)
    }

    /// Long groups among short ones, some holding fewer members than counted (an element index's
    /// bound, met at an offset showing nothing): 20 rounds of a group of 20,000 counted and
    /// listed, one of 5,000 counted and 3 listed, one of 10,000 counted and none listed, 50 of 7
    /// members and one of 4,095 (1 + 4,095 entries: a chunk's length, the longest group its
    /// chunks list). The three long groups are listed once each, the others once or twice, and
    /// every member listed comes out once, in order. The long groups' 35,003 entries a round end
    /// a stretch every second round.
    @Test func longAndShortGroupsMixedComeWholeAndInOrder() throws {
        let round: [(counted: Int, listed: Int)] =
            [(20_000, 20_000), (5_000, 3), (10_000, 0)] + Array(repeating: (7, 7), count: 50) + [(4_095, 4_095)]
        let groups = Array(repeating: round, count: 20).flatMap { $0 }
        try #require(1 + 4_095 == SplitFormatting.chunkLength)
        let (text, listings) = try written(counts: groups.map(\.counted)) { groups[$0].listed }
        for (group, listed) in listings.enumerated() {
            if groups[group].counted >= SplitFormatting.chunkLength {
                #expect(listed == 1, "group \(group) of \(groups[group].counted)")
            } else {
                #expect((1...2).contains(listed), "group \(group) of \(groups[group].counted)")
            }
        }
        #expect(firstDifference(text, expected(groups.map(\.listed))) == nil)
    }

    /// A run too short to be cut is one chunk: each group listed once.
    @Test func aShortRunListsEachGroupOnce() throws {
        let counts = [0, 3, 4_096, 1, 0]
        let (text, listings) = try written(counts: counts) { counts[$0] }
        #expect(listings == [1, 1, 1, 1, 1])
        #expect(text == expected(counts))
        let empty = try written(counts: []) { _ in 0 }
        #expect(empty.text.isEmpty && empty.listings.isEmpty)
    }
}

/// How many times each group was listed, from either thread.
///
/// Unchecked `Sendable`, and safe: `counts` is read and written under `lock` only.
private final class ListingCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [Int]

    init(groups: Int) {
        noted = Array(repeating: 0, count: groups)
    }

    func note(_ group: Int) {
        lock.withLock { noted[group] += 1 }
    }

    var counts: [Int] {
        lock.withLock { noted }
    }
}
