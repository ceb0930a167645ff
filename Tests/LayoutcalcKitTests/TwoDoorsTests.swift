import LayoutcalcUIKit
import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutcalcKit
import TestSupport
import Testing

/// A layout built with the Swift API and the spec it writes go through the same checks and the
/// same engine: the spec, read by the command line's reader and laid out by a run, gives the
/// frames the prepared layout answers; and a layout layoutcalc refuses is refused through
/// either door with the same issue at the same place, in the same words.
@Suite struct TwoDoorsTests {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Layouts of the API's parts: rows with ids, nested groups with badges, a carousel's row with
    /// its scale effect, boundary items and decorations.
    static let layouts: [(name: String, itemCounts: [Int], make: @Sendable () -> UICollectionViewCompositionalLayout)] = [
        ("rows", [5], {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
            section.layoutcalc = LayoutcalcSectionOptions(id: "rows", itemIDs: ["first", nil, nil, nil, "last"])
            return UICollectionViewCompositionalLayout(section: section)
        }),
        ("nested", [7], {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), supplementaryItems: [badge])
            small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitem: small, count: 2)
            let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(4.0 / 9)), subitems: [big, column])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 6
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4)
            return UICollectionViewCompositionalLayout(section: section)
        }),
        ("carousel and header", [6, 3], {
            UICollectionViewCompositionalLayout { index, _ in
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                if index == 0 {
                    section.orthogonalScrollingBehavior = .groupPagingCentered
                    section.interGroupSpacing = 10
                } else {
                    section.boundarySupplementaryItems = [
                        NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
                    ]
                    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
                }
                return section
            }
        }),
        ("cards of a uniform height", [5], {
            let short = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 80)))
            let tall = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 120)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [short, tall])
            group.interItemSpacing = .fixed(8)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }),
        ("a placeholder section under an anchored header", [3, 0], {
            UICollectionViewCompositionalLayout { index, _ in
                guard index == 0 else { return NSCollectionLayoutSection(group: NSCollectionLayoutGroup(layoutSize: size(.absolute(0), .absolute(0)))) }
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header",
                        containerAnchor: NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: 0, y: 4)))
                ]
                return section
            }
        }),
        ("a settings list", [3, 2], {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            return UICollectionViewCompositionalLayout.list(using: configuration)
        }),
    ]

    @Test(arguments: 0..<layouts.count)
    func theWrittenSpecLaidOutByARunIsThePreparedLayout(_ index: Int) throws {
        let (name, itemCounts, make) = Self.layouts[index]
        let layout = make()
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: itemCounts, scale: 3)
        let spec = try LayoutcalcHarness(width: 390, height: 844, itemCounts: itemCounts, scale: 3).spec(of: make())
        var run = LayoutRun()
        let laidOut = try #require(try run.layOut(Array(spec.utf8), source: name).first?.layout)
        #expect(layout.collectionViewContentSize == CGSize(width: laidOut.contentSize.width, height: laidOut.contentSize.height))
        for (section, sectionLayout) in laidOut.sections.enumerated() {
            #expect(sectionLayout.items.count == itemCounts[section])
            for (item, frame) in sectionLayout.items.enumerated() {
                let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
                #expect(attributes?.frame == CGRect(frame), "\(name), item \(item) of section \(section)")
            }
            for supplementary in sectionLayout.supplementaries {
                let attributes = layout.layoutAttributesForSupplementaryView(
                    ofKind: supplementary.kind, at: IndexPath(item: supplementary.index, section: section))
                #expect(attributes?.frame == CGRect(supplementary.frame), "\(name) \(supplementary.kind)")
            }
            for decoration in sectionLayout.decorations {
                let attributes = layout.layoutAttributesForDecorationView(ofKind: decoration.kind, at: IndexPath(item: 0, section: section))
                #expect(attributes?.frame == CGRect(decoration.frame), "\(name) \(decoration.kind)")
            }
        }
    }

    /// Texts as a spec's items give them and as app code measures them.
    static let texts: [(string: String, font: String, weight: UIFont.Weight, size: CGFloat, maxWidth: CGFloat?)] = [
        ("Podcasts", #"{"size": 16}"#, .regular, 16, nil),
        ("Notifications and sounds for every app", #""body""#, .regular, 17, 208),
        ("Recently played podcasts", #"{"size": 22, "weight": "bold"}"#, .bold, 22, 208),
        ("Bluetooth\nOn", #"{"size": 15, "weight": "semibold"}"#, .semibold, 15, 120),
        ("Ünïcödé 👨‍👩‍👧 שלום", #"{"size": 13, "weight": "light"}"#, .light, 13, 90),
    ]

    /// An item's `text` in a spec is the size the Swift API's `boundingRect` with
    /// `.usesLineFragmentOrigin` gives the same string and font: one text model behind both doors.
    @Test(arguments: 0..<texts.count)
    func aTextItemIsTheSizeTheSwiftAPIMeasures(_ index: Int) throws {
        let text = Self.texts[index]
        let maxWidth = text.maxWidth.map { #", "maxWidth": \#($0)"# } ?? ""
        let json = text.string.replacingOccurrences(of: "\n", with: #"\n"#)
        let spec = #"{"container": {"width": 400}, "sections": [{"kind": "flow", "items": [{"text": {"string": "\#(json)", "font": \#(text.font)\#(maxWidth)}}]}]}"#
        var run = LayoutRun()
        let frame = try #require(try run.layOut(Array(spec.utf8), source: "text \(index)").first?.layout.sections.first?.items.first)
        let measured = (text.string as NSString).boundingRect(
            with: CGSize(width: text.maxWidth ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: UIFont.systemFont(ofSize: text.size, weight: text.weight)], context: nil)
        #expect(measured.size.width > 0 && measured.size.height > 0)
        #expect(CGSize(width: frame.width, height: frame.height) == measured.size)
    }

    /// A bad layout, as app code writes it and as its spec says it: the same problem.
    struct BadLayout: Sendable {
        var name: String
        var layout: @Sendable () -> UICollectionViewCompositionalLayout
        var spec: String
        var height: CGFloat? = 844
        var itemCounts = [2]
    }

    static let badLayouts: [BadLayout] = [
        BadLayout(
            name: "a negative absolute width in a subitem",
            layout: {
                let item = NSCollectionLayoutItem(layoutSize: size(.absolute(-10), .fractionalHeight(1)))
                return UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])))
            },
            spec: #"""
                {"container": {"width": 390, "height": 844}, "scale": 1, "sections": [{"kind": "compositional", "items": 2,
                  "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                            "subitems": [{"size": {"width": {"absolute": -10}, "height": {"fractionalHeight": 1}}}]}}]}
                """#),
        BadLayout(
            name: "an item of no size in a section of a negative inset, which both doors take",
            layout: {
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0), .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
                section.contentInsets = NSDirectionalEdgeInsets(top: -1, leading: 2, bottom: 0, trailing: 0)
                return UICollectionViewCompositionalLayout(section: section)
            },
            spec: #"""
                {"container": {"width": 390, "height": 844}, "scale": 1, "sections": [{"kind": "compositional", "items": 2,
                  "contentInsets": {"top": -1, "leading": 2},
                  "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                            "subitems": [{"size": {"width": {"fractionalWidth": 0}, "height": {"fractionalHeight": 1}}}]}}]}
                """#),
        BadLayout(
            name: "a fraction of a height the container has not",
            layout: {
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                return UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])))
            },
            spec: #"""
                {"container": {"width": 390}, "scale": 1, "sections": [{"kind": "compositional", "items": 2,
                  "group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}},
                            "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
                """#,
            height: nil),
        BadLayout(
            name: "a negative inter-group spacing",
            layout: {
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
                section.interGroupSpacing = -4
                return UICollectionViewCompositionalLayout(section: section)
            },
            spec: #"""
                {"container": {"width": 390, "height": 844}, "scale": 1, "sections": [{"kind": "compositional", "items": 2,
                  "interGroupSpacing": -4,
                  "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                            "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
                """#),
        BadLayout(
            name: "groups of counts nested deep in 40 sections, past the group members a layout lays out",
            layout: {
                var group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(1)),
                    subitem: NSCollectionLayoutItem(layoutSize: size(.absolute(1), .fractionalHeight(1))), count: 10_000)
                for _ in 1..<31 {
                    group = .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitem: group, count: 10_000)
                }
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            },
            spec: nestedCountsSpec(sections: 40, height: 844), itemCounts: Array(repeating: 1, count: 40)),
        BadLayout(
            name: "a negative estimate uniform across siblings",
            layout: {
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: -50)))
                return UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])))
            },
            spec: #"""
                {"container": {"width": 390, "height": 844}, "scale": 1, "sections": [{"kind": "compositional", "items": 2,
                  "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}},
                            "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"uniformAcrossSiblings": -50}}}]}}]}
                """#),
        BadLayout(
            name: "a negative header top padding",
            layout: {
                var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
                configuration.headerMode = .supplementary
                configuration.headerTopPadding = -8
                return UICollectionViewCompositionalLayout.list(using: configuration)
            },
            spec: #"""
                {"container": {"width": 390, "height": 844}, "scale": 1, "sections": [{"kind": "list", "items": 2,
                  "appearance": "grouped", "headerMode": "supplementary", "headerTopPadding": -8}]}
                """#),
        BadLayout(
            name: "a group of no subitems with items to place",
            layout: {
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup(layoutSize: size(.fractionalWidth(1), .absolute(40)))))
            },
            spec: #"""
                {"container": {"width": 390, "height": 844}, "scale": 1, "sections": [{"kind": "compositional", "items": 2,
                  "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}, "subitems": []}}]}
                """#),
    ]

    @Test(arguments: 0..<badLayouts.count)
    func aBadLayoutGetsTheSameIssueThroughEitherDoor(_ index: Int) throws {
        let bad = Self.badLayouts[index]
        let size = CGSize(width: 390, height: bad.height ?? 0)
        let swiftIssues: [SpecIssue]
        do {
            if bad.height == nil {
                _ = try LayoutcalcHarness(width: 390, height: nil, itemCounts: bad.itemCounts).screen(of: bad.layout())
            } else {
                try bad.layout().prepare(size: size, itemCounts: bad.itemCounts)
            }
            swiftIssues = []
        } catch {
            swiftIssues = error.issues
        }
        var jsonIssues: [SpecIssue] = []
        var run = LayoutRun()
        do throws(LayoutRun.Failure) {
            _ = try run.layOut(Array(bad.spec.utf8), source: "spec.json")
        } catch .invalid(let error) {
            jsonIssues = error.issues
        } catch {
            Issue.record("\(bad.name): \(error)")
        }
        #expect(!swiftIssues.isEmpty, "\(bad.name)")
        #expect(swiftIssues == jsonIssues, "\(bad.name)")
        #expect(swiftIssues.map(\.description) == jsonIssues.map(\.description), "\(bad.name)")
    }
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
