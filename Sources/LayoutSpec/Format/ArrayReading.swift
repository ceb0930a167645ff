import LayoutText

/// The elements of an array in a spec, each read at its place: a long array of objects or
/// arrays in two halves at once, on two cores (`Parallel`). A big spec is mostly one such
/// array (its sections, a group's subitems, the scroll offsets), and reading is most of the
/// time a refused big spec takes (docs/performance.md, "Read and checked in two halves").
///
/// What reading the halves finds is reported as reading the whole in order would: the second
/// half's issues after the first's, stopped at the same one past `IssueLog.limit`.
enum ArrayReading {
    /// How long an array is read in two halves: an object of a spec takes a microsecond or more
    /// to read, handing a half to the other core some tens.
    static let inTwoMinimum = 512

    /// How many sections are read in two halves: a section takes tens of microseconds to read
    /// at the least, and a big spec may be a few dozen heavy ones (groups of a hundred
    /// subitems, say), each well under `inTwoMinimum`. A screen of a handful reads on one core.
    static let sectionsInTwoMinimum = 16

    /// The elements of the array `node`, each as `readElement` reads it at its index (nil
    /// leaves it out); room for at most `capacityLimit` is made up front. An array of objects
    /// or arrays at least `inTwoFrom` long is read in two halves at once.
    static func elements<Element: Sendable>(
        of node: any SpecNode, reserving capacityLimit: Int = .max, inTwoFrom minimum: Int = inTwoMinimum, _ reading: inout SpecReading,
        _ readElement: @Sendable (any SpecNode, Int, inout SpecReading) throws(SpecError) -> Element?
    ) throws(SpecError) -> [Element] {
        let count = node.count
        guard count >= max(minimum, 2), node.element(0).type == .object || node.element(0).type == .array else {
            return try read(0..<count, of: node, reserving: capacityLimit, &reading, readElement)
        }
        let half = count / 2
        let (first, second) = Parallel.both(
            { [reading] in
                Result { () throws(SpecError) in
                    var reading = reading
                    return (try read(0..<half, of: node, reserving: capacityLimit, &reading, readElement), reading)
                }
            },
            { [fork = reading.forked()] in
                Result { () throws(SpecError) in
                    var reading = fork
                    return (try read(half..<count, of: node, reserving: capacityLimit, &reading, readElement), reading)
                }
            })
        var elements: [Element]
        (elements, reading) = try first.get()
        try reading.join(second.map(\.1))
        if case .success(let (rest, _)) = second { elements += rest }
        return elements
    }

    /// The elements `range` of the array `node`.
    private static func read<Element>(
        _ range: Range<Int>, of node: any SpecNode, reserving capacityLimit: Int, _ reading: inout SpecReading,
        _ readElement: (any SpecNode, Int, inout SpecReading) throws(SpecError) -> Element?
    ) throws(SpecError) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(min(range.count, capacityLimit))
        for index in range {
            reading.log.at(index: index)
            defer { reading.log.leave() }
            if let element = try readElement(node.element(index), index, &reading) { elements.append(element) }
        }
        return elements
    }
}
