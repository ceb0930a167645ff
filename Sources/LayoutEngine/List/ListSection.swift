/// The device a layout is laid out for, as UIKit's `UIUserInterfaceIdiom`: it chooses a list
/// section's metrics (layout-rules §13).
public enum Idiom: String, CaseIterable, Sendable {
    case phone, pad, mac
}

/// How a list looks, as `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, CaseIterable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// Where a list section's header comes from, as `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, CaseIterable, Sendable {
    case none
    /// A boundary item at the section's top.
    case supplementary
    /// The section's first item is its header: no boundary item.
    case firstItemInSection
}

/// Whether a list section has a footer, as `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, CaseIterable, Sendable {
    case none, supplementary
}

/// What of `UICollectionLayoutListConfiguration` has geometry (layout-rules §13); separators,
/// colours and swipe actions have none.
public struct ListConfiguration: Hashable, Sendable {
    public var appearance: ListAppearance
    public var headerMode: ListHeaderMode
    public var footerMode: ListFooterMode
    /// Added to the section's top inset; `nil` is UIKit's automatic padding, which adds nothing.
    public var headerTopPadding: Double?

    public init(
        appearance: ListAppearance, headerMode: ListHeaderMode = .none, footerMode: ListFooterMode = .none,
        headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
    }

    /// UIKit's element kinds of a section's header and footer.
    public static let headerKind = "UICollectionElementKindSectionHeader"
    public static let footerKind = "UICollectionElementKindSectionFooter"
    /// The zIndex of a list's header and footer.
    public static let supplementaryZIndex = 200

    /// The compositional section UIKit builds for the configuration on `idiom` in a container
    /// `width` points wide, holding `itemCount` items of those `measurements` (layout-rules
    /// §13): its `rows`, no spacing, its `contentInsets` (absolute: no content insets
    /// reference) and its `boundaryItems`, made of the compositional model's parts. It is what
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` returns.
    public func section(idiom: Idiom, width: Double, itemCount: Int = 0, measurements: MeasuredSizes? = nil) -> Section {
        Section(
            id: "", content: .compositional(CompositionalSection(group: rows(idiom: idiom), itemCount: itemCount, measurements: measurements)),
            contentInsets: contentInsets(idiom: idiom, width: width), contentInsetsReference: ContentInsetsReference.none,
            boundaryItems: boundaryItems)
    }

    /// The group a list repeats: one full-width row of an estimated height, which a measured
    /// height replaces.
    public func rows(idiom: Idiom) -> LayoutGroup {
        let rowSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(idiom == .mac ? 40.04 : 44))
        return .horizontal(rowSize, subitems: [.item(LayoutItem(size: rowSize))])
    }

    /// The section's insets on `idiom` in a container `width` wide: the appearance's, and the
    /// header's top padding.
    public func contentInsets(idiom: Idiom, width: Double) -> EdgeInsets {
        let side = sideInset(idiom: idiom, width: width)
        return EdgeInsets(top: topInset + (headerTopPadding ?? 0), leading: side, bottom: bottomInset, trailing: side)
    }

    /// The header and footer its modes ask for: full width, estimated, pinned in the plain
    /// appearances, following the section's insets.
    public var boundaryItems: [BoundaryItem] {
        var items: [BoundaryItem] = []
        if headerMode == .supplementary { items.append(band(kind: Self.headerKind, alignment: .top)) }
        if footerMode == .supplementary { items.append(band(kind: Self.footerKind, alignment: .bottom)) }
        return items
    }

    /// The leading and trailing insets.
    private func sideInset(idiom: Idiom, width: Double) -> Double {
        switch appearance {
        case .plain, .grouped: 0
        case .insetGrouped: width < 400 ? 16 : 20
        case .sidebar: idiom == .mac ? 10 / 0.77 : width < 400 ? 16 : 20
        case .sidebarPlain: idiom == .mac ? 10 / 0.77 : 0
        }
    }

    private var topInset: Double {
        switch appearance {
        case .plain: headerMode == .firstItemInSection ? 22 : 0
        case .sidebarPlain, .sidebar: 0
        case .grouped, .insetGrouped: headerMode == .none ? 35 : 0
        }
    }

    private var bottomInset: Double {
        guard footerMode == .none else { return 0 }
        switch appearance {
        case .plain, .sidebarPlain: return 0
        case .grouped, .insetGrouped: return 20
        case .sidebar: return 10
        }
    }

    private func band(kind: String, alignment: BoundaryAlignment) -> BoundaryItem {
        let plain = appearance == .plain || appearance == .sidebarPlain
        return BoundaryItem(
            kind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(plain ? 28 : 17.5)), alignment: alignment,
            pinToVisibleBounds: plain, zIndex: Self.supplementaryZIndex)
    }
}

/// A section of a list (`UICollectionLayoutListConfiguration`), laid out as the compositional
/// section its configuration makes on the layout's idiom (layout-rules §13).
public struct ListSection: Hashable, Sendable {
    public var configuration: ListConfiguration
    public var itemCount: Int
    /// Measured sizes of the items, where the spec gives them: a measured height wins.
    public var measurements: MeasuredSizes?

    public init(configuration: ListConfiguration, itemCount: Int, measurements: MeasuredSizes? = nil) {
        self.configuration = configuration
        self.itemCount = itemCount
        self.measurements = measurements
    }
}

extension Section {
    /// The section as it is laid out on `idiom` in a container `width` wide: a list section as
    /// the compositional section its configuration makes there, with its own id, item ids and
    /// decorations (its own insets, reference, boundary items and whether they follow its insets
    /// are its appearance's); any other section as it is.
    public func listExpanded(idiom: Idiom, width: Double) -> Section {
        guard let list = content.list else { return self }
        var section = list.configuration.section(
            idiom: idiom, width: width, itemCount: list.itemCount, measurements: list.measurements)
        section.id = id
        section.itemIDs = itemIDs
        section.decorations = decorations
        return section
    }
}
