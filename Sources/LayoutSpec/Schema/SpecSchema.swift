import LayoutEngine
import LayoutText

/// The JSON Schema (draft 2020-12) of the spec format, made from the formats the reader reads
/// specs by: each object's keys, their shapes and ranges, the keys it requires, those of which
/// it takes exactly one and those it takes one of, per section kind and per node type.
///
/// Rules that relate one value to another (`count` with one subitem, minWidth ≤ maxWidth, a
/// mosaic rect inside the width, a tolerance only for `ordered`, the limits on items) are the
/// checks' alone: `layoutcalc validate` checks them.
public enum SpecSchema {
    public static func write(to out: inout ByteWriter) throws(OutputError) {
        try document.write(to: &out)
        try out.byte(UInt8(ascii: "\n"))
    }

    static var document: SpecValue {
        .object([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "layoutcalc spec",
            "description": "A screen of UICollectionView sections for layoutcalc to lay out.",
            "$ref": pointer(to: "spec"),
            "$defs": .object(definitions),
        ])
    }

    /// One object's part of the schema: what `object(_:)` needs of its format.
    struct Object {
        var keys: [FieldKey]
        var required: [String] = []
        var exactlyOne: [String] = []
        var conflicts: [(String, String)] = []

        init<Value>(_ format: ObjectFormat<Value>, leaving left: Set<String> = []) {
            keys = format.keys.filter { !left.contains($0.name) }
            required = format.required
            exactlyOne = format.exactlyOne?.keys ?? []
            conflicts = format.conflicts
        }
    }

    /// Every object of the format (a section's and a variant's once a kind), with its keys: what
    /// docs/spec.md must name.
    static var objects: [Object] {
        [Object(ScreenFormat.format(widthGiven: false)), Object(ScreenFormat.container), Object(GeometryFormats.insetSides)]
            + SectionKind.allCases.flatMap { [Object(SectionFormat.format(of: $0)), Object(SectionFormat.format(of: $0, variant: true))] }
            + SectionKind.allCases.map { Object(ItemFields.itemFormat(for: $0)) }
            + [
                Object(SectionFormat.bounds), Object(Band.format), Object(SupplementaryFormats.boundaryItem),
                Object(SupplementaryFormats.decoration), Object(SupplementaryFormats.effect), Object(SupplementaryFormats.scale),
                Object(NodeFormats.item), Object(NodeFormats.stack), Object(NodeFormats.custom), Object(NodeFormats.customItemObject),
                Object(GeometryFormats.size),
                Object(GeometryFormats.dimension), Object(GeometryFormats.spacing), Object(GeometryFormats.edgeSpacing),
                Object(SupplementaryFormats.anchored), Object(GeometryFormats.anchor), Object(FlowFormats.sizeObject),
                Object(FlowFormats.widthObject), Object(FlowFormats.heightObject), Object(FlowFormats.rectsObject),
                Object(FlowFormats.mosaicSpacingObject),
            ]
    }

    private static var definitions: [SpecMember] {
        var definitions = [
            SpecMember("spec", object(Object(ScreenFormat.format(widthGiven: false)))),
            SpecMember("container", object(Object(ScreenFormat.container))),
            SpecMember("insets", object(Object(GeometryFormats.insetSides))),
            SpecMember("section", sectionByKind),
        ]
        for kind in SectionKind.allCases {
            definitions.append(SpecMember(name(kind, "Section"), object(Object(SectionFormat.format(of: kind)), kind: kind)))
        }
        for kind in SectionKind.allCases {
            definitions.append(SpecMember(name(kind, "Variant"), object(Object(SectionFormat.format(of: kind, variant: true)), kind: kind)))
        }
        definitions.append(SpecMember("variantBounds", object(Object(SectionFormat.bounds))))
        for kind in SectionKind.allCases {
            definitions.append(SpecMember(name(kind, "Item"), object(Object(ItemFields.itemFormat(for: kind)))))
        }
        definitions += [
            SpecMember("header", object(Object(Band.format))),
            SpecMember("flowHeader", object(Object(Band.flowFormat))),
            SpecMember("boundaryItem", object(Object(SupplementaryFormats.boundaryItem))),
            SpecMember("decoration", object(Object(SupplementaryFormats.decoration))),
            SpecMember("effect", object(Object(SupplementaryFormats.effect))),
            SpecMember("scaleEffect", object(Object(SupplementaryFormats.scale))),
            SpecMember("node", nodeByType),
            SpecMember("group", .object(["$ref": pointer(to: "node"), "required": ["group"]])),
            SpecMember("itemNode", object(Object(NodeFormats.item))),
            SpecMember("stackGroup", object(Object(NodeFormats.stack))),
            SpecMember("customGroup", object(Object(NodeFormats.custom))),
            SpecMember("customItem", object(Object(NodeFormats.customItemObject))),
            SpecMember("size", object(Object(GeometryFormats.size))),
            SpecMember("dimension", object(Object(GeometryFormats.dimension))),
            SpecMember("spacing", object(Object(GeometryFormats.spacing))),
            SpecMember("edgeSpacing", object(Object(GeometryFormats.edgeSpacing))),
            SpecMember("supplementary", object(Object(SupplementaryFormats.anchored))),
            SpecMember("anchor", object(Object(GeometryFormats.anchor))),
            SpecMember("flowSize", object(Object(FlowFormats.sizeObject))),
            SpecMember("flowWidth", object(Object(FlowFormats.widthObject))),
            SpecMember("flowHeight", object(Object(FlowFormats.heightObject))),
            SpecMember("mosaicBlock", .object(["anyOf": [schema(.choice(FlowFormats.blockNames)), object(Object(FlowFormats.rectsObject))]])),
            SpecMember("mosaicSpacing", object(Object(FlowFormats.mosaicSpacingObject))),
        ]
        return definitions
    }

