import LayoutEngine
import LayoutSpec
import LayoutText

/// What UIKit's objects say that a layoutcalc spec cannot, or what app code passes that is not
/// a layout's.
public enum LayoutObjectProblem: LayerProblem {
    /// A measured size given for an index path that is not an item's.
    case measuredSizeOutsideItems(String)
    case noSectionFromProvider(items: Int)
    /// A section of a kind whose items are its own (a waterfall's) given another count.
    case ownItemCount(SectionKind, items: Int, section: Int)
    case itemIDCount(ids: Int, items: Int)
    /// A waterfall, flow or mosaic section given a group's settings.
    case ownKindHasNoGroups(SectionKind)
    case ownKindIsNoPreset(SectionKind)
    case ownKindMeasured(SectionKind, section: Int)
    /// A section marked as a preset whose group is not the preset's.
    case notThePreset(SectionKind)
    case supplementaryAsSubitem
    case decorationAsSubitem
    case boundaryItemAnchored
    case anchoredInsetsOrEdgeSpacing
    case boundaryItemWithoutAlignment
    case decorationEdgeSpacing
    /// A visible-items handler whose scale is no scale effect's.
    case scaleOutOfRange(Double)
    /// A visible-items handler that does what no scale effect does: at `distance` item lengths
    /// (`heights` or `widths`) from the middle it gives `transform`, not a scale of `expected`.
    case handlerNotScaleEffect(distance: Double, lengths: String, transform: String, expected: Double)
    /// A visible-items handler that sets a visible item's `property` (its center, zIndex, alpha,
    /// isHidden, or a transform out of the plane), which no scale effect sets.
    case handlerSetsMoreThanScale(property: String)
    /// A layout class of app code's own that computes its own attributes: no spec says it.
    case customLayout(String)
    /// A flow layout given measured sizes that does not size its cells itself.
    case measuredWithoutEstimatedSize
    /// A subclass whose overrides answer for `element` (`nil`: nothing) other than its base
    /// class lays out.
    case overriddenFrame(OverridingLayout, element: String, answered: Rect?, laidOut: Rect?)
    /// A subclass whose overrides answer the frame its base class lays out for `element`, with
    /// other values (zIndex, alpha, transform, isHidden).
    case overriddenValues(OverridingLayout, element: String)
    case overriddenContentSize(OverridingLayout, answered: Size, laidOut: Size)
    /// A count of sections past the spec format's limit (or below 0), as `source` gives it.
    case sectionCount(Int, from: CountSource)
    /// A count of a section's items past the spec format's limit of a section (or below 0).
    case itemCount(Int, section: Int, from: CountSource)
    /// Counts of items past the spec format's limit of items in all.
    case itemsInAll(Int, from: CountSource)
    /// `prepare(size:itemCounts:…)`'s counts where the data source's differ: of sections
    /// (`section` nil), or of a section's items.
    case itemCountsDisagree(section: Int?, given: Int, dataSource: Int)
    /// `prepare` without item counts in a collection view with no data source to count them.
    case noDataSource

    /// Whether the problem is that the layout answers by code of its own, which no spec says: a
    /// layout class of app code's own, or a subclass whose overrides answer other than its base
    /// class lays out. Such a layout is known by what its queries answer (a snapshot of it is).
    public var isLayoutsOwnAnswer: Bool {
        switch self {
        case .customLayout, .overriddenFrame, .overriddenValues, .overriddenContentSize: true
        default: false
        }
    }

    /// Where a collection view's counts come from.
    public enum CountSource: Hashable, Sendable {
        /// `prepare(size:itemCounts:…)`'s (or a harness's) `itemCounts`.
        case itemCounts
        /// The collection view's data source.
        case dataSource
    }
}

/// A subclass of a layout a spec can say, by the names of its class and of that base class.
public struct OverridingLayout: Hashable, Sendable {
    public var subclass: String
    public var base: String

    public init(subclass: String, base: String) {
        self.subclass = subclass
        self.base = base
    }
}

