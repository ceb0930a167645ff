import LayoutcalcUIKit
import LayoutEngine

/// Seed 002's presentations of one list, a table, a grid of three and the mixed grid, as flow
/// sections: samples/fruits.json's three sections, written with layoutcalc's additions (the
/// article's `UICollectionViewFlowLayout` has no compositional counterpart).
enum Presentations {
    static func make() -> UICollectionViewCompositionalLayout {
        let table = [FlowItemSize(width: .fraction(1), height: .points(112))]
        let grid = [FlowItemSize(width: .perRow(3), height: .aspect(1))]
        let sections = [(table, 10.0), (grid, 20.0), (table + Array(repeating: grid[0], count: 3), 20.0)].map { sizes, lineSpacing in
            let section = NSCollectionLayoutSection(flow: FlowSection(itemCount: 0, sizes: sizes, interitemSpacing: 8, lineSpacing: lineSpacing))
            section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 20, trailing: 16)
            return section
        }
        return UICollectionViewCompositionalLayout { index, _ in sections[index] }
    }
}

/// Seed 004's square mosaic, the snake of samples/mosaic.json.
enum SquareMosaic {
    static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(mosaic: MosaicSection(itemCount: 0, pattern: [.oneTwo, .threeRight, .twoOne, .threeRight])))
    }
}
