import LayoutcalcUIKit
import LayoutEngine

/// A self-sizing list: full-width rows estimated at 44 points, each measured to a height of its
/// own, as an app's tests give the sizes its cells would take.
enum MeasuredList {
    static func make() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let row = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 1
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Every row of section 0 measured, 44 to 103 points tall.
    static func measuredSizes(rows: Int, width: CGFloat) -> [IndexPath: CGSize] {
        var sizes: [IndexPath: CGSize] = [:]
        sizes.reserveCapacity(rows)
        for row in 0..<rows {
            sizes[IndexPath(item: row, section: 0)] = CGSize(width: width, height: CGFloat(44 + (row * 37) % 60))
        }
        return sizes
    }
}

/// A waterfall of image ratios (layoutcalc's own section kind, which UIKit has no class for).
enum RatioWaterfall {
    static func make(ratios: [Double]) -> UICollectionViewCompositionalLayout {
        let section = WaterfallSection(columns: 2, items: WaterfallItems(ratios: ratios))
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(waterfall: section))
    }
}

/// Image ratios (width over height) from 0.5 to 2, spread without a pattern a layout could
/// exploit: the same for every benchmark that lays out ratios.
public enum SampleRatios {
    public static func ratios(_ count: Int) -> [Double] {
        (0..<count).map { 0.5 + Double(($0 * 7919) % 1500) / 1000 }
    }
}
