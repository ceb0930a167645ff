import Foundation
import LayoutEngine
import LayoutSpec

/// Returns the section at an index for an environment; `nil` has no section to give.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections, each a group repeated, as UIKit's `UICollectionViewCompositionalLayout`.
///
/// `prepare(size:itemCounts:scale:layoutMargins:safeArea:measuredSizes:layoutDirection:)` lays
/// it out as a collection view of that size with those item counts would; the layout then
/// answers as UIKit's does, scrolled to `contentOffset`. Before it is prepared, every query
/// answers `nil` (`.zero` for the content size).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Sections {
        case same(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let sections: Sections
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The layout's configuration (a copy of it, as in UIKit); setting it invalidates the layout.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .same(section)
        storedConfiguration = configuration.copy()
        super.init()
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
        super.init()
    }

    /// layoutcalc reads no archives: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The section at `index` in `environment`.
    func section(at index: Int, in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        switch sections {
        case .same(let section): section
        case .provider(let provider): provider(index, environment)
        }
    }

    /// Lays the layout out in its collection view: each section as the layout gives it there,
    /// checked as `layoutcalc` checks a spec; what cannot be laid out leaves it unprepared, for
    /// `prepare(size:…)` to throw.
    open override func prepare() {
        super.prepare()
        guard let harness = attached?.harness else {
            prepared = nil
            return
        }
        layOut(kinds: .engine) { () throws(CompositionalLayoutError) in try translatedScreen(for: harness) }
    }

    /// As UIKit's: a change of size, for which the sections are asked for again. (Scrolling
    /// alone moves nothing it lays out: pinned boundary items and the scale effect are answered
    /// for the offset when asked.)
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != attached?.bounds.size
    }

    /// The layout's objects as the engine's screen for `harness`'s values.
    func translatedScreen(for harness: LayoutcalcHarness) throws(CompositionalLayoutError) -> Screen {
        try ScreenTranslation(harness: harness, configuration: configuration).screen(of: self)
    }

    /// The screen its spec says; a subclass must answer as it lays out (its overrides have no
    /// spec form).
    override func screen(for harness: LayoutcalcHarness) throws(CompositionalLayoutError) -> Screen {
        let screen = try translatedScreen(for: harness)
        if type(of: self) != UICollectionViewCompositionalLayout.self {
            try prepare(with: harness)
            try checkAnswers(against: screen, harness: harness, kinds: .engine)
        }
        return screen
    }
}
