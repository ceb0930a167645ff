import ArgumentParser
import LayoutOutput

/// How to print a layout.
struct FormatOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "json (one document, as jq . prints it), table (for people), ndjson (an object per element per line) or svg (a picture).",
            valueName: "json|table|ndjson|svg"))
    var format: OutputFormat = .json

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Round every number half away from zero to N decimals (0 to 17).", valueName: "N"),
        transform: NumberArgument.decimals)
    var precision: Int?
}

/// The values are spelled out: swift-argument-parser's defaults for a `CaseIterable` raw-value
/// enum go through key paths and reflection, 7% of the home screen's instructions at start-up.
extension OutputFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}
