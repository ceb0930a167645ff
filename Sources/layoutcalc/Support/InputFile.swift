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

        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
        return try readAll(descriptor, capacity: size.map { $0 + 1 } ?? 1 << 16, limit: limit)
    }

    /// Everything left to read from `descriptor`, read straight into the array's storage (no
    /// zeroed chunk, no second copy); `capacity` is the first guess of the size.
    private static func readAll(_ descriptor: Int32, capacity: Int, limit: Int?) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = capacity
        while true {
            var failure: Int32?
            var ended = false
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { [bytes] buffer, count in
                count = buffer.initialize(fromContentsOf: bytes)
                while count < buffer.count {
                    let read = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if read == 0 {
                        ended = true
                        return
                    }
                    count += read
                }
            }
            if let failure { throw unreadable(failure) }
            if let limit, bytes.count > limit { throw tooLarge(bytes.count) }
            if ended { return bytes }
            capacity *= 2
        }
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
