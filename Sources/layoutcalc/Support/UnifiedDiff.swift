/// A line diff in the unified format of `diff -u`: `--- expected`, `+++ actual`, then hunks
/// of changed lines with `contextLines` of unchanged lines around them.
///
/// The lines that differ are found by the standard library's `CollectionDifference`, run only
/// on what lies between the common first and last lines, so a small change to a large golden
/// file costs little more than reading it.
struct UnifiedDiff {
    static let contextLines = 3

    /// A run of changed lines: `old` replaced by `new` (either may be empty).
    private struct Change {
        var old: Range<Int>
        var new: Range<Int>
    }

    private let old: [ArraySlice<UInt8>]
    private let new: [ArraySlice<UInt8>]
    private let changes: [Change]

    init(from expected: [UInt8], to actual: [UInt8]) {
        old = Self.lines(expected)
        new = Self.lines(actual)
        changes = Self.changes(old, new)
    }

    var isEmpty: Bool { changes.isEmpty }

    /// The diff as text; empty when the two are the same.
    func write(to out: inout [UInt8]) {
        guard !changes.isEmpty else { return }
        out.append(contentsOf: "--- expected\n+++ actual\n".utf8)
        var first = 0
        while first < changes.count {
            var last = first
            while last + 1 < changes.count,
                changes[last + 1].old.lowerBound - changes[last].old.upperBound <= 2 * Self.contextLines
            {
                last += 1
            }
            writeHunk(changes[first...last], to: &out)
            first = last + 1
        }
    }

    /// One hunk: its changes, and the unchanged lines between and around them.
    private func writeHunk(_ hunk: ArraySlice<Change>, to out: inout [UInt8]) {
        let head = hunk.first!, tail = hunk.last!
        let before = min(Self.contextLines, head.old.lowerBound)
        let after = min(Self.contextLines, old.count - tail.old.upperBound)
        let oldLines = head.old.lowerBound - before..<tail.old.upperBound + after
        let newLines = head.new.lowerBound - before..<tail.new.upperBound + after
        out.append(contentsOf: "@@ -\(Self.range(oldLines)) +\(Self.range(newLines)) @@\n".utf8)

        var position = oldLines.lowerBound
        for change in hunk {
            for line in old[position..<change.old.lowerBound] { Self.append(" ", line, to: &out) }
            for line in old[change.old] { Self.append("-", line, to: &out) }
            for line in new[change.new] { Self.append("+", line, to: &out) }
            position = change.old.upperBound
        }
        for line in old[position..<oldLines.upperBound] { Self.append(" ", line, to: &out) }
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

    /// The lines of `text`, each with its newline (the last may have none).
    private static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(text[start...index])
            start = index + 1
        }
        if start < text.count { lines.append(text[start...]) }
        return lines
    }

    /// The runs of changed lines, in order.
    private static func changes(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Change] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = old[prefix..<old.count - suffix]
        let newMiddle = new[prefix..<new.count - suffix]
        var removed = [Bool](repeating: false, count: oldMiddle.count)
        var inserted = [Bool](repeating: false, count: newMiddle.count)
        for step in newMiddle.difference(from: oldMiddle) {
            switch step {
            case .remove(let offset, _, _): removed[offset] = true
            case .insert(let offset, _, _): inserted[offset] = true
            }
        }

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
