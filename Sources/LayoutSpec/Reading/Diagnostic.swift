/// One problem with a spec, where it is and what is wrong.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Location: Hashable, Sendable {
        /// A position in the text (1-based; columns count characters).
        case text(line: Int, column: Int)
        /// A place in the document, as a JSON path (`sections[2].columns`).
        case path(String)
    }

    public var location: Location
    public var message: String

    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }

    /// As printed on stderr: `SOURCE:LINE:COL: error: MESSAGE` for the text,
    /// `SOURCE: error: PATH: MESSAGE` for the document; what a terminal would act on or not
    /// show (in the source's name, a key, a value quoted) escaped by `TerminalText`.
    public func rendered(source: String) -> String {
        switch location {
        case .text(let line, let column): TerminalText.escaped("\(source):\(line):\(column): error: \(message)")
        case .path(let path): TerminalText.escaped("\(source): error: \(path): \(message)")
        }
    }

    public var description: String { rendered(source: "<spec>") }
}

/// A spec that cannot be laid out, with every problem found in it.
public struct SpecError: Error, Hashable, Sendable {
    public var diagnostics: [Diagnostic]
    /// Set when the spec could not be read for want of memory (json-c could not allocate):
    /// no fault of the spec's, which the command line reports as running out of memory.
    public private(set) var isOutOfMemory = false

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The spec could not be read: an allocation failed.
    static let outOfMemory: SpecError = {
        var error = SpecError([Diagnostic(.text(line: 1, column: 1), "out of memory")])
        error.isOutOfMemory = true
        return error
    }()
}
