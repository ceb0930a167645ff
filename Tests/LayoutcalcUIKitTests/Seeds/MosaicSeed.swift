// Seed 004, "Writing a universal UICollectionViewLayout": the pattern and block protocols and the
// snake pattern's blocks, as the article prints them, with only the import changed (the data
// source protocol, constrained by the `class` Swift deprecates, is left out: the layout here takes
// its pattern directly). The article leaves the layout itself to its repository; `SquareMosaicLayout`
// is written here as a custom layout of that kind is: it computes every cell's attributes in
// `prepare()`, block after block down the collection view's width, and answers from them.

#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

public protocol SquareMosaicBlock {

    // количество CGRect в блоке
    func frames() -> Int
    // массив [CGRect] для определенной ширины коллекции и смещения относительно начала
    func frames(origin: CGFloat, width: CGFloat) -> [CGRect]
}

public protocol SquareMosaicPattern {

    // массив блоков
    var blocks: [SquareMosaicBlock] { get }
}

struct SnakeSquareMosaicPattern: SquareMosaicPattern {

    var blocks: [SquareMosaicBlock] {
        return [
            OneTwoSquareMosaicBlock(),
            ThreeRightSquareMosaicBlock(),
            TwoOneSquareMosaicBlock(),
            ThreeRightSquareMosaicBlock()
        ]
    }
}

public struct OneTwoSquareMosaicBlock: SquareMosaicBlock {

    public func frames() -> Int {
        return 3
    }

    public func frames(origin: CGFloat, width: CGFloat) -> [CGRect] {
        let sideMin = width / 3.0
        let sideMax = width - sideMin
        var frames = [CGRect]()
        frames.append(CGRect(x: 0, y: origin, width: sideMax, height: sideMax))
        frames.append(CGRect(x: sideMax, y: origin, width: sideMin, height: sideMin))
        frames.append(CGRect(x: sideMax, y: origin + sideMax - sideMin, width: sideMin, height: sideMin))
        return frames
    }
}

public struct TwoOneSquareMosaicBlock: SquareMosaicBlock {

    public func frames() -> Int {
        return 3
    }

    public func frames(origin: CGFloat, width: CGFloat) -> [CGRect] {
        let sideMin = width / 3.0
        let sideMax = width - sideMin
        var frames = [CGRect]()
        frames.append(CGRect(x: 0, y: origin, width: sideMin, height: sideMin))
        frames.append(CGRect(x: 0, y: origin + sideMax - sideMin, width: sideMin, height: sideMin))
        frames.append(CGRect(x: sideMin, y: origin, width: sideMax, height: sideMax))
        return frames
    }
}

public struct ThreeRightSquareMosaicBlock: SquareMosaicBlock {

    public func frames() -> Int {
        return 3
    }

    public func frames(origin: CGFloat, width: CGFloat) -> [CGRect] {
        let side = width / 3.0
        var frames = [CGRect]()
        frames.append(CGRect(x: side + side, y: origin, width: side, height: side))
        frames.append(CGRect(x: side, y: origin, width: side, height: side))
        frames.append(CGRect(x: 0, y: origin, width: side, height: side))
        return frames
    }
}

/// The pattern's blocks down the collection view, one cell a square, the blocks repeating; a
/// block is as tall as the squares it holds.
final class SquareMosaicLayout: UICollectionViewLayout {
    private let pattern: SquareMosaicPattern
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    init(pattern: SquareMosaicPattern) {
        self.pattern = pattern
        super.init()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        cache.removeAll()
    }

    override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView = collectionView, !pattern.blocks.isEmpty else { return }
        let width = collectionView.bounds.width
        let count = collectionView.numberOfItems(inSection: 0)
        var top: CGFloat = 0
        var block = 0
        while cache.count < count {
            let frames = pattern.blocks[block % pattern.blocks.count].frames(origin: top, width: width)
            if frames.isEmpty { break }
            var bottom = top
            for frame in frames.prefix(count - cache.count) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: cache.count, section: 0))
                attributes.frame = frame
                cache.append(attributes)
                bottom = max(bottom, frame.maxY)
            }
            top = bottom
            block += 1
        }
        contentHeight = top
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
