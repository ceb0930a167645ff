import Glibc
import ArgumentParser

/// Standard error and process-wide settings.
enum Terminal {
    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// A closed pipe then fails a write with EPIPE, which ends the run quietly, instead of
    /// killing the process.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Runs a command's body; an error that is not an exit code is a bug, reported as such
    /// with exit code 70 rather than the generic failure.
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Self.error("layoutcalc: internal error: \(error)")
            throw ExitCode.internalError
        }
    }

    /// The system's description of `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
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
