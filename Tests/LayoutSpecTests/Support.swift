import LayoutEngine
import LayoutSpec
import LayoutSpecReader

/// The screen `json` describes.
func screen(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) throws -> Screen {
    try SpecReader.read(Array(json.utf8), overrides: overrides)
}

/// The issues `json` gets, in the order reported (the reader's before the checks', which run
/// on what was read).
func orderedIssues(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) -> [SpecIssue] {
    do {
        _ = try SpecReader.read(Array(json.utf8), overrides: overrides)
        return []
    } catch {
        return error.issues
    }
}

/// The diagnostics `json` gets, as printed for a file named `spec.json`, in no order.
func diagnostics(_ json: String, overrides: LayoutOverrides = LayoutOverrides(), naming names: OverrideNames = .none) -> Set<String> {
    Set(orderedIssues(json, overrides: overrides).map { $0.rendered(source: "spec.json", naming: names) })
}

/// A spec of one section with these keys (a JSON object's body), at 390 × 844.
func oneSection(_ body: String) -> String {
    #"{"container": {"width": 390, "height": 844}, "sections": [{\#(body)}]}"#
}

/// The only section of `json`.
func section(_ body: String) throws -> Section {
    try screen(oneSection(body)).sections[0]
}


/// The issues `json` gets, in no order: tests assert on what each problem is and where, and the
/// bad specs' `.stderr` files (Tests/layoutcalcTests/BadSpecs) keep the words.
func issues(_ json: String, overrides: LayoutOverrides = LayoutOverrides()) -> Set<SpecIssue> {
    Set(orderedIssues(json, overrides: overrides))
}

/// The place of a value, written as messages write it: `sections[0].group.size`, `$`.
func at(_ text: String) -> SpecPlace {
    var path = SpecPath()
    guard text != "$" else { return .path(path) }
    for part in text.split(separator: ".") {
        var rest = Substring(part)
        if let bracket = rest.firstIndex(of: "[") {
            if bracket > rest.startIndex { path.append(.key(String(rest[..<bracket]))) }
            rest = rest[bracket...]
            while rest.first == "[", let close = rest.firstIndex(of: "]") {
                path.append(.index(Int(rest[rest.index(after: rest.startIndex)..<close])!))
                rest = rest[rest.index(after: close)...]
            }
        } else {
            path.append(.key(String(rest)))
        }
    }
    return .path(path)
}

/// `problem` at `place` (a path as `at` reads it).
func issue(_ problem: SpecProblem, _ place: String) -> SpecIssue {
    SpecIssue(problem, at: at(place))
}
