#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Two pieces of independent work at once, on the machine's two cores: for the few steps of a
/// big layout whose work splits cleanly (parsing a big spec in two pieces and freeing them,
/// measuring a table's two halves, formatting two chunks of items).
///
/// The second piece runs on a thread of its own, started for it; when no thread can be started
/// (no memory left for its stack, as under a small `ulimit -v`), both run on the calling thread,
/// one after the other. (libdispatch, which this used before, retries a thread it cannot start
/// for ever: the run hung.)
enum Parallel {
    /// Runs `first` and `second` at the same time (or one after the other, when no second
    /// thread can be had) and returns both results once both are done.
    ///
    /// Both are `@Sendable`, so the compiler checks that they share nothing either could change
    /// under the other; what each returns is handed over to the caller.
    static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        withoutActuallyEscaping(second) { second in
            let job = SecondPart(second)
            guard let thread = SecondThread(running: job) else { return (first(), second()) }
            let firstResult = first()
            thread.join()
            return (firstResult, job.result!)
        }
    }

    /// The second piece of work and, once its thread has run it, its result.
    ///
    /// Unchecked, and safe: the second thread alone runs `work` and writes `result`, once; the
    /// caller reads `result` only after joining that thread, which orders the write before it.
    private final class SecondPart<Result>: ThreadBody, @unchecked Sendable {
        let work: @Sendable () -> Result
        var result: Result?

        init(_ work: @escaping @Sendable () -> Result) {
            self.work = work
        }

        override func run() {
            result = work()
        }
    }

    /// A thread running a `SecondPart`, joined before the work's closure goes out of scope.
    private struct SecondThread {
        private let thread: pthread_t

        /// Starts a thread that runs `body`, or nil when none can be started.
        init?(running body: ThreadBody) {
            let context = Unmanaged.passRetained(body).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            guard pthread_create(&thread, nil, { runThreadBody($0) }, context) == 0 else {
                Unmanaged<ThreadBody>.fromOpaque(context).release()
                return nil
            }
            #if canImport(Darwin)
            self.thread = thread!
            #else
            self.thread = thread
            #endif
        }

        func join() {
            pthread_join(thread, nil)
        }
    }
}

/// What a thread started by `Parallel` runs, whatever its result type.
private class ThreadBody {
    func run() {}
}

/// A started thread's function: runs the body its context holds (and lets go of it).
private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
    return nil
}
