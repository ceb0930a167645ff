import LayoutDiff
import LayoutText

/// Two JSON snapshots of a layout compared frame by frame, as `layoutcalc diff` compares two
/// outputs: for a failed snapshot's message, the elements that moved, came or went, each named
/// by its section, what it is and its index with its old and new frame (`DifferenceReport`); and
/// the picture of what changed, as `layoutcalc diff OLD NEW --diff-svg` draws it. The snapshots
/// are read with `PlainJSON`: a test process has no json-c.
public struct SnapshotDifference: Sendable {
    public let difference: LayoutDifference

    /// The two compared; nil where either does not read back as layoutcalc's JSON (a
    /// reference edited by hand, or recorded from another format).
    public init?(reference: String, actual: String) {
        do throws(GoldenError) {
            let expected = try GoldenReader.documents(in: Array(reference.utf8), format: .json, parser: PlainJSON())
            let actual = try GoldenReader.documents(in: Array(actual.utf8), format: .json, parser: PlainJSON())
            difference = LayoutDifference(expected: expected, actual: actual)
        } catch {
            return nil
        }
    }

    /// What changed, in words: a line per size that differs, then a line per element.
    public var report: String { DifferenceReport(difference).text }

    /// The picture of what changed (SVG); nil where it would draw more than a picture draws.
    public func picture(title: String) -> String? {
        do {
            let picture = try DiffPicture(difference, specName: title)
            return String(decoding: try ByteArraySink.collect { (out) throws(OutputError) in try picture.write(to: &out) }, as: UTF8.self)
        } catch {
            return nil
        }
    }
}
