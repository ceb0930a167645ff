import LayoutcalcUIKit

/// A custom layout, whose frames follow from its code: a header 40 high across the top, then a
/// card a row, 16 in from each side, `rowHeight` high and 8 apart, above the zIndex of a
/// background behind the cards (-1); the first card is scaled to a half.
final class CardLayout: UICollectionViewLayout {
    let rowHeight: CGFloat
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    init(rowHeight: CGFloat = 80) {
        self.rowHeight = rowHeight
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: width, height: 40)
        let count = collectionView.numberOfItems(inSection: 0)
        var cards: [UICollectionViewLayoutAttributes] = []
        for item in 0..<count {
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.frame = CGRect(x: 16, y: 40 + CGFloat(item) * (rowHeight + 8), width: width - 32, height: rowHeight)
            card.zIndex = 1
            if item == 0 { card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
            cards.append(card)
        }
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 40, width: width, height: CGFloat(count) * (rowHeight + 8) - 8)
        background.zIndex = -1
        // Answered in no particular order, the background twice: the snapshot orders them and
        // lists each once.
        attributes = [background] + cards.reversed() + [header, background]
        contentHeight = 40 + CGFloat(count) * (rowHeight + 8)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
}
