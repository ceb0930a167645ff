import Foundation
@testable import LayoutSpec
import Testing

/// A spec written with UIKit's names: each is the spec's own name, or its error says "did you
/// mean" the spec's, where the spec's key is read.
@Suite struct UIKitNamesTests {
    func compositional(_ keys: String, group: String = #"{"group": "horizontal", "size": \#(size), "subitems": [{"size": \#(size)}]}"#) -> Set<String> {
        diagnostics(oneSection(#""kind": "compositional", "group": \#(group)\#(keys)"#))
    }

    static let size = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
    var size: String { Self.size }

    func didYouMean(_ path: String, _ name: String, _ spec: String, _ api: String, note: String? = nil) -> String {
        #"spec.json: error: \#(path): unknown key "\#(name)"; did you mean "\#(spec)"? (UIKit's \#(api)\#(note.map { "; " + $0 } ?? ""))"#
    }

    @Test func aSectionsKeys() {
        #expect(compositional(#", "orthogonalScrollingBehavior": "paging""#) == [
            didYouMean("sections[0].orthogonalScrollingBehavior", "orthogonalScrollingBehavior", "orthogonalScrolling",
                       "NSCollectionLayoutSection.orthogonalScrollingBehavior")
        ])
        #expect(compositional(#", "boundarySupplementaryItems": []"#) == [
            didYouMean("sections[0].boundarySupplementaryItems", "boundarySupplementaryItems", "boundaryItems",
                       "NSCollectionLayoutSection.boundarySupplementaryItems")
        ])
        #expect(compositional(#", "visibleItemsInvalidationHandler": {}"#) == [
            didYouMean("sections[0].visibleItemsInvalidationHandler", "visibleItemsInvalidationHandler", "effect",
                       "NSCollectionLayoutSection.visibleItemsInvalidationHandler", note: #"the scale effect a handler usually makes: {"scale": {"min": m}}"#)
        ])
        #expect(diagnostics(oneSection(#""kind": "flow", "sectionInset": 8, "headerReferenceSize": {"height": 20}"#)) == [
            didYouMean("sections[0].sectionInset", "sectionInset", "contentInsets", "UICollectionViewFlowLayout.sectionInset"),
            didYouMean("sections[0].headerReferenceSize", "headerReferenceSize", "header", "UICollectionViewFlowLayout.headerReferenceSize",
                       note: #"{"height": h}: a header spans the width"#),
        ])
        // A key the section's kind does not read is not suggested: why it is not read is said.
        #expect(diagnostics(oneSection(#""kind": "flow", "boundarySupplementaryItems": []"#)) == [
            #"spec.json: error: sections[0].boundarySupplementaryItems: unknown key "boundarySupplementaryItems", UIKit's name for "boundaryItems": "boundaryItems" is not read by a flow section (it is a key of "carousel", "widget", "waterfall", "compositional" and "mosaic")"#
        ])
    }

    /// UIKit's names for the decorations and the layout's own boundary items.
    @Test func theDecorationsAndTheLayoutsBoundaryItems() {
        #expect(compositional(#", "decorationItems": []"#) == [
            didYouMean("sections[0].decorationItems", "decorationItems", "decorations", "NSCollectionLayoutSection.decorationItems")
        ])
        #expect(diagnostics(#"{"container": {"width": 390}, "sections": [], "boundarySupplementaryItems": []}"#) == [
            didYouMean(
                "boundarySupplementaryItems", "boundarySupplementaryItems", "boundaryItems",
                "UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems", note: "the layout's own headers and footers")
        ])
    }

    @Test func theTopLevelsKeys() {
        #expect(diagnostics(#"{"container": {"width": 390}, "sections": [], "directionalLayoutMargins": 8, "safeAreaInsets": 0}"#) == [
            didYouMean("directionalLayoutMargins", "directionalLayoutMargins", "layoutMargins", "UIView.directionalLayoutMargins"),
            didYouMean("safeAreaInsets", "safeAreaInsets", "safeArea", "UIView.safeAreaInsets"),
        ])
        #expect(diagnostics(#"{"container": {"width": 390}, "sections": [], "safeArea": {"left": 1, "right": 2}}"#) == [
            didYouMean("safeArea.left", "left", "leading", "UIEdgeInsets.left", note: "NSDirectionalEdgeInsets's name, which right-to-left layouts mirror"),
            didYouMean("safeArea.right", "right", "trailing", "UIEdgeInsets.right", note: "NSDirectionalEdgeInsets's name, which right-to-left layouts mirror"),
        ])
    }

    /// `"layoutSize": {"widthDimension": …}` on the section's group: it is pointed at "size"
    /// (and its "width" and "height"), not told it "must be a group".
    @Test func aGroupWrittenAsUIKitWritesIt() {
        let group = #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": [{"size": \#(size)}]}"#
        #expect(compositional("", group: group) == [
            didYouMean("sections[0].group.layoutSize", "layoutSize", "size", "NSCollectionLayoutItem.layoutSize",
                       note: #"its widthDimension and heightDimension are "width" and "height""#),
            #"spec.json: error: sections[0].group: missing "group": "horizontal", "vertical" or "custom""#,
            #"spec.json: error: sections[0].group: missing "size": {"width": …, "height": …}"#,
        ])
        let inside = #"{"group": "horizontal", "size": {"widthDimension": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitem": {"size": \#(size)}, "count": 2}"#
        #expect(compositional("", group: inside) == [
            didYouMean("sections[0].group.size.widthDimension", "widthDimension", "width", "NSCollectionLayoutSize.widthDimension"),
            #"spec.json: error: sections[0].group.size: missing "width": a dimension object"#,
            didYouMean("sections[0].group.subitem", "subitem", "subitems", "NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)",
                       note: #"one subitem: "subitems": [item] with "count""#),
            #"spec.json: error: sections[0].group: missing "subitems": [an item or group, …]"#,
        ])
    }

    @Test func supplementariesAndBoundaryItems() {
        let item = #"{"size": \#(size), "supplementaryItems": [], "layoutSize": {}}"#
        #expect(compositional("", group: #"{"group": "horizontal", "size": \#(size), "subitems": [\#(item)]}"#) == [
            didYouMean("sections[0].group.subitems[0].supplementaryItems", "supplementaryItems", "supplementaries", "NSCollectionLayoutItem.supplementaryItems"),
            didYouMean("sections[0].group.subitems[0].layoutSize", "layoutSize", "size", "NSCollectionLayoutItem.layoutSize",
                       note: #"its widthDimension and heightDimension are "width" and "height""#),
        ])
        let badge = #"{"elementKind": "badge", "size": \#(size), "containerAnchor": {"edges": ["top"]}}"#
        #expect(compositional("", group: #"{"group": "horizontal", "size": \#(size), "subitems": [{"size": \#(size), "supplementaries": [\#(badge)]}]}"#) == [
            didYouMean("sections[0].group.subitems[0].supplementaries[0].elementKind", "elementKind", "kind", "NSCollectionLayoutSupplementaryItem.elementKind"),
            didYouMean("sections[0].group.subitems[0].supplementaries[0].containerAnchor", "containerAnchor", "anchor", "NSCollectionLayoutSupplementaryItem.containerAnchor"),
            #"spec.json: error: sections[0].group.subitems[0].supplementaries[0]: missing "kind": a string"#,
            #"spec.json: error: sections[0].group.subitems[0].supplementaries[0]: missing "anchor": an anchor object"#,
        ])
        #expect(compositional(#", "boundaryItems": [{"elementKind": "header", "layoutSize": \#(size), "alignment": "top"}]"#) == [
            didYouMean("sections[0].boundaryItems[0].elementKind", "elementKind", "kind", "NSCollectionLayoutSupplementaryItem.elementKind"),
            didYouMean("sections[0].boundaryItems[0].layoutSize", "layoutSize", "size", "NSCollectionLayoutItem.layoutSize",
                       note: #"its widthDimension and heightDimension are "width" and "height""#),
            #"spec.json: error: sections[0].boundaryItems[0]: missing "kind": a string"#,
            #"spec.json: error: sections[0].boundaryItems[0]: missing "size": a size object"#,
        ])
    }

    /// Enumeration cases as Swift writes them, with the dot or the type.
    @Test(arguments: [
        (#""orthogonalScrolling": ".groupPagingCentered""#, "orthogonalScrolling", "groupPagingCentered"),
        (#""orthogonalScrolling": ".continuousGroupLeadingBoundary""#, "orthogonalScrolling", "continuousGroupLeadingBoundary"),
        (#""orthogonalScrolling": ".paging""#, "orthogonalScrolling", "paging"),
        (#""orthogonalScrolling": ".groupPaging""#, "orthogonalScrolling", "groupPaging"),
        (#""orthogonalScrolling": ".continuous""#, "orthogonalScrolling", "continuous"),
        (#""orthogonalScrolling": ".none""#, "orthogonalScrolling", "none"),
        (#""orthogonalScrolling": "UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging""#, "orthogonalScrolling", "groupPaging"),
        (#""contentInsetsReference": ".readableContent""#, "contentInsetsReference", "readableContent"),
    ])
    func enumerationCasesWithTheirDot(key: String, path: String, name: String) {
        let found = key.split(separator: ": ", maxSplits: 1)[1]
        let problems = compositional(", " + key)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("spec.json: error: sections[0].\(path): expected ") == true)
        #expect(problems.first?.hasSuffix(#", found \#(found); did you mean "\#(name)"?"#) == true)
    }

    @Test func alignmentsAndArrangements() {
        #expect(compositional(#", "boundaryItems": [{"kind": "h", "size": \#(size), "alignment": "NSRectAlignment.topLeading"}]"#) == [
            #"spec.json: error: sections[0].boundaryItems[0].alignment: expected "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading" or "bottomTrailing", found "NSRectAlignment.topLeading"; did you mean "topLeading"?"#
        ])
        #expect(compositional("", group: #"{"group": ".vertical", "size": \#(size), "subitems": [{"size": \#(size)}]}"#) == [
            #"spec.json: error: sections[0].group.group: expected "horizontal", "vertical" or "custom", found ".vertical"; did you mean "vertical"?"#
        ])
    }

    /// NSCollectionLayoutSpacing's and NSCollectionLayoutDimension's forms.
    @Test func valuesWrittenAsUIKitMakesThem() {
        let group = #"{"group": "horizontal", "size": {"width": ".fractionalWidth(0.5)", "height": "absolute( 44 )"}, "#
            + #""interItemSpacing": ".flexible(4)", "subitems": [{"size": {"width": ".estimated(100)", "height": {"absolute": 1}}, "#
            + #""edgeSpacing": {"leading": ".fixed(8)"}}, {"size": {"width": {"absolute": 1}, "height": ".uniformAcrossSiblings(estimate: 50)"}}]}"#
        #expect(compositional("", group: group) == [
            #"spec.json: error: sections[0].group.size.width: expected a dimension object, found ".fractionalWidth(0.5)"; did you mean {"fractionalWidth": 0.5}?"#,
            #"spec.json: error: sections[0].group.size.height: expected a dimension object, found "absolute( 44 )"; did you mean {"absolute": 44}?"#,
            #"spec.json: error: sections[0].group.interItemSpacing: expected a spacing object, found ".flexible(4)"; did you mean {"flexible": 4}?"#,
            #"spec.json: error: sections[0].group.subitems[0].size.width: expected a dimension object, found ".estimated(100)"; did you mean {"estimated": 100}?"#,
            #"spec.json: error: sections[0].group.subitems[0].edgeSpacing.leading: expected a spacing object, found ".fixed(8)"; did you mean {"fixed": 8}?"#,
            #"spec.json: error: sections[0].group.subitems[1].size.height: expected a dimension object, found ".uniformAcrossSiblings(estimate: 50)"; did you mean {"uniformAcrossSiblings": 50}?"#,
        ])
        // Not a number, or not a key of the object: no suggestion.
        #expect(compositional(#", "interGroupSpacing": 1"#, group: #"{"group": "horizontal", "size": \#(size), "interItemSpacing": ".fixed(x)", "subitems": [{"size": \#(size)}]}"#) == [
            #"spec.json: error: sections[0].group.interItemSpacing: expected a spacing object, found ".fixed(x)""#
        ])
    }

    /// docs/spec.md's "UIKit's names" lists the table the reader uses, row for row.
    @Test func theDocsListTheTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        let section = try #require(docs.range(of: "## UIKit's names\n")).upperBound
        let rows = docs[section...].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| UIKit") }.map(String.init)
        func code(_ names: String) -> String { names.components(separatedBy: ", ").map { "`\($0)`" }.joined(separator: ", ") }
        let expected = UIKitNames.keys.map { "| `\($0.uikit)` | \($0.api) | `\($0.spec)` | \($0.note ?? "") |" }
            + UIKitNames.forms.map { "| \(code($0.uikit)) | \($0.api) | \($0.spec) | \($0.note) |" }
            + UIKitNames.same.map { "| \(code($0.name)) | \($0.api) | the same | |" }
        #expect(rows == expected)
    }
}
