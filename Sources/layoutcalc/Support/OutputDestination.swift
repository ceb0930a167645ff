import Glibc
import ArgumentParser
import LayoutSpec

/// Writes bytes to a file descriptor.
struct DescriptorSink: ByteSink {
    let descriptor: Int32

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw errno == EPIPE ? .closedPipe : .failed(Terminal.describe(errno))
            }
            offset += written
        }
    }
}

/// Where output goes: standard output, or a file replaced atomically.
enum OutputDestination {
    case standardOutput
    case file(String)

    /// Runs `body` with a writer to the destination. A file is written under a temporary name
    /// in its directory and renamed over the destination only once complete, so an interrupted
    /// run leaves the old file untouched. (A symbolic link's target is what is replaced; a
    /// device or a pipe, such as /dev/null, is written to as it is.)
    func write(_ body: (inout ByteWriter) throws(OutputError) -> Void) throws {
        switch self {
        case .standardOutput:
            try Self.write(to: 1, name: "standard output", body)
        case .file(let path):
            var status = stat()
            if stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG {
                let descriptor = open(path, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw Self.cannotWrite(path) }
                defer { close(descriptor) }
                try Self.write(to: descriptor, name: path, body)
            } else {
                try Self.replace(Self.resolvingLinks(path), body)
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

    /// Writes a temporary file beside `path` and renames it over `path` once complete.
    private static func replace(_ path: String, _ body: (inout ByteWriter) throws(OutputError) -> Void) throws {
        let temporary = temporaryName(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw cannotWrite(path) }
        PendingFile.track(temporary)
        defer { PendingFile.clear() }
        var open = true
        do {
            try report(name: path) { () throws(OutputError) in
                var out = ByteWriter(sink: DescriptorSink(descriptor: descriptor))
                try body(&out)
                try out.flush()
                guard fsync(descriptor) == 0 else { throw .failed(Terminal.describe(errno)) }
                open = false
                guard close(descriptor) == 0 else { throw .failed(Terminal.describe(errno)) }
                guard rename(temporary, path) == 0 else { throw .failed(Terminal.describe(errno)) }
            }
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Reports that `path` cannot be opened for writing (errno says why).
    private static func cannotWrite(_ path: String) -> ExitCode {
        Terminal.error("layoutcalc: error: cannot write \(path): \(Terminal.describe(errno))")
        return .unwritableOutput
    }

    /// The file `path` names, through any symbolic links; `path` itself if it does not exist.
    private static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Runs `body`, turning a failed write into a message and exit code 74; a closed pipe
    /// ends the run quietly.
    private static func report(name: String, _ body: () throws(OutputError) -> Void) throws {
        do {
            try body()
        } catch .closedPipe {
            throw ExitCode.unwritableOutput
        } catch .failed(let reason) {
            Terminal.error("layoutcalc: error: cannot write \(name): \(reason)")
            throw ExitCode.unwritableOutput
        }
    }

    /// `dir/.name.layoutcalc-PID.tmp`, beside `path`.
    private static func temporaryName(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).layoutcalc-\(getpid()).tmp"
    }
}

/// The temporary file being written, removed if the run is interrupted.
enum PendingFile {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    static func track(_ name: String) {
        path = strdup(name)
        var interruptions = sigset_t()
        sigemptyset(&interruptions)
        for interruption in [SIGINT, SIGTERM, SIGHUP] {
            sigaddset(&interruptions, interruption)
            signal(interruption) { received in
                if let pending = PendingFile.path { unlink(pending) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // A parent may have started us with these blocked; an interruption must still end the
        // run and remove the file.
        pthread_sigmask(SIG_UNBLOCK, &interruptions, nil)
    }

    static func clear() {
        free(path)
        path = nil
    }
}