extension LayoutObjectProblem {
    public func message(naming _: OverrideNames) -> String {
        switch self {
        case .measuredSizeOutsideItems(let indexPath): "\(indexPath) is not the index path of an item"
        case .noSectionFromProvider(let items): "the section provider returned no section for a section of \(items) items"
        case .ownItemCount(let kind, let items, let section): "the \(kind.rawValue) has \(items) items, and the section \(section)"
        case .itemIDCount(let ids, let items): "layoutcalc.itemIDs has \(ids) ids for \(items) items"
        case .ownKindHasNoGroups(let kind):
            "a \(kind.rawValue) section has no groups: interGroupSpacing, orthogonal scrolling and its handler are not for it"
        case .ownKindIsNoPreset(let kind): "a \(kind.rawValue) section is not a preset of a compositional section"
        case .ownKindMeasured(let kind, let section): "a \(kind.rawValue) section (section \(section)) sizes its items itself"
        case .notThePreset(let kind):
            "a \(kind.rawValue) section is written by its preset's keys, and its group is not the preset's; write it as a compositional section"
        case .supplementaryAsSubitem:
            "a supplementary item is not an item of a group: give it to an item's or group's supplementaryItems"
        case .decorationAsSubitem: "a decoration item is not an item of a group: give it to a section's decorationItems"
        case .boundaryItemAnchored: "a boundary supplementary item belongs in a section's boundarySupplementaryItems"
        case .anchoredInsetsOrEdgeSpacing: "layoutcalc does not lay out an anchored supplementary's contentInsets or edgeSpacing"
        case .boundaryItemWithoutAlignment: "a boundary supplementary item needs an alignment other than .none"
        case .decorationEdgeSpacing: "layoutcalc does not lay out a decoration item's edgeSpacing"
        case .scaleOutOfRange(let minimum):
            "the handler scales far items by \(minimum); a scale effect's minimum is from 0 to 1"
        case .handlerNotScaleEffect(let distance, let lengths, let transform, let expected):
            "the handler is not a scale effect layoutcalc can compute (layout-rules §6): an item \(distance) \(lengths) from the middle gets \(transform), not a scale of \(expected)"
        case .handlerSetsMoreThanScale(let property):
            "the handler sets the visible items' \(property), which layoutcalc cannot compute: of a handler, it lays out a scale effect's transform alone (layout-rules §6)"
        case .customLayout(let name):
            "\(name) computes its own attributes, which no spec says: layoutcalc writes the specs of UICollectionViewCompositionalLayout and UICollectionViewFlowLayout"
        case .measuredWithoutEstimatedSize:
            "a flow layout takes measured sizes for cells that size themselves: set its estimatedItemSize (or UICollectionViewFlowLayout.automaticSize)"
        case .overriddenFrame(let layout, let element, let answered, let laidOut):
            "\(layout.subclass) answers \(Self.frame(answered)) for \(element), where \(layout.base) lays out \(Self.frame(laidOut))"
                + layout.noSpec
        case .overriddenValues(let layout, let element):
            "\(layout.subclass) answers other values for \(element) (its zIndex, alpha, transform or isHidden) than \(layout.base) lays out"
                + layout.noSpec
        case .overriddenContentSize(let layout, let answered, let laidOut):
            "\(layout.subclass) answers a content size of \(Self.size(answered)), where \(layout.base) lays out \(Self.size(laidOut))"
                + layout.noSpec
        case .sectionCount(let count, .itemCounts):
            "itemCounts has \(count) sections, more than the limit \(SpecLimits.maximumSections)"
        case .sectionCount(let count, .dataSource):
            "the data source's numberOfSections(in:) answers \(count); a collection view has from 0 to \(SpecLimits.maximumSections) sections"
        case .itemCount(let count, let section, .itemCounts):
            "itemCounts[\(section)] is \(count); a section has from 0 to \(SpecLimits.maximumItemsPerSection) items"
        case .itemCount(let count, let section, .dataSource):
            "the data source's collectionView(_:numberOfItemsInSection:) answers \(count) for section \(section); a section has from 0 to \(SpecLimits.maximumItemsPerSection) items"
        case .itemsInAll(let count, let source):
            "\(source == .itemCounts ? "itemCounts come" : "the data source's counts come") to \(count) items in all, more than the limit \(SpecLimits.maximumTotalItems)"
        case .itemCountsDisagree(nil, let given, let dataSource):
            "itemCounts has \(given) sections, and the data source \(dataSource): leave itemCounts out to lay out the data source's counts"
        case .itemCountsDisagree(let section?, let given, let dataSource):
            "itemCounts gives section \(section) \(given) items, and the data source \(dataSource): leave itemCounts out to lay out the data source's counts"
        case .noDataSource:
            "the collection view has no data source to count its items: give prepare its itemCounts, or the collection view a dataSource"
        }
    }

    private static func frame(_ rect: Rect?) -> String {
        guard let rect else { return "nothing" }
        return "the frame (\([rect.x, rect.y, rect.width, rect.height].map { ValueText.number($0) }.joined(separator: ", ")))"
    }

    private static func size(_ size: Size) -> String {
        "\(ValueText.number(size.width)) × \(ValueText.number(size.height))"
    }
}

extension OverridingLayout {
    /// Why the spec is not written.
    fileprivate var noSpec: String {
        ": a spec says what \(base) lays out, not what a subclass's overrides change"
    }
}
