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

    /// Every key of every object of the format, and every value a key chooses from.
    static let everyName: [String] = Array(
        Set(SpecSchema.objects.flatMap { $0.keys.flatMap { [$0.name] + words(of: $0.shape) } } + FlowFormats.blockNames)
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
