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

/// Writes bytes to a file descriptor.
struct DescriptorSink: ByteSink {
    let descriptor: Int32

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard let error = writeBytes(bytes, to: descriptor) else { return }
        throw error.code == EPIPE ? .closedPipe : .failed(error.description)
    }
}

/// Where output goes: standard output, or a file named on the command line.
enum OutputDestination {
    case standardOutput
    case file(FileName)

    /// Runs `body` with a writer to the destination. A file is written as the shell's `>`
    /// writes it, except that a regular file is replaced atomically (see `OutputFile`).
    func write(_ body: (inout ByteWriter) throws(OutputError) -> Void) throws {
        switch self {
        case .standardOutput:
            try Self.write(to: 1, name: "standard output", body)
        case .file(let name):
            switch OutputFile(name) {
            case .standardStream(let descriptor):
                try Self.write(to: descriptor, name: name.shown, body)
            case .inPlace:
                try Self.writeInPlace(name, body)
            case .replaced(let target, let existing):
                try ReplacementFile.write(target, replacing: existing, shownAs: name.shown, body)
            }
        }
    }

    /// Writes through one writer to an open descriptor.
    private static func write(
        to descriptor: Int32, name: String, _ body: (inout ByteWriter) throws(OutputError) -> Void
    ) throws {
        var out = ByteWriter(sink: DescriptorSink(descriptor: descriptor))
        try report(name: name) { () throws(OutputError) in
            try body(&out)
            try out.flush()
        }
    }

    /// Opens `name` as `>` does (created if missing, emptied if not) and writes it where it is.
    private static func writeInPlace(_ name: FileName, _ body: (inout ByteWriter) throws(OutputError) -> Void) throws {
        let descriptor = name.withPath { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else { throw cannotWrite(name.shown, .current) }
        defer { close(descriptor) }
        try write(to: descriptor, name: name.shown, body)
    }

    /// Reports that `name` cannot be written, and why.
    static func cannotWrite(_ name: String, _ error: SystemError) -> ExitCode {
        Terminal.error("layoutcalc: error: cannot write \(name): \(error.description)")
        return .unwritableOutput
    }

    /// Runs `body`, turning a failed write into a message and exit code 74; a closed pipe
    /// ends the run quietly.
    static func report(name: String, _ body: () throws(OutputError) -> Void) throws {
        do {
            try body()
        } catch .closedPipe {
            throw ExitCode.unwritableOutput
        } catch .failed(let reason) {
            Terminal.error("layoutcalc: error: cannot write \(name): \(reason)")
            throw ExitCode.unwritableOutput
        }
    }
}

/// What a file name given for output is, and so how it is written.
enum OutputFile {
    /// The file (or pipe, or terminal) that standard output or standard error already is, named
    /// as `/dev/stdout` or by its own name: written through that descriptor, after what it
    /// already holds, as the shell's `>` there and the run's other output are.
    case standardStream(Int32)
    /// A regular file, through any symbolic links, or a name where there is no file yet:
    /// replaced through a temporary file. `target` is the file the links lead to; `existing`
    /// is its status, if there is one.
    case replaced(target: FileName, existing: stat?)
    /// Anything else, written where it is as `>` writes it: a device, a FIFO, a socket, a
    /// symbolic link that leads nowhere (its target is created), a name that cannot be looked
    /// up (opening it says why).
    case inPlace

    init(_ name: FileName) {
        var link = stat()
        guard name.withPath({ lstat($0, &link) }) == 0 else {
            self = errno == ENOENT ? .replaced(target: name, existing: nil) : .inPlace
            return
        }
        var status = stat()
        guard name.withPath({ stat($0, &status) }) == 0 else {
            self = .inPlace
            return
        }
        for descriptor: Int32 in [1, 2] {
            var stream = stat()
            if fstat(descriptor, &stream) == 0 && stream.st_dev == status.st_dev && stream.st_ino == status.st_ino {
                self = .standardStream(descriptor)
                return
            }
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            self = .inPlace
            return
        }
        self = .replaced(target: Self.resolvingLinks(name), existing: status)
    }

    /// The file `name` leads to through symbolic links.
    private static func resolvingLinks(_ name: FileName) -> FileName {
        guard let resolved = name.withPath({ realpath($0, nil) }) else { return name }
        defer { free(resolved) }
        return FileName(bytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }
}
