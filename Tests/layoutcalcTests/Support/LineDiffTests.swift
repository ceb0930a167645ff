@testable import layoutcalc
import Testing
import TestSupport

/// The lines a diff changes: a shortest script while one of at most `maximumCost` edits exists,
/// and always a script that keeps the same lines, in the same order, on both sides.
@Suite struct LineDiffTests {
    /// Lines from a small alphabet, so that many repeat, as a layout's lines do.
    static func lines(_ count: Int, alphabet: Int, _ generator: inout SeededRandom) -> [ArraySlice<UInt8>] {
        (0..<count).map { _ in ArraySlice("line \(generator.next() % UInt64(alphabet))\n".utf8) }
    }

    /// The length of the longest common subsequence, by dynamic programming.
    static func longestCommon(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for line in a {
            var row = [0]
            for (j, other) in b.enumerated() {
                row.append(line == other ? previous[j] + 1 : max(previous[j + 1], row[j]))
            }
            previous = row
        }
        return previous[b.count]
    }

    /// The diff of all of `a` and all of `b`.
    static func diff(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> LineDiff {
        LineDiff(from: TextLines(Array(a.joined())), 0..<a.count, to: TextLines(Array(b.joined())), 0..<b.count)
    }

    /// The lines the diff keeps, on each side.
    static func kept(_ diff: LineDiff, _ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> ([ArraySlice<UInt8>], [ArraySlice<UInt8>]) {
        (a.indices.filter { !diff.removed[$0] }.map { a[$0] }, b.indices.filter { !diff.inserted[$0] }.map { b[$0] })
    }

    @Test(arguments: 1...40)
    func aFewChangesGetAShortestScript(_ seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed))
        let a = Self.lines(Int(generator.next() % 120), alphabet: 12, &generator)
        // b is a with a few lines removed, replaced and inserted.
        var b = a
        for _ in 0..<Int(generator.next() % 12) {
            let position = b.isEmpty ? 0 : Int(generator.next() % UInt64(b.count))
            switch generator.next() % 3 {
            case 0 where !b.isEmpty: b.remove(at: position)
            case 1 where !b.isEmpty: b[position] = ArraySlice("new \(generator.next() % 5)\n".utf8)
            default: b.insert(ArraySlice("new \(generator.next() % 5)\n".utf8), at: position)
            }
        }
        let diff = Self.diff(a, b)
        let (keptA, keptB) = Self.kept(diff, a, b)
        #expect(keptA == keptB)
        #expect(keptA.count == Self.longestCommon(a, b))
    }

    /// Random texts of 700 lines each need far more edits than one search looks for: the
    /// script is still one, and it keeps at least most of what a shortest one keeps.
    @Test(arguments: 1...2)
    func manyChangesGetAScriptInSteps(_ seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed))
        let a = Self.lines(700, alphabet: 40, &generator)
        let b = Self.lines(700, alphabet: 40, &generator)
        let diff = Self.diff(a, b)
        let (keptA, keptB) = Self.kept(diff, a, b)
        #expect(keptA == keptB)
        let shortest = a.count + b.count - 2 * Self.longestCommon(a, b)
        #expect(shortest > 2 * LineDiff.maximumCost)
        #expect(keptA.count * 10 >= Self.longestCommon(a, b) * 8, "kept \(keptA.count)")
    }

    @Test func linesOnOneSideOnlyAreChanges() {
        let a = ["a\n", "b\n", "c\n"].map { ArraySlice($0.utf8) }
        let b = ["x\n", "b\n", "y\n", "z\n"].map { ArraySlice($0.utf8) }
        let diff = Self.diff(a, b)
        #expect(diff.removed == [true, false, true])
        #expect(diff.inserted == [true, false, true, true])
    }

    @Test func emptySides() {
        let a = ["a\n", "b\n"].map { ArraySlice($0.utf8) }
        #expect(Self.diff(a, []).removed == [true, true])
        #expect(Self.diff([], a).inserted == [true, true])
    }
}
