import LayoutText
import LayoutEngine

/// A section of the spec: `id` and `kind`, its kind's keys (`SectionKinds`), and `variants`, each
/// of which replaces some of those keys for a range of container widths.
enum SectionFormat {
    /// The format of a section of `kind`, or of its variants.
    static func format(of kind: SectionKind, variant: Bool = false) -> ObjectFormat<Section> {
        variant ? variantFormats[SectionKind.allCases.firstIndex(of: kind)!] : SectionKinds.format(of: kind).sectionFormat
    }

    static let kindShape = Shape.choice(SectionKind.allCases.map { $0.rawValue })

    /// Each kind's variants' format, in `SectionKind.allCases`' order: all made on a spec's
    /// first variant.
    private static let variantFormats = SectionKind.allCases.map { kind in
        let descriptor = SectionKinds.format(of: kind)
        return objectFormat(
            kind: kind, initial: descriptor.initial, fields: descriptor.fields, required: descriptor.required,
            relations: descriptor.relations, refusal: descriptor.refusal, variant: true)
    }

    /// The format of a section of `kind` (its variants' if `variant`), from its descriptor's parts.
    static func objectFormat(
        kind: SectionKind, initial: Section, fields kindFields: [Field<Section>], required: [String],
        relations: @escaping @Sendable (Section, inout IssueLog) throws(SpecError) -> Void,
        refusal kindRefusal: @escaping @Sendable (String) -> KeyRefusal?, variant: Bool
    ) -> ObjectFormat<Section> {
        let kindField = Field<Section>(
            keys: [FieldKey("kind", kindShape)], read: { _, _, _, _ in },
            write: { section, _ in [SpecMember("kind", .string(section.kind.rawValue))] })
        let variantsField = Field<Section>(
            keys: [FieldKey("variants", .array(.object(.variant), minimum: 0))], read: { _, _, _, _ in }, write: { _, _ in [] })
        let idField = Field<Section>("id", { $0.id }, { $0.id = $1 }, .string)
        let when = Field<Section>(
            keys: [FieldKey("when", .object(.variantBounds), hint: "the container widths this variant is for")],
            read: { _, _, _, _ in }, write: { _, _ in [] })
        let fields = variant ? [idField] + kindFields + [when] : [idField, kindField] + kindFields + [variantsField]
        return ObjectFormat(
            variant ? .variant : .section, initial: initial, fields: fields,
            required: variant ? ["when"] : ["kind"] + required,
            refusal: { name in
                if variant && name == "kind" { return .variantChangesKind }
                if variant && name == "variants" { return .variantsNest }
                if !variant && name == "when" { return .whenOutsideVariant }
                guard !fields.contains(where: { $0.keys.contains { $0.name == name } }) else { return nil }
                if let refusal = kindRefusal(name) { return refusal }
                let owners = SectionKinds.owners(of: name)
                return owners.isEmpty ? nil : .notOfKind(kind, owners: owners)
            },
            relations: relations)
    }

    // MARK: Reading

    /// Section `index` of a spec, with its variants; nil where it is not one (reported).
    static func read(_ node: any SpecNode, index: Int, _ reading: inout SpecReading) throws(SpecError) -> Section? {
        guard node.type == .object else {
            try reading.log.report(.unexpected(.object(.section), found: node.found))
            return nil
        }
        guard let kindNode = node.member("kind") else {
            try reading.log.report(.missingKey("kind", hint: kindShape.phrase))
            return nil
        }
        reading.log.at(key: "kind")
        let name = try ValueFormat<String>.name(among: SectionKind.allCases.map { $0.rawValue }).read(kindNode, &reading)
        reading.log.leave()
        guard let name, let kind = SectionKind(rawValue: name) else { return nil }

        let format = format(of: kind)
        guard var members = try format.members(of: node, &reading) else { return nil }
        let variantsNode = members.remove("variants")
        var section = try format.read(members, &reading)
        if !members.given.contains("id") { section.id = "section-\(index)" }
        if let variantsNode { section.variants = try readVariants(variantsNode, of: section, givenBy: members, &reading) }
        return section
    }

    static let bounds = ObjectFormat<SectionVariant>(
        .variantBounds, initial: SectionVariant(minWidth: nil, maxWidth: nil, section: SectionKinds.carousel.initial),
        fields: [Field("minWidth", { $0.minWidth }, { $0.minWidth = $1 }, .length), Field("maxWidth", { $0.maxWidth }, { $0.maxWidth = $1 }, .length)],
        relations: { (variant, log) throws(SpecError) in
            if let minimum = variant.minWidth, let maximum = variant.maxWidth, minimum > maximum {
                try log.report(.variantBoundsCross(minimum: minimum, maximum: maximum))
            }
        })

