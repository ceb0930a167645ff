import Dispatch

/// Two pieces of independent work at once, on the machine's two cores: for the few steps of a
/// big layout whose work splits cleanly (parsing a big spec in two pieces and freeing them,
/// measuring a table's two halves, formatting two chunks of items).
enum Parallel {
    /// Runs `first` and `second` at the same time and returns both results once both are done.
    static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let work = Pair(first, second)
                DispatchQueue.concurrentPerform(iterations: 2) { part in work.run(part) }
                return (work.firstResult!, work.secondResult!)
            }
        }
    }

    /// The two closures and their results. Each part touches only its own closure and result,
    /// and `concurrentPerform` returns only after both have run, so sharing it is safe.
    private final class Pair<First, Second>: @unchecked Sendable {
        let first: () -> First
        let second: () -> Second
        var firstResult: First?
        var secondResult: Second?

        init(_ first: @escaping () -> First, _ second: @escaping () -> Second) {
            self.first = first
            self.second = second
        }

        func run(_ part: Int) {
            if part == 0 { firstResult = first() } else { secondResult = second() }
        }
    }
}
