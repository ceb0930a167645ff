extension Int {
    /// The sum, or `Int.max` when it overflows: counts made from what a spec asks for (nested
    /// group counts, elements, bytes) can pass what an Int holds before a limit refuses them.
    package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// The product, or `Int.max` when it overflows.
    package func saturatingMultiply(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
