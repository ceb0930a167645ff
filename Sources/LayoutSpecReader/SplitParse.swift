internal import CJSONC
import LayoutSpec
import LayoutText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A big document parsed in two pieces at once, on two cores. json-c's parse, on one core, is
/// most of a big spec's reading, and a big spec is nearly all one long array (a million ratios,
/// say): docs/performance.md, "Parsing on two cores".
///
/// The text is cut at a comma near its middle (see `cut(in:)`). While the document's tokener parses
/// the first piece, up to and including that comma, a second tokener parses "[" followed by
/// the rest, as if the comma opened an array, up to the bracket that closes it. If the first
/// tokener then stands between two elements of an array (json-c's own state says so), the cut
/// was inside that array and the second tokener holds its remaining elements: the first
/// tokener is given "null]", closing the array with a placeholder, and the text after the
/// bracket; the placeholder then makes way for the second piece's elements. Otherwise (the
/// comma was in a string or between an object's members, say) the second tokener's work is
/// dropped and the first goes on with the rest of the text.
///
/// Either way the tree, and any error with its position, are those of parsing the text in one
/// piece: the second tokener is no more lenient than the first would have been there (the
/// same flags, less depth), its array must not be empty (`[1,]` is not JSON), and the text
/// after its bracket goes through the first tokener.
enum SplitParse {
    /// Below about 200 KB, starting a second thread costs more than the halved parse gains
    /// (docs/performance.md, "Parsing on two cores").
    static let minimumLength = 256 << 10

    /// How deep the array cut may be: the second tokener, which counts from the array, may
    /// nest this much less, so that it refuses whatever the first would have.
    static let deepestCut = 16

    /// The json-c versions (as `json_c_version_num()` gives them) whose tokener state
    /// `cjsonc_tokener_array_after_comma` reads as intended: those the split's tests have passed
    /// on (SplitParseTests, and `make fuzz`'s split check, which parse in two pieces whatever
    /// the version). json-c's header marks that state private, so another version may change
    /// it: a big spec is then parsed in one piece, the same tree and the same output, only
    /// slower. Add a version here once the tests pass on it.
    static let testedJSONCVersions: [Int32] = [
        0x00_10_00,  // 0.16
    ]

    /// Parses the text `tokener` reads, in two pieces when it is big enough and can be cut and
    /// json-c is a tested version (`jsonCVersion`: the one linked, unless a test says
    /// otherwise); `tokener` has the error, if any.
    static func parse(with tokener: Tokener, jsonCVersion: Int32 = json_c_version_num()) throws(SpecError) -> ParsedTree {
        guard tokener.text.count >= minimumLength, testedJSONCVersions.contains(jsonCVersion) else { return parseInOne(with: tokener) }
        return try parseInTwo(with: tokener)
    }

    static func parseInOne(with tokener: Tokener) -> ParsedTree {
        ParsedTree(root: tokener.feed(from: 0, to: tokener.text.count))
    }

    /// Parses the text `tokener` reads in two pieces if it can be cut, whatever its length.
    static func parseInTwo(with tokener: Tokener) throws(SpecError) -> ParsedTree {
        guard let comma = cut(in: tokener.text) else { return parseInOne(with: tokener) }
        return try parseInTwo(with: tokener, cutAt: comma)
    }

    /// Parses the text `tokener` reads in two pieces cut at the comma at offset `comma`, if it
    /// falls between two elements of an array (json-c's state says so), or else in one piece.
    static func parseInTwo(
        with tokener: Tokener, cutAt comma: Int
    ) throws(SpecError) -> ParsedTree {
        let (handedFirst, handedRest) = Parallel.both(
            { () -> HandedOver<(root: OpaquePointer?, cut: (array: OpaquePointer, depth: Int)?)> in
                let root = tokener.feed(from: 0, to: comma + 1)
                var depth: Int32 = 0
                guard let array = cjsonc_tokener_array_after_comma(tokener.raw, &depth) else { return HandedOver((root, nil)) }
                return HandedOver((root, (array, Int(depth))))
            },
            {
                JSONHeap.prepareThreadArena()
                return HandedOver(restOfArray(in: tokener.text, from: comma + 1))
            }
        )
        let first = handedFirst.value
        let rest = handedRest.value
        guard tokener.error == json_tokener_continue else {
            // The first piece ends the parse, with an error (json-c would clear it if fed more).
            json_object_put(rest?.array)
            return ParsedTree(root: first.root)
        }
        guard let cut = first.cut, (1...deepestCut).contains(cut.depth), let rest else {
            // The cut is not between two elements of an array below the root.
            json_object_put(rest?.array)
            return ParsedTree(root: tokener.feed(from: comma + 1, to: tokener.text.count))
        }
        // Held until the tree is freed: a later member of the same name, in an object the array
        // is in, takes its place, and json-c then lets go of it (its elements would be freed
        // while the tree still borrowed them, or lent to an array already freed).
        json_object_get(cut.array)
        // Cannot fail: another element may follow the comma, and the array may then close.
        _ = tokener.feed(placeholder: "null]")
        guard let root = tokener.feed(from: rest.end, to: tokener.text.count) else {
            json_object_put(cut.array)
            json_object_put(rest.array)
            return ParsedTree(root: nil)
        }
        let borrowing = BorrowedElements(array: cut.array, ownCount: json_object_array_length(cut.array) - 1, lender: rest.array)
        guard cjsonc_array_borrow(cut.array, rest.array) == 0 else {
            ParsedTree(root: root, borrowed: borrowing).free()
            throw JSONDocument.outOfMemory
        }
        return ParsedTree(root: root, borrowed: borrowing)
    }

