import LayoutText
import LayoutEngine

/// A part of the sections of one kind that some of the kind's keys give (its content, a
/// preset's parameters in it), which a section of another kind does not hold: the fields of
/// those keys are declared on the part (`Field<WaterfallSection>("columns", …)`) and lifted into
/// the kind's sections' format (`lift(_:)`).
///
/// A lifted field only ever gets a section of its kind: a section's format is its kind's
/// (`SectionFormat.format(of: section.kind)`, the kind its content says), and a variant of
/// another kind is refused before its section's fields check it; `part(of:)` asserts it. The
/// part is found and put back by static functions rather than closures a descriptor holds: each
/// lifted field is then specialized for its part, its finding inlined (through closures, the
/// optimizer could not see into them, and every field checked copied the section's content out:
/// docs/performance.md, "A kind's fields on its content").
protocol SectionPart: Sendable {
    associatedtype Part: Sendable
    /// The part `section` holds: nil (asserted) in a section of another kind.
    static func part(of section: Section) -> Part?
    /// `section`, a section of the kind, holding `part`.
    static func put(_ part: Part, in section: inout Section)
}

extension SectionPart {
    /// `field`, of the part, as a field of the kind's sections: read into the part and put
    /// back, written and checked from it.
    static func lift(_ field: Field<Part>) -> Field<Section> {
        // Each closure holds the one it calls, not the whole field.
        let read = field.read
        let write = field.write
        let checkPart = field.check
        let check: @Sendable (Section, inout IssueLog) throws(SpecError) -> Void = { (section, log) throws(SpecError) in
            if let part = part(of: section) { try checkPart(part, &log) }
        }
        return Field<Section>(
            keys: field.keys, keysAreAlternatives: field.keysAreAlternatives,
            read: { (section, members, given, reading) throws(SpecError) in
                try modify(&section) { (part) throws(SpecError) in try read(&part, members, given, &reading) }
            },
            write: { section, explicit in part(of: section).map { write($0, explicit) } ?? [] },
            check: field.checks ? check : nil)
    }

    static func lift(_ fields: [Field<Part>]) -> [Field<Section>] {
        fields.map(lift)
    }

    /// Runs `body` on the part of `section`, a section of the kind, and puts back what it leaves.
    static func modify(_ section: inout Section, _ body: (inout Part) throws(SpecError) -> Void) throws(SpecError) {
        guard var held = part(of: section) else { return }
        try body(&held)
        put(held, in: &section)
    }
}

/// A section kind's content: the engine's value that a section of the kind holds in its
/// `content` (a waterfall's `WaterfallSection`; a carousel's `CompositionalSection`, whose group
/// its preset makes), how a section's content is made of it (`embed`) and how it is found in one
/// (`extract`, nil in another kind's). A kind's own fields are declared on it, and its relations
/// get it with the section.
protocol SectionContentKind: SectionPart where Part == Content {
    associatedtype Content: Sendable
    static var kind: SectionKind { get }
    static func embed(_ content: Content) -> SectionContent
    static func extract(_ content: SectionContent) -> Content?
}

extension SectionContentKind {
    static func part(of section: Section) -> Content? {
        let content = extract(section.content)
        assert(content != nil, "a field of \(kind) sections was given a \(section.kind) section")
        return content
    }

    static func put(_ content: Content, in section: inout Section) {
        section.content = embed(content)
    }
}

/// The content of a kind of the compositional model's sections: a compositional section whose
/// group source is the kind's.
protocol CompositionalContentKind: SectionContentKind where Content == CompositionalSection {}

extension CompositionalContentKind {
    static func embed(_ content: CompositionalSection) -> SectionContent { .compositional(content) }

    static func extract(_ content: SectionContent) -> CompositionalSection? {
        guard case .compositional(let section) = content, content.kind == kind else { return nil }
        return section
    }
}

enum CarouselContent: CompositionalContentKind {
    static let kind = SectionKind.carousel
}

enum WidgetContent: CompositionalContentKind {
    static let kind = SectionKind.widget
}

enum CompositionalContent: CompositionalContentKind {
    static let kind = SectionKind.compositional
}

enum WaterfallContent: SectionContentKind {
    static let kind = SectionKind.waterfall
    static func embed(_ content: WaterfallSection) -> SectionContent { .waterfall(content) }

    static func extract(_ content: SectionContent) -> WaterfallSection? {
        guard case .waterfall(let section) = content else { return nil }
        return section
    }
}

enum FlowContent: SectionContentKind {
    static let kind = SectionKind.flow
    static func embed(_ content: FlowSection) -> SectionContent { .flow(content) }

    static func extract(_ content: SectionContent) -> FlowSection? {
        guard case .flow(let section) = content else { return nil }
        return section
    }
}

enum MosaicContent: SectionContentKind {
    static let kind = SectionKind.mosaic
    static func embed(_ content: MosaicSection) -> SectionContent { .mosaic(content) }

    static func extract(_ content: SectionContent) -> MosaicSection? {
        guard case .mosaic(let section) = content else { return nil }
        return section
    }
}

enum ListContent: SectionContentKind {
    static let kind = SectionKind.list
    static func embed(_ content: ListSection) -> SectionContent { .list(content) }

    static func extract(_ content: SectionContent) -> ListSection? {
        guard case .list(let section) = content else { return nil }
        return section
    }
}

/// A carousel's preset parameters, in its content's group source.
enum CarouselPreset: SectionPart {
    static func part(of section: Section) -> Carousel? {
        guard let content = CarouselContent.part(of: section), case .carousel(let carousel) = content.groupSource else { return nil }
        return carousel
    }

    static func put(_ carousel: Carousel, in section: inout Section) {
        guard var content = CarouselContent.part(of: section) else { return }
        content.groupSource = .carousel(carousel)
        CarouselContent.put(content, in: &section)
    }
}

/// A widget's preset parameters, in its content's group source.
enum WidgetPreset: SectionPart {
    static func part(of section: Section) -> Widget? {
        guard let content = WidgetContent.part(of: section), case .widget(let widget) = content.groupSource else { return nil }
        return widget
    }

    static func put(_ widget: Widget, in section: inout Section) {
        guard var content = WidgetContent.part(of: section) else { return }
        content.groupSource = .widget(widget)
        WidgetContent.put(content, in: &section)
    }
}

// What the fields every kind's sections share reach in a section's content, each kind told
// apart: a new kind of content is a case of each switch, which the build asks for.
extension Section {
    /// Its item count, set as well as read (a waterfall's follows its items, which its own
    /// field sets).
    var items: Int {
        get { itemCount }
        set {
            guard let content = content.withItemCount(newValue) else {
                return assertionFailure("a waterfall's item count is its items'")
            }
            self.content = content
        }
    }

    /// Its items' measured sizes, where its kind takes them (the compositional kinds, flow and
    /// list: their items read a width or a height, `ItemFields.readKeys(of:)`); nil for the
    /// others, which are given none.
    var measuredSizes: MeasuredSizes? {
        get {
            switch content {
            case .compositional(let content): content.measurements
            case .flow(let content): content.itemSizes
            case .list(let content): content.measurements
            case .waterfall, .mosaic: nil
            }
        }
        set {
            switch content {
            case .compositional(var content):
                content.measurements = newValue
                self.content = .compositional(content)
            case .flow(var content):
                content.itemSizes = newValue
                self.content = .flow(content)
            case .list(var content):
                content.measurements = newValue
                self.content = .list(content)
            case .waterfall, .mosaic:
                assert(newValue == nil, "measured sizes given to a \(kind) section, which takes none")
            }
        }
    }
}
