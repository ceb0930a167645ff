import LayoutSpec
import LayoutText
import LayoutEngine

/// How layouts are printed.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// One JSON document, laid out as `jq .` prints it.
    case json
    /// One aligned row per element, for people.
    case table
    /// One compact JSON object per element per line, for streams and huge layouts.
    case ndjson
    /// A picture of the layout.
    case svg
}

/// A screen laid out from one spec at one width.
public struct LaidOutDocument: Sendable {
    /// Where the spec came from (a path or `<stdin>`).
    public var source: String
    public var layout: ScreenLayout

    public init(source: String, layout: ScreenLayout) {
        self.source = source
        self.layout = layout
    }
}

/// Writes layouts in a format.
public enum LayoutWriter {
    /// Writes `documents`: JSON prints one document, or an array of them when there are
    /// several; ndjson prints one line per element; the table prints one block each.
    /// `precision` rounds every number first.
    public static func write(
        _ documents: [LaidOutDocument], format: OutputFormat, precision: Int?, to out: inout ByteWriter
    ) throws(OutputError) {
        switch format {
        case .json:
            if documents.count == 1 {
                var writer = JSONLayoutWriter(precision: precision, depth: 0)
                try writer.document(documents[0].layout, &out)
            } else {
                var printer = PrettyPrinter()
                try printer.openArray(&out)
                for document in documents {
                    try printer.element(&out)
                    var writer = JSONLayoutWriter(precision: precision, depth: 1)
                    try writer.document(document.layout, &out)
                }
                try printer.closeArray(&out)
            }
            try out.byte(UInt8(ascii: "\n"))
        case .ndjson:
            for document in documents {
                let named = documents.count > 1 ? document : nil
                try NDJSONWriter(precision: precision, document: named).write(document.layout, &out)
            }
        case .svg:
            try SVGWriter(precision: precision).write(documents, &out)
        case .table:
            for (index, document) in documents.enumerated() {
                if documents.count > 1 {
                    if index > 0 { try out.byte(UInt8(ascii: "\n")) }
                    try TableWriter.writeHeading(document, precision: precision, &out)
                }
                try TableWriter(layout: document.layout, precision: precision).write(&out)
            }
        }
    }
}
