internal import CJSONC
import LayoutSpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON document parsed by json-c, strictly: strict mode, UTF-8 validated, nested at most
/// `maximumDepth` deep, and then checked for what json-c's strict mode still accepts (see
/// `LexicalCheck`). The tree lives for the duration of `parse`'s body and is freed after it.
enum JSONDocument {
    /// How deep arrays and objects may nest.
    static let maximumDepth = SpecLimits.maximumNesting

    /// Strict mode, with UTF-8 validated.
    static let flags = Int32(JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8)

    /// A tokener for `bytes` (ending with a NUL) read as a document: these flags, this depth.
    static func tokener(for bytes: UnsafeBufferPointer<UInt8>) -> Tokener? {
        Tokener(bytes, maximumDepth: maximumDepth, flags: flags)
    }

    /// Parses `bytes` and passes the root value to `body`; the tree is freed when it returns.
    /// `jsonCVersion`: the json-c version `SplitParse` decides by (a test's, or the one linked).
    static func parse<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, jsonCVersion: Int32 = json_c_version_num(),
        _ body: (JSONValue) throws(SpecError) -> Result
    ) throws(SpecError) -> Result {
        // json-c needs the terminating NUL counted to know the text has ended (a bare number
        // would otherwise wait for more digits); `bytes` ends with one.
        guard let tokener = tokener(for: bytes) else { throw outOfMemory }
        // json-c (0.16) does not report a failed allocation: it stops where it was, with a
        // syntax error or as if the text ended there. malloc leaves ENOMEM in errno.
        errno = 0
        let tree = try SplitParse.parse(with: tokener, jsonCVersion: jsonCVersion)
        defer { tree.free() }
        let error = tokener.error
        guard error == json_tokener_success else {
            if errno == ENOMEM { throw outOfMemory }
            let offset = tokener.parseEnd
            // A token json-c stumbled on (a leading zero, say) explains the error best.
            try checkTokens(of: bytes, before: offset + 1)
            throw SpecError([syntaxError(error, at: offset, in: bytes)])
        }
        // json-c takes a NUL byte for the end of the text: one before the terminating NUL
        // ends the document early, with bytes still to come.
        let parsed = tokener.parseEnd
        guard parsed >= bytes.count - 1 else {
            try checkTokens(of: bytes, before: parsed)
            // Short of the text's end, json-c stopped at a NUL byte, or where it could not
            // allocate.
            guard bytes[parsed] == 0 else { throw outOfMemory }
            throw SpecError(.syntax(.nulByte), at: .text(TextPosition.of(parsed, in: bytes)))
        }
        try checkTokens(of: bytes)
        return try body(JSONValue(tree.root))
    }

    /// Throws the first problem `LexicalCheck` finds in the text's first `limit` bytes.
    private static func checkTokens(of bytes: UnsafeBufferPointer<UInt8>, before limit: Int = .max) throws(SpecError) {
        if let problem = LexicalCheck.firstProblem(in: bytes, before: limit) { throw SpecError([problem.issue(in: bytes)]) }
    }

    /// A diagnostic for json-c's `error` at byte `offset`, in words a person can act on.
    /// The spec could not be read: an allocation failed.
    static let outOfMemory = SpecError(.outOfMemory, at: .text(TextPosition(line: 1, column: 1)))

    private static func syntaxError(_ error: json_tokener_error, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SpecIssue {
        let textEnd = bytes.count - 1  // the terminating NUL
        var offset = min(offset, textEnd)
        if error == json_tokener_error_parse_utf8_string { offset = startOfSequence(endingAt: offset, in: bytes) }
        let position = TextPosition.of(offset, in: bytes)
        let found = offset < textEnd ? bytes[offset] : nil
        let problem: JSONSyntaxProblem
        switch error {
        case json_tokener_error_depth:
            problem = .nestsTooDeep(limit: maximumDepth)
        case json_tokener_error_parse_utf8_string:
            problem = found == 0xEF && offset == 0 ? .byteOrderMark : .invalidUTF8
        case json_tokener_error_parse_eof:
            if found == 0 {
                problem = .nulByte
            } else if bytes.prefix(textEnd).allSatisfy(LexicalCheck.isWhitespace) {
                problem = .emptyDocument
            } else {
                problem = .unexpectedEnd
            }
        default:
            problem = unexpected(found, after: bytes.prefix(min(offset, textEnd)), fallback: error)
        }
        return SpecIssue(.syntax(problem), at: .text(position))
    }

    /// Where the UTF-8 sequence that fails at `offset` starts: json-c reports the byte at which
    /// a sequence turns out broken, the place to point at is its first byte.
    private static func startOfSequence(endingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset
        while start > 0 && offset - start < 3 && bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        if start > 0 && bytes[start - 1] & 0xC0 == 0xC0 { return start - 1 }
        return offset
    }

    private static func unexpected(_ found: UInt8?, after before: UnsafeBufferPointer<UInt8>.SubSequence, fallback: json_tokener_error) -> JSONSyntaxProblem {
        guard let found else { return .unexpectedEnd }
        let previous = before.last { !LexicalCheck.isWhitespace($0) }
        switch found {
        case UInt8(ascii: "/"), UInt8(ascii: "#"):
            return .comment
        case UInt8(ascii: "}") where previous == UInt8(ascii: ","), UInt8(ascii: "]") where previous == UInt8(ascii: ","):
            return .trailingComma
        case UInt8(ascii: "'"):
            return .singleQuotes
        case 0x20...0x7E:
            let character = Character(Unicode.Scalar(found))
            // json-c's strict mode reports text after the document as an unexpected character;
            // after a value inside it, a missing separator.
            if fallback == json_tokener_error_parse_unexpected && (previous == UInt8(ascii: "}") || previous == UInt8(ascii: "]")) {
                return .textAfterDocument(character)
            }
            return .unexpectedCharacter(character, expected: String(cString: json_tokener_error_desc(fallback)))
        default:
            return .jsonc(String(cString: json_tokener_error_desc(fallback)))
        }
    }
}

/// A 1-based line and column, the column counting characters (not bytes).
extension TextPosition {
    static func of(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                column += 1
            }
        }
        return TextPosition(line: line, column: column)
    }
}
