#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file being written, removed if the run ends on a signal.
enum PendingFile {
    /// The file's path, for the signal handler (which may call only what is async-signal-safe:
    /// here `unlink`).
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    /// The signals that end a run and can be caught. SIGPIPE and SIGXFSZ are ignored instead
    /// (`Terminal.reportWriteErrors`): a closed pipe and the file size limit (`ulimit -f`) then
    /// fail the write, which removes the file and reports the error. SIGKILL and SIGSTOP cannot
    /// be caught, and a crash (SIGSEGV, SIGILL) is a bug the backtracer reports.
    private static let endingSignals = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU]

    /// Removes `file` if the run ends on one of those signals, from now until `clear()`.
    static func track(_ file: FileName) {
        path = file.withPath { strdup($0) }
        var signals = sigset_t()
        sigemptyset(&signals)
        for ending in endingSignals {
            sigaddset(&signals, ending)
            signal(ending) { received in
                PendingFile.remove()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // A parent may have started us with these blocked; such a signal must still end the
        // run and remove the file.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Removes the file, if one is being written.
    static func remove() {
        if let path { unlink(path) }
    }

    /// The file is complete (renamed into place) or removed: nothing to remove any more.
    static func clear() {
        let tracked = path
        path = nil
        free(tracked)
    }
}
