#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

/// Standard error and process-wide settings.
enum Terminal {
    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { _ = writeBytes(UnsafeRawBufferPointer($0), to: 2) }
    }

    /// A closed pipe then fails a write with EPIPE, which ends the run quietly, and a file
    /// larger than `ulimit -f` allows fails it with EFBIG, which is reported; neither signal
    /// kills the process (and with it the chance to remove a temporary file).
    static func reportWriteErrors() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Whether standard input is a terminal, where a person would type a spec.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Runs a command's body; an error that is not an exit code is a bug, reported as such
    /// with exit code 70 rather than the generic failure. Standard input, output and error
    /// that were closed are opened on /dev/null, the wrong way round (so that reading or
    /// writing them still fails with EBADF), so that no file the run opens takes their
    /// numbers and receives what was meant for them.
    static func run(_ body: () throws -> Void) throws {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 {
            _ = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
        }
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Self.error("layoutcalc: internal error: \(error)")
            throw ExitCode.internalError
        }
    }
}

extension ExitCode {
    /// `check` found a difference.
    static let different = ExitCode(1)
    static let invalidSpec = ExitCode(65)
    static let unreadableInput = ExitCode(66)
    static let internalError = ExitCode(70)
    static let unwritableOutput = ExitCode(74)
}
