#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import LayoutSpec
import LayoutText
import LayoutOutput

/// An input that cannot be read.
struct InputError: Error {
    var message: String
    var exitCode: ExitCode
    /// The system's error, when reading failed.
    var cause: SystemError?

    /// Whether the file does not exist.
    var isMissingFile: Bool { cause == SystemError(code: ENOENT) }
}

/// Reads a spec's bytes, or a golden file's, from a file or standard input; either may hold no
/// more than the spec size limit.
enum InputFile {
    /// What is read: a spec, or the golden file `check` compares with.
    enum Kind {
        case spec
        case golden

        /// How a file of this kind that is too large is refused: a spec is invalid (65), a
        /// golden file cannot be read (66).
        fileprivate func tooLarge(_ size: Int) -> InputError {
            let limit = SpecLimits.maximumSpecBytes
            switch self {
            case .spec:
                return InputError(message: "the spec is \(size) bytes or more, more than the limit \(limit)", exitCode: .invalidSpec)
            case .golden:
                return InputError(message: "the golden file is \(size) bytes or more, more than the limit \(limit)", exitCode: .unreadableInput)
            }
        }
    }

    /// The bytes of `source` (a file, or `-` for standard input), with room for one more. More
    /// than the limit is refused before it is read when the file says its size, and otherwise
    /// as soon as the limit is passed: no more than the limit is ever held.
    static func read(_ source: FileName, as kind: Kind = .spec) throws(InputError) -> [UInt8] {
        let descriptor: Int32
        if source.isDash {
            descriptor = 0
        } else {
            descriptor = source.withPath { open($0, O_RDONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw unreadable(.current) }
        }
        defer { if descriptor != 0 { close(descriptor) } }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(.current) }
        if status.st_mode & S_IFMT == S_IFDIR { throw unreadable(SystemError(code: EISDIR)) }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
        if let size, size > SpecLimits.maximumSpecBytes { throw kind.tooLarge(size) }
        return try readAll(descriptor, capacity: size.map { $0 + 1 } ?? 1 << 16, as: kind)
    }

    /// Everything left to read from `descriptor`, read straight into the array's storage (no
    /// zeroed chunk, no second copy); `capacity` is the first guess of the size (a regular
    /// file's size and one, else 64 KB). The storage grows to the limit and one byte more (room
    /// for the NUL the reader adds), and no further: it doubles while twice it is at most half
    /// of that, then takes the whole of it; and the storage it grows from is let go as soon as
    /// it is copied, before more is read (it had been held until the new storage was full: 384
    /// MiB for a limit of 256). So from 64 KB the bytes held at once, old and new, are never
    /// more than the limit and one. Once the limit is read, one byte more is read on its own
    /// to learn whether the input goes on.
    private static func readAll(_ descriptor: Int32, capacity: Int, as kind: Kind) throws(InputError) -> [UInt8] {
        let limit = SpecLimits.maximumSpecBytes
        var bytes: [UInt8] = []
        var capacity = min(capacity, limit + 1)
        while true {
            var failure: SystemError?
            var ended = false
            var previous = bytes
            bytes = []
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = buffer.initialize(fromContentsOf: previous)
                previous = []
                let room = min(buffer.count, limit)
                while count < room {
                    switch readBytes(from: descriptor, into: buffer.baseAddress! + count, count: room - count) {
                    case .success(0): ended = true; return
                    case .success(let read): count += read
                    case .failure(let error): failure = error; return
                    }
                }
            }
            if let failure { throw unreadable(failure) }
            if ended { return bytes }
            if bytes.count == limit {
                var probe: UInt8 = 0
                switch readBytes(from: descriptor, into: &probe, count: 1) {
                case .success(0): return bytes
                case .success: throw kind.tooLarge(limit + 1)
                case .failure(let error): throw unreadable(error)
                }
            }
            capacity = capacity <= (limit + 1) / 4 ? capacity * 2 : limit + 1
        }
    }

    private static func unreadable(_ error: SystemError) -> InputError {
        InputError(message: "cannot read: \(error.description)", exitCode: .unreadableInput, cause: error)
    }
}
