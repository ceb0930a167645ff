import Dispatch

/// Two pieces of independent work at once, on the machine's two cores: for the few steps of a
/// big layout whose work splits cleanly (parsing a big spec in two pieces and freeing them,
/// measuring a table's two halves, formatting two chunks of items).
enum Parallel {
    /// Runs `first` and `second` at the same time and returns both results once both are done.
    ///
    /// Both are `@Sendable`, so the compiler checks that they share nothing either could change
    /// under the other; what each returns is handed over to the caller.
    static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { results.first = first() } else { results.second = second() }
        }
        return (results.first!, results.second!)
    }

    /// Where the two parts leave their results for the caller.
    ///
    /// Unchecked, and safe: part 0 writes only `first` and part 1 only `second`, each once, so
    /// no property is touched by two threads; the caller reads them only after
    /// `concurrentPerform` has returned, which it does once both parts have finished (it waits
    /// for them, which orders their writes before the caller's reads).
    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}
