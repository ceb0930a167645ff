import Benchmark
import LayoutcalcUIKit
import PrepareLayouts

/// The Swift API's `prepare` of each of `PrepareCase.all` (the seeds' layouts, the
/// documentation's example and larger layouts), the layout object built once and prepared again
/// each iteration. It calls nothing but the Swift API, so it builds against a checkout from
/// before a change as well (`LAYOUTCALC_PACKAGE` in `Package.swift`). Instructions where the
/// machine counts them (perf events); where it does not, `PrepareRuns` under callgrind counts
/// them (docs/performance.md).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.instructions, .wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 1000)
    for preparing in PrepareCase.all {
        Benchmark("prepare: \(preparing.summary)") { benchmark in
            let layout = preparing.makeLayout()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try preparing.prepare(layout)
            }
            benchmark.stopMeasurement()
            blackHole(layout.collectionViewContentSize)
        }
    }
}
