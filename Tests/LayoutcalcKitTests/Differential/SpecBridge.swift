import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutText

/// Everything the differential tests ask of LayoutSpec, in one place: a screen written as a spec
/// and read back, and a layout written as JSON.
enum SpecBridge {
    /// `screen` as spec text (`SpecWriter`), or why it cannot be written.
    static func spec(of screen: Screen) -> Result<[UInt8], SpecError> {
        do {
            return .success(try SpecWriter.bytes(of: screen))
        } catch {
            return .failure(error)
        }
    }

    /// The screen `spec` describes (`SpecReader`), or the issues it gets.
    static func screen(from spec: [UInt8]) -> Result<Screen, SpecError> {
        do {
            return .success(try SpecReader.read(spec))
        } catch {
            return .failure(error)
        }
    }

    /// `layout` as the JSON document `layoutcalc` prints (`LayoutWriter`).
    static func json(of layout: ScreenLayout) throws -> [UInt8] {
        try ByteArraySink.collect { (out) throws(OutputError) in
            try OutputFormat.json.write([LaidOutDocument(source: "spec", layout: layout)], precision: nil, to: &out)
        }
    }

    /// `screen` as a spec to print in a failure message, or, where the writer refuses it, its
    /// Swift description with the writer's reason.
    static func printable(_ screen: Screen) -> String {
        switch spec(of: screen) {
        case .success(let bytes): String(decoding: bytes, as: UTF8.self)
        case .failure(let error):
            "(the spec writer refuses it: \(error.issues.map { $0.rendered(source: "spec") }))\n\(screen)"
        }
    }
}
