import LayoutEngine
import LayoutOutput
import LayoutSpec

/// A JSON parser whose tree the frames are read from: json-c's in the command line (through
/// LayoutSpecReader's `JSONText`, which this pure-Swift target does not import), `PlainJSON`
/// where there is no C (a snapshot test's process).
public protocol JSONTreeParser: Sendable {
    /// Calls `body` with the root of `text`; the tree lives only while `body` runs. A syntax
    /// error is thrown as a `SpecError` at its line and column.
    func withRoot<Result>(of text: [UInt8], _ body: (any SpecNode) throws(SpecError) -> Result) throws(SpecError) -> Result
}

/// Reads the frames of a layout's output back, from the formats that print them: JSON (one
/// document, or an array of documents for several widths or specs) and ndjson. What each
/// format holds is in docs/command-line.md; only the frames are read (the content size,
/// sections, items, supplementaries and decorations), the rest of a document is kept as text.
/// A layout snapshot's JSON, a custom layout's included, reads as the command line's does.
public enum GoldenReader {
    /// The formats frames can be read back from.
    public enum Format: Sendable {
        case json, ndjson

        /// The one output `format` is read back as; nil for a format that prints no frames to
        /// read back (a table, a picture, a page, and any format made since, until it has a
        /// reader here).
        public init?(_ format: OutputFormat) {
            if format == .json {
                self = .json
            } else if format == .ndjson {
                self = .ndjson
            } else {
                return nil
            }
        }
    }

    /// The documents of `text`, an output in `format`, parsed by `parser`.
    public static func documents(in text: [UInt8], format: Format, parser: some JSONTreeParser) throws(GoldenError) -> [FramedLayout] {
        switch format {
        case .json: try jsonDocuments(in: text, parser: parser)
        case .ndjson: try NDJSONFrames.documents(in: text, parser: parser)
        }
    }

    private static func jsonDocuments(in text: [UInt8], parser: some JSONTreeParser) throws(GoldenError) -> [FramedLayout] {
        try withRoot(of: text, parser: parser) { (root) throws(GoldenError) in
            let value = GoldenValue(root, at: SpecPath())
            guard root.type == .array else { return [try JSONFrames.document(value)] }
            return try (0..<root.count).map { (index) throws(GoldenError) in try JSONFrames.document(value.element(index)) }
        }
    }

    /// `body` given the root of `text` as JSON; the text's syntax error as a golden file's.
    static func withRoot<Result>(
        of text: [UInt8], parser: some JSONTreeParser, _ body: (any SpecNode) throws(GoldenError) -> Result
    ) throws(GoldenError) -> Result {
        let read: Swift.Result<Result, GoldenError>
        do {
            read = try parser.withRoot(of: text) { (root) in Swift.Result { () throws(GoldenError) in try body(root) } }
        } catch {
            throw GoldenError(at: .text(error.issues.first ?? SpecIssue(.outOfMemory, at: SpecPath())))
        }
        return try read.get()
    }
}

/// One document of `--format json` read for its frames.
private enum JSONFrames {
    static func document(_ document: GoldenValue) throws(GoldenError) -> FramedLayout {
        try document.expect(.object, "a layout document (an object)")
        var elements: [FramedElement] = []
        var sectionIDs: [String] = []
        let containerWidth = try document.member("container").member("width").number()
        let content = try document.member("contentSize")
        let contentSize = Size(width: try content.member("width").number(), height: try content.member("height").number())
        if let supplementaries = try document.optionalMember("supplementaries") {
            try self.supplementaries(supplementaries, section: nil, into: &elements)
        }
        let sections = try document.member("sections")
        for position in 0..<(try sections.count()) {
            let section = try sections.element(position)
            sectionIDs.append(try section.optionalMember("id")?.string() ?? "")
            let kind = try section.member("kind").string()
            elements.append(FramedElement(ElementIdentity(section: position, category: .section, kind: kind, index: position), try section.member("frame").frame()))
            if let items = try section.optionalMember("items") {
                for index in 0..<(try items.count()) {
                    let item = try items.element(index)
                    let identity = ElementIdentity(section: position, category: .item, index: try item.member("index").integer())
                    elements.append(FramedElement(identity, try item.frame()))
                }
            }
            if let supplementaries = try section.optionalMember("supplementaries") {
                try self.supplementaries(supplementaries, section: position, into: &elements)
            }
            if let decorations = try section.optionalMember("decorations") {
                var ordinals = KindOrdinals()
                for index in 0..<(try decorations.count()) {
                    let decoration = try decorations.element(index)
                    let kind = try decoration.member("kind").string()
                    let identity = ElementIdentity(section: position, category: .decoration, kind: kind, index: ordinals.next(kind))
                    elements.append(FramedElement(identity, try decoration.frame()))
                }
            }
        }
        var everything: [UInt8] = []
        CanonicalText.append(document.node, to: &everything)
        return FramedLayout(containerWidth: containerWidth, contentSize: contentSize, sectionIDs: sectionIDs, elements: elements, everything: everything)
    }

