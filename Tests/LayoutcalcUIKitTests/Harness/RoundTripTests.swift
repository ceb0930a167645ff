import LayoutcalcUIKit
import Foundation
import LayoutEngine
import LayoutSpec
import Testing
import TestSupport

/// Every sample, read as a spec, made into the Swift API's objects, written as a spec again by
/// the harness and laid out, prints its golden output byte for byte.
@Suite struct RoundTripTests {
    /// Every sample has goldens, and all of them are here (the manifest read whole).
    @Test func everySampleGoesThroughTheSwiftAPI() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("samples").path)
        #expect(Set(Golden.all.map(\.sample)) == Set(samples.filter { $0.hasSuffix(".json") }))
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("samples/goldens"), encoding: .utf8)
        let lines = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        #expect(Golden.all.count == lines.count)
    }

    @Test(arguments: Golden.all)
    func throughTheSwiftAPI(_ golden: Golden) throws {
        var layouts: [ScreenLayout] = []
        let widths: [Double?] = golden.widths ?? [nil]
        for width in widths {
            let read = try sample(golden.sample, width: width, scale: golden.scale)
            let objects = try ScreenObjects(read)
            let text = try objects.harness.spec(of: objects.layout)
            let written = try spec(text)
            #expect(written == objects.screen, "\(text)")
            layouts.append(try written.layout())
        }
        let expected = Array(try Data(contentsOf: packageRoot.appendingPathComponent("samples/expected/" + golden.expected)))
        let actual = try output(layouts, source: "samples/" + golden.sample, format: golden.format)
        #expect(actual == expected)
    }
}
