import Foundation
import LayoutEngine
import LayoutSpec
import LayoutText
import LayoutcalcUIKit

/// What a layout's own queries answer once prepared with a harness's values: the snapshot of a
/// custom layout, which has no spec to lay out. Every element `layoutAttributesForElements(in:)`
/// returns for the whole content (and the collection view's bounds, where an element may sit
/// before the content starts), each once, by section: items by index, then supplementaries and
/// then decorations, by kind and index, each with its frame, zIndex and transform; and, at each
/// of the harness's scroll offsets, what the layout returns for the bounds scrolled there (a
/// layout that moves elements with the scroll position answers there as on iOS).
struct QueriedLayout {
    /// One element as the layout answered it.
    struct Element {
        /// What it is, in the order a section's elements are written.
        enum Category: String, CaseIterable {
            case item, supplementary, decoration

            /// The key of a section's list of them.
            var listKey: String {
                switch self {
                case .item: "items"
                case .supplementary: "supplementaries"
                case .decoration: "decorations"
                }
            }
        }

        var category: Category
        /// A supplementary's or decoration's kind; empty for an item.
        var kind: String
        var section: Int
        /// The index path's item.
        var index: Int
        var frame: Rect
        var zIndex: Int
        var transform: CATransform3D
    }

    var width: Double
    var height: Double?
    var scale: Double?
    var contentSize: Size
    /// Each section's elements, in the order written; as many sections as the counts say, or
    /// more where the layout answers for a section past them.
    var sections: [[Element]]
    /// What is on screen at each of the harness's scroll offsets.
    var visible: [(offset: Point, elements: [Element])]

    /// `layout` prepared with `harness`'s values and asked; `source` names it in an error.
    init(_ layout: UICollectionViewLayout, harness: LayoutcalcHarness, source: String) throws(SnapshotError) {
        do {
            try harness.prepare(layout)
        } catch {
            throw SnapshotError(error, source: source)
        }
        width = Double(harness.width)
        height = harness.height.map { Double($0) }
        scale = harness.scale.map { Double($0) }
        let content = layout.collectionViewContentSize
        contentSize = Size(width: Double(content.width), height: Double(content.height))
        let bounds = CGRect(x: 0, y: 0, width: harness.width, height: harness.height ?? 0)
        let whole = CGRect(origin: .zero, size: content).union(bounds)
        let elements = try Self.elements(layout.layoutAttributesForElements(in: whole) ?? [], source: source)
        var sections = [[Element]](repeating: [], count: max(harness.itemCounts.count, (elements.map(\.section).max() ?? -1) + 1))
        for element in elements { sections[element.section].append(element) }
        self.sections = sections
        visible = []
        for offset in harness.scrollOffsets {
            layout.contentOffset = offset
            layout.collectionView?.layoutIfNeeded()
            let shown = try Self.elements(layout.layoutAttributesForElements(in: CGRect(origin: offset, size: bounds.size)) ?? [], source: source)
            visible.append((Point(x: Double(offset.x), y: Double(offset.y)), shown))
        }
    }

    /// `answered`, each element once (the first answer for it), in the order written.
    private static func elements(_ answered: [UICollectionViewLayoutAttributes], source: String) throws(SnapshotError) -> [Element] {
        var elements: [Element] = []
        var seen = Set<ElementKey>()
        for attributes in answered {
            let indexPath = attributes.indexPath
            guard indexPath.count == 2, (0..<SpecLimits.maximumSections).contains(indexPath.section) else {
                throw SnapshotError(
                    "\(source): error: the layout answers an element at the index path \(indexPath), which is not an item's of one of "
                        + "the \(SpecLimits.maximumSections) sections a layout may have")
            }
            let element = Element(attributes)
            guard seen.insert(ElementKey(element)).inserted else { continue }
            elements.append(element)
        }
        return elements.sorted { ElementKey($0) < ElementKey($1) }
    }

    /// Who an element is, in the order elements are written.
    private struct ElementKey: Hashable, Comparable {
        var section: Int
        var category: Int
        var kind: String
        var index: Int

        init(_ element: Element) {
            section = element.section
            category = Element.Category.allCases.firstIndex(of: element.category) ?? 0
            kind = element.kind
            index = element.index
        }

        static func < (left: ElementKey, right: ElementKey) -> Bool {
            (left.section, left.category, left.kind, left.index) < (right.section, right.category, right.kind, right.index)
        }
    }
}

extension QueriedLayout.Element {
    init(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell: category = .item
        case .supplementaryView: category = .supplementary
        case .decorationView: category = .decoration
        }
        kind = attributes.representedElementKind ?? ""
        section = attributes.indexPath.section
        index = attributes.indexPath.item
        let frame = attributes.frame
        self.frame = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        zIndex = attributes.zIndex
        transform = attributes.transform3D
    }

    /// Its transform where it is not the identity: in the plane (`a`, `b`, `c`, `d`, `tx`, `ty`)
    /// where it stays there, else its sixteen values row by row.
    var writtenTransform: WrittenTransform? {
        let t = transform
        let values = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map { Double($0) }
        if values == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] { return nil }
        let inPlane = [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43] == [0, 0, 0, 0, 0, 0, 0, 0] && t.m33 == 1 && t.m44 == 1
        if inPlane {
            return .affine([("a", values[0]), ("b", values[1]), ("c", values[4]), ("d", values[5]), ("tx", values[12]), ("ty", values[13])])
        }
        return .threeD(values)
    }

    enum WrittenTransform {
        /// The transform in the plane, its values by name.
        case affine([(String, Double)])
        /// `CATransform3D`'s sixteen values, `m11` to `m44`.
        case threeD([Double])
    }
}

extension QueriedLayout {
    /// The id a section is written with, as a spec's section without one gets.
    static func sectionID(_ section: Int) -> String { "section-\(section)" }

    /// The kind every section of a custom layout is written as.
    static let sectionKind = "custom"

    /// A section's frame: what its elements cover (nothing, at the origin, for none).
    static func frame(of elements: [Element]) -> Rect {
        guard let first = elements.first?.frame else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.x + first.width, maxY = first.y + first.height
        for element in elements.dropFirst() {
            minX = min(minX, element.frame.x)
            minY = min(minY, element.frame.y)
            maxX = max(maxX, element.frame.x + element.frame.width)
            maxY = max(maxY, element.frame.y + element.frame.height)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Custom layouts' snapshots in each format.
enum QueriedLayoutWriting {
    static func bytes(of layouts: [QueriedLayout], format: SnapshotFormat, source: String) throws(SnapshotError) -> [UInt8] {
        do {
            return try ByteArraySink.collect { (out) throws(OutputError) in
                switch format {
                case .json:
                    var writer = QueriedJSON()
                    try writer.write(layouts, to: &out)
                case .table: try QueriedTable.write(layouts, source: source, to: &out)
                case .svg: try QueriedPicture.write(layouts, source: source, to: &out)
                }
            }
        } catch {
            throw SnapshotError("\(source): error: the snapshot could not be written: \(error)")
        }
    }
}
