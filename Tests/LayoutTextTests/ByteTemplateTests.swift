import LayoutText
import Testing

/// A `ByteTemplate` put together from literals, strings, runs of spaces and other templates
/// holds their bytes one after another, and writes exactly those.
@Suite struct ByteTemplateTests {
    func written(_ templates: ByteTemplate...) throws -> String {
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in
            for template in templates { try out.template(template) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func piecesFollowOneAnother() throws {
        let indent = ByteTemplate(repeating: UInt8(ascii: " "), count: 4)
        let member = ",\n" + indent + "\"" + ByteTemplate("héight") + "\": "
        #expect(member.count == 2 + 4 + 1 + 7 + 3)
        #expect(try written(member, "1", "") == ",\n    \"héight\": 1")
    }

    /// What lies past a template's end in its vector is written over by what follows: a run of
    /// spaces is as long as asked, even after a longer one.
    @Test func aTemplateEndsAtItsCount() throws {
        let long = ByteTemplate(repeating: UInt8(ascii: " "), count: 10)
        let short = ByteTemplate(repeating: UInt8(ascii: "-"), count: 2) + "|"
        #expect(try written(long, short, short) == String(repeating: " ", count: 10) + "--|--|")
    }

    /// Up to 64 bytes, the vector's size.
    @Test func aTemplateHoldsSixtyFourBytes() throws {
        let half = ByteTemplate(repeating: UInt8(ascii: "a"), count: 32)
        #expect((half + half).count == ByteTemplate.capacity)
        #expect(try written(half + half) == String(repeating: "a", count: 64))
    }
}
