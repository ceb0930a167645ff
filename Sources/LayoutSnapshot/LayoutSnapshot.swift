import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutText
import LayoutcalcUIKit

/// A layout's snapshot: the layout prepared at each of its harnesses' sizes, as
/// `prepare(size:…)` prepares it, and written as the command line writes it.
///
/// A layout that has a spec (`LayoutcalcHarness.spec(of:)`: compositional, flow and list
/// layouts and the subclasses that answer as they lay out) is written exactly as `layoutcalc`
/// prints that spec: at one size, the very bytes of `layoutcalc SPEC --format F`; at several, a
/// document each in order, as `--width 390,834` prints them (each size's spec is its own, since a
/// section provider may answer otherwise at another width). A custom layout, which has no spec,
/// is written from what its queries answer: `QueriedLayout`.
public struct LayoutSnapshot: Sendable {
    public let format: SnapshotFormat
    /// The values the layout is prepared with, one harness a size, in the order written.
    public let harnesses: [LayoutcalcHarness]

    public init(format: SnapshotFormat, harnesses: [LayoutcalcHarness]) {
        self.format = format
        self.harnesses = harnesses
    }

    /// The snapshot of `layout`.
    public func text(of layout: UICollectionViewLayout) throws(SnapshotError) -> String {
        let source = String(describing: type(of: layout))
        guard let first = harnesses.first else { throw SnapshotError("\(source): error: a snapshot needs at least one size") }
        let bytes: [UInt8]
        switch Self.screen(of: layout, with: first) {
        case .success(let screen):
            var screens = [screen]
            for harness in harnesses.dropFirst() {
                do {
                    screens.append(try harness.screen(of: layout))
                } catch {
                    throw SnapshotError(error, source: source)
                }
            }
            bytes = try written(screens, source: source)
        case .failure(let error) where error.issues.allSatisfy(\.isLayoutsOwnAnswer):
            var layouts: [QueriedLayout] = []
            for harness in harnesses { layouts.append(try QueriedLayout(layout, harness: harness, source: source)) }
            bytes = try QueriedLayoutWriting.bytes(of: layouts, format: format, source: source)
        case .failure(let error):
            throw SnapshotError(error, source: source)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func screen(of layout: UICollectionViewLayout, with harness: LayoutcalcHarness) -> Result<Screen, SpecError> {
        Result { () throws(SpecError) in try harness.screen(of: layout) }
    }

    /// The screens laid out and written by the command line's own run, a document each.
    private func written(_ screens: [Screen], source: String) throws(SnapshotError) -> [UInt8] {
        var run = ScreenRun(format: format.outputFormat, severalDocuments: screens.count > 1)
        var documents: [LaidOutDocument] = []
        for screen in screens {
            do throws(ScreenRun.Failure) {
                documents += try run.layOut(screen, atWidths: [nil], source: source)
            } catch {
                switch error {
                case .invalid(let error): throw SnapshotError(error, source: source)
                case .refused(let issue, let refused): throw SnapshotError(issue.rendered(source: refused))
                }
            }
        }
        do {
            return try ByteArraySink.collect { (out) throws(OutputError) in try run.write(documents, to: &out) }
        } catch {
            throw SnapshotError("\(source): error: the snapshot could not be written: \(error)")
        }
    }
}

extension SpecIssue {
    /// Whether the issue is that the layout answers by code of its own, which no spec says.
    fileprivate var isLayoutsOwnAnswer: Bool {
        problem.layer(as: LayoutObjectProblem.self)?.isLayoutsOwnAnswer == true
    }
}
