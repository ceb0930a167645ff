/// A line diff in the unified format of `diff -u`: `--- expected`, `+++ actual` (or the labels
/// given), then hunks
/// of changed lines with `contextLines` of unchanged lines around them; at most `maximumHunks`
/// hunks and `maximumChangedLines` changed lines, then a line that says how many more differ.
///
/// The lines that differ are found by `LineDiff`, in time linear in the lines, run only on what
/// lies between the common first and last lines, so a small change to a large golden file
/// costs little more than reading it.
struct UnifiedDiff {
    static let contextLines = 3
    static let maximumHunks = 10
    static let maximumChangedLines = 200

    /// A run of changed lines: `old` replaced by `new` (either may be empty).
    private struct Change: Equatable {
        var old: Range<Int>
        var new: Range<Int>

        /// Its first lines, `lines` of them in all: as many removed lines as inserted ones
        /// where both sides have that many, the rest to the side that has more.
        func cut(to lines: Int) -> Change {
            let removed = min(old.count, max(lines / 2, lines - new.count))
            let inserted = min(new.count, lines - removed)
            return Change(old: old.lowerBound..<old.lowerBound + removed, new: new.lowerBound..<new.lowerBound + inserted)
        }
    }

    private let old: TextLines
    private let new: TextLines
    private let changes: [Change]
    /// What the header names the two texts.
    private let labels: (old: String, new: String)

    init(from expected: [UInt8], to actual: [UInt8], labels: (old: String, new: String) = ("expected", "actual")) {
        old = TextLines(expected)
        new = TextLines(actual)
        changes = Self.changes(old, new)
        self.labels = labels
    }

    var isEmpty: Bool { changes.isEmpty }

    /// The diff as text; empty when the two are the same. Changes fewer than `2 * contextLines`
    /// unchanged lines apart share a hunk. Past the bounds, the change that crosses them is cut
    /// (its first removed and inserted lines, as many of each as fit) and its hunk ends there,
    /// without the context that would follow; then `… N more lines differ`, N counting the
    /// removed and inserted lines left out.
    func write(to out: inout [UInt8]) {
        guard !changes.isEmpty else { return }
        out.append(contentsOf: "--- \(labels.old)\n+++ \(labels.new)\n".utf8)
        var budget = Self.maximumChangedLines
        var first = 0
        var hunks = 0
        while first < changes.count && hunks < Self.maximumHunks && budget > 0 {
            var hunk: [Change] = []
            var next = first
            repeat {
                let change = changes[next]
                let size = change.old.count + change.new.count
                hunk.append(size <= budget ? change : change.cut(to: budget))
                budget -= min(size, budget)
                next += 1
            } while next < changes.count && budget > 0 && hunk.last == changes[next - 1]
                && changes[next].old.lowerBound - changes[next - 1].old.upperBound <= 2 * Self.contextLines
            let isCut = hunk.last != changes[next - 1]
            let end = next < changes.count ? changes[next].old.lowerBound : old.count
            writeHunk(hunk, after: isCut ? 0 : min(Self.contextLines, end - hunk.last!.old.upperBound), to: &out)
            hunks += 1
            first = next
        }
        let shown = Self.maximumChangedLines - budget
        let left = changes.reduce(0) { $0 + $1.old.count + $1.new.count } - shown
        if left > 0 {
            out.append(contentsOf: "… \(left) more \(left == 1 ? "line differs" : "lines differ")\n".utf8)
        }
    }

    /// One hunk: its changes, the unchanged lines between them, `contextLines` before them
    /// (fewer at the start) and `after` lines after them.
    private func writeHunk(_ hunk: [Change], after: Int, to out: inout [UInt8]) {
        let head = hunk.first!, tail = hunk.last!
        let before = min(Self.contextLines, head.old.lowerBound)
        let oldLines = head.old.lowerBound - before..<tail.old.upperBound + after
        let newLines = head.new.lowerBound - before..<tail.new.upperBound + after
        out.append(contentsOf: "@@ -\(Self.range(oldLines)) +\(Self.range(newLines)) @@\n".utf8)

        var position = oldLines.lowerBound
        for change in hunk {
            for line in position..<change.old.lowerBound { Self.append(" ", old[line], to: &out) }
            for line in change.old { Self.append("-", old[line], to: &out) }
            for line in change.new { Self.append("+", new[line], to: &out) }
            position = change.old.upperBound
        }
        for line in position..<oldLines.upperBound { Self.append(" ", old[line], to: &out) }
    }

    /// `start,count` as `diff -u` writes it: lines count from 1, `,1` is left out, and an
    /// empty range names the line before it.
    private static func range(_ lines: Range<Int>) -> String {
        switch lines.count {
        case 0: "\(lines.lowerBound),0"
        case 1: "\(lines.lowerBound + 1)"
        default: "\(lines.lowerBound + 1),\(lines.count)"
        }
    }

    private static func append(_ marker: Unicode.Scalar, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: marker))
        out.append(contentsOf: line)
        if line.last != UInt8(ascii: "\n") {
            out.append(contentsOf: "\n\\ No newline at end of file\n".utf8)
        }
    }

    /// The runs of changed lines, in order.
    private static func changes(_ old: TextLines, _ new: TextLines) -> [Change] {
        let (prefix, suffix) = old.withBytes { oldBytes in
            new.withBytes { newBytes in
                var prefix = 0
                while prefix < old.count && prefix < new.count
                    && old.line(prefix, in: oldBytes, equals: prefix, of: new, in: newBytes)
                {
                    prefix += 1
                }
                var suffix = 0
                while suffix < old.count - prefix && suffix < new.count - prefix
                    && old.line(old.count - 1 - suffix, in: oldBytes, equals: new.count - 1 - suffix, of: new, in: newBytes)
                {
                    suffix += 1
                }
                return (prefix, suffix)
            }
        }
        let middle = LineDiff(from: old, prefix..<old.count - suffix, to: new, prefix..<new.count - suffix)
        let removed = middle.removed, inserted = middle.inserted

        // Walk both: lines neither removed nor inserted are the same on both sides.
        var changes: [Change] = []
        var i = 0, j = 0
        while i < removed.count || j < inserted.count {
            guard (i < removed.count && removed[i]) || (j < inserted.count && inserted[j]) else {
                i += 1
                j += 1
                continue
            }
            let start = (i, j)
            while (i < removed.count && removed[i]) || (j < inserted.count && inserted[j]) {
                if i < removed.count && removed[i] { i += 1 } else { j += 1 }
            }
            changes.append(Change(old: prefix + start.0..<prefix + i, new: prefix + start.1..<prefix + j))
        }
        return changes
    }
}
