import Foundation
import LayoutEngine
import LayoutSpec

/// Translates a flow layout into the engine's flow sections, one a section of the collection
/// view, asking its delegate for each section and item as UIKit does (a delegate that does not
/// conform, or no delegate, leaves the layout's properties).
struct FlowTranslation {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let harness: LayoutcalcHarness

    func screen() throws(CompositionalLayoutError) -> Screen {
        let measured = try harness.measuredSizesBySection()
        if !measured.isEmpty && !layout.sizesCellsThemselves {
            throw CompositionalLayoutError(LayoutObjectProblem.measuredWithoutEstimatedSize, at: LayoutcalcHarness.measuredSizesPath)
        }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let sections = harness.itemCounts.enumerated().map { index, count in
            section(index, count: count, delegate: delegate, measured: measured[index])
        }
        return Screen(
            container: Container(width: Double(harness.width), height: harness.height.map(Double.init)),
            scale: harness.scale.map(Double.init), layoutMargins: EdgeInsets(harness.layoutMargins),
            safeArea: EdgeInsets(harness.safeArea), sections: sections,
            scrollDirection: layout.scrollDirection == .horizontal ? .horizontal : .vertical,
            layoutDirection: harness.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            scrollOffsets: harness.scrollOffsets.map(Point.init))
    }

    private func section(
        _ index: Int, count: Int, delegate: (any UICollectionViewDelegateFlowLayout)?, measured: [MeasuredSize]?
    ) -> Section {
        let (layout, view) = (layout, collectionView)
        let inset = delegate?.collectionView(view, layout: layout, insetForSectionAt: index) ?? layout.sectionInset
        let lineSpacing = delegate?.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: index) ?? layout.minimumLineSpacing
        let interitemSpacing =
            delegate?.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: index) ?? layout.minimumInteritemSpacing
        let header = delegate?.collectionView(view, layout: layout, referenceSizeForHeaderInSection: index) ?? layout.headerReferenceSize
        let footer = delegate?.collectionView(view, layout: layout, referenceSizeForFooterInSection: index) ?? layout.footerReferenceSize
        let sizes = (0..<count).map { item in
            FlowItemSize(delegate?.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: item, section: index)) ?? layout.sizeWithoutDelegate)
        }
        // A header's length along the scroll axis: its height, or scrolling horizontally its width.
        let horizontal = layout.scrollDirection == .horizontal
        let headerLength = Double(horizontal ? header.width : header.height)
        let footerLength = Double(horizontal ? footer.width : footer.height)
        let flow = FlowSection(
            itemCount: count, sizes: sizes.isEmpty ? [FlowItemSize(layout.sizeWithoutDelegate)] : Self.shortestPeriod(of: sizes),
            itemSizes: measured.map(MeasuredSizes.init), interitemSpacing: Double(interitemSpacing), lineSpacing: Double(lineSpacing),
            headerHeight: headerLength, footerHeight: footerLength, pinsHeader: layout.sectionHeadersPinToVisibleBounds && headerLength > 0,
            pinsFooter: layout.sectionFootersPinToVisibleBounds && footerLength > 0)
        return Section(
            id: "section-\(index)", content: .flow(flow),
            contentInsets: EdgeInsets(top: Double(inset.top), leading: Double(inset.left), bottom: Double(inset.bottom), trailing: Double(inset.right)),
            contentInsetsReference: ContentInsetsReference(layout.sectionInsetReference))
    }

    /// The shortest list that, used in turn, gives `sizes`: the spec's `sizes` (a list as long as
    /// the items where they have no period). By the prefix function, in O(n).
    static func shortestPeriod(of sizes: [FlowItemSize]) -> [FlowItemSize] {
        // border[i]: the length of the longest proper prefix of sizes[...i] that is also its suffix.
        var border = [Int](repeating: 0, count: sizes.count)
        for index in sizes.indices.dropFirst() {
            var length = border[index - 1]
            while length > 0 && sizes[index] != sizes[length] { length = border[length - 1] }
            if sizes[index] == sizes[length] { length += 1 }
            border[index] = length
        }
        return Array(sizes.prefix(sizes.count - (border.last ?? 0)))
    }
}

extension FlowItemSize {
    /// A size in points.
    init(_ size: CGSize) {
        self.init(width: .points(Double(size.width)), height: .points(Double(size.height)))
    }
}

extension ContentInsetsReference {
    /// A flow section's reference for UIKit's: from the content inset is the spec's default,
    /// which adds nothing to a flow section (`nil`).
    init?(_ reference: UICollectionViewFlowLayout.SectionInsetReference) {
        switch reference {
        case .fromContentInset: return nil
        case .fromSafeArea: self = .safeArea
        case .fromLayoutMargins: self = .layoutMargins
        }
    }
}
