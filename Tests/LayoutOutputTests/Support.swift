import LayoutEngine
import LayoutSpec
import LayoutSpecReader

/// The screen `json` describes.
func screen(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) throws -> Screen {
    try SpecReader.read(Array(json.utf8), overrides: overrides)
}

/// A spec of one section with these keys (a JSON object's body), at 390 × 844.
func oneSection(_ body: String) -> String {
    #"{"container": {"width": 390, "height": 844}, "sections": [{\#(body)}]}"#
}
