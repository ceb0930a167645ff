import LayoutEngine
import LayoutSpec

/// The screen `json` describes.
func screen(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) throws -> Screen {
    try SpecReader.read(Array(json.utf8), overrides: overrides)
}

/// The diagnostics `json` gets, as printed for a file named `spec.json`.
func diagnostics(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) -> [String] {
    do {
        _ = try SpecReader.read(Array(json.utf8), overrides: overrides)
        return []
    } catch {
        return error.diagnostics.map { $0.rendered(source: "spec.json") }
    }
}

/// A spec of one section with these keys (a JSON object's body), at 390 × 844.
func oneSection(_ body: String) -> String {
    #"{"container": {"width": 390, "height": 844}, "sections": [{\#(body)}]}"#
}

/// The only section of `json`.
func section(_ body: String) throws -> Section {
    try screen(oneSection(body)).sections[0]
}

/// Where `actual` first differs from `expected`, with a little of each from there; nil when
/// they are equal. A failed comparison of megabytes of output then says where, not everything.
func firstDifference(_ actual: String, _ expected: String) -> String? {
    let actualBytes = Array(actual.utf8)
    let expectedBytes = Array(expected.utf8)
    guard actualBytes != expectedBytes else { return nil }
    let offset = zip(actualBytes, expectedBytes).prefix { $0 == $1 }.count
    func excerpt(_ bytes: [UInt8]) -> String { String(decoding: bytes[offset...].prefix(60), as: UTF8.self) }
    return "at byte \(offset) of \(actualBytes.count) (expected \(expectedBytes.count)): \(excerpt(actualBytes)) ≠ \(excerpt(expectedBytes))"
}
