/// The command line's arguments as strings that keep every byte.
///
/// Swift's `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, after which
/// the file they name cannot be named again. Here each byte of a sequence that is not UTF-8
/// becomes a character of its own in plane 16's private use area, U+10FF00 plus the byte; so
/// does each byte of a character from U+10FF00 to U+10FFFF that an argument really holds, so
/// that every string maps back to exactly the bytes it came from. Text that is valid UTF-8
/// (every argument, in practice) is left as it is.
enum ArgumentText {
    private static let escapes: ClosedRange<UInt32> = 0x10FF00...0x10FFFF

    /// The program's arguments, its own name left out.
    static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            let argument = UnsafeRawPointer(CommandLine.unsafeArgv[index]!).assumingMemoryBound(to: UInt8.self)
            var length = 0
            while argument[length] != 0 { length += 1 }
            return string(UnsafeBufferPointer(start: argument, count: length))
        }
    }

    /// The string that holds `bytes`.
    static func string(_ bytes: some Collection<UInt8>) -> String {
        guard bytes.contains(where: { $0 >= 0x80 }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = bytes.startIndex
        func escape(_ count: Int) {
            for byte in bytes[position...].prefix(count) {
                text.append(Unicode.Scalar(escapes.lowerBound + UInt32(byte))!)
            }
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if escapes.contains(scalar.value) { escape(encoded.count) } else { text.append(scalar) }
                position = bytes.index(position, offsetBy: encoded.count)
            case .error(let length):
                escape(length)
                position = bytes.index(position, offsetBy: length)
            case .emptyInput:
                return String(text)
            }
        }
    }

    /// The bytes `argument` holds.
    static func bytes(_ argument: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(argument.utf8.count)
        for scalar in argument.unicodeScalars {
            if escapes.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - escapes.lowerBound))
            } else {
                Unicode.UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }

    /// `argument` for a message: each escaped byte as `\xFF`.
    static func shown(_ argument: String) -> String {
        var shown = ""
        for scalar in argument.unicodeScalars {
            if escapes.contains(scalar.value) {
                let byte = String(scalar.value - escapes.lowerBound, radix: 16, uppercase: true)
                shown += "\\x" + (byte.count == 1 ? "0" : "") + byte
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
