import LayoutcalcUIKit
import Foundation
import LayoutEngine
import Testing
import TestSupport

/// Supplementary items on nested groups and on their items answer through the Swift API where
/// the command line lays them out (the spec `LayoutcalcHarness.spec(of:)` writes, read and laid
/// out), each on its own item's or group's frame wherever that group sits (layout-rules §4), at
/// its item's index path, a group's at item k, k counting the section's group instances that
/// carry one of its kind (UIKit's, as the command line numbers them).
@Suite struct NestedGroupSupplementaryTests {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func badge(_ kind: String, _ edges: NSDirectionalRectEdge, width: CGFloat = 20, height: CGFloat = 20, offset: CGPoint = CGPoint(x: 3, y: -4)) -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(width), .absolute(height)), elementKind: kind,
            containerAnchor: NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset))
    }

    /// A horizontal group repeated down a section with insets, a spacing between groups and a
    /// header: a wide item with a badge, then a vertical group (with a badge of its own) of two
    /// inset items with badges; the outer group has a badge too. `innerKind` names the vertical
    /// group's badge.
    static func photoRows(innerGroupKind: String = "column") -> UICollectionViewCompositionalLayout {
        let wide = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge("badge", [.top, .trailing])])
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), supplementaryItems: [badge("badge", [.bottom, .leading])])
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        column.supplementaryItems = [badge(innerGroupKind, [.top, .leading])]
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [wide, column])
        row.supplementaryItems = [badge("row", [.bottom, .trailing])]
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    struct Expected: Equatable, CustomStringConvertible {
        var kind: String
        var item: Int
        var frame: CGRect
        var description: String { "\(kind) at \(item): \(frame)" }
    }

    /// The anchored supplementaries of `section` as the command line lays out the layout's spec.
    static func commandLine(_ layout: UICollectionViewCompositionalLayout, harness: LayoutcalcHarness, section: Int) throws -> [Expected] {
        let laidOut = try spec(try harness.spec(of: layout)).layout()
        return laidOut.sections[section].supplementaries.compactMap { supplementary in
            supplementary.item.map { _ in Expected(kind: supplementary.kind, item: supplementary.index, frame: CGRect(supplementary.frame)) }
        }
    }

    /// The anchored supplementaries `layoutAttributesForElements(in:)` lists in `section`, in order.
    static func listed(_ layout: UICollectionViewCompositionalLayout, section: Int) -> [Expected] {
        let all = layout.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 10_000, height: 10_000)) ?? []
        return all.filter { $0.representedElementCategory == .supplementaryView && $0.indexPath.section == section && $0.representedElementKind != "header" }
            .map { Expected(kind: $0.representedElementKind ?? "", item: $0.indexPath.item, frame: $0.frame) }
    }

    @Test func badgesOfNestedGroupsAndTheirItemsInRepeatedRows() throws {
        let layout = Self.photoRows()
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: [9, 4])
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [9, 4])
        // W 390, insets 10/16/10/16: the row is 358 × 200 at x 16; the header (44) puts the
        // first row at y 10 + 44 = 54, each next one 200 + 8 lower (54, 262, 470). In a row at y:
        // the wide item is (16, y, 179, 200); the column (195, y, 179, 200) holds two 179 × 100
        // slots, items (197, y + 2, 175, 96) and (197, y + 102, 175, 96). Every badge is 20 × 20,
        // moved by (3, −4) (layout-rules §4: container point − badge point + offset):
        // - the wide item's [top, trailing]: (195, y) − (20, 0) + (3, −4) = (178, y − 4), item 3k;
        // - the column's [top, leading]: (195, y) + (3, −4) = (198, y − 4), at item k for the k-th
        //   column holding an item;
        // - a small item's [bottom, leading]: (197, y + 98) − (0, 20) + (3, −4) = (200, y + 74),
        //   and (200, y + 174) for the second;
        // - the row's [bottom, trailing]: (374, y + 200) − (20, 20) + (3, −4) = (357, y + 176), at
        //   item k for the k-th row.
        // The second section starts at 54 + 3 × 200 + 2 × 8 + 10 = 680: its header at 680, its
        // rows at 734 and 942.
        func row(_ number: Int, y: CGFloat, items: Int = 3) -> [Expected] {
            let first = 3 * number
            var row = [
                Expected(kind: "row", item: number, frame: CGRect(x: 357, y: y + 176, width: 20, height: 20)),
                Expected(kind: "badge", item: first, frame: CGRect(x: 178, y: y - 4, width: 20, height: 20)),
            ]
            if items > 1 {
                row += [
                    Expected(kind: "column", item: number, frame: CGRect(x: 198, y: y - 4, width: 20, height: 20)),
                    Expected(kind: "badge", item: first + 1, frame: CGRect(x: 200, y: y + 74, width: 20, height: 20)),
                ]
            }
            if items > 2 { row.append(Expected(kind: "badge", item: first + 2, frame: CGRect(x: 200, y: y + 174, width: 20, height: 20))) }
            return row
        }
        let first = row(0, y: 54) + row(1, y: 262) + row(2, y: 470)
        let second = row(0, y: 734) + row(1, y: 942, items: 1)
        #expect(Self.listed(layout, section: 0) == first)
        #expect(Self.listed(layout, section: 1) == second)
        #expect(try Self.commandLine(layout, harness: harness, section: 0) == first)
        #expect(try Self.commandLine(layout, harness: harness, section: 1) == second)
        for (section, expected) in [(0, first), (1, second)] {
            for supplementary in expected {
                let answer = layout.layoutAttributesForSupplementaryView(ofKind: supplementary.kind, at: IndexPath(item: supplementary.item, section: section))
                #expect(answer?.frame == supplementary.frame, "\(supplementary)")
                #expect(answer?.zIndex == 1)
            }
        }
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 680, width: 358, height: 44))
        // The column of the second section's last row holds no item: no badge of its, and the
        // section's columns carrying one end at item 0.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "column", at: IndexPath(item: 1, section: 1)) == nil)
        // A group's badge is not at its first item's index path (UIKit's): the second row's
        // column is at item 1, not 4.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "column", at: IndexPath(item: 4, section: 0)) == nil)
    }

    /// Where a group's badge and an item's are of one kind at one index path, both are listed (as
    /// the command line lists them), and the index path names the item's own.
    @Test func aGroupsBadgeOfItsFirstItemsKindLeavesTheItemItsOwn() throws {
        let layout = Self.photoRows(innerGroupKind: "badge")
        let harness = LayoutcalcHarness(width: 390, height: 844, itemCounts: [3, 0])
        try layout.prepare(size: CGSize(width: 390, height: 844), itemCounts: [3, 0])
        // The first row as above (y 54): the column's badge (198, 50), the first group instance
        // carrying a badge, and the wide item's (178, 50) are both at item 0.
        let expected = [
            Expected(kind: "row", item: 0, frame: CGRect(x: 357, y: 230, width: 20, height: 20)),
            Expected(kind: "badge", item: 0, frame: CGRect(x: 178, y: 50, width: 20, height: 20)),
            Expected(kind: "badge", item: 0, frame: CGRect(x: 198, y: 50, width: 20, height: 20)),
            Expected(kind: "badge", item: 1, frame: CGRect(x: 200, y: 128, width: 20, height: 20)),
            Expected(kind: "badge", item: 2, frame: CGRect(x: 200, y: 228, width: 20, height: 20)),
        ]
        #expect(Self.listed(layout, section: 0) == expected)
        #expect(try Self.commandLine(layout, harness: harness, section: 0) == expected)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 178, y: 50, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 128, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "row", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 357, y: 230, width: 20, height: 20))
    }

    /// A vertical group of a horizontal group and an item: a badge on the inner group by a
    /// fractional offset, badges on its items, and one on the item placed by its own anchor.
    @Test func aHorizontalGroupInAVerticalOneWithFractionalOffsetsAndItemAnchors() throws {
        let dot = Self.badge("dot", [.top, .leading], width: 10, height: 10, offset: CGPoint(x: 2, y: 2))
        let cell = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [dot])
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [cell])
        pair.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: Self.size(.absolute(30), .absolute(10)), elementKind: "count",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        ]
        let tag = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(20), .absolute(20)), elementKind: "tag",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 0, y: 4)))
        let banner = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)), supplementaryItems: [tag])
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(1), .absolute(120)), subitems: [pair, banner])
        let section = NSCollectionLayoutSection(group: stack)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        section.interGroupSpacing = 6
        let layout = UICollectionViewCompositionalLayout(section: section)
        let harness = LayoutcalcHarness(width: 320, height: 480, itemCounts: [5])
        try layout.prepare(size: CGSize(width: 320, height: 480), itemCounts: [5])
        // W 320, insets (5, 10, 5, 10): the group is 300 × 120 at (10, 5); the pair FH(0.5) of
        // 120 is 300 × 60 at (10, 5), its items 150 × 60 at x 10 and 160; the banner
        // (10, 65, 300, 60). The pair's 30 × 10 badge at [top, trailing]: (310, 5) − (30, 0) +
        // (0.5 × 30, −0.5 × 10) = (295, 0), at item 0 (the first pair instance). The dots (10 × 10 at [top, leading],
        // moved (2, 2)): (12, 7) and (162, 7). The tag: the banner's bottom centre (160, 125)
        // less its own top centre (10, 0), moved by its item anchor's (0, 4): (150, 129).
        // The second group (items 3 and 4, its pair only) starts 120 + 6 lower, at y 131.
        let expected = [
            Expected(kind: "count", item: 0, frame: CGRect(x: 295, y: 0, width: 30, height: 10)),
            Expected(kind: "dot", item: 0, frame: CGRect(x: 12, y: 7, width: 10, height: 10)),
            Expected(kind: "dot", item: 1, frame: CGRect(x: 162, y: 7, width: 10, height: 10)),
            Expected(kind: "tag", item: 2, frame: CGRect(x: 150, y: 129, width: 20, height: 20)),
            Expected(kind: "count", item: 1, frame: CGRect(x: 295, y: 126, width: 30, height: 10)),
            Expected(kind: "dot", item: 3, frame: CGRect(x: 12, y: 133, width: 10, height: 10)),
            Expected(kind: "dot", item: 4, frame: CGRect(x: 162, y: 133, width: 10, height: 10)),
        ]
        #expect(Self.listed(layout, section: 0) == expected)
        #expect(try Self.commandLine(layout, harness: harness, section: 0) == expected)
        for supplementary in expected {
            #expect(
                layout.layoutAttributesForSupplementaryView(ofKind: supplementary.kind, at: IndexPath(item: supplementary.item, section: 0))?.frame
                    == supplementary.frame, "\(supplementary)")
        }
        // The partly filled second group ends after its pair: 5 + 120 + 6 + 60 + 5.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 196))
    }

    /// Generated screens, through both doors: every anchored supplementary the command line lays
    /// out is where the prepared layout answers it at its index path (the item's own where a
    /// group's shares its kind there), and `layoutAttributesForElements(in:)` lists each (in a
    /// section that does not scroll orthogonally).
    @Test func generatedScreensAnswerTheirAnchoredItemsWhereTheCommandLineLaysThemOut() throws {
        var compared = 0
        for seed in 0..<400 {
            var generator = ScreenGenerator(seed: UInt64(seed))
            let read = generator.screen()
            guard read.container.height != nil, read.scrollOffsets.isEmpty, Self.buildable(read),
                let objects = try? ScreenObjects(read),
                // A layout the API refuses is refused by the command line too (TwoDoorsTests).
                let layout = try? objects.prepared()
            else { continue }
            let laidOut = try spec(try objects.harness.spec(of: objects.layout)).layout()
            let listed = layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e7, height: 2e7)) ?? []
            for (index, section) in laidOut.sections.enumerated() {
                let anchored = section.supplementaries.filter { $0.item != nil }
                let boundaryKinds = Set(section.supplementaries.filter { $0.item == nil }.map(\.kind))
                for (position, supplementary) in anchored.enumerated() {
                    compared += 1
                    let path = IndexPath(item: supplementary.index, section: index)
                    // At item 0 a boundary item of the kind answers first; elsewhere an item's
                    // own (the last of the kind at the item), then a group instance's.
                    let sharing = { (other: SupplementaryFrame) in other.kind == supplementary.kind && other.index == supplementary.index }
                    let shadowed = supplementary.anchoredToGroup
                        ? anchored.contains { !$0.anchoredToGroup && sharing($0) }
                            || anchored[(position + 1)...].contains { $0.anchoredToGroup && sharing($0) }
                        : anchored[(position + 1)...].contains { !$0.anchoredToGroup && sharing($0) }
                    let answers = !(supplementary.index == 0 && boundaryKinds.contains(supplementary.kind)) && !shadowed
                    if answers {
                        #expect(layout.layoutAttributesForSupplementaryView(ofKind: supplementary.kind, at: path)?.frame == CGRect(supplementary.frame), "seed \(seed)")
                    }
                    // A rect holds what meets the content (layout-rules §12, what a rect holds), and
                    // an orthogonal row what its viewport shows at its offset.
                    let content = CGRect(x: 0, y: 0, width: laidOut.contentSize.width, height: laidOut.contentSize.height)
                    guard section.orthogonal == nil, CGRect(supplementary.frame).intersects(content) else { continue }
                    #expect(
                        listed.contains { $0.indexPath == path && $0.representedElementKind == supplementary.kind && $0.frame == CGRect(supplementary.frame) },
                        "seed \(seed)")
                }
            }
        }
        #expect(compared > 100)
    }

    /// Whether UIKit's objects can say every section of `screen` (its variants' too): no item
    /// with a zIndex, no anchor with two offsets, no explicit `automatic` reference.
    static func buildable(_ screen: Screen) -> Bool {
        func buildable(_ node: LayoutNode) -> Bool {
            switch node {
            case .item(let item): item.zIndex == 0 && item.supplementaries.allSatisfy(buildable)
            case .group(let group): group.supplementaries.allSatisfy(buildable) && group.subitems.allSatisfy(buildable)
            }
        }
        func buildable(_ supplementary: AnchoredSupplementary) -> Bool {
            let anchors = [supplementary.containerAnchor] + (supplementary.itemAnchor.map { [$0] } ?? [])
            return anchors.allSatisfy { $0.fractionalOffset == .zero || $0.absoluteOffset == .zero }
        }
        func buildable(_ section: LayoutEngine.Section) -> Bool {
            guard section.contentInsetsReference != .automatic else { return false }
            if case .compositional(let content) = section.content { return buildable(.group(content.group)) }
            return true
        }
        return screen.sections.allSatisfy { section in buildable(section) && section.variants.allSatisfy { buildable($0.section) } }
    }
}

extension LayoutGroup {
    /// A horizontal or vertical group's subitems; none for a custom group.
    fileprivate var subitems: [LayoutNode] {
        switch arrangement {
        case .horizontal(let nodes), .vertical(let nodes): nodes
        case .custom: []
        }
    }
}

extension CGRect {
    /// The engine's frame.
    fileprivate init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
