import Foundation
import LayoutDiff
import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutText
import TestSupport

/// The screen of `samples/NAME` at `width` (its own width when `nil`).
func sample(_ name: String, width: Double? = nil, scale: Double? = nil) throws -> Screen {
    try spec(try String(contentsOf: packageRoot.appendingPathComponent("samples/" + name), encoding: .utf8), width: width, scale: scale)
}

/// The screen a spec's `text` describes, read by the spec format from LayoutDiff's `PlainJSON`,
/// not json-c: these tests build with nothing installed, as an app's package does.
func spec(_ text: String, width: Double? = nil, scale: Double? = nil) throws -> Screen {
    try PlainJSON().withRoot(of: Array(text.utf8)) { (root) throws(SpecError) in
        try SpecDecoding.screen(from: root, overrides: LayoutOverrides(width: width, scale: scale))
    }
}

/// What `layoutcalc` prints for these layouts in `format`, named `source`.
func output(_ layouts: [ScreenLayout], source: String, format: OutputFormat) throws -> [UInt8] {
    try ByteArraySink.collect { (out) throws(OutputError) in
        try format.write(layouts.map { LaidOutDocument(source: source, layout: $0) }, precision: nil, to: &out)
    }
}

/// The samples' golden outputs, as `samples/goldens` lists them: the sample, its widths (none:
/// the spec's own) and format.
struct Golden: CustomStringConvertible, Sendable {
    var expected: String
    var sample: String
    var widths: [Double]?
    var scale: Double?
    var format: OutputFormat

    var description: String { expected }

    static let all: [Golden] = {
        let manifest = (try? String(contentsOf: packageRoot.appendingPathComponent("samples/goldens"), encoding: .utf8)) ?? ""
        return manifest.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let expected = fields.first, !expected.hasPrefix("#"), fields.count >= 2 else { return nil }
            var golden = Golden(expected: expected, sample: fields[1], widths: nil, format: .json)
            var arguments = fields.dropFirst(2).makeIterator()
            while let argument = arguments.next() {
                switch argument {
                case "--width": golden.widths = arguments.next()?.split(separator: ",").compactMap { Double($0) }
                case "--scale": golden.scale = arguments.next().flatMap { Double($0) }
                case "--format": golden.format = arguments.next().flatMap(OutputFormat.init(rawValue:)) ?? .json
                default: return nil
                }
            }
            return golden
        }
    }()
}
