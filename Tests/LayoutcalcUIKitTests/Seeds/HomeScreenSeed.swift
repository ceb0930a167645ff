// Seed 000, "Implementing a UICollectionView Compositional layout with a Pinterest section": the
// layout code of its home screen, as the article prints it, with only the import changed.
// Left out: the diffable data source and the cells. Mended where the article's page garbled
// the code: a `)` it lost in the carousel's handler, `\.maxY` printed as `.maxY`, and the two
// private extensions its page machine-translated into Russian. Not printed by the article, and
// written here as public copies of its project have them: `PinterestLayoutSection`'s
// initialiser and `section` (its leading and trailing insets half a spacing), and
// `pinterestSection`, with the spacing of the home screen sample (8).

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

enum Section: Int, CaseIterable {
    case carousel
    case widget
    case pinterest
}

protocol Ratioable {
    var ratio: CGFloat { get }
}

final class PinterestLayoutSection {
    var section: NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: customLayoutGroup)
        section.contentInsets = .init(top: 0, leading: padding, bottom: 0, trailing: padding)
        return section
    }

    private let numberOfColumns: Int
    private let itemRatios: [Ratioable]
    private let spacing: CGFloat
    private let contentWidth: CGFloat

    init(columnsCount: Int, itemRatios: [Ratioable], spacing: CGFloat, contentWidth: CGFloat) {
        self.numberOfColumns = columnsCount
        self.itemRatios = itemRatios
        self.spacing = spacing
        self.contentWidth = contentWidth
    }

    private var padding: CGFloat {
        spacing / 2
    }

    // 1
    private var insets: NSDirectionalEdgeInsets {
        .init(
            top: padding,
            leading: padding,
            bottom: padding,
            trailing: padding
        )
    }

    // 2
    private lazy var frames: [CGRect] = {
        calculateFrames()
    }()

    // 3
    private lazy var sectionHeight: CGFloat = {
        (frames
            .map(\.maxY)
            .max() ?? 0
        ) + insets.bottom
    }()

    // 4
    private lazy var customLayoutGroup: NSCollectionLayoutGroup = {
        let layoutSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(sectionHeight)
        )
        return NSCollectionLayoutGroup.custom(layoutSize: layoutSize) { _ in
            self.frames.map { .init(frame: $0) }
        }
    }()

    private func calculateFrames() -> [CGRect] {
        var contentHeight: CGFloat = 0
        // 1
        let columnWidth = (contentWidth - insets.leading - insets.trailing) /
            CGFloat(numberOfColumns)
        // 2
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var currentColumn = 0
        var yOffset: [CGFloat] = .init(repeating: 0, count: numberOfColumns)
        // Total number of frames
        var frames = [CGRect]()
        // 3
        for index in 0..<itemRatios.count {
            let aspectRatio = itemRatios[index]
            // Сalculate the frame.
            let frame = CGRect(
                x: xOffset[currentColumn],
                y: yOffset[currentColumn],
                width: columnWidth,
                height: columnWidth / aspectRatio.ratio
            )
            // Total frame inset between cells and along edges
            .insetBy(dx: padding, dy: padding)
            // Additional top and left offset to account for padding
            .offsetBy(dx: 0, dy: insets.leading)
            // 4
            .setHeight(ratio: aspectRatio.ratio)
            frames.append(frame)
            // Сalculate the height
            let columnLowestPoint = frame.maxY
            contentHeight = max(contentHeight, columnLowestPoint)
            yOffset[currentColumn] = columnLowestPoint
            // 5
            currentColumn = yOffset.indexOfMinElement ?? 0
        }
        return frames
    }
}

private extension CGRect {
    func setHeight(ratio: CGFloat) -> CGRect {
        .init(x: minX, y: minY, width: width, height: width / ratio)
    }
}

private extension Array where Element: Comparable {
    var indexOfMinElement: Int? {
        guard count > 0 else { return nil }
        var min = first
        var index = 0
        indices.forEach { i in
            let currentItem = self[i]
            if let minumum = min, currentItem < minumum {
                min = currentItem
                index = i
            }
        }
        return index
    }
}

final class CustomCompositionalLayout {
    static func layout(
        ratios: [Ratioable],
        contentWidth: CGFloat
    ) -> UICollectionViewCompositionalLayout {
        .init { sectionIndex, enviroment in
            guard let section = Section(rawValue: sectionIndex)
            else { return nil }
            switch section {
            case .carousel :
                return carouselBannerSection()
            case .widget :
                return widgetBannerSection()
            case .pinterest:
                return pinterestSection(ratios: ratios, contentWidth: contentWidth)
            }
        }
    }

    private static func carouselBannerSection() -> NSCollectionLayoutSection {
        //1
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .fractionalHeight(1)
        )
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        //2
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .fractionalWidth(1)
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize,
            subitems: [item]
        )
        //3
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        //4
        section.visibleItemsInvalidationHandler = { (items, offset, environment) in
            items.forEach { item in
                let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let minScale: CGFloat = 0.8
                let maxScale: CGFloat = 1.0 - (distanceFromCenter / environment.container.contentSize.width)
                let scale = max(maxScale, minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    private static func widgetBannerSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .fractionalHeight(1)
        )
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = .init(top: 0, leading: 5, bottom: 0, trailing: 5)
        //1
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2),
            heightDimension: .fractionalWidth(0.3)
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize,
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        //2
        let supplementaryItem = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(30)
            ),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        supplementaryItem.contentInsets = .init(
            top: 0,
            leading: 5,
            bottom: 0,
            trailing: 5
        )
        section.boundarySupplementaryItems = [supplementaryItem]
        section.contentInsets = .init(top: 10, leading: 5, bottom: 10, trailing: 5)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    private static func pinterestSection(
        ratios: [Ratioable],
        contentWidth: CGFloat
    ) -> NSCollectionLayoutSection {
        PinterestLayoutSection(
            columnsCount: 2,
            itemRatios: ratios,
            spacing: 8,
            contentWidth: contentWidth
        ).section
    }
}
