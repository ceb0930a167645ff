import Foundation
import LayoutSpec
import LayoutSpecReader
import LayoutText
import Testing
import TestSupport

/// The JSON Schema against a real validator (Python's jsonschema, which `make test` installs):
/// it is valid draft 2020-12, accepts every spec the reader accepts, and rejects specs whose
/// keys or values are wrong.
@Suite struct SpecSchemaTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The schema's text.
    static func schema() throws -> Data {
        Data(try ByteArraySink.collect { (out) throws(OutputError) in try SpecSchema.write(to: &out) })
    }

    @Test func theSchemaIsDraft2020_12AndItsReferencesResolve() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Self.schema()) as? [String: Any])
        #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let definitions = try #require(document["$defs"] as? [String: Any])
        let text = String(decoding: try Self.schema(), as: UTF8.self)
        for reference in text.matches(of: /"\$ref": "#\/\$defs\/([A-Za-z]+)"/) {
            #expect(definitions[String(reference.1)] != nil, "\(reference.1) is not defined")
        }
        // The validator checks the schema against the draft's metaschema.
        #expect(try rejected([:]) == [])
    }

    @Test func everySampleAndEveryKeyIsAccepted() throws {
        var specs: [String: Data] = [:]
        let samples = packageRoot.appendingPathComponent("samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) where name.hasSuffix(".json") {
            specs[name] = try Data(contentsOf: samples.appendingPathComponent(name))
        }
        #expect(specs.count >= 6)
        let everyKey = try Data(contentsOf: Self.testsFolder.appendingPathComponent("SchemaSpecs/every-key.json"))
        specs["every-key.json"] = everyKey
        for (name, spec) in specs { #expect(throws: Never.self, "\(name)") { try SpecReader.read(Array(spec)) } }
        #expect(try rejected(specs) == [])
    }

    /// every-key.json gives every key the schema names somewhere, so that the test above
    /// reaches every property.
    @Test func everyKeyOfTheSchemaIsGivenInEveryKeyJSON() throws {
        let everyKey = try String(contentsOf: Self.testsFolder.appendingPathComponent("SchemaSpecs/every-key.json"), encoding: .utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: Self.schema()) as? [String: Any])
        let definitions = try #require(document["$defs"] as? [String: [String: Any]])
        var keys = Set<String>()
        for definition in definitions.values {
            keys.formUnion((definition["properties"] as? [String: Any])?.keys ?? [:].keys)
        }
        #expect(keys.count > 60)
        for key in keys.sorted() { #expect(everyKey.contains("\"\(key)\":"), "every-key.json lacks \"\(key)\"") }
    }

    /// The reader and the schema agree on specs of every kind from the property tests' generator.
    @Test func generatedSpecsTheReaderAcceptsAreAccepted() throws {
        var specs: [String: Data] = [:]
        for seed in 1...200 {
            var generator = SpecGenerator(seed: UInt64(seed))
            let json = generator.spec()
            _ = try SpecReader.read(Array(json.utf8))
            specs["generated-\(seed).json"] = Data(json.utf8)
        }
        #expect(try rejected(specs) == [])
    }

    /// The spec writer writes only what the format declares, in the forms it declares: every
    /// spec it writes (of the samples, of every-key.json and of generated specs) is valid
    /// against the schema, whose objects take no key they do not declare.
    @Test func theWritersSpecsAreAccepted() throws {
        var sources: [String: [UInt8]] = [:]
        let samples = packageRoot.appendingPathComponent("samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) where name.hasSuffix(".json") {
            sources[name] = Array(try Data(contentsOf: samples.appendingPathComponent(name)))
        }
        sources["every-key.json"] = Array(try Data(contentsOf: Self.testsFolder.appendingPathComponent("SchemaSpecs/every-key.json")))
        for seed in 1...100 {
            var generator = SpecGenerator(seed: UInt64(seed))
            sources["generated-\(seed).json"] = Array(generator.spec().utf8)
        }
        var written: [String: Data] = [:]
        for (name, text) in sources { written[name] = Data(try SpecWriter.bytes(of: try SpecReader.read(text))) }
        #expect(try rejected(written) == [])
        // The schema does refuse a key the format does not declare where the writer would put one.
        let stray = String(decoding: try #require(written["every-key.json"]), as: UTF8.self)
            .replacingOccurrences(of: "\"interSectionSpacing\":", with: "\"interSectionSpace\":")
        #expect(try rejected(["stray.json": Data(stray.utf8)]) == ["stray.json"])
    }

    @Test(arguments: [
        ("an unknown key", oneSection(#""kind": "waterfall", "colums": 2"#)),
        ("another kind's key", oneSection(#""kind": "carousel", "columns": 2"#)),
        ("a wrong type", oneSection(#""kind": "waterfall", "columns": "2""#)),
        ("a value out of range", oneSection(#""kind": "waterfall", "columns": 0"#)),
        ("a fraction of 0", oneSection(#""kind": "carousel", "groupWidth": 0"#)),
        ("an unknown kind", oneSection(#""kind": "grid""#)),
        ("a section without kind", oneSection(#""items": 3"#)),
        ("a dimension of two kinds", oneSection(#""kind": "compositional", "group": {"group": "horizontal", "size": {"width": {"absolute": 1, "estimated": 2}, "height": {"absolute": 1}}, "subitems": [{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]}"#)),
        ("a group without subitems", oneSection(#""kind": "compositional", "group": {"group": "vertical", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}"#)),
        ("an item as the section's group", oneSection(#""kind": "compositional", "group": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}"#)),
        ("ratios and items", oneSection(#""kind": "waterfall", "ratios": [1], "items": [{"ratio": 1}]"#)),
        ("a waterfall item without ratio or height", oneSection(#""kind": "waterfall", "items": [{"id": "a"}]"#)),
        ("a variant without when", oneSection(#""kind": "waterfall", "variants": [{"columns": 3}]"#)),
        ("a variant that changes the kind", oneSection(#""kind": "waterfall", "variants": [{"when": {}, "kind": "flow"}]"#)),
        ("an unknown mosaic block", oneSection(#""kind": "mosaic", "pattern": ["oneThree"]"#)),
        ("a flow header with insets", oneSection(#""kind": "flow", "header": {"height": 10, "contentInsets": 4}"#)),
        ("no container", #"{"sections": []}"#),
        ("a scale of 4", #"{"container": {"width": 390}, "scale": 4, "sections": []}"#),
    ])
    func badSpecsAreRejectedByBoth(_ problem: String, _ json: String) throws {
        #expect(!diagnostics(json).isEmpty, "the reader accepts \(problem)")
        #expect(try rejected(["bad.json": Data(json.utf8)]) == ["bad.json"], "the schema accepts \(problem)")
    }

    /// The names of `specs` the schema rejects, by Python's jsonschema (which also checks the
    /// schema itself against the draft's metaschema).
    func rejected(_ specs: [String: Data]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcalc-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.schema().write(to: directory.appendingPathComponent("schema.json"))
        let specFolder = directory.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
        for (name, spec) in specs { try spec.write(to: specFolder.appendingPathComponent(name)) }

        let script = """
            import json, os, sys
            from jsonschema import Draft202012Validator
            folder = sys.argv[1]
            schema = json.load(open(os.path.join(folder, "schema.json")))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            for name in sorted(os.listdir(os.path.join(folder, "specs"))):
                if not validator.is_valid(json.load(open(os.path.join(folder, "specs", name)))):
                    print(name)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "python3 with jsonschema is needed here; `make test` installs it: \(String(decoding: complaint, as: UTF8.self))")
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
