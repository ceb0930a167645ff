import LayoutDiff
import LayoutEngine
import LayoutText
import Testing

/// The picture's own bound; what it draws is checked through the command line
/// (`CheckDiffPictureTests`), parsed as XML and rendered.
@Suite struct DiffPictureTests {
    static func layout(items: Int) -> FramedLayout {
        let elements = (0..<items).map { index in
            FramedElement(ElementIdentity(section: 0, category: .item, index: index), Rect(x: 0, y: Double(index), width: 10, height: 1))
        }
        return FramedLayout(containerWidth: 10, contentSize: Size(width: 10, height: Double(items)), sectionIDs: ["a"], elements: elements)
    }

    /// As `--format svg`, at most 100,000 elements in all its panels: 100,000 items, one of them
    /// added, are drawn; 100,001 are refused.
    @Test func aPictureDrawsAtMost100000Elements() throws {
        let most = LayoutDifference(expected: [Self.layout(items: 99_999)], actual: [Self.layout(items: 100_000)])
        #expect(most.count(.added) == 1)
        let picture = try DiffPicture(most, specName: "most.json")
        let bytes = try ByteArraySink.collect { (out) throws(OutputError) in try picture.write(to: &out) }
        #expect(String(decoding: bytes, as: UTF8.self).contains(#"<g class="added" data-section="0" data-element="item" data-index="99999">"#))
        let more = LayoutDifference(expected: [Self.layout(items: 99_999)], actual: [Self.layout(items: 100_001)])
        #expect(throws: DiffPicture.TooLarge.self) { try DiffPicture(more, specName: "more.json") }
    }
}
