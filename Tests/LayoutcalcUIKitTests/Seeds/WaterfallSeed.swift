// Seed 001, "Implementing a Pinterest-like layout using compositional layout": the waterfall
// custom-group builder, as the article prints it, with only the import changed. The article
// shows the section's code as a fragment; `waterfallSection(config:enviroment:)` wraps it as
// printed, and the one-line `columnWidth` gets back the line break it lost (a `;`). Not printed
// by the article, and written as its published package has it:
// `maxColumnHeight()`.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

typealias ItemHeightProvider = (_ index: Int, _ itemWidth: CGFloat) -> CGFloat
typealias ItemCountProvider = () -> Int

struct Configuration {
    public let columnCount: Int
    public let interItemSpacing: CGFloat
    public let contentInsetsReference: UIContentInsetsReference
    public let itemHeightProvider: ItemHeightProvider
    public let itemCountProvider: ItemCountProvider

    /// Initialization for configuration of waterfall compositional layout section
    /// - Parameters:
    ///   - columnCount: a number of columns
    ///   - interItemSpacing: a spacing between columns and rows
    ///   - contentInsetsReference: a reference point for content insets for a section
    ///   - itemCountProvider: closure providing a number of items in a section
    ///   - itemHeightProvider: closure for providing an item height at a specific index
    public init(
        columnCount: Int = 2,
        interItemSpacing: CGFloat = 8,
        contentInsetsReference: UIContentInsetsReference = .automatic,
        itemCountProvider: @escaping ItemCountProvider,
        itemHeightProvider: @escaping ItemHeightProvider
    ) {
        self.columnCount = columnCount
        self.interItemSpacing = interItemSpacing
        self.contentInsetsReference = contentInsetsReference
        self.itemCountProvider = itemCountProvider
        self.itemHeightProvider = itemHeightProvider
    }
}

final class LayoutBuilder {
    private var columnHeights: [CGFloat]
    private let columnCount: CGFloat
    private let itemHeightProvider: ItemHeightProvider
    private let interItemSpacing: CGFloat
    private let collectionWidth: CGFloat

    init(
        configuration: Configuration,
        collectionWidth: CGFloat
    ) {
        self.columnHeights = [CGFloat](repeating: 0, count: configuration.columnCount)
        self.columnCount = CGFloat(configuration.columnCount)
        self.itemHeightProvider = configuration.itemHeightProvider
        self.interItemSpacing = configuration.interItemSpacing
        self.collectionWidth = collectionWidth
    }

    func makeLayoutItem(for row: Int) -> NSCollectionLayoutGroupCustomItem {
        let frame = frame(for: row)
        columnHeights[columnIndex()] = frame.maxY + interItemSpacing
        return NSCollectionLayoutGroupCustomItem(frame: frame)
    }

    func maxColumnHeight() -> CGFloat {
        return columnHeights.max() ?? 0
    }

    private var columnWidth: CGFloat { let spacing = (columnCount - 1) * interItemSpacing; return (collectionWidth - spacing) / columnCount }

    private func itemOrigin(width: CGFloat) -> CGPoint {
        let y = columnHeights[columnIndex()].rounded()
        let x = (width + interItemSpacing) * CGFloat(columnIndex())
        return CGPoint(x: x, y: y)
    }

    private func columnIndex() -> Int {
        columnHeights
            .enumerated()
            .min(by: { $0.element < $1.element })?
            .offset ?? 0
    }

    func frame(for row: Int) -> CGRect {
        let width = columnWidth
        let height = itemHeightProvider(row, width)
        let size = CGSize(width: width, height: height)
        let origin = itemOrigin(width: size.width)
        return CGRect(origin: origin, size: size)
    }
}

func waterfallSection(config: Configuration, enviroment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var items = [NSCollectionLayoutGroupCustomItem]()
    let itemProvider = LayoutBuilder(
        configuration: config,
        collectionWidth: enviroment.container.contentSize.width
    )

    for i in 0..<config.itemCountProvider() {
        let item = itemProvider.makeLayoutItem(for: i)
        items.append(item)
    }

    let groupLayoutSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .absolute(itemProvider.maxColumnHeight())
    )

    let group = NSCollectionLayoutGroup.custom(layoutSize: groupLayoutSize) { _ in
        return items
    }

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsetsReference = config.contentInsetsReference
    return section
}