    private static func supplementaries(_ list: GoldenValue, section: Int?, into elements: inout [FramedElement]) throws(GoldenError) {
        for index in 0..<(try list.count()) {
            let supplementary = try list.element(index)
            let identity = ElementIdentity(
                section: section, category: .supplementary, kind: try supplementary.member("kind").string(),
                index: try supplementary.member("index").integer())
            elements.append(FramedElement(identity, try supplementary.frame()))
        }
    }
}

/// `--format ndjson` read for its frames, line by line: a document starts at its content line,
/// a section's elements follow its section line. What a line is follows from its keys (an item's
/// and a supplementary's differ in `element`, which is a supplementary's kind; a decoration's
/// and a section's have `kind`), and the lines of what is visible at a scroll offset are skipped.
private enum NDJSONFrames {
    static func documents(in text: [UInt8], parser: some JSONTreeParser) throws(GoldenError) -> [FramedLayout] {
        var documents: [FramedLayout] = []
        var section: Int?
        var decorationOrdinals = KindOrdinals()
        var lineNumber = 0
        var start = 0
        while start < text.count {
            lineNumber += 1
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            let line = Array(text[start..<end])
            start = end + 1
            if line.isEmpty && start >= text.count { break }
            do {
                try GoldenReader.withRoot(of: line, parser: parser) { (root) throws(GoldenError) in
                    try read(GoldenValue(root, at: SpecPath(), line: lineNumber), into: &documents, section: &section, decorationOrdinals: &decorationOrdinals)
                }
            } catch {
                var failure = error
                if case .text(var issue) = failure.place, case .text(let position) = issue.place {
                    // The line was read on its own: its line 1 is the file's line `lineNumber`.
                    issue.place = .text(TextPosition(line: lineNumber, column: position.column))
                    failure.place = .text(issue)
                }
                throw failure
            }
            documents[documents.count - 1].everything += line + [UInt8(ascii: "\n")]
        }
        return documents
    }

    private static func read(
        _ line: GoldenValue, into documents: inout [FramedLayout], section: inout Int?, decorationOrdinals: inout KindOrdinals
    ) throws(GoldenError) {
        try line.expect(.object, "an element of the layout (an object)")
        let element = try line.member("element").string()
        let has = { (name: String) in line.node.member(name) != nil }
        if element == "content" && !has("index") {
            let contentSize = Size(width: try line.member("width").number(), height: try line.member("height").number())
            documents.append(
                FramedLayout(containerWidth: try line.optionalMember("containerWidth")?.number(), contentSize: contentSize, sectionIDs: [], elements: []))
            section = nil
            return
        }
        guard !documents.isEmpty else { throw GoldenError(at: line.place, "expected the content's line before any other") }
        if has("scrollOffset") || (element == "orthogonal" && has("behavior")) || (element == "transform" && has("scale")) { return }
        var document: FramedLayout {
            get { documents[documents.count - 1] }
            set { documents[documents.count - 1] = newValue }
        }
        let identity: ElementIdentity
        if has("kind") && has("index") {
            guard element == "section" else { throw GoldenError(at: line.place, "expected a section's line, found one of \"\(element)\"") }
            let position = document.sectionIDs.count
            document.sectionIDs.append(try line.member("section").string())
            section = position
            decorationOrdinals = KindOrdinals()
            identity = ElementIdentity(section: position, category: .section, kind: try line.member("kind").string(), index: position)
        } else if has("kind") {
            guard element == "decoration", let section else {
                throw GoldenError(at: line.place, "expected a decoration of a section, found \"\(element)\" with a kind")
            }
            let kind = try line.member("kind").string()
            identity = ElementIdentity(section: section, category: .decoration, kind: kind, index: decorationOrdinals.next(kind))
        } else if element == "item" && !has("item") {
            // (A boundary item of kind "item" reads as an item: both sides of a comparison alike.)
            guard let section else { throw GoldenError(at: line.place, "expected an item after its section's line") }
            identity = ElementIdentity(section: section, category: .item, index: try line.member("index").integer())
        } else {
            identity = ElementIdentity(section: section, category: .supplementary, kind: element, index: try line.member("index").integer())
        }
        document.elements.append(FramedElement(identity, try line.frame()))
    }
}

