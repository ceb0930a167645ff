import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `--format svg` through a real renderer: rsvg-convert (librsvg, which `make test` installs)
/// turns every sample's picture into a PNG of the picture's size without a complaint.
@Suite struct SVGRenderingTests {
    static let cases: [[String]] = {
        let samples = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("samples").path)) ?? []
        return samples.filter { $0.hasSuffix(".json") }.sorted().map { ["samples/" + $0] }
            + [["samples/albums.json", "--width", "390,834"], ["samples/home.json", "--offset", "195", "--scale", "3"]]
    }()

    @Test(arguments: cases)
    func rendersToAPNGOfItsSize(_ arguments: [String]) throws {
        let picture = try layoutcalc(arguments + ["--format", "svg"])
        #expect(picture.status == 0)
        #expect(picture.stderr.isEmpty)

        // Well-formed XML whose root is SVG 1.1 with a viewBox.
        let root = RootElement()
        let parser = XMLParser(data: picture.stdout)
        parser.delegate = root
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(root.name == "svg")
        #expect(root.attributes["version"] == "1.1")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let width = try #require(root.attributes["width"].flatMap(Double.init))
        let height = try #require(root.attributes["height"].flatMap(Double.init))
        #expect(root.attributes["viewBox"] == "0 0 \(root.attributes["width"]!) \(root.attributes["height"]!)")

        try withTemporaryDirectory { directory in
            let svg = directory.appendingPathComponent("picture.svg")
            let png = directory.appendingPathComponent("picture.png")
            try picture.stdout.write(to: svg)
            let rendered = try run("/usr/bin/env", ["rsvg-convert", "--format", "png", "--output", png.path, svg.path])
            #expect(rendered.status == 0, "rsvg-convert is needed here; `make test` installs it")
            #expect(rendered.stderr.isEmpty)
            // The PNG's signature, then its header's width and height, big-endian.
            let bytes = [UInt8](try Data(contentsOf: png))
            #expect(bytes.count > 24 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let size = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(size(16) == Int(width.rounded(.up)))
            #expect(size(20) == Int(height.rounded(.up)))
        }
    }
}

/// Collects the root element's name and attributes.
private final class RootElement: NSObject, XMLParserDelegate {
    var name: String?
    var attributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard name == nil else { return }
        name = elementName
        self.attributes = attributes
    }
}
