import Foundation
import LayoutEngine
import LayoutSpec

/// The base class of layouts, as UIKit's `UICollectionViewLayout`. layoutcalc's only layout
/// is `UICollectionViewCompositionalLayout`.
open class UICollectionViewLayout {
    public init() {}
}

/// Returns the section at an index for an environment; `nil` has no section to give.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections, each a group repeated, as UIKit's `UICollectionViewCompositionalLayout`.
///
/// In place of a collection view, `prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)`
/// lays it out as a collection view of that size with those item counts would; the layout then
/// answers as UIKit's does, scrolled to `contentOffset`. Before it is prepared, every query
/// answers `nil` (`.zero` for the content size).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Sections {
        case same(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let sections: Sections
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var prepared: PreparedLayout?

    /// Where the collection view is scrolled to, `.zero` until set: pinned boundary items are
    /// answered where they are pinned there (layout-rules §12). Preparing the layout keeps it.
    public var contentOffset: CGPoint = .zero

    /// The layout's configuration (a copy of it, as in UIKit).
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set { storedConfiguration = newValue.copy() }
    }

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .same(section)
        storedConfiguration = configuration.copy()
    }

    /// Each section as `sectionProvider` returns it for its index; layoutcalc asks for each
    /// section once every time the layout is prepared.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        sections = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
    }

    /// The section at `index` in `environment`.
    func section(at index: Int, in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        switch sections {
        case .same(let section): section
        case .provider(let provider): provider(index, environment)
        }
    }

    /// Lays the layout out as a collection view `size` large, with `itemCounts[s]` items in
    /// section `s`, would. `scale` is the display's (1, 2 or 3; `nil` is exact arithmetic, as a
    /// spec without `scale`); `layoutMargins` and `safeArea` are the collection view's; an
    /// estimated item's size is its estimate unless `measuredSizes` gives it for its index path;
    /// `layoutDirection` is the collection view's trait (UIKit reads it from the trait
    /// collection): `.rightToLeft` mirrors every frame.
    ///
    /// A layout layoutcalc cannot lay out is refused with every problem named by where it is
    /// (`sections[1].group.subitems[0]…`, the paths of `LayoutcalcHarness.spec(of:)`'s spec),
    /// and the layout is left unprepared.
    public func prepare(
        size: CGSize, itemCounts: [Int], scale: CGFloat? = 1, layoutMargins: NSDirectionalEdgeInsets = .zero,
        safeArea: NSDirectionalEdgeInsets = .zero, measuredSizes: [IndexPath: CGSize] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws(CompositionalLayoutError) {
        prepared = nil
        let harness = LayoutcalcHarness(
            width: size.width, height: size.height, itemCounts: itemCounts, scale: scale, layoutMargins: layoutMargins,
            safeArea: safeArea, measuredSizes: measuredSizes, layoutDirection: layoutDirection)
        let screen = try harness.screen(of: self)
        do {
            prepared = PreparedLayout(try screen.layout())
        } catch {
            throw CompositionalLayoutError([SpecIssue(error)])
        }
    }

    /// The size of everything laid out; `.zero` before the layout is prepared.
    open var collectionViewContentSize: CGSize {
        guard let prepared else { return .zero }
        return CGSize(width: prepared.layout.contentSize.width, height: prepared.layout.contentSize.height)
    }

    /// The cell at `indexPath`: its frame, its zIndex and, in a section with a scale effect,
    /// its scale at the section's first resting offset.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.item(at: indexPath)
    }

    /// The supplementary of `elementKind` at `indexPath`: a section's boundary item at item 0 of
    /// its section, an anchored supplementary at its item's index path, one of the layout's own
    /// boundary items at `IndexPath(item: Int.max, section: 0)`. A pinned item is where it is
    /// pinned at `contentOffset`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.supplementary(ofKind: elementKind, at: indexPath, contentOffset: contentOffset)
    }

    /// The decoration of `elementKind` behind the section of `indexPath`, at its item 0.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared?.decoration(ofKind: elementKind, at: indexPath)
    }

    /// Every cell, supplementary and decoration in `rect`, each once, as UIKit answers with the
    /// collection view scrolled to `contentOffset` (layout-rules §12, "What a rect holds"): the
    /// layout's own boundary items first, then section by section its cells, supplementaries
    /// and decorations. `nil` before the layout is prepared.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared?.elements(in: rect, contentOffset: contentOffset)
    }
}
