import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `layoutcalc check SPEC --expected GOLDEN --diff-svg PICTURE`: the picture of what changed.
@Suite struct CheckDiffPictureTests {
    /// samples/changes/home.json is samples/home.json with three changes, and the elements each
    /// moves, by the layout rules (layout-rules §7 and §8):
    /// - widgets: 9 items instead of 10. A widget's groups sit side by side, one item each, so
    ///   the others keep their frames and item 9 is removed; the row's height does not depend on
    ///   its length, so the section's frame is the same.
    /// - pinterest, ratio of item 3 from 1.33 to 0.75: two columns 183 wide (390 less insets 8
    ///   and spacing 8, halved), heights 183 / ratio, each item to the shorter column (the
    ///   left one on a tie), columns starting at y 565 (section 557, inset 8), 8 between items.
    ///   Before: 0→left 565…687, 1→right 565…809, 2→left 695…878, 3→right 817…954.59,
    ///   4→left 886…1191, 5→right 962.59…1191.34, 6→left 1199…1351.5, 7→right 1199.34…1565.34,
    ///   8→left 1359.5…1451, 9→left 1459…1642.
    ///   After: 3→right 817…1061 (244 tall: changed), 4→left 886 (886 < 1069: same),
    ///   5→right 1069 (1069 < 1199: moved), 6→left 1199 (1199 < 1305.75: same),
    ///   7→right 1305.75 (1305.75 < 1359.5: moved), 8→left 1359.5 (same), 9→left 1459 (same).
    /// - pinterest, an 11th ratio 1.5: item 10, 122 tall, to the left column at 1650 (< 1679.75),
    ///   added; the section now ends at 1772 + 8 instead of 1642 + 8, so its frame changed.
    /// So: changed pinterest's section and items 3, 5, 7; added item 10; removed widgets' item 9.
    static let homeChanges: [String: Set<String>] = [
        "changed": ["2 section 2", "2 item 3", "2 item 5", "2 item 7"],
        "added": ["2 item 10"],
        "removed": ["1 item 9"],
    ]

