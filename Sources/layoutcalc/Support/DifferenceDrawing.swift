import ArgumentParser
import LayoutDiff
import LayoutSpec
import LayoutSpecReader
import LayoutText

/// The picture of what changed between two outputs of layoutcalc (`--diff-svg`), as `check`
/// and `diff` draw it: both layouts' frames read back, paired, and drawn, then written to the
/// picture's file atomically.
struct DifferenceDrawing {
    /// One output read back: its bytes, and how a message names it.
    struct Output {
        var text: [UInt8]
        var name: String
        /// Whether it is layoutcalc's own, just printed: one that does not read back is then
        /// layoutcalc's fault (exit 70), not the file's (exit 65).
        var isOwn = false
    }

    let expected: Output
    let actual: Output
    let format: GoldenReader.Format
    /// What the picture's title names (a spec, or the newer output).
    let title: String

    /// Writes the picture to `picture`. An output whose frames cannot be read is reported and
    /// nothing written.
    func write(to picture: FileName) throws {
        let expectedDocuments = try documents(of: expected)
        let actualDocuments = try documents(of: actual)
        let drawing: DiffPicture
        do throws(DiffPicture.TooLarge) {
            drawing = try DiffPicture(LayoutDifference(expected: expectedDocuments, actual: actualDocuments), specName: title)
        } catch {
            Terminal.error("\(picture.shown): error: \(error.message)")
            throw ExitCode.invalidSpec
        }
        try OutputDestination.file(picture).write { (out) throws(OutputError) in try drawing.write(to: &out) }
    }

    private func documents(of output: Output) throws -> [FramedLayout] {
        do throws(GoldenError) {
            return try GoldenReader.documents(in: output.text, format: format, parser: StrictJSON())
        } catch {
            if output.isOwn {
                Terminal.error("layoutcalc: error: the output does not read back: \(error.rendered(source: "output"))")
                throw ExitCode.internalError
            }
            Terminal.error(error.rendered(source: output.name))
            throw ExitCode.invalidSpec
        }
    }
}

/// json-c, as strict as a spec is read (LayoutSpecReader's `JSONText`): the parser a golden
/// file's frames are read back with here, as large as a spec may be.
private struct StrictJSON: JSONTreeParser {
    func withRoot<Result>(of text: [UInt8], _ body: (any SpecNode) throws(SpecError) -> Result) throws(SpecError) -> Result {
        try JSONText.withRoot(of: text, body)
    }
}
