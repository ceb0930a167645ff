import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutText

/// The screen `json` describes.
func screen(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) throws -> Screen {
    try SpecReader.read(Array(json.utf8), overrides: overrides)
}

/// A spec of one section with these keys (a JSON object's body), at 390 × 844.
func oneSection(_ body: String) -> String {
    #"{"container": {"width": 390, "height": 844}, "sections": [{\#(body)}]}"#
}

/// The screen `json` describes, laid out at each of `widths` (its own width when nil) and
/// written in `format` as one run, as text.
func written(_ json: String, widths: [Double]? = nil, format: OutputFormat) throws -> String {
    var screen = try screen(json)
    var documents: [LaidOutDocument] = []
    for width in widths ?? [screen.container.width] {
        screen.container.width = width
        documents.append(LaidOutDocument(source: "spec.json", layout: try screen.layout()))
    }
    let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
        try format.write(documents, precision: nil, to: &out)
    }
    return String(decoding: bytes, as: UTF8.self)
}
