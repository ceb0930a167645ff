import LayoutText
/// UIKit's names for the spec's keys and values, for the words in an iOS engineer's head: a key
/// or value typed as UIKit spells it gets "did you mean" the spec's name, where the spec's key
/// is read in the object it was typed in (and nowhere else). The table also feeds docs/spec.md's
/// "UIKit's names" (a test keeps the two the same).
///
/// A value written as UIKit writes it (`.groupPagingCentered`, or `.fixed(8)` where the spec has
/// `{"fixed": 8}`) is matched by its form rather than listed: see `suggestion(forValue:in:)` and
/// `suggestion(forObject:in:)`.
public enum UIKitNames {
    /// One of UIKit's names and the spec's.
    public struct Name: Hashable, Sendable {
        /// As typed in a spec: `orthogonalScrollingBehavior`.
        public let uikit: String
        /// The spec's name.
        public let spec: String
        /// Where UIKit has it: `NSCollectionLayoutSection.orthogonalScrollingBehavior`.
        public let api: String
        /// The objects it is a key of (all of those that read the spec's key when empty).
        public var objects: [ObjectName] = []
        /// What else to know, for the message and the docs.
        public var note: String? = nil

        /// Whether it is a key of `object`.
        func applies(to object: ObjectName) -> Bool { objects.isEmpty || objects.contains(object) }
    }

