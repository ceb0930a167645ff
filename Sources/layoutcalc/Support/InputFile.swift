import Glibc
import ArgumentParser
import LayoutSpec

/// An input that cannot be read.
struct InputError: Error {
    var message: String
    var exitCode: ExitCode
    /// The system's error number, when reading failed.
    var code: Int32?

    /// Whether the file does not exist.
    var isMissingFile: Bool { code == ENOENT }
}

/// Reads a spec's bytes (or a golden file's) from a file or standard input.
enum InputFile {
    /// The bytes of `source` (a path, or `-` for standard input), with room for one more;
    /// more than `limit` bytes is an invalid spec.
    static func read(_ source: String, limit: Int? = SpecLimits.maximumSpecBytes) throws(InputError) -> [UInt8] {
        let descriptor: Int32
        if source == "-" {
            descriptor = 0
        } else {
            descriptor = open(source, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw unreadable(errno) }
        }
        defer { if descriptor != 0 { close(descriptor) } }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw unreadable(EISDIR) }
        if let limit, status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) > limit {
            throw tooLarge(Int(status.st_size))
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) + 1 : 1 << 16)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if let limit, bytes.count > limit { throw tooLarge(bytes.count) }
        }
        return bytes
    }

    private static func unreadable(_ code: Int32) -> InputError {
        InputError(message: "cannot read: \(Terminal.describe(code))", exitCode: .unreadableInput, code: code)
    }

    private static func tooLarge(_ size: Int) -> InputError {
        InputError(
            message: "the spec is \(size) bytes or more, more than the limit \(SpecLimits.maximumSpecBytes)",
            exitCode: .invalidSpec)
    }
}
