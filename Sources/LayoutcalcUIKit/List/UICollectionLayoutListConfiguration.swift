import Foundation
import LayoutEngine

/// A list's look and its headers and footers, as UIKit's `UICollectionLayoutListConfiguration`:
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` makes the section (layout rules
/// §13). Separators, colours and swipe actions have no geometry: they are kept, and change
/// nothing.
public struct UICollectionLayoutListConfiguration {
    /// How a list looks.
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        case none = 0
        /// A boundary item of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// Whether a section has a footer.
    public enum FooterMode: Int, Sendable {
        case none = 0
        /// A boundary item of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Returns a row's swipe actions; layoutcalc has no rows to swipe.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Returns a row's separators from the list's; layoutcalc draws none.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Added to the top of every section; `nil` (UIKit's automatic) adds nothing.
    public var headerTopPadding: CGFloat?
    public var showsSeparators = true
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// `nil` is the appearance's own.
    public var backgroundColor: UIColor?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The engine's configuration: what of this one has geometry.
    var layoutConfiguration: ListConfiguration {
        let listAppearance: ListAppearance
        switch appearance {
        case .plain: listAppearance = .plain
        case .grouped: listAppearance = .grouped
        case .insetGrouped: listAppearance = .insetGrouped
        case .sidebar: listAppearance = .sidebar
        case .sidebarPlain: listAppearance = .sidebarPlain
        }
        let listHeaderMode: ListHeaderMode
        switch headerMode {
        case .none: listHeaderMode = .none
        case .supplementary: listHeaderMode = .supplementary
        case .firstItemInSection: listHeaderMode = .firstItemInSection
        }
        return ListConfiguration(
            appearance: listAppearance, headerMode: listHeaderMode, footerMode: footerMode == .supplementary ? .supplementary : .none,
            headerTopPadding: headerTopPadding.map(Double.init))
    }
}

/// The separators of a list's rows, as UIKit's `UIListSeparatorConfiguration`: kept, and drawn
/// by nothing (layoutcalc has no cells).
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        case automatic = 0
        case visible
        case hidden
    }

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = .zero
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = .zero
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// The swipe actions of a row, as UIKit's `UISwipeActionsConfiguration`: kept, and performed by
/// nothing (layoutcalc has no rows to swipe).
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// One swipe action of a row, as UIKit's `UIContextualAction`. Its handler is never called.
public final class UIContextualAction {
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive
    }

    /// Called with the action, the view it was shown in and a completion.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var backgroundColor: UIColor?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

extension NSCollectionLayoutSection {
    /// A section of a list, as UIKit's: the compositional section `configuration` makes on
    /// `layoutEnvironment`'s idiom (its trait collection's) at its container's width (layout
    /// rules §13): full-width rows of an estimated height, the appearance's insets, header and
    /// footer. Its properties hold them, and may be changed as any section's.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let list = configuration.layoutConfiguration
        let idiom = Idiom(layoutEnvironment.traitCollection.userInterfaceIdiom)
        let section = NSCollectionLayoutSection(body: .list(list, rows: list.rows(idiom: idiom)))
        section.contentInsets = NSDirectionalEdgeInsets(
            list.contentInsets(idiom: idiom, width: Double(layoutEnvironment.container.contentSize.width)))
        section.contentInsetsReference = .none
        section.boundarySupplementaryItems = list.boundaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init(listBand:))
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}

extension Idiom {
    /// The engine's idiom for UIKit's: a list takes the phone's metrics on the idioms layoutcalc
    /// has none for (layout rules §13).
    init(_ idiom: UIUserInterfaceIdiom) {
        switch idiom {
        case .pad: self = .pad
        case .mac: self = .mac
        case .unspecified, .phone, .tv, .carPlay, .vision: self = .phone
        }
    }
}

// UIKit's values of the engine's, for the section a list makes.

extension NSDirectionalEdgeInsets {
    fileprivate init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// A list's header or footer: a full-width band of an estimated height at the section's top or
    /// bottom, of its own zIndex, pinned or not.
    fileprivate convenience init(listBand item: BoundaryItem) {
        self.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension(item.size.width), heightDimension: NSCollectionLayoutDimension(item.size.height)),
            elementKind: item.kind, alignment: item.alignment == .top ? .top : .bottom)
        pinToVisibleBounds = item.pinToVisibleBounds
        zIndex = item.zIndex
    }
}

extension NSCollectionLayoutDimension {
    fileprivate convenience init(_ dimension: LayoutEngine.Dimension) {
        switch dimension {
        case .fractionalWidth(let value): self.init(.fractionalWidth, CGFloat(value))
        case .fractionalHeight(let value): self.init(.fractionalHeight, CGFloat(value))
        case .absolute(let value): self.init(.absolute, CGFloat(value))
        case .estimated(let value): self.init(.estimated, CGFloat(value))
        case .uniformAcrossSiblings(let value): self.init(.uniformAcrossSiblings, CGFloat(value))
        }
    }
}
