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
