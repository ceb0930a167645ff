import LayoutEngine
@testable import LayoutSpec
import Testing

/// A kind's fields are declared on its content and lifted into its sections' format through its
/// `SectionContentKind`: the content is found in the kind's sections alone, and a kind's fields
/// never get a section of another kind (a debug build stops where one does).
@Suite struct SectionKindsTests {
    /// The kinds in whose initial sections `content` finds a content.
    static func kinds<Kind: SectionContentKind>(holding content: Kind.Type) -> [SectionKind] {
        SectionKind.allCases.filter { Kind.extract(SectionKinds.format(of: $0).initial.content) != nil }
    }

    @Test func eachKindsContentIsFoundInItsOwnSectionsAlone() {
        #expect(Self.kinds(holding: CarouselContent.self) == [.carousel])
        #expect(Self.kinds(holding: WidgetContent.self) == [.widget])
        #expect(Self.kinds(holding: CompositionalContent.self) == [.compositional])
        #expect(Self.kinds(holding: WaterfallContent.self) == [.waterfall])
        #expect(Self.kinds(holding: FlowContent.self) == [.flow])
        #expect(Self.kinds(holding: MosaicContent.self) == [.mosaic])
        #expect(Self.kinds(holding: ListContent.self) == [.list])
    }

    /// A section built in code may give a variant of another kind, which no spec can: it is
    /// refused before the section's fields would check the variant.
    @Test func aVariantOfAnotherKindIsRefusedBeforeTheFieldsOfItsSection() {
        let flow = Section(id: "flow", content: .flow(FlowSection(itemCount: 1)))
        var waterfall = Section(id: "waterfall", content: .waterfall(WaterfallSection(items: WaterfallItems(ratios: [1]))))
        waterfall.variants = [SectionVariant(minWidth: 400, maxWidth: nil, section: flow)]
        let issues = SpecCheck.issues(in: Screen(container: Container(width: 390), sections: [waterfall]))
        #expect(issues == [SpecIssue(.variantChangesKind, at: SpecPath([.key("sections"), .index(0), .key("variants"), .index(0), .key("kind")]))])
    }
}