    /// A section: the rules of its kind, chosen by `kind`.
    private static var sectionByKind: SpecValue {
        let kinds = SectionKind.allCases.map { kind -> SpecValue in
            .object([
                "if": .object(["properties": .object(["kind": .object(["const": .string(kind.rawValue)])]), "required": ["kind"]]),
                "then": reference(to: name(kind, "Section")),
            ])
        }
        return .object([
            "type": "object", "required": ["kind"], "properties": .object(["kind": schema(SectionFormat.kindShape)]),
            "allOf": .array(kinds),
        ])
    }

    /// A node of a compositional tree: an item without `group`, or a group of its arrangement.
    private static var nodeByType: SpecValue {
        .object([
            "type": "object",
            "if": .object(["required": ["group"]]),
            "then": .object([
                "if": .object(["properties": .object(["group": .object(["const": "custom"])])]),
                "then": reference(to: "customGroup"),
                "else": reference(to: "stackGroup"),
            ]),
            "else": reference(to: "itemNode"),
        ])
    }

    /// An object with `object`'s keys, each of its shape (in the section kind `kind` if given),
    /// and no two that conflict.
    private static func object(_ object: Object, kind: SectionKind? = nil) -> SpecValue {
        var members = [
            SpecMember("type", "object"),
            SpecMember("properties", .object(object.keys.map { SpecMember($0.name, schema($0.shape, kind: kind)) })),
        ]
        if !object.required.isEmpty { members.append(SpecMember("required", .array(object.required.map(SpecValue.string)))) }
        if !object.exactlyOne.isEmpty {
            members.append(SpecMember("oneOf", .array(object.exactlyOne.map { .object(["required": [.string($0)]]) })))
        }
        members.append(SpecMember("additionalProperties", false))
        if !object.conflicts.isEmpty {
            members.append(
                SpecMember(
                    "allOf",
                    .array(object.conflicts.map { first, second in .object(["not": .object(["required": [.string(first), .string(second)]])]) })))
        }
        return .object(members)
    }

    /// What `shape` accepts, as JSON Schema.
    private static func schema(_ shape: Shape, kind: SectionKind? = nil) -> SpecValue {
        switch shape {
        case .number(let range):
            return number(range)
        case .boolean:
            return .object(["type": "boolean"])
        case .string:
            return .object(["type": "string"])
        case .null:
            return .object(["type": "null"])
        case .choice(let names):
            return .object(["enum": .array(names.map(SpecValue.string))])
        case .constant(let name):
            return .object(["const": .string(name)])
        case .array(let element, let minimum):
            var members = [SpecMember("type", "array"), SpecMember("items", schema(element, kind: kind))]
            if minimum > 0 { members.append(SpecMember("minItems", .number(Double(minimum)))) }
            return .object(members)
        case .numbers(let ranges):
            return .object([
                "type": "array", "prefixItems": .array(ranges.map(number)), "minItems": .number(Double(ranges.count)),
                "maxItems": .number(Double(ranges.count)),
            ])
        case .object(let name):
            return reference(to: definition(of: name, kind: kind))
        case .either(let shapes):
            return .object(["anyOf": .array(shapes.map { schema($0, kind: kind) })])
        }
    }

    private static func number(_ range: NumberRange) -> SpecValue {
        .object([
            SpecMember("type", .string(range.isInteger ? "integer" : "number")),
            SpecMember(range.minimumIsExclusive ? "exclusiveMinimum" : "minimum", .number(range.minimum)),
            SpecMember("maximum", .number(range.maximum)),
        ])
    }

    /// The definition an object of `name` refers to: items and variants differ by kind.
    private static func definition(of name: ObjectName, kind: SectionKind?) -> String {
        switch (name, kind) {
        case (.item, let kind?): self.name(kind, "Item")
        case (.variant, let kind?): self.name(kind, "Variant")
        default: name.rawValue
        }
    }

    private static func name(_ kind: SectionKind, _ suffix: String) -> String { kind.rawValue + suffix }

    /// `{"$ref": …}` to a definition.
    private static func reference(to definition: String) -> SpecValue {
        .object(["$ref": pointer(to: definition)])
    }

    private static func pointer(to definition: String) -> SpecValue {
        .string("#/$defs/" + definition)
    }
}
