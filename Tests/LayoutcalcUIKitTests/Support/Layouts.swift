import LayoutcalcUIKit

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

/// Insets of four sides.
func insets(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// A boundary item of `kind` at `alignment`.
func boundaryItem(_ kind: String, _ size: NSCollectionLayoutSize, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
}

extension UICollectionViewLayout {
    /// The frame of the cell at `item` of `section`.
    func frame(ofItem item: Int, section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The attributes of the supplementary of `kind` at `indexPath` (item 0 of section 0 when not given).
    func supplementary(_ kind: String, at indexPath: IndexPath = IndexPath(item: 0, section: 0)) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}

/// The layouts of layout-rules §12's worked cases that several suites use (W 320, H 480).
enum SemanticsCases {
    /// §12's section insets, (3,4,5,6).
    static let sectionInsets = insets(3, 4, 5, 6)

    /// Rows of two: HG FW1×AB40 of FW0.5 items, in sections inset (3,4,5,6).
    static func rowsOfTwo() -> NSCollectionLayoutSection {
        let section = rows(of: 0.5, height: 40)
        section.contentInsets = sectionInsets
        return section
    }

    /// The decorations' case: rows of two with interGroupSpacing 4 under an extending header
    /// FW1×AB30, behind a "card" decoration inset (1,2,3,4) at zIndex −3.
    static func decorated() -> UICollectionViewCompositionalLayout {
        let section = rowsOfTwo()
        section.interGroupSpacing = 4
        section.boundarySupplementaryItems = [boundaryItem("header", size(.fractionalWidth(1), .absolute(30)), .top)]
        let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        card.contentInsets = insets(1, 2, 3, 4)
        card.zIndex = -3
        section.decorationItems = [card]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The pinned header's case: rows of two under a pinned header FW1×AB30.
    static func pinnedHeaders() -> UICollectionViewCompositionalLayout {
        let section = rowsOfTwo()
        let header = boundaryItem("header", size(.fractionalWidth(1), .absolute(30)), .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A horizontal layout of groups AB100×FH1, each of AB30 items, without insets: 3 fit a
    /// group, whose last 10 points are the slack of a full one.
    static func shortRows(boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(30), .absolute(30)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = boundaryItems
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
