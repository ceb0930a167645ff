import Foundation
import LayoutEngine
@testable import LayoutSpec
import Testing

/// docs/spec.md is the full reference of the spec: it names every key the reader reads, every
/// value a key chooses from, and every section kind in its table of kinds.
@Suite struct SpecReferenceTests {
    static let reference: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/spec.md"), encoding: .utf8)) ?? ""
    }()

    /// The names and chosen values of one kind of object's keys.
    static func names<Key: SpecKey>(_: Key.Type) -> [String] {
        Key.allCases.flatMap { [$0.rawValue] + words(of: $0.shape) }
    }

    /// The strings a shape allows.
    static func words(of shape: Shape) -> [String] {
        switch shape {
        case .choice(let names): names
        case .constant(let name): [name]
        case .array(let element, _): words(of: element)
        case .either(let shapes): shapes.flatMap(words)
        case .number, .boolean, .string, .numbers, .object, .null: []
        }
    }

    static let everyName: [String] = Array(
        Set(
            names(SpecKeyName.self) + names(ContainerKey.self) + names(InsetsKey.self) + names(SectionKey.self)
                + names(FlowSizeKey.self) + names(FlowWidthKey.self) + names(FlowHeightKey.self) + names(MosaicBlockKey.self)
                + names(MosaicSpacingKey.self) + names(VariantBoundsKey.self) + names(ItemKey.self) + names(HeaderKey.self)
                + names(BoundaryItemKey.self) + names(DecorationKey.self) + names(EffectKey.self) + names(ScaleEffectKey.self)
                + names(NodeKey.self) + names(SizeKey.self) + names(DimensionKey.self) + names(SpacingKey.self)
                + names(EdgeSpacingKey.self) + names(SupplementaryKey.self) + names(AnchorKey.self)
        )
    ).sorted()

    /// Each name written as code, or quoted as JSON writes it (`{"min": m}`).
    @Test(arguments: everyName)
    func theReferenceNamesIt(_ name: String) {
        #expect(Self.reference.contains("`\(name)`") || Self.reference.contains("\"\(name)\""))
    }

    @Test func everyNameIsThere() {
        // The keys of 23 objects: the list is not a handful.
        #expect(Self.everyName.count > 100)
        #expect(Self.everyName.contains("supplementariesFollowContentInsets"))
        #expect(Self.everyName.contains("groupPagingCentered"))
    }

    @Test func theKindsTableHasEveryKind() throws {
        let table = try #require(Self.reference.range(of: "### Which kind do I want?\n")).upperBound
        let rows = Self.reference[table...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        for kind in SectionKind.allCases {
            #expect(rows.contains { $0.hasPrefix("| `\(kind.rawValue)` |") }, "\(kind.rawValue)")
        }
    }
}
