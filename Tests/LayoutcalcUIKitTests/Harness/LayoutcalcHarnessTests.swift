import LayoutcalcUIKit
import Foundation
import LayoutEngine
import LayoutSpec
import Testing
import TestSupport

/// The harness writes a layout as a spec, which `layoutcalc` lays out as the layout is.
@Suite struct LayoutcalcHarnessTests {
    /// A list of half-width rows named `list`, its items named.
    func list() -> UICollectionViewCompositionalLayout {
        let section = rows(of: 0.5, height: 40)
        section.layoutcalc = LayoutcalcSectionOptions(id: "list", itemIDs: ["first", nil])
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func theSpecOfALayout() throws {
        let spec = try LayoutcalcHarness(width: 320, height: nil, itemCounts: [2], scale: nil).spec(of: list())
        #expect(spec == """
            {
              "container": {
                "width": 320
              },
              "sections": [
                {
                  "id": "list",
                  "kind": "compositional",
                  "items": [
                    {
                      "id": "first"
                    },
                    {}
                  ],
                  "group": {
                    "group": "horizontal",
                    "size": {
                      "width": {
                        "fractionalWidth": 1
                      },
                      "height": {
                        "absolute": 40
                      }
                    },
                    "subitems": [
                      {
                        "size": {
                          "width": {
                            "fractionalWidth": 0.5
                          },
                          "height": {
                            "fractionalHeight": 1
                          }
                        }
                      }
                    ]
                  }
                }
              ]
            }

            """)
        // As prepare does, the harness lays out at scale 1 unless told otherwise.
        let atDefaults = try LayoutcalcHarness(width: 320, height: 480, itemCounts: [2]).spec(of: list())
        #expect(atDefaults.hasPrefix("{\n  \"container\": {\n    \"width\": 320,\n    \"height\": 480\n  },\n  \"scale\": 1,\n"))
    }

    @Test func aSpecWithoutAHeightCannotHoldFractionsOfIt() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        #expect(problems { () throws(CompositionalLayoutError) in
            _ = try LayoutcalcHarness(width: 320, height: nil, itemCounts: [1]).spec(of: layout)
        } == ["sections[0].group.size.height: a fraction of the container's height needs one: give container.height"])
    }

    @Test func theSpecOfAFlowLayout() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layout.minimumLineSpacing = 12
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionInsetReference = .fromSafeArea
        let spec = try LayoutcalcHarness(width: 320, height: nil, itemCounts: [3], scale: nil).spec(of: layout)
        #expect(spec == """
            {
              "container": {
                "width": 320
              },
              "sections": [
                {
                  "kind": "flow",
                  "items": 3,
                  "contentInsets": {
                    "top": 8,
                    "leading": 16,
                    "bottom": 8,
                    "trailing": 16
                  },
                  "contentInsetsReference": "safeArea",
                  "header": {
                    "height": 30,
                    "pinToVisibleBounds": true
                  },
                  "itemSize": {
                    "width": 100,
                    "height": 40
                  },
                  "minimumLineSpacing": 12
                }
              ]
            }

            """)
    }

    @Test func aDelegatesSizesAndMeasuredCellsAreWrittenToo() throws {
        // The photo grid's delegate answers per section; the spec lays out what the layout answers.
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let grid = PhotoGridDelegate()
        collectionView.delegate = grid
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: [7, 4])
        let written = try spec(try harness.spec(of: layout)).layout()
        let frames = written.sections.map { $0.items.map { Optional(CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) } }
        #expect(frames == [(0..<7).map { layout.frame(ofItem: $0) }, (0..<4).map { layout.frame(ofItem: $0, section: 1) }])
        // A list's measured cells are its items' own sizes, the estimate the size of the others.
        let list = AppFlowLayouts.selfSizingList(width: 390)
        let measured = LayoutcalcHarness(width: 390, height: 844, itemCounts: [3], measuredSizes: [IndexPath(item: 1, section: 0): CGSize(width: 390, height: 90)])
        let listScreen = try spec(try measured.spec(of: list))
        guard case .flow(let flow) = listScreen.sections[0].content else {
            Issue.record("not a flow section")
            return
        }
        #expect(flow.sizes == [FlowItemSize(width: .points(390), height: .points(44))])
        #expect(flow.itemSizes?.size(of: 1) == MeasuredSize(width: 390, height: 90))
        #expect(try listScreen.layout().sections[0].items.map(\.y) == [8, 52, 142])
    }

    @Test func aSubclassIsWrittenWhereItAnswersAsItsClass() throws {
        // A subclass that only sets its properties lays out as a flow layout does.
        let cards = try spec(try LayoutcalcHarness(width: 390, height: 844, itemCounts: [4]).spec(of: CardGridLayout()))
        guard case .flow(let flow) = cards.sections[0].content else {
            Issue.record("not a flow section")
            return
        }
        #expect(flow.sizes == [FlowItemSize(width: .points(150), height: .points(200))] && flow.interitemSpacing == 20)
        // Ones whose overrides move cells or scale them have no spec: refused where they differ.
        let tags = LeftAlignedFlowLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: tags)
        let sizes = TagSizes(widths: [80, 120, 60, 100, 90, 50])
        collectionView.delegate = sizes
        tags.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        tags.minimumInteritemSpacing = 8
        #expect(problems { () throws(CompositionalLayoutError) in
            _ = try LayoutcalcHarness(width: 320, height: 480, itemCounts: [6]).spec(of: tags)
        } == [
            "sections[0].items[1]: LeftAlignedFlowLayout answers the frame (100, 8, 120, 32) for this cell, where UICollectionViewFlowLayout lays out the frame (110, 8, 120, 32): a spec says what UICollectionViewFlowLayout lays out, not what a subclass's overrides change"
        ])
        #expect(problems { () throws(CompositionalLayoutError) in
            _ = try LayoutcalcHarness(width: 400, height: 300, itemCounts: [5]).screen(of: CarouselFlowLayout())
        } == [
            "sections[0].items[1]: CarouselFlowLayout answers other values for this cell (its zIndex, alpha, transform or isHidden) than UICollectionViewFlowLayout lays out: a spec says what UICollectionViewFlowLayout lays out, not what a subclass's overrides change"
        ])
    }
}

/// Cards two a line, as a layout that sets its properties when it is made.
private final class CardGridLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 150, height: 200)
        minimumInteritemSpacing = 20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
