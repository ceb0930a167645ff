import CompositionalLayout

/// A size of two dimensions.
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A vertical section of rows: a horizontal group `height` points tall of items `fraction` of
/// its width.
func rows(of fraction: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(fraction), .fractionalHeight(1)))
    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
}

/// The problems `body` is refused with, each as `PATH: MESSAGE`.
func problems(_ body: () throws(CompositionalLayoutError) -> Void) -> [String] {
    do {
        try body()
        return []
    } catch {
        return error.description.split(separator: "\n").map(String.init)
    }
}
