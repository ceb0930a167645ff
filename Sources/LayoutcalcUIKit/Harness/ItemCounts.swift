import LayoutSpec

/// A collection view's counts, held to the spec format's limits (`SpecLimits`: sections, items
/// in a section, items in all) before anything is made of them: a data source that answers a
/// negative count or a billion items is refused with every count at fault, up to the limit of
/// problems, at the paths its values have in the spec (`sections`, `sections[2].items`).
enum ItemCounts {
    static let sectionsPath = SpecPath.root.key("sections")
    /// How many counts at fault are named before the rest are left.
    static let problemLimit = 100

    /// `counts`, as `prepare(size:itemCounts:…)` or a harness gives them, checked.
    static func check(_ counts: [Int]) throws(CompositionalLayoutError) {
        _ = try counted(sections: counts.count, items: { counts[$0] }, from: .itemCounts)
    }

    /// The counts of `sections` sections, each section's from `items`, checked: the section
    /// count first, so that no more than the limit of sections is ever asked or kept.
    static func counted(sections: Int, items: (Int) -> Int, from source: LayoutObjectProblem.CountSource) throws(CompositionalLayoutError)
        -> [Int]
    {
        guard (0...SpecLimits.maximumSections).contains(sections) else {
            throw CompositionalLayoutError(LayoutObjectProblem.sectionCount(sections, from: source), at: sectionsPath)
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var issues: [SpecIssue] = []
        var total = 0
        for section in 0..<sections {
            let count = items(section)
            counts.append(count)
            guard (0...SpecLimits.maximumItemsPerSection).contains(count) else {
                let path = sectionsPath.index(section).key("items")
                issues.append(SpecIssue(LayoutObjectProblem.itemCount(count, section: section, from: source), at: path))
                if issues.count == problemLimit {
                    issues.append(SpecIssue(.tooManyProblems, at: .path(path)))
                    break
                }
                continue
            }
            total += count
        }
        if issues.isEmpty && total > SpecLimits.maximumTotalItems {
            issues.append(SpecIssue(LayoutObjectProblem.itemsInAll(total, from: source), at: sectionsPath))
        }
        guard issues.isEmpty else { throw CompositionalLayoutError(issues) }
        return counts
    }

    /// Throws where `given` (`prepare(size:itemCounts:…)`'s) are not the data source's counts,
    /// at the first that differs.
    static func compare(given: [Int], dataSource: [Int]) throws(CompositionalLayoutError) {
        guard given.count == dataSource.count else {
            throw CompositionalLayoutError(
                LayoutObjectProblem.itemCountsDisagree(section: nil, given: given.count, dataSource: dataSource.count), at: sectionsPath)
        }
        guard let section = given.indices.first(where: { given[$0] != dataSource[$0] }) else { return }
        throw CompositionalLayoutError(
            LayoutObjectProblem.itemCountsDisagree(section: section, given: given[section], dataSource: dataSource[section]),
            at: sectionsPath.index(section).key("items"))
    }
}
