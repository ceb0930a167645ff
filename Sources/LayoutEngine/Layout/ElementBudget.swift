/// How many elements a section may still make under the screen's limit.
struct ElementBudget {
    let limit: Int
    let remaining: Int

    /// Throws when `count` elements would not fit.
    func check(_ count: Int, section: Int) throws(LayoutError) {
        guard count <= remaining else { throw .tooManyElements(section: section, limit: limit) }
    }
}
