import LayoutcalcUIKit
import Testing

/// A photo feed, as a view controller is both the data source and the waterfall's delegate:
/// photos of known aspect ratios (width over height), each as tall as its column width makes it.
final class PhotoFeed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, WaterfallLayoutDelegate {
    var aspectRatios: [CGFloat]
    /// The columns of each section, where the feed says.
    var columns: [Int: Int] = [:]

    init(aspectRatios: [CGFloat]) {
        self.aspectRatios = aspectRatios
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        aspectRatios.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        width / aspectRatios[indexPath.item]
    }

    func columnCount(forSection section: Int, in layout: WaterfallLayout) -> Int? {
        columns[section]
    }
}

/// A photo of a diffable feed: its identity and shape.
struct Photo: Hashable {
    let id: Int
    let aspectRatio: CGFloat
}

/// A waterfall's delegate that reads each photo's shape from the diffable data source.
final class DiffablePhotoHeights: WaterfallLayoutDelegate {
    let dataSource: UICollectionViewDiffableDataSource<Int, Photo>

    init(dataSource: UICollectionViewDiffableDataSource<Int, Photo>) {
        self.dataSource = dataSource
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        width / (dataSource.itemIdentifier(for: indexPath)?.aspectRatio ?? 1)
    }
}

@Suite struct WaterfallLayoutTests {
    /// The feed's waterfall in a collection view 320 × 400, laid out from the data source.
    func feed(_ feed: PhotoFeed) throws -> (WaterfallLayout, UICollectionView) {
        let layout = WaterfallLayout()
        layout.delegate = feed
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.dataSource = feed
        collectionView.delegate = feed
        try layout.prepare(size: collectionView.bounds.size)
        return (layout, collectionView)
    }

    @Test func itemsGoToTheShortestColumn() throws {
        let photos = PhotoFeed(aspectRatios: [1, 0.5, 2, 1])
        defer { withExtendedLifetime(photos) {} }
        let (layout, collectionView) = try feed(photos)
        // 320 less 8 each side is 304: two columns of (304 − 8) / 2 = 148. Photo 0 (148 tall)
        // takes column 0, photo 1 (296) column 1, photo 2 (74) column 0 again at 8 + 148 + 8 =
        // 164, photo 3 (148) column 0 at 164 + 74 + 8 = 246, as column 1 ends at 312.
        #expect(layout.frame(ofItem: 1) == CGRect(x: 164, y: 8, width: 148, height: 296))
        #expect(layout.frame(ofItem: 2) == CGRect(x: 8, y: 164, width: 148, height: 74))
        #expect(layout.frame(ofItem: 3) == CGRect(x: 8, y: 246, width: 148, height: 148))
        // Column 0 ends at 246 + 148 = 394, then the bottom inset.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 402))
        // Scrolling keeps the cache: the same objects answer.
        let before = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) === before)
        #expect(collectionView.indexPathsForVisibleItems.count == 4)
    }

    @Test func anotherWidthLaysTheColumnsOutAgain() throws {
        // The collection view's data source and delegate are weak: the test keeps the feed.
        let photos = PhotoFeed(aspectRatios: [1, 0.5, 2, 1])
        defer { withExtendedLifetime(photos) {} }
        let (layout, collectionView) = try feed(photos)
        // Turned to 480: columns of (464 − 8) / 2 = 228; photo 0 is 228 tall, photo 1 456,
        // photo 2 (114) under photo 0 at 8 + 228 + 8 = 244, photo 3 under it at 244 + 114 + 8 =
        // 366, as column 1 ends at 8 + 456 + 8 = 472; column 0 then ends at 366 + 228 = 594.
        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(layout.frame(ofItem: 3) == CGRect(x: 8, y: 366, width: 228, height: 228))
        #expect(collectionView.contentSize == CGSize(width: 480, height: 602))
    }

    @Test func theDelegatesColumnsAndTheDataSourcesNewCounts() throws {
        let photos = PhotoFeed(aspectRatios: [1, 1, 1])
        photos.columns = [0: 3]
        defer { withExtendedLifetime(photos) {} }
        let (layout, collectionView) = try feed(photos)
        // Three columns of (304 − 16) / 3 = 96, side by side.
        #expect(layout.frame(ofItem: 2) == CGRect(x: 216, y: 8, width: 96, height: 96))
        // A fourth photo, reloaded: the cache is cleared by the context, the fourth goes under the first.
        photos.aspectRatios.append(2)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(layout.frame(ofItem: 3) == CGRect(x: 8, y: 112, width: 96, height: 48))
    }

    @Test func aDiffableFeedWithNoItemCounts() throws {
        let layout = WaterfallLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
        let heights = DiffablePhotoHeights(dataSource: dataSource)
        defer { withExtendedLifetime(heights) {} }
        layout.delegate = heights
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([Photo(id: 1, aspectRatio: 1), Photo(id: 2, aspectRatio: 2)], toSection: 0)
        snapshot.appendItems([Photo(id: 3, aspectRatio: 0.5)], toSection: 1)
        dataSource.apply(snapshot)
        try layout.prepare(size: collectionView.bounds.size)
        // Section 0: photo 1 (148) in column 0, photo 2 (74) in column 1; it ends below the
        // taller, at 8 + 148 + 8 = 164. Section 1 starts 8 further down: photo 3 (296) at 172.
        #expect(layout.frame(ofItem: 0, section: 1) == CGRect(x: 8, y: 172, width: 148, height: 296))
        #expect(collectionView.contentSize.height == 476)
        // A fourth photo, applied: the layout is prepared at once with the snapshot's counts, and
        // the photo (148 tall) goes to section 1's empty column.
        snapshot.appendItems([Photo(id: 4, aspectRatio: 1)], toSection: 1)
        dataSource.apply(snapshot)
        #expect(collectionView.numberOfItems(inSection: 1) == 2)
        #expect(layout.frame(ofItem: 1, section: 1) == CGRect(x: 164, y: 172, width: 148, height: 148))
    }
}
