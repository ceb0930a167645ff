import LayoutSpec

/// The JSON path of a string in the text, for a problem found while checking the text (a
/// `\u0000`, a name given twice) that is best named by where it sits in the document. Only an
/// error takes this walk: the text before the string, which json-c has parsed, is read again
/// with a stack of the containers open around it.
enum TextPath {
    /// The path of the string whose opening quote is at `quote`: of its member when it is a
    /// name (`isName`), of the value it is otherwise.
    static func of(stringAt quote: Int, isName: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> SpecPath {
        guard let text = bytes.baseAddress else { return SpecPath() }
        let end = bytes.count - 1  // the terminating NUL
        var levels: [Level] = []
        var index = 0
        while index < quote {
            switch text[index] {
            case UInt8(ascii: "{"): levels.append(.object(name: nil))
            case UInt8(ascii: "["): levels.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = levels.popLast()
            case UInt8(ascii: ","):
                switch levels.last {
                case .array(let element): levels[levels.count - 1] = .array(index: element + 1)
                case .object: levels[levels.count - 1] = .object(name: nil)
                case nil: break
                }
            case UInt8(ascii: "\""):
                let close = StringText.closingQuote(of: index, in: text, end: end)
                // A string in an object that has no name yet is the next member's name.
                if case .object(name: nil) = levels.last {
                    levels[levels.count - 1] = .object(name: name(quote: index, close: close, in: text))
                }
                index = close
            default: break
            }
            index += 1
        }
        var path = SpecPath()
        for level in levels {
            switch level {
            case .object(let name?): path.append(.key(name))
            case .object(nil): break
            case .array(let element): path.append(.index(element))
            }
        }
        if isName { path.append(.key(name(quote: quote, close: StringText.closingQuote(of: quote, in: text, end: end), in: text))) }
        return path
    }

    private enum Level {
        /// An object, with the name of the member being read once it is known.
        case object(name: String?)
        case array(index: Int)
    }

    private static func name(quote: Int, close: Int, in text: UnsafePointer<UInt8>) -> String {
        String(decoding: StringText.decoded(text, quote: quote, close: close), as: UTF8.self)
    }
}
