#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

/// The app's layouts. `spacing` and `rowHeight` are what a change to the design would change;
/// the tests take them from the environment to show a snapshot failing.
public enum Screens {
    /// A feed: full-width rows 50 high, `spacing` apart.
    public static func feed(spacing: CGFloat) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A grid of 100-point squares, 10 apart.
    public static func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }
}

/// A data source of `counts[s]` items in section `s`.
public final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    public init(counts: [Int]) {
        self.counts = counts
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// A custom layout: a header 40 high across the top, then one card a row, 16 in from each side,
/// `rowHeight` high and 8 apart, above the header's zIndex, the first card scaled to 0.9.
public final class CardStackLayout: UICollectionViewLayout {
    let rowHeight: CGFloat
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    public init(rowHeight: CGFloat) {
        self.rowHeight = rowHeight
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: width, height: 40)
        attributes = [header]
        var y: CGFloat = 40
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.frame = CGRect(x: 16, y: y, width: width - 32, height: rowHeight)
            card.zIndex = 1
            if item == 0 { card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
            attributes.append(card)
            y += rowHeight + 8
        }
        contentHeight = y
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}