    /// The keys UIKit names otherwise than the spec, or where it has them on another type.
    /// (`decorations`, the layout's own `boundaryItems` and `scrollDirection` are read on some
    /// branches of the project only: a name is suggested only where its key is read.)
    static let keys: [Name] = [
        Name(uikit: "orthogonalScrollingBehavior", spec: "orthogonalScrolling",
             api: "NSCollectionLayoutSection.orthogonalScrollingBehavior"),
        Name(uikit: "boundarySupplementaryItems", spec: "boundaryItems",
             api: "NSCollectionLayoutSection.boundarySupplementaryItems", objects: [.section, .variant]),
        Name(uikit: "boundarySupplementaryItems", spec: "boundaryItems",
             api: "UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems", objects: [.spec],
             note: "the layout's own headers and footers"),
        Name(uikit: "decorationItems", spec: "decorations", api: "NSCollectionLayoutSection.decorationItems"),
        Name(uikit: "visibleItemsInvalidationHandler", spec: "effect",
             api: "NSCollectionLayoutSection.visibleItemsInvalidationHandler",
             note: #"the scale effect a handler usually makes: {"scale": {"min": m}}"#),
        Name(uikit: "sectionInset", spec: "contentInsets", api: "UICollectionViewFlowLayout.sectionInset",
             objects: [.section, .variant]),
        Name(uikit: "headerReferenceSize", spec: "header", api: "UICollectionViewFlowLayout.headerReferenceSize",
             note: #"{"height": h}: a header spans the width"#),
        Name(uikit: "footerReferenceSize", spec: "footer", api: "UICollectionViewFlowLayout.footerReferenceSize",
             note: #"{"height": h}: a footer spans the width"#),
        Name(uikit: "sectionHeadersPinToVisibleBounds", spec: "header",
             api: "UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds",
             note: #"give the header "pinToVisibleBounds": true"#),
        Name(uikit: "directionalLayoutMargins", spec: "layoutMargins", api: "UIView.directionalLayoutMargins"),
        Name(uikit: "safeAreaInsets", spec: "safeArea", api: "UIView.safeAreaInsets"),
        Name(uikit: "layoutSize", spec: "size", api: "NSCollectionLayoutItem.layoutSize",
             note: #"its widthDimension and heightDimension are "width" and "height""#),
        Name(uikit: "widthDimension", spec: "width", api: "NSCollectionLayoutSize.widthDimension", objects: [.size]),
        Name(uikit: "heightDimension", spec: "height", api: "NSCollectionLayoutSize.heightDimension", objects: [.size]),
        Name(uikit: "subitem", spec: "subitems", api: "NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)",
             note: #"one subitem: "subitems": [item] with "count""#),
        Name(uikit: "repeatingSubitem", spec: "subitems",
             api: "NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)",
             note: #"one subitem: "subitems": [item] with "count""#),
        Name(uikit: "supplementaryItems", spec: "supplementaries", api: "NSCollectionLayoutItem.supplementaryItems"),
        Name(uikit: "elementKind", spec: "kind", api: "NSCollectionLayoutSupplementaryItem.elementKind",
             objects: [.boundaryItem, .supplementary]),
        Name(uikit: "containerAnchor", spec: "anchor", api: "NSCollectionLayoutSupplementaryItem.containerAnchor"),
        Name(uikit: "left", spec: "leading", api: "UIEdgeInsets.left", objects: [.insets],
             note: "NSDirectionalEdgeInsets's name, which right-to-left layouts mirror"),
        Name(uikit: "right", spec: "trailing", api: "UIEdgeInsets.right", objects: [.insets],
             note: "NSDirectionalEdgeInsets's name, which right-to-left layouts mirror"),
    ]

    /// Values UIKit writes in another form, which the reader recognises by their form
    /// (`suggestion(forValue:in:)`, `suggestion(forObject:in:)`), for docs/spec.md.
    static let forms: [(uikit: String, api: String, spec: String, note: String)] = [
        (".groupPagingCentered", "UICollectionLayoutSectionOrthogonalScrollingBehavior", #"`"groupPagingCentered"`"#,
         "every case of every enumeration is named without its dot (or its type and dot)"),
        (".topLeading", "NSRectAlignment", #"`"topLeading"`"#, "every case but .none"),
        (".safeArea", "UIContentInsetsReference", #"`"safeArea"`"#, "every case"),
        (".vertical", "UICollectionView.ScrollDirection", #"`"vertical"`"#, "scrollDirection's values"),
        (".horizontal", "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)", #"`"group": "horizontal"`"#,
         "and vertical, custom"),
        (".fixed(8)", "NSCollectionLayoutSpacing.fixed(_:)", #"`{"fixed": 8}`"#, "and .flexible(_:)"),
        (".fractionalWidth(0.5)", "NSCollectionLayoutDimension.fractionalWidth(_:)", #"`{"fractionalWidth": 0.5}`"#,
         "and .fractionalHeight(_:), .absolute(_:), .estimated(_:), .uniformAcrossSiblings(estimate:)"),
    ]

    /// UIKit's names that are the spec's as well, listed in docs/spec.md so that nobody need
    /// wonder: `(name, where UIKit has it)`.
    static let same: [(name: String, api: String)] = [
        ("interGroupSpacing", "NSCollectionLayoutSection.interGroupSpacing"),
        ("contentInsets", "NSCollectionLayoutSection.contentInsets, NSCollectionLayoutItem.contentInsets"),
        ("contentInsetsReference", "NSCollectionLayoutSection.contentInsetsReference"),
        ("supplementariesFollowContentInsets", "NSCollectionLayoutSection.supplementariesFollowContentInsets"),
        ("interSectionSpacing", "UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing"),
        ("scrollDirection", "UICollectionViewCompositionalLayoutConfiguration.scrollDirection"),
        ("subitems", "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)"),
        ("interItemSpacing", "NSCollectionLayoutGroup.interItemSpacing"),
        ("edgeSpacing", "NSCollectionLayoutItem.edgeSpacing"),
        ("zIndex", "NSCollectionLayoutItem.zIndex, NSCollectionLayoutSupplementaryItem.zIndex"),
        ("fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings", "NSCollectionLayoutDimension"),
        ("fixed, flexible", "NSCollectionLayoutSpacing"),
        ("top, leading, bottom, trailing", "NSDirectionalEdgeInsets, NSCollectionLayoutEdgeSpacing"),
        ("itemAnchor", "NSCollectionLayoutSupplementaryItem.itemAnchor"),
        ("edges, fractionalOffset, absoluteOffset", "NSCollectionLayoutAnchor"),
        ("alignment", "NSCollectionLayoutBoundarySupplementaryItem.alignment"),
        ("extendsBoundary", "NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary"),
        ("pinToVisibleBounds", "NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds"),
        ("itemSize, minimumInteritemSpacing, minimumLineSpacing", "UICollectionViewFlowLayout"),
    ]

    /// UIKit's name for a key of `object` that is not the spec's, if `name` is one.
    public static func key(_ name: String, in object: ObjectName) -> Name? {
        keys.first { $0.uikit == name && $0.applies(to: object) }
    }

    /// "unknown key …" for UIKit's name `entry`, read here as `spec`.
    static func unknownKey(_ name: String, _ entry: Name) -> String {
        "unknown key \"\(name)\"; did you mean \"\(entry.spec)\"? (UIKit's \(entry.api)\(entry.note.map { "; \($0)" } ?? ""))"
    }

    /// The spec's name for a value written as UIKit writes an enumeration's case
    /// (`.groupPagingCentered`, `UICollectionLayoutSectionOrthogonalScrollingBehavior.paging`):
    /// what follows its last dot, if that is one of `names`.
    static func suggestion(forValue text: String, in names: [String]) -> String? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let name = String(text[text.index(after: dot)...])
        return names.contains(name) ? name : nil
    }

    /// The object a string written as UIKit makes a value stands for (`.fixed(8)`,
    /// `.fractionalWidth(0.5)`, `.uniformAcrossSiblings(estimate: 50)`), if its name is one of
    /// `keys`: `{"fixed": 8}`.
    static func suggestion(forObject text: String, in keys: [String]) -> String? {
        var body = Substring(text)
        if body.first == "." { body = body.dropFirst() }
        guard let open = body.firstIndex(of: "("), body.last == ")" else { return nil }
        let name = String(body[..<open])
        var argument = String(body[body.index(after: open)..<body.index(before: body.endIndex)].filter { $0 != " " })
        // An argument label (`estimate:`) is not the value's.
        if let colon = argument.firstIndex(of: ":") { argument = String(argument[argument.index(after: colon)...]) }
        guard keys.contains(name), Double(argument) != nil else { return nil }
        return "{\"\(name)\": \(argument)}"
    }
}
