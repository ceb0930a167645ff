import ArgumentParser
import LayoutOutput

/// How to print a layout.
struct FormatOptions: ParsableArguments {
    @Option(help: ArgumentHelp(OutputFormat.help, valueName: OutputFormat.valueNames))
    var format: OutputFormat = .json

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Round every number half away from zero to N decimals (0 to 17).", valueName: "N"),
        transform: NumberArgument.decimals)
    var precision: Int?
}

/// The values are spelled out: swift-argument-parser's defaults for a `CaseIterable` raw-value
/// enum go through key paths and reflection at start-up, a noticeable part of a small spec's
/// run (docs/performance.md, "Type metadata through accessors").
extension OutputFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }

    /// `json|table|ndjson|svg|html`: the formats' names, as the usage and the help show the value.
    /// (Put together by hand, as `help` is: `joined(separator:)` is generic code that looks up
    /// its conformances at run time, a search of the binary's conformances at start-up:
    /// docs/performance.md, "Type metadata through accessors".)
    static let valueNames: String = {
        var names = ""
        for format in allCases { names += (names.isEmpty ? "" : "|") + format.rawValue }
        return names
    }()

    /// Each format's name and what it is, in one sentence: "json (one document, as jq .
    /// prints it), table (for people), ndjson (…), svg (a picture) or html (…)."
    static let help: String = {
        var help = ""
        for (position, format) in allCases.enumerated() {
            if position > 0 { help += position == allCases.count - 1 ? " or " : ", " }
            help += format.rawValue + " (" + format.summary + ")"
        }
        return help + "."
    }()
}
