import Testing
import Yams

@Test func aMappingReadsBack() throws {
    let value = try Yams.load(yaml: "width: 320") as? [String: Int]
    #expect(value?["width"] == 320)
}