    /// How far past the middle `cut(in:)` looks for the comma to cut at: a section of a spec
    /// takes some hundreds of bytes, and scanning the window costs a small fraction of what
    /// json-c takes to parse as many bytes (docs/performance.md, "Where to cut").
    static let cutWindow = 32 << 10

    /// The offset of the comma to cut the text at, if one follows its middle.
    ///
    /// The second piece is the rest of the array the cut falls in, from the cut to that array's
    /// bracket, and what follows the bracket the first tokener parses alone, after both pieces.
    /// So the cut is best in the array around the middle that closes last, the shallowest: a
    /// spec's `sections`, rather than one section's 70 decorations or one scroll offset's two
    /// numbers. From the middle the scan follows the nesting, `cutWindow` bytes on, and takes
    /// the first comma at the shallowest level it reaches that a member's name does not follow
    /// (a comma between an object's members is no cut). Where the window holds none, the cut
    /// is the first comma after the middle (in a long array of numbers, that is the same).
    ///
    /// The scan guesses that the middle is outside a string. A string's closing quote followed
    /// by something other than ",", ":", "]" or "}" says it was inside one: the scan starts
    /// again after the quote that closes the middle's string. A guess still wrong, or a text
    /// that is not JSON, costs only speed: json-c's state decides whether the cut holds
    /// (`parseInTwo(with:cutAt:)`).
    static func cut(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        let middle = text.count / 2
        let end = min(text.count, middle + cutWindow)
        var scanned = shallowestArrayComma(in: text, from: middle, before: end)
        if scanned == .wrongGuess {
            let afterString = StringText.closingQuote(of: middle - 1, in: text.baseAddress!, end: end) + 1
            scanned = shallowestArrayComma(in: text, from: afterString, before: end)
        }
        guard case .found(let comma) = scanned else { return firstComma(from: middle, in: text) }
        return comma
    }

    /// What a scan for the cut finds.
    private enum Scanned: Equatable {
        /// The comma, of those of arrays, at the shallowest level reached.
        case found(Int)
        /// No comma of an array.
        case none
        /// A string's end followed by something JSON cannot have there: the scan began inside
        /// a string.
        case wrongGuess
    }

