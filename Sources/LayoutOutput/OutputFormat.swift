import LayoutText
import LayoutEngine

/// How layouts are printed: the names `--format` takes, each that of a `LayoutFormat`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// One JSON document, laid out as `jq .` prints it.
    case json
    /// One aligned row per element, for people.
    case table
    /// One compact JSON object per element per line, for streams and huge layouts.
    case ndjson
    /// A picture of the layout.
    case svg
    /// A page to explore the layout in a browser.
    case html

    /// The format that writes and counts it: the one place a format is named.
    var type: any LayoutFormat.Type {
        switch self {
        case .json: JSONFormat.self
        case .table: TableFormat.self
        case .ndjson: NDJSONFormat.self
        case .svg: SVGFormat.self
        case .html: HTMLFormat.self
        }
    }

    /// What the format is, as `--format`'s help says it: "a picture".
    public var summary: String { type.summary }

    /// The format of a run that prints several documents or one, its numbers rounded to
    /// `precision` decimals if given.
    func format(precision: Int?, severalDocuments: Bool) -> any LayoutFormat {
        type.init(precision: precision, severalDocuments: severalDocuments)
    }

    /// Writes `documents` in this format: JSON prints one document, or an array of them when
    /// there are several (or none); ndjson prints one line per element; the table prints one
    /// block each; the picture one panel each. `precision` rounds every number first.
    public func write(_ documents: [LaidOutDocument], precision: Int?, to out: inout ByteWriter) throws(OutputError) {
        try format(precision: precision, severalDocuments: documents.count != 1).write(documents, to: &out)
    }
}
