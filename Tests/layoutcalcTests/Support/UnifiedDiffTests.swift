@testable import layoutcalc
import Testing

/// The unified format, with expectations written as `diff -u` prints them.
@Suite struct UnifiedDiffTests {
    func diff(_ expected: String, _ actual: String) -> String {
        var out: [UInt8] = []
        UnifiedDiff(from: Array(expected.utf8), to: Array(actual.utf8)).write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Lines "1\n" … "n\n".
    func lines(_ numbers: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
        numbers.map { changes[$0] ?? "\($0)" }.map { $0 + "\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("", "") == "")
        #expect(diff(lines(1...20), lines(1...20)) == "")
    }

    @Test func aChangedLineHasThreeLinesOfContextEachSide() {
        let expected = """
            --- expected
            +++ actual
            @@ -7,7 +7,7 @@
             7
             8
             9
            -10
            +ten
             11
             12
             13

            """
        #expect(diff(lines(1...20), lines(1...20, replacing: [10: "ten"])) == expected)
    }

    @Test func contextStopsAtTheEnds() {
        let expected = """
            --- expected
            +++ actual
            @@ -1,3 +1,3 @@
            -1
            +one
             2
             3

            """
        #expect(diff(lines(1...3), lines(1...3, replacing: [1: "one"])) == expected)
    }

    /// Changes 7 lines apart (6 between) share a hunk; 8 apart (7 between) do not.
    @Test func nearChangesShareAHunkAndFarOnesDoNot() {
        let near = """
            --- expected
            +++ actual
            @@ -2,14 +2,14 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
             9
             10
             11
            -12
            +twelve
             13
             14
             15

            """
        #expect(diff(lines(1...20), lines(1...20, replacing: [5: "five", 12: "twelve"])) == near)
        let far = """
            --- expected
            +++ actual
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
            @@ -10,7 +10,7 @@
             10
             11
             12
            -13
            +thirteen
             14
             15
             16

            """
        #expect(diff(lines(1...20), lines(1...20, replacing: [5: "five", 13: "thirteen"])) == far)
    }

    @Test func insertionsAndDeletionsCountTheirSides() {
        // Two lines inserted after line 4: 3 context lines before, 3 after.
        let inserted = """
            --- expected
            +++ actual
            @@ -2,6 +2,8 @@
             2
             3
             4
            +4a
            +4b
             5
             6
             7

            """
        #expect(diff(lines(1...10), "1\n2\n3\n4\n4a\n4b\n5\n6\n7\n8\n9\n10\n") == inserted)
        // Everything removed: the new side is empty and names line 0.
        let emptied = """
            --- expected
            +++ actual
            @@ -1,2 +0,0 @@
            -1
            -2

            """
        #expect(diff(lines(1...2), "") == emptied)
        // A new file: the old side is empty; one line leaves out its count.
        #expect(diff("", "a\n") == "--- expected\n+++ actual\n@@ -0,0 +1 @@\n+a\n")
    }

    @Test func aMissingFinalNewlineIsMarked() {
        let expected = """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
             1
            -2
            \\ No newline at end of file
            +2

            """
        #expect(diff("1\n2", "1\n2\n") == expected)
    }
}

/// The diff's bounds: `maximumHunks` hunks and `maximumChangedLines` changed lines, then how many
/// more lines differ.
@Suite struct UnifiedDiffBoundTests {
    func diff(_ expected: String, _ actual: String) -> String {
        var out: [UInt8] = []
        UnifiedDiff(from: Array(expected.utf8), to: Array(actual.utf8)).write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Lines "1\n" … "n\n", with some replaced.
    func lines(_ count: Int, replacing: (Int) -> String? = { _ in nil }) -> String {
        (1...count).map { (replacing($0) ?? "\($0)") + "\n" }.joined()
    }

    @Test func theEleventhHunkAndAfterAreCounted() {
        // A line changed every 10 lines: 7 unchanged lines between changes, a hunk each.
        let old = lines(200), new = lines(200) { $0 % 10 == 5 ? "changed \($0)" : nil }
        let text = diff(old, new)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count == 10)
        // 20 changed lines, 2 diff lines each; 10 shown.
        #expect(text.hasSuffix("+changed 95\n 96\n 97\n 98\n… 20 more lines differ\n"))
    }

    @Test func aLongChangeIsCutAtTheLineBound() {
        // Lines 11 to 310 replaced: 300 removed and 300 inserted; 100 of each are shown.
        let old = lines(320), new = lines(320) { (11...310).contains($0) ? "new \($0)" : nil }
        let text = diff(old, new)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(body[2] == "@@ -8,103 +8,103 @@")
        #expect(body.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 100)
        #expect(body.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 100)
        // No context after a cut: the next line would be a change.
        #expect(body[body.count - 3] == "+new 110")
        #expect(body[body.count - 2] == "… 400 more lines differ")
    }

    @Test func oneMoreLineIsSingular() {
        // Every fourth line of the first 400 changed: one hunk of 100 changes, 200 lines,
        // exactly the bound.
        let old = lines(2000), new = lines(2000) { $0 % 4 == 0 && $0 <= 400 ? "changed \($0)" : nil }
        let text = diff(old, new)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("@@ ") } == ["@@ -1,403 +1,403 @@"])
        #expect(!text.contains("more line"))
        let more = diff(old + "x\n", new + "y\n")
        #expect(more.hasSuffix("… 2 more lines differ\n"))
        let insertedOnly = diff(old, new + "y\n")
        #expect(insertedOnly.hasSuffix("… 1 more line differs\n"))
    }
}