    /// The first comma from `start` on, before `end`, at the shallowest level reached that a
    /// member's name does not follow; `start` taken for outside any string.
    private static func shallowestArrayComma(in text: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Scanned {
        var best: (comma: Int, level: Int)? = nil
        var level = 0  // from the start's, one less for each level closed
        var index = start
        scan: while index < end {
            switch text[index] {
            case JSONByte.quote:
                let close = StringText.closingQuote(of: index, in: text.baseAddress!, end: end)
                guard close < end else { break scan }
                index = close + 1
                let next = afterWhitespace(index, in: text, before: end)
                if next < end && !JSONByte.canFollowString(text[next]) { return .wrongGuess }
                continue
            case JSONByte.openBracket, JSONByte.openBrace:
                level += 1
            case JSONByte.closeBracket, JSONByte.closeBrace:
                level -= 1
            case JSONByte.comma where level < (best?.level ?? .max) && !isFollowedByName(comma: index, in: text, before: end):
                best = (index, level)
            default:
                break
            }
            index += 1
        }
        return best.map { .found($0.comma) } ?? .none
    }

    private static func firstComma(from start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        text[start...].firstIndex(of: JSONByte.comma)
    }

    /// The offset of the first byte from `start` on that is not whitespace, or `end`.
    private static func afterWhitespace(_ start: Int, in text: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var index = start
        while index < end && LexicalCheck.isWhitespace(text[index]) { index += 1 }
        return index
    }

    /// Whether a member's name follows the comma at `comma` (or may, as far as `end`).
    private static func isFollowedByName(comma: Int, in text: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        let next = afterWhitespace(comma + 1, in: text, before: end)
        guard next < end else { return true }
        guard text[next] == JSONByte.quote else { return false }
        let close = StringText.closingQuote(of: next, in: text.baseAddress!, end: end)
        guard close < end else { return true }
        let after = afterWhitespace(close + 1, in: text, before: end)
        return after >= end || text[after] == JSONByte.colon
    }

    /// "[" and the text from `start` parsed up to the bracket that closes it: a non-empty array
    /// and the offset after the bracket (and any whitespace), or nil.
    ///
    /// Where json-c (0.16) cannot add an element to an array, it stops there and returns the
    /// array as if it had ended: only errno, this thread's (the worker's, usually), says so. An
    /// array parsed when an allocation failed is dropped, and the first tokener parses the rest
    /// itself, where running out of memory is told as for any document (`JSONDocument.parse`).
    /// Taken for a whole array, the rest had been taken up after where it stopped: a syntax
    /// error reported for running out of memory, or a tree short of elements. (A failed
    /// allocation leaves ENOMEM; so, here, does a thread's arena that could not be made, after
    /// which malloc takes memory elsewhere: the rest is then parsed by the first tokener too.)
    private static func restOfArray(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (array: OpaquePointer, end: Int)? {
        // Run on the calling thread (no worker), it keeps the caller's ENOMEM.
        let callersErrno = errno
        errno = 0
        defer { if errno != ENOMEM { errno = callersErrno } }
        let flags = JSONDocument.flags | Int32(JSON_TOKENER_ALLOW_TRAILING_CHARS)
        guard let tokener = Tokener(text, maximumDepth: JSONDocument.maximumDepth - deepestCut, flags: flags) else { return nil }
        _ = tokener.feed(placeholder: "[")
        guard let array = tokener.feed(from: start, to: text.count) else { return nil }
        guard json_object_array_length(array) > 0, errno != ENOMEM else {
            json_object_put(array)
            return nil
        }
        return (array, tokener.parseEnd)
    }
}

/// The bytes of JSON's structure that `SplitParse.cut(in:)` looks at.
private enum JSONByte {
    static let quote = UInt8(ascii: "\"")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// Whether `byte`, after a string and any whitespace, can be JSON: what ends a name, a
    /// value, or the array or object it is in.
    static func canFollowString(_ byte: UInt8) -> Bool {
        byte == comma || byte == colon || byte == closeBracket || byte == closeBrace
    }
}

/// What one half of a split parse (or free) makes and hands to the caller: json-c's objects are
/// not thread-safe (a reference count is a plain integer), and a value of them is safe to send
/// here because the half that made it returns it untouched by any other thread, and never uses
/// it again once returned.
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// json-c's tokener fed a text in pieces: each starts where the last ended, or further on
/// when another tokener has parsed the bytes between. Its offsets are the text's.
///
/// Unchecked `Sendable`, and safe as `SplitParse` uses it: one thread at a time feeds a tokener
/// (in `parseInTwo` the first half feeds the document's while the caller waits, and the second
/// half makes its own), and the text, which the second half reads too, is only ever read.
final class Tokener: @unchecked Sendable {
    let raw: UnsafeMutablePointer<json_tokener>
    let text: UnsafeBufferPointer<UInt8>
    /// Where the last piece fed starts in the text.
    private var pieceStart = 0

    init?(_ text: UnsafeBufferPointer<UInt8>, maximumDepth: Int, flags: Int32) {
        guard let raw = json_tokener_new_ex(Int32(maximumDepth)) else { return nil }
        json_tokener_set_flags(raw, flags)
        self.raw = raw
        self.text = text
    }

    deinit { json_tokener_free(raw) }

    /// Feeds the text from `start` to `end`; returns the root value once it is complete.
    func feed(from start: Int, to end: Int) -> OpaquePointer? {
        pieceStart = start
        let piece = UnsafeRawPointer(text.baseAddress! + start).assumingMemoryBound(to: CChar.self)
        return json_tokener_parse_ex(raw, piece, Int32(end - start))
    }

    /// Feeds bytes that are not the text's.
    func feed(placeholder: StaticString) -> OpaquePointer? {
        let piece = UnsafeRawPointer(placeholder.utf8Start).assumingMemoryBound(to: CChar.self)
        return json_tokener_parse_ex(raw, piece, Int32(placeholder.utf8CodeUnitCount))
    }

    var error: json_tokener_error { json_tokener_get_error(raw) }

    /// The offset of the byte after the last one parsed.
    var parseEnd: Int { pieceStart + Int(json_tokener_get_parse_end(raw)) }
}

/// A parsed document, to be freed once read.
///
/// Unchecked `Sendable`, and safe as `free()` uses it: its two halves free objects that share
/// nothing once the borrowed elements are given back (the root and the cut array, which holds
/// only its own elements again, on one thread; the lender and the elements it owns on the other).
struct ParsedTree: @unchecked Sendable {
    let root: OpaquePointer?
    var borrowed: BorrowedElements? = nil

    /// Frees the tree; one split in two pieces, in two pieces at once.
    func free() {
        guard let borrowed else {
            json_object_put(root)
            return
        }
        cjsonc_array_give_back(borrowed.array, borrowed.ownCount)
        _ = Parallel.both(
            {
                json_object_put(root)
                json_object_put(borrowed.array)
            },
            { json_object_put(borrowed.lender) })
    }
}

/// An array holding, after its own `ownCount` elements, those `lender` owns. It is held apart
/// from the tree, which may have dropped it (for a later member of the same name). Sent to the
/// halves of `ParsedTree.free()`, as safely as the tree it belongs to.
struct BorrowedElements: @unchecked Sendable {
    let array: OpaquePointer
    let ownCount: Int
    let lender: OpaquePointer
}
