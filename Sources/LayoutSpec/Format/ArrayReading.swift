import LayoutText

/// The elements of an array in a spec, each read (or checked) at its place: a long array of
/// objects or arrays in two halves at once, on two cores (`Parallel`). A big spec is mostly one
/// such array (its sections, a group's subitems, the scroll offsets), and reading is most of
/// the time a refused big spec takes (docs/performance.md, "Read and checked in two halves").
///
/// What the halves find is reported as going through the whole in order would: the second
/// half's issues after the first's, stopped at the same one past `IssueLog.limit`.
enum ArrayReading {
    /// How long an array is read in two halves: handing a half to the other core costs as much
    /// as reading some tens of a spec's objects (docs/performance.md, "Read and checked in two
    /// halves").
    static let inTwoMinimum = 512

    /// How many sections are read in two halves: a section takes as long to read as tens of
    /// small objects at the least, and a big spec may be a few dozen heavy ones (groups of a
    /// hundred subitems, say), each well under `inTwoMinimum`. A screen of a handful reads on
    /// one core.
    static let sectionsInTwoMinimum = 16

    /// The elements of the array `node`, each as `readElement` reads it at its index (nil
    /// leaves it out); room for at most `capacityLimit` is made up front. An array of objects
    /// or arrays at least `inTwoFrom` long is read in two halves at once.
    static func elements<Element: Sendable>(
        of node: any SpecNode, reserving capacityLimit: Int = .max, inTwoFrom minimum: Int = inTwoMinimum, _ reading: inout SpecReading,
        _ readElement: @Sendable (any SpecNode, Int, inout SpecReading) throws(SpecError) -> Element?
    ) throws(SpecError) -> [Element] {
        let count = node.count
        let splits = count >= minimum && (node.element(0).type == .object || node.element(0).type == .array)
        let (elements, rest) = try inHalves(count, from: splits ? minimum : .max, &reading) { (range, reading) throws(SpecError) in
            var elements: [Element] = []
            elements.reserveCapacity(min(range.count, capacityLimit))
            for index in range {
                reading.log.at(index: index)
                defer { reading.log.leave() }
                if let element = try readElement(node.element(index), index, &reading) { elements.append(element) }
            }
            return elements
        }
        return rest.map { elements + $0 } ?? elements
    }

    /// `part` over the indices `0..<count` with `state`; from `minimum` on, over each half at
    /// once, the second with a fork of `state` that then joins it: what each half returns (the
    /// second nil where there is one part).
    static func inHalves<State: ArrayPartState, Value: Sendable>(
        _ count: Int, from minimum: Int, _ state: inout State, _ part: @Sendable (Range<Int>, inout State) throws(SpecError) -> Value
    ) throws(SpecError) -> (Value, Value?) {
        guard count >= max(minimum, 2) else { return (try part(0..<count, &state), nil) }
        let half = count / 2
        let (first, second) = Parallel.both(
            { [state] in
                Result { () throws(SpecError) in
                    var state = state
                    return (try part(0..<half, &state), state)
                }
            },
            { [fork = state.forked()] in
                Result { () throws(SpecError) in
                    var state = fork
                    return (try part(half..<count, &state), state)
                }
            })
        let value: Value
        (value, state) = try first.get()
        try state.join(second.map(\.1))
        return (value, try? second.get().0)
    }
}

/// What going through part of an array keeps (a reading, a check's log), so that the part after
/// it can go at the same time from a fork and join it after.
protocol ArrayPartState: Sendable {
    /// A state for another part of the same array, from the same place.
    func forked() -> Self

    /// Adds what `later`, a fork that went through the part after this one's, found (or the
    /// issues it stopped at the limit with): thrown where going through both parts in one
    /// would have stopped (`IssueLog.limit`).
    mutating func join(_ later: Result<Self, SpecError>) throws(SpecError)
}
