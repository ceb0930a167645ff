import LayoutEngine

/// The JSON Schema (draft 2020-12) of the spec format, made from the tables the reader checks
/// specs with: each object's keys, their shapes and ranges, the keys it requires and those of
/// which it takes exactly one, per section kind and per node type.
///
/// Rules that relate one value to another (`count` with one subitem, minWidth ≤ maxWidth, a
/// mosaic rect inside the width, a tolerance only for `ordered`, the limits on items) are the
/// reader's alone: `layoutcalc validate` checks them.
public enum SpecSchema {
    public static func write(to out: inout ByteWriter) throws(OutputError) {
        var printer = PrettyPrinter()
        try document.write(&printer, &out)
        try out.byte(UInt8(ascii: "\n"))
    }

    static var document: JSONTree {
        .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "layoutcalc spec"),
            ("description", "A screen of UICollectionView sections for layoutcalc to lay out."),
            ("$ref", pointer(to: "spec")),
            ("$defs", .object(definitions)),
        ])
    }

    private static var definitions: [(key: String, value: JSONTree)] {
        var definitions: [(key: String, value: JSONTree)] = [
            ("spec", object(SpecKeyName.rules)),
            ("container", object(ContainerKey.rules)),
            ("insets", object(InsetsKey.rules)),
            ("section", sectionByKind),
        ]
        for kind in SectionKind.allCases {
            definitions.append((name(kind, "Section"), section(kind)))
        }
        for kind in SectionKind.allCases {
            definitions.append((name(kind, "Variant"), object(SectionKey.variantRules(in: kind), kind: kind)))
        }
        definitions.append(("variantBounds", object(VariantBoundsKey.rules)))
        for kind in SectionKind.allCases {
            definitions.append((name(kind, "Item"), object(ItemKey.rules(in: kind))))
        }
        definitions += [
            ("header", object(HeaderKey.rules)),
            ("flowHeader", object(HeaderKey.flowRules)),
            ("boundaryItem", object(BoundaryItemKey.rules)),
            ("decoration", object(DecorationKey.rules)),
            ("effect", object(EffectKey.rules)),
            ("scaleEffect", object(ScaleEffectKey.rules)),
            ("node", nodeByType),
            ("group", .object([("$ref", pointer(to: "node")), ("required", [.string(NodeKey.group.rawValue)])])),
        ]
        for type in [NodeKey.NodeType.item, .stack, .custom] {
            definitions.append((name(of: type), object(NodeKey.rules(for: type))))
        }
        definitions += [
            ("size", object(SizeKey.rules)),
            ("dimension", object(DimensionKey.rules)),
            ("spacing", object(SpacingKey.rules)),
            ("edgeSpacing", object(EdgeSpacingKey.rules)),
            ("supplementary", object(SupplementaryKey.rules)),
            ("anchor", object(AnchorKey.rules)),
            ("flowSize", object(FlowSizeKey.rules)),
            ("flowWidth", object(FlowWidthKey.rules)),
            ("flowHeight", object(FlowHeightKey.rules)),
            ("mosaicBlock", .object([
                ("anyOf", .array([schema(.choice(MosaicBlock.builtIn.keys.sorted())), object(MosaicBlockKey.rules)])),
            ])),
            ("mosaicSpacing", object(MosaicSpacingKey.rules)),
        ]
        return definitions
    }

    /// A section: the rules of its kind, chosen by `kind`.
    private static var sectionByKind: JSONTree {
        let kinds = SectionKind.allCases.map { kind -> JSONTree in
            .object([
                ("if", .object([
                    ("properties", .object([(SectionKey.kind.rawValue, .object([("const", .string(kind.rawValue))]))])),
                    ("required", [.string(SectionKey.kind.rawValue)]),
                ])),
                ("then", reference(to: name(kind, "Section"))),
            ])
        }
        return .object([
            ("type", "object"),
            ("required", [.string(SectionKey.kind.rawValue)]),
            ("properties", .object([(SectionKey.kind.rawValue, schema(SectionKey.kind.shape))])),
            ("allOf", .array(kinds)),
        ])
    }

    /// A section of `kind`: its keys, and no two that conflict.
    private static func section(_ kind: SectionKind) -> JSONTree {
        var members = objectMembers(SectionKey.rules(in: kind), kind: kind)
        let conflicts = SectionKey.conflicts(in: kind).map { first, second -> JSONTree in
            .object([("not", .object([("required", [.string(first.rawValue), .string(second.rawValue)])]))])
        }
        if !conflicts.isEmpty { members.append(("allOf", .array(conflicts))) }
        return .object(members)
    }

    /// A node of a compositional tree: an item without `group`, or a group of its arrangement.
    private static var nodeByType: JSONTree {
        let group = NodeKey.group.rawValue
        return .object([
            ("type", "object"),
            ("if", .object([("required", [.string(group)])])),
            ("then", .object([
                ("if", .object([("properties", .object([(group, .object([("const", "custom")]))]))])),
                ("then", reference(to: name(of: .custom))),
                ("else", reference(to: name(of: .stack))),
            ])),
            ("else", reference(to: name(of: .item))),
        ])
    }

    /// An object with `rules`' keys, each of its shape, in the section kind `kind` if given.
    private static func object<Key: SpecKey>(_ rules: KeyRules<Key>, kind: SectionKind? = nil) -> JSONTree {
        .object(objectMembers(rules, kind: kind))
    }

    private static func objectMembers<Key: SpecKey>(_ rules: KeyRules<Key>, kind: SectionKind?) -> [(key: String, value: JSONTree)] {
        var members: [(key: String, value: JSONTree)] = [("type", "object")]
        members.append(("properties", .object(rules.reads.keys.map { ($0.rawValue, schema(rules.shape($0), kind: kind)) })))
        if !rules.required.isEmpty {
            members.append(("required", .array(rules.required.keys.map { .string($0.rawValue) })))
        }
        if !rules.exactlyOne.isEmpty {
            let choices = rules.exactlyOne.keys.map { key -> JSONTree in .object([("required", [.string(key.rawValue)])]) }
            members.append(("oneOf", .array(choices)))
        }
        members.append(("additionalProperties", false))
        return members
    }

    /// What `shape` accepts, as JSON Schema.
    private static func schema(_ shape: Shape, kind: SectionKind? = nil) -> JSONTree {
        switch shape {
        case .number(let range):
            return number(range)
        case .boolean:
            return .object([("type", "boolean")])
        case .string:
            return .object([("type", "string")])
        case .null:
            return .object([("type", "null")])
        case .choice(let names):
            return .object([("enum", .array(names.map(JSONTree.string)))])
        case .constant(let name):
            return .object([("const", .string(name))])
        case .array(let element, let minimum):
            var members: [(key: String, value: JSONTree)] = [("type", "array"), ("items", schema(element, kind: kind))]
            if minimum > 0 { members.append(("minItems", .number(Double(minimum)))) }
            return .object(members)
        case .numbers(let ranges):
            return .object([
                ("type", "array"),
                ("prefixItems", .array(ranges.map(number))),
                ("minItems", .number(Double(ranges.count))),
                ("maxItems", .number(Double(ranges.count))),
            ])
        case .object(let name):
            return reference(to: definition(of: name, kind: kind))
        case .either(let shapes):
            return .object([("anyOf", .array(shapes.map { schema($0, kind: kind) }))])
        }
    }

    private static func number(_ range: NumberRange) -> JSONTree {
        var members: [(key: String, value: JSONTree)] = [("type", range.isInteger ? "integer" : "number")]
        members.append((range.minimumIsExclusive ? "exclusiveMinimum" : "minimum", .number(range.minimum)))
        members.append(("maximum", .number(range.maximum)))
        return .object(members)
    }

    /// The definition an object of `name` refers to: items, variants and headers differ by kind.
    private static func definition(of name: ObjectName, kind: SectionKind?) -> String {
        switch (name, kind) {
        case (.item, let kind?): self.name(kind, "Item")
        case (.variant, let kind?): self.name(kind, "Variant")
        case (.header, .flow): "flowHeader"
        default: name.rawValue
        }
    }

    private static func name(_ kind: SectionKind, _ suffix: String) -> String { kind.rawValue + suffix }

    private static func name(of type: NodeKey.NodeType) -> String {
        switch type {
        case .item: "itemNode"
        case .stack: "stackGroup"
        case .custom: "customGroup"
        }
    }

    /// `{"$ref": …}` to a definition.
    private static func reference(to definition: String) -> JSONTree {
        .object([("$ref", pointer(to: definition))])
    }

    private static func pointer(to definition: String) -> JSONTree {
        .string("#/$defs/" + definition)
    }
}
