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
/// The second piece runs on a worker thread, started at the first use and kept for the rest of
/// the run (a million items are formatted in 122 pairs of chunks, and starting a thread for each
/// pair would cost far more than waking one: docs/performance.md, "Bounded work (issue 22)").
/// When no thread can be started (no memory left for its stack, as under a small `ulimit -v`),
/// or the worker is busy, both pieces run on the calling thread, one after the other.
/// (libdispatch, which this used before, retried a thread it could not start for ever: the run
/// hung.)
package enum Parallel {
    /// Runs `first` and `second` at the same time (or one after the other, when no second
    /// thread can be had) and returns both results once both are done.
    ///
    /// Both are `@Sendable`, so the compiler checks that they share nothing either could change
    /// under the other; what each returns is handed over to the caller.
    package static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        withoutActuallyEscaping(second) { second in
            let job = SecondPart(second)
            guard let worker = Worker.shared, worker.start(job) else { return (first(), second()) }
            let firstResult = first()
            worker.wait()
            return (firstResult, job.result!)
        }
    }

    /// The second piece of work and, once the worker has run it, its result.
    ///
    /// Unchecked, and safe: the worker alone runs `work` and writes `result`, once; the caller
    /// reads `result` only after `Worker.wait()`, whose lock orders the write before the read.
    private final class SecondPart<Result>: Job, @unchecked Sendable {
        let work: @Sendable () -> Result
        var result: Result?

        init(_ work: @escaping @Sendable () -> Result) {
            self.work = work
        }

        override func run() {
            result = work()
        }
    }
}

/// What the worker runs, whatever its result type.
private class Job {
    package func run() {}
}

/// The thread that runs the second pieces of work, one at a time, and sleeps between them.
///
/// Unchecked `Sendable`, and safe: `job` and `busy` are read and written under `mutex` only;
/// the job itself is run outside it, by the worker alone, while the caller waits for `busy` to
/// clear.
private final class Worker: @unchecked Sendable {
    /// The run's worker, started at the first use; nil when no thread could be started.
    package static let shared = Worker()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var job: Job?
    private var busy = false

    private init?() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        let context = Unmanaged.passUnretained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, nil, { workerLoop($0) }, context) == 0, let thread else { return nil }
        #else
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { workerLoop($0) }, context) == 0 else { return nil }
        #endif
        pthread_detach(thread)
    }

    /// Hands `job` to the worker; false when it is busy (a nested call), and the caller runs
    /// the job itself.
    package func start(_ job: Job) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !busy else { return false }
        self.job = job
        busy = true
        pthread_cond_broadcast(condition)
        return true
    }

    /// Waits until the worker has run the job `start` handed it.
    package func wait() {
        pthread_mutex_lock(mutex)
        while busy { pthread_cond_wait(condition, mutex) }
        pthread_mutex_unlock(mutex)
    }

    /// The worker's loop: waits for a job, runs it, says it is done.
    fileprivate func loop() -> Never {
        pthread_mutex_lock(mutex)
        while true {
            while job == nil { pthread_cond_wait(condition, mutex) }
            let next = job
            pthread_mutex_unlock(mutex)
            next?.run()
            pthread_mutex_lock(mutex)
            job = nil
            busy = false
            pthread_cond_broadcast(condition)
        }
    }
}

/// The worker thread's function.
private func workerLoop(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<Worker>.fromOpaque(context).takeUnretainedValue().loop()
}
