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

        init<Value>(_ format: ObjectFormat<Value>) {
            keys = format.keys
            required = format.required
            exactlyOne = format.exactlyOne?.keys ?? []
            conflicts = format.conflicts
        }
    }

    /// Every object of the format (a section's, a variant's and an item's once a kind), with its
    /// keys: what docs/spec.md must name. The definitions' objects.
    static var objects: [Object] {
        ObjectName.allCases.flatMap(definitions(of:)).flatMap { $0.definition.objects }
    }

    private static var definitions: [SpecMember] {
        ObjectName.allCases.flatMap(definitions(of:)).map { SpecMember($0.name, $0.definition.schema) }
    }

    /// What defines an object in the schema: its format's keys, or a rule that chooses among
    /// other definitions.
    private indirect enum Definition {
        /// An object of the format, its keys' shapes those of a section of `kind`, where given.
        case object(Object, kind: SectionKind?)
        /// A value that is one of these.
        case anyOf([Definition])
        /// A rule of its own (a section's by its kind, a node's by its `group`).
        case rule(SpecValue)

        static func format<Value>(_ format: ObjectFormat<Value>, kind: SectionKind? = nil) -> Definition {
            .object(Object(format), kind: kind)
        }

        var schema: SpecValue {
            switch self {
            case .object(let object, let kind): SpecSchema.object(object, kind: kind)
            case .anyOf(let definitions): .object(["anyOf": .array(definitions.map { $0.schema })])
            case .rule(let value): value
            }
        }

        var objects: [Object] {
            switch self {
            case .object(let object, _): [object]
            case .anyOf(let definitions): definitions.flatMap { $0.objects }
            case .rule: []
            }
        }
    }

    /// The definitions of `name`'s objects, each with its name in `$defs`: the name's own, and
    /// one a kind for sections, variants and items. Every object of the format is a case of
    /// `ObjectName`, whose definitions the build asks this for; its format says its keys.
    private static func definitions(of name: ObjectName) -> [(name: String, definition: Definition)] {
        let named = name.rawValue
        return switch name {
        case .spec: [(named, .format(ScreenFormat.format(widthGiven: false)))]
        case .container: [(named, .format(ScreenFormat.container))]
        case .insets: [(named, .format(GeometryFormats.insetSides))]
        case .section:
            [(named, .rule(sectionByKind))] + SectionKind.allCases.map { (self.name($0, "Section"), .format(SectionFormat.format(of: $0), kind: $0)) }
        case .variant:
            SectionKind.allCases.map { (self.name($0, "Variant"), .format(SectionFormat.format(of: $0, variant: true), kind: $0)) }
        case .variantBounds: [(named, .format(SectionFormat.bounds))]
        case .item: SectionKind.allCases.map { (self.name($0, "Item"), .format(ItemFields.itemFormat(for: $0))) }
        case .header: [(named, .format(Band.format))]
        case .flowHeader: [(named, .format(Band.flowFormat))]
        case .boundaryItem: [(named, .format(SupplementaryFormats.boundaryItem))]
        case .decoration: [(named, .format(SupplementaryFormats.decoration))]
        case .effect: [(named, .format(SupplementaryFormats.effect))]
        case .scaleEffect: [(named, .format(SupplementaryFormats.scale))]
        case .node: [(named, .rule(nodeByType))]
        case .group:
            // A node that gives `group`; after it, the forms a node takes, which `node` chooses.
            [
                (named, .rule(.object(["$ref": pointer(to: ObjectName.node.rawValue), "required": ["group"]]))),
                (nodeForms.item, .format(NodeFormats.item)), (nodeForms.stack, .format(NodeFormats.stack)),
                (nodeForms.custom, .format(NodeFormats.custom)),
            ]
        case .customItem: [(named, .format(NodeFormats.customItemObject))]
        case .size: [(named, .format(GeometryFormats.size))]
        case .dimension: [(named, .format(GeometryFormats.dimension))]
        case .spacing: [(named, .format(GeometryFormats.spacing))]
        case .edgeSpacing: [(named, .format(GeometryFormats.edgeSpacing))]
        case .supplementary: [(named, .format(SupplementaryFormats.anchored))]
        case .anchor: [(named, .format(GeometryFormats.anchor))]
        case .flowSize: [(named, .format(FlowFormats.sizeObject))]
        case .flowWidth: [(named, .format(FlowFormats.widthObject))]
        case .flowHeight: [(named, .format(FlowFormats.heightObject))]
        case .mosaicBlock: [(named, .anyOf([.rule(schema(.choice(FlowFormats.blockNames))), .format(FlowFormats.rectsObject)]))]
        case .mosaicSpacing: [(named, .format(FlowFormats.mosaicSpacingObject))]
        case .text: [(named, .format(TextFormats.textObject))]
        case .font: [(named, .anyOf([.rule(schema(.choice(TextFormats.styleNames))), .format(TextFormats.fontObject)]))]
        }
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

    /// The definitions of the forms a node takes.
    private static let nodeForms = (item: "itemNode", stack: "stackGroup", custom: "customGroup")

    /// A node of a compositional tree: an item without `group`, or a group of its arrangement.
    private static var nodeByType: SpecValue {
        .object([
            "type": "object",
            "if": .object(["required": ["group"]]),
            "then": .object([
                "if": .object(["properties": .object(["group": .object(["const": "custom"])])]),
                "then": reference(to: nodeForms.custom),
                "else": reference(to: nodeForms.stack),
            ]),
            "else": reference(to: nodeForms.item),
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
