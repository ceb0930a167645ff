import CompositionalLayout
import Foundation
import LayoutEngine
import LayoutSpec
import Testing

/// Every sample, read as a spec, made into the Swift API's objects, written as a spec again by
/// the harness and laid out, prints its golden output byte for byte.
@Suite struct RoundTripTests {
    @Test func everyGoldenIsChecked() {
        #expect(Golden.all.count >= 21)
    }

    @Test(arguments: Golden.all)
    func throughTheSwiftAPI(_ golden: Golden) throws {
        var layouts: [ScreenLayout] = []
        let widths: [Double?] = golden.widths ?? [nil]
        for width in widths {
            let read = try sample(golden.sample, width: width)
            let objects = try ScreenObjects(read)
            let spec = try objects.harness.spec(of: objects.layout)
            let written = try SpecReader.read(Array(spec.utf8))
            #expect(written == objects.screen, "\(spec)")
            layouts.append(try written.layout())
        }
        let expected = Array(try Data(contentsOf: packageRoot.appendingPathComponent("samples/expected/" + golden.expected)))
        let actual = try output(layouts, source: "samples/" + golden.sample, format: golden.format)
        #expect(actual == expected)
    }
}
