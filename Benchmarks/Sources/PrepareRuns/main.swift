// `PrepareRuns CASE COUNT`: builds the layout of one of `PrepareCase.all` and prepares it COUNT
// times, for tools that measure a whole process (`perf stat`, callgrind, a wall clock): a run of
// N + 1 prepares less a run of 1 is N prepares, without start-up, set-up or first-use costs.
// `PrepareRuns` alone lists the cases.

import LayoutcalcUIKit
import Foundation
import PrepareLayouts

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let preparing = PrepareCase.named(arguments.first!), let count = Int(arguments.last!), count >= 0 else {
    print("usage: PrepareRuns CASE COUNT (prepares CASE's layout COUNT times); the cases:")
    for known in PrepareCase.all { print("  \(known.name): \(known.summary)") }
    exit(arguments.isEmpty ? 0 : 2)
}

let layout = preparing.makeLayout()
for _ in 0..<count {
    try preparing.prepare(layout)
}
// What the last prepare gave, so that no prepare is left out as unused.
print(layout.collectionViewContentSize)
