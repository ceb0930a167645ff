import LayoutcalcUIKit
import Testing

/// A card behind each section, as a view controller registers it: a reusable view of rounded,
/// bordered corners, registered with the layout for its kind.
final class CardBackgroundView: UICollectionReusableView {
    static let elementKind = "card-background"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor(red: 0.8, green: 0.8, blue: 0.82, alpha: 1).cgColor
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A separator line, a view of the kind UIKit's list swipe actions and decorations get.
final class HairlineView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
        tintColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

enum CardsLayout {
    static func make() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: CardBackgroundView.elementKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: CardBackgroundView.elementKind)
        return layout
    }
}

@Suite struct DecorationViewTests {
    @Test func aRegisteredCardLiesBehindEachSection() throws {
        let layout = CardsLayout.make()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3, 1], scale: 3)
        // Section 0: 16 + 3 × 60 + 16 = 212 tall, its card 8 in from each side of it, behind
        // the rows (zIndex 0; a decorated section's items are raised to 1).
        let card = try #require(layout.layoutAttributesForDecorationView(ofKind: CardBackgroundView.elementKind, at: IndexPath(item: 0, section: 0)))
        #expect(card.frame == CGRect(x: 8, y: 8, width: 374, height: 196))
        #expect(card.zIndex == 0)
        #expect(card.representedElementCategory == .decorationView)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 16, y: 136, width: 358, height: 60))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 1)
        // Section 1 starts at 212 and is 16 + 60 + 16 = 92 tall.
        let second = layout.layoutAttributesForDecorationView(ofKind: CardBackgroundView.elementKind, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame == CGRect(x: 8, y: 220, width: 374, height: 76))
        #expect(layout.collectionViewContentSize.height == 304)
    }

    @Test func viewsKeepWhatTheyAreGiven() throws {
        let card = CardBackgroundView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(card.layer.cornerRadius == 12)
        #expect(card.layer.borderWidth == 1)
        #expect(card.layer.borderColor != nil)
        #expect(card.layer.masksToBounds)
        #expect(card.backgroundColor != nil)
        #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let line = HairlineView(frame: .zero)
        card.addSubview(line)
        #expect(card.subviews.first === line)
        #expect(line.superview === card)
        line.removeFromSuperview()
        #expect(card.subviews.isEmpty)
        // Views read no archives.
        #expect(HairlineView(coder: NSCoder()) == nil)
        // A cell has its content view; the collection view makes none.
        #expect(UICollectionViewCell(frame: .zero).contentView.frame == .zero)
    }

    @Test func systemAndMadeColoursCompile() {
        let colours: [UIColor] = [
            .systemBackground, .secondarySystemGroupedBackground, .label, .separator, .systemBlue, .clear,
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(white: 0, alpha: 0.3), UIColor(named: "Brand")!,
            UIColor.black.withAlphaComponent(0.5), UIColor(cgColor: UIColor.red.cgColor),
        ]
        // A named colour of an asset catalogue there is not: still a colour, not a trap.
        #expect(colours.last !== UIColor(named: "Missing"))
    }

    @Test func aSwipeActionsHandlerTakesAView() {
        var handled = false
        let action = UIContextualAction(style: .normal, title: "Flag") { _, view, completion in
            view.backgroundColor = .systemOrange
            completion(true)
        }
        // layoutcalc never calls it; app code calling it itself gives it a view.
        action.handler(action, HairlineView(frame: .zero)) { handled = $0 }
        #expect(handled)
    }
}