/// A decoration's place among its section's decorations of the same kind, its index.
private struct KindOrdinals {
    private var counts: [String: Int] = [:]

    mutating func next(_ kind: String) -> Int {
        defer { counts[kind, default: 0] += 1 }
        return counts[kind, default: 0]
    }
}

/// A value of a golden file's JSON with its path, read as layoutcalc prints it.
struct GoldenValue {
    let node: any SpecNode
    let path: SpecPath
    /// The ndjson line it is on, if any.
    var line: Int?

    init(_ node: any SpecNode, at path: SpecPath, line: Int? = nil) {
        self.node = node
        self.path = path
        self.line = line
    }

    var place: GoldenError.Place {
        if let line { return .line(line, path) }
        return .path(path)
    }

    func expect(_ type: JSONType, _ expected: String) throws(GoldenError) {
        guard node.type == type else { throw GoldenError(at: place, "expected \(expected), found \(Self.name(of: node.type))") }
    }

    func member(_ name: String) throws(GoldenError) -> GoldenValue {
        guard let value = try optionalMember(name) else { throw GoldenError(at: place, "missing key \"\(name)\"") }
        return value
    }

    func optionalMember(_ name: String) throws(GoldenError) -> GoldenValue? {
        try expect(.object, "an object")
        return node.member(name).map { GoldenValue($0, at: path.key(name), line: line) }
    }

    func count() throws(GoldenError) -> Int {
        try expect(.array, "an array")
        return node.count
    }

    func element(_ index: Int) throws(GoldenError) -> GoldenValue {
        GoldenValue(node.element(index), at: path.index(index), line: line)
    }

    func number() throws(GoldenError) -> Double {
        try expect(.number, "a number")
        guard node.number.isFinite else { throw GoldenError(at: place, "expected a number of at most 64 bits") }
        return node.number
    }

    func integer() throws(GoldenError) -> Int {
        let value = try number()
        guard value >= 0, value < 0x1p53, value.rounded() == value else { throw GoldenError(at: place, "expected an index, an integer ≥ 0") }
        return Int(value)
    }

    func string() throws(GoldenError) -> String {
        try expect(.string, "a string")
        return node.string
    }

    /// The frame given by this object's `x`, `y`, `width` and `height`.
    func frame() throws(GoldenError) -> Rect {
        Rect(x: try member("x").number(), y: try member("y").number(), width: try member("width").number(), height: try member("height").number())
    }

    private static func name(of type: JSONType) -> String {
        switch type {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value as one text that is equal for equal values: a document's own printing aside.
private enum CanonicalText {
    static func append(_ node: any SpecNode, to text: inout [UInt8]) {
        switch node.type {
        case .null: text.append(UInt8(ascii: "n"))
        case .boolean: text.append(node.boolean ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        case .number:
            text.append(UInt8(ascii: "#"))
            withUnsafeBytes(of: node.number.bitPattern) { text.append(contentsOf: $0) }
        case .string: appendString(node.string, to: &text)
        case .array:
            text.append(UInt8(ascii: "["))
            for index in 0..<node.count { append(node.element(index), to: &text) }
            text.append(UInt8(ascii: "]"))
        case .object:
            text.append(UInt8(ascii: "{"))
            // The body throws nothing, and neither does the walk then.
            try? node.forEachMember { (name, value) throws(SpecError) in
                appendString(String(decoding: name, as: UTF8.self), to: &text)
                append(value, to: &text)
            }
            text.append(UInt8(ascii: "}"))
        }
    }

    private static func appendString(_ string: String, to text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        withUnsafeBytes(of: string.utf8.count) { text.append(contentsOf: $0) }
        text.append(contentsOf: string.utf8)
    }
}
