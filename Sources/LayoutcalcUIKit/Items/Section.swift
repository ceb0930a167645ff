import Foundation
import LayoutEngine

/// What a section's cross-axis content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none
    case safeArea
    case layoutMargins
    case readableContent
}

/// How a section scrolls across the layout's axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// Called with the items of a section on screen, the scroll offset and the environment, as
/// UIKit's; layoutcalc reads a scale effect from it (see "layoutcalc's additions").
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: a group
/// repeated until every item has a place.
public final class NSCollectionLayoutSection {
    /// What the section lays out: UIKit's group, or one of layoutcalc's own kinds.
    enum Body {
        case group(NSCollectionLayoutGroup)
        /// A kind of layoutcalc's own, given whole as the engine's content (a waterfall, a flow
        /// section, a mosaic): the layout gives it its item count.
        case ownKind(SectionContent)
        /// A list's rows, as `list(using:layoutEnvironment:)` made them for its configuration.
        case list(ListConfiguration, rows: LayoutGroup)
    }

    let body: Body
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// `.automatic` follows the layout configuration's.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The space between repetitions of the group.
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `false` lays the boundary items out across the section's whole width, not within its
    /// leading and trailing content insets (layout-rules §4).
    public var supplementariesFollowContentInsets = true
    /// Backgrounds behind the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Seen by layoutcalc as far as a scale effect goes (see "layoutcalc's additions").
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// What a layoutcalc spec says of the section that UIKit's objects do not: its id, its
    /// items' ids, the kind its output names (see "layoutcalc's additions").
    public var layoutcalc = LayoutcalcSectionOptions()

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        body = .group(group)
    }

    init(body: Body) {
        self.body = body
    }
}
