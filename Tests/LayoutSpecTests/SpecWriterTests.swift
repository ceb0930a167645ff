import Foundation
import LayoutEngine
import LayoutSpec
import LayoutSpecReader
import Testing
import TestSupport

/// The spec writer is the reader's reverse: a screen written and read back is the same screen.
@Suite struct SpecWriterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let samples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("samples").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// `screen` written, then read back.
    func roundTrip(_ screen: Screen) throws -> Screen {
        try SpecReader.read(try SpecWriter.bytes(of: screen))
    }

    @Test(arguments: samples)
    func everySampleReadsBackTheSame(_ name: String) throws {
        let screen = try SpecReader.read(Array(try Data(contentsOf: Self.root.appendingPathComponent("samples/" + name))))
        #expect(try roundTrip(screen) == screen)
    }

    @Test func everyKeyReadsBackTheSame() throws {
        let url = Self.root.appendingPathComponent("Tests/LayoutSpecTests/SchemaSpecs/every-key.json")
        let screen = try SpecReader.read(Array(try Data(contentsOf: url)))
        #expect(try roundTrip(screen) == screen)
    }

    @Test(arguments: SpecGenerator.seeds)
    func generatedSpecsReadBackTheSame(seed: Int) throws {
        var generator = SpecGenerator(seed: UInt64(seed))
        let json = generator.spec()
        let screen = try SpecReader.read(Array(json.utf8))
        #expect(try roundTrip(screen) == screen, "\(json)")
    }

    @Test func keysComeInTheirOrderAndDefaultsAreLeftOut() throws {
        // A widget keeps its default header and insets; the waterfall's spacing, placement and
        // columns say what differs from the reader's defaults.
        let screen = try SpecReader.read(Array(#"""
            {"sections": [{"kind": "waterfall", "ratios": [2, 0.5], "columns": 3, "spacing": 8, "placement": "shortest"},
                          {"id": "tiles", "items": 2, "kind": "widget"}],
             "container": {"height": 844, "width": 390}}
            """#.utf8))
        let expected = """
            {
              "container": {
                "width": 390,
                "height": 844
              },
              "sections": [
                {
                  "kind": "waterfall",
                  "ratios": [
                    2,
                    0.5
                  ],
                  "columns": 3
                },
                {
                  "id": "tiles",
                  "kind": "widget",
                  "items": 2
                }
              ]
            }

            """
        #expect(String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self) == expected)
    }

    @Test func theConfigurationsKeysFollowTheSections() throws {
        // layout-rules §12's keys: each one line of its table, in the reader's order (the layout's
        // after the sections), defaults left out (the card's zIndex 0); a flow header says
        // that it pins.
        var screen = try SpecReader.read(Array(#"""
            {"scrollOffsets": [[0, 10.5]], "layoutDirection": "rightToLeft", "contentInsetsReference": "layoutMargins",
             "boundaryItems": [{"kind": "menu", "size": {"width": {"absolute": 40}, "height": {"absolute": 30}}, "alignment": "top",
                                "pinToVisibleBounds": true}],
             "container": {"width": 320, "height": 480},
             "sections": [{"kind": "flow", "items": 1, "header": {"height": 20, "pinToVisibleBounds": true},
                           "decorations": [{"kind": "card", "contentInsets": 2, "zIndex": 0}]},
                          {"kind": "mosaic", "pattern": ["oneTwo"], "supplementariesFollowContentInsets": false}]}
            """#.utf8))
        #expect(try roundTrip(screen) == screen)
        let expected = """
            {
              "container": {
                "width": 320,
                "height": 480
              },
              "sections": [
                {
                  "kind": "flow",
                  "items": 1,
                  "header": {
                    "height": 20,
                    "pinToVisibleBounds": true
                  },
                  "decorations": [
                    {
                      "kind": "card",
                      "contentInsets": 2
                    }
                  ]
                },
                {
                  "kind": "mosaic",
                  "supplementariesFollowContentInsets": false,
                  "pattern": [
                    "oneTwo"
                  ]
                }
              ],
              "layoutDirection": "rightToLeft",
              "contentInsetsReference": "layoutMargins",
              "boundaryItems": [
                {
                  "kind": "menu",
                  "size": {
                    "width": {
                      "absolute": 40
                    },
                    "height": {
                      "absolute": 30
                    }
                  },
                  "alignment": "top",
                  "pinToVisibleBounds": true
                }
              ],
              "scrollOffsets": [
                [
                  0,
                  10.5
                ]
              ]
            }

            """
        #expect(String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self) == expected)
        // A horizontal layout says so after the sections (a flow section is vertical only).
        screen.sections.removeFirst()
        screen.scrollDirection = .horizontal
        #expect(String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self).contains("  ],\n  \"scrollDirection\": \"horizontal\",\n"))
    }

    @Test func bandsAreWrittenAsHeaderAndFooterAndTheRestAsBoundaryItems() throws {
        let screen = try SpecReader.read(Array(#"""
            {"container": {"width": 320}, "sections": [{"kind": "widget", "items": 1,
              "header": {"height": 20}, "footer": {"height": 10, "estimated": true},
              "boundaryItems": [{"kind": "badge", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "alignment": "topLeading"}]}]}
            """#.utf8))
        let text = String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self)
        #expect(text.contains(#""header": {"#) && text.contains(#""footer": {"#) && text.contains(#""boundaryItems": ["#))
        #expect(try roundTrip(screen) == screen)
        // A widget without its default header says so.
        var bare = screen
        bare.sections[0].boundaryItems = []
        let bareText = String(decoding: try SpecWriter.bytes(of: bare), as: UTF8.self)
        #expect(bareText.contains(#""header": null"#))
        #expect(try roundTrip(bare) == bare)
    }

    @Test func variantsGiveTheKeysThatDiffer() throws {
        // The variant's interGroupSpacing goes back to 0, its offsets to "resting": both are
        // written though they are the defaults.
        let screen = try SpecReader.read(Array(#"""
            {"container": {"width": 320}, "sections": [{"kind": "compositional", "items": 3, "interGroupSpacing": 4,
              "orthogonalScrolling": "paging", "offsets": [10],
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                        "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]},
              "variants": [{"when": {"minWidth": 600}, "interGroupSpacing": 0, "offsets": "resting"}]}]}
            """#.utf8))
        let text = String(decoding: try SpecWriter.bytes(of: screen), as: UTF8.self)
        #expect(text.contains("\"when\": {\n            \"minWidth\": 600\n          },\n          \"interGroupSpacing\": 0,\n          \"offsets\": \"resting\""))
        #expect(try roundTrip(screen) == screen)
    }

    @Test func whatNoSpecCanSayIsRefusedWithItsPath() throws {
        var screen = try SpecReader.read(Array(#"{"container": {"width": 320}, "sections": [{"kind": "carousel", "items": 2}]}"#.utf8))
        screen.interSectionSpacing = .nan
        // NaN is no number equal to itself: the issue is compared by what it says.
        #expect(issues(screen).map(\.description) == [SpecIssue(.outOfRange(.length, found: .nan), at: SpecPath([.key("interSectionSpacing")])).description])

        // A carousel without a scale effect is no carousel.
        screen.interSectionSpacing = 0
        guard case .compositional(var carousel) = screen.sections[0].content else { Issue.record("not compositional"); return }
        carousel.scaleEffect = nil
        screen.sections[0].content = .compositional(carousel)
        #expect(issues(screen) == [SpecIssue(.carouselWithoutEffect, at: SpecPath([.key("sections"), .index(0)]))])

        // A variant cannot drop its section's scale effect: no key says "none".
        var base = try SpecReader.read(Array(#"""
            {"container": {"width": 320}, "sections": [{"kind": "compositional", "items": 1, "orthogonalScrolling": "continuous",
              "effect": {"scale": {"min": 0.5}},
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                        "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """#.utf8))
        var variant = base.sections[0]
        guard case .compositional(var content) = variant.content else { Issue.record("not compositional"); return }
        content.scaleEffect = nil
        variant.content = .compositional(content)
        base.sections[0].variants = [SectionVariant(minWidth: 600, maxWidth: nil, section: variant)]
        #expect(issues(base) == [SpecIssue(.variantTakesBack("effect"), at: SpecPath([.key("sections"), .index(0), .key("variants"), .index(0), .key("effect")]))])
    }

    @Test func jqPrintsTheWrittenSpecTheSame() throws {
        let screen = try SpecReader.read(Array(try Data(contentsOf: Self.root.appendingPathComponent("samples/photos-album.json"))))
        let written = Data(try SpecWriter.bytes(of: screen))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["jq", "."]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(written)
        try input.fileHandleForWriting.close()
        let reprinted = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "jq is needed here; `make test` installs it")
        #expect(reprinted == written)
    }

    func issues(_ screen: Screen) -> [SpecIssue] {
        do {
            _ = try SpecWriter.bytes(of: screen)
            return []
        } catch {
            return error.issues
        }
    }
}