    @Test(arguments: [("json", "samples/expected/home.json"), ("ndjson", "samples/expected/home.ndjson")])
    func theChangedElementsAreExactlyThoseThatMoved(_ format: String, _ golden: String) throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("diff.svg")
            let result = try layoutcalc(["check", "samples/changes/home.json", "--format", format, "--expected", golden, "--diff-svg", picture.path])
            #expect(result.status == 1)
            #expect(result.stderr.isEmpty)
            // The unified diff is printed as without the picture.
            #expect(result.stdout == (try layoutcalc(["check", "samples/changes/home.json", "--format", format, "--expected", golden]).stdout))
            let groups = try DiffGroups(picture)
            #expect(groups.elements == Self.homeChanges)
            #expect(groups.panels == 1)
            #expect(groups.texts.first == "samples/changes/home.json: what changed")
            #expect(groups.texts.contains("at width 390 · 4 changed, 1 added, 1 removed"))
            #expect(groups.texts.contains { $0.contains("content 390 × 1650 → 390 × 1780 pt") })
            try Self.render(picture)
        }
    }

    /// samples/changes/albums.json lowers the own albums' group at 501 points and wider (a
    /// variant) from a third of the width to a quarter: at 390 nothing changes; at 834 each of
    /// the six items of "mine" (fractionalHeight 1 of its group) is shorter, and so is that
    /// section, the last; the sections above it keep their frames. One panel, for 834.
    @Test func severalWidthsDrawOnlyTheWidthsThatDiffer() throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("diff.svg")
            let result = try layoutcalc([
                "check", "samples/changes/albums.json", "--width", "390,834", "--expected", "samples/expected/albums-sweep.json", "--diff-svg", picture.path,
            ])
            #expect(result.status == 1)
            let groups = try DiffGroups(picture)
            #expect(groups.panels == 1)
            #expect(groups.documents == ["1"])
            #expect(groups.elements == ["changed": Set(["2 section 2"] + (0..<6).map { "2 item \($0)" })])
            #expect(groups.texts.contains("width 834"))
            try Self.render(picture)
        }
    }

    /// Equal layouts exit 0, print nothing and write no picture; a file already there is left
    /// as it was.
    @Test func equalLayoutsWriteNoPicture() throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("diff.svg")
            let equal = try layoutcalc(["check", "samples/home.json", "--expected", "samples/expected/home.json", "--diff-svg", picture.path])
            #expect(equal.status == 0)
            #expect(equal.output.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: picture.path))
            try Data("an older picture\n".utf8).write(to: picture)
            #expect(try layoutcalc(["check", "samples/home.json", "--expected", "samples/expected/home.json", "--diff-svg", picture.path]).status == 0)
            #expect(try String(contentsOf: picture, encoding: .utf8) == "an older picture\n")
        }
    }

    /// A table or a picture holds no frames to read back: a usage error, before anything is
    /// laid out; so is --update, which would write the golden over.
    @Test func aGoldenWithoutFramesIsRefused() throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("diff.svg")
            for (format, golden) in [("table", "samples/expected/home.txt"), ("svg", "samples/expected/home.svg")] {
                let result = try layoutcalc(["check", "samples/changes/home.json", "--format", format, "--expected", golden, "--diff-svg", picture.path])
                #expect(result.status == 64)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.contains("--diff-svg reads the frames back from the golden file, which --format \(format) does not print: use json or ndjson"))
            }
            let update = try layoutcalc(["check", "samples/home.json", "--expected", "samples/expected/home.json", "--update", "--diff-svg", picture.path])
            #expect(update.status == 64)
            #expect(!FileManager.default.fileExists(atPath: picture.path))
        }
    }

    /// A golden whose frames cannot be read: its path and the JSON path, exit 65, nothing on
    /// standard output and no picture.
    @Test func aBadGoldenNamesItsPlace() throws {
        try withTemporaryDirectory { directory in
            let golden = directory.appendingPathComponent("home.json")
            let text = try String(contentsOf: packageRoot.appendingPathComponent("samples/expected/home.json"), encoding: .utf8)
            // The first "width": 390 is the container's; the content size's is the second.
            let range = try #require(text.range(of: "\"width\": 390,", range: text.range(of: "\"contentSize\"")!.upperBound..<text.endIndex))
            try text.replacingCharacters(in: range, with: "\"width\": \"390\",").write(to: golden, atomically: true, encoding: .utf8)
            let picture = directory.appendingPathComponent("diff.svg")
            let result = try layoutcalc(["check", "samples/changes/home.json", "--expected", golden.path, "--diff-svg", picture.path])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "\(golden.path): error: contentSize.width: expected a number, found a string\n")
            #expect(!FileManager.default.fileExists(atPath: picture.path))
        }
    }

    /// The README's picture is the tool's own, for the committed change to the settings screen:
    /// its first section's last row ("hotspot", item 4) taken out and a fourth row given to the
    /// second. List rows are 44 high, one under another (layout-rules §3), so the first
    /// section's card and band end 44 higher and the second section (band, header, card, its
    /// three rows) moves up 44, its new row 3 ending where its card ended before; the sections
    /// after it keep their frames, and so does the content.
    @Test func theReadmePictureIsTheToolsOwn() throws {
        try withTemporaryDirectory { directory in
            let picture = directory.appendingPathComponent("check-diff.svg")
            let result = try layoutcalc(["check", "samples/changes/settings.json", "--expected", "samples/expected/settings.json", "--diff-svg", picture.path])
            #expect(result.status == 1)
            let groups = try DiffGroups(picture)
            #expect(
                groups.elements == [
                    "changed": ["0 section 0", "0 decoration 0", "1 section 1", "1 supplementary 0", "1 decoration 0", "1 item 0", "1 item 1", "1 item 2"],
                    "added": ["1 item 3"], "removed": ["0 item 4"],
                ])
            #expect(groups.texts.contains { $0.hasSuffix("content 390 × 1304 pt") })
            #expect(try Data(contentsOf: picture) == Data(contentsOf: packageRoot.appendingPathComponent("docs/images/check-diff.svg")))
        }
        #expect(ReadmeTests.readme.contains("![What changed](docs/images/check-diff.svg)"))
    }

    /// rsvg-convert renders it without a complaint.
    static func render(_ picture: URL) throws {
        let png = picture.deletingPathExtension().appendingPathExtension("png")
        let rendered = try run("/usr/bin/env", ["rsvg-convert", "--format", "png", "--output", png.path, picture.path])
        #expect(rendered.status == 0, "rsvg-convert is needed here; `make test` installs it")
        #expect(rendered.stderr.isEmpty)
    }
}

/// A diff picture parsed as XML: its panels, and its changed, added and removed groups, each
/// as "SECTION ELEMENT INDEX" by its class.
final class DiffGroups: NSObject, XMLParserDelegate {
    var elements: [String: Set<String>] = [:]
    var panels = 0
    var documents: [String] = []
    var texts: [String] = []
    private var text: String?

    init(_ file: URL) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: file))
        parser.delegate = self
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "text" { text = "" }
        guard elementName == "g", let group = attributes["class"] else { return }
        if group == "panel" {
            panels += 1
            documents.append(attributes["data-document"] ?? "")
        }
        guard ["changed", "added", "removed"].contains(group) else { return }
        let name = [attributes["data-section"], attributes["data-element"], attributes["data-index"]].map { $0 ?? "?" }.joined(separator: " ")
        elements[group, default: []].insert(name)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text", let text {
            texts.append(text)
            self.text = nil
        }
    }
}
