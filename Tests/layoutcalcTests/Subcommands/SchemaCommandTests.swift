import Foundation
import Testing

/// `layoutcalc schema` (what the schema says is LayoutSpecTests' SpecSchemaTests).
@Suite struct SchemaCommandTests {
    @Test func theSchemaIsPrintedAsJqPrintsIt() throws {
        let result = try layoutcalc(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let reprinted = try run("/usr/bin/env", ["jq", "."], input: result.stdout)
        #expect(reprinted.status == 0, "jq is needed here; `make test` installs it")
        #expect(reprinted.stdout == result.stdout)
        let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        #expect(document?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
}