    /// The variants of `section`, which `base` gave: each its bounds and its keys over the
    /// section's. A variant reads the fields it gives a key of, and takes the rest as the section
    /// read them: a waterfall's 40,000 items are read once, not again for each of its 1,000
    /// variants, and a problem in them is reported once, at the section's path.
    private static func readVariants(
        _ node: any SpecNode, of section: Section, givenBy members: ObjectFormat<Section>.Members, _ reading: inout SpecReading
    ) throws(SpecError) -> [SectionVariant] {
        let base = members.placed(at: reading.log.path)
        reading.log.at(key: "variants")
        defer { reading.log.leave() }
        let shape = Shape.array(.object(.variant), minimum: 0)
        guard node.type == .array else {
            try reading.log.report(.unexpected(shape, found: node.found))
            return []
        }
        let sectionFormat = format(of: section.kind)
        let variantFormat = format(of: section.kind, variant: true)
        var variants: [SectionVariant] = []
        for place in 0..<node.count {
            reading.log.at(index: place)
            defer { reading.log.leave() }
            guard var members = try variantFormat.members(of: node.element(place), &reading) else {
                reading.droppedElements = true
                continue
            }
            var variant = SectionVariant(minWidth: nil, maxWidth: nil, section: section)
            if let when = members.remove("when") {
                reading.log.at(key: "when")
                if let read = try bounds.read(when, &reading) { (variant.minWidth, variant.maxWidth) = (read.minWidth, read.maxWidth) }
                reading.log.leave()
            }
            variant.section = try sectionFormat.read(members, over: section, givenBy: base, &reading)
            variants.append(variant)
        }
        return variants
    }

    // MARK: Writing

    /// Section `index` as the spec writes it: its keys, then its variants, each with the keys
    /// whose values differ from the section's.
    static func write(_ section: Section, index: Int) -> SpecValue {
        let format = format(of: section.kind)
        let baseMembers = format.members(of: section)
        var members = baseMembers.filter { $0.key != "id" || $0.value != .string("section-\(index)") }
        if !section.variants.isEmpty {
            var values: [SpecValue] = []
            for variant in section.variants {
                var variantMembers = [SpecMember("when", bounds.write(variant))]
                variantMembers += differences(
                    of: sharingForms(variant.section, with: section), from: section, writtenAs: baseMembers, format: format).members
                values.append(.object(variantMembers))
            }
            members.append(SpecMember("variants", .array(values)))
        }
        return .object(members)
    }

    /// A variant's section as it is written: its items and flow sizes in the forms of its
    /// section's, which has variants (a variant replaces keys one by one, so both must give a
    /// waterfall's items as objects and a flow's sizes as a list). The variants stand for that.
    private static func sharingForms(_ variant: Section, with section: Section) -> Section {
        var variant = variant
        variant.variants = section.variants
        return variant
    }

    /// The members of `section` (a variant's) that differ from `base`'s, written as `written`,
    /// and the keys it would take back (give no value for) that the base gives, which a variant
    /// cannot say. A field that tells it holds the same values as the base's is not written:
    /// the items a variant shares with its section are not written again for each variant.
    private static func differences(
        of section: Section, from base: Section, writtenAs written: [SpecMember], format: ObjectFormat<Section>
    ) -> (members: [SpecMember], takenBack: [String]) {
        var members: [SpecMember] = []
        var takenBack: [String] = []
        for field in format.fields where !field.keys.contains(where: { ["kind", "variants"].contains($0.name) }) {
            if let holdsTheSame = field.holdsTheSame, holdsTheSame(section, base) { continue }
            let own = field.write(section, false)
            for member in own where !written.contains(member) { members.append(member) }
            for key in field.keys.map(\.name) where written.contains(where: { $0.key == key }) && !own.contains(where: { $0.key == key }) {
                if let explicit = field.write(section, true).first(where: { $0.key == key }) {
                    if !members.contains(where: { $0.key == key }) { members.append(explicit) }
                } else {
                    takenBack.append(key)
                }
            }
        }
        return (members, takenBack)
    }

    // MARK: Checking

    /// Checks a section and its variants: a variant at the keys it gives, which differ from the
    /// section's (the section's own are checked at the section's).
    static func check(_ section: Section, _ log: inout IssueLog) throws(SpecError) {
        let format = format(of: section.kind)
        try format.check(section, &log)
        guard !section.variants.isEmpty else { return }
        let base = format.members(of: section)
        var sectionIssues = IssueLog(at: log.path)
        sectionIssues.context = log.context
        try? format.check(section, &sectionIssues)
        try log.at("variants") { (log) throws(SpecError) in
            for (place, variant) in section.variants.enumerated() {
                try log.at(.index(place)) { (log) throws(SpecError) in
                    if variant.section.kind != section.kind {
                        try log.at("kind") { (log) throws(SpecError) in try log.report(.variantChangesKind) }
                        return
                    }
                    if !variant.section.variants.isEmpty {
                        try log.at("variants") { (log) throws(SpecError) in try log.report(.variantsNest) }
                    }
                    try log.at("when") { (log) throws(SpecError) in try bounds.check(variant, &log) }
                    let variantSection = sharingForms(variant.section, with: section)
                    let (members, takenBack) = differences(of: variantSection, from: section, writtenAs: base, format: format)
                    for key in takenBack {
                        try log.at(key) { (log) throws(SpecError) in try log.report(.variantTakesBack(key)) }
                    }
                    let given = Set(members.map(\.key))
                    for field in format.fields where field.keys.contains(where: { given.contains($0.name) }) {
                        try field.check(variantSection, &log)
                    }
                    // What relates the variant's values, unless its section's values say it too.
                    var relations = IssueLog(at: log.path)
                    relations.context = log.context
                    try? format.relations(variant.section, &relations)
                    for issue in relations.issues where !sectionIssues.issues.contains(where: { $0.problem == issue.problem }) {
                        try log.report(issue.problem, at: issue.place)
                    }
                }
            }
        }
    }
}
