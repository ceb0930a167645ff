import Foundation
import LayoutEngine
import LayoutSpec

/// Items in lines that wrap, section after section, as UIKit's `UICollectionViewFlowLayout`
/// (layout-rules §9; scrolling horizontally, lines are columns).
///
/// Its properties are every section's and item's, unless the collection view's delegate
/// conforms to `UICollectionViewDelegateFlowLayout` and answers for a section or an item.
/// `prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)` lays it
/// out; a subclass that sets its properties in `prepare()` before calling `super` lays out with
/// them, and one that moves what `super` answers answers where it moves it.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where the section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// The content's edges: nothing is added to the insets.
        case fromContentInset = 0
        /// The safe area's edges.
        case fromSafeArea
        /// The collection view's layout margins.
        case fromLayoutMargins
    }

    /// The `estimatedItemSize` that has cells size themselves from `itemSize` (or the delegate's
    /// size) as the estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    // Each property, changed, invalidates the layout, as UIKit's do: the collection view's next
    // layout pass prepares it with the new value (one set to the value it has changes nothing,
    // so that a subclass's `prepare()` may set it every time).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidate(changed: itemSize != oldValue) } }
    /// Not `.zero`: cells size themselves, from this estimate (or, for `automaticSize`, from
    /// `itemSize`) unless `prepare(size:…)`'s `measuredSizes` gives a cell's size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidate(changed: estimatedItemSize != oldValue) } }
    /// The space between lines (between columns, scrolling horizontally).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidate(changed: minimumLineSpacing != oldValue) } }
    /// The least space between the items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidate(changed: minimumInteritemSpacing != oldValue) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidate(changed: sectionInset != oldValue) } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidate(changed: sectionInsetReference != oldValue) }
    }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidate(changed: scrollDirection != oldValue) } }
    /// A section header's size: its height across the collection view (its width scrolling
    /// horizontally); `.zero` is none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidate(changed: headerReferenceSize != oldValue) } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidate(changed: footerReferenceSize != oldValue) } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidate(changed: sectionHeadersPinToVisibleBounds != oldValue) } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidate(changed: sectionFootersPinToVisibleBounds != oldValue) } }

    public override init() {
        super.init()
    }

    /// layoutcalc reads no archives: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func invalidate(changed: Bool) {
        if changed { invalidateLayout() }
    }

    /// Whether cells size themselves.
    var sizesCellsThemselves: Bool { estimatedItemSize != .zero }

    /// An item's size when no delegate gives one: its estimate for a cell that sizes itself,
    /// else `itemSize`.
    var sizeWithoutDelegate: CGSize {
        sizesCellsThemselves && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
    }

    /// Lays the layout out in its collection view, asking the delegate for each section and
    /// item, checked as `layoutcalc` checks a spec; what cannot be laid out leaves it unprepared,
    /// for `prepare(size:…)` to throw.
    open override func prepare() {
        super.prepare()
        guard let collectionView = attached, let harness = collectionView.harness else {
            prepared = nil
            return
        }
        layOut(kinds: .flow) { () throws(CompositionalLayoutError) in
            try FlowTranslation(layout: self, collectionView: collectionView, harness: harness).screen()
        }
    }

    /// Its contexts are flow layouts' (`UICollectionViewFlowLayoutInvalidationContext`).
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// As UIKit's: a change of size, or any bounds change while headers or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds || newBounds.size != attached?.bounds.size
    }

    /// The flow spec of the layout, prepared with `harness`'s values (its delegate answers in
    /// its collection view); a subclass must answer as it lays out (its overrides have no spec
    /// form).
    override func screen(for harness: LayoutcalcHarness) throws(CompositionalLayoutError) -> Screen {
        let collectionView = try prepare(with: harness)
        let screen = try FlowTranslation(layout: self, collectionView: collectionView, harness: harness).screen()
        if type(of: self) != UICollectionViewFlowLayout.self {
            try checkAnswers(against: screen, harness: harness, kinds: .flow)
        }
        return screen
    }
}
